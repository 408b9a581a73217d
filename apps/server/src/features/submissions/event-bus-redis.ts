import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { SubmissionEvent, SubmissionEventBus } from './event-bus.ts';

/**
 * Live events between servers: a worker publishes each stored event on the
 * submission's channel; every API server subscribes (one connection, one channel
 * per submission with open streams) and hands it to its streams. A message lost
 * while Redis restarts is not lost for the learner: streams re-read the stored
 * events on a gap or a silence (stream-events.ts).
 */
export function createRedisEventBus(publisher: Redis, prefix: string, log: { warn(details: object, message: string): void }): SubmissionEventBus & { close(): void } {
  const channelOf = (submissionId: string) => `${prefix}:events:${submissionId}`;
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let subscriber: Redis | null = null;

  const connectSubscriber = (): Redis => {
    if (subscriber) return subscriber;
    const connection = publisher.duplicate();
    connection.on('error', () => {});
    connection.on('message', (channel: string, message: string) => {
      const submissionId = channel.slice(channel.lastIndexOf(':') + 1);
      try {
        local.emit(submissionId, JSON.parse(message) as SubmissionEvent);
      } catch {
        log.warn({ channel }, 'an unreadable submission event was ignored');
      }
    });
    subscriber = connection;
    return connection;
  };

  return {
    publish(submissionId, event) {
      publisher.publish(channelOf(submissionId), JSON.stringify(event)).catch((error: Error) => {
        log.warn({ err: { message: error.message }, submissionId }, 'publishing a submission event failed; streams will read it from the database');
      });
    },
    subscribe(submissionId, listener) {
      const connection = connectSubscriber();
      if (local.listenerCount(submissionId) === 0) connection.subscribe(channelOf(submissionId)).catch(() => {});
      local.on(submissionId, listener);
      return () => {
        local.off(submissionId, listener);
        if (local.listenerCount(submissionId) === 0) connection.unsubscribe(channelOf(submissionId)).catch(() => {});
      };
    },
    close() {
      subscriber?.disconnect();
      subscriber = null;
    },
  };
}
