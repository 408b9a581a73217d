import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { errorResponseBuilderContext } from '@fastify/rate-limit';
import { ErrorBody } from '@codepath/contract/errors';
import { AiStatusAnswer, HintAnswer, HintBody, HintFailureAnswer, ReceivedHintsAnswer, ReceivedHintsParams } from '@codepath/contract/hints';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { authenticate, signedInUser } from '../../lib/authenticate.ts';
import { createAiHintWriter } from './ask-ai-for-hint.ts';
import type { HintSettings } from './hint-settings.ts';
import { listReceivedHints } from './list-received-hints.ts';
import { requestHint } from './request-hint.ts';

export const AI_UNAVAILABLE_MESSAGE = 'The AI hint service is not available right now. Here is a written hint instead.';

export interface HintRouteOptions {
  settings: HintSettings;
  /** The score feature's hint penalty, composed in app.ts. */
  recordHintUsed(db: Database, userId: string, problemSlug: string): Promise<unknown>;
}

/** GET /status, POST /hint and GET /hints/{problemId} (under /api/ai). */
export const hintRoutes: FastifyPluginAsyncZod<HintRouteOptions> = async (app, { settings, recordHintUsed }) => {
  const services = {
    db: app.db,
    writeAiHint: settings.ai ? createAiHintWriter(settings.ai) : null,
    recordHintUsed,
    aiModel: settings.ai?.model ?? null,
  };

  const rateLimit = {
    max: settings.maxRequestsPerHour,
    timeWindow: 60 * 60 * 1000,
    // After authentication, so the limit is per learner rather than per address.
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `hint:${signedInUser(request).id}`,
    errorResponseBuilder(_request: FastifyRequest, context: errorResponseBuilderContext) {
      const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
      return new AppError('RATE_LIMITED', `You have asked for many hints in a short time. Please try again in ${minutes} minutes.`, {
        details: { retryAfterSeconds: Math.ceil(context.ttl / 1000) },
      });
    },
  };

  app.get('/status', { onRequest: authenticate, schema: { response: { 200: AiStatusAnswer, 401: ErrorBody } } }, () => ({
    isAIEnabled: settings.ai !== null,
    model: settings.ai?.model ?? null,
  }));

  app.post(
    '/hint',
    {
      onRequest: authenticate,
      config: { rateLimit },
      schema: { body: HintBody, response: { 200: HintAnswer, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody, 503: HintFailureAnswer } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const outcome = await requestHint(services, user.id, request.body);
      if (outcome.kind === 'fallback') {
        request.log.warn({ err: outcome.cause, problemId: request.body.problemId }, 'AI hint failed; answered with a manual hint');
        return reply.status(503).send({ error: AI_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE', fallbackHint: outcome.fallbackHint });
      }
      if (outcome.kind === 'ai') return { hint: outcome.hint, isAIGenerated: true, model: settings.ai?.model };
      return { hint: outcome.hint, isAIGenerated: false };
    },
  );

  // Only the signed-in learner's own hints: the call names no user.
  app.get(
    '/hints/:problemId',
    { onRequest: authenticate, schema: { params: ReceivedHintsParams, response: { 200: ReceivedHintsAnswer, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } } },
    (request) => listReceivedHints(app.db, signedInUser(request).id, request.params.problemId, settings.ai !== null),
  );
};
