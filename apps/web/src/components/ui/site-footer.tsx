import { COPYRIGHT_LINE, PRODUCT_NAME } from '@codepath/contract/constants';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 py-8 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <p className="font-semibold text-slate-900 dark:text-white">{PRODUCT_NAME}</p>
      <p className="mt-1">{COPYRIGHT_LINE}</p>
    </footer>
  );
}
