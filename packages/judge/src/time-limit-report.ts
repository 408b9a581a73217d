import type { Language } from '@codepath/contract/enums';
import type { Judge } from './judge.ts';
import type { ProblemPackage } from './package/read-package.ts';
import type { TimeLimitSource } from './package/time-limit-file.ts';
import { deriveTimeLimit, formatSeconds, timeLimitExceededBoundMs } from './time-limit.ts';

/** The configured time limit beside the one Kattis tools would derive from the accepted submissions. */
export interface TimeLimitReport {
  /** The limit submissions were judged with. */
  configuredMs: number;
  /** Where it comes from: problem.yaml, a file an installing tool wrote, or derived here from the accepted submissions. */
  source: TimeLimitSource;
  slowestAccepted: { submission: string; timeMs: number };
  multiplier: number;
  exactMs: number;
  derivedMs: number;
  /** Accepted submissions too close to the configured limit, time_limit_exceeded ones not far enough past it. */
  warnings: string[];
}

/** Rows judged as their folder says: accepted ones give the slowest time. */
interface TimedRow {
  submission: string;
  got: string;
  slowestMs: number;
}

export function reportTimeLimit(pkg: ProblemPackage, rows: readonly TimedRow[], tleWarnings: readonly string[]): TimeLimitReport | undefined {
  const accepted = rows.filter((row) => row.submission.startsWith('submissions/accepted/') && row.got === 'Accepted');
  const slowest = accepted.reduce<TimedRow | undefined>((found, row) => (found && found.slowestMs >= row.slowestMs ? found : row), undefined);
  if (!slowest) return undefined;
  const rule = pkg.timeLimitRule;
  const { exactMs, derivedMs } = deriveTimeLimit(rule, slowest.slowestMs);
  const warnings: string[] = [];
  if (exactMs > pkg.timeLimitMs) {
    warnings.push(
      `${slowest.submission} comes too close to the configured limit: ${rule.acToTimeLimit} × ${formatSeconds(slowest.slowestMs)} = ${formatSeconds(exactMs)} exceeds ${formatSeconds(pkg.timeLimitMs)}`,
    );
  }
  return {
    configuredMs: pkg.timeLimitMs,
    source: pkg.timeLimitSource,
    slowestAccepted: { submission: slowest.submission, timeMs: slowest.slowestMs },
    multiplier: rule.acToTimeLimit,
    exactMs,
    derivedMs,
    warnings: [...warnings, ...tleWarnings],
  };
}

/**
 * "time limit: configured 2 s, derived 1 s from the slowest accepted 0.06 s (…)": which
 * limit submissions were judged with and why, beside the one Kattis tools would derive.
 */
export function formatTimeLimit(report: TimeLimitReport): string {
  const slowest = `the slowest accepted ${formatSeconds(report.slowestAccepted.timeMs)} (${report.slowestAccepted.submission}; × ${report.multiplier} = ${formatSeconds(report.exactMs)} before rounding)`;
  if (report.source === 'derived') {
    return `time limit: ${formatSeconds(report.configuredMs)} derived from ${slowest}, used to judge: the package sets none (problem.yaml, .timelimit)`;
  }
  const configured = report.source === 'problem.yaml' ? `configured ${formatSeconds(report.configuredMs)}` : `${formatSeconds(report.configuredMs)} from ${report.source}`;
  return `time limit: ${configured}, derived ${formatSeconds(report.derivedMs)} from ${slowest}`;
}

/**
 * Runs a time_limit_exceeded submission once more on the test it timed out on, with the
 * limit × `time_limit_to_tle`: one that then finishes would pass a slightly slower judge.
 */
export async function checkTimeLimitExceededMargin(
  judge: Judge,
  pkg: ProblemPackage,
  submission: { path: string; language: Language; source: string; fileName?: string },
  testName: string,
): Promise<string | undefined> {
  const test = [...pkg.samples, ...pkg.secretTests].find((candidate) => candidate.name === testName);
  if (!test) return undefined;
  const boundMs = timeLimitExceededBoundMs(pkg.timeLimitRule, pkg.timeLimitMs);
  const result = await judge.gradeSubmission({
    pkg: { ...pkg, timeLimitMs: boundMs, samples: test.isSample ? [test] : [], secretTests: test.isSample ? [] : [test] },
    language: submission.language,
    source: submission.source,
    ...(submission.fileName !== undefined ? { fileName: submission.fileName } : {}),
    mode: 'first-failure',
  });
  if (result.verdict === 'Time Limit Exceeded') return undefined;
  const limits = `${pkg.timeLimitRule.timeLimitToTle} × ${formatSeconds(pkg.timeLimitMs)} = ${formatSeconds(boundMs)}`;
  const key = pkg.layout === 'legacy' ? 'time_safety_margin' : 'time_limit_to_tle';
  return `${submission.path} does not run past the limit × ${key} (${limits}) on test ${testName}: ${result.verdict} in ${formatSeconds(result.timeMs)}`;
}
