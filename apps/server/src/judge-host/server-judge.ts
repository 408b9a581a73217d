import { createJudge } from '@codepath/judge/judge';
import type { DatabaseKind } from '../db/client.ts';
import { createHostedJudge, type ClosableJudge, type HostedJudgeOptions } from './hosted-judge.ts';

/**
 * The judge of a judging server: in a child process beside an embedded database,
 * whose memory makes every fork of this process slow (README.md); in this process
 * beside PostgreSQL.
 */
export function createServerJudge(options: HostedJudgeOptions, databaseKind: DatabaseKind): ClosableJudge {
  if (databaseKind === 'pglite') return createHostedJudge(options);
  // Its close stops what it keeps running between jobs (the long-lived Java compiler).
  return createJudge(options);
}
