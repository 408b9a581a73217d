import { useLocation, useNavigate } from 'react-router';
import type { AuthAnswer } from '@codepath/contract/auth';
import { LOGOUT_NAVIGATION_DELAY_MS } from '@codepath/contract/constants';
import { signIn } from '@/lib/auth-store';
import { startTrackedSession } from '@/lib/session-tracking';
import { takeSignInDestination } from '@/lib/sign-in-return';

/**
 * After any successful sign-in: keep the token, start session tracking, and about 0.5 s
 * later go to the page the visitor asked for before signing in, else the dashboard.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (answer: AuthAnswer) => {
    signIn(answer.token, answer.user);
    void startTrackedSession();
    const destination = takeSignInDestination(search);
    setTimeout(() => void navigate(destination, { replace: true }), LOGOUT_NAVIGATION_DELAY_MS);
  };
}
