import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { NEW_PASSWORD_MIN_LENGTH } from '@codepath/contract/constants';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const COST: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$key` (base64url), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await deriveKey(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: COST.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A real hash of a random password: checked when the e-mail is unknown so both failures take the same time. */
export const decoyPasswordHash = hashPassword(randomBytes(16).toString('hex'));

const NEW_PASSWORD_RULES: { isMet: (password: string) => boolean; message: string }[] = [
  { isMet: (p) => p.length >= NEW_PASSWORD_MIN_LENGTH, message: `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters long` },
  { isMet: (p) => /[A-Z]/.test(p), message: 'Password must contain at least one uppercase letter' },
  { isMet: (p) => /[a-z]/.test(p), message: 'Password must contain at least one lowercase letter' },
  { isMet: (p) => /[0-9]/.test(p), message: 'Password must contain at least one number' },
  { isMet: (p) => /[^A-Za-z0-9]/.test(p), message: 'Password must contain at least one special character' },
];

/** One message per rule the new password breaks; empty when it is strong enough. */
export function findPasswordWeaknesses(password: string): string[] {
  return NEW_PASSWORD_RULES.filter((rule) => !rule.isMet(password)).map((rule) => rule.message);
}
