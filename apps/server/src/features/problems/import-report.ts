import type { ImportOutcome } from './catalogue.ts';

export interface ImportSummary {
  lines: string[];
  failedCount: number;
}

/** One line per package that was added, updated or failed, plus a total, for the log and the CLI. */
export function summarizeImport(outcomes: ImportOutcome[]): ImportSummary {
  const lines: string[] = [];
  const counts = { added: 0, updated: 0, unchanged: 0, managed: 0, failed: 0 };
  for (const outcome of outcomes) {
    counts[outcome.result] += 1;
    if (outcome.result === 'failed') lines.push(`${outcome.slug}: not imported: ${outcome.error}`);
    else if (outcome.result === 'managed') lines.push(`${outcome.slug}: folder left out: the problem's versions are managed in the admin area (version ${outcome.version})`);
    else if (outcome.result !== 'unchanged') lines.push(`${outcome.slug}: ${outcome.result} (version ${outcome.version})`);
    if (outcome.result !== 'failed' && outcome.result !== 'managed') for (const warning of outcome.warnings) lines.push(`${outcome.slug}: ${warning}`);
  }
  const managed = counts.managed > 0 ? `, ${counts.managed} managed in the admin area` : '';
  lines.push(`problems: ${counts.added} added, ${counts.updated} updated, ${counts.unchanged} unchanged${managed}, ${counts.failed} failed`);
  return { lines, failedCount: counts.failed };
}
