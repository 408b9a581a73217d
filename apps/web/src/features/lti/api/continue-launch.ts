import { LtiHandoffAnswer, LtiLinkAnswer } from '@codepath/contract/lti';
import { apiRequest } from '@/lib/api-client';

/** POST /api/lti/session: the launch's one-time code for a session, or word that the account must be linked first. */
export async function continueLaunch(code: string): Promise<LtiHandoffAnswer> {
  return LtiHandoffAnswer.parse(await apiRequest('POST', '/api/lti/session', { body: { code } }));
}

/** POST /api/lti/link: links the launch's LMS account to the signed-in account. */
export async function linkLaunch(code: string): Promise<LtiLinkAnswer> {
  return LtiLinkAnswer.parse(await apiRequest('POST', '/api/lti/link', { body: { code } }));
}
