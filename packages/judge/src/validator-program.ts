import fs from 'node:fs';
import { forLearner } from './checkers/learner-text.ts';
import { compileInBox, writeSource } from './execution.ts';
import type { EntryPoint, ProgramRunner } from './languages/language.ts';
import { LANGUAGES } from './languages/registry.ts';
import { substituteConstants } from './package/constants.ts';
import type { SourceFile, ValidatorProgram } from './package/read-package.ts';
import type { Sandbox } from './sandbox/types.ts';
import { createJobDir, type JobDir } from './sandbox/work-dir.ts';
import { runnerOf, writeFolder } from './write-program.ts';

/** A package's own program (a validator), compiled once in its job folder and run as often as needed. */
export interface CompiledProgram {
  language: ProgramRunner;
  entry: EntryPoint;
  job: JobDir;
  /** Host paths its messages must not show. */
  hostPaths: readonly string[];
  dispose(): Promise<void>;
}

export type CompileProgramResult = { ok: true; program: CompiledProgram } | { ok: false; message: string };

/** Puts the program into the box: its folder as it is, or its one source under the name its language wants. */
function writeProgram(program: SourceFile | ValidatorProgram, job: JobDir): EntryPoint {
  if (program.language === 'scripts') return writeFolder(job, program.folder);
  if (program.folder) return writeFolder(job, program.folder);
  const bytes = fs.readFileSync(program.path);
  return writeSource(LANGUAGES[program.language], job, program.constants ? substituteConstants(bytes, program.constants) : bytes, program.fileName);
}

/**
 * Compiles a package's program in the sandbox like a submission: one source, a
 * folder's sources together, or a folder's `build` script. A failure's message names
 * files as the package does.
 */
export async function compilePackageProgram(input: {
  sandbox: Sandbox;
  workRoot: string;
  program: SourceFile | ValidatorProgram;
  packageDir: string;
}): Promise<CompileProgramResult> {
  const language = runnerOf(input.program);
  const job = await createJobDir(input.workRoot);
  const entry = writeProgram(input.program, job);
  const devNull = fs.openSync('/dev/null', 'r');
  try {
    const compiled = await compileInBox(input.sandbox, language, entry, job, devNull);
    if (!compiled.isOk) {
      await job.remove();
      // The compiler saw one file as the language names it (main.c); the author knows it by the package's name.
      const message = forLearner(compiled.message, [input.workRoot, input.packageDir]);
      return { ok: false, message: input.program.folder ? message : message.split(entry.sourceFileName).join(input.program.fileName) };
    }
  } finally {
    fs.closeSync(devNull);
  }
  const hostPaths = [job.box, job.root, input.workRoot, input.packageDir];
  return { ok: true, program: { language, entry, job, hostPaths, dispose: () => job.remove() } };
}
