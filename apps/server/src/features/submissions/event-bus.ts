import { EventEmitter } from 'node:events';

export interface SubmissionEvent {
  seq: number;
  type: 'test' | 'final';
  data: Record<string, unknown>;
}

export type SubmissionEventListener = (event: SubmissionEvent) => void;

/**
 * Live delivery of stored submission events to open streams. The in-process
 * emitter serves one server; a Redis pub/sub provider implements the same two
 * methods when judging runs on other machines. Streams never rely on it alone:
 * they read the stored events first (see stream-events.ts).
 */
export interface SubmissionEventBus {
  publish(submissionId: string, event: SubmissionEvent): void;
  /** Returns the function that unsubscribes. */
  subscribe(submissionId: string, listener: SubmissionEventListener): () => void;
}

export function createLocalEventBus(): SubmissionEventBus {
  const emitter = new EventEmitter();
  // Every open stream of a submission is one listener; there is no useful bound.
  emitter.setMaxListeners(0);
  return {
    publish: (submissionId, event) => emitter.emit(submissionId, event),
    subscribe(submissionId, listener) {
      emitter.on(submissionId, listener);
      return () => emitter.off(submissionId, listener);
    },
  };
}
