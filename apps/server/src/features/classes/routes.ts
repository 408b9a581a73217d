import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  AddStaffBody,
  AssignmentParams,
  AssignmentSummary,
  ClassDetail,
  ClassIdParams,
  CreateAssignmentBody,
  CreateClassBody,
  ExtensionBody,
  JoinClassBody,
  LearnerCodeParams,
  LearnerSubmissions,
  MyClasses,
  PairParams,
  ProgressMatrix,
  SimilarityAnswer,
  SimilarityBody,
  SimilarityPairDetail,
  SimilarityQuery,
} from '@codepath/contract/classes';
import { ErrorBody } from '@codepath/contract/errors';
import { hasAnyRole } from '@codepath/contract/roles';
import { classes } from '../../db/schema-classes.ts';
import { AppError } from '../../lib/app-error.ts';
import { authenticateFresh, signedInUser } from '../../lib/authenticate.ts';
import { resolveRoles } from '../../lib/roles.ts';
import { registerClassAccess } from './class-access.ts';
import { joinRateLimit } from './join-rate-limit.ts';
import { createAssignment, loadAssignment, setExtension, summarize } from './manage-assignments.ts';
import { addStaff, createClass, getClass, joinClass, leaveClass, listMyClasses, newCode } from './manage-classes.ts';
import { getLearnerSubmissions, getProgress, progressCsv } from './progress.ts';
import { getSimilarity, getSimilarityPair, startSimilarity, type EnqueueSimilarity } from './similarity/reports.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const everyone = { classRoles: ['teacher', 'assistant', 'learner'] } as const;
const staff = { classRoles: ['teacher', 'assistant'] } as const;
const teachers = { classRoles: ['teacher'] } as const;
const Ok = z.object({ ok: z.literal(true) });

/**
 * /api/classes: classes, assignments, progress and similarity reports. Creating a
 * class needs the account's teacher role (`config.roles`); everything about one class
 * needs a role in it (`config.classRoles`, class-access.ts), checked on every call.
 */
export const classRoutes: FastifyPluginAsyncZod<{ enqueueSimilarity: EnqueueSimilarity }> = async (app, { enqueueSimilarity }) => {
  // The account as stored now: its roles decide what it may do (a cached one may predate a grant).
  app.addHook('onRequest', authenticateFresh);
  registerClassAccess(app);

  const classOf = async (classId: string) => {
    const [row] = await app.db.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.id, classId));
    if (!row) throw new AppError('NOT_FOUND', 'Class not found');
    return row;
  };
  const assignmentOf = async (params: { classId: string; assignmentId: string }) => loadAssignment(app.db, await classOf(params.classId), params.assignmentId);

  app.get('/', { schema: { response: { 200: MyClasses, ...errors } } }, async (request) => {
    const user = signedInUser(request);
    const { roles } = await resolveRoles(app.db, user, app.config.adminEmails);
    return listMyClasses(app.db, user.id, hasAnyRole(roles, ['teacher']));
  });

  app.post('/', { config: { roles: ['teacher'] }, schema: { body: CreateClassBody, response: { 201: ClassDetail, ...errors } } }, async (request, reply) => {
    const user = signedInUser(request);
    const classId = await createClass(app.db, user.id, request.body.name);
    return reply.status(201).send(await getClass(app.db, classId, user.id, 'teacher'));
  });

  app.post(
    '/join',
    { config: { rateLimit: joinRateLimit }, schema: { body: JoinClassBody, response: { 200: ClassDetail, ...errors } } },
    async (request) => {
      const user = signedInUser(request);
      const classId = await joinClass(app.db, user.id, request.body);
      const role = (await listMyClasses(app.db, user.id, false)).classes.find((entry) => entry.id === classId)?.myRole ?? 'learner';
      return getClass(app.db, classId, user.id, role);
    },
  );

  app.get('/:classId', { config: everyone, schema: { params: ClassIdParams, response: { 200: ClassDetail, ...errors } } }, (request) =>
    getClass(app.db, request.params.classId, signedInUser(request).id, request.classRole!),
  );

  app.post('/:classId/leave', { config: everyone, schema: { params: ClassIdParams, response: { 200: Ok, ...errors } } }, async (request) => {
    await leaveClass(app.db, signedInUser(request).id, request.params.classId, request.classRole!);
    return { ok: true as const };
  });

  app.post('/:classId/staff', { config: teachers, schema: { params: ClassIdParams, body: AddStaffBody, response: { 200: ClassDetail, ...errors } } }, async (request) => {
    await addStaff(app.db, request.params.classId, request.body);
    return getClass(app.db, request.params.classId, signedInUser(request).id, request.classRole!);
  });

  app.post('/:classId/code', { config: teachers, schema: { params: ClassIdParams, response: { 200: ClassDetail, ...errors } } }, async (request) => {
    await newCode(app.db, request.params.classId);
    return getClass(app.db, request.params.classId, signedInUser(request).id, request.classRole!);
  });

  app.post('/:classId/assignments', { config: teachers, schema: { params: ClassIdParams, body: CreateAssignmentBody, response: { 201: AssignmentSummary, ...errors } } }, async (request, reply) => {
    const classRow = await classOf(request.params.classId);
    const id = await createAssignment(app.db, classRow.id, signedInUser(request).id, request.body);
    return reply.status(201).send(await summarize(app.db, await loadAssignment(app.db, classRow, id), null));
  });

  app.get('/:classId/assignments/:assignmentId', { config: everyone, schema: { params: AssignmentParams, response: { 200: AssignmentSummary, ...errors } } }, async (request) =>
    summarize(app.db, await assignmentOf(request.params), request.classRole === 'learner' ? signedInUser(request).id : null),
  );

  app.put('/:classId/assignments/:assignmentId/extensions', { config: teachers, schema: { params: AssignmentParams, body: ExtensionBody, response: { 200: Ok, ...errors } } }, async (request) => {
    await setExtension(app.db, await assignmentOf(request.params), request.body);
    return { ok: true as const };
  });

  app.get('/:classId/assignments/:assignmentId/progress', { config: staff, schema: { params: AssignmentParams, response: { 200: ProgressMatrix, ...errors } } }, async (request) =>
    getProgress(app.db, await assignmentOf(request.params)),
  );

  app.get('/:classId/assignments/:assignmentId/progress.csv', { config: staff, schema: { params: AssignmentParams, response: { 200: z.string(), ...errors } } }, async (request, reply) => {
    const assignment = await assignmentOf(request.params);
    const fileName = `${assignment.row.title.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60) || 'assignment'}-progress.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(progressCsv(await getProgress(app.db, assignment)));
  });

  app.get(
    '/:classId/assignments/:assignmentId/learners/:userId/submissions',
    { config: staff, schema: { params: LearnerCodeParams, querystring: z.object({ problem: z.string().min(1).max(100).optional() }), response: { 200: LearnerSubmissions, ...errors } } },
    async (request) => getLearnerSubmissions(app.db, await assignmentOf(request.params), request.params.userId, request.query.problem),
  );

  app.post('/:classId/assignments/:assignmentId/similarity', { config: staff, schema: { params: AssignmentParams, body: SimilarityBody, response: { 202: SimilarityAnswer, ...errors } } }, async (request, reply) => {
    const assignment = await assignmentOf(request.params);
    await startSimilarity(app.db, enqueueSimilarity, assignment, request.body.problemSlug, signedInUser(request).id, app.log);
    return reply.status(202).send(await getSimilarity(app.db, assignment, request.body.problemSlug));
  });

  app.get('/:classId/assignments/:assignmentId/similarity', { config: staff, schema: { params: AssignmentParams, querystring: SimilarityQuery, response: { 200: SimilarityAnswer, ...errors } } }, async (request) =>
    getSimilarity(app.db, await assignmentOf(request.params), request.query.problem),
  );

  app.get('/:classId/assignments/:assignmentId/similarity/:reportId/pairs/:pairIndex', { config: staff, schema: { params: PairParams, response: { 200: SimilarityPairDetail, ...errors } } }, async (request) =>
    getSimilarityPair(app.db, await assignmentOf(request.params), request.params.reportId, request.params.pairIndex),
  );
};
