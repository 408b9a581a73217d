import type { ExecutionMethod, Language } from '@codepath/contract/enums';
import { preparePackageChecker } from './checkers/package-checker.ts';
import { gradeSubmission, type GradeMode, type GradeResult, type TestResult } from './grade.ts';
import { createJobPool } from './job-pool.ts';
import { createJudgingSlots } from './judging-slots.ts';
import { LANGUAGES } from './languages/registry.ts';
import type { ProgramFolder } from './package/program-folder.ts';
import type { ProblemPackage } from './package/read-package.ts';
import { runCases, type CaseToRun, type CasesRunResult } from './run-cases.ts';
import { runProgramOnce, type ProgramResult } from './run-program.ts';
import { createSandbox, type SandboxOptions } from './sandbox/sandbox.ts';
import { defaultWorkRoot, removeStaleJobDirs } from './sandbox/work-dir.ts';
import { ensureSelfTest } from './self-test.ts';
import { validateTestInputs, type InputValidationReport } from './validate-inputs.ts';
import { defaultWarmCacheDir } from './warm/warm-cache.ts';
import { setCompileServerCount, stopCompileServer } from './warm/compile-on-server.ts';
import { onColdToolchain } from './warm/warm-registry.ts';

export interface JudgeOptions extends SandboxOptions {
  /** Where job directories are created (default: the OS temporary directory). */
  workRoot?: string;
  /** Where the warm toolchain files (precompiled header, class-data archives) are built once (default: see defaultWarmCacheDir). */
  warmCacheDir?: string;
  /** False: compile and run every language cold, without building or using warm files (default true). */
  hasWarmToolchains?: boolean;
  /** Told why, when a language's warm files cannot be built or used and it compiles and runs cold (slower, still correct). */
  onColdToolchain?: (language: Language, reason: string) => void;
  /**
   * Jobs (runs and gradings) this process runs at once: the queue's concurrency
   * (default: the CPU count). Each job holds one slot; a grading runs more of its
   * tests at once on the slots idle right now (src/judging-slots.ts).
   */
  judgingSlots?: number;
}

export interface RunProgramRequest {
  language: Language;
  source: string;
  stdin?: string;
  timeLimitMs?: number;
  memoryLimitBytes?: number;
}

export interface RunCasesRequest {
  pkg: ProblemPackage;
  language: Language;
  source: string;
  cases: readonly CaseToRun[];
}

export interface GradeRequest {
  pkg: ProblemPackage;
  language: Language;
  source: string;
  /** The package's name for the file, when it has one (see GradeInput). */
  fileName?: string;
  /** A package's submission that is a folder (see GradeInput). */
  folder?: ProgramFolder;
  mode: GradeMode;
  onTestResult?: (result: TestResult) => void;
}

export interface Judge {
  readonly executionMethod: ExecutionMethod;
  /** Runs every language's self-test program; throws a SELF_TEST_FAILED error naming the broken one. */
  selfTest(languages?: readonly Language[]): Promise<void>;
  runProgram(request: RunProgramRequest): Promise<ProgramResult>;
  /** Compiles once and runs every case, checking those with an expected output by the package's checker. */
  runCases(request: RunCasesRequest): Promise<CasesRunResult>;
  gradeSubmission(request: GradeRequest): Promise<GradeResult>;
}

/** What `judge verify` needs beyond judging submissions; the server only judges, so it asks for a Judge. */
export interface VerifyingJudge extends Judge {
  /** Runs the package's input validators on its test inputs (src/validate-inputs.ts). */
  validateInputs(request: { pkg: ProblemPackage; concurrency: number }): Promise<InputValidationReport>;
  /**
   * Builds the package's output validator as judging would (a folder's sources, or its
   * build script) and says why it cannot be built; `judge verify` reports that as the package's error.
   */
  checkOutputValidator(pkg: ProblemPackage): Promise<{ ok: true } | { ok: false; message: string }>;
  /**
   * Stops what the judge keeps running between jobs (the long-lived Java compilers, the jobs prepared ahead)
   * and waits for the last jobs' clean-up, so a command line's process can end.
   */
  close(): Promise<void>;
}

/** Throws SANDBOX_UNAVAILABLE or LIMIT_NOT_ENFORCEABLE when this machine cannot judge safely. */
export function createJudge(options: JudgeOptions = {}): VerifyingJudge {
  const sandbox = createSandbox(options);
  const workRoot = options.workRoot ?? defaultWorkRoot();
  const warmCacheDir = options.warmCacheDir ?? defaultWarmCacheDir();
  const hasWarmToolchains = options.hasWarmToolchains ?? true;
  const slots = createJudgingSlots(options.judgingSlots);
  // A compile server per job the judge runs at once: no compile waits behind another.
  setCompileServerCount(sandbox, slots.total);
  const jobs = createJobPool(sandbox, workRoot, slots.total);
  if (options.onColdToolchain) onColdToolchain(sandbox, options.onColdToolchain);
  // What a killed judge left in the shared work root goes before this one's first job.
  const swept = removeStaleJobDirs(workRoot).catch(() => 0);
  const ready = async (language: Language) => {
    await swept;
    await ensureSelfTest(sandbox, workRoot, language, hasWarmToolchains ? warmCacheDir : undefined);
  };
  // Every call under way: close() waits for them (a call releases its job before it ends), so no job's folder,
  // mount or groups outlive the judge.
  const underWay = new Set<Promise<unknown>>();
  const heldCall = <Result>(work: () => Promise<Result>): Promise<Result> => {
    const call = slots.whileHeld(work);
    const settled = call.then(
      () => undefined,
      () => undefined,
    );
    underWay.add(settled);
    void settled.then(() => underWay.delete(settled));
    return call;
  };
  return {
    executionMethod: sandbox.executionMethod,
    async selfTest(languages = Object.keys(LANGUAGES) as Language[]) {
      for (const language of languages) await ready(language);
    },
    runProgram: (request) =>
      heldCall(async () => {
        await ready(request.language);
        return runProgramOnce({
          sandbox,
          workRoot,
          jobs,
          language: LANGUAGES[request.language],
          source: request.source,
          stdin: request.stdin ?? '',
          limits: {
            ...(request.timeLimitMs !== undefined ? { cpuMs: request.timeLimitMs } : {}),
            ...(request.memoryLimitBytes !== undefined ? { memoryBytes: request.memoryLimitBytes } : {}),
          },
        });
      }),
    runCases: (request) =>
      heldCall(async () => {
        await ready(request.language);
        return runCases({ sandbox, workRoot, jobs, ...request });
      }),
    gradeSubmission: (request) =>
      heldCall(async () => {
        await ready(request.language);
        return gradeSubmission({ sandbox, workRoot, jobs, ...request, slots });
      }),
    async validateInputs(request) {
      await swept;
      return validateTestInputs({ sandbox, workRoot, ...request, ensureReady: ready });
    },
    async checkOutputValidator(pkg) {
      await swept;
      const prepared = await preparePackageChecker({ sandbox, workRoot, pkg });
      if (!prepared.ok) return prepared;
      await prepared.checker.dispose();
      return { ok: true };
    },
    async close() {
      // The calls under way end by their limits; then the judge's own processes and prepared jobs go.
      while (underWay.size > 0) await Promise.all([...underWay]);
      await Promise.all([stopCompileServer(sandbox), jobs.close()]);
      await sandbox.close?.();
    },
  };
}
