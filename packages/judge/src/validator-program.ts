import fs from 'node:fs';
import path from 'node:path';
import { forLearner } from './checkers/learner-text.ts';
import { compileInBox, writeSource } from './execution.ts';
import type { EntryPoint, LanguageModule } from './languages/language.ts';
import { LANGUAGES } from './languages/registry.ts';
import type { SourceFile } from './package/read-package.ts';
import type { Sandbox } from './sandbox/sandbox.ts';
import { createJobDir, type JobDir } from './sandbox/work-dir.ts';

/** A package's own program (a validator), compiled once in its job folder and run as often as needed. */
export interface CompiledProgram {
  language: LanguageModule;
  entry: EntryPoint;
  job: JobDir;
  /** Host paths its messages must not show. */
  hostPaths: readonly string[];
  dispose(): Promise<void>;
}

export type CompileProgramResult = { ok: true; program: CompiledProgram } | { ok: false; message: string };

/** Compiles in the sandbox like a submission; a failure's message names files as the package does. */
export async function compileValidatorProgram(input: {
  sandbox: Sandbox;
  workRoot: string;
  source: SourceFile;
  packageDir: string;
}): Promise<CompileProgramResult> {
  const language = LANGUAGES[input.source.language];
  const job = await createJobDir(input.workRoot);
  const entry = writeSource(language, job, fs.readFileSync(input.source.path), path.basename(input.source.path));
  const devNull = fs.openSync('/dev/null', 'r');
  try {
    const compiled = await compileInBox(input.sandbox, language, entry, job, devNull);
    if (!compiled.isOk) {
      await job.remove();
      // The compiler saw the file as the language names it (main.c); the author knows it by the package's name.
      const message = forLearner(compiled.message, [input.workRoot, input.packageDir]).split(entry.sourceFileName).join(input.source.fileName);
      return { ok: false, message };
    }
  } finally {
    fs.closeSync(devNull);
  }
  const hostPaths = [job.box, job.root, input.workRoot, input.packageDir];
  return { ok: true, program: { language, entry, job, hostPaths, dispose: () => job.remove() } };
}
