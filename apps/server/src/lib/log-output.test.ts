import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { testConfig } from '../../test/support/test-app.ts';
import { randomJwtSecret } from './jwt-secret.ts';
import { logStreamOption, prettyLogStream } from './log-output.ts';
import { migratedDatabaseImage } from '../db/memory-image.ts';

describe('pretty log lines (standard output is a terminal)', () => {
  const lines: string[] = [];
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = openDatabase({ kind: 'pglite', inMemory: true, image: await migratedDatabaseImage() });
    await database.migrate();
    app = await buildApp(testConfig({ logLevel: 'info' }), {
      database,
      jwtSecret: randomJwtSecret(),
      logStream: prettyLogStream({ write: (line) => lines.push(line) }, false),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('are readable text rather than JSON', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    const requestLine = lines.find((line) => line.includes('request completed'));
    expect(requestLine).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO/);
    expect(lines.every((line) => !line.startsWith('{'))).toBe(true);
  });

  it('still never show a password hash quoted by a database error', async () => {
    await database.db.execute(sql`create function refuse_users() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await database.db.execute(sql`create trigger refuse_users before insert on users for each row execute function refuse_users()`);
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
    expect(log).not.toContain('Very-secret-1');
  });
});

describe('the log stream', () => {
  it('is the one given, else JSON on standard output under tests', () => {
    const given = { write: () => undefined };
    expect(logStreamOption(given)).toEqual({ stream: given });
    expect(logStreamOption(undefined)).toEqual({});
  });
});
