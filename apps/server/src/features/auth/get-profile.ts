import type { ProfileAnswer } from '@codepath/contract/auth';
import type { UserRow } from '../../db/schema.ts';
import { isFirstLogin, remainingProfileUpdates } from './profile-updates.ts';
import { toUserView } from './user-view.ts';

export function getProfile(user: UserRow): ProfileAnswer {
  return {
    user: { ...toUserView(user), isFirstLogin: isFirstLogin(user) },
    profileUpdates: { count: user.profileUpdateCount, remaining: remainingProfileUpdates(user) },
  };
}
