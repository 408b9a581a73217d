import type { Language } from '@codepath/contract/enums';
import { programExposure } from '@codepath/judge/exposure-gate';
import { gradeSubmission } from '@codepath/judge/grade';
import { createJudgingSlots } from '@codepath/judge/judging-slots';
import { LANGUAGES } from '@codepath/judge/languages/registry';
import type { ProblemPackage } from '@codepath/judge/package/read-package';
import { runProgramOnce } from '@codepath/judge/run-program';
import type { Sandbox } from '@codepath/judge/sandbox/types';
import { median, timed } from './stats.ts';
import { SUM_SOLUTIONS } from './ten-test-problem.ts';

/** What the exposure gate costs a Run sent while another learner's submission is judged (exposure-gate.ts). */
export interface ExposureFigures {
  /** A Run alone on the machine, end to end (compile, run). */
  runAloneMs: number;
  /** The same Run sent while a 10-test grading runs its hidden tests on the other slot. */
  runBesideMs: number;
  /** Of which it waited at the gate for the hidden tests running when it arrived: median and largest. */
  waitMedianMs: number;
  waitMaxMs: number;
  /** The grading alone, and with the Run sent into it. */
  gradingAloneMs: number;
  gradingBesideMs: number;
}

const INPUT = `5\n1 2 3 4 5\n`;

export async function measureExposure(bench: { sandbox: Sandbox; workRoot: string; pkg: ProblemPackage; language: Language }, rounds: number): Promise<ExposureFigures> {
  const { sandbox, workRoot, pkg, language } = bench;
  const source = SUM_SOLUTIONS[language];
  const run = async () => {
    const result = await runProgramOnce({ sandbox, workRoot, language: LANGUAGES[language], source, stdin: INPUT });
    if (result.stdout !== '15\n') throw new Error(`${language} Run printed ${JSON.stringify(result.stdout)}: ${result.stderr || result.compileOutput}`);
  };
  const grade = async (slots: ReturnType<typeof createJudgingSlots>) => {
    const result = await slots.whileHeld(() => gradeSubmission({ sandbox, workRoot, pkg, language, source, mode: 'all', slots }));
    if (result.verdict !== 'Accepted') throw new Error(`${language} benchmark solution judged ${result.verdict}`);
  };
  const alone: number[] = [];
  const beside: number[] = [];
  const waits: number[] = [];
  const gradingAlone: number[] = [];
  const gradingBeside: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    // Interleaved, so a busy moment of the machine weighs on every column alike.
    alone.push((await timed(() => createJudgingSlots(2).whileHeld(run))).ms);
    gradingAlone.push((await timed(() => grade(createJudgingSlots(2)))).ms);
    const slots = createJudgingSlots(2);
    const grading = timed(() => grade(slots));
    // Sent at a different moment of the grading each round, once its compile is likely over.
    await new Promise((resolve) => setTimeout(resolve, (gradingAlone[0] ?? 100) * (0.3 + (0.5 * round) / rounds)));
    const waitedBefore = programExposure.waitedMs.seen;
    beside.push((await timed(() => slots.whileHeld(run))).ms);
    waits.push(programExposure.waitedMs.seen - waitedBefore);
    gradingBeside.push((await grading).ms);
  }
  return {
    runAloneMs: median(alone),
    runBesideMs: median(beside),
    waitMedianMs: median(waits),
    waitMaxMs: Math.max(...waits),
    gradingAloneMs: median(gradingAlone),
    gradingBesideMs: median(gradingBeside),
  };
}
