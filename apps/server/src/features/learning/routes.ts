import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '@codepath/contract/errors';
import {
  CourseProgressListAnswer,
  CourseProgressParams,
  CourseProgressRecord,
  SaveCourseProgressBody,
} from '@codepath/contract/learning';
import { authenticate, signedInUser } from '../../lib/authenticate.ts';
import { listCourseProgress } from './list-course-progress.ts';
import { saveCourseProgress } from './save-course-progress.ts';

const errors = { 400: ErrorBody, 401: ErrorBody };

/** Learning Center reading progress of the signed-in learner; nobody else's is reachable. */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.get('/progress', { schema: { response: { 200: CourseProgressListAnswer, ...errors } } }, async (request) => ({
    courses: await listCourseProgress(app.db, signedInUser(request).id),
  }));

  app.put(
    '/progress/:courseId',
    { schema: { params: CourseProgressParams, body: SaveCourseProgressBody, response: { 200: CourseProgressRecord, ...errors } } },
    async (request) => saveCourseProgress(app.db, signedInUser(request).id, request.params.courseId, request.body),
  );
};
