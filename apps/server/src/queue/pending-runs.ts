import type { Redis } from 'ioredis';

/**
 * How many runs each learner has waiting or running, for the MAX_PENDING_JOBS cap.
 * In memory with one server; in Redis with REDIS_URL, so the cap holds across every
 * API server. A Redis count expires PENDING_RUNS_TTL_MS after its last take, so runs
 * lost with a crashed server cannot block their learner for longer than that.
 */
export interface PendingRuns {
  /** The user's runs waiting or running now. */
  count(userId: string): Promise<number>;
  /** Counts one more run unless the user already has `limit`; answers the count before the take. */
  take(userId: string, limit: number): Promise<{ taken: boolean; pending: number }>;
  /** Ends one counted run (call it in `finally` after every successful take). */
  release(userId: string): Promise<void>;
}

/** Longer than any run waits and runs; refreshed by every take. */
export const PENDING_RUNS_TTL_MS = 5 * 60_000;

export function createPendingRuns(redis: Redis | null, redisPrefix: string): PendingRuns {
  return redis ? createRedisPendingRuns(redis, `${redisPrefix}:pending-runs:`) : createLocalPendingRuns();
}

export function createLocalPendingRuns(): PendingRuns {
  const pending = new Map<string, number>();
  return {
    count: async (userId) => pending.get(userId) ?? 0,
    async take(userId, limit) {
      const before = pending.get(userId) ?? 0;
      if (before >= limit) return { taken: false, pending: before };
      pending.set(userId, before + 1);
      return { taken: true, pending: before };
    },
    async release(userId) {
      const left = (pending.get(userId) ?? 1) - 1;
      if (left > 0) pending.set(userId, left);
      else pending.delete(userId);
    },
  };
}

// KEYS[1] the user's count; ARGV[1] the cap, ARGV[2] the TTL in ms. Answers {taken 0|1, count before}.
const TAKE = `
local before = tonumber(redis.call('GET', KEYS[1]) or '0')
if before >= tonumber(ARGV[1]) then return {0, before} end
redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1, before}
`;

// A count that expired meanwhile stays gone rather than going negative.
const RELEASE = `
local left = redis.call('DECR', KEYS[1])
if left <= 0 then redis.call('DEL', KEYS[1]) end
return left
`;

export function createRedisPendingRuns(redis: Redis, keyPrefix: string, ttlMs = PENDING_RUNS_TTL_MS): PendingRuns {
  const key = (userId: string) => `${keyPrefix}${userId}`;
  return {
    async count(userId) {
      return Number((await redis.get(key(userId))) ?? 0);
    },
    async take(userId, limit) {
      const [taken, before] = (await redis.eval(TAKE, 1, key(userId), limit, ttlMs)) as [number, number];
      return { taken: taken === 1, pending: before };
    },
    async release(userId) {
      await redis.eval(RELEASE, 1, key(userId));
    },
  };
}
