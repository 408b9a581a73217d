import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Verdict } from '@codepath/contract/enums';
import { submissions } from './schema-judging.ts';
import { users } from './schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Judging work that no learner waits for: verifying a package version, rejudging a
 * submission. The row is the job, as a submission's row is: a worker claims it with
 * a lease, writes its progress, and its result once (fenced by the claim); the queue
 * only carries its id at a low priority, and the sweep queues again what a lost job left.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['verify', 'rejudge', 'similarity'] }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed', 'cancelled'] }).notNull().default('queued'),
    /** verify: the version verified. */
    problemSlug: text('problem_slug'),
    problemVersion: integer('problem_version'),
    /** rejudge: the submission and the rejudge it belongs to. */
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    rejudgeId: uuid('rejudge_id'),
    claimToken: uuid('claim_token'),
    leaseUntil: timestamptz('lease_until'),
    attempts: integer('attempts').notNull().default(0),
    /** verify: the rows judged so far. */
    progress: jsonb('progress').$type<Record<string, unknown>>(),
    /** verify: the report; rejudge: the old and new verdict. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** Why it failed (ours, not the package's or the program's). */
    error: text('error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('background_jobs_pending_idx')
      .on(t.status)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('background_jobs_rejudge_idx').on(t.rejudgeId),
    index('background_jobs_submission_idx').on(t.submissionId),
  ],
);
export type BackgroundJobRow = typeof backgroundJobs.$inferSelect;

/** One rejudge: what it covers and who started it; its jobs are the submissions' `background_jobs`. */
export const rejudges = pgTable('rejudges', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** "submission", "problem", "version" or "verdict". */
  scope: text('scope', { enum: ['submission', 'problem', 'version', 'verdict'] }).notNull(),
  problemSlug: text('problem_slug'),
  problemVersion: integer('problem_version'),
  verdict: text('verdict').$type<Verdict>(),
  submissionId: uuid('submission_id'),
  /** Rejudged on this package version (the published one when it started). */
  judgeVersion: integer('judge_version'),
  total: integer('total').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
export type RejudgeRow = typeof rejudges.$inferSelect;

/**
 * Every judging process (an embedded server, a scale-out worker) as it announces
 * itself: written at start-up after its self-test and renewed every few seconds, so
 * the judge screen shows who is judging and who went quiet.
 */
export const judgeWorkers = pgTable('judge_workers', {
  id: uuid('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  role: text('role').notNull(),
  slots: integer('slots').notNull(),
  activeJobs: integer('active_jobs').notNull().default(0),
  executionMethod: text('execution_method').notNull(),
  /** Each language's self-test at start-up: passed, and how long it took. */
  languages: jsonb('languages').$type<{ language: string; isOk: boolean; selfTestMs: number; message?: string }[]>().notNull(),
  startedAt: timestamptz('started_at').notNull().defaultNow(),
  lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  stoppedAt: timestamptz('stopped_at'),
});
export type JudgeWorkerRow = typeof judgeWorkers.$inferSelect;
