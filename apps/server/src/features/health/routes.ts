import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthAnswer } from '@codepath/contract/health';
import { ErrorBody } from '@codepath/contract/errors';
import { checkHealth } from './check-health.ts';

/** Served by API servers and workers alike; an operator's probe reads which dependency failed. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthAnswer, 503: ErrorBody } } }, async (request, reply) => {
    const outcome = await checkHealth({ db: app.db, databaseKind: app.databaseKind, role: app.config.role, redis: app.redis });
    if (outcome.isHealthy) return outcome.answer;
    for (const failure of outcome.failures) request.log.error({ err: failure.cause }, `health check: ${failure.name} is not answering`);
    return reply.status(503).send({ error: outcome.message, code: 'SERVICE_UNAVAILABLE' });
  });
};
