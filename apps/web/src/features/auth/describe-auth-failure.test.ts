import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeAuthFailure } from '@/features/auth/describe-auth-failure';

const refused = (body: ConstructorParameters<typeof ApiError>[3]) => new ApiError('http', 'refused', 409, body);

describe('login and sign-up failures', () => {
  it('turns email_already_exists into a notice styled by the existing method', () => {
    const failure = describeAuthFailure(refused({ error: 'Email taken', conflictType: 'email_already_exists', existingAuthMethod: 'google' }));
    expect(failure).toEqual({ kind: 'conflict', message: 'Email taken', authMethod: 'google' });
  });

  it('turns oauth_conflict into the same notice using authMethod', () => {
    const failure = describeAuthFailure(refused({ error: 'Use GitHub', conflictType: 'oauth_conflict', authMethod: 'github' }));
    expect(failure).toEqual({ kind: 'conflict', message: 'Use GitHub', authMethod: 'github' });
  });

  it("shows the server's error text, else 'Authentication failed'", () => {
    expect(describeAuthFailure(refused({ error: 'Too many attempts' }))).toEqual({ kind: 'error', message: 'Too many attempts' });
    expect(describeAuthFailure(refused(null))).toEqual({ kind: 'error', message: 'Authentication failed' });
    expect(describeAuthFailure(new ApiError('network', 'Failed to fetch'))).toEqual({ kind: 'error', message: 'Authentication failed' });
    expect(describeAuthFailure(new Error('anything'))).toEqual({ kind: 'error', message: 'Authentication failed' });
  });
});
