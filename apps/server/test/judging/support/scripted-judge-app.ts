import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GradeRequest, Judge } from '@codepath/judge/judge';
import type { GradeResult, TestResult } from '@codepath/judge/grade';
import { buildApp } from '../../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../../src/db/client.ts';
import { randomJwtSecret } from '../../../src/lib/jwt-secret.ts';
import { testConfig } from '../../support/test-app.ts';
import { writeSumProblem } from './tiny-problem.ts';
import { migratedDatabaseImage } from '../../../src/db/memory-image.ts';

/** What the scripted judge does with a submission: its source names the script. */
export type GradeScript = (request: GradeRequest) => Promise<GradeResult>;

export const testResult = (index: number, verdict: TestResult['verdict']): TestResult => ({
  index,
  name: index === 1 ? 'sample/01' : 'secret/01',
  isSample: index === 1,
  verdict,
  timeMs: 1,
  wallMs: 1,
  memoryKb: 1,
  message: '',
});

/**
 * A judge that runs nothing: each submission's source is the name of a script in
 * `scripts`, so a test can make the judge fail half-way or answer at once.
 */
function scriptedJudge(scripts: Record<string, GradeScript>): Judge {
  return {
    executionMethod: 'sandbox',
    selfTest: async () => {},
    runProgram: () => Promise.reject(new Error('the scripted judge runs no programs')),
    runCases: () => Promise.reject(new Error('the scripted judge runs no programs')),
    gradeSubmission: (request) => {
      const script = scripts[request.source];
      if (!script) return Promise.reject(new Error(`no script named ${request.source}`));
      return script(request);
    },
  };
}

export interface ScriptedJudgeApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The whole server with the two-test "line-sum" problem and a scripted judge. */
export async function createScriptedJudgeApp(scripts: Record<string, GradeScript>): Promise<ScriptedJudgeApp> {
  const problemsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-scripted-'));
  writeSumProblem(problemsDir);
  const database = openDatabase({ kind: 'pglite', inMemory: true, image: await migratedDatabaseImage() });
  await database.migrate();
  const app = await buildApp(testConfig({ problemsDir }), { database, jwtSecret: randomJwtSecret(), judge: scriptedJudge(scripts) });
  await app.ready();
  await app.judging.catalogue.importAll();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(problemsDir, { recursive: true, force: true });
    },
  };
}
