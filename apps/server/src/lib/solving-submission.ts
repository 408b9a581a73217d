import { sql, type SQL } from 'drizzle-orm';
import { submissions } from '../db/schema-judging.ts';

/**
 * A submission that solves its problem: Accepted, and for a scoring problem with
 * full points (a legacy validator's partial score.txt leaves every test Accepted;
 * problems/README.md, "Scoring"). Pass-fail problems store no points.
 */
export const isSolvingSubmission: SQL<boolean> = sql<boolean>`(${submissions.status} = 'Accepted' and (${submissions.points} is null or (${submissions.points}->>'points')::float8 >= (${submissions.points}->>'maxPoints')::float8))`;
