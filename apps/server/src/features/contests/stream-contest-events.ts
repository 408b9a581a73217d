import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContestParticipantRow } from '../../db/schema-contests.ts';
import type { ContestHub } from './contest-hub.ts';

const HEARTBEAT_MS = 15_000;

/**
 * Server-Sent Events of a contest page: `scoreboard` (the viewer's board) and
 * `clarifications` (what the viewer may read) at once and after each change, and
 * `contest` when the contest itself changed (registration, the jury's clock). Every
 * event carries the whole current state, so a client that reconnects needs nothing it missed.
 */
export async function streamContestEvents(
  hub: ContestHub,
  request: FastifyRequest,
  reply: FastifyReply,
  who: { contestId: string; viewerId: string; isJury: boolean; participant: ContestParticipantRow | null },
  openStreams: Set<() => void>,
): Promise<void> {
  const raw = reply.raw;
  let isClosed = false;
  let leave = () => {};
  const close = () => {
    if (isClosed) return;
    isClosed = true;
    clearInterval(heartbeat);
    leave();
    openStreams.delete(close);
    raw.end();
  };
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  request.raw.on('close', close);
  openStreams.add(close);
  try {
    leave = await hub.open(who.contestId, {
      viewerId: who.viewerId,
      isJury: who.isJury,
      participant: who.participant,
      send: (event, data) => {
        if (!isClosed) raw.write(`event: ${event}\ndata: ${data}\n\n`);
      },
    });
    if (isClosed) leave();
  } catch (error) {
    request.log.error({ err: error, contestId: who.contestId }, 'opening a contest stream failed');
    close();
  }
}
