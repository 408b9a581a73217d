import { ExternalLink } from 'lucide-react';

const founder = {
  name: 'Maya Okafor',
  role: 'Founder & Lead Engineer',
  bio: 'Former competitive programmer and teaching assistant who wanted every learner to get the fast, fair feedback of a real judge.',
  profileUrl: 'https://github.com/maya-okafor',
  initials: 'MO',
};

export function FounderCard() {
  return (
    <article className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:flex-row sm:text-left dark:border-slate-800 dark:bg-slate-900">
      <span
        className="grid size-20 shrink-0 place-items-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-2xl font-bold text-white"
        aria-hidden="true"
      >
        {founder.initials}
      </span>
      <div>
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{founder.name}</h3>
        <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">{founder.role}</p>
        <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{founder.bio}</p>
        <a
          href={founder.profileUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          View GitHub profile <ExternalLink className="size-4" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}
