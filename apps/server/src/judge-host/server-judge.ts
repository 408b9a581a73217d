import { createJudge, type Judge, type VerifyingJudge } from '@codepath/judge/judge';
import { verifyPackage, type VerifyReport, type VerifyRow } from '@codepath/judge/verify';
import type { DatabaseKind } from '../db/client.ts';
import { createHostedJudge, type HostedJudgeOptions, type ServerJudge } from './hosted-judge.ts';

/**
 * The judge of a judging server: in a child process beside an embedded database,
 * whose memory makes every fork of this process slow (README.md); in this process
 * beside PostgreSQL.
 */
export function createServerJudge(options: HostedJudgeOptions, databaseKind: DatabaseKind): ServerJudge {
  if (databaseKind === 'pglite') return createHostedJudge(options);
  // Its close stops what it keeps running between jobs (the long-lived Java compiler).
  const judge = createJudge(options);
  return { ...judge, verifyPackage: (dir, onRow) => verifyPackage(judge, dir, { concurrency: 1, onRow }) };
}

/**
 * How this process verifies a package with the judge it was given: the server's own
 * judge does it in its process (the judge's child process beside PGlite); a judge
 * that can validate inputs and build validators (`createJudge`'s) does it here; any
 * other (a test's stand-in) cannot, and answers null.
 */
export function packageVerifierOf(judge: Judge): ((dir: string, onRow: (row: VerifyRow) => void) => Promise<VerifyReport>) | null {
  if ('verifyPackage' in judge && typeof judge.verifyPackage === 'function') return (judge as ServerJudge).verifyPackage;
  if ('validateInputs' in judge && 'checkOutputValidator' in judge) {
    return (dir, onRow) => verifyPackage(judge as VerifyingJudge, dir, { concurrency: 1, onRow });
  }
  return null;
}
