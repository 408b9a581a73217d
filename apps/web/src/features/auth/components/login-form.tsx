import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PASSWORD_MIN_LENGTH, LOGOUT_NAVIGATION_DELAY_MS } from '@codepath/contract/constants';
import { signIn } from '@/lib/auth-store';
import { takeSignInDestination } from '@/lib/sign-in-return';
import { startTrackedSession } from '@/lib/session-tracking';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { useLogin } from '@/features/auth/api/login';
import { useRegister } from '@/features/auth/api/register';
import { describeAuthFailure, type AuthFailure } from '@/features/auth/describe-auth-failure';
import { ConflictNotice } from '@/features/auth/components/conflict-notice';
import { ProviderButtons } from '@/features/auth/components/provider-buttons';

type Mode = 'sign-in' | 'sign-up';
type Fields = { firstname: string; lastname: string; email: string; password: string };

const emptyFields: Fields = { firstname: '', lastname: '', email: '', password: '' };

export function LoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // `?mode=sign-up` (the landing page's 'Start practising') opens the form ready to create an account.
  const [mode, setMode] = useState<Mode>(() => (searchParams.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in'));
  const [fields, setFields] = useState<Fields>(emptyFields);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const isSignUp = mode === 'sign-up';

  const update = (name: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setFailure(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    setIsBusy(true);
    setFailure(null);
    try {
      const answer = isSignUp
        ? await registerMutation.mutateAsync(fields)
        : await loginMutation.mutateAsync({ email: fields.email, password: fields.password });
      signIn(answer.token, answer.user);
      void startTrackedSession();
      // The page the visitor was on its way to when sent here, else the dashboard.
      const destination = takeSignInDestination(searchParams.toString());
      setTimeout(() => {
        setIsBusy(false);
        void navigate(destination, { replace: true });
      }, LOGOUT_NAVIGATION_DELAY_MS);
    } catch (error) {
      setFailure(describeAuthFailure(error));
      setIsBusy(false);
    }
  }

  function switchMode() {
    setMode(isSignUp ? 'sign-in' : 'sign-up');
    setFailure(null);
  }

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {isSignUp ? 'Create Account' : 'Welcome Back'}
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {isSignUp ? 'Start solving problems in minutes.' : 'Sign in to continue your practice.'}
      </p>

      <form onSubmit={submit} className="mt-8 space-y-4" aria-busy={isBusy}>
        {isSignUp && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First Name" name="firstname" autoComplete="given-name" required value={fields.firstname} onChange={update('firstname')} />
            <TextField label="Last Name" name="lastname" autoComplete="family-name" required value={fields.lastname} onChange={update('lastname')} />
          </div>
        )}
        <TextField label="Email" name="email" type="email" autoComplete="email" required value={fields.email} onChange={update('email')} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          required
          minLength={LOGIN_PASSWORD_MIN_LENGTH}
          value={fields.password}
          onChange={update('password')}
        />

        {failure?.kind === 'conflict' && <ConflictNotice message={failure.message} authMethod={failure.authMethod} />}
        {failure?.kind === 'error' && <Banner tone="error">{failure.message}</Banner>}

        <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
          {isBusy ? 'Please wait...' : isSignUp ? 'Create Account' : 'Sign In'}
        </Button>
      </form>

      <div className="my-6 flex items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
        or
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      </div>
      <ProviderButtons onFailure={setFailure} />

      <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">
        {isSignUp ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button type="button" onClick={switchMode} className="rounded font-semibold text-indigo-700 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300">
          {isSignUp ? 'Sign in' : 'Sign up'}
        </button>
      </p>
    </div>
  );
}
