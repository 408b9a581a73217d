import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { judgeWorkers, type JudgeWorkerRow } from '../db/schema-jobs.ts';

/** How often a judging process says it is still there; the judge screen calls one silent for three periods gone. */
export const WORKER_HEARTBEAT_MS = 10_000;
/** Rows of processes gone this long are removed. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export type WorkerAnnouncement = Pick<JudgeWorkerRow, 'role' | 'slots' | 'executionMethod' | 'languages'>;

export interface WorkerRegistration {
  readonly id: string;
  stop(): Promise<void>;
}

/**
 * Announces this judging process in `judge_workers` (host, pid, slots, each
 * language's self-test) and renews it with its running job count every
 * WORKER_HEARTBEAT_MS, in either mode, so the judge screen lists every worker from
 * the database. A failed renewal is tried again at the next beat.
 */
export async function registerWorker(
  db: Database,
  announcement: WorkerAnnouncement,
  activeJobs: () => number,
  log: { warn(details: object, message: string): void },
): Promise<WorkerRegistration> {
  const id = randomUUID();
  await db.insert(judgeWorkers).values({ id, host: os.hostname(), pid: process.pid, ...announcement, activeJobs: activeJobs() });
  await db.delete(judgeWorkers).where(lt(judgeWorkers.lastSeenAt, new Date(Date.now() - FORGET_AFTER_MS)));
  const beat = setInterval(() => {
    db.update(judgeWorkers)
      .set({ lastSeenAt: sql`now()`, activeJobs: activeJobs() })
      .where(eq(judgeWorkers.id, id))
      .catch((error: unknown) => log.warn({ err: error }, 'renewing this worker on the judge screen failed; it is tried again'));
  }, WORKER_HEARTBEAT_MS);
  beat.unref();
  return {
    id,
    async stop() {
      clearInterval(beat);
      await db.update(judgeWorkers).set({ stoppedAt: sql`now()`, activeJobs: 0 }).where(eq(judgeWorkers.id, id)).catch(() => {});
    },
  };
}
