import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app.ts';
import type { Config } from '../../../src/config.ts';
import { openDatabase, type DatabaseHandle, type DatabaseLocation } from '../../../src/db/client.ts';
import type { Judging } from '../../../src/judging.ts';
import { randomJwtSecret } from '../../../src/lib/jwt-secret.ts';
import { repositoryRoot } from '../../../src/paths.ts';
import { testConfig } from '../../support/test-app.ts';
import { migratedDatabaseImage } from '../../../src/db/memory-image.ts';

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

/** The whole server on an in-memory PGlite (or the given database) with `problemsDir` imported; closing removes problemsDir. */
export async function createJudgingTestApp(
  problemsDir: string,
  overrides: Partial<Config> = {},
  location?: DatabaseLocation,
): Promise<JudgingTestApp> {
  const database = openDatabase(location ?? { kind: 'pglite', inMemory: true, image: await migratedDatabaseImage() });
  await database.migrate();
  const app = await buildApp(testConfig({ problemsDir, ...overrides }), { database, jwtSecret: randomJwtSecret() });
  await app.ready();
  await app.judging.catalogue.importAll();
  return {
    app,
    database,
    judging: app.judging,
    problemsDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(problemsDir, { recursive: true, force: true });
    },
  };
}
