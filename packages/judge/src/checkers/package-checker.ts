import type { ProblemPackage } from '../package/read-package.ts';
import type { Sandbox } from '../sandbox/sandbox.ts';
import { prepareOutputValidator, type OutputValidator } from './custom-validator.ts';
import type { CheckResult } from './default-checker.ts';
import { checkOutputOffThread } from './output-check-pool.ts';

/** The files a check reads besides the output: the test's input and its expected answer. */
export interface CheckedFiles {
  inputPath: string;
  answerPath: string;
}

/** The package's own output check: its custom validator, else the default validator with its flags. */
export interface PackageChecker {
  check(files: CheckedFiles, output: Buffer): Promise<CheckResult & { isValidatorFailure?: boolean }>;
  /** Interactive problems: the validator that talks to the submission (see interactive.ts). */
  interaction?: OutputValidator;
  dispose(): Promise<void>;
}

export type PrepareCheckerResult = { ok: true; checker: PackageChecker } | { ok: false; message: string };

/** Compiles a custom validator once (its failure is the judge's, reported as `message`); the default needs nothing. */
export async function preparePackageChecker(input: { sandbox: Sandbox; workRoot: string; pkg: ProblemPackage }): Promise<PrepareCheckerResult> {
  const { pkg } = input;
  if (!pkg.outputValidator) {
    return {
      ok: true,
      checker: {
        // Off the event loop: the default validator runs on the shared worker-thread pool.
        check: (files, output) => checkOutputOffThread(files.answerPath, output, pkg.defaultValidatorFlags),
        dispose: async () => {},
      },
    };
  }
  const prepared = await prepareOutputValidator({
    sandbox: input.sandbox,
    workRoot: input.workRoot,
    program: pkg.outputValidator,
    flags: pkg.validatorFlags.split(/\s+/).filter((flag) => flag.length > 0),
    packageDir: pkg.dir,
  });
  if (!prepared.ok) return prepared;
  const { validator } = prepared;
  return {
    ok: true,
    checker: {
      async check(files, output) {
        const result = await validator.check({ ...files, output });
        if (result.isValidatorFailure) return { isAccepted: false, message: result.message, isValidatorFailure: true };
        return result;
      },
      ...(pkg.isInteractive ? { interaction: validator } : {}),
      dispose: () => validator.dispose(),
    },
  };
}
