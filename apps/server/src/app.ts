import os from 'node:os';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { hostWarnings } from '@codepath/judge/host-warnings';
import type { Judge } from '@codepath/judge/judge';
import type { Config } from './config.ts';
import type { DatabaseHandle, DatabaseKind } from './db/client.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { authRoutes } from './features/auth/routes.ts';
import { dashboardRoutes } from './features/dashboard/routes.ts';
import { signInRateLimit } from './features/auth/rate-limit.ts';
import { toUserView } from './features/auth/user-view.ts';
import { hintRoutes } from './features/hints/routes.ts';
import { createGithubExchanger } from './features/oauth/exchange-github-code.ts';
import { oauthRoutes } from './features/oauth/routes.ts';
import { createGoogleVerifier } from './features/oauth/verify-google-credential.ts';
import { recordHelpUsed } from './features/scores/record-help-used.ts';
import { healthRoutes } from './features/health/routes.ts';
import { learningRoutes } from './features/learning/routes.ts';
import { getLeaderboardRank } from './features/scores/leaderboard-standings.ts';
import { forgettingAfterWrites } from './features/scores/progress-statuses.ts';
import { progressRecorder } from './features/scores/record-progress.ts';
import { scoreRoutes } from './features/scores/routes.ts';
import { getTimeStats } from './features/time/get-time-stats.ts';
import { timeRoutes } from './features/time/routes.ts';
import { registerConnectionDrain } from './lib/connection-drain.ts';
import { BODY_LIMIT_BYTES, registerErrorHandler } from './lib/error-handler.ts';
import { registerLenientJsonParser } from './lib/json-parser.ts';
import { loadJwtSecret } from './lib/jwt-secret.ts';
import { registerSpa } from './lib/spa.ts';
import { redactLogLine } from './lib/redact-log-line.ts';
import { registerTextGuard } from './lib/text-guard.ts';
import { closeRedis, createRedis } from './lib/redis.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { createTokenService } from './lib/tokens.ts';
import { metricsRoutes, registerHttpMetrics } from './features/metrics/routes.ts';
import { logStreamOption } from './lib/log-output.ts';
import { createMetrics } from './lib/metrics.ts';
import { createSignedInUsers } from './lib/signed-in-users.ts';
import { createAccountChanges } from './lib/account-changes.ts';
import { registerRoleChecks } from './lib/require-role.ts';
import { accessRoutes } from './features/admin/access-routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { classRoutes } from './features/classes/routes.ts';
import { registerClassAccess } from './features/classes/class-access.ts';
import { learnerAssignmentScore } from './features/classes/learner-score.ts';
import { ltiAdminRoutes } from './features/lti/admin-routes.ts';
import { ltiClassRoutes } from './features/lti/class-routes.ts';
import { createLtiServices } from './features/lti/lti-services.ts';
import { LTI_PREFIX } from './features/lti/tool-configuration.ts';
import { ltiRoutes } from './features/lti/routes.ts';
import { createContestHub } from './features/contests/contest-hub.ts';
import { contestRoutes } from './features/contests/routes.ts';
import { clicsRoutes } from './features/contests/clics/routes.ts';
import { createContestSignals } from './lib/contest-signals.ts';
import { createJudging } from './judging.ts';
import { createServerJudge, packageVerifierOf } from './judge-host/server-judge.ts';
import './lib/fastify-types.ts';

export interface AppDependencies {
  /** An open, migrated database. The caller closes it. */
  database: DatabaseHandle;
  jwtSecret: Uint8Array;
  /** Where log lines go; standard output when absent. */
  logStream?: { write(line: string): void };
  /** The judge; created from the config when absent (throws when the sandbox cannot enforce limits). */
  judge?: Judge;
}

/** Fastify's request fields, with the `?token=` of event streams (EventSource cannot send headers) hidden. */
const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.replace(/([?&]token=)[^&]*/g, '$1[redacted]'),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.credential',
];

/** LTI launches per address per minute: a whole class behind one school address launches at once. */
const LTI_LAUNCHES_PER_MINUTE = 600;

/** Google's sign-in button is Google's script and frame; allowed only when Google sign-in is configured. */
const GOOGLE_SIGN_IN_SOURCES = ['https://accounts.google.com/gsi/'];

const contentSecurityPolicy = (isGoogleSignInOn: boolean) => {
  const google = isGoogleSignInOn ? GOOGLE_SIGN_IN_SOURCES : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...google],
      styleSrc: ["'self'", "'unsafe-inline'", ...google],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      workerSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", ...google],
      frameSrc: google.length > 0 ? google : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  };
};

/**
 * What every role shares: the database, the logger and error handling, Redis in
 * scale-out mode, the judge where this process judges, and the judging service.
 * Without `deps` it opens and migrates the database named by the config and
 * closes it with the app.
 */
/** The judge this server creates, closed with it; `createServerJudge` says where it runs. */
function ownJudge(config: Config, databaseKind: DatabaseKind, app: FastifyInstance): Judge {
  const judge = createServerJudge(
    {
      allowUnsandboxed: config.judgeAllowUnsandboxed,
      allowUnenforcedLimits: config.judgeAllowUnsandboxed,
      // The queue's slots (both default to the CPU count): a submission's tests also run on those idle.
      ...(config.judgeConcurrency !== undefined ? { judgingSlots: config.judgeConcurrency } : {}),
      // Slower, still correct: worth a warning, not a failure (packages/judge/README.md, "Warm toolchains").
      onColdToolchain: (language, reason) => app.log.warn({ language, reason }, 'judge toolchain runs cold'),
    },
    databaseKind,
  );
  for (const warning of hostWarnings()) app.log.warn(warning);
  // onClose runs after the judging's preClose has finished the jobs in progress.
  app.addHook('onClose', () => judge.close());
  return judge;
}

async function buildBase(config: Config, deps?: AppDependencies): Promise<FastifyInstance> {
  const ownsDatabase = deps === undefined;
  const database = deps?.database ?? (await openConfiguredDatabase(config));
  const jwtSecret = deps?.jwtSecret ?? loadJwtSecret(config.jwtSecret, config.dataDir);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      serializers: { req: serializeRequest },
      hooks: { streamWrite: redactLogLine },
      base: { pid: process.pid, hostname: os.hostname(), role: config.role },
      ...logStreamOption(deps?.logStream),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  if (ownsDatabase) app.addHook('onClose', () => database.close());
  if (config.databaseUrl && !config.jwtSecret) {
    app.log.warn('JWT_SECRET is not set: tokens are signed with a secret from DATA_DIR, so other servers on this database will refuse them');
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerLenientJsonParser(app);
  registerErrorHandler(app);
  registerTextGuard(app);
  registerConnectionDrain(app);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('tokens', createTokenService(jwtSecret));
  app.decorate('signedInUsers', createSignedInUsers(database.db));
  app.decorateRequest('currentUser', null);
  const redis = config.redisUrl ? createRedis(config.redisUrl, app.log, config.role) : null;
  app.decorate('redis', redis);
  // Registered before the judging's preClose, so it runs after it (onClose hooks run after every preClose).
  if (redis) app.addHook('onClose', () => closeRedis(redis));

  const contestSignals = createContestSignals(redis && { connection: redis, prefix: config.redisPrefix }, app.log);
  app.decorate('contestSignals', contestSignals);
  if (redis) app.addHook('onClose', () => contestSignals.close());

  const lti = createLtiServices(database.db, app.log, (assignmentId, userId) => learnerAssignmentScore(database.db, assignmentId, userId));
  app.decorate('lti', lti);

  // An API server judges nothing: it needs no sandbox or compilers.
  const metrics = createMetrics({ role: config.role, queueCounts: () => app.judging.queue.counts() });
  app.decorate('metrics', metrics);
  const givenJudge = config.role === 'api' ? null : (deps?.judge ?? ownJudge(config, database.kind, app));
  const judge = givenJudge && metrics.instrumentJudge(givenJudge);
  const judging = createJudging(
    database.db,
    database.kind,
    judge,
    {
      role: config.role,
      problemsDir: config.problemsDir,
      dataDir: config.dataDir,
      concurrency: config.judgeConcurrency,
      leaseMs: config.judgeLeaseMs,
      redis: redis && { connection: redis, prefix: config.redisPrefix },
      runsPerMinute: config.runRateLimit,
      submissionsPerMinute: config.submitRateLimit,
      maxPendingJobsPerUser: config.maxPendingJobs,
      verifyPackage: givenJudge && packageVerifierOf(givenJudge),
    },
    app.log,
    {
      onVerdict: (submission, verdict) => {
        metrics.judge.submissionFinished(submission.language, verdict, (Date.now() - submission.createdAt.getTime()) / 1000);
        // Whichever server holds a contest's scoreboard streams looks the submission up.
        contestSignals.publish({ type: 'verdict', submissionId: submission.id });
        // A learner's score in an LMS gradebook follows their verdicts (sent later, never in the judging's way).
        lti.onVerdict(submission.userId, submission.problemSlug);
      },
      onJobOutcome: (kind, outcome) => metrics.judge.jobOutcome(kind, outcome),
    },
  );
  app.decorate('judge', judge);
  app.decorate('judging', judging);
  // Jobs in progress finish (their verdicts are written) before the database closes.
  app.addHook('preClose', () => judging.close());
  app.addHook('preClose', () => lti.grades.close());
  return app;
}

/**
 * The HTTP application of roles `all` and `api`, without listening: every
 * feature's routes, registered in this one place in order.
 */
export async function buildApp(config: Config, deps?: AppDependencies): Promise<FastifyInstance> {
  if (config.role === 'worker') throw new Error('a worker serves no API; use buildWorker');
  const app = await buildBase(config, deps);

  registerSecurityHeaders(app, { contentSecurityPolicy: contentSecurityPolicy(config.google !== null) });
  registerRoleChecks(app);
  const accountChanges = createAccountChanges(app.signedInUsers, app.redis && { connection: app.redis, prefix: config.redisPrefix }, app.log);
  app.decorate('accountChanges', accountChanges);
  app.addHook('onClose', () => accountChanges.close());
  // Off by default; the sign-in, run, submission and hint routes opt in with their own limits.
  await app.register(fastifyRateLimit, { global: false, ...(app.redis ? { redis: app.redis, nameSpace: `${config.redisPrefix}:rate-limit:` } : {}) });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(oauthRoutes, {
    prefix: '/api/auth',
    google: config.google && { clientId: config.google.clientId, verifyCredential: createGoogleVerifier(config.google) },
    github: config.github && {
      clientId: config.github.clientId,
      authorizeUrl: `${config.github.baseUrl}/login/oauth/authorize`,
      exchangeCode: createGithubExchanger(config.github),
    },
    toAuthAnswer: async (user) => ({ user: toUserView(user), token: await app.tokens.sign(user) }),
    rateLimit: signInRateLimit(config.authRateLimit),
  });
  await app.register(hintRoutes, {
    prefix: '/api/ai',
    settings: { ai: config.ai, maxRequestsPerHour: config.hintRateLimit },
    recordHintUsed: (db, userId, problemSlug) => recordHelpUsed(db, userId, problemSlug, 'hint'),
  });
  await app.register(timeRoutes, { prefix: '/api/time', recordRun: forgettingAfterWrites(progressRecorder, app.judging.progressStatuses).recordRun });
  await app.judging.registerRoutes(app);
  await app.register(scoreRoutes, { prefix: '/api/scores' });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard', rankOf: getLeaderboardRank, timeStatsOf: getTimeStats });
  await app.register(learningRoutes, { prefix: '/api/learn' });
  await app.register(accessRoutes, { prefix: '/api/access' });
  const contestHub = createContestHub(app.db, app.contestSignals, app.log);
  app.addHook('onClose', () => contestHub.close());
  await app.register(contestRoutes, {
    prefix: '/api/app/contests',
    hub: contestHub,
    submit: (userId, body, linkStored) => app.judging.submit(userId, body, linkStored),
    submissionsPerMinute: config.submitRateLimit,
  });
  await app.register(clicsRoutes, { prefix: '/api/contests' });
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    problems: app.judging.problemVersions,
    enqueue: (jobId, kind) => app.judging.queue.enqueueBackground(jobId, kind),
    jobs: {
      enqueueSubmission: (submissionId, owner) => app.judging.queue.enqueueSubmission(submissionId, owner),
      enqueueBackground: (jobId, kind) => app.judging.queue.enqueueBackground(jobId, kind),
      failSubmission: (submissionId, reason) => app.judging.failSubmission(submissionId, reason),
    },
    queueCounts: () => app.judging.queue.counts(),
  });
  await app.register(classRoutes, { prefix: '/api/classes', enqueueSimilarity: (jobId) => app.judging.queue.enqueueBackground(jobId, 'similarity') });
  await app.register(ltiRoutes, {
    prefix: LTI_PREFIX,
    toolKey: () => app.lti.toolKey(),
    toAuthAnswer: async (user) => ({ user: toUserView(user), token: await app.tokens.sign(user) }),
    onGradeQueued: () => app.lti.grades.kick(),
    rateLimit: { max: LTI_LAUNCHES_PER_MINUTE, timeWindow: 60_000 },
  });
  await app.register(ltiAdminRoutes, { prefix: '/api/admin/lti' });
  await app.register(ltiClassRoutes, { prefix: '/api/classes', registerClassAccess, tokens: app.lti.tokens });
  registerHttpMetrics(app, app.metrics);
  await app.register(metricsRoutes, { metrics: app.metrics, token: config.metricsToken });
  await registerSpa(app, config.webDistDir);

  return app;
}

/**
 * A scale-out judge worker (role `worker`): judging from the queue, and on
 * WORKER_PORT only /api/health and /metrics for the operator.
 */
export async function buildWorker(config: Config, deps?: AppDependencies): Promise<FastifyInstance> {
  if (config.role !== 'worker') throw new Error('buildWorker builds the worker role only');
  const app = await buildBase(config, deps);
  await app.register(healthRoutes, { prefix: '/api' });
  registerHttpMetrics(app, app.metrics);
  await app.register(metricsRoutes, { metrics: app.metrics, token: config.metricsToken });
  return app;
}
