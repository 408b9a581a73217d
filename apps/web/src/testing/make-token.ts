import type { TokenPayload } from '@codepath/contract/auth';

const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token shaped like the server's; the browser never checks the signature, so a fake one will do. */
export function makeToken(overrides: Partial<TokenPayload> = {}): string {
  const payload: TokenPayload = {
    id: 'user-1',
    email: 'ada@example.com',
    firstname: 'Ada',
    lastname: 'Lovelace',
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...overrides,
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}
