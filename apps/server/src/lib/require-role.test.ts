import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRoleChecks } from './require-role.ts';

describe('registerRoleChecks', () => {
  it('refuses a staff route that names no roles, so none is added unguarded', async () => {
    const app = Fastify();
    registerRoleChecks(app);
    app.get('/api/public', async () => ({}));
    expect(() => app.get('/api/admin/unguarded', async () => ({}))).toThrow(/GET \/api\/admin\/unguarded is a staff route without config.roles/);
    await app.close();
  });
});
