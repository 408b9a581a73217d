import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_LIFETIME_SECONDS } from '@codepath/contract/constants';
import { TokenPayload } from '@codepath/contract/auth';

export type TokenSubject = Pick<TokenPayload, 'id' | 'email' | 'firstname' | 'lastname'>;

export interface TokenService {
  sign(subject: TokenSubject): Promise<string>;
  /** The payload of a genuine, unexpired token; null for anything else. */
  verify(token: string): Promise<TokenPayload | null>;
}

/** Login tokens: JWT HS256 with the user's id, e-mail and names, valid for 7 days. */
export function createTokenService(secret: Uint8Array, now: () => number = Date.now): TokenService {
  return {
    async sign(subject) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ id: subject.id, email: subject.email, firstname: subject.firstname, lastname: subject.lastname })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const parsed = TokenPayload.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
