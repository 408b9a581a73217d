import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProblemListAnswer } from '@codepath/contract/problems';
import { responseSerializerCompiler } from './response-serializer.ts';

const serializerFor = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('compiled response serializers', () => {
  const answer = z.object({ id: z.string(), solvedAt: z.string().nullable(), tags: z.array(z.string()), score: z.number().optional() });

  it('writes what the schema names and drops the rest, as zod parsing did', () => {
    const write = serializerFor(answer);
    const text = write({ id: 'a', solvedAt: null, tags: ['x'], passwordHash: 'secret', nested: { token: 't' } });
    expect(JSON.parse(text)).toEqual({ id: 'a', solvedAt: null, tags: ['x'] });
    expect(text).not.toContain('secret');
  });

  it('refuses an answer that lacks a required key', () => {
    expect(() => serializerFor(answer)({ solvedAt: null, tags: [] })).toThrow(/id/);
  });

  it('keeps the validating serializer for a schema JSON Schema cannot express', () => {
    const write = serializerFor(z.object({ at: z.date().transform((date) => date.toISOString()) }));
    expect(() => write({ at: 'not a date' })).toThrow();
  });

  it('writes the problem list as the contract shapes it', () => {
    const problem = { id: 'two-sum', _id: 'two-sum', title: 'Two Sum', category: 'Hash Table', difficulty: 'Easy', status: 'solved' };
    const written = JSON.parse(serializerFor(ProblemListAnswer)([{ ...problem, slugDirectory: '/srv/problems/two-sum' }])) as unknown;
    expect(written).toEqual([problem]);
    expect(ProblemListAnswer.safeParse(written).success).toBe(true);
  });
});
