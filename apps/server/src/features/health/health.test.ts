import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { REDIS_PING_TIMEOUT_MS } from './check-health.ts';
import { deleteRedisKeys } from '../../../test/support/redis-keys.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('GET /api/health in embedded mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports ok, the database, the role and that Redis is off', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'pglite', version: expect.any(String), role: 'all', redis: 'off' });
  });

  it('answers 503 naming the database when it is gone, without its details', async () => {
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'Database is not answering', code: 'SERVICE_UNAVAILABLE' });
    expect(response.body).not.toMatch(/pglite|closed/i);
  });
});

// Each test builds its own app (seconds on a busy machine) and closes a Redis client.
describe('GET /api/health with Redis', { timeout: 60_000 }, () => {
  it('reports Redis ok and the role when Redis answers PING', async () => {
    const t = await createTestApp({ role: 'api', redisUrl: REDIS_URL });
    try {
      const redis = t.app.redis;
      if (redis && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', role: 'api', redis: 'ok' });
    } finally {
      await t.close();
      // The queue wrote its keys under the test's own prefix; the Redis is shared.
      await deleteRedisKeys(REDIS_URL, t.app.config.redisPrefix);
    }
  });

  it('answers 503 naming Redis at once when nothing listens at REDIS_URL', async () => {
    const t = await createTestApp({ role: 'api', redisUrl: 'redis://127.0.0.1:1' });
    try {
      const started = Date.now();
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'Redis is not answering', code: 'SERVICE_UNAVAILABLE' });
      expect(Date.now() - started).toBeLessThan(REDIS_PING_TIMEOUT_MS);
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming Redis within the timeout when Redis connects but stops answering', async () => {
    // Answers the client's connection set-up (HELLO, CLIENT SETNAME, INFO), then never a PING.
    const info = 'loading:0\r\n';
    const sockets = new Set<net.Socket>();
    const silentRedis = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('data', (data) => {
        const text = data.toString();
        if (/PING/i.test(text)) return;
        const replies = text.split('*').slice(1).map((command) => (/INFO/i.test(command) ? `$${info.length}\r\n${info}\r\n` : '+OK\r\n'));
        socket.write(replies.join(''));
      });
    });
    await new Promise<void>((resolve) => silentRedis.listen(0, '127.0.0.1', resolve));
    const { port } = silentRedis.address() as net.AddressInfo;
    const t = await createTestApp({ role: 'api', redisUrl: `redis://127.0.0.1:${port}` });
    try {
      const redis = t.app.redis;
      if (redis && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
      const started = Date.now();
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      const took = Date.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'Redis is not answering', code: 'SERVICE_UNAVAILABLE' });
      expect(took).toBeGreaterThanOrEqual(REDIS_PING_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(REDIS_PING_TIMEOUT_MS + 2000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await t.close();
      silentRedis.close();
    }
  });
});
