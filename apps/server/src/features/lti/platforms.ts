import { and, asc, eq } from 'drizzle-orm';
import type { CreateLtiPlatformBody, LtiPlatform } from '@codepath/contract/lti';
import type { Database } from '../../db/client.ts';
import { classes } from '../../db/schema-classes.ts';
import { ltiPlatforms, type LtiPlatformRow } from '../../db/schema-lti.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';

export async function listPlatforms(db: Database): Promise<LtiPlatform[]> {
  const rows = await db
    .select({ platform: ltiPlatforms, className: classes.name })
    .from(ltiPlatforms)
    .leftJoin(classes, eq(classes.id, ltiPlatforms.classId))
    .orderBy(asc(ltiPlatforms.createdAt));
  return rows.map(({ platform, className }) => ({
    id: platform.id,
    name: platform.name,
    issuer: platform.issuer,
    clientId: platform.clientId,
    deploymentIds: platform.deploymentIds,
    authLoginUrl: platform.authLoginUrl,
    authTokenUrl: platform.authTokenUrl,
    jwksUrl: platform.jwksUrl,
    classId: platform.classId,
    className,
    createdAt: platform.createdAt.toISOString(),
  }));
}

async function assertClassExists(db: Database, classId: string | null): Promise<void> {
  if (!classId) return;
  const [found] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId));
  if (!found) throw new AppError('NOT_FOUND', 'Class not found');
}

export async function addPlatform(db: Database, body: Required<CreateLtiPlatformBody>): Promise<LtiPlatformRow> {
  await assertClassExists(db, body.classId);
  try {
    const [created] = await db
      .insert(ltiPlatforms)
      .values({ ...body, deploymentIds: [...new Set(body.deploymentIds)] })
      .returning();
    return created!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'A platform with this issuer and client id is already registered.');
    throw error;
  }
}

export async function updatePlatform(db: Database, platformId: string, body: Required<CreateLtiPlatformBody>): Promise<LtiPlatformRow> {
  await assertClassExists(db, body.classId);
  const before = await platformById(db, platformId);
  // Another class is tied to no course yet: its instructor's next launch claims one.
  const course = before && before.classId !== body.classId ? { contextId: null } : {};
  try {
    const [updated] = await db
      .update(ltiPlatforms)
      .set({ ...body, ...course, deploymentIds: [...new Set(body.deploymentIds)] })
      .where(eq(ltiPlatforms.id, platformId))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', 'Platform not found');
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'A platform with this issuer and client id is already registered.');
    throw error;
  }
}

export async function removePlatform(db: Database, platformId: string): Promise<void> {
  const removed = await db.delete(ltiPlatforms).where(eq(ltiPlatforms.id, platformId)).returning({ id: ltiPlatforms.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', 'Platform not found');
}

/** The registration a login initiation names: by issuer and client id, or by issuer alone when only one has it. */
export async function findPlatform(db: Database, issuer: string, clientId: string | undefined): Promise<LtiPlatformRow[]> {
  const where = clientId ? and(eq(ltiPlatforms.issuer, issuer), eq(ltiPlatforms.clientId, clientId)) : eq(ltiPlatforms.issuer, issuer);
  return db.select().from(ltiPlatforms).where(where).limit(2);
}

export async function platformById(db: Database, platformId: string): Promise<LtiPlatformRow | undefined> {
  const [row] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, platformId));
  return row;
}
