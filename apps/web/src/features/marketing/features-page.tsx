import { BookOpen, Lightbulb, Palette, ShieldCheck, Trophy, Zap } from 'lucide-react';
import { languageList } from '@codepath/contract/languages';
import { FeatureCard } from '@/features/marketing/components/feature-card';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { useDocumentTitle } from '@/lib/use-document-title';

const features = [
  {
    icon: Lightbulb,
    title: 'AI-Powered Hints',
    description: 'Stuck on a problem? Ask for a hint that explains the idea behind the next step, never the full solution.',
  },
  {
    icon: BookOpen,
    title: 'Built-in Learning Package',
    description: 'Three structured courses take you from reading a problem statement to recognising common patterns.',
  },
  {
    icon: Trophy,
    title: 'Dynamic Scoreboard',
    description: 'Scores reward solving with fewer hints and attempts. Follow your rank on the global leaderboard.',
  },
  {
    icon: Palette,
    title: 'Enhanced UI/UX',
    description: 'A focused editor, clear verdicts per test, dark and light themes and a layout that works on any screen.',
  },
  {
    icon: Zap,
    title: 'Real-time Compilation',
    description: `Run ${languageList('or')} on your own input and watch each hidden test being judged as it happens.`,
  },
  {
    icon: ShieldCheck,
    title: 'Secure Environment',
    description: 'Your code runs in isolated containers without network access, under strict time, memory and process limits.',
  },
];

export default function FeaturesPage() {
  useDocumentTitle('Features');
  return (
    <div className="pb-20">
      <PageIntro eyebrow="Features" title="Built for learning by doing">
        Everything in CodePath is designed to shorten the loop between writing code and understanding it.
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <FeatureCard key={feature.title} {...feature} />
        ))}
      </div>
    </div>
  );
}
