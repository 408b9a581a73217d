import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthAnswer } from '@codepath/contract/health';
import { ErrorBody } from '@codepath/contract/errors';
import { checkHealth } from './check-health.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthAnswer, 503: ErrorBody } } }, () =>
    checkHealth(app.db, app.databaseKind),
  );
};
