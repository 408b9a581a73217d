import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, ne, or, eq } from 'drizzle-orm';
import { z } from 'zod';
import { contests } from '../../../db/schema-contests.ts';
import { AppError } from '../../../lib/app-error.ts';
import { authenticate } from '../../../lib/authenticate.ts';
import { findContest, isJuryOf, viewerOf, type Viewer } from '../contest-access.ts';
import { findParticipant } from '../participation.ts';
import { clicsContestObject, eventFeedLines, loadClicsContest, type ClicsContest } from './clics-view.ts';

const COLLECTIONS = {
  problems: 'problems',
  teams: 'teams',
  organizations: 'organizations',
  languages: 'languages',
  'judgement-types': 'judgementTypes',
  submissions: 'submissions',
  judgements: 'judgements',
  runs: 'runs',
  clarifications: 'clarifications',
} as const satisfies Record<string, keyof ClicsContest>;
type Collection = keyof typeof COLLECTIONS;

const ContestParams = z.object({ id: z.uuid() });
const CollectionParams = z.object({ id: z.uuid(), collection: z.enum(Object.keys(COLLECTIONS) as [Collection, ...Collection[]]) });
const ObjectParams = CollectionParams.extend({ objectId: z.string().min(1).max(80) });
const FeedQuery = z.object({ stream: z.enum(['true', 'false']).optional(), since_token: z.string().max(40).optional() });

/** How often an open event feed looks for changes, and how often it sends a keep-alive newline. */
const FEED_POLL_MS = 2_000;
const FEED_KEEPALIVE_MS = 60_000;

/** Signed-in callers get their roles (the jury reads everything); a call without a token reads the public view. */
async function optionalViewer(request: FastifyRequest): Promise<Viewer | null> {
  if (!request.headers.authorization) return null;
  await authenticate(request);
  return viewerOf(request);
}

/**
 * The CLICS Contest API, 2023-06, read-only, at /api/contests: what contest tools
 * (resolvers, overlays, a shadowing DOMjudge) read. Contests open to everyone (public or
 * join code) can be read without a token, in the public view (frozen during the freeze);
 * an invitation contest needs the token of its jury or of a participant; the jury's token
 * reads everything. Answers follow the specification's JSON schemas, kept in
 * ./json-schema and checked by the tests.
 */
export const clicsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const openFeeds = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...openFeeds]) close();
  });

  const readable = async (request: FastifyRequest, contestId: string) => {
    const viewer = await optionalViewer(request);
    const contest = await findContest(db, contestId);
    const isJury = isJuryOf(contest, viewer);
    if (contest.access === 'invite' && !isJury && !(viewer && (await findParticipant(db, contest.id, viewer.user.id)))) throw new AppError('NOT_FOUND', 'Contest not found');
    return { contest, isJury };
  };
  const load = async (request: FastifyRequest, contestId: string) => {
    const { contest, isJury } = await readable(request, contestId);
    return loadClicsContest(db, contest, isJury, new Date());
  };

  app.get('/', async (request) => {
    const viewer = await optionalViewer(request);
    const visible = viewer?.isAdmin ? undefined : viewer ? or(ne(contests.access, 'invite'), eq(contests.ownerId, viewer.user.id)) : ne(contests.access, 'invite');
    const rows = await db.select().from(contests).where(visible).orderBy(desc(contests.startsAt)).limit(200);
    return rows.map(clicsContestObject);
  });

  app.get('/:id', { schema: { params: ContestParams } }, async (request) => (await load(request, request.params.id)).contest);
  app.get('/:id/state', { schema: { params: ContestParams } }, async (request) => (await load(request, request.params.id)).state);
  app.get('/:id/access', { schema: { params: ContestParams } }, async (request) => (await load(request, request.params.id)).access);
  app.get('/:id/scoreboard', { schema: { params: ContestParams } }, async (request) => (await load(request, request.params.id)).scoreboard);

  app.get('/:id/:collection', { schema: { params: CollectionParams } }, async (request) => (await load(request, request.params.id))[COLLECTIONS[request.params.collection]]);

  app.get('/:id/:collection/:objectId', { schema: { params: ObjectParams } }, async (request) => {
    const items: readonly { id: string }[] = (await load(request, request.params.id))[COLLECTIONS[request.params.collection]];
    const found = items.find((item) => item.id === request.params.objectId);
    if (!found) throw new AppError('NOT_FOUND', 'Object not found');
    return found;
  });

  app.get('/:id/event-feed', { schema: { params: ContestParams, querystring: FeedQuery } }, async (request, reply) => {
    const { contest, isJury } = await readable(request, request.params.id);
    await streamEventFeed(request, reply, async () => eventFeedLines(await loadClicsContest(db, contest, isJury, new Date())), request.query.stream !== 'false', openFeeds);
  });
};

/**
 * NDJSON: every event line now; with stream (the default) the connection stays open and
 * sends each object that appears or changes (the same type and id again, as an update),
 * and a newline as keep-alive.
 */
async function streamEventFeed(request: FastifyRequest, reply: FastifyReply, linesNow: () => Promise<string[]>, isStream: boolean, openFeeds: Set<() => void>): Promise<void> {
  const first = await linesNow();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' });
  const sent = new Map<string, string>();
  let token = 0;
  const send = (lines: string[]) => {
    for (const line of lines) {
      const { type, id, data } = JSON.parse(line) as { type: string; id: string | null; data: unknown };
      const key = `${type}/${id ?? ''}`;
      const body = JSON.stringify(data);
      if (sent.get(key) === body) continue;
      sent.set(key, body);
      token += 1;
      raw.write(`${JSON.stringify({ type, id, data, token: String(token) })}\n`);
    }
  };
  send(first);
  if (!isStream) {
    raw.end();
    return;
  }
  let isClosed = false;
  const close = () => {
    if (isClosed) return;
    isClosed = true;
    clearInterval(poll);
    clearInterval(keepAlive);
    openFeeds.delete(close);
    raw.end();
  };
  const poll = setInterval(() => {
    linesNow().then((lines) => !isClosed && send(lines)).catch((error: unknown) => {
      request.log.warn({ err: error }, 'the event feed could not be read; it ends and the reader reconnects');
      close();
    });
  }, FEED_POLL_MS);
  const keepAlive = setInterval(() => raw.write('\n'), FEED_KEEPALIVE_MS);
  openFeeds.add(close);
  request.raw.on('close', close);
}
