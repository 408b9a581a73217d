import { Accessibility, Award, Code2, Lock, Users } from 'lucide-react';
import { FeatureCard } from '@/features/marketing/components/feature-card';
import { FounderCard } from '@/features/marketing/components/founder-card';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { useDocumentTitle } from '@/lib/use-document-title';

const values = [
  { icon: Code2, title: 'Passion for Code', description: 'We love the craft and want to share the joy of a green test run.' },
  { icon: Users, title: 'Community First', description: 'Learners help learners; the product grows with the people who use it.' },
  { icon: Accessibility, title: 'Accessibility', description: 'Free to start, usable by keyboard and screen reader, light on any device.' },
  { icon: Award, title: 'Excellence', description: 'Honest verdicts, precise limits and problems that are tested before they ship.' },
  { icon: Lock, title: 'Privacy', description: 'We keep only what the product needs, and your code runs in isolated containers.' },
];

export default function AboutPage() {
  useDocumentTitle('About');
  return (
    <div className="pb-20">
      <PageIntro eyebrow="About" title="Our mission">
        To make practising programming accessible, fair and fun for everyone, from the first line of code to the
        first job interview.
      </PageIntro>

      <section className="mx-auto max-w-6xl px-4" aria-labelledby="values-heading">
        <h2 id="values-heading" className="text-center text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          Our core values
        </h2>
        <div className="mt-8 flex flex-wrap justify-center gap-6">
          {values.map((value) => (
            <div key={value.title} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
              <FeatureCard {...value} />
            </div>
          ))}
        </div>
      </section>

      <section className="mx-auto mt-20 max-w-3xl px-4" aria-labelledby="about-story-heading">
        <h2 id="about-story-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          Our story
        </h2>
        <div className="mt-4 space-y-4 text-lg leading-8 text-slate-600 dark:text-slate-300">
          <p>
            CodePath began as a set of practice problems shared among students preparing for programming contests.
            The problems were good; the feedback was slow. Solutions were checked by hand, days later.
          </p>
          <p>
            So we built a judge: paste your code, get a verdict in seconds, safely executed in a sandbox. Courses,
            hints and a scoreboard followed, each added because learners asked for it.
          </p>
        </div>
      </section>

      <section className="mt-20 px-4" aria-labelledby="founder-heading">
        <h2 id="founder-heading" className="mb-8 text-center text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          Meet the founder
        </h2>
        <FounderCard />
      </section>
    </div>
  );
}
