import { Link } from 'react-router';
import { ArrowRight, Lightbulb, ShieldCheck, Trophy } from 'lucide-react';
import { Language, LANGUAGE_LABELS } from '@codepath/contract/enums';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { FeatureCard } from '@/features/marketing/components/feature-card';
import { CodePreview } from '@/features/marketing/components/code-preview';
import { useDocumentTitle } from '@/lib/use-document-title';

const highlights = [
  {
    icon: ShieldCheck,
    title: 'Judged in a sandbox',
    description:
      'Every run and every submission executes in an isolated container with no network and strict time and memory limits.',
  },
  {
    icon: Lightbulb,
    title: 'Hints when you are stuck',
    description: 'Ask for a nudge instead of the answer. Hints point you to the idea without writing the code for you.',
  },
  {
    icon: Trophy,
    title: 'Track your progress',
    description: 'Scores, streaks and a leaderboard show how far you have come and what to practise next.',
  },
];

export default function LandingPage() {
  useDocumentTitle(null);
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          className="pointer-events-none absolute inset-x-0 -top-40 h-96 bg-gradient-to-b from-indigo-500/15 to-transparent blur-2xl"
          aria-hidden="true"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-2">
          <div>
            <p className="inline-flex rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-700 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-300">
              {Language.options.map((id) => LANGUAGE_LABELS[id]).join(' · ')}
            </p>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
              Learn to code by solving real problems
            </h1>
            <p className="mt-6 text-lg leading-8 text-slate-600 dark:text-slate-300">
              Write code in your browser, run it on your own input and submit it to be judged against hidden tests.
              Your code runs in isolated containers, so you can experiment freely.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={paths.signUp} className={buttonClasses('primary', 'lg')}>
                Start practising <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <Link to={paths.features} className={buttonClasses('secondary', 'lg')}>
                Explore features
              </Link>
            </div>
          </div>
          <CodePreview />
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="highlights-heading">
        <h2 id="highlights-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          Everything you need to practise
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {highlights.map((item) => (
            <FeatureCard key={item.title} {...item} />
          ))}
        </div>
      </section>

      <section className="border-y border-slate-200 bg-white py-16 dark:border-slate-800 dark:bg-slate-900/50" aria-labelledby="story-heading">
        <div className="mx-auto max-w-3xl px-4 text-center">
          <h2 id="story-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            Our story
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600 dark:text-slate-300">
            CodePath started with a simple idea: practice should feel like the real thing. Beginners deserve the same
            fast feedback, honest judging and friendly guidance that experienced engineers rely on, without installing
            a single tool.
          </p>
          <Link
            to={paths.about}
            className="mt-6 inline-flex items-center gap-1 rounded font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            Read more about us <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </section>
    </>
  );
}
