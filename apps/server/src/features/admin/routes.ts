import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit/routes.ts';

/**
 * Every staff route, under /api/admin. Each declares `config.roles`; the check
 * itself is lib/require-role.ts, and a route here without roles stops the server
 * from starting.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(auditRoutes, { prefix: '/audit' });
};
