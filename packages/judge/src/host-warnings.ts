import fs from 'node:fs';

/**
 * What of the host's set-up weakens the judge without stopping it, for the
 * operator to read at start. A core pattern that pipes to a program (systemd-
 * coredump, apport) runs that program for every crashing submission whatever
 * the sandbox's RLIMIT_CORE says: host CPU and disk that a learner's crash spends
 * outside the sandbox's limits.
 */
export function hostWarnings(corePatternFile = '/proc/sys/kernel/core_pattern'): string[] {
  const warnings: string[] = [];
  const corePattern = readOrEmpty(corePatternFile).trim();
  if (corePattern.startsWith('|')) {
    warnings.push(
      `kernel.core_pattern pipes core dumps to ${corePattern.slice(1).split(' ')[0]}: every crashing submission starts it, outside the sandbox's limits; set it to a file name (sysctl kernel.core_pattern=core) on judging machines`,
    );
  }
  return warnings;
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
