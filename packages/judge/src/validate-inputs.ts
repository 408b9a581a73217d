import path from 'node:path';
import type { Language } from '@codepath/contract/enums';
import { argsForValidator, inputValidatorArgsOf } from './package/input-validator-args.ts';
import { findInputValidators, type InputValidatorProgram } from './package/input-validators.ts';
import { findInvalidInputs, INVALID_INPUT_FOLDER } from './package/invalid-inputs.ts';
import { withConstants, type ProblemPackage } from './package/read-package.ts';
import { runInputValidator, type InputVerdict } from './run-input-validator.ts';
import type { Sandbox } from './sandbox/types.ts';
import { compilePackageProgram, type CompiledProgram } from './validator-program.ts';

/** What `judge verify` found running the package's input validators on its test inputs. */
export interface InputValidationReport {
  /** Relative to the package, e.g. "input_validators/validate.py". */
  validators: string[];
  /** Inputs checked: samples, secret tests and data/invalid_input cases (`invalidInputCount` of them). */
  inputCount: number;
  invalidInputCount: number;
  /** One line per finding, naming the file: "data/secret/03.in: invalid (input_validators/validate.py says: …)". */
  problems: string[];
  /** Validators that could not run here (Checktestdata, VIVA), each with why; they do not fail the package. */
  notRun: string[];
  isOk: boolean;
}

export interface ValidateInputsInput {
  sandbox: Sandbox;
  workRoot: string;
  pkg: ProblemPackage;
  concurrency: number;
  /** The language's self-test, before its first compile. */
  ensureReady: (language: Language) => Promise<void>;
}

interface InputFile {
  relativePath: string;
  isInvalid: boolean;
}

async function compileAll(input: ValidateInputsInput, programs: InputValidatorProgram[], problems: string[]) {
  const compiled: { program: InputValidatorProgram; compiled: CompiledProgram }[] = [];
  for (const program of programs) {
    if (program.notRun) continue;
    if (!program.source) {
      problems.push(`${program.relativePath}: ${program.unsupported ?? 'cannot be run'}`);
      continue;
    }
    if (program.source.language !== 'scripts') await input.ensureReady(program.source.language);
    const result = await compilePackageProgram({ sandbox: input.sandbox, workRoot: input.workRoot, program: program.source, packageDir: input.pkg.dir });
    if (result.ok) compiled.push({ program, compiled: result.program });
    else problems.push(`${program.relativePath} does not compile: ${result.message.split('\n').slice(0, 3).join(' ')}`);
  }
  return compiled;
}

/** Findings for one input, given every validator's verdict on it. */
function judgeInput(file: InputFile, verdicts: { program: InputValidatorProgram; verdict: InputVerdict }[]): string[] {
  const failures = verdicts
    .filter(({ verdict }) => verdict.kind === 'failed')
    .map(({ program, verdict }) => `${file.relativePath}: ${program.relativePath} ${verdict.message}`);
  if (file.isInvalid) {
    if (failures.length > 0 || verdicts.some(({ verdict }) => verdict.kind === 'invalid')) return failures;
    return [`${file.relativePath}: accepted by every input validator, but an invalid input must be rejected by at least one`];
  }
  const rejections = verdicts
    .filter(({ verdict }) => verdict.kind === 'invalid')
    .map(({ program, verdict }) => `${file.relativePath}: invalid (${program.relativePath} says: ${verdict.message || 'nothing'})`);
  return [...rejections, ...failures];
}

/**
 * Compiles every input validator once and runs each on every test input (stdin = the
 * input, arguments from `input_validator_args`/`input_validator_flags`): sample and
 * secret inputs must be valid, each `data/invalid_input` case rejected by at least one.
 */
export async function validateTestInputs(input: ValidateInputsInput): Promise<InputValidationReport> {
  const { pkg } = input;
  const programs = findInputValidators(pkg.dir).map((program) => (program.source ? { ...program, source: withConstants(program.source, pkg.constants) } : program));
  const files: InputFile[] = [
    ...[...pkg.samples, ...pkg.secretTests].map((test) => ({ relativePath: path.relative(pkg.dir, test.inputPath), isInvalid: false })),
    ...findInvalidInputs(pkg.dir).map((relativePath) => ({ relativePath, isInvalid: true })),
  ];
  const problems: string[] = [];
  const notRun = programs.flatMap((program) => (program.notRun ? [`${program.relativePath}: ${program.notRun}`] : []));
  const invalidInputCount = files.filter((file) => file.isInvalid).length;
  if (programs.length === 0) {
    if (invalidInputCount > 0) problems.push(`${INVALID_INPUT_FOLDER}: ${invalidInputCount} invalid inputs but no input validator to reject them`);
    return { validators: [], inputCount: 0, invalidInputCount, problems, notRun, isOk: problems.length === 0 };
  }
  let argsByFile;
  try {
    argsByFile = files.map((file) => inputValidatorArgsOf(pkg.dir, file.relativePath));
  } catch (error) {
    return { validators: programs.map((program) => program.relativePath), inputCount: 0, invalidInputCount, problems: [(error as Error).message], notRun, isOk: false };
  }
  const compiled = await compileAll(input, programs, problems);
  try {
    const jobs = files.flatMap((file, fileIndex) => compiled.map((entry, programIndex) => ({ file, fileIndex, programIndex, ...entry })));
    // Indexed by file, then validator: findings come out in a fixed order whatever finishes first.
    const verdicts: { program: InputValidatorProgram; verdict: InputVerdict }[][] = files.map(() => []);
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next];
        next += 1;
        if (!job) continue;
        const args = argsForValidator(argsByFile[job.fileIndex], job.program.name, path.basename(job.program.relativePath));
        const verdict = await runInputValidator(input.sandbox, job.compiled, path.join(pkg.dir, job.file.relativePath), args);
        const row = verdicts[job.fileIndex];
        if (row) row[job.programIndex] = { program: job.program, verdict };
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, input.concurrency) }, worker));
    if (compiled.length > 0) files.forEach((file, index) => problems.push(...judgeInput(file, (verdicts[index] ?? []).filter(Boolean))));
  } finally {
    await Promise.all(compiled.map((entry) => entry.compiled.dispose()));
  }
  const ran = programs.filter((program) => !program.notRun).map((program) => program.relativePath);
  return { validators: ran, inputCount: ran.length > 0 ? files.length : 0, invalidInputCount, problems, notRun, isOk: problems.length === 0 };
}
