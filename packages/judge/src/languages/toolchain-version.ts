import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { JudgeError } from '../errors.ts';

const run = promisify(execFile);

/** The toolchain a language needs and the oldest version of it that works with its commands. */
export interface ToolchainRequirement {
  name: string;
  /** Prints the version (on stdout or stderr); a function, as a toolchain's path may be found at run time. */
  versionCommand: () => readonly string[];
  /** Finds the version in that output: its groups are the major, minor, ... numbers. */
  versionPattern: RegExp;
  minimum: readonly number[];
}

/** The version numbers in a toolchain's output, or undefined when the pattern is not there. */
export function parseToolchainVersion(output: string, pattern: RegExp): number[] | undefined {
  const match = pattern.exec(output);
  if (!match) return undefined;
  return match.slice(1).filter((part) => part !== undefined).map(Number);
}

/** Compares part by part; a missing part counts as 0 (17 ≥ 17.0.1 is false, 17.0.15 ≥ 17 is true). */
export function meetsMinimum(version: readonly number[], minimum: readonly number[]): boolean {
  for (let i = 0; i < Math.max(version.length, minimum.length); i++) {
    const have = version[i] ?? 0;
    const need = minimum[i] ?? 0;
    if (have !== need) return have > need;
  }
  return true;
}

/**
 * Runs the toolchain's version command on the host (the toolchain is ours, not the
 * learner's) and refuses one that is missing or older than the language needs, as
 * DMOJ's executors do, so a wrong JDK or compiler is named at start-up.
 */
export async function assertToolchainVersion(requirement: ToolchainRequirement): Promise<number[]> {
  const wanted = requirement.minimum.join('.');
  const [command, ...args] = requirement.versionCommand();
  let output: string;
  try {
    const { stdout, stderr } = await run(command ?? '', args, { timeout: 15_000 });
    output = `${stdout}\n${stderr}`;
  } catch (error) {
    throw new JudgeError('SELF_TEST_FAILED', `${requirement.name} ${wanted} or newer is needed; \`${[command, ...args].join(' ')}\` failed`, { cause: error });
  }
  const version = parseToolchainVersion(output, requirement.versionPattern);
  if (!version) {
    throw new JudgeError('SELF_TEST_FAILED', `${requirement.name}: no version in ${JSON.stringify(output.trim().slice(0, 200))}`);
  }
  if (!meetsMinimum(version, requirement.minimum)) {
    throw new JudgeError('SELF_TEST_FAILED', `${requirement.name} ${wanted} or newer is needed; found ${version.join('.')}`);
  }
  return version;
}
