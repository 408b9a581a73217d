import type { UserRow } from '../db/schema.ts';
import { AppError } from './app-error.ts';

export const ACCOUNT_DISABLED_MESSAGE = "This account has been disabled. Contact the site's administrators.";

/** Sign-in of any kind refuses a disabled account (its tokens are refused by `authenticate`). */
export function assertAccountEnabled(user: UserRow): void {
  if (user.disabledAt !== null) throw new AppError('ACCOUNT_DISABLED', ACCOUNT_DISABLED_MESSAGE);
}
