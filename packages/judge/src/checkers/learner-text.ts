import { scrubSandboxPaths } from '../execution.ts';

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
 * A program's own output as the learner sees it: the bytes the checker judged, NULs aside. Run, Run Code and
 * Submit show it alike. Unlike a compiler's or a runtime's messages nothing in it is tidied or replaced: no host
 * path is a program's to learn, and one it prints from what it knows (a README's) is judged and shown as printed.
 */
export function outputForLearner(text: string): string {
  return text.replace(/\0/g, '\uFFFD');
}
