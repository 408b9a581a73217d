import fs from 'node:fs';

/** The live child processes of a process (those of each of its threads), from /proc. */
function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(' '))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * CPU seconds a process used so far, with its waited-for children (the sandboxed programs) and its live child
 * processes (an embedded server's judge process, which waits for the sandboxed programs itself), from /proc.
 */
export function processCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime are fields 14-17 of stat; here 0-based after the name: 11-14.
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
    return ticks / 100 + childrenOf(pid).reduce((sum, child) => sum + processCpuSeconds(child), 0);
  } catch {
    return 0;
  }
}

/** The whole machine's busy and total CPU seconds so far (all cores), from /proc/stat. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}
