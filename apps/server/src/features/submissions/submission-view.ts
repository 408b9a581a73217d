import type { Difficulty } from '@codepath/contract/enums';
import { shownSubmissionStatus, type SubmissionListItem } from '@codepath/contract/submissions';
import type { SubmissionRow } from '../../db/schema-judging.ts';

export interface SubmissionWithProblem {
  submission: SubmissionRow;
  problem: { title: string; difficulty: Difficulty };
}

export function toListItem({ submission, problem }: SubmissionWithProblem): SubmissionListItem {
  return {
    id: submission.id,
    submissionNumber: submission.submissionNumber,
    problem: problem.title,
    problemId: submission.problemSlug,
    difficulty: problem.difficulty,
    language: submission.language,
    status: shownSubmissionStatus(submission.status, submission.points),
    runtime: submission.runtimeMs,
    memory: submission.memoryKb,
    submittedAt: submission.createdAt.toISOString(),
    code: submission.code,
    output: submission.output,
  };
}
