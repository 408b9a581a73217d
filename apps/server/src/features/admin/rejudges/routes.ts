import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RejudgeDetail, RejudgeIdParams, RejudgeList, StartRejudgeBody } from '@codepath/contract/admin-rejudges';
import { ErrorBody } from '@codepath/contract/errors';
import { STAFF_AREAS } from '@codepath/contract/roles';
import { actorOf } from '../actor.ts';
import type { EnqueueBackground } from '../problems/problem-store.ts';
import { getRejudge, listRejudges } from './list-rejudges.ts';
import { cancelRejudge, startRejudge } from './start-rejudge.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const config = { roles: STAFF_AREAS.rejudges };

/** /api/admin/rejudges: start, follow and cancel rejudges (authors and admins). */
export const rejudgeRoutes: FastifyPluginAsyncZod<{ enqueue: EnqueueBackground }> = async (app, { enqueue }) => {
  app.get('/', { config, schema: { response: { 200: RejudgeList, ...errors } } }, () => listRejudges(app.db));

  app.post('/', { config, schema: { body: StartRejudgeBody, response: { 201: RejudgeDetail, ...errors } } }, async (request, reply) => {
    const id = await startRejudge(app.db, enqueue, request.body, actorOf(request), app.log);
    return reply.status(201).send(await getRejudge(app.db, id));
  });

  app.get('/:id', { config, schema: { params: RejudgeIdParams, response: { 200: RejudgeDetail, ...errors } } }, (request) => getRejudge(app.db, request.params.id));

  app.post('/:id/cancel', { config, schema: { params: RejudgeIdParams, response: { 200: RejudgeDetail, ...errors } } }, async (request) => {
    await cancelRejudge(app.db, request.params.id, actorOf(request));
    return getRejudge(app.db, request.params.id);
  });
};
