import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AuthMethod } from '@codepath/contract/enums';
import { AlertTriangle, Loader2, XCircle } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { finishGithubSignIn } from '@/features/auth/api/finish-github-sign-in';
import { ConflictNotice } from '@/features/auth/components/conflict-notice';
import { describeAuthFailure } from '@/features/auth/describe-auth-failure';
import { githubRedirectUri, takeGithubState } from '@/features/auth/github-authorization';
import { useCompleteSignIn } from '@/features/auth/use-complete-sign-in';

export const NO_CODE_MESSAGE = 'No authorization code received';
export const STATE_MISMATCH_MESSAGE = 'State validation failed - please try again';

type CallbackState = { kind: 'loading' } | { kind: 'conflict'; message: string; authMethod: AuthMethod } | { kind: 'failure'; message: string };

const METHOD_NAMES: Record<AuthMethod, string> = { google: 'Google', github: 'GitHub', email: 'Email' };

/** /auth/github/callback: checks GitHub's answer, lets the server finish the sign-in, and explains any failure. */
export default function GithubCallbackPage() {
  useDocumentTitle('Signing In');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [state, setState] = useState<CallbackState>({ kind: 'loading' });
  // A code can be exchanged once; the effect must not run twice (React's strict mode does that).
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const code = searchParams.get('code');
    const returnedState = searchParams.get('state');
    const storedState = takeGithubState();
    if (!code) return setState({ kind: 'failure', message: searchParams.get('error_description') ?? NO_CODE_MESSAGE });
    if (!returnedState || returnedState !== storedState) return setState({ kind: 'failure', message: STATE_MISMATCH_MESSAGE });
    finishGithubSignIn({ code, redirectUri: githubRedirectUri() }).then(completeSignIn, (error: unknown) => {
      const failure = describeAuthFailure(error);
      setState(failure.kind === 'conflict' ? { kind: 'conflict', message: failure.message, authMethod: failure.authMethod } : { kind: 'failure', message: failure.message });
    });
  }, [searchParams, completeSignIn]);

  const toLogin = () => void navigate(paths.login, { replace: true });

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <Card className="w-full max-w-md p-8 text-center">
        {state.kind === 'loading' && (
          <p role="status" className="flex items-center justify-center gap-3 text-slate-700 dark:text-slate-300">
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            Completing authentication...
          </p>
        )}
        {state.kind === 'conflict' && (
          <div>
            <AlertTriangle className="mx-auto size-10 text-amber-500" aria-hidden="true" />
            <h1 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">Email Already Registered</h1>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Each email can only be associated with one authentication method.</p>
            <div className="mt-4 text-left">
              <ConflictNotice message={state.message} authMethod={state.authMethod} />
            </div>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
              <Button variant="secondary" onClick={toLogin}>Try Different Email</Button>
              <Button onClick={toLogin}>Use {METHOD_NAMES[state.authMethod]} Sign In</Button>
            </div>
          </div>
        )}
        {state.kind === 'failure' && (
          <div role="alert">
            <XCircle className="mx-auto size-10 text-rose-500" aria-hidden="true" />
            <h1 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">Authentication Failed</h1>
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{state.message}</p>
            <Button className="mt-6" onClick={toLogin}>Return to Login</Button>
          </div>
        )}
      </Card>
    </main>
  );
}
