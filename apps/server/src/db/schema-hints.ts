import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';
import { problems } from './schema-judging.ts';

/**
 * How many written hints (hints.md) each learner has been handed on each problem,
 * so the next request gives the next one, on any server and after restarts.
 */
export const hintViews = pgTable(
  'hint_views',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemSlug: text('problem_slug')
      .notNull()
      .references(() => problems.slug, { onDelete: 'cascade' }),
    writtenHintsShown: integer('written_hints_shown').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemSlug] })],
);

/**
 * Every hint a learner has been handed (written, AI-written, or a written hint given
 * when the AI failed), so the solve page can show them again after a reload or in
 * another browser. A repeated last written hint is not stored twice.
 */
export const receivedHints = pgTable(
  'received_hints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemSlug: text('problem_slug')
      .notNull()
      .references(() => problems.slug, { onDelete: 'cascade' }),
    hint: text('hint').notNull(),
    isAiGenerated: boolean('is_ai_generated').notNull(),
    /** The model that wrote an AI hint; null for written hints. */
    model: text('model'),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('received_hints_learner_problem').on(t.userId, t.problemSlug, t.receivedAt)],
);
