import { and, desc, eq } from 'drizzle-orm';
import type { HintBody } from '@codepath/contract/hints';
import type { Database } from '../../db/client.ts';
import { receivedHints } from '../../db/schema-hints.ts';
import { submissions } from '../../db/schema-judging.ts';
import { findProblem } from '../../lib/find-problem.ts';
import type { AiHintWriter } from './ask-ai-for-hint.ts';
import { buildHintPrompt } from './build-hint-prompt.ts';
import { takeNextWrittenHint } from './manual-hints.ts';

export type HintOutcome =
  | { kind: 'ai'; hint: string }
  | { kind: 'manual'; hint: string }
  /** The AI endpoint failed; the learner gets the next manual hint instead. */
  | { kind: 'fallback'; fallbackHint: string; cause: unknown };

export interface HintServices {
  db: Database;
  /** Null when no AI endpoint is configured. */
  writeAiHint: AiHintWriter | null;
  /** Records the hint penalty (−30, once per problem; repeated calls change nothing). */
  recordHintUsed(db: Database, userId: string, problemSlug: string): Promise<unknown>;
  /** The model named on kept AI hints. */
  aiModel: string | null;
}

async function lastVerdictOf(db: Database, userId: string, problemSlug: string) {
  const [latest] = await db
    .select({ status: submissions.status })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.problemSlug, problemSlug)))
    .orderBy(desc(submissions.createdAt))
    .limit(1);
  return latest?.status ?? null;
}

/**
 * One hint for one learner: from the AI endpoint when configured, else (or when it
 * fails) the next manual hint of the problem's hints.md. The penalty is recorded
 * whichever path answers, and every new hint is kept for the learner to read again.
 */
export async function requestHint(services: HintServices, userId: string, input: HintBody): Promise<HintOutcome> {
  const { db } = services;
  const problem = await findProblem(db, input.problemId, ['slug', 'title', 'statement', 'hints']);

  let outcome: HintOutcome;
  let kept: { hint: string; isAiGenerated: boolean; model: string | null } | null = null;
  if (!services.writeAiHint) {
    const written = await takeNextWrittenHint(db, userId, problem.slug, problem.hints);
    outcome = { kind: 'manual', hint: written.hint };
    if (written.isNew) kept = { hint: written.hint, isAiGenerated: false, model: null };
  } else {
    const lastVerdict = await lastVerdictOf(db, userId, problem.slug);
    const messages = buildHintPrompt({ title: problem.title, statement: problem.statement, code: input.code, language: input.language, lastVerdict });
    try {
      outcome = { kind: 'ai', hint: await services.writeAiHint(messages) };
      kept = { hint: outcome.hint, isAiGenerated: true, model: services.aiModel };
    } catch (cause) {
      const written = await takeNextWrittenHint(db, userId, problem.slug, problem.hints);
      outcome = { kind: 'fallback', fallbackHint: written.hint, cause };
      if (written.isNew) kept = { hint: written.hint, isAiGenerated: false, model: null };
    }
  }
  // Kept so the learner can read it again later; a repeated last written hint is already there.
  if (kept) await db.insert(receivedHints).values({ userId, problemSlug: problem.slug, ...kept });
  await services.recordHintUsed(db, userId, problem.slug);
  return outcome;
}
