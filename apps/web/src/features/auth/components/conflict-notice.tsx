import type { AuthMethod } from '@codepath/contract/enums';
import { Mail } from 'lucide-react';
import { GithubMark } from '@/components/ui/brand-icons';
import clsx from 'clsx';

const methodStyles: Record<AuthMethod, { label: string; classes: string }> = {
  google: {
    label: 'Google',
    classes: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-500/40 dark:bg-sky-500/10 dark:text-sky-100',
  },
  github: {
    label: 'GitHub',
    classes: 'border-violet-300 bg-violet-50 text-violet-900 dark:border-violet-500/40 dark:bg-violet-500/10 dark:text-violet-100',
  },
  email: {
    label: 'email and password',
    classes: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100',
  },
};

/** Shown when the email already belongs to an account; coloured by how that account signs in. */
export function ConflictNotice({ message, authMethod }: { message: string; authMethod: AuthMethod }) {
  const { label, classes } = methodStyles[authMethod];
  const Icon = authMethod === 'github' ? GithubMark : Mail;
  return (
    <div role="alert" data-auth-method={authMethod} className={clsx('flex gap-3 rounded-xl border px-4 py-3 text-sm', classes)}>
      <Icon className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{message}</p>
        <p className="mt-1 opacity-90">This account signs in with {label}.</p>
      </div>
    </div>
  );
}
