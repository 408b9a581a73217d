import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions, errorResponseBuilderContext } from '@fastify/rate-limit';
import { AppError } from './app-error.ts';
import { signedInUser } from './authenticate.ts';

/**
 * Route config (`config.rateLimit`, @fastify/rate-limit) allowing `maxPerMinute`
 * runs or submissions per learner. It counts on `preHandler`, after authentication,
 * the body schema and the route's own preHandler checks, so refused requests (400,
 * 404, 413, pending cap) are not counted. Its store is the app's: Redis when
 * REDIS_URL is set, which every API server shares.
 */
export function perUserRateLimit(maxPerMinute: number, noun: 'runs' | 'submissions'): RateLimitOptions {
  return {
    max: maxPerMinute,
    timeWindow: 60_000,
    // One count per user and noun, whichever route it comes through (practice or contest submissions).
    groupId: noun,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => signedInUser(request).id,
    errorResponseBuilder(_request: FastifyRequest, context: errorResponseBuilderContext) {
      const retryAfterSeconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('RATE_LIMITED', `Too many ${noun}. Please wait ${retryAfterSeconds} seconds and try again.`, {
        details: { retryAfterSeconds },
      });
    },
  };
}

/** 429 when a learner already has `limit` jobs waiting or running. */
export function assertBelowPendingCap(pending: number, limit: number, noun: 'runs' | 'submissions'): void {
  if (pending >= limit) {
    throw new AppError(
      'RATE_LIMITED',
      `You already have ${pending} ${noun} waiting to be judged. Please wait for them to finish and try again.`,
    );
  }
}
