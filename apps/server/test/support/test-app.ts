import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { openDatabase, type DatabaseHandle, type DatabaseLocation } from '../../src/db/client.ts';
import { randomJwtSecret } from '../../src/lib/jwt-secret.ts';
import { migratedDatabaseImage } from '../../src/db/memory-image.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  jwtSecret: Uint8Array;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    role: 'all',
    redisUrl: undefined,
    redisPrefix: `test-${randomUUID()}`,
    judgeLeaseMs: 30_000,
    workerPort: 0,
    metricsToken: undefined,
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(os.tmpdir(), 'codepath-test-unused'),
    databaseUrl: undefined,
    jwtSecret: undefined,
    problemsDir: path.join(os.tmpdir(), 'codepath-test-no-problems'),
    judgeConcurrency: 2,
    judgeAllowUnsandboxed: false,
    runRateLimit: 1000,
    submitRateLimit: 1000,
    maxPendingJobs: 100,
    webDistDir: path.join(os.tmpdir(), 'codepath-test-no-web-build'),
    authRateLimit: 1000,
    trustProxy: false,
    logLevel: 'silent',
    google: null,
    github: null,
    ai: null,
    hintRateLimit: 1000,
    adminEmails: [],
    uploadLimitBytes: 64 * 1024 * 1024,
    publicUrl: undefined,
    ...overrides,
  };
}

/** A full app on a fresh in-memory PGlite (or the given database), with a random JWT secret. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  location?: DatabaseLocation,
): Promise<TestApp> {
  const database = openDatabase(location ?? { kind: 'pglite', inMemory: true, image: await migratedDatabaseImage() });
  await database.migrate();
  const jwtSecret = randomJwtSecret();
  const app = await buildApp(testConfig(overrides), { database, jwtSecret });
  await app.ready();
  return {
    app,
    database,
    jwtSecret,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
