import { z } from 'zod';
import { AuthMethod } from './enums.ts';

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
