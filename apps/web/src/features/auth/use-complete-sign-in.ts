import { useNavigate } from 'react-router';
import type { AuthAnswer } from '@codepath/contract/auth';
import { LOGOUT_NAVIGATION_DELAY_MS } from '@codepath/contract/constants';
import { paths } from '@/config/paths';
import { signIn } from '@/lib/auth-store';
import { startTrackedSession } from '@/lib/session-tracking';

/** After any successful sign-in: keep the token, start session tracking, go to the dashboard about 0.5 s later. */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return (answer: AuthAnswer) => {
    signIn(answer.token, answer.user);
    void startTrackedSession();
    setTimeout(() => void navigate(paths.app.dashboard, { replace: true }), LOGOUT_NAVIGATION_DELAY_MS);
  };
}
