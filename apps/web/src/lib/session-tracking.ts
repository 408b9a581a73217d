import { useEffect } from 'react';
import type { SessionStartBody } from '@codepath/contract/time';
import { SESSION_ACTIVITY_INTERVAL_MS } from '@codepath/contract/constants';
import { apiRequest } from '@/lib/api-client';

// Time tracking must never get in the user's way: failures are only logged.
function logFailure(action: string) {
  return (error: unknown) => console.warn(`Session ${action} failed`, error);
}

export function startTrackedSession(): Promise<void> {
  const body: SessionStartBody = { sessionType: 'login' };
  return apiRequest('POST', '/api/time/session/start', { body }).then(() => undefined, logFailure('start'));
}

export function endTrackedSession(): Promise<void> {
  return apiRequest('POST', '/api/time/session/end').then(() => undefined, logFailure('end'));
}

function recordActivity(): void {
  apiRequest('POST', '/api/time/session/activity').catch(logFailure('activity'));
}

/** Reports activity every 300 s while the signed-in shell is open. */
export function useSessionActivity(isSignedIn: boolean): void {
  useEffect(() => {
    if (!isSignedIn) return;
    const timer = window.setInterval(recordActivity, SESSION_ACTIVITY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isSignedIn]);
}
