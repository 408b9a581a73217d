import { and, eq, isNotNull } from 'drizzle-orm';
import type { LtiRosterSyncAnswer } from '@codepath/contract/lti';
import type { Database } from '../../db/client.ts';
import { classMembers } from '../../db/schema-classes.ts';
import { ltiContexts, ltiPlatforms, type LtiPlatformRow } from '../../db/schema-lti.ts';
import { AppError } from '../../lib/app-error.ts';
import { SCOPES, claimText, classRoleOf } from './lti-claims.ts';
import { joinClassAs, resolveAccount } from './lti-accounts.ts';
import { ServiceError, type ServiceTokens } from './service-token.ts';
import { fetchService, platformServiceUrl, readServiceJson } from './service-urls.ts';

const MEDIA_TYPE = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';
/** A roster this long is read in pages the platform chooses; past this many pages the rest waits for the next sync. */
const MAX_PAGES = 50;
const MAX_MEMBERS = 5000;

interface Member {
  user_id?: unknown;
  roles?: unknown;
  status?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  email?: unknown;
}

const text = claimText;

/** The `next` page of an RFC 8288 Link header. */
function nextPage(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part);
    if (match?.[1]) return match[1];
  }
  return null;
}

async function readMembers(platform: LtiPlatformRow, url: string, token: string): Promise<Member[]> {
  const members: Member[] = [];
  let next: string | null = url;
  for (let page = 0; next && page < MAX_PAGES && members.length < MAX_MEMBERS; page += 1) {
    let body: { members?: unknown } | null;
    let link: string | null;
    try {
      const response: Response = await fetchService(next, { headers: { authorization: `Bearer ${token}`, accept: MEDIA_TYPE } });
      if (!response.ok) {
        await response.body?.cancel();
        throw new ServiceError(`the roster endpoint answered ${response.status}`, response.status);
      }
      body = (await readServiceJson(response)) as { members?: unknown } | null;
      link = response.headers.get('link');
    } catch (error) {
      // The reason is logged; the teacher is told only that the LMS's roster could not be read.
      throw new AppError('SERVICE_UNAVAILABLE', `The roster of the LMS ${platform.name} could not be read. Try again later, or ask a CodePath administrator to check the server log.`, { cause: error });
    }
    if (body && Array.isArray(body.members)) members.push(...(body.members as Member[]));
    // A next page elsewhere than the platform is not followed.
    next = platformServiceUrl(platform, nextPage(link));
  }
  return members.slice(0, MAX_MEMBERS);
}

/**
 * Names and Role Provisioning: reads the roster of the LMS course tied to this class (by
 * each platform linked to it) and gives each active member a linked account
 * and their class role, as a launch would. A member whose e-mail belongs to an account
 * not linked yet is left for its owner to link at their first launch.
 */
export async function syncRoster(db: Database, tokens: ServiceTokens, classId: string): Promise<LtiRosterSyncAnswer> {
  const sources = await db
    .select({ platform: ltiPlatforms, membershipsUrl: ltiContexts.membershipsUrl })
    .from(ltiContexts)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platformId))
    .where(and(eq(ltiPlatforms.classId, classId), eq(ltiContexts.contextId, ltiPlatforms.contextId), isNotNull(ltiContexts.membershipsUrl)));
  if (sources.length === 0) {
    throw new AppError('BAD_REQUEST', 'No LMS course with a roster service has been launched into this class yet. Open CodePath once from the course, then sync.');
  }
  const answer = { members: 0, accountsCreated: 0, joined: 0 };
  for (const { platform, membershipsUrl } of sources) {
    let token: string;
    try {
      token = await tokens(platform, [SCOPES.memberships]);
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', `The LMS ${platform.name} refused a roster token.`, { cause: error });
    }
    const rosterUrl = platformServiceUrl(platform, membershipsUrl);
    if (!rosterUrl) continue;
    const members = await readMembers(platform, rosterUrl, token);
    for (const member of members) {
      const subject = text(member.user_id, 255);
      if (!subject || (member.status !== undefined && member.status !== 'Active')) continue;
      answer.members += 1;
      const roles = Array.isArray(member.roles) ? member.roles.filter((role): role is string => typeof role === 'string') : [];
      const resolved = await resolveAccount(db, platform.id, {
        subject,
        email: text(member.email, 254),
        givenName: text(member.given_name, 200),
        familyName: text(member.family_name, 200),
        name: text(member.name, 400),
      });
      if (resolved.kind !== 'account') continue;
      if (resolved.isNew) answer.accountsCreated += 1;
      const [before] = await db.select({ role: classMembers.role }).from(classMembers).where(and(eq(classMembers.classId, classId), eq(classMembers.userId, resolved.user.id)));
      await joinClassAs(db, classId, resolved.user.id, classRoleOf(roles));
      if (!before) answer.joined += 1;
    }
  }
  return answer;
}
