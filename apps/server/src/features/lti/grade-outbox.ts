import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { ltiGradeOutbox, ltiIdentities, ltiResourceLinks } from '../../db/schema-lti.ts';
import { SCOPES } from './lti-claims.ts';
import { platformById } from './platforms.ts';
import { ServiceError, type ServiceTokens } from './service-token.ts';
import { fetchService, platformServiceUrl } from './service-urls.ts';

/** A learner's current assignment score (0 to 100), as the class's matrix shows it; null when the assignment is gone. */
export type AssignmentScoreOf = (assignmentId: string, userId: string) => Promise<number | null>;

const LEASE_SECONDS = 60;
const BATCH = 20;
const MAX_BACKOFF_SECONDS = 3600;
/** About a day of tries (the waits grow to an hour): a score the LMS still refuses then is given up, and logged. */
const MAX_ATTEMPTS = 30;
const SWEEP_INTERVAL_MS = 15_000;

type OutboxKey = { platformId: string; resourceLinkId: string; userId: string };
type ClaimedRow = { platform_id: string; resource_link_id: string; user_id: string; version: number; attempts: number };

const upsertChanged = sql.raw('version = lti_grade_outbox.version + 1, attempts = 0, next_attempt_at = now(), last_error = null');

/** Queues one learner's score for one resource link (a no-op unless the link has a gradebook column). */
export async function enqueueGradeSync(db: Database, key: OutboxKey): Promise<void> {
  await db.execute(sql`
    insert into lti_grade_outbox (platform_id, resource_link_id, user_id)
    select rl.platform_id, rl.resource_link_id, ${key.userId}::uuid from lti_resource_links rl
    where rl.platform_id = ${key.platformId}::uuid and rl.resource_link_id = ${key.resourceLinkId}
      and rl.line_item_url is not null and rl.assignment_id is not null
    on conflict (platform_id, resource_link_id, user_id) do update set ${upsertChanged}`);
}

/** Queues a learner's scores for every LMS-linked assignment of their classes holding this problem (learners only: staff have no grade). */
export async function enqueueForProblem(db: Database, userId: string, problemSlug: string): Promise<void> {
  await db.execute(sql`
    insert into lti_grade_outbox (platform_id, resource_link_id, user_id)
    select distinct rl.platform_id, rl.resource_link_id, i.user_id
    from lti_resource_links rl
    join assignment_problems ap on ap.assignment_id = rl.assignment_id
    join assignments a on a.id = rl.assignment_id
    join class_members m on m.class_id = a.class_id and m.user_id = ${userId}::uuid and m.role = 'learner'
    join lti_identities i on i.platform_id = rl.platform_id and i.user_id = m.user_id
    where ap.problem_slug = ${problemSlug} and rl.line_item_url is not null
    on conflict (platform_id, resource_link_id, user_id) do update set ${upsertChanged}`);
}

/** The AGS score service of a line item: `<lineitem>/scores`, keeping the line item's query. */
export function scoresUrlOf(lineItemUrl: string): string {
  const url = new URL(lineItemUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/scores`;
  return url.toString();
}

interface GradeSenderOptions {
  db: Database;
  tokens: ServiceTokens;
  scoreOf: AssignmentScoreOf;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface GradeSender {
  /** Sends what is due now, soon (several calls while sending make one more pass). */
  kick(): void;
  /** Sends what is due and resolves when done (tests, shutdown). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sends queued scores to the platforms' AGS score endpoints, off the judging path:
 * rows are claimed with a lease (so several servers share the work), the score is read
 * when sent (so the latest wins), a failure is tried again later with a growing delay,
 * and a row is cleared only if no newer change came while it was being sent.
 */
export function createGradeSender(options: GradeSenderOptions): GradeSender {
  const { db, tokens, scoreOf, log } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let isClosed = false;

  const claim = async () => {
    const result = (await db.execute(sql`
      update lti_grade_outbox o set lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
      from (select platform_id, resource_link_id, user_id from lti_grade_outbox
            where next_attempt_at <= now() and (lease_until is null or lease_until < now())
            order by next_attempt_at limit ${BATCH} for update skip locked) due
      where o.platform_id = due.platform_id and o.resource_link_id = due.resource_link_id and o.user_id = due.user_id
      returning o.platform_id, o.resource_link_id, o.user_id, o.version, o.attempts`)) as unknown as { rows: ClaimedRow[] };
    return result.rows.map((row) => ({
      platformId: row.platform_id,
      resourceLinkId: row.resource_link_id,
      userId: row.user_id,
      version: Number(row.version),
      attempts: Number(row.attempts),
    }));
  };

  const where = (key: OutboxKey) =>
    and(eq(ltiGradeOutbox.platformId, key.platformId), eq(ltiGradeOutbox.resourceLinkId, key.resourceLinkId), eq(ltiGradeOutbox.userId, key.userId));

  const send = async (key: OutboxKey): Promise<'sent' | 'dropped'> => {
    const platform = await platformById(db, key.platformId);
    const [link] = await db.select().from(ltiResourceLinks).where(and(eq(ltiResourceLinks.platformId, key.platformId), eq(ltiResourceLinks.resourceLinkId, key.resourceLinkId)));
    const [identity] = await db
      .select({ subject: ltiIdentities.subject })
      .from(ltiIdentities)
      .where(and(eq(ltiIdentities.platformId, key.platformId), eq(ltiIdentities.userId, key.userId)))
      .limit(1);
    if (!platform || !link?.lineItemUrl || !link.assignmentId || !identity) return 'dropped';
    const score = await scoreOf(link.assignmentId, key.userId);
    if (score === null) return 'dropped';
    const token = await tokens(platform, [SCOPES.score]);
    const lineItemUrl = platformServiceUrl(platform, link.lineItemUrl);
    if (!lineItemUrl) return 'dropped';
    const response = await fetchService(scoresUrlOf(lineItemUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.ims.lis.v1.score+json' },
      body: JSON.stringify({
        userId: identity.subject,
        scoreGiven: score,
        scoreMaximum: 100,
        activityProgress: score >= 100 ? 'Completed' : 'InProgress',
        gradingProgress: 'FullyGraded',
        timestamp: (options.now?.() ?? new Date()).toISOString(),
      }),
    });
    await response.body?.cancel();
    if (!response.ok) throw new ServiceError(`the score endpoint answered ${response.status}`, response.status);
    return 'sent';
  };

  const pass = async () => {
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return;
      for (const row of rows) {
        try {
          await send(row);
          // Cleared only if unchanged since the claim: a newer score is sent on the next pass.
          const cleared = await db.delete(ltiGradeOutbox).where(and(where(row), eq(ltiGradeOutbox.version, row.version))).returning({ version: ltiGradeOutbox.version });
          if (cleared.length === 0) await db.update(ltiGradeOutbox).set({ leaseUntil: null }).where(where(row));
        } catch (error) {
          const delay = Math.min(MAX_BACKOFF_SECONDS, 10 * 2 ** row.attempts);
          const reason = error instanceof ServiceError ? error.message : 'the platform could not be reached';
          if (row.attempts + 1 >= MAX_ATTEMPTS) {
            log.error({ platformId: row.platformId, resourceLinkId: row.resourceLinkId, userId: row.userId, reason }, 'LTI score given up after repeated refusals');
            await db.delete(ltiGradeOutbox).where(and(where(row), eq(ltiGradeOutbox.version, row.version)));
            continue;
          }
          log.warn({ platformId: row.platformId, resourceLinkId: row.resourceLinkId, reason, attempts: row.attempts + 1 }, 'LTI score not sent; trying again later');
          await db
            .update(ltiGradeOutbox)
            .set({ attempts: row.attempts + 1, nextAttemptAt: sql`now() + make_interval(secs => ${delay})`, leaseUntil: null, lastError: reason })
            .where(where(row));
        }
      }
    }
  };

  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass().catch((error: unknown) => log.error({ err: error }, 'LTI score sending failed'));
      } while (again && !isClosed);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void run(), SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    kick: () => {
      if (!isClosed) void run();
    },
    drain: () => run(),
    async close() {
      isClosed = true;
      clearInterval(timer);
      await running;
    },
  };
}
