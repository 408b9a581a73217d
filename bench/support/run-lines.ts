import os from 'node:os';

/** The two lines every section of BENCHMARKS.md starts with: the command that wrote it, and the machine and its load then. */
export function runLines(command: string): [string, string] {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const load = os.loadavg().map((value) => value.toFixed(1));
  return [
    `Command: \`${command}\` (${new Date().toISOString().slice(0, 10)}).`,
    `Machine: ${os.cpus().length} × ${cpu}; load average ${load[0]} / ${load[1]} (1 / 5 min) when the run ended.`,
  ];
}
