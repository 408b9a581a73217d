import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalPendingRuns, createRedisPendingRuns, type PendingRuns } from './pending-runs.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function sharedBehaviour(pending: PendingRuns) {
  expect(await pending.take('ada', 2)).toEqual({ taken: true, pending: 0 });
  expect(await pending.take('ada', 2)).toEqual({ taken: true, pending: 1 });
  expect(await pending.take('ada', 2)).toEqual({ taken: false, pending: 2 });
  expect(await pending.take('grace', 2)).toEqual({ taken: true, pending: 0 });
  expect(await pending.count('ada')).toBe(2);
  await pending.release('ada');
  expect(await pending.count('ada')).toBe(1);
  expect(await pending.take('ada', 2)).toEqual({ taken: true, pending: 1 });
}

describe('pending runs in memory', () => {
  it('takes up to the cap per learner and frees a place on release', async () => {
    await sharedBehaviour(createLocalPendingRuns());
  });
});

describe('pending runs in Redis', () => {
  let redis: Redis;
  let prefix: string;

  beforeEach(() => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    prefix = `test-${randomUUID()}:pending-runs:`;
  });
  afterEach(async () => {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('takes up to the cap per learner and frees a place on release', async () => {
    await sharedBehaviour(createRedisPendingRuns(redis, prefix));
  });

  it('never lets two servers taking at once pass the cap', async () => {
    const second = redis.duplicate();
    try {
      const [one, two] = [createRedisPendingRuns(redis, prefix), createRedisPendingRuns(second, prefix)];
      const takes = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? one : two).take('ada', 3)));
      expect(takes.filter((take) => take.taken)).toHaveLength(3);
      expect(await two.count('ada')).toBe(3);
    } finally {
      second.disconnect();
    }
  });

  it('forgets the runs of a server that stopped without releasing them once the TTL passes', async () => {
    const crashed = createRedisPendingRuns(redis, prefix, 200);
    expect((await crashed.take('ada', 1)).taken).toBe(true);
    expect((await crashed.take('ada', 1)).taken).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const other = createRedisPendingRuns(redis, prefix, 200);
    expect(await other.take('ada', 1)).toEqual({ taken: true, pending: 0 });
    // Late releases (the lost run's, then a stray one) never drive the count below zero.
    await crashed.release('ada');
    await crashed.release('ada');
    expect(await other.count('ada')).toBe(0);
    expect((await other.take('ada', 1)).taken).toBe(true);
    expect((await other.take('ada', 1)).taken).toBe(false);
  });
});
