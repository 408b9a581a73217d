import type { TokenPayload } from '@codepath/contract/auth';
import { STORAGE_KEYS } from '@codepath/contract/constants';

export function readToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function storeToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
}

export function removeToken(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * Reads the payload of a JWT without verifying it: the browser only uses it to show
 * who is signed in; the server checks the signature on every call. Checked by hand
 * rather than with the zod schema to keep the first page's script small.
 */
export function decodeTokenPayload(token: string): TokenPayload | null {
  const payloadSegment = token.split('.')[1];
  if (!payloadSegment) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(payloadSegment));
    if (typeof payload !== 'object' || payload === null) return null;
    const { id, email, firstname, lastname, exp } = payload as Record<string, unknown>;
    if (![id, email, firstname, lastname].every(isString) || typeof exp !== 'number') return null;
    return { id, email, firstname, lastname, exp } as TokenPayload;
  } catch {
    return null;
  }
}

export function isTokenExpired(payload: TokenPayload, nowMs = Date.now()): boolean {
  return payload.exp * 1000 < nowMs;
}
