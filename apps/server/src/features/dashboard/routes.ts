import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardAnswer, DashboardQuery, TIME_ZONE_HEADER } from '@codepath/contract/dashboard';
import { ErrorBody } from '@codepath/contract/errors';
import { authenticate, signedInUser } from '../../lib/authenticate.ts';
import { resolveTimeZone } from '../../lib/calendar.ts';
import { getDashboard, type DashboardDeps } from './get-dashboard.ts';

/** GET /api/dashboard; days (streak, weekly activity) are the browser's, named by `?timeZone=` or the X-Time-Zone header. */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardDeps> = async (app, deps) => {
  app.addHook('onRequest', authenticate);

  app.get('/', { schema: { querystring: DashboardQuery, response: { 200: DashboardAnswer, 400: ErrorBody, 401: ErrorBody } } }, (request) => {
    const header = request.headers[TIME_ZONE_HEADER];
    const timeZone = resolveTimeZone(request.query.timeZone ?? (Array.isArray(header) ? header[0] : header));
    return getDashboard(app.db, { rankOf: deps.rankOf, timeStatsOf: deps.timeStatsOf }, signedInUser(request).id, timeZone);
  });
};
