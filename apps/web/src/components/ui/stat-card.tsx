import { Card } from '@/components/ui/card';

/** A figure and its name, as the summary rows of the problem list, My Submissions and the score board show them. */
export function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-3 sm:p-5">
      <p className="text-xs text-slate-600 sm:text-sm dark:text-slate-400">{label}</p>
      <p className="mt-1 text-lg font-bold text-slate-900 sm:text-2xl dark:text-white">{value}</p>
    </Card>
  );
}
