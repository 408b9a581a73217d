import type { Redis } from 'ioredis';
import type { SignedInUsers } from './signed-in-users.ts';

/**
 * Tells every server that an account changed in a way its tokens must feel at once
 * (disabled, roles changed, signed out): each forgets what it kept of the account
 * (`signed-in-users.ts`), so its next request reads the row. In scale-out mode the
 * news goes out on Redis pub/sub; a server that misses it (Redis restarting) still
 * reads the row within SIGNED_IN_USER_MAX_AGE_MS.
 */
export interface AccountChanges {
  announce(userId: string): void;
  close(): void;
}

export function createAccountChanges(
  signedInUsers: SignedInUsers,
  redis: { connection: Redis; prefix: string } | null,
  log: { warn(details: object, message: string): void },
): AccountChanges {
  if (!redis) {
    return { announce: (userId) => signedInUsers.forget(userId), close: () => {} };
  }
  const channel = `${redis.prefix}:account-changes`;
  const subscriber = redis.connection.duplicate();
  subscriber.on('error', () => {});
  subscriber.on('message', (_channel: string, userId: string) => signedInUsers.forget(userId));
  subscriber.subscribe(channel).catch((error: Error) => log.warn({ err: { message: error.message } }, 'cannot follow account changes; accounts are read again within seconds'));
  return {
    announce(userId) {
      signedInUsers.forget(userId);
      redis.connection.publish(channel, userId).catch((error: Error) => {
        log.warn({ err: { message: error.message }, userId }, 'announcing an account change failed; other servers read it within seconds');
      });
    },
    close: () => subscriber.disconnect(),
  };
}
