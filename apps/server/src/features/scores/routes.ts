import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '@codepath/contract/errors';
import { ProblemIdParams } from '@codepath/contract/problems';
import {
  LeaderboardAnswer,
  LeaderboardQuery,
  ScoreActionBody,
  ScoreProblemParams,
  ScoreSummary,
  SubmissionScoreAnswer,
  SubmissionScoreBody,
} from '@codepath/contract/score-board';
import { ScoreRecord } from '@codepath/contract/scores';
import { authenticate, signedInUser } from '../../lib/authenticate.ts';
import { findProblem } from '../../lib/find-problem.ts';
import { getLeaderboard } from './get-leaderboard.ts';
import { getScoreRecord } from './get-score-record.ts';
import { getScoreSummary } from './get-score-summary.ts';
import { getSubmissionScore } from './get-submission-score.ts';
import { recordHelpUsed } from './record-help-used.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/** The score calls of the spec (§7), under /api/scores. */
export const scoreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.get('/problem/:id', { schema: { params: ProblemIdParams, response: { 200: ScoreRecord, ...errors } } }, async (request) => {
    const { slug } = await findProblem(app.db, request.params.id, ['slug']);
    return getScoreRecord(app.db, signedInUser(request).id, slug);
  });

  // The body (language) is optional and informative: the browser may send none.
  const helpSchema = { params: ScoreProblemParams, body: ScoreActionBody.nullish(), response: { 200: ScoreRecord, ...errors } };

  app.post('/hint/:problemId', { schema: helpSchema }, async (request) => {
    const { slug } = await findProblem(app.db, request.params.problemId, ['slug']);
    return recordHelpUsed(app.db, signedInUser(request).id, slug, 'hint');
  });

  app.post('/solution/:problemId', { schema: helpSchema }, async (request) => {
    const { slug } = await findProblem(app.db, request.params.problemId, ['slug']);
    return recordHelpUsed(app.db, signedInUser(request).id, slug, 'solution');
  });

  app.post(
    '/submission/:problemId',
    { schema: { params: ScoreProblemParams, body: SubmissionScoreBody.nullish(), response: { 200: SubmissionScoreAnswer, ...errors } } },
    async (request) => {
      const { slug } = await findProblem(app.db, request.params.problemId, ['slug']);
      return getSubmissionScore(app.db, signedInUser(request).id, slug);
    },
  );

  app.get('/summary', { schema: { response: { 200: ScoreSummary, ...errors } } }, (request) =>
    getScoreSummary(app.db, signedInUser(request).id),
  );

  app.get('/leaderboard', { schema: { querystring: LeaderboardQuery, response: { 200: LeaderboardAnswer, ...errors } } }, (request) =>
    getLeaderboard(app.db, request.query.limit),
  );
};
