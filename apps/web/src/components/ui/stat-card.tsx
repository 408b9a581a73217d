import { Card } from '@/components/ui/card';

/**
 * A figure and its name, as the summary rows of the problem list, My Submissions and the score board show them;
 * `detail` says what the figure counts where another screen shows a figure of the same name counted otherwise.
 */
export function StatCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card className="p-3 sm:p-5">
      <p className="text-xs text-slate-600 sm:text-sm dark:text-slate-400">{label}</p>
      <p className="mt-1 text-lg font-bold text-slate-900 sm:text-2xl dark:text-white">{value}</p>
      {detail && <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{detail}</p>}
    </Card>
  );
}
