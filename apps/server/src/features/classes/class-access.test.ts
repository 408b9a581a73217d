import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerClassAccess } from './class-access.ts';

describe('class access', () => {
  it('refuses to start with a route of one class that declares no class roles', async () => {
    const app = Fastify();
    registerClassAccess(app);
    expect(() => app.get('/:classId/anything', () => ({}))).toThrow('GET /:classId/anything is a class route without config.classRoles');
    await app.close();
  });

  it('starts with one that declares them', async () => {
    const app = Fastify();
    registerClassAccess(app);
    app.get('/:classId/anything', { config: { classRoles: ['teacher'] } }, () => ({}));
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
