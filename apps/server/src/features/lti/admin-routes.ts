import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '@codepath/contract/errors';
import { CreateLtiPlatformBody, LtiPlatform, LtiPlatformParams, LtiPlatformsAnswer } from '@codepath/contract/lti';
import { STAFF_AREAS } from '@codepath/contract/roles';
import { z } from 'zod';
import { recordAudit } from '../../lib/audit.ts';
import { signedInUser } from '../../lib/authenticate.ts';
import { addPlatform, listPlatforms, removePlatform, updatePlatform } from './platforms.ts';
import { publicBaseOf, toolConfiguration } from './tool-configuration.ts';

const admins = { roles: STAFF_AREAS.lti };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** /api/admin/lti: the LMS platforms an administrator registered, and the tool's URLs to give them. */
export const ltiAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/platforms', { config: admins, schema: { response: { 200: LtiPlatformsAnswer, ...errors } } }, async (request) => ({
    platforms: await listPlatforms(app.db),
    tool: toolConfiguration(publicBaseOf(request)),
  }));

  app.post('/platforms', { config: admins, schema: { body: CreateLtiPlatformBody, response: { 201: LtiPlatform, ...errors } } }, async (request, reply) => {
    const created = await addPlatform(app.db, request.body);
    await recordAudit(app.db, signedInUser(request), { action: 'lti.platform-added', targetType: 'lti-platform', targetId: created.id, after: { issuer: created.issuer, clientId: created.clientId } });
    const listed = (await listPlatforms(app.db)).find((platform) => platform.id === created.id)!;
    return reply.code(201).send(listed);
  });

  app.put(
    '/platforms/:platformId',
    { config: admins, schema: { params: LtiPlatformParams, body: CreateLtiPlatformBody, response: { 200: LtiPlatform, ...errors } } },
    async (request) => {
      const updated = await updatePlatform(app.db, request.params.platformId, request.body);
      await recordAudit(app.db, signedInUser(request), { action: 'lti.platform-changed', targetType: 'lti-platform', targetId: updated.id, after: { issuer: updated.issuer, clientId: updated.clientId, deploymentIds: updated.deploymentIds, classId: updated.classId } });
      return (await listPlatforms(app.db)).find((platform) => platform.id === updated.id)!;
    },
  );

  app.delete('/platforms/:platformId', { config: admins, schema: { params: LtiPlatformParams, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await removePlatform(app.db, request.params.platformId);
    await recordAudit(app.db, signedInUser(request), { action: 'lti.platform-removed', targetType: 'lti-platform', targetId: request.params.platformId });
    return reply.code(204).send(null);
  });
};
