import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditAnswer, AuditQuery } from '@codepath/contract/admin-audit';
import { STAFF_AREAS } from '@codepath/contract/roles';
import { ErrorBody } from '@codepath/contract/errors';
import { listAudit } from './list-audit.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** /api/admin/audit: the audit log, admins only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config: { roles: STAFF_AREAS.audit }, schema: { querystring: AuditQuery, response: { 200: AuditAnswer, ...errors } } }, (request) =>
    listAudit(app.db, request.query),
  );
};
