import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { submissions } from '../../db/schema-judging.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SubmissionEvent, SubmissionEventBus } from './event-bus.ts';
import { readEventsToResume } from './event-store.ts';

export const HEARTBEAT_MS = 15_000;

const formatEvent = (event: SubmissionEvent) => `id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/** Last-Event-ID is the seq of the last event the client received; anything else means "from the start". */
export function parseLastEventId(header: string | string[] | undefined): number {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * Server-Sent Events of one submission: the stored events after Last-Event-ID,
 * then live ones until the final event, which ends the stream. Subscribing before
 * reading the store means no event falls between the two; seq removes duplicates.
 * `openStreams` lets a stopping server end every stream (clients resume elsewhere).
 */
export async function streamSubmissionEvents(
  db: Database,
  bus: SubmissionEventBus,
  request: FastifyRequest,
  reply: FastifyReply,
  submissionId: string,
  userId: string,
  openStreams: Set<() => void>,
): Promise<void> {
  const [owned] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.userId, userId)));
  if (!owned) throw new AppError('NOT_FOUND', 'Submission not found');

  let lastSent = parseLastEventId(request.headers['last-event-id']);
  let isClosed = false;
  let isReplaying = true;
  const heldBack: SubmissionEvent[] = [];
  const raw = reply.raw;
  let unsubscribe = () => {};

  const close = () => {
    if (isClosed) return;
    isClosed = true;
    clearInterval(heartbeat);
    unsubscribe();
    openStreams.delete(close);
    raw.end();
  };
  const send = (event: SubmissionEvent) => {
    // The final event ends every stream, even one resumed at or past it.
    if (isClosed || (event.seq <= lastSent && event.type !== 'final')) return;
    lastSent = Math.max(lastSent, event.seq);
    raw.write(formatEvent(event));
    if (event.type === 'final') close();
  };

  unsubscribe = bus.subscribe(submissionId, (event) => (isReplaying ? heldBack.push(event) : send(event)));
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies such as nginx would otherwise hold events back.
    'x-accel-buffering': 'no',
  });
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  request.raw.on('close', close);
  openStreams.add(close);

  try {
    for (const event of await readEventsToResume(db, submissionId, lastSent)) send(event);
  } catch (error) {
    request.log.error({ err: error, submissionId }, 'reading submission events failed');
    close();
    return;
  }
  for (const event of heldBack.splice(0)) send(event);
  isReplaying = false;
}
