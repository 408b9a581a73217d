import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExecuteAnswer, ExecuteBody, RunCasesAnswer, RunCasesBody } from '@codepath/contract/compiler';
import { ErrorBody } from '@codepath/contract/errors';
import { authenticate, signedInUser } from '../../lib/authenticate.ts';
import { perUserRateLimit } from '../../lib/admission.ts';
import { createExecuteCode, type AdmittedRun, type ExecuteCodeDeps } from './execute-code.ts';
import { createRunCases, type AdmittedCases } from './run-cases.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 413: ErrorBody, 429: ErrorBody, 503: ErrorBody };

export interface CompilerRoutesOptions extends ExecuteCodeDeps {
  /** RUN_RATE_LIMIT: runs one learner may start per minute. */
  runsPerMinute: number;
}

export const compilerRoutes: FastifyPluginAsyncZod<CompilerRoutesOptions> = async (app, options) => {
  const executeCode = createExecuteCode(options);
  const admitted = new WeakMap<FastifyRequest, AdmittedRun>();
  const runCases = createRunCases(options);
  const admittedCases = new WeakMap<FastifyRequest, AdmittedCases>();
  app.addHook('onRequest', authenticate);

  app.post(
    '/execute',
    {
      // The run's checks come before the rate limit's own preHandler, so only admitted runs are counted.
      preHandler: async (request) => {
        admitted.set(request, await executeCode.admit(signedInUser(request).id, request.body));
      },
      config: { rateLimit: perUserRateLimit(options.runsPerMinute, 'runs') },
      schema: { body: ExecuteBody, response: { 200: ExecuteAnswer, ...errors } },
    },
    (request) => {
      const run = admitted.get(request);
      if (!run) throw new Error('run not admitted');
      return executeCode.execute(signedInUser(request).id, request.body, run);
    },
  );

  // The cases of "Run Code": the same checks, rate limit and pending-runs cap as /execute.
  app.post(
    '/run-cases',
    {
      preHandler: async (request) => {
        admittedCases.set(request, await runCases.admit(signedInUser(request).id, request.body));
      },
      config: { rateLimit: perUserRateLimit(options.runsPerMinute, 'runs') },
      schema: { body: RunCasesBody, response: { 200: RunCasesAnswer, ...errors } },
    },
    (request) => {
      const cases = admittedCases.get(request);
      if (!cases) throw new Error('run not admitted');
      return runCases.run(signedInUser(request).id, request.body, cases);
    },
  );
};
