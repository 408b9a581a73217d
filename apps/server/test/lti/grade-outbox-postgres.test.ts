import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { assignments, classes } from '../../src/db/schema-classes.ts';
import { ltiGradeOutbox, ltiIdentities, ltiPlatforms, ltiResourceLinks } from '../../src/db/schema-lti.ts';
import { users } from '../../src/db/schema.ts';
import { createGradeSender, enqueueGradeSync } from '../../src/features/lti/grade-outbox.ts';
import { createServiceTokens } from '../../src/features/lti/service-token.ts';
import { createToolKeyStore } from '../../src/features/lti/tool-key.ts';
import { startLtiPlatform, STAND_IN_LMS, type LtiPlatformStandIn } from '../stand-ins/lti-platform.ts';
import { adminQuery, databaseUrlOf } from '../support/postgres-admin.ts';

/** Real PostgreSQL runs two servers' senders at the same time, which PGlite never does. */
const databaseName = `codepath_lti_${randomBytes(6).toString('hex')}`;
const LEARNERS = 12;
const silentLog = { warn() {}, error() {} } as unknown as FastifyBaseLogger;

let database: DatabaseHandle;
let lms: LtiPlatformStandIn;
let platformId: string;
const learnerIds: string[] = [];

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE ${databaseName}`);
  database = openDatabase({ kind: 'postgres', url: databaseUrlOf(databaseName) });
  await database.migrate();
  const { db } = database;
  const keys = createToolKeyStore(db);
  lms = await startLtiPlatform(async () => ({ keys: [(await keys.get()).publicJwk] }));
  const [platform] = await db
    .insert(ltiPlatforms)
    .values({ name: 'LMS', issuer: STAND_IN_LMS.issuer, clientId: STAND_IN_LMS.clientId, deploymentIds: [STAND_IN_LMS.deploymentId], authLoginUrl: lms.authLoginUrl, authTokenUrl: lms.authTokenUrl, jwksUrl: lms.jwksUrl })
    .returning();
  platformId = platform!.id;
  const [classRow] = await db.insert(classes).values({ name: 'C', joinCode: randomBytes(5).toString('hex') }).returning();
  const [assignment] = await db.insert(assignments).values({ classId: classRow!.id, title: 'Week 1', opensAt: new Date(), dueAt: new Date(Date.now() + 3_600_000) }).returning();
  await db.insert(ltiResourceLinks).values({ platformId, resourceLinkId: 'link-1', assignmentId: assignment!.id, lineItemUrl: lms.lineItemUrl('1'), scopes: [] });
  for (let index = 0; index < LEARNERS; index += 1) {
    const [user] = await db.insert(users).values({ email: `pg-${index}-${databaseName}@example.com`, firstname: 'L', lastname: `${index}` }).returning();
    learnerIds.push(user!.id);
    await db.insert(ltiIdentities).values({ platformId, subject: `sub-${index}`, userId: user!.id });
  }
});

afterAll(async () => {
  await database?.close();
  await lms?.close();
  await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

describe('sending LTI scores from two servers on one PostgreSQL', () => {
  it('sends each queued score once, and the score that changed while it was being sent goes out again', async () => {
    const { db } = database;
    const scores = new Map(learnerIds.map((id, index) => [id, index]));
    const changedWhileSending = learnerIds[0]!;
    let hasChanged = false;
    const scoreOf = async (_assignmentId: string, userId: string) => {
      const score = scores.get(userId) ?? 0;
      if (userId === changedWhileSending && !hasChanged) {
        // A new verdict arrives while the first score is on its way.
        hasChanged = true;
        scores.set(userId, 90);
        await enqueueGradeSync(db, { platformId, resourceLinkId: 'link-1', userId });
      }
      return score;
    };
    const keys = createToolKeyStore(db);
    const senders = [0, 1].map(() => createGradeSender({ db, tokens: createServiceTokens(() => keys.get()), scoreOf, log: silentLog }));
    for (const userId of learnerIds) await enqueueGradeSync(db, { platformId, resourceLinkId: 'link-1', userId });

    await Promise.all(senders.map((sender) => sender.drain()));
    await Promise.all(senders.map((sender) => sender.close()));

    const bySubject = new Map<string, number[]>();
    for (const { score } of lms.scores) bySubject.set(score.userId, [...(bySubject.get(score.userId) ?? []), score.scoreGiven]);
    expect(bySubject.get('sub-0')).toEqual([0, 90]);
    for (let index = 1; index < LEARNERS; index += 1) expect(bySubject.get(`sub-${index}`)).toEqual([index]);
    expect(await db.select().from(ltiGradeOutbox)).toEqual([]);
  });
});
