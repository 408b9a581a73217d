/** The text shown while a lazy page or the session check is pending. */
export function LoadingText() {
  return (
    <div role="status" className="grid min-h-[40vh] place-items-center text-slate-600 dark:text-slate-400">
      Loading...
    </div>
  );
}
