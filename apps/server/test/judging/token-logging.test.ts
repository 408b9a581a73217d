import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { randomJwtSecret } from '../../src/lib/jwt-secret.ts';
import { registerAccount } from '../support/accounts.ts';
import { testConfig } from '../support/test-app.ts';

const lines: string[] = [];
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = openDatabase({ kind: 'pglite', inMemory: true });
  await database.migrate();
  app = await buildApp(testConfig({ logLevel: 'info' }), {
    database,
    jwtSecret: randomJwtSecret(),
    logStream: { write: (line) => lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('events stream token in the query', () => {
  it('is checked like the bearer header and never written to the logs', async () => {
    const { token } = await registerAccount(app);
    const response = await app.inject({ method: 'GET', url: `/api/submissions/${randomUUID()}/events?token=${token}` });
    expect(response.statusCode).toBe(404);
    const log = lines.join('');
    expect(log).toContain('/events?token=[redacted]');
    expect(log).not.toContain(token);
  });
});
