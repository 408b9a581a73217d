import type { AuthMethod } from '@codepath/contract/enums';
import { ApiError } from '@/lib/api-client';

export type AuthFailure =
  | { kind: 'conflict'; message: string; authMethod: AuthMethod }
  | { kind: 'error'; message: string };

/** The login and sign-up error catalogue of the specification. */
export function describeAuthFailure(error: unknown): AuthFailure {
  if (!(error instanceof ApiError)) return { kind: 'error', message: 'Authentication failed' };
  if (error.code === 'invalid-response') return { kind: 'error', message: error.message };
  const body = error.body;
  if (body?.error && body.conflictType === 'email_already_exists') {
    return { kind: 'conflict', message: body.error, authMethod: body.existingAuthMethod ?? 'email' };
  }
  if (body?.error && body.conflictType === 'oauth_conflict') {
    return { kind: 'conflict', message: body.error, authMethod: body.authMethod ?? 'email' };
  }
  return { kind: 'error', message: body?.error ?? 'Authentication failed' };
}
