import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JobActionParams, JudgeOverview } from '@codepath/contract/admin-judge';
import { ErrorBody } from '@codepath/contract/errors';
import { STAFF_AREAS } from '@codepath/contract/roles';
import type { QueueCounts } from '../../../queue/judge-queue.ts';
import { actorOf } from '../actor.ts';
import { failJob, requeueJob, type JobControls } from './job-actions.ts';
import { getJudgeOverview } from './judge-overview.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const config = { roles: STAFF_AREAS.judge };

export interface JudgeAdminOptions {
  controls: JobControls;
  queueCounts(): Promise<QueueCounts[]>;
}

/** /api/admin/judge: workers, the queue and the jobs that need a look (admins only). */
export const judgeAdminRoutes: FastifyPluginAsyncZod<JudgeAdminOptions> = async (app, { controls, queueCounts }) => {
  const overview = () => getJudgeOverview(app.db, queueCounts);

  app.get('/', { config, schema: { response: { 200: JudgeOverview, ...errors } } }, overview);

  app.post('/jobs/:kind/:id/requeue', { config, schema: { params: JobActionParams, response: { 200: JudgeOverview, ...errors } } }, async (request) => {
    await requeueJob(app.db, controls, request.params.kind, request.params.id, actorOf(request));
    return overview();
  });

  app.post('/jobs/:kind/:id/fail', { config, schema: { params: JobActionParams, response: { 200: JudgeOverview, ...errors } } }, async (request) => {
    await failJob(app.db, controls, request.params.kind, request.params.id, actorOf(request));
    return overview();
  });
};
