import fs from 'node:fs';
import type { ExecutionMethod } from '@codepath/contract/enums';
import { forLearner } from './checkers/learner-text.ts';
import { programExposure } from './exposure-gate.ts';
import { compileInBox, runInBox, type CompileOutcome, type RunInBoxInput, type RunOutcome } from './execution.ts';
import type { EntryPoint, ProgramRunner } from './languages/language.ts';
import type { JobPool } from './job-pool.ts';
import { describeRunFailure, type RunFailure } from './run-failure.ts';
import type { Sandbox } from './sandbox/types.ts';
import { createJobDir, type JobDir } from './sandbox/work-dir.ts';

/** A learner's program (or a package's submission) to judge: how it is written into the job, and what runs it. */
export interface ProgramSource {
  /** Its language, or a folder's `build`/`run` scripts. */
  runner: ProgramRunner;
  /** Writes the program into the job's box and says how to run it. */
  write(job: JobDir): EntryPoint;
  /** The learner's source: an exception class it defines may be named on a hidden test. */
  source: string;
}

export type ProgramRun = Pick<RunInBoxInput, 'stdinFd' | 'limits' | 'abortSignal' | 'streams' | 'outputMemory'>;

/**
 * A program compiled in its job, ready to run: what Run, Run Code's cases and
 * Submit each do per test, the same way. Its runs share the job's sandbox
 * session (a box per run at a time, each run in namespaces of its own).
 */
export interface PreparedProgram {
  readonly job: JobDir;
  readonly entry: EntryPoint;
  readonly runner: ProgramRunner;
  readonly compiled: CompileOutcome;
  readonly executionMethod: ExecutionMethod;
  run(run: ProgramRun): Promise<RunOutcome>;
  /** A run that did not end normally, in the learner's words (run-failure.ts); null when it ended normally. */
  failureOf(outcome: RunOutcome, hostPaths?: readonly string[]): RunFailure | null;
}

export interface ProgramJobInput {
  sandbox: Sandbox;
  workRoot: string;
  program: ProgramSource;
  /** The judge's prepared jobs (job-pool.ts): the job is taken ready, and cleaned up after the result is out. */
  jobs?: JobPool;
  /** The judge's own program (a self-test): what it reads into the page cache stays there. */
  keepsPageCache?: boolean;
}

/**
 * The skeleton every judging shares: a job folder, the program written and
 * compiled once in the job's sandbox session, then `use` runs it as often as it
 * needs; the session and the folder go when it is done, whatever happened.
 */
export async function withCompiledProgram<T>(input: ProgramJobInput, use: (program: PreparedProgram) => Promise<T>): Promise<T> {
  const { sandbox, program } = input;
  const { job, session } = input.jobs ? await input.jobs.take() : { job: await createJobDir(input.workRoot), session: sandbox.openSession() };
  const devNull = fs.openSync('/dev/null', 'r');
  try {
    const entry = program.write(job);
    const keepsPageCache = input.keepsPageCache ?? false;
    // A compile is seen by the learner: its messages, and what it writes into the program, which a Run, a case or a
    // sample prints (rustc's include_str! of /proc/self/numa_maps keeps how many processes map each page of rustc's
    // libraries, which a hidden test's program beside it sets: hostile review 29). Never beside a hidden test.
    const compiled = await programExposure.during('seen', () => compileInBox(sandbox, program.runner, entry, job, devNull, session, keepsPageCache));
    return await use({
      job,
      entry,
      runner: program.runner,
      compiled,
      executionMethod: session.executionMethod,
      run: (run) => runInBox({ sandbox, session, language: program.runner, entry, job, keepsPageCache, ...run }),
      failureOf(outcome, hostPaths = []) {
        if (outcome.verdict === null) return null;
        const { result } = outcome;
        return describeRunFailure(outcome.verdict, {
          runner: program.runner,
          stderr: forLearner(result.stderr.toString('utf8'), [job.box, job.root, input.workRoot, ...hostPaths]),
          exitCode: result.exitCode,
          signal: result.signal,
          sourceFileName: entry.sourceFileName,
          source: program.source,
        });
      },
    });
  } finally {
    fs.closeSync(devNull);
    if (input.jobs) input.jobs.release({ job, session });
    else {
      await session.close();
      await job.remove();
    }
  }
}
