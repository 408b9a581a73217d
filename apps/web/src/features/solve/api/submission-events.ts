import { FinalEvent, TestEvent } from '@codepath/contract/submissions';
import { readToken } from '@/lib/token';

export type SubmissionEventHandlers = {
  onTest: (event: TestEvent) => void;
  onFinal: (event: FinalEvent) => void;
  /** The browser gave up on the stream (the server refused it or went away for good). */
  onError: () => void;
  /** The connection dropped and the browser is trying again; `onReconnected` follows if it succeeds. */
  onReconnecting?: () => void;
  onReconnected?: () => void;
};

/**
 * Follows a submission's Server-Sent Events. EventSource cannot send headers, so the
 * token rides in the query; after a dropped connection the browser reconnects by
 * itself with Last-Event-ID and the server replays what was missed.
 * Returns a function that stops listening.
 */
export function followSubmission(submissionId: string, handlers: SubmissionEventHandlers): () => void {
  const token = readToken() ?? '';
  const url = `/api/submissions/${encodeURIComponent(submissionId)}/events?token=${encodeURIComponent(token)}`;
  const source = new EventSource(url);
  let isFinished = false;
  let isReconnecting = false;
  source.onopen = () => {
    if (!isReconnecting) return;
    isReconnecting = false;
    handlers.onReconnected?.();
  };
  source.addEventListener('test', (message) => {
    const parsed = TestEvent.safeParse(JSON.parse((message as MessageEvent<string>).data));
    if (parsed.success) handlers.onTest(parsed.data);
  });
  source.addEventListener('final', (message) => {
    const parsed = FinalEvent.safeParse(JSON.parse((message as MessageEvent<string>).data));
    isFinished = true;
    source.close();
    if (parsed.success) handlers.onFinal(parsed.data);
    else handlers.onError();
  });
  source.onerror = () => {
    if (isFinished) return;
    // CLOSED means the browser gave up reconnecting; CONNECTING is a retry in progress.
    if (source.readyState === EventSource.CLOSED) handlers.onError();
    else if (!isReconnecting) {
      isReconnecting = true;
      handlers.onReconnecting?.();
    }
  };
  return () => source.close();
}
