type PageIntroProps = { eyebrow: string; title: string; children: React.ReactNode };

export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <header className="mx-auto max-w-3xl px-4 pt-16 pb-10 text-center sm:pt-20">
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">{eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{title}</h1>
      <p className="mt-5 text-lg leading-8 text-slate-600 dark:text-slate-300">{children}</p>
    </header>
  );
}
