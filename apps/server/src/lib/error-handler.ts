import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@codepath/contract/errors';
import { AppError, statusOfCode } from './app-error.ts';

export const BODY_LIMIT_BYTES = 1.5 * 1024 * 1024;

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable (its database is restarting). Please try again in a moment.';

/** Connection failures of the database (or of Redis), which pass once it is back: a 503, not a 500. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

function isConnectionFailure(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    if (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(message)) return true;
  }
  return false;
}

/** Fastify's own 4xx errors, reworded for people; the status follows from the code. */
const FRAMEWORK_MESSAGES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large (the limit is 1.5 MiB)' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type: send JSON (application/json)' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'Request body does not match its Content-Length' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'Request body is not valid JSON' },
};

type ValidationIssue = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> };

/** "email is required" for absent or blank fields, "field: what is wrong" otherwise. */
function describeIssue(issue: ValidationIssue): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const isAbsent = issue.keyword === 'invalid_type' && /received (undefined|null)$/.test(issue.message ?? '');
  const isBlank = issue.keyword === 'too_small' && issue.params.origin === 'string' && issue.params.minimum === 1;
  if (!field) return isAbsent ? 'is required' : (issue.message ?? 'is invalid');
  if (isAbsent || isBlank) return `${field} is required`;
  return `${field}: ${issue.message ?? 'is invalid'}`;
}

function describeValidation(error: FastifyError & { validation: ValidationIssue[] }): ErrorBody {
  const where = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'request');
  const errors = error.validation.map(describeIssue);
  return { error: `Invalid ${where}: ${errors.join('; ')}`, code: 'VALIDATION_FAILED', errors };
}

/** Maps every error to one JSON shape; hides 5xx details from the client and logs them. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) {
        request.log.error({ err: error.cause ?? error, code: error.code }, error.message);
        // A 503's message is written for the learner (what is unavailable, when to retry); a 500's is ours.
        const message = error.code === 'SERVICE_UNAVAILABLE' ? error.message : INTERNAL_MESSAGE;
        return reply.status(error.statusCode).send({ error: message, code: error.code } satisfies ErrorBody);
      }
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(statusOfCode('VALIDATION_FAILED')).send(describeValidation(error));
    }
    const known = FRAMEWORK_MESSAGES[error.code];
    if (known) {
      return reply.status(statusOfCode(known.code)).send({ error: known.message, code: known.code } satisfies ErrorBody);
    }
    if (error instanceof SyntaxError || (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)) {
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode ?? 400).send({ error: error.message, code: 'BAD_REQUEST' } satisfies ErrorBody);
    }
    if (isConnectionFailure(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(statusOfCode('SERVICE_UNAVAILABLE')).send({ error: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(statusOfCode('INTERNAL')).send({ error: INTERNAL_MESSAGE, code: 'INTERNAL' } satisfies ErrorBody);
  });
}
