import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { submissions } from '../../src/db/schema-judging.ts';
import { createLocalEventBus, type SubmissionEvent, type SubmissionEventBus } from '../../src/features/submissions/event-bus.ts';
import { storeEvent } from '../../src/features/submissions/event-store.ts';
import { streamSubmissionEvents } from '../../src/features/submissions/stream-events.ts';
import { registerAccount } from '../support/accounts.ts';
import { parseEventStream, type StreamedEvent } from './support/judge-client.ts';
import { createScriptedJudgeApp, type ScriptedJudgeApp } from './support/scripted-judge-app.ts';

/**
 * Another server judges the submission: its events reach the store, and this server
 * hears of them only through the bus under test, which may lose some.
 */
let t: ScriptedJudgeApp;
let db: Database;
let userId: string;
let submissionNumber = 0;
const streamServers: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createScriptedJudgeApp({});
  db = t.database.db;
  userId = (await registerAccount(t.app)).user.id;
});
afterEach(async () => {
  for (const server of streamServers.splice(0)) await server.close();
});
afterAll(() => t.close());

/** A submission being judged elsewhere: Running, nothing stored yet. */
async function runningSubmission(): Promise<string> {
  submissionNumber += 1;
  const [row] = await db
    .insert(submissions)
    .values({ userId, problemSlug: 'line-sum', problemVersion: 1, submissionNumber, language: 'python', code: 'print(6)', status: 'Running' })
    .returning({ id: submissions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** A bus that loses every published event whose seq `drops` picks. */
function lossyBus(drops: (event: SubmissionEvent) => boolean): SubmissionEventBus {
  const bus = createLocalEventBus();
  return { publish: (id, event) => (drops(event) ? undefined : bus.publish(id, event)), subscribe: bus.subscribe };
}

/** A server whose only route is the events stream on `bus`, listening on a free port. */
async function streamServer(bus: SubmissionEventBus, rereadAfterMs: number): Promise<string> {
  const server = Fastify();
  const openStreams = new Set<() => void>();
  server.get<{ Params: { id: string } }>('/events/:id', (request, reply) =>
    streamSubmissionEvents(db, bus, request, reply, request.params.id, userId, openStreams, { rereadAfterMs }),
  );
  server.addHook('preClose', async () => {
    for (const close of [...openStreams]) close();
  });
  streamServers.push(server);
  await server.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
}

/** Opens a stream and collects its events as they arrive. */
function openStream(url: string) {
  const events: StreamedEvent[] = [];
  let body = '';
  let isEnded = false;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());
  http.get(url, (response) => {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      body += chunk;
      const end = body.lastIndexOf('\n\n') + 2;
      events.push(...parseEventStream(body.slice(0, end)));
      body = body.slice(end);
      wake();
    });
    response.on('end', () => {
      isEnded = true;
      wake();
    });
  });
  return {
    events,
    isEnded: () => isEnded,
    /** Resolves once `condition` holds, or rejects after `ms`. */
    async until(condition: () => boolean, ms: number): Promise<void> {
      const deadline = Date.now() + ms;
      while (!condition()) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`not within ${ms} ms; events so far: ${JSON.stringify(events.map((event) => event.id))}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
  };
}

const testEvent = (seq: number): SubmissionEvent => ({
  seq,
  type: 'test',
  data: { index: seq, isSample: seq === 1, verdict: 'Accepted', time: 1, memory: 1 },
});
const finalEvent = (seq: number): SubmissionEvent => ({
  seq,
  type: 'final',
  data: { verdict: 'Accepted', isSuccessful: true, passedCount: seq - 1, testCount: seq - 1, score: 100, wrongAttempts: 0 },
});

/** What the judging server does with each event: store it, then publish it. */
async function judged(bus: SubmissionEventBus, submissionId: string, event: SubmissionEvent) {
  await storeEvent(db, submissionId, event);
  bus.publish(submissionId, event);
}

describe('a stream whose live events get lost', () => {
  it('still receives every test event and the final one from the store within the silent period', async () => {
    const bus = lossyBus(() => true);
    const id = await runningSubmission();
    const stream = openStream(`${await streamServer(bus, 200)}/events/${id}`);
    // Subscribed and replayed (nothing yet): a comment line or nothing has arrived.
    await new Promise((resolve) => setTimeout(resolve, 100));

    await judged(bus, id, testEvent(1));
    await judged(bus, id, testEvent(2));
    await stream.until(() => stream.events.length === 2, 2_000);
    await judged(bus, id, testEvent(3));
    await judged(bus, id, finalEvent(4));
    await stream.until(stream.isEnded, 2_000);

    expect(stream.events.map(({ id: seq, type }) => ({ seq, type }))).toEqual([
      { seq: 1, type: 'test' },
      { seq: 2, type: 'test' },
      { seq: 3, type: 'test' },
      { seq: 4, type: 'final' },
    ]);
    expect(stream.events.at(-1)?.data).toEqual(finalEvent(4).data);
  });

  it('reads the store at once when a live event shows that an earlier one was lost', async () => {
    const bus = lossyBus((event) => event.seq === 2);
    const id = await runningSubmission();
    // A silent period far beyond the test's waits: only the gap can bring test 2.
    const stream = openStream(`${await streamServer(bus, 60_000)}/events/${id}`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    await judged(bus, id, testEvent(1));
    await stream.until(() => stream.events.length === 1, 2_000);
    await judged(bus, id, testEvent(2));
    await judged(bus, id, testEvent(3));
    await stream.until(() => stream.events.length === 3, 2_000);
    expect(stream.events.map((event) => event.id)).toEqual([1, 2, 3]);

    await judged(bus, id, finalEvent(4));
    await stream.until(stream.isEnded, 2_000);
    expect(stream.events.map((event) => event.id)).toEqual([1, 2, 3, 4]);
  });

  it('sends each event once when the bus delivers what the store already gave', async () => {
    const bus = lossyBus(() => false);
    const id = await runningSubmission();
    await storeEvent(db, id, testEvent(1));
    const stream = openStream(`${await streamServer(bus, 50)}/events/${id}`);
    await stream.until(() => stream.events.length === 1, 2_000);
    // Several silent periods pass, each reading the store again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    bus.publish(id, testEvent(1));
    await judged(bus, id, testEvent(2));
    await judged(bus, id, finalEvent(3));
    await stream.until(stream.isEnded, 2_000);
    expect(stream.events.map((event) => event.id)).toEqual([1, 2, 3]);
  });
});
