import type { User } from '@codepath/contract/auth';
import type { UserRow } from '../../db/schema.ts';

/** The user as the API shows it: OAuth accounts cannot edit their e-mail. */
export function toUserView(row: UserRow): User {
  const isOAuthUser = row.authMethod !== 'email';
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    picture: row.picture,
    isOAuthUser,
    authMethod: row.authMethod,
    canEditEmail: !isOAuthUser,
  };
}
