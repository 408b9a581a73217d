import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@codepath/contract/errors';
import type { Metrics } from '../../lib/metrics.ts';

export interface MetricsRoutesOptions {
  metrics: Metrics;
  /** When set, scrapers must send `Authorization: Bearer <token>`. */
  token: string | undefined;
}

/** Requests that matched no route share one label, so scanners cannot grow the series without bound. */
export const UNMATCHED_ROUTE = '(unmatched)';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests of equal length, so the time taken says nothing about the token. */
function isTokenAccepted(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token));
}

/** `GET /metrics` in Prometheus text format, on API servers and workers alike. */
export const metricsRoutes: FastifyPluginAsyncZod<MetricsRoutesOptions> = async (app, { metrics, token }) => {
  app.get('/metrics', { schema: { response: { 200: z.string(), 401: ErrorBody } } }, async (request, reply) => {
    if (token !== undefined && !isTokenAccepted(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'Metrics need the header Authorization: Bearer <METRICS_TOKEN>', code: 'AUTHENTICATION_REQUIRED' });
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
};

/** Times every answered request of the whole app under its route pattern (`/api/problems/:id`), never its raw URL. */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}
