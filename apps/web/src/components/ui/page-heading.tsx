type PageHeadingProps = { title: string; subtitle: string; actions?: React.ReactNode };

export function PageHeading({ title, subtitle, actions }: PageHeadingProps) {
  return (
    <header className="mb-4 flex flex-wrap items-end justify-between gap-4 sm:mb-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-1 text-sm text-slate-600 sm:mt-2 sm:text-base dark:text-slate-400">{subtitle}</p>
      </div>
      {actions}
    </header>
  );
}
