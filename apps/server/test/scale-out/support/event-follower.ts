export interface FollowedEvent {
  id: number;
  type: string;
  data: Record<string, unknown>;
}

export interface FollowResult {
  events: FollowedEvent[];
  /** The final events received (a correct stream ends at its first, so exactly one). */
  finals: FollowedEvent[];
  /** Connections opened after the first, each resuming with Last-Event-ID. */
  reconnects: number;
  /** Why each connection ended without a final event. */
  interruptions: string[];
  finishedAt: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows a submission's events as a browser's EventSource would: on a dropped
 * connection, an error answer or a stream that ends without the final event, it
 * reconnects after `retryMs` with Last-Event-ID = the last id received, to a
 * server chosen by `pickServer` (told the server that just failed, so it can pick
 * another). Ends at the final event or at `deadline` (a timestamp).
 */
export async function followEvents(
  submissionId: string,
  token: string,
  pickServer: (failed?: string) => string,
  deadline: number,
  retryMs = 300,
): Promise<FollowResult> {
  const result: FollowResult = { events: [], finals: [], reconnects: 0, interruptions: [], finishedAt: 0 };
  let lastId: number | undefined;
  let failed: string | undefined;
  for (let attempt = 0; Date.now() < deadline; attempt += 1) {
    if (attempt > 0) {
      result.reconnects += 1;
      await sleep(retryMs);
    }
    const server = pickServer(failed);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), Math.max(0, deadline - Date.now()));
    try {
      const response = await fetch(`${server}/api/submissions/${submissionId}/events?token=${encodeURIComponent(token)}`, {
        headers: lastId !== undefined ? { 'last-event-id': String(lastId) } : {},
        signal: abort.signal,
      });
      if (response.status !== 200 || !response.body) {
        result.interruptions.push(`answer ${response.status}`);
        await response.body?.cancel();
        failed = server;
        continue;
      }
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.trim() || block.startsWith(':')) continue;
          const fields = new Map(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));
          const event = { id: Number(fields.get('id')), type: String(fields.get('event')), data: JSON.parse(String(fields.get('data'))) as Record<string, unknown> };
          result.events.push(event);
          lastId = event.id;
          if (event.type === 'final') result.finals.push(event);
        }
      }
      if (result.finals.length > 0) {
        result.finishedAt = Date.now();
        return result;
      }
      result.interruptions.push('ended without the final event');
      failed = server;
    } catch (error) {
      if (result.finals.length > 0) {
        result.finishedAt = Date.now();
        return result;
      }
      result.interruptions.push(`connection: ${(error as Error).cause ? String(((error as Error).cause as Error).message ?? (error as Error).cause) : (error as Error).message}`);
      failed = server;
    } finally {
      clearTimeout(timer);
    }
  }
  return result;
}
