import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as validatingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Writes answers with a serializer compiled once per route from its contract schema
 * (the zod schema as JSON Schema, compiled by fast-json-stringify), instead of
 * re-validating every answer with zod before JSON.stringify: that check cost a third of
 * a cached list request. Keys the schema does not name are dropped, as zod's parse
 * dropped them; a missing required key still fails the answer. A schema JSON Schema
 * cannot express (a transform, a date) keeps the validating serializer.
 *
 * The API contract tests parse every answer with the same schemas, so a handler that
 * drifts from its contract still fails there.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const jsonSchema = toJsonSchema(route.schema);
  return jsonSchema ? fastJson(jsonSchema) : validatingSerializerCompiler(route);
};

function toJsonSchema(schema: unknown): object | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
}
