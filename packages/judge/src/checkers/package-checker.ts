import type { ProblemPackage } from '../package/read-package.ts';
import type { Sandbox } from '../sandbox/types.ts';
import { prepareOutputValidator, type OutputValidator, type ValidatedFiles } from './custom-validator.ts';
import type { CheckResult } from './default-checker.ts';
import { checkOutputOffThread } from './output-check-pool.ts';
import { parseValidatorFlags, type DefaultValidatorFlags } from './validator-flags.ts';

/** The files a check reads besides the output (the test's input and its expected answer), and its group's own arguments. */
export type CheckedFiles = ValidatedFiles;

/** The package's own output check: its custom validator, else the default validator with its flags. */
export interface PackageChecker {
  /** `score`: what a scoring problem's validator wrote to score.txt, when it did. */
  check(files: CheckedFiles, output: Buffer): Promise<CheckResult & { isValidatorFailure?: boolean; score?: number }>;
  /** Interactive problems: the validator that talks to the submission (see interactive.ts). */
  interaction?: OutputValidator;
  dispose(): Promise<void>;
}

export type PrepareCheckerResult = { ok: true; checker: PackageChecker } | { ok: false; message: string };

/** A test group's own default-validator flags (checked when the package was read). */
function groupFlags(files: CheckedFiles): DefaultValidatorFlags | undefined {
  if (!files.validatorArgs) return undefined;
  const parsed = parseValidatorFlags(files.validatorArgs.join(' '));
  return parsed.ok ? parsed.flags : undefined;
}

/** Compiles a custom validator once (its failure is the judge's, reported as `message`); the default needs nothing. */
export async function preparePackageChecker(input: { sandbox: Sandbox; workRoot: string; pkg: ProblemPackage }): Promise<PrepareCheckerResult> {
  const { pkg } = input;
  if (!pkg.outputValidator) {
    return {
      ok: true,
      checker: {
        // Off the event loop: the default validator runs on the shared worker-thread pool.
        check: (files, output) => checkOutputOffThread(files.answerPath, output, groupFlags(files) ?? pkg.defaultValidatorFlags),
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
    readsScore: pkg.scoring !== undefined,
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
