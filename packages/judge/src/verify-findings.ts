import { formatTimeLimit } from './time-limit-report.ts';
import type { VerifyReport } from './verify.ts';

/**
 * The lines `judge verify` prints under the table: what the input validators found
 * (✘ fails the package) and the time limit beside the derived one (! only warns).
 */
export function formatVerifyFindings(report: VerifyReport): string[] {
  const lines: string[] = [];
  const { inputs, timeLimit } = report;
  if (inputs && inputs.validators.length === 0 && inputs.problems.length === 0) lines.push(inputs.notRun.length > 0 ? '  inputs: no input validator ran' : '  inputs: no input validators');
  else if (inputs) {
    const rejected = inputs.invalidInputCount > 0 ? `, the ${inputs.invalidInputCount} of data/invalid_input rejected` : '';
    const count = inputs.problems.length;
    const verdict = inputs.isOk ? `all valid${rejected}` : `${count} ${count === 1 ? 'problem' : 'problems'}`;
    lines.push(`  inputs: ${inputs.inputCount} checked by ${inputs.validators.join(', ') || 'no validator'}: ${verdict}`);
    lines.push(...inputs.problems.map((problem) => `  ✘ ${problem}`));
  }
  lines.push(...(inputs?.notRun ?? []).map((line) => `  - ${line}`));
  lines.push(...report.skipped.map((skipped) => `  - skipped ${skipped.path}: ${skipped.reason}`));
  if (timeLimit) {
    lines.push(`  ${formatTimeLimit(timeLimit)}`);
    lines.push(...timeLimit.warnings.map((warning) => `  ! ${warning}`));
  }
  return lines;
}
