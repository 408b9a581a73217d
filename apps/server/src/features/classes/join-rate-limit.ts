import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions, errorResponseBuilderContext } from '@fastify/rate-limit';
import { CLASS_LIMITS } from '@codepath/contract/classes';
import { AppError } from '../../lib/app-error.ts';

/** Join attempts per address and minute, so join codes cannot be guessed by trying (shared through Redis in scale-out). */
export const joinRateLimit: RateLimitOptions = {
  max: CLASS_LIMITS.joinAttemptsPerMinute,
  timeWindow: 60_000,
  errorResponseBuilder(_request: FastifyRequest, context: errorResponseBuilderContext) {
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${seconds} seconds.`, { details: { retryAfterSeconds: seconds } });
  },
};
