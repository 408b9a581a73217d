import { ShieldCheck, ShieldQuestion, TriangleAlert } from 'lucide-react';
import type { ExecutionMethod } from '@codepath/contract/enums';

export const SECURITY_TEXTS = {
  sandbox: 'High Security Mode (Sandbox Isolated)',
  native: 'Native Execution Mode',
  unknown: 'The execution security status is shown after the first run.',
} as const;

/** Which isolation the last run had (the judge reports it with every execution), as one line in the page's header. */
export function SecurityBanner({ method }: { method: ExecutionMethod | null }) {
  const Icon = method === 'sandbox' ? ShieldCheck : method === 'native' ? TriangleAlert : ShieldQuestion;
  const tone =
    method === 'sandbox'
      ? 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200'
      : method === 'native'
        ? 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100'
        : 'border-slate-300 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300';
  return (
    <p role="status" className={`flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs ${tone}`} data-testid="security-banner">
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {method ? SECURITY_TEXTS[method] : SECURITY_TEXTS.unknown}
    </p>
  );
}
