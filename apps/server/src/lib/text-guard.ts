import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

type Part = 'body' | 'query' | 'path';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no `u` flag). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What is wrong with a text, or null. PostgreSQL cannot store the NUL character
 * in text or JSON, and a lone UTF-16 surrogate is not text at all (JSON allows
 * "\ud800"); both would fail deep inside a query as a 500.
 */
function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'is not valid Unicode text (it has a lone surrogate)';
  return null;
}

/** The first bad string (or key) in a parsed value, walked without recursion so deep JSON cannot overflow the stack. */
function findBadText(root: unknown): { field: string; problem: string } | null {
  const pending: { value: unknown; field: string }[] = [{ value: root, field: '' }];
  while (pending.length > 0) {
    const { value, field } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { field, problem };
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childField = field ? `${field}.${key}` : key;
        const keyProblem = textProblem(key);
        if (keyProblem) return { field: `a field name in ${field || 'the request'}`, problem: keyProblem };
        pending.push({ value: child, field: childField });
      }
    }
  }
  return null;
}

function checkPart(part: Part, value: unknown): void {
  const found = findBadText(value);
  if (!found) return;
  const issue = `${found.field || part} ${found.problem}`;
  throw new AppError('VALIDATION_FAILED', `Invalid ${part}: ${issue}`, { details: { errors: [issue] } });
}

/**
 * Refuses text that cannot be stored, in every route's path parameters, query and
 * body, before the route's own schema runs: a clear 400 instead of a database error.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    checkPart('path', request.params);
    checkPart('query', request.query);
    checkPart('body', request.body);
  });
}
