import type { Verdict } from '@codepath/contract/enums';
import type { ProgramRunner } from './languages/language.ts';
import { describeRuntimeError } from './runtime-error.ts';

export type FailedRunVerdict = Exclude<Verdict, 'Accepted' | 'Wrong Answer' | 'Compilation Error'>;

/**
 * A run that did not end normally, in the learner's words: one table for Run,
 * Run Code's cases and Submit, so the same program on the same input gets the
 * same verdict and the same named reason wherever it ran.
 */
export interface RunFailure {
  verdict: FailedRunVerdict;
  /** Where the input is public (a sample, the learner's own): the verdict, a signal, an exception's class and its line. */
  name: string;
  /** What a hidden test shows: the verdict, a signal, a class of the language's own (RuntimeErrorDescription). */
  hiddenName: string;
  /** Only where the input is the learner's own or a sample's: an exception's message and frames, the exit code. */
  details: string;
}

export const INTERNAL_ERROR_TEXT = 'The judge failed to run this program. Please try again.';

const STOPPED: Readonly<Record<Exclude<FailedRunVerdict, 'Runtime Error'>, string>> = {
  'Time Limit Exceeded': 'Time Limit Exceeded',
  'Memory Limit Exceeded': 'Memory Limit Exceeded',
  'Output Limit Exceeded': 'Output Limit Exceeded',
  'Internal Error': INTERNAL_ERROR_TEXT,
};

export interface FailedProgram {
  runner: Pick<ProgramRunner, 'describeRuntimeError'>;
  /** The program's stderr, host paths already removed. */
  stderr: string;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  sourceFileName: string;
  source: string;
}

export function describeRunFailure(verdict: FailedRunVerdict, program: FailedProgram): RunFailure {
  if (verdict !== 'Runtime Error') return { verdict, name: STOPPED[verdict], hiddenName: STOPPED[verdict], details: '' };
  return { verdict, ...describeRuntimeError(program.runner.describeRuntimeError, program) };
}

/** The name, and the details on the lines below it (a sample's or the learner's own run). */
export function failureText(failure: Pick<RunFailure, 'name' | 'details'>): string {
  return failure.details ? `${failure.name}\n${failure.details}` : failure.name;
}

/**
 * Run's `error` for a program that failed: a Runtime Error is what the program
 * printed on stderr, then the error named, with the details only when stderr
 * does not already hold them (an exception's trace does, an exit code does not);
 * a program that was stopped is its verdict.
 */
export function runErrorText(failure: RunFailure, stderr: string): string {
  if (failure.verdict !== 'Runtime Error') return failure.name;
  const printed = stderr.trimEnd();
  const firstDetail = failure.details.split('\n')[0] ?? '';
  const details = firstDetail && !printed.includes(firstDetail) ? `\n${failure.details}` : '';
  return [printed, `Runtime Error: ${failure.name}${details}`].filter((part) => part.length > 0).join('\n');
}
