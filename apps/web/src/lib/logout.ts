import { LOGOUT_NAVIGATION_DELAY_MS } from '@codepath/contract/constants';
import { clearSession } from '@/lib/auth-store';
import { endTrackedSession } from '@/lib/session-tracking';
import { removeToken } from '@/lib/token';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ends the tracked session (the call takes the token with it as it starts, and its
 * failure is only logged, so it is not awaited), forgets the token, and after a
 * short pause leaves for `leave`. The in-memory session is cleared only after
 * leaving, so the /app guard does not bounce to /login first.
 */
export async function logout(leave: () => void | Promise<void>): Promise<void> {
  void endTrackedSession();
  removeToken();
  await pause(LOGOUT_NAVIGATION_DELAY_MS);
  await leave();
  clearSession();
}
