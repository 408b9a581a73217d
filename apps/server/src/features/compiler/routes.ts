import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExecuteAnswer, ExecuteBody } from '@codepath/contract/compiler';
import { ErrorBody } from '@codepath/contract/errors';
import { authenticate, signedInUser } from '../../lib/authenticate.ts';
import { createExecuteCode, type ExecuteCodeDeps } from './execute-code.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 413: ErrorBody, 429: ErrorBody, 503: ErrorBody };

export const compilerRoutes: FastifyPluginAsyncZod<ExecuteCodeDeps> = async (app, deps) => {
  const executeCode = createExecuteCode(deps);
  app.addHook('onRequest', authenticate);

  app.post('/execute', { schema: { body: ExecuteBody, response: { 200: ExecuteAnswer, ...errors } } }, (request) =>
    executeCode(signedInUser(request).id, request.body),
  );
};
