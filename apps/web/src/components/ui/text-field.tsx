import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';

export const inputClasses =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 transition-colors focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800/60 dark:disabled:text-slate-400';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Something drawn inside the right edge of the input, such as a show/hide button. */
  trailing?: ReactNode;
  hint?: string;
};

export function TextField({ label, trailing, hint, className, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <div className="relative">
        <input id={inputId} aria-describedby={hintId} className={clsx(inputClasses, trailing && 'pr-11')} {...inputProps} />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}
