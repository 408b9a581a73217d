import { scrubHostPaths, scrubSandboxPaths } from '../execution.ts';

/**
 * Text the judge got from a program, a compiler or a validator, made fit to
 * show the learner and to store: no host path (a program can learn some, e.g.
 * from /proc/self/mountinfo) and no NUL, which PostgreSQL text columns reject.
 * Callers pass bounded text only.
 */
export function forLearner(text: string, hostPaths: readonly string[] = []): string {
  // Longest first, so a path inside another is replaced whole.
  const longestFirst = [...hostPaths].sort((a, b) => b.length - a.length);
  return scrubSandboxPaths(text, longestFirst).replace(/\0/g, '\uFFFD');
}

/**
 * A program's own output as the learner sees it: the bytes the checker judged, but for host paths (which no
 * program should have learned) and NULs. Unlike a compiler's or a runtime's messages, no sandbox path (`/box/`)
 * is tidied away: a program that prints one is judged on it, and shown it.
 */
export function outputForLearner(text: string, hostPaths: readonly string[] = []): string {
  const longestFirst = [...hostPaths].sort((a, b) => b.length - a.length);
  return scrubHostPaths(text, longestFirst).replace(/\0/g, '\uFFFD');
}
