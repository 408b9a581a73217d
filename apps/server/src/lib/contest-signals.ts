import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** What tells API servers a contest changed: a verdict (of any submission: the servers look it up) or a contest's own change. */
export type ContestSignal =
  | { type: 'verdict'; submissionId: string }
  /** `submissionId`: the one try that changed the board (a new one), so servers read only it. */
  | { type: 'changed'; contestId: string; what: 'board' | 'clarifications' | 'contest'; submissionId?: string };

export interface ContestSignals {
  publish(signal: ContestSignal): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: (signal: ContestSignal) => void): () => void;
  close(): void;
}

interface Log {
  warn(details: object, message: string): void;
}

/**
 * In-process in embedded mode; one Redis pub/sub channel in scale-out mode, where the
 * worker that writes a verdict is not the server holding the scoreboard streams. A lost
 * message is made good by the hub's periodic refresh (contest-hub.ts).
 */
export function createContestSignals(redis: { connection: Redis; prefix: string } | null, log: Log): ContestSignals {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  if (!redis) {
    return {
      publish: (signal) => local.emit('signal', signal),
      subscribe(listener) {
        local.on('signal', listener);
        return () => local.off('signal', listener);
      },
      close() {},
    };
  }
  const channel = `${redis.prefix}:contests`;
  let subscriber: Redis | null = null;
  return {
    publish(signal) {
      redis.connection.publish(channel, JSON.stringify(signal)).catch((error: Error) => {
        log.warn({ err: { message: error.message } }, 'publishing a contest signal failed; scoreboards catch up at their next refresh');
      });
    },
    subscribe(listener) {
      if (!subscriber) {
        const connection = redis.connection.duplicate();
        connection.on('error', () => {});
        connection.on('message', (_channel: string, message: string) => {
          try {
            local.emit('signal', JSON.parse(message) as ContestSignal);
          } catch {
            log.warn({ channel }, 'an unreadable contest signal was ignored');
          }
        });
        connection.subscribe(channel).catch(() => {});
        subscriber = connection;
      }
      local.on('signal', listener);
      return () => local.off('signal', listener);
    },
    close() {
      subscriber?.disconnect();
      subscriber = null;
    },
  };
}
