import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminProblemDetail,
  AdminProblemList,
  AdminSlugParams,
  AdminVersionParams,
  MetadataBody,
  UPLOAD_CONTENT_TYPES,
  UploadAnswer,
  ArchiveUploadAnswer,
  UploadQuery,
  VerifyStartedAnswer,
  VisibilityBody,
} from '@codepath/contract/admin-problems';
import { ErrorBody } from '@codepath/contract/errors';
import { STAFF_AREAS } from '@codepath/contract/roles';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf } from '../actor.ts';
import { editMetadata } from './edit-metadata.ts';
import { getAdminProblem, listAdminProblems } from './list-problems.ts';
import type { EnqueueBackground, ProblemStore } from './problem-store.ts';
import { startVerification } from './start-verification.ts';
import { uploadPackage } from './upload-package.ts';
import { zipPackage } from './zip-package.ts';
import { uploadArchive } from './upload-archive.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody };
const config = { roles: STAFF_AREAS.problems };
const MIB = 1024 * 1024;

export interface ProblemAdminOptions {
  store: ProblemStore;
  enqueue: EnqueueBackground;
}

/** /api/admin/problems: the problems area (authors and admins). */
export const problemAdminRoutes: FastifyPluginAsyncZod<ProblemAdminOptions> = async (app, { store, enqueue }) => {
  const limit = app.config.uploadLimitBytes;
  // Archives arrive as the request body itself; only these routes take them.
  app.addContentTypeParser([...UPLOAD_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: limit }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', `The archive is larger than the upload limit of ${Math.round(limit / MIB)} MiB (UPLOAD_LIMIT_MB).`);
    }
    throw error;
  });
  const verify = (request: Parameters<typeof actorOf>[0]) => (slug: string, version: number) => startVerification(app.db, enqueue, { slug, version }, actorOf(request), app.log);
  const detail = (slug: string) => getAdminProblem(app.db, store, slug);
  const archiveOf = (body: unknown) => {
    if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError('BAD_REQUEST', 'Send the package archive as the request body (application/zip or application/gzip).');
    return body;
  };

  app.get('/', { config, schema: { response: { 200: AdminProblemList, ...errors } } }, () => listAdminProblems(app.db));

  app.get('/:slug', { config, schema: { params: AdminSlugParams, response: { 200: AdminProblemDetail, ...errors } } }, (request) => detail(request.params.slug));

  app.post('/upload', { config, bodyLimit: limit, schema: { querystring: UploadQuery, response: { 201: UploadAnswer, ...errors } } }, async (request, reply) => {
    const answer = await uploadPackage(
      store,
      { archive: archiveOf(request.body), slug: request.query.slug, fileName: request.query.fileName, isNewProblem: true, archiveLimitBytes: limit, actor: actorOf(request) },
      verify(request),
    );
    return reply.status(201).send(answer);
  });

  app.post(
    '/upload-archive',
    { config, bodyLimit: limit, schema: { querystring: UploadQuery.pick({ fileName: true }), response: { 201: ArchiveUploadAnswer, ...errors } } },
    async (request, reply) => {
      const answer = await uploadArchive(store, { archive: archiveOf(request.body), fileName: request.query.fileName, archiveLimitBytes: limit, actor: actorOf(request) }, verify(request));
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/:slug/versions',
    { config, bodyLimit: limit, schema: { params: AdminSlugParams, querystring: UploadQuery.pick({ fileName: true }), response: { 201: UploadAnswer, ...errors } } },
    async (request, reply) => {
      const answer = await uploadPackage(
        store,
        { archive: archiveOf(request.body), slug: request.params.slug, fileName: request.query.fileName, isNewProblem: false, archiveLimitBytes: limit, actor: actorOf(request) },
        verify(request),
      );
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/:slug/versions/:version/verify',
    { config, schema: { params: AdminVersionParams, response: { 202: VerifyStartedAnswer, ...errors } } },
    async (request, reply) => reply.status(202).send({ jobId: await verify(request)(request.params.slug, request.params.version) }),
  );

  app.post('/:slug/versions/:version/publish', { config, schema: { params: AdminVersionParams, response: { 200: AdminProblemDetail, ...errors } } }, async (request) => {
    await store.publish(request.params.slug, request.params.version, actorOf(request));
    return detail(request.params.slug);
  });

  app.put('/:slug/visibility', { config, schema: { params: AdminSlugParams, body: VisibilityBody, response: { 200: AdminProblemDetail, ...errors } } }, async (request) => {
    await store.setVisibility(request.params.slug, request.body.visibility, actorOf(request));
    return detail(request.params.slug);
  });

  app.put('/:slug/metadata', { config, schema: { params: AdminSlugParams, body: MetadataBody, response: { 201: UploadAnswer, ...errors } } }, async (request, reply) => {
    const current = await detail(request.params.slug);
    const answer = await editMetadata(store, request.params.slug, request.body, current.problem.latestVersion, actorOf(request), verify(request));
    return reply.status(201).send(answer);
  });

  app.get('/:slug/versions/:version/archive', { config, schema: { params: AdminVersionParams } }, async (request, reply) => {
    const { slug, version } = request.params;
    const files = await store.filesOf(slug, version);
    if (!files) throw new AppError('NOT_FOUND', `The files of version ${version} are no longer kept (it was imported from a folder that has changed since).`);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${slug}-v${version}.zip"`)
      .send(zipPackage(files.dir, slug));
  });
};
