import { migratedDatabaseImage } from '../../db/memory-image.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { submissions } from '../../db/schema-judging.ts';
import { users } from '../../db/schema.ts';
import { insertProblem } from '../../../test/support/problem-rows.ts';

/** For this folder's unit tests: an in-memory database holding one learner, problem `p` and one queued Python submission of it. */
export async function openWithOneSubmission(testCount = 1): Promise<{ database: DatabaseHandle; submissionId: string }> {
  const database = openDatabase({ kind: 'pglite', inMemory: true, image: await migratedDatabaseImage() });
  await database.migrate();
  const db = database.db;
  const [user] = await db
    .insert(users)
    .values({ email: 'learner@example.com', firstname: 'A', lastname: 'B', passwordHash: 'x', authMethod: 'email' })
    .returning({ id: users.id });
  await insertProblem(db, 'p', 'Easy', 'c', testCount);
  const [row] = await db
    .insert(submissions)
    .values({ userId: user!.id, problemSlug: 'p', problemVersion: 1, submissionNumber: 1, language: 'python', code: 'print(1)' })
    .returning({ id: submissions.id });
  return { database, submissionId: row!.id };
}
