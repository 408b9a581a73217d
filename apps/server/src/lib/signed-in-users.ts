import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users, type UserRow } from '../db/schema.ts';

/** How long a checked account is trusted without a query: the longest another server may honour a signed-out token. */
export const SIGNED_IN_USER_MAX_AGE_MS = 5_000;
/** Accounts kept at once; the oldest checked is dropped first. */
const MAX_KEPT_USERS = 10_000;

export interface SignedInUsers {
  /**
   * The account of a token's subject when it still exists and its session version is
   * the token's; from memory when this process checked it within the last
   * SIGNED_IN_USER_MAX_AGE_MS, otherwise from the database.
   */
  find(id: string, sessionVersion: number): Promise<UserRow | undefined>;
  /** The account as it is in the database now (for calls that show or change it). */
  findFresh(id: string, sessionVersion: number): Promise<UserRow | undefined>;
  /** Forgets what was checked of an account this process just changed (password, profile, sign-in). */
  forget(id: string): void;
}

/**
 * A password change or disabling the account raises the session version, signing out
 * every earlier token; a disabled account accepts no token at all while it stays disabled.
 */
const isAccepted = (user: UserRow, sessionVersion: number) => user.sessionVersion === sessionVersion && user.disabledAt === null;

export function createSignedInUsers(db: Database, maxAgeMs = SIGNED_IN_USER_MAX_AGE_MS): SignedInUsers {
  const kept = new Map<string, { user: UserRow; at: number }>();
  const findFresh = async (id: string, sessionVersion: number) => {
    const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    kept.delete(id);
    if (!user) return undefined;
    if (kept.size >= MAX_KEPT_USERS) kept.delete(kept.keys().next().value as string);
    kept.set(id, { user, at: performance.now() });
    return isAccepted(user, sessionVersion) ? user : undefined;
  };
  return {
    async find(id, sessionVersion) {
      const entry = kept.get(id);
      if (entry && performance.now() - entry.at <= maxAgeMs && isAccepted(entry.user, sessionVersion)) return entry.user;
      return findFresh(id, sessionVersion);
    },
    findFresh,
    forget(id) {
      kept.delete(id);
    },
  };
}
