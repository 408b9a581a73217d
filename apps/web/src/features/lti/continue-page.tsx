import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link2, Loader2, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { signIn, useAuth } from '@/lib/auth-store';
import { errorMessage } from '@/lib/error-message';
import { startTrackedSession } from '@/lib/session-tracking';
import { NEXT_PARAM } from '@/lib/sign-in-return';
import { useDocumentTitle } from '@/lib/use-document-title';
import { continueLaunch, linkLaunch } from './api/continue-launch';

type PageState = { kind: 'loading' } | { kind: 'link'; email: string; platformName: string } | { kind: 'failure'; message: string };

const codeOf = (hash: string) => new URLSearchParams(hash.slice(1)).get('code');

/**
 * /app/lti/continue#code=…: where a launch from an LMS lands. The one-time code (in the
 * fragment, so no server logs it) becomes a session; when the LMS's e-mail already has a
 * CodePath account, its owner signs in and links the two.
 */
export default function LtiContinuePage() {
  useDocumentTitle('Opening from your course');
  const navigate = useNavigate();
  const auth = useAuth();
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const [isLinking, setIsLinking] = useState(false);
  const code = useRef(codeOf(useLocation().hash));
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    if (!code.current) return setState({ kind: 'failure', message: 'This address has no launch code. Open CodePath again from your course.' });
    continueLaunch(code.current).then(
      (answer) => {
        if (answer.kind === 'link-needed') return setState({ kind: 'link', email: answer.email, platformName: answer.platformName });
        signIn(answer.token, answer.user);
        void startTrackedSession();
        void navigate(answer.redirectTo, { replace: true });
      },
      (error: unknown) => setState({ kind: 'failure', message: errorMessage(error, 'This launch could not be completed.') }),
    );
  }, [navigate]);

  const link = () => {
    if (!code.current) return;
    setIsLinking(true);
    linkLaunch(code.current).then(
      (answer) => void navigate(answer.redirectTo, { replace: true }),
      (error: unknown) => {
        setIsLinking(false);
        setState({ kind: 'failure', message: errorMessage(error, 'The accounts could not be linked.') });
      },
    );
  };
  const signInFirst = () => {
    const next = `${paths.ltiContinue}#code=${code.current ?? ''}`;
    void navigate(`${paths.login}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`);
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <Card className="w-full max-w-md p-8 text-center">
        {state.kind === 'loading' && (
          <p role="status" className="flex items-center justify-center gap-3 text-slate-700 dark:text-slate-300">
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            Opening CodePath from your course...
          </p>
        )}
        {state.kind === 'link' && (
          <div>
            <Link2 className="mx-auto size-10 text-indigo-500" aria-hidden="true" />
            <h1 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">Link your accounts</h1>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {state.email} already has a CodePath account. Sign in to it to link your {state.platformName} account; next time the course opens CodePath directly.
            </p>
            {auth.status === 'signed-in' ? (
              <div className="mt-6 space-y-3">
                <p className="text-sm text-slate-700 dark:text-slate-300">Signed in as {auth.user.email}.</p>
                <Button onClick={link} disabled={isLinking}>Link to this account</Button>
              </div>
            ) : (
              <Button className="mt-6" onClick={signInFirst}>Sign in to link</Button>
            )}
          </div>
        )}
        {state.kind === 'failure' && (
          <div role="alert">
            <XCircle className="mx-auto size-10 text-rose-500" aria-hidden="true" />
            <h1 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">Could not open CodePath</h1>
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{state.message}</p>
          </div>
        )}
      </Card>
    </main>
  );
}
