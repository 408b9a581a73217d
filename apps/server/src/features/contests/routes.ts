import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnnounceBody,
  AnswerBody,
  AskBody,
  ClarificationIdParams,
  ClarificationList,
  ClockBody,
  CONTEST_ORGANIZER_ROLES,
  ContestDetail,
  ContestIdParams,
  ContestListAnswer,
  ContestSubmissionList,
  ContestSubmitBody,
  CreateContestBody,
  ExtraTimeBody,
  InviteBody,
  RegisterBody,
  Scoreboard,
} from '@codepath/contract/contests';
import { ErrorBody } from '@codepath/contract/errors';
import { SubmitAnswer } from '@codepath/contract/submissions';
import { perUserRateLimit } from '../../lib/admission.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { authenticate, signedInUser } from '../../lib/authenticate.ts';
import { boardViewOf, loadBoardInput, viewKindOf } from './board-source.ts';
import { announce, answerClarification, askClarification, clarificationsFor, loadClarifications } from './clarifications.ts';
import { changeClock } from './clock-actions.ts';
import { computeScoreboard } from './compute-scoreboard.ts';
import { assertJury, findContest, isJuryOf, viewerOf } from './contest-access.ts';
import type { ContestHub } from './contest-hub.ts';
import { assertCanSee, getContestDetail, listContests, listOwnContestSubmissions } from './contest-views.ts';
import { createContest } from './create-contest.ts';
import { giveExtraTime, inviteToContest, registerForContest, startOwnWindow, startVirtual } from './participation.ts';
import { streamContestEvents } from './stream-contest-events.ts';
import { submitToContest, type SubmitForContest } from './submit-to-contest.ts';

export interface ContestRoutesOptions {
  hub: ContestHub;
  submit: SubmitForContest;
  submissionsPerMinute: number;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const Created = z.object({ id: z.string() });
const Done = z.object({ ok: z.literal(true) });
const done = { ok: true as const };
const jury = { roles: CONTEST_ORGANIZER_ROLES };
/** Questions one learner may send per minute (every server shares the count in scale-out mode). */
export const QUESTIONS_PER_MINUTE = 5;
const askRateLimit = {
  max: QUESTIONS_PER_MINUTE,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `ask:${signedInUser(request).id}`,
  errorResponseBuilder: () => new AppError('RATE_LIMITED', 'Too many questions. Please wait a minute and ask again.'),
};

/** EventSource cannot send headers: the stream also takes the token as `?token=`, checked like the header. */
async function authenticateHeaderOrQuery(request: FastifyRequest): Promise<void> {
  const token = (request.query as { token?: unknown }).token;
  if (!request.headers.authorization && typeof token === 'string' && token) request.headers.authorization = `Bearer ${token}`;
  await authenticate(request);
}

/**
 * The contest pages' calls, under /api/app/contests (the CLICS Contest API is /api/contests).
 * Signed in for all; creating needs an organiser role; the jury's calls need an organiser
 * role (route config, lib/require-role.ts) and then to be this contest's jury.
 */
export const contestRoutes: FastifyPluginAsyncZod<ContestRoutesOptions> = async (app, { hub, submit, submissionsPerMinute }) => {
  const { db } = app;
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...openStreams]) close();
  });
  const juryContest = async (request: FastifyRequest, contestId: string) => {
    const contest = await findContest(db, contestId);
    assertJury(contest, await viewerOf(request));
    return contest;
  };

  app.get('/', { onRequest: authenticate, schema: { response: { 200: ContestListAnswer, ...errors } } }, async (request) => {
    const viewer = await viewerOf(request);
    return { contests: await listContests(db, viewer, new Date()), canOrganize: viewer.canOrganize };
  });

  app.post('/', { config: jury, schema: { body: CreateContestBody, response: { 201: Created, ...errors } } }, async (request, reply) => {
    const user = signedInUser(request);
    const created = await createContest(db, user.id, request.body);
    await recordAudit(db, user, { action: 'contest.create', targetType: 'contest', targetId: created.id, after: { title: request.body.title, rules: request.body.rules, access: request.body.access } });
    return reply.status(201).send(created);
  });

  app.get('/:id', { onRequest: authenticate, schema: { params: ContestIdParams, response: { 200: ContestDetail, ...errors } } }, async (request) =>
    getContestDetail(db, await findContest(db, request.params.id), await viewerOf(request), new Date()),
  );

  app.post('/:id/register', { onRequest: authenticate, schema: { params: ContestIdParams, body: RegisterBody, response: { 200: Done, ...errors } } }, async (request) => {
    const contest = await findContest(db, request.params.id);
    await registerForContest(db, contest, await viewerOf(request), request.body, new Date());
    hub.changed(contest.id, 'contest');
    return done;
  });

  app.post('/:id/start', { onRequest: authenticate, schema: { params: ContestIdParams, response: { 200: Done, ...errors } } }, async (request) => {
    const contest = await findContest(db, request.params.id);
    await startOwnWindow(db, contest, await viewerOf(request), new Date());
    hub.changed(contest.id, 'contest');
    return done;
  });

  app.post('/:id/virtual', { onRequest: authenticate, schema: { params: ContestIdParams, response: { 200: Done, ...errors } } }, async (request) => {
    const contest = await findContest(db, request.params.id);
    await startVirtual(db, contest, await viewerOf(request), new Date());
    hub.changed(contest.id, 'contest');
    return done;
  });

  app.post(
    '/:id/submissions',
    {
      onRequest: authenticate,
      config: { rateLimit: perUserRateLimit(submissionsPerMinute, 'submissions') },
      schema: { params: ContestIdParams, body: ContestSubmitBody, response: { 201: SubmitAnswer, ...errors, 413: ErrorBody } },
    },
    async (request, reply) => {
      const contest = await findContest(db, request.params.id);
      const answer = await submitToContest(db, submit, contest, await viewerOf(request), request.body, new Date());
      hub.changed(contest.id, 'board', answer.id);
      return reply.status(201).send(answer);
    },
  );

  app.get('/:id/submissions', { onRequest: authenticate, schema: { params: ContestIdParams, response: { 200: ContestSubmissionList, ...errors } } }, async (request) => {
    const contest = await findContest(db, request.params.id);
    const participant = await assertCanSee(db, contest, await viewerOf(request));
    // A team's submissions are its members' together (stored under the team's key).
    return { submissions: await listOwnContestSubmissions(db, contest.id, participant?.userId ?? signedInUser(request).id) };
  });

  app.get('/:id/scoreboard', { onRequest: authenticate, schema: { params: ContestIdParams, response: { 200: Scoreboard, ...errors } } }, async (request) => {
    const contest = await findContest(db, request.params.id);
    const viewer = await viewerOf(request);
    const participant = await assertCanSee(db, contest, viewer);
    const now = new Date();
    const view = viewKindOf(contest, isJuryOf(contest, viewer), participant, now);
    return computeScoreboard(await loadBoardInput(db, contest), boardViewOf(contest, view, now));
  });

  app.get('/:id/clarifications', { onRequest: authenticate, schema: { params: ContestIdParams, response: { 200: ClarificationList, ...errors } } }, async (request) => {
    const contest = await findContest(db, request.params.id);
    const viewer = await viewerOf(request);
    await assertCanSee(db, contest, viewer);
    return { clarifications: clarificationsFor(await loadClarifications(db, contest.id), viewer.user.id, isJuryOf(contest, viewer)) };
  });

  app.post('/:id/clarifications', { onRequest: authenticate, config: { rateLimit: askRateLimit }, schema: { params: ContestIdParams, body: AskBody, response: { 200: Done, ...errors } } }, async (request) => {
    const contest = await findContest(db, request.params.id);
    await askClarification(db, contest, signedInUser(request).id, request.body);
    hub.changed(contest.id, 'clarifications');
    return done;
  });

  app.post('/:id/clarifications/:clarificationId/answer', { config: jury, schema: { params: ClarificationIdParams, body: AnswerBody, response: { 200: Done, ...errors } } }, async (request) => {
    const contest = await juryContest(request, request.params.id);
    await answerClarification(db, contest.id, request.params.clarificationId, signedInUser(request).id, request.body);
    hub.changed(contest.id, 'clarifications');
    return done;
  });

  app.post('/:id/announcements', { config: jury, schema: { params: ContestIdParams, body: AnnounceBody, response: { 200: Done, ...errors } } }, async (request) => {
    const contest = await juryContest(request, request.params.id);
    await announce(db, contest.id, signedInUser(request).id, request.body);
    hub.changed(contest.id, 'clarifications');
    return done;
  });

  app.post('/:id/clock', { config: jury, schema: { params: ContestIdParams, body: ClockBody, response: { 200: Done, ...errors } } }, async (request) => {
    const contest = await juryContest(request, request.params.id);
    await db.transaction(async (tx) => {
      const inTransaction = tx as unknown as typeof db;
      await changeClock(inTransaction, contest, request.body.action, new Date());
      const after = await findContest(inTransaction, contest.id);
      const clockOf = (row: typeof contest) => ({ durationSeconds: row.durationSeconds, freezeSeconds: row.freezeSeconds, unfrozenAt: row.unfrozenAt?.toISOString() ?? null, revealedRows: row.revealedUserIds.length });
      await recordAudit(inTransaction, signedInUser(request), { action: `contest.${request.body.action}`, targetType: 'contest', targetId: contest.id, before: clockOf(contest), after: clockOf(after) });
    });
    hub.changed(contest.id, 'contest');
    return done;
  });

  app.post('/:id/invites', { config: jury, schema: { params: ContestIdParams, body: InviteBody, response: { 200: z.object({ invited: z.number() }), ...errors } } }, async (request) => {
    const contest = await juryContest(request, request.params.id);
    const answer = await inviteToContest(db, contest.id, request.body.emails);
    hub.changed(contest.id, 'contest');
    return answer;
  });

  app.post('/:id/extra-time', { config: jury, schema: { params: ContestIdParams, body: ExtraTimeBody, response: { 200: Done, ...errors } } }, async (request) => {
    const contest = await juryContest(request, request.params.id);
    await giveExtraTime(db, contest.id, request.body.email, request.body.extraMinutes);
    await recordAudit(db, signedInUser(request), { action: 'contest.extra-time', targetType: 'contest', targetId: contest.id, after: { email: request.body.email, extraMinutes: request.body.extraMinutes } });
    hub.changed(contest.id, 'contest');
    return done;
  });

  app.get('/:id/events', { onRequest: authenticateHeaderOrQuery, schema: { params: ContestIdParams } }, async (request, reply) => {
    const contest = await findContest(db, request.params.id);
    const viewer = await viewerOf(request);
    const participant = await assertCanSee(db, contest, viewer);
    await streamContestEvents(hub, request, reply, { contestId: contest.id, viewerId: viewer.user.id, isJury: isJuryOf(contest, viewer), participant }, openStreams);
  });
};
