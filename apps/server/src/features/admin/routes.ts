import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit/routes.ts';
import { judgeAdminRoutes } from './judge/routes.ts';
import type { JobControls } from './judge/job-actions.ts';
import { problemAdminRoutes } from './problems/routes.ts';
import type { QueueCounts } from '../../queue/judge-queue.ts';
import { rejudgeRoutes } from './rejudges/routes.ts';
import { userRoutes } from './users/routes.ts';
import type { EnqueueBackground, ProblemStore } from './problems/problem-store.ts';

export interface AdminOptions {
  problems: ProblemStore;
  enqueue: EnqueueBackground;
  jobs: JobControls;
  queueCounts(): Promise<QueueCounts[]>;
}

/**
 * Every staff route, under /api/admin. Each declares `config.roles`; the check
 * itself is lib/require-role.ts, and a route here without roles stops the server
 * from starting.
 */
export const adminRoutes: FastifyPluginAsync<AdminOptions> = async (app, options) => {
  await app.register(auditRoutes, { prefix: '/audit' });
  await app.register(problemAdminRoutes, { prefix: '/problems', store: options.problems, enqueue: options.enqueue });
  await app.register(rejudgeRoutes, { prefix: '/rejudges', enqueue: options.enqueue });
  await app.register(userRoutes);
  await app.register(judgeAdminRoutes, { prefix: '/judge', controls: options.jobs, queueCounts: options.queueCounts });
};
