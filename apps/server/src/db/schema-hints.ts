import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
