import type { Judge } from '@codepath/judge/judge';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Database, DatabaseKind } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import type { Judging } from '../judging.ts';
import type { ContestSignals } from './contest-signals.ts';
import type { AccountChanges } from './account-changes.ts';
import type { Metrics } from './metrics.ts';
import type { SignedInUsers } from './signed-in-users.ts';
import type { TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    databaseKind: DatabaseKind;
    tokens: TokenService;
    /** The accounts behind tokens, checked at most every few seconds per account. */
    signedInUsers: SignedInUsers;
    /** Set in scale-out mode (REDIS_URL); null in embedded mode. */
    redis: Redis | null;
    /** Null on an API server (role api), which judges nothing. */
    judge: Judge | null;
    judging: Judging;
    /** Tells API servers that a contest's standings or clarifications changed (contests feature). */
    contestSignals: ContestSignals;
    /** This app's Prometheus registry and the judge's observations. */
    metrics: Metrics;
    /** Tells every API server to read an account again at once (disabled, roles changed); API roles only. */
    accountChanges: AccountChanges;
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
  }
}
