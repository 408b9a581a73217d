import { describe, expect, it } from 'vitest';
import { findPasswordWeaknesses, hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt per hash', async () => {
    const first = await hashPassword('Correct-horse-1');
    const second = await hashPassword('Correct-horse-1');
    expect(first).not.toBe(second);
    expect(await verifyPassword('Correct-horse-1', first)).toBe(true);
    expect(await verifyPassword('Correct-horse-1', second)).toBe(true);
    expect(await verifyPassword('correct-horse-1', first)).toBe(false);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$16384$8$1$c2FsdA$')).toBe(false);
  });
});

describe('findPasswordWeaknesses', () => {
  it('accepts a password meeting every rule', () => {
    expect(findPasswordWeaknesses('Abcdef1!')).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(findPasswordWeaknesses('')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
  });
});
