import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp, buildWorker } from '../../../src/app.ts';
import type { Config } from '../../../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../../src/db/client.ts';
import { randomJwtSecret } from '../../../src/lib/jwt-secret.ts';
import type { JudgingTestApp } from '../../judging/support/judging-app.ts';
import { createJudgingTestApp } from '../../judging/support/judging-app.ts';
import { testConfig } from '../../support/test-app.ts';
import { adminQuery, databaseUrlOf } from '../../support/postgres-admin.ts';
import { deleteRedisKeys } from '../../support/redis-keys.ts';

/** The shared servers of the test machine; override with TEST_POSTGRES_URL and TEST_REDIS_URL. */
export const SHARED_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The two ways the product runs: one process, or API servers and judge workers meeting on Redis and PostgreSQL. */
export const JUDGING_MODES = ['embedded', 'scale-out'] as const;
export type JudgingMode = (typeof JUDGING_MODES)[number];


export interface ScaleOutTestApp extends JudgingTestApp {
  worker: FastifyInstance;
}

/**
 * Scale-out mode in this process: an API app (role api) and a judge worker
 * (buildWorker), each with its own connections, on a fresh database of the shared
 * PostgreSQL and the shared Redis under a random REDIS_PREFIX. Closing stops both,
 * drops the database, deletes the prefix's keys and removes problemsDir.
 */
export async function createScaleOutTestApp(problemsDir: string, overrides: Partial<Config> = {}): Promise<ScaleOutTestApp> {
  const databaseName = `codepath_scale_${randomBytes(6).toString('hex')}`;
  const databaseUrl = databaseUrlOf(databaseName);
  await adminQuery(`CREATE DATABASE ${databaseName}`);
  const shared: Partial<Config> = {
    redisUrl: SHARED_REDIS_URL,
    redisPrefix: `test-scale-${randomUUID().slice(0, 8)}`,
    databaseUrl,
    problemsDir,
    judgeLeaseMs: 5_000,
    ...overrides,
  };
  const jwtSecret = randomJwtSecret();
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const cleanUp = async () => {
    for (const app of apps.reverse()) await app.close().catch(() => {});
    for (const handle of handles) await handle.close().catch(() => {});
    await deleteRedisKeys(SHARED_REDIS_URL, shared.redisPrefix ?? '').catch(() => {});
    await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    fs.rmSync(problemsDir, { recursive: true, force: true });
  };
  try {
    const apiDatabase = openDatabase({ kind: 'postgres', url: databaseUrl });
    handles.push(apiDatabase);
    await apiDatabase.migrate();
    const app = await buildApp(testConfig({ ...shared, role: 'api' }), { database: apiDatabase, jwtSecret });
    apps.push(app);
    await app.ready();
    await app.judging.catalogue.importAll();

    const workerDatabase = openDatabase({ kind: 'postgres', url: databaseUrl });
    handles.push(workerDatabase);
    const worker = await buildWorker(testConfig({ ...shared, role: 'worker', judgeConcurrency: 2 }), { database: workerDatabase, jwtSecret });
    apps.push(worker);
    await worker.ready();
    return { app, worker, database: apiDatabase, judging: app.judging, problemsDir, close: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** The judging test app of either mode, with `problemsDir` imported; closing removes problemsDir. */
export function createJudgingTestAppIn(mode: JudgingMode, problemsDir: string, overrides: Partial<Config> = {}): Promise<JudgingTestApp> {
  return mode === 'embedded' ? createJudgingTestApp(problemsDir, overrides) : createScaleOutTestApp(problemsDir, overrides);
}
