import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@codepath/contract/enums';
import type { ContestAccess, ContestRules } from '@codepath/contract/contests';
import { users } from './schema.ts';
import { problems, submissions } from './schema-judging.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A contest. Its clock is startsAt + durationSeconds; the public scoreboard is frozen
 * from freezeSeconds before the end until unfrozenAt. With windowEndsAt, each
 * participant starts their own clock until then (contest_participants.startedAt).
 */
export const contests = pgTable('contests', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  rules: text('rules').$type<ContestRules>().notNull(),
  isSubtaskBest: boolean('is_subtask_best').notNull().default(false),
  /** 1: each participant is one person; 2 or 3: a participant may register as a team of up to that many. */
  maxTeamSize: integer('max_team_size').notNull().default(1),
  access: text('access').$type<ContestAccess>().notNull(),
  joinCode: text('join_code'),
  languages: text('languages').array().$type<Language[]>().notNull(),
  startsAt: timestamptz('starts_at').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  freezeSeconds: integer('freeze_seconds').notNull().default(0),
  windowEndsAt: timestamptz('window_ends_at'),
  unfrozenAt: timestamptz('unfrozen_at'),
  /** After the end, the jury reveals the frozen board row by row (from the bottom): these participants' tries show in full. */
  revealedUserIds: uuid('revealed_user_ids').array().notNull().default(sql`'{}'::uuid[]`),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
export type ContestRow = typeof contests.$inferSelect;

export const contestProblems = pgTable(
  'contest_problems',
  {
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    problemSlug: text('problem_slug')
      .notNull()
      .references(() => problems.slug, { onDelete: 'cascade' }),
    color: text('color').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.label] })],
);
export type ContestProblemRow = typeof contestProblems.$inferSelect;

/** E-mails invited to an invitation-only contest (the account may not exist yet). */
export const contestInvites = pgTable(
  'contest_invites',
  {
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.email] })],
);

/** A learner in a contest: official (registered before or during it) or virtual (after it ended). */
export const contestParticipants = pgTable(
  'contest_participants',
  {
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['official', 'virtual'] }).notNull(),
    /** The participant's clock: the contest start, their own start in a window contest, or their virtual start. */
    startedAt: timestamptz('started_at'),
    extraSeconds: integer('extra_seconds').notNull().default(0),
    /** The team's name, on the row of the learner who registered it (null: a person on their own). */
    teamName: text('team_name'),
    /** A teammate's row: the learner who registered the team, whose row holds the team's clock and tries. */
    teamOf: uuid('team_of').references(() => users.id, { onDelete: 'cascade' }),
    registeredAt: timestamptz('registered_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId] })],
);
export type ContestParticipantRow = typeof contestParticipants.$inferSelect;

/** The submissions made for a contest, with the participant's contest time when each was made. */
export const contestSubmissions = pgTable(
  'contest_submissions',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    contestSeconds: integer('contest_seconds').notNull(),
    isVirtual: boolean('is_virtual').notNull().default(false),
  },
  (t) => [index('contest_submissions_contest_idx').on(t.contestId, t.contestSeconds)],
);
export type ContestSubmissionRow = typeof contestSubmissions.$inferSelect;

/** A question of a participant (answered privately or to all) or an announcement of the jury (no question). */
export const contestClarifications = pgTable(
  'contest_clarifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    askedBy: uuid('asked_by').references(() => users.id, { onDelete: 'cascade' }),
    problemLabel: text('problem_label'),
    question: text('question'),
    answer: text('answer'),
    isPublic: boolean('is_public').notNull().default(false),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    answeredAt: timestamptz('answered_at'),
  },
  (t) => [index('contest_clarifications_contest_idx').on(t.contestId, t.createdAt), index('contest_clarifications_open_idx').on(t.contestId).where(sql`${t.answer} is null`)],
);
export type ContestClarificationRow = typeof contestClarifications.$inferSelect;
