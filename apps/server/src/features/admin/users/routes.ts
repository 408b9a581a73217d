import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminSubmissionDetail, AdminUserDetail, AdminUserParams, AdminUsersAnswer, AdminUsersQuery, RolesBody } from '@codepath/contract/admin-users';
import { ErrorBody } from '@codepath/contract/errors';
import { STAFF_AREAS } from '@codepath/contract/roles';
import { actorOf } from '../actor.ts';
import { getSubmissionForStaff, getUser } from './get-user.ts';
import { listUsers } from './list-users.ts';
import { setUserDisabled, setUserRoles } from './manage-user.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const config = { roles: STAFF_AREAS.users };

/** /api/admin/users and /api/admin/submissions: accounts, their progress and submissions (admins only). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminEmails = app.config.adminEmails;
  const detail = (id: string) => getUser(app.db, id, adminEmails);

  app.get('/users', { config, schema: { querystring: AdminUsersQuery, response: { 200: AdminUsersAnswer, ...errors } } }, (request) => listUsers(app.db, request.query, adminEmails));

  app.get('/users/:id', { config, schema: { params: AdminUserParams, response: { 200: AdminUserDetail, ...errors } } }, (request) => detail(request.params.id));

  for (const [action, isDisabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(`/users/:id/${action}`, { config, schema: { params: AdminUserParams, response: { 200: AdminUserDetail, ...errors } } }, async (request) => {
      await setUserDisabled(app.db, request.params.id, isDisabled, actorOf(request));
      app.accountChanges.announce(request.params.id);
      return detail(request.params.id);
    });
  }

  app.put('/users/:id/roles', { config, schema: { params: AdminUserParams, body: RolesBody, response: { 200: AdminUserDetail, ...errors } } }, async (request) => {
    await setUserRoles(app.db, request.params.id, request.body.roles, actorOf(request));
    app.accountChanges.announce(request.params.id);
    return detail(request.params.id);
  });

  app.get('/submissions/:id', { config, schema: { params: z.object({ id: z.guid() }), response: { 200: AdminSubmissionDetail, ...errors } } }, (request) =>
    getSubmissionForStaff(app.db, request.params.id),
  );
};
