import type { JobCgroup } from './cgroup-files.ts';
import { ulimitCommands, type LaunchPlan } from './launch-plan.ts';

/**
 * A native run's launcher (no sandbox: development only, `allowUnsandboxed`): a
 * bash that applies the launch plan the box applies (box/box-test.c) — cgroups,
 * every rlimit, descriptors 0–2 only — then becomes the program. It reports on
 * descriptor 3 as the box's client does: `{"child-pid": N}` just before the
 * program starts, `{"setup-error": …}` when the plan could not be applied.
 * Without cgroups it stays the program's parent to report the tree's CPU time
 * with `times` on descriptor 4.
 */
const LAUNCHER_SHELL = '/bin/bash';
/** bash reads ~/.bashrc even non-interactively when its stdin is a socket (as if started by sshd); --norc stops that. */
const LAUNCHER_FLAGS = ['--norc', '--noprofile', '-c'];

function setupFailure(what: string): string {
  return `|| { echo '{ "setup-error": "${what}" }' >&3; exit 125; }`;
}

function launcherScript(plan: LaunchPlan, cgroup: JobCgroup | undefined): string {
  const kept = cgroup ? '0|1|2|3' : '0|1|2|3|4';
  // Descriptors the judge's process inherited (or opened without close-on-exec) never reach the program.
  const lines = [`for fd in /proc/self/fd/*; do fd=\${fd##*/}; case $fd in ${kept}) ;; *) eval "exec $fd>&-" ;; esac; done`];
  for (const join of cgroup?.joins ?? []) lines.push(`echo ${join.value} > '${join.file}' ${setupFailure('cannot join the job cgroup')}`);
  for (const command of ulimitCommands(plan)) lines.push(`${command} ${setupFailure('cannot apply the job limits')}`);
  lines.push('echo "{ \\"child-pid\\": $$ }" >&3');
  lines.push(cgroup ? 'exec "$@" 3>&-' : '"$@" 3>&- 4>&-; status=$?; echo "{ \\"exit-code\\": $status }" >&3; times >&4; exit $status');
  return lines.join('\n');
}

/** The launcher's argv for one native run. */
export function nativeLauncherArgv(plan: LaunchPlan, cgroup: JobCgroup | undefined): string[] {
  return [LAUNCHER_SHELL, ...LAUNCHER_FLAGS, launcherScript(plan, cgroup), 'launcher', ...plan.argv];
}

/** bash prints `times` as "0m0.001s 0m0.002s" lines: ours, then our children's. */
export function parseChildCpuMs(text: string): number {
  const children = text.trim().split('\n')[1] ?? '';
  let total = 0;
  for (const match of children.matchAll(/(\d+)m([\d.]+)s/g)) total += Number(match[1]) * 60_000 + Number(match[2]) * 1000;
  return Math.round(total);
}
