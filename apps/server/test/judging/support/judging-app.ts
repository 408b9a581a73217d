import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createJudge } from '@codepath/judge/judge';
import { buildApp } from '../../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../../src/db/client.ts';
import { createJudging, type Judging, type JudgingSettings } from '../../../src/judging.ts';
import { randomJwtSecret } from '../../../src/lib/jwt-secret.ts';
import { repositoryRoot } from '../../../src/paths.ts';
import { testConfig } from '../../support/test-app.ts';
import { applyJudgingSchema } from './judging-schema.ts';

export interface JudgingTestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  judging: Judging;
  problemsDir: string;
  close(): Promise<void>;
}

/** A temporary catalogue holding copies of the named catalogue problems. */
export function makeProblemsDir(slugs: readonly string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-problems-'));
  for (const slug of slugs) fs.cpSync(path.join(repositoryRoot, 'problems', slug), path.join(dir, slug), { recursive: true });
  return dir;
}

/** The whole server (accounts included) on an in-memory PGlite with the judging service wired in; closing removes problemsDir. */
export async function createJudgingTestApp(
  problemsDir: string,
  settings: Partial<JudgingSettings> = {},
): Promise<JudgingTestApp> {
  const database = openDatabase({ kind: 'pglite', inMemory: true });
  await database.migrate();
  await applyJudgingSchema(database);
  const app = await buildApp(testConfig(), { database, jwtSecret: randomJwtSecret() });
  const judging = createJudging(
    database.db,
    createJudge(),
    {
      problemsDir,
      concurrency: 2,
      runsPerMinute: 1000,
      submissionsPerMinute: 1000,
      maxPendingJobsPerUser: 100,
      ...settings,
    },
    app.log,
  );
  await judging.registerRoutes(app);
  await app.ready();
  await judging.catalogue.importAll();
  return {
    app,
    database,
    judging,
    problemsDir,
    async close() {
      await judging.close();
      await app.close();
      await database.close();
      fs.rmSync(problemsDir, { recursive: true, force: true });
    },
  };
}
