import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_SECONDS } from '@codepath/contract/constants';
import { createTokenService } from './tokens.ts';

const secret = new TextEncoder().encode('s'.repeat(48));
const subject = { id: '2b0c1f6e-9d1a-4c3b-8e7f-1a2b3c4d5e6f', email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', sessionVersion: 3 };

describe('login tokens', () => {
  it('verify a genuine token, again from memory, and refuse it once it expires', async () => {
    let clock = Date.parse('2026-11-25T12:00:00Z');
    const tokens = createTokenService(secret, () => clock);
    const token = await tokens.sign(subject);
    expect(await tokens.verify(token)).toMatchObject({ id: subject.id, sessionVersion: 3 });
    expect(await tokens.verify(token)).toMatchObject({ id: subject.id, sessionVersion: 3 });
    clock += (TOKEN_LIFETIME_SECONDS + 1) * 1000;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuse a token with one character changed after the genuine one was remembered', async () => {
    const tokens = createTokenService(secret);
    const token = await tokens.sign(subject);
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature = ''] = token.split('.');
    const tampered = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await tokens.verify(tampered)).toBeNull();
  });
});
