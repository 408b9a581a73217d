import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '@codepath/contract/errors';
import { ProblemDetail, ProblemIdParams, ProblemListAnswer, SolutionAnswer, TemplateAnswer, TemplateParams } from '@codepath/contract/problems';
import { authenticate, signedInUser } from '../../lib/authenticate.ts';
import { getProblem } from './get-problem.ts';
import { getSolution } from './get-solution.ts';
import { getTemplate } from './get-template.ts';
import { listProblems, type StatusesOf } from './list-problems.ts';
import type { ProblemList } from './problem-list.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const problemRoutes: FastifyPluginAsyncZod<{ problemList: ProblemList; statusesOf: StatusesOf }> = async (app, { problemList, statusesOf }) => {
  app.addHook('onRequest', authenticate);

  app.get('/', { schema: { response: { 200: ProblemListAnswer, ...errors } } }, (request) =>
    listProblems(problemList, statusesOf, signedInUser(request).id),
  );

  app.get('/:id', { schema: { params: ProblemIdParams, response: { 200: ProblemDetail, ...errors } } }, (request) =>
    getProblem(app.db, request.params.id, signedInUser(request).id),
  );

  app.get(
    '/:id/template/:language',
    { schema: { params: TemplateParams, response: { 200: TemplateAnswer, ...errors } } },
    (request) => getTemplate(app.db, request.params.id, request.params.language),
  );

  app.get('/:id/solution', { schema: { params: ProblemIdParams, response: { 200: SolutionAnswer, ...errors } } }, (request) =>
    getSolution(app.db, request.params.id, signedInUser(request).id),
  );
};
