import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { randomJwtSecret } from '../../src/lib/jwt-secret.ts';
import { testConfig } from '../support/test-app.ts';
import { migratedDatabaseImage } from '../../src/db/memory-image.ts';

const lines: string[] = [];
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = openDatabase({ kind: 'pglite', inMemory: true, image: await migratedDatabaseImage() });
  await database.migrate();
  app = await buildApp(testConfig({ logLevel: 'trace' }), { database, jwtSecret: randomJwtSecret(), logStream: { write: (line) => lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

it('never writes the private half of the tool key to the log when storing it fails', async () => {
  await database.db.execute(sql`create function refuse_tool_keys() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
  await database.db.execute(sql`create trigger refuse_tool_keys before insert on lti_tool_keys for each row execute function refuse_tool_keys()`);
  try {
    expect((await app.inject({ method: 'GET', url: '/api/lti/jwks' })).statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('the tool key could not be stored');
    // A private RSA JWK has d, p, q, dp, dq and qi; the public one only n and e.
    expect(log).not.toMatch(/\\?"(d|dp|dq|qi)\\?"\s*:/);
    expect(log).not.toContain('insert into "lti_tool_keys"');
  } finally {
    await database.db.execute(sql`drop trigger refuse_tool_keys on lti_tool_keys`);
  }
});
