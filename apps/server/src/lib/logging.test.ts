import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { bearer, registerAccount } from '../../test/support/accounts.ts';
import { testConfig } from '../../test/support/test-app.ts';
import { randomJwtSecret } from './jwt-secret.ts';
import { migratedDatabaseImage } from '../db/memory-image.ts';

const lines: string[] = [];
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = openDatabase({ kind: 'pglite', inMemory: true, image: await migratedDatabaseImage() });
  await database.migrate();
  app = await buildApp(testConfig({ logLevel: 'trace' }), {
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

describe('request logs', () => {
  it('record every request and its outcome, but never passwords or tokens', async () => {
    const { token } = await registerAccount(app, { password: 'Very-secret-1' });
    await app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
    await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'Wrong-guess-1', newPassword: 'Another-secret-2' },
    });

    const log = lines.join('');
    expect(log).toContain('"url":"/api/auth/profile"');
    expect(log).toContain('"statusCode":400');
    for (const secret of ['Very-secret-1', 'Wrong-guess-1', 'Another-secret-2', token]) {
      expect(log).not.toContain(secret);
    }
  });

  it('check the events stream token of the query like the bearer header, and never write it', async () => {
    const { token } = await registerAccount(app);
    const response = await app.inject({ method: 'GET', url: `/api/submissions/${randomUUID()}/events?token=${token}` });
    expect(response.statusCode).toBe(404);
    const log = lines.join('');
    expect(log).toContain('/events?token=[redacted]');
    expect(log).not.toContain(token);
  });

  it('never write a password hash, not even inside a database error that quotes the query', async () => {
    await database.db.execute(sql`create function refuse_users() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await database.db.execute(sql`create trigger refuse_users before insert on users for each row execute function refuse_users()`);
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: `hash-${randomUUID()}@example.com`, password: 'Very-secret-1', firstname: 'Ada', lastname: 'L' },
      });
      expect(response.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('refused');
      expect(log).not.toMatch(/scrypt\$\d/);
      expect(log).toContain('scrypt$[redacted]');
    } finally {
      await database.db.execute(sql`drop trigger refuse_users on users`);
    }
  });
});
