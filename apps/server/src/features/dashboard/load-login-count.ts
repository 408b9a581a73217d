import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** How many times the learner has signed in; registering counts as the first. */
export async function loadLoginCount(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ loginCount: users.loginCount }).from(users).where(eq(users.id, userId));
  return row?.loginCount ?? 0;
}
