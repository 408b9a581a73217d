import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { problems } from '../db/schema-judging.ts';
import { findProblem } from './find-problem.ts';
import { migratedDatabaseImage } from '../db/memory-image.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = openDatabase({ kind: 'pglite', inMemory: true, image: await migratedDatabaseImage() });
  await database.migrate();
  await database.db.insert(problems).values({
    slug: 'two-sum',
    title: 'Two Sum',
    difficulty: 'Easy',
    category: 'Arrays',
    tags: [],
    statement: { description: 'Add two numbers.', input: '', output: '', constraints: '', followUp: '' },
    examples: [],
    templates: {},
    hints: ['Use a map.'],
    timeLimitMs: 2000,
    memoryLimitMb: 128,
    testCount: 3,
    contentHash: 'hash',
  });
});
afterAll(() => database.close());

describe('findProblem', () => {
  it('finds a problem by its slug whatever the case, reading only the columns asked for', async () => {
    expect(await findProblem(database.db, 'Two-SUM', ['slug', 'timeLimitMs'])).toEqual({ slug: 'two-sum', timeLimitMs: 2000 });
  });

  it('answers 404 NOT_FOUND with the message every problem call shows', async () => {
    await expect(findProblem(database.db, 'three-sum', ['slug'])).rejects.toMatchObject({
      code: 'NOT_FOUND',
      statusCode: 404,
      userMessage: 'Problem not found',
    });
  });
});
