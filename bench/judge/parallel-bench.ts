import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Language } from '@codepath/contract/enums';
import { LANGUAGES } from '@codepath/judge/languages/registry';
import { readProblemPackage } from '@codepath/judge/package/read-package';
import { createSandbox } from '@codepath/judge/sandbox/sandbox';
import { prepareWarmToolchain } from '@codepath/judge/warm/warm-registry';
import { defaultWarmCacheDir } from '@codepath/judge/warm/warm-cache';
import { measureExposure, type ExposureFigures } from './exposure-bench.ts';
import { measureGrading, type GradingFigures, type GradingRounds } from './grading-bench.ts';
import { writeTenTestProblem } from './ten-test-problem.ts';

/** The languages whose gradings are mostly test runs (Java's are mostly its compile and JVM starts). */
export const PARALLEL_LANGUAGES: readonly Language[] = ['python', 'c', 'cpp'];
export const PARALLEL_ROUNDS: GradingRounds = { endToEnd: 9, throughput: 6 };
/** Runs sent into a grading, per language (exposure-bench.ts). */
export const EXPOSURE_ROUNDS = 15;

/** The judge benchmark's grading figures, measured more often, for the languages where tests in parallel matter most. */
export async function runParallelBenchmarks(onProgress: (line: string) => void): Promise<{ language: Language; grading: GradingFigures; exposure: ExposureFigures }[]> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'parallel-bench-'));
  // The sandbox user passes through (never lists) the way to its job directory.
  fs.chmodSync(scratch, 0o711);
  const workRoot = path.join(scratch, 'work');
  writeTenTestProblem(path.join(scratch, 'bench-sum'));
  const pkg = readProblemPackage(path.join(scratch, 'bench-sum'));
  const sandbox = createSandbox();
  const figures: { language: Language; grading: GradingFigures; exposure: ExposureFigures }[] = [];
  try {
    for (const language of PARALLEL_LANGUAGES) {
      onProgress(`parallel bench: ${language}…`);
      await prepareWarmToolchain(sandbox, LANGUAGES[language], defaultWarmCacheDir(), workRoot);
      const grading = await measureGrading({ sandbox, workRoot, pkg, language }, PARALLEL_ROUNDS);
      figures.push({ language, grading, exposure: await measureExposure({ sandbox, workRoot, pkg, language }, EXPOSURE_ROUNDS) });
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return figures;
}
