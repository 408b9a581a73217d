import { useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import clsx from 'clsx';
import { TextField } from '@/components/ui/text-field';
import { focusRing } from '@/components/ui/button';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; hint?: string };

/** A password input with a show/hide toggle that names what it will do. */
export function PasswordField({ label, ...inputProps }: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  const toggleLabel = `${isVisible ? 'Hide' : 'Show'} ${label.toLowerCase()}`;
  return (
    <TextField
      label={label}
      type={isVisible ? 'text' : 'password'}
      {...inputProps}
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={toggleLabel}
          aria-pressed={isVisible}
          className={clsx(
            'grid size-9 place-items-center rounded-md text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-white',
            focusRing,
          )}
        >
          {isVisible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        </button>
      }
    />
  );
}
