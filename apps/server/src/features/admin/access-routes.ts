import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '@codepath/contract/errors';
import { AccessAnswer } from '@codepath/contract/roles';
import { authenticateFresh, signedInUser } from '../../lib/authenticate.ts';
import { resolveRoles } from '../../lib/roles.ts';

/** GET /api/access: the caller's roles, so the web app shows the staff areas they may open (learners: just "learner"). */
export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { onRequest: authenticateFresh, schema: { response: { 200: AccessAnswer, 401: ErrorBody } } }, async (request) => {
    const { roles } = await resolveRoles(app.db, signedInUser(request), app.config.adminEmails);
    return { roles };
  });
};
