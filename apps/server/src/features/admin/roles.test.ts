import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount, uniqueEmail } from '../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, roleGrants } from '../../db/schema-admin.ts';
import { users } from '../../db/schema.ts';
import { changeRolesByEmail } from './users/grant-roles.ts';

let t: TestApp;
const configuredAdmin = uniqueEmail('configured');

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [configuredAdmin] });
});
afterAll(() => t?.close());

const rolesOf = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/access', headers: bearer(token) })).json().roles;

describe('roles', () => {
  it('gives everyone the learner role and nothing more', async () => {
    const { token } = await registerAccount(t.app);
    expect(await rolesOf(token)).toEqual(['learner']);
    expect((await t.app.inject({ method: 'GET', url: '/api/access' })).statusCode).toBe(401);
  });

  it('makes the accounts of ADMIN_EMAILS administrators, whatever their stored roles', async () => {
    const { token } = await registerAccount(t.app, { email: configuredAdmin.toUpperCase() });
    expect(await rolesOf(token)).toEqual(['learner', 'admin']);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('keeps a grant to an e-mail without an account until that account signs up, then moves it onto the account', async () => {
    const email = uniqueEmail('operator');
    expect(await changeRolesByEmail(t.app.db, email, { add: ['admin'] }, 'command line')).toEqual({ kind: 'pending', roles: ['admin'] });
    const { token, user } = await registerAccount(t.app, { email });
    expect(await rolesOf(token)).toEqual(['learner', 'admin']);
    expect(await t.app.db.select().from(roleGrants).where(eq(roleGrants.email, email))).toEqual([]);
    const [stored] = await t.app.db.select({ roles: users.roles }).from(users).where(eq(users.id, user.id));
    expect(stored?.roles).toEqual(['admin']);
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, email));
    expect(entry).toMatchObject({ actorLabel: 'command line', action: 'user.roles-pending', after: { roles: ['admin'] } });
  });

  it('gives an author the problems area but not the admin-only ones, and takes it back at once', async () => {
    const { token, user } = await registerAccount(t.app);
    await changeRolesByEmail(t.app.db, user.email, { add: ['author'] }, 'command line');
    expect(await rolesOf(token)).toEqual(['learner', 'author']);
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(token) });
    expect(audit.statusCode).toBe(403);
    expect(audit.json()).toEqual({ code: 'FORBIDDEN', error: 'This needs the admin role.' });
    await changeRolesByEmail(t.app.db, user.email, { remove: ['author'] }, 'command line');
    expect(await rolesOf(token)).toEqual(['learner']);
  });
});
