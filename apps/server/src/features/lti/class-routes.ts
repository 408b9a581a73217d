import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticateFresh } from '../../lib/authenticate.ts';
import { ClassIdParams } from '@codepath/contract/classes';
import { ErrorBody } from '@codepath/contract/errors';
import { LtiRosterSyncAnswer } from '@codepath/contract/lti';
import type { ServiceTokens } from './service-token.ts';
import { syncRoster } from './sync-roster.ts';

export interface LtiClassRouteOptions {
  /** The classes feature's check of a caller's role in `:classId` (`config.classRoles`). */
  registerClassAccess(app: FastifyInstance): void;
  tokens: ServiceTokens;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 503: ErrorBody };

/** POST /api/classes/:classId/lti/roster-sync: a teacher brings in the class's roster from the LMS (Names and Role Provisioning). */
export const ltiClassRoutes: FastifyPluginAsyncZod<LtiClassRouteOptions> = async (app, options) => {
  options.registerClassAccess(app);
  app.post(
    '/:classId/lti/roster-sync',
    { onRequest: authenticateFresh, config: { classRoles: ['teacher'] }, schema: { params: ClassIdParams, response: { 200: LtiRosterSyncAnswer, ...errors } } },
    async (request) => syncRoster(app.db, options.tokens, request.params.classId),
  );
};
