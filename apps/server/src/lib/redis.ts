import { Redis } from 'ioredis';

/**
 * A Redis connection for scale-out mode. It reconnects by itself (backing off to
 * 2 s between attempts) while Redis restarts; commands sent meanwhile wait in
 * ioredis's offline queue. `maxRetriesPerRequest: null` is what BullMQ's blocking
 * connections require, and the same for every client keeps behaviour uniform.
 * Errors are logged, never thrown as unhandled 'error' events.
 */
export function createRedis(url: string, log: { warn(details: object, message: string): void }, name: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
    connectionName: `codepath-${name}`,
    retryStrategy: (attempt) => Math.min(100 * attempt, 2000),
  });
  let lastWarned = 0;
  redis.on('error', (error: Error) => {
    // A restart produces one error per reconnect attempt; one line per 10 s is enough.
    if (Date.now() - lastWarned < 10_000) return;
    lastWarned = Date.now();
    log.warn({ err: { message: error.message }, connection: name }, 'Redis connection error; reconnecting');
  });
  return redis;
}

/** Closes a connection politely, or drops it when Redis does not answer. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  try {
    await Promise.race([redis.quit(), new Promise((_, reject) => setTimeout(() => reject(new Error('quit timed out')), 1000).unref())]);
  } catch {
    redis.disconnect();
  }
}
