import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';
import { problems } from './schema-judging.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Runs and submits the solve page reports (POST /api/time/problem/run|submit): the
 * learner's days of activity and the time spent on each problem. The browser's
 * `isCorrect` is accepted by the call and not stored: scores come from verdicts.
 */
export const problemActions = pgTable(
  'problem_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemSlug: text('problem_slug')
      .notNull()
      .references(() => problems.slug, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['run', 'submit'] }).notNull(),
    /** No longer written; kept for servers of the previous release, dropped two releases on (db/README.md). */
    isCorrect: boolean('is_correct'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('problem_actions_user_created_idx').on(t.userId, t.createdAt)],
);
export type ProblemActionRow = typeof problemActions.$inferSelect;
