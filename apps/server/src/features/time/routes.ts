import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProblemTimeAnswer, ProblemTimeBody } from '@codepath/contract/dashboard';
import { ErrorBody } from '@codepath/contract/errors';
import { EmptyBody, SessionAnswer, SessionStartBody, TimeStatsAnswer, TimeStatsQuery } from '@codepath/contract/time';
import { authenticate, signedInUser } from '../../lib/authenticate.ts';
import { assertTimeZone } from '../../lib/calendar.ts';
import { endSession } from './end-session.ts';
import { getTimeStats } from './get-time-stats.ts';
import { recordActivity } from './record-activity.ts';
import { recordProblemAction, type ProblemActionDeps } from './record-problem-action.ts';
import { startSession } from './start-session.ts';

const errors = { 400: ErrorBody, 401: ErrorBody };

export const timeRoutes: FastifyPluginAsyncZod<ProblemActionDeps> = async (app, deps) => {
  app.addHook('onRequest', authenticate);

  app.post(
    '/session/start',
    // The body is optional: an empty call starts a 'login' session.
    { schema: { body: SessionStartBody.nullish(), response: { 200: SessionAnswer, ...errors } } },
    async (request) => {
      const session = await startSession(app.db, signedInUser(request).id, request.body?.sessionType ?? 'login');
      return { ok: true as const, sessionId: session.id };
    },
  );

  app.post('/session/activity', { schema: { body: EmptyBody, response: { 200: SessionAnswer, ...errors } } }, async (request) => {
    const session = await recordActivity(app.db, signedInUser(request).id);
    return { ok: true as const, sessionId: session.id };
  });

  app.post('/session/end', { schema: { body: EmptyBody, response: { 200: SessionAnswer, ...errors } } }, async (request) => {
    const session = await endSession(app.db, signedInUser(request).id);
    return { ok: true as const, sessionId: session?.id ?? null };
  });

  app.get(
    '/dashboard/stats',
    { schema: { querystring: TimeStatsQuery, response: { 200: TimeStatsAnswer, ...errors } } },
    async (request) => {
      const timeZone = request.query.timeZone ?? 'UTC';
      assertTimeZone(timeZone);
      return getTimeStats(app.db, signedInUser(request).id, timeZone);
    },
  );

  const problemSchema = { body: ProblemTimeBody, response: { 200: ProblemTimeAnswer, ...errors, 404: ErrorBody } };

  app.post('/problem/run', { schema: problemSchema }, async (request) => {
    await recordProblemAction(app.db, { recordRun: deps.recordRun }, signedInUser(request).id, { problemId: request.body.problemId, kind: 'run' });
    return { ok: true as const };
  });

  app.post('/problem/submit', { schema: problemSchema }, async (request) => {
    await recordProblemAction(app.db, { recordRun: deps.recordRun }, signedInUser(request).id, { problemId: request.body.problemId, kind: 'submit' });
    return { ok: true as const };
  });
};
