import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../../test/support/accounts.ts';
import { listRoutes, type RouteEntry } from '../../../test/support/list-routes.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { changeRolesByEmail } from './users/grant-roles.ts';

/**
 * Every staff route, found from Fastify's own route table (a route added later is
 * covered without touching this test), refuses a learner's token with 403, a missing
 * token with 401, and lets an admin through.
 */
let t: TestApp;
let learnerToken: string;
let adminToken: string;
let staffRoutes: RouteEntry[];

const EXAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const urlOf = (route: RouteEntry) => route.url.replace(':kind', 'submission').replace(':version', '1').replace(/:[A-Za-z]+/g, EXAMPLE_ID);

beforeAll(async () => {
  t = await createTestApp();
  ({ token: learnerToken } = await registerAccount(t.app));
  const admin = await registerAccount(t.app);
  await changeRolesByEmail(t.app.db, admin.user.email, { add: ['admin'] }, 'command line');
  adminToken = admin.token;
  staffRoutes = listRoutes(t.app).filter((route) => route.url.startsWith('/api/admin'));
});
afterAll(() => t?.close());

describe('authorization of the staff routes', () => {
  it('finds the staff routes', () => {
    for (const route of [
      { method: 'GET', url: '/api/admin/audit/' },
      { method: 'POST', url: '/api/admin/problems/upload' },
      { method: 'POST', url: '/api/admin/problems/:slug/versions/:version/publish' },
      { method: 'GET', url: '/api/admin/problems/:slug/versions/:version/archive' },
      { method: 'POST', url: '/api/admin/rejudges/' },
      { method: 'POST', url: '/api/admin/users/:id/disable' },
      { method: 'PUT', url: '/api/admin/users/:id/roles' },
      { method: 'GET', url: '/api/admin/submissions/:id' },
      { method: 'GET', url: '/api/admin/judge/' },
      { method: 'POST', url: '/api/admin/judge/jobs/:kind/:id/fail' },
    ]) {
      expect(staffRoutes).toContainEqual(route);
    }
    expect(staffRoutes.length).toBeGreaterThanOrEqual(20);
  });

  it('answers 403 to a learner on every staff route, before reading anything it sent', async () => {
    for (const route of staffRoutes) {
      const response = await t.app.inject({ method: route.method as 'GET', url: urlOf(route), headers: bearer(learnerToken), payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : {} });
      expect({ route, status: response.statusCode }).toEqual({ route, status: 403 });
      if (route.method !== 'HEAD') expect(response.json()).toMatchObject({ code: 'FORBIDDEN', error: expect.stringMatching(/^This needs the .*admin role\.$/) });
    }
  });

  it('answers 401 without a token on every staff route', async () => {
    for (const route of staffRoutes) {
      const response = await t.app.inject({ method: route.method as 'GET', url: urlOf(route) });
      expect({ route, status: response.statusCode }).toEqual({ route, status: 401 });
    }
  });

  it('lets an admin in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(adminToken) });
    expect(response.statusCode).toBe(200);
  });
});
