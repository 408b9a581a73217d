import { hiddenTestFailure } from '@codepath/contract/submissions';
import type { GradeResult, TestResult } from '@codepath/judge/grade';
import type { ProblemPackage } from '@codepath/judge/package/read-package';

/**
 * The stored `output` of a failed test. A secret test's checker message, stderr or
 * output is derived from its hidden input and answer (a program can print its stdin
 * back), so it is shown only when the package opts in with `full_feedback`; otherwise
 * the learner reads "<Verdict> on hidden test N of M", counted among the hidden tests,
 * and on a Runtime Error the error's name on the next line (never its message).
 * A sample keeps its message: its input and answer are public.
 */
export function failureMessage(pkg: ProblemPackage, failed: TestResult): string {
  if (failed.isSample) return failed.message;
  const position = pkg.secretTests.findIndex((test) => test.name === failed.name);
  const number = position >= 0 ? position + 1 : failed.index - pkg.samples.length;
  const heading = hiddenTestFailure(failed.verdict, number, pkg.secretTests.length);
  const mayShow = position >= 0 && pkg.secretTests[position]?.fullFeedback === true;
  if (mayShow && failed.message) return `${heading}\n${failed.message}`;
  // A Runtime Error's name on a hidden test comes from a short fixed list (a signal, a class of the language's own): no line, no class of the learner's.
  return failed.errorName ? `${heading}\n${failed.errorName}` : heading;
}

export const INTERNAL_ERROR_OUTPUT = 'Internal Error: the judge failed. Please submit again.';

/**
 * The submission's stored `output`. An Internal Error is ours: what it says (sandbox
 * set-up, a broken output validator) goes to the log, and the learner reads a plain
 * sentence (or, on a hidden test, its number). Otherwise the compiler's messages when
 * nothing ran (or warnings of an accepted run), else the failed test's message.
 */
export function learnerOutput(pkg: ProblemPackage, result: GradeResult): string {
  const failed = result.tests.find((test) => test.verdict !== 'Accepted');
  if (result.verdict === 'Internal Error') return failed && !failed.isSample ? failureMessage(pkg, { ...failed, message: '' }) : INTERNAL_ERROR_OUTPUT;
  return failed ? failureMessage(pkg, failed) : result.compileOutput;
}
