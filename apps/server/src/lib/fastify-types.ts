import type { Judge } from '@codepath/judge/judge';
import type { Config } from '../config.ts';
import type { Database, DatabaseKind } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import type { Judging } from '../judging.ts';
import type { TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    databaseKind: DatabaseKind;
    tokens: TokenService;
    judge: Judge;
    judging: Judging;
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
  }
}
