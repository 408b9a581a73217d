import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { HealthAnswer, ServerRole } from '@codepath/contract/health';
import type { Database, DatabaseKind } from '../../db/client.ts';
import { serverPackageJson } from '../../paths.ts';

const version = (JSON.parse(fs.readFileSync(serverPackageJson, 'utf8')) as { version: string }).version;

/** A load balancer's probe must get an answer quickly, even while Redis hangs. */
export const REDIS_PING_TIMEOUT_MS = 1000;

export interface HealthSubject {
  db: Database;
  databaseKind: DatabaseKind;
  role: ServerRole;
  /** Null in embedded mode. */
  redis: Redis | null;
}

export type HealthOutcome =
  | { isHealthy: true; answer: HealthAnswer }
  | { isHealthy: false; message: string; failures: { name: 'Database' | 'Redis'; cause: unknown }[] };

async function checkDatabase(db: Database): Promise<unknown> {
  try {
    await db.execute(sql`select 1`);
    return null;
  } catch (error) {
    return error;
  }
}

async function checkRedis(redis: Redis): Promise<unknown> {
  // A disconnected client would queue the PING until Redis is back; say so at once instead.
  if (redis.status !== 'ready') return new Error(`connection is ${redis.status}`);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Error>((resolve) => {
    timer = setTimeout(() => resolve(new Error(`no answer to PING within ${REDIS_PING_TIMEOUT_MS} ms`)), REDIS_PING_TIMEOUT_MS);
  });
  try {
    const answered = redis.ping().then(
      (reply) => (reply === 'PONG' ? null : new Error(`PING answered ${reply}`)),
      (error: unknown) => error,
    );
    return await Promise.race([answered, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Healthy means the database answers a query and, in scale-out mode, Redis answers PING. */
export async function checkHealth(subject: HealthSubject): Promise<HealthOutcome> {
  const [databaseError, redisError] = await Promise.all([
    checkDatabase(subject.db),
    subject.redis ? checkRedis(subject.redis) : Promise.resolve(null),
  ]);
  const failures = [
    ...(databaseError ? [{ name: 'Database' as const, cause: databaseError }] : []),
    ...(redisError ? [{ name: 'Redis' as const, cause: redisError }] : []),
  ];
  if (failures.length > 0) {
    const names = failures.map((failure) => failure.name).join(' and ');
    return { isHealthy: false, message: `${names} ${failures.length === 1 ? 'is' : 'are'} not answering`, failures };
  }
  return {
    isHealthy: true,
    answer: { status: 'ok', database: subject.databaseKind, version, role: subject.role, redis: subject.redis ? 'ok' : 'off' },
  };
}
