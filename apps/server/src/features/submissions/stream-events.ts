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

export interface StreamOptions {
  /**
   * How long a stream waits without any event before it reads the store again. Live
   * delivery may lose a message (a pub/sub connection drops, a server restarts), so
   * this bounds how late such an event can be.
   */
  rereadAfterMs?: number;
}

export const REREAD_AFTER_MS = 5_000;

/**
 * Server-Sent Events of one submission: the stored events after Last-Event-ID,
 * then live ones until the final event, which ends the stream. The stored events
 * are the truth and live delivery only makes them fast: subscribing before reading
 * the store means no event falls between the two, a live event more than one past
 * the last one sent (a gap: something was lost) makes the stream read the store
 * again at once, and so does a silent period of `rereadAfterMs`. Seq removes
 * duplicates. `openStreams` lets a stopping server end every stream (clients
 * resume elsewhere).
 */
export async function streamSubmissionEvents(
  db: Database,
  bus: SubmissionEventBus,
  request: FastifyRequest,
  reply: FastifyReply,
  submissionId: string,
  userId: string,
  openStreams: Set<() => void>,
  { rereadAfterMs = REREAD_AFTER_MS }: StreamOptions = {},
): Promise<void> {
  const [owned] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.userId, userId)));
  if (!owned) throw new AppError('NOT_FOUND', 'Submission not found');

  let lastSent = parseLastEventId(request.headers['last-event-id']);
  let isClosed = false;
  // Live events that arrive while the store is being read wait for the read to finish.
  let isReading = false;
  const heldBack: SubmissionEvent[] = [];
  const raw = reply.raw;
  let unsubscribe = () => {};
  let silence: ReturnType<typeof setTimeout> | undefined;

  const close = () => {
    if (isClosed) return;
    isClosed = true;
    clearInterval(heartbeat);
    clearTimeout(silence);
    unsubscribe();
    openStreams.delete(close);
    raw.end();
  };
  const waitForSilence = () => {
    clearTimeout(silence);
    if (!isClosed) silence = setTimeout(() => void readStore(), rereadAfterMs);
  };
  const send = (event: SubmissionEvent) => {
    // The final event ends every stream, even one resumed at or past it.
    if (isClosed || (event.seq <= lastSent && event.type !== 'final')) return;
    lastSent = Math.max(lastSent, event.seq);
    raw.write(formatEvent(event));
    if (event.type === 'final') close();
    else waitForSilence();
  };
  /** A live event right after the last one sent goes out; one further on means something was lost. */
  const receive = (event: SubmissionEvent) => {
    if (isClosed) return;
    if (isReading) heldBack.push(event);
    else if (event.seq > lastSent + 1) void readStore();
    else send(event);
  };
  /**
   * Sends the stored events after the last one sent. A test event may be published before it is stored (judge-submission.ts,
   * EVENT_STORE_DELAY_MS), so a read can come too early for it; the final event is stored with every test event before
   * it, before it is published, so the read its gap starts finds them all.
   */
  const readStore = async () => {
    if (isClosed || isReading) return;
    isReading = true;
    clearTimeout(silence);
    try {
      for (const event of await readEventsToResume(db, submissionId, lastSent)) send(event);
    } catch (error) {
      request.log.error({ err: error, submissionId }, 'reading submission events failed');
      // The client reconnects with Last-Event-ID, on this server or another.
      close();
      return;
    } finally {
      isReading = false;
    }
    waitForSilence();
    for (const event of heldBack.splice(0)) receive(event);
  };

  unsubscribe = bus.subscribe(submissionId, receive);
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
  await readStore();
}
