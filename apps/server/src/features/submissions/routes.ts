import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '@codepath/contract/errors';
import {
  SubmissionDetail,
  SubmissionEventsQuery,
  SubmissionIdParams,
  SubmissionListAnswer,
  SubmissionPercentile,
  SubmissionStats,
  SubmitAnswer,
  SubmitBody,
} from '@codepath/contract/submissions';
import type { FastifyRequest } from 'fastify';
import { authenticate, signedInUser } from '../../lib/authenticate.ts';
import { perUserRateLimit } from '../../lib/admission.ts';
import { admitSubmission, createSubmission, type AdmittedSubmission, type CreateSubmissionDeps } from './create-submission.ts';
import type { SubmissionEventBus } from './event-bus.ts';
import { getSubmissionPercentile } from './get-percentile.ts';
import { getSubmissionStats } from './get-stats.ts';
import { getSubmission } from './get-submission.ts';
import { listSubmissions } from './list-submissions.ts';
import { streamSubmissionEvents } from './stream-events.ts';

export interface SubmissionRoutesOptions extends Omit<CreateSubmissionDeps, 'db'> {
  bus: SubmissionEventBus;
  /** SUBMIT_RATE_LIMIT: submissions one learner may make per minute. */
  submissionsPerMinute: number;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 413: ErrorBody, 429: ErrorBody };

/**
 * EventSource cannot send headers, so the events stream also accepts the token as
 * `?token=`; it is checked exactly like the bearer header.
 */
async function authenticateHeaderOrQuery(request: FastifyRequest): Promise<void> {
  const token = (request.query as { token?: unknown }).token;
  if (!request.headers.authorization && typeof token === 'string' && token) {
    request.headers.authorization = `Bearer ${token}`;
  }
  await authenticate(request);
}

export const submissionRoutes: FastifyPluginAsyncZod<SubmissionRoutesOptions> = async (app, options) => {
  const deps: CreateSubmissionDeps = { ...options, db: app.db };
  const admitted = new WeakMap<FastifyRequest, AdmittedSubmission>();
  const openStreams = new Set<() => void>();
  // A stream waits for a final event that a stopping server may never send; ending it lets
  // the server close, and EventSource reconnects with Last-Event-ID.
  app.addHook('preClose', async () => {
    for (const close of [...openStreams]) close();
  });

  app.get('/', { onRequest: authenticate, schema: { response: { 200: SubmissionListAnswer, ...errors } } }, (request) =>
    listSubmissions(app.db, signedInUser(request).id),
  );

  app.post(
    '/',
    {
      onRequest: authenticate,
      // The submission's checks come before the rate limit's own preHandler, so only admitted submissions are counted.
      preHandler: async (request) => {
        admitted.set(request, await admitSubmission(deps, signedInUser(request).id, request.body));
      },
      config: { rateLimit: perUserRateLimit(options.submissionsPerMinute, 'submissions') },
      schema: { body: SubmitBody, response: { 201: SubmitAnswer, ...errors } },
    },
    async (request, reply) => {
      const submission = admitted.get(request);
      if (!submission) throw new Error('submission not admitted');
      return reply.status(201).send(await createSubmission(deps, signedInUser(request).id, request.body, submission));
    },
  );

  app.get('/stats/summary', { onRequest: authenticate, schema: { response: { 200: SubmissionStats, ...errors } } }, (request) =>
    getSubmissionStats(app.db, signedInUser(request).id),
  );

  app.get(
    '/:id',
    { onRequest: authenticate, schema: { params: SubmissionIdParams, response: { 200: SubmissionDetail, ...errors } } },
    (request) => getSubmission(app.db, signedInUser(request).id, request.params.id),
  );

  app.get(
    '/:id/percentile',
    { onRequest: authenticate, schema: { params: SubmissionIdParams, response: { 200: SubmissionPercentile, ...errors } } },
    (request) => getSubmissionPercentile(app.db, signedInUser(request).id, request.params.id),
  );

  app.get(
    '/:id/events',
    { onRequest: authenticateHeaderOrQuery, schema: { params: SubmissionIdParams, querystring: SubmissionEventsQuery } },
    (request, reply) => streamSubmissionEvents(app.db, options.bus, request, reply, request.params.id, signedInUser(request).id, openStreams),
  );
};
