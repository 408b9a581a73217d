import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { TOKEN_LIFETIME_SECONDS } from '@codepath/contract/constants';
import { TokenPayload } from '@codepath/contract/auth';

export type TokenSubject = Pick<TokenPayload, 'id' | 'email' | 'firstname' | 'lastname'> & { sessionVersion: number };

/**
 * The contract's payload plus `sv`, the account's session version when the token was
 * signed. `id` must have the shape of the users table's uuid: the database refuses any
 * other text with an error, so such a token (say, signed with a leaked secret) is
 * simply not genuine.
 */
const SignedPayload = TokenPayload.extend({ id: z.guid(), sv: z.number().int() });
export type VerifiedToken = TokenPayload & { sessionVersion: number };

export interface TokenService {
  sign(subject: TokenSubject): Promise<string>;
  /** The payload of a genuine, unexpired token; null for anything else. */
  verify(token: string): Promise<VerifiedToken | null>;
}

/** Genuine tokens remembered at once; the first remembered is dropped first. */
const MAX_REMEMBERED_TOKENS = 10_000;

/**
 * Login tokens: JWT HS256 with the user's id, e-mail and names, valid for 7 days. A
 * genuine token is remembered once verified, so the next requests with it skip the
 * signature check until it expires (whether its account still accepts it is checked
 * on each request by `signed-in-users.ts`); anything else is checked every time.
 */
export function createTokenService(secret: Uint8Array, now: () => number = Date.now): TokenService {
  const remembered = new Map<string, VerifiedToken>();
  return {
    async sign(subject) {
      const issuedAt = Math.floor(now() / 1000);
      const claims = { id: subject.id, email: subject.email, firstname: subject.firstname, lastname: subject.lastname, sv: subject.sessionVersion };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
        .sign(secret);
    },
    async verify(token) {
      const known = remembered.get(token);
      if (known) {
        if (known.exp * 1000 > now()) return known;
        remembered.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const parsed = SignedPayload.safeParse(payload);
        if (!parsed.success) return null;
        const { sv, ...rest } = parsed.data;
        const verified = { ...rest, sessionVersion: sv };
        if (remembered.size >= MAX_REMEMBERED_TOKENS) remembered.delete(remembered.keys().next().value as string);
        remembered.set(token, verified);
        return verified;
      } catch {
        return null;
      }
    },
  };
}
