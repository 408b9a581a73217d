import { PROFILE_UPDATE_LIMIT } from '@codepath/contract/constants';
import type { UserRow } from '../../db/schema.ts';

/**
 * A user's first profile update is free: it marks the end of their "first login"
 * period and does not count. After it, at most PROFILE_UPDATE_LIMIT updates count.
 */
export const isFirstLogin = (user: UserRow) => !user.hasUsedFreeProfileUpdate;

export const remainingProfileUpdates = (user: UserRow) => Math.max(0, PROFILE_UPDATE_LIMIT - user.profileUpdateCount);
