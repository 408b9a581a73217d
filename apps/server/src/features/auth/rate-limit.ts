import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions, errorResponseBuilderContext } from '@fastify/rate-limit';
import { AppError } from '../../lib/app-error.ts';

/** Per-IP limit for the routes that accept a password, against guessing. */
export function signInRateLimit(maxPerMinute: number): RateLimitOptions {
  return {
    max: maxPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder(_request: FastifyRequest, context: errorResponseBuilderContext) {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${seconds} seconds.`, {
        details: { retryAfterSeconds: seconds },
      });
    },
  };
}
