import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { contestLabel } from '@codepath/contract/contests';
import type { CreateContestBody } from '@codepath/contract/contests';
import type { Database } from '../../db/client.ts';
import { contestProblems, contests } from '../../db/schema-contests.ts';
import { problems } from '../../db/schema-judging.ts';
import { isListed } from '../../lib/find-problem.ts';
import { AppError } from '../../lib/app-error.ts';

/** The body after its defaults were filled in. */
export type NewContest = z.output<typeof CreateContestBody>;

/** Stores a contest and its problems, labelled A, B, … in the order given. Every problem must be published. */
export async function createContest(db: Database, ownerId: string, parsed: NewContest): Promise<{ id: string }> {
  const slugs = parsed.problems.map((problem) => problem.problemId.toLowerCase());
  const found = await db.select({ slug: problems.slug }).from(problems).where(and(inArray(problems.slug, slugs), isListed));
  const missing = slugs.filter((slug) => !found.some((row) => row.slug === slug));
  if (missing.length > 0) throw new AppError('VALIDATION_FAILED', `No published problem ${missing.map((slug) => `"${slug}"`).join(', ')}`);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contests)
      .values({
        title: parsed.title,
        rules: parsed.rules,
        isSubtaskBest: parsed.isSubtaskBest,
        maxTeamSize: parsed.maxTeamSize,
        access: parsed.access,
        joinCode: parsed.access === 'code' ? parsed.joinCode : null,
        languages: [...new Set(parsed.languages)],
        startsAt: new Date(parsed.startsAt),
        durationSeconds: parsed.durationMinutes * 60,
        freezeSeconds: parsed.freezeMinutes * 60,
        windowEndsAt: parsed.windowEndsAt ? new Date(parsed.windowEndsAt) : null,
        ownerId,
      })
      .returning({ id: contests.id });
    if (!row) throw new Error('insert returned no row');
    await tx.insert(contestProblems).values(parsed.problems.map((problem, index) => ({ contestId: row.id, label: contestLabel(index), problemSlug: problem.problemId.toLowerCase(), color: problem.color.toLowerCase() })));
    return row;
  });
}

export async function contestProblemRows(db: Database, contestId: string) {
  return db
    .select({ label: contestProblems.label, color: contestProblems.color, problemId: contestProblems.problemSlug, title: problems.title })
    .from(contestProblems)
    .innerJoin(problems, eq(problems.slug, contestProblems.problemSlug))
    .where(eq(contestProblems.contestId, contestId))
    .orderBy(contestProblems.label);
}
