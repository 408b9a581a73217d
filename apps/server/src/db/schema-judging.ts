import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Difficulty, ExecutionMethod, Language, ProblemStatus } from '@codepath/contract/enums';
import type { ProblemExample } from '@codepath/contract/problems';
import type { SubmissionPoints, SubmissionStatus } from '@codepath/contract/submissions';
import { users } from './schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface StoredStatement {
  description: string;
  input: string;
  output: string;
  constraints: string;
  followUp: string;
}

/**
 * The served part of each problem package, copied at import. `contentHash` is the
 * hash of every file of the package folder; a different hash bumps `version`.
 * Tests are read by the judge from PROBLEMS_DIR, or in scale-out mode from the
 * archives of `problem_packages` (schema-packages.ts).
 */
export const problems = pgTable('problems', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  difficulty: text('difficulty').$type<Difficulty>().notNull(),
  category: text('category').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  statement: jsonb('statement').$type<StoredStatement>().notNull(),
  examples: jsonb('examples').$type<ProblemExample[]>().notNull(),
  templates: jsonb('templates').$type<Partial<Record<Language, string>>>().notNull(),
  hints: jsonb('hints').$type<string[]>().notNull(),
  solution: text('solution'),
  timeLimitMs: integer('time_limit_ms').notNull(),
  memoryLimitMb: integer('memory_limit_mb').notNull(),
  testCount: integer('test_count').notNull(),
  contentHash: text('content_hash').notNull(),
  version: integer('version').notNull().default(1),
  importedAt: timestamptz('imported_at').notNull().defaultNow(),
  /**
   * draft: never published (learners see nothing of it); published: learners see the
   * row, which holds the published version; hidden: learners see it no more.
   */
  visibility: text('visibility', { enum: ['draft', 'published', 'hidden'] }).notNull().default('published'),
  /** folder: imported from PROBLEMS_DIR; upload: its versions come from the admin area, and the folder import leaves it alone. */
  managedBy: text('managed_by', { enum: ['folder', 'upload'] }).notNull().default('folder'),
});
export type ProblemRow = typeof problems.$inferSelect;

/** One learner on one problem: the status of the problems list and the inputs of the score. */
export const problemProgress = pgTable(
  'problem_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemSlug: text('problem_slug')
      .notNull()
      .references(() => problems.slug, { onDelete: 'cascade' }),
    status: text('status').$type<ProblemStatus>().notNull().default('not-attempted'),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    hintUsed: boolean('hint_used').notNull().default(false),
    solutionViewed: boolean('solution_viewed').notNull().default(false),
    /** Set once, at the first accepted submission. */
    finalScore: integer('final_score'),
    firstSolvedAt: timestamptz('first_solved_at'),
    /** Language of the latest submission. */
    language: text('language').$type<Language>(),
    /** The score record's timeSpent: SUBMISSION_TIME_SPENT (the spec's constant 10) per submission. */
    timeSpent: integer('time_spent').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemSlug] })],
);
export type ProblemProgressRow = typeof problemProgress.$inferSelect;

/** The row is the source of truth of a submission's life: Queued → Running → a verdict, written once. */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemSlug: text('problem_slug')
      .notNull()
      .references(() => problems.slug, { onDelete: 'cascade' }),
    /** The package version judged (the current one at submit time until judging starts). */
    problemVersion: integer('problem_version').notNull(),
    submissionNumber: integer('submission_number').notNull(),
    language: text('language').$type<Language>().notNull(),
    code: text('code').notNull(),
    status: text('status').$type<SubmissionStatus>().notNull().default('Queued'),
    passedCount: integer('passed_count').notNull().default(0),
    testCount: integer('test_count').notNull().default(0),
    runtimeMs: integer('runtime_ms').notNull().default(0),
    memoryKb: integer('memory_kb').notNull().default(0),
    output: text('output').notNull().default(''),
    /** What the program printed on the first failing test, kept only when that test is a sample. */
    failedSampleOutput: text('failed_sample_output'),
    score: integer('score'),
    wrongAttempts: integer('wrong_attempts'),
    executionMethod: text('execution_method').$type<ExecutionMethod>(),
    /** Scoring problems: the points earned by test group (null for pass-fail problems). */
    points: jsonb('points').$type<SubmissionPoints>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    /** The judging attempt that holds the row (set by each claim); only its holder writes events and the verdict. */
    claimToken: uuid('claim_token'),
    /** Until when the claim holds without renewal; a Running row past it is abandoned and may be claimed again. */
    leaseUntil: timestamptz('lease_until'),
    /** How many times judging has started (claims). */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('submissions_user_number_unique').on(t.userId, t.submissionNumber),
    index('submissions_user_created_idx').on(t.userId, t.createdAt),
    index('submissions_pending_idx')
      .on(t.status)
      .where(sql`${t.status} in ('Queued', 'Running')`),
  ],
);
export type SubmissionRow = typeof submissions.$inferSelect;

/**
 * The events stream of a submission, kept so it can be replayed and resumed
 * (Last-Event-ID = seq) after a restart or from another server. Test events use
 * the test index as seq; the final event comes last and exists at most once.
 */
export const submissionEvents = pgTable(
  'submission_events',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    type: text('type', { enum: ['test', 'final'] }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.seq] }),
    uniqueIndex('submission_events_one_final')
      .on(t.submissionId)
      .where(sql`${t.type} = 'final'`),
  ],
);
export type SubmissionEventRow = typeof submissionEvents.$inferSelect;
