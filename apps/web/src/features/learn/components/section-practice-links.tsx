import { Link } from 'react-router';
import { Dumbbell, ExternalLink } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { PracticeLink } from '@/features/learn/section-practice';

/** After a section's exercises: the catalogue problems that practise them, each on its own solve page. */
export function SectionPracticeLinks({ links }: { links: readonly PracticeLink[] }) {
  if (links.length === 0) return null;
  return (
    <section
      aria-labelledby="section-practice-heading"
      className="mt-8 rounded-xl border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-500/30 dark:bg-indigo-500/10"
    >
      <h3 id="section-practice-heading" className="flex items-center gap-2 font-semibold text-indigo-900 dark:text-indigo-100">
        <Dumbbell className="size-4" aria-hidden="true" />
        Practise it in the catalogue
      </h3>
      <p className="mt-1 text-sm text-indigo-900 dark:text-indigo-100">
        These problems are judged like any other: solve them after the exercises above.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.slug}>
            <Link to={paths.app.solve(link.slug)} className={buttonClasses('secondary', 'sm')} aria-label={`Solve ${link.title}`}>
              {link.title}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
