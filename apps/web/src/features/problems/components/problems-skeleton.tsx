/** Grey blocks in the shape of the list while it loads. */
export function ProblemsSkeleton() {
  return (
    <div role="status" aria-label="Loading problems" className="animate-pulse space-y-3">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="h-14 rounded-xl bg-slate-200 dark:bg-slate-800" />
      ))}
    </div>
  );
}
