import { z } from 'zod';
import { AuthMethod } from './enums.ts';

/** Machine-readable codes of error answers; clients branch on these, never on the text. */
export const ErrorCode = z.enum([
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'EMPTY_CODE',
  'FORBIDDEN',
  'ACCOUNT_DISABLED',
  'CONFLICT',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'AUTHENTICATION_REQUIRED',
  'INVALID_TOKEN',
  'INVALID_CREDENTIALS',
  'EMAIL_ALREADY_EXISTS',
  'OAUTH_CONFLICT',
  'OAUTH_RESTRICTION',
  'PROFILE_UPDATE_LIMIT',
  'CURRENT_PASSWORD_INCORRECT',
  'WEAK_PASSWORD',
  'PROVIDER_NOT_CONFIGURED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/**
 * Every error answer of the API. `error` is the user-facing message; the other
 * fields appear where the specification's error catalogue needs them.
 */
export const ErrorBody = z.object({
  error: z.string(),
  code: z.string().optional(),
  errors: z.array(z.string()).optional(),
  conflictType: z.enum(['email_already_exists', 'oauth_conflict']).optional(),
  existingAuthMethod: AuthMethod.optional(),
  authMethod: AuthMethod.optional(),
  isOAuthRestriction: z.boolean().optional(),
  retryAfterSeconds: z.number().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
