import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ltiHandoffs, type LtiHandoffRow } from '../../db/schema-lti.ts';

/** How long each kind of hand-over may wait: a click on "Open CodePath", a sign-in to link, a teacher's choice. */
const LIFETIME_SECONDS: Record<LtiHandoffRow['kind'], number> = { session: 600, link: 1800, 'deep-link': 1800 };

const hashOf = (code: string) => createHash('sha256').update(code).digest('base64url');

/** Stores a hand-over and returns its one-time code (only its hash is stored). */
export async function createHandoff(db: Database, kind: LtiHandoffRow['kind'], userId: string | null, payload: Record<string, unknown>): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.delete(ltiHandoffs).where(lt(ltiHandoffs.expiresAt, new Date()));
  await db.insert(ltiHandoffs).values({ codeHash: hashOf(code), kind, userId, payload, expiresAt: new Date(Date.now() + LIFETIME_SECONDS[kind] * 1000) });
  return code;
}

/** The unexpired hand-over of a code, left in place. */
export async function peekHandoff(db: Database, code: string): Promise<LtiHandoffRow | undefined> {
  const [row] = await db
    .select()
    .from(ltiHandoffs)
    .where(and(eq(ltiHandoffs.codeHash, hashOf(code)), gt(ltiHandoffs.expiresAt, new Date())));
  return row;
}

/** Takes the unexpired hand-over of a code once: a second use finds nothing. */
export async function takeHandoff(db: Database, code: string, kind: LtiHandoffRow['kind']): Promise<LtiHandoffRow | undefined> {
  const [row] = await db
    .delete(ltiHandoffs)
    .where(and(eq(ltiHandoffs.codeHash, hashOf(code)), eq(ltiHandoffs.kind, kind), gt(ltiHandoffs.expiresAt, new Date())))
    .returning();
  return row;
}
