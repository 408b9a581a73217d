import type { FastifyInstance } from 'fastify';
import type { FinalEvent } from '@codepath/contract/submissions';
import { bearer } from '../../support/accounts.ts';

export interface StreamedEvent {
  id: number;
  type: string;
  data: Record<string, unknown>;
}

/** Parses a text/event-stream body into its events (comments such as heartbeats are skipped). */
export function parseEventStream(body: string): StreamedEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() && !block.startsWith(':'))
    .map((block) => {
      const fields = Object.fromEntries(
        block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      );
      return { id: Number(fields.id), type: String(fields.event), data: JSON.parse(String(fields.data)) as Record<string, unknown> };
    });
}

export async function submit(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/submissions', headers: bearer(token), payload });
}

/** Reads the events stream to its end (the final event closes it) and answers every event. */
export async function streamToEnd(app: FastifyInstance, token: string, submissionId: string, lastEventId?: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/submissions/${submissionId}/events`,
    headers: { ...bearer(token), ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}) },
  });
  return { response, events: parseEventStream(response.body) };
}

export async function submitAndWait(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  const created = await submit(app, token, payload);
  if (created.statusCode !== 201) throw new Error(`submit failed: ${created.statusCode} ${created.body}`);
  const { id } = created.json() as { id: string };
  const { events } = await streamToEnd(app, token, id);
  const final = events.find((event) => event.type === 'final');
  if (!final) throw new Error(`no final event for ${id}`);
  return { id, events, final: final.data as FinalEvent };
}
