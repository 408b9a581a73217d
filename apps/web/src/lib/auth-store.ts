import { useSyncExternalStore } from 'react';
import type { User } from '@codepath/contract/auth';
import { decodeTokenPayload, isTokenExpired, readToken, removeToken, storeToken } from '@/lib/token';

export type SessionUser = Pick<User, 'id' | 'email' | 'firstname' | 'lastname'>;

export type AuthState =
  | { status: 'checking'; user: null }
  /** `leavingTo` is where the user chose to go when signing out; otherwise the guard sends them to /login. */
  | { status: 'signed-out'; user: null; leavingTo?: string }
  | { status: 'signed-in'; user: SessionUser };

let state: AuthState = { status: 'checking', user: null };
const listeners = new Set<() => void>();

function setState(next: AuthState): void {
  state = next;
  listeners.forEach((notify) => notify());
}

export function getAuthState(): AuthState {
  return state;
}

/** Restores the user from the stored token; a malformed or expired token is deleted. */
export function restoreSession(nowMs = Date.now()): AuthState {
  const token = readToken();
  const payload = token ? decodeTokenPayload(token) : null;
  if (!payload || isTokenExpired(payload, nowMs)) {
    if (token) removeToken();
    setState({ status: 'signed-out', user: null });
  } else {
    const { id, email, firstname, lastname } = payload;
    setState({ status: 'signed-in', user: { id, email, firstname, lastname } });
  }
  return state;
}

export function signIn(token: string, user: SessionUser): void {
  storeToken(token);
  const { id, email, firstname, lastname } = user;
  setState({ status: 'signed-in', user: { id, email, firstname, lastname } });
}

/** Swaps in a fresh token after a profile change without losing the session. */
export function replaceToken(token: string, user: SessionUser): void {
  signIn(token, user);
}

export function clearSession(leavingTo?: string): void {
  removeToken();
  setState({ status: 'signed-out', user: null, leavingTo });
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState);
}
