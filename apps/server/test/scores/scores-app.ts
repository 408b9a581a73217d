import type { FastifyInstance } from 'fastify';
import type { Language } from '@codepath/contract/enums';
import type { SubmissionStatus } from '@codepath/contract/submissions';
import type { Database } from '../../src/db/client.ts';
import { problemProgress, submissions } from '../../src/db/schema-judging.ts';
import { createTestApp } from '../support/test-app.ts';

export interface ScoresTestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/**
 * The server on an in-memory PGlite, without judging anything: tests write the
 * progress and submissions a judge would have written.
 */
export async function createScoresTestApp(): Promise<ScoresTestApp> {
  const t = await createTestApp();
  return { app: t.app, db: t.database.db, close: () => t.close() };
}

export { insertProblem } from '../support/problem-rows.ts';

export type ProgressValues = Partial<typeof problemProgress.$inferInsert>;

export async function insertProgress(db: Database, userId: string, problemSlug: string, values: ProgressValues) {
  await db.insert(problemProgress).values({ userId, problemSlug, ...values });
}

let submissionNumber = 0;

export async function insertSubmission(
  db: Database,
  userId: string,
  problemSlug: string,
  values: { language?: Language; status?: SubmissionStatus; createdAt?: Date } = {},
) {
  submissionNumber += 1;
  await db.insert(submissions).values({
    userId,
    problemSlug,
    problemVersion: 1,
    submissionNumber,
    language: values.language ?? 'python',
    code: 'print(1)',
    status: values.status ?? 'Accepted',
    ...(values.createdAt ? { createdAt: values.createdAt } : {}),
  });
}
