import type { Difficulty } from '@codepath/contract/enums';
import type { Database } from '../../src/db/client.ts';
import { problems } from '../../src/db/schema-judging.ts';

/** A catalogue row for a problem `slug` with an empty statement, as tests that judge nothing need one. */
export async function insertProblem(db: Database, slug: string, difficulty: Difficulty = 'Easy', category = 'Array', testCount = 1): Promise<void> {
  await db.insert(problems).values({
    slug,
    title: slug.replaceAll('-', ' '),
    difficulty,
    category,
    tags: [],
    statement: { description: '', input: '', output: '', constraints: '', followUp: '' },
    examples: [],
    templates: {},
    hints: [],
    timeLimitMs: 1000,
    memoryLimitMb: 256,
    testCount,
    contentHash: slug,
  });
}
