import { LOGOUT_NAVIGATION_DELAY_MS } from '@codepath/contract/constants';
import { clearSession } from '@/lib/auth-store';
import { endTrackedSession } from '@/lib/session-tracking';
import { removeToken } from '@/lib/token';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ends the tracked session (the call takes the token with it as it starts, and its
 * failure is only logged, so it is not awaited), forgets the token at once, and
 * after a short pause ends the session in memory; the /app guard then takes the
 * user to `destination`.
 */
export async function logout(destination: string): Promise<void> {
  void endTrackedSession();
  removeToken();
  await pause(LOGOUT_NAVIGATION_DELAY_MS);
  clearSession(destination);
}
