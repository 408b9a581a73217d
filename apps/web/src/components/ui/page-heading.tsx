type PageHeadingProps = { title: string; subtitle: string; actions?: React.ReactNode };

export function PageHeading({ title, subtitle, actions }: PageHeadingProps) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{subtitle}</p>
      </div>
      {actions}
    </header>
  );
}
