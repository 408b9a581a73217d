import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assignments } from '../../db/schema-classes.ts';
import { ltiContexts, ltiPlatforms, ltiResourceLinks } from '../../db/schema-lti.ts';
import { createHandoff } from './handoffs.ts';
import { enqueueGradeSync } from './grade-outbox.ts';
import { CLAIM, CUSTOM, MESSAGE_TYPES, SCOPES, claimText, classRoleOf, type LaunchRole } from './lti-claims.ts';
import { launchErrors } from './launch-error.ts';
import { joinClassAs, recordLtiLogin, resolveAccount, type PlatformPerson } from './lti-accounts.ts';
import type { VerifiedLaunch } from './verify-launch.ts';
import type { LtiPlatformRow } from '../../db/schema-lti.ts';
import { platformById } from './platforms.ts';
import { platformServiceUrl } from './service-urls.ts';

export type LaunchOutcome =
  | { kind: 'continue'; code: string }
  | { kind: 'deep-link'; code: string; classId: string; deploymentId: string };

const text = claimText;
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

export function personOf(claims: Record<string, unknown>, subject: string): PlatformPerson {
  return { subject, email: text(claims.email, 254), givenName: text(claims.given_name, 200), familyName: text(claims.family_name, 200), name: text(claims.name, 400) };
}

/** Where the launch lands in the web app (paths of apps/web/src/config/paths.ts). */
function destinationOf(classId: string | null, assignmentId: string | null, problemSlug: string | null): string {
  if (classId && assignmentId) return `/app/classes/${classId}/assignments/${assignmentId}`;
  if (problemSlug) return `/app/problems/${encodeURIComponent(problemSlug)}/solve`;
  if (classId) return `/app/classes/${classId}`;
  return '/app';
}

/**
 * The platform's class belongs to one LMS course: the first launch of an instructor from a
 * course claims it (while none is claimed), and launches from any other course, or from no
 * course, are refused. A platform without a class only checks that there is a course.
 */
async function checkCourse(db: Database, platform: LtiPlatformRow, contextId: string | null, role: LaunchRole): Promise<void> {
  if (!contextId) throw launchErrors.noCourse();
  if (!platform.classId || platform.contextId === contextId) return;
  if (platform.contextId) throw launchErrors.courseNotLinked();
  if (role !== 'teacher') throw launchErrors.courseNotClaimed();
  const [claimed] = await db
    .update(ltiPlatforms)
    .set({ contextId })
    .where(and(eq(ltiPlatforms.id, platform.id), isNull(ltiPlatforms.contextId)))
    .returning({ contextId: ltiPlatforms.contextId });
  // Two first launches at once: the course that won is the class's.
  if (!claimed && (await platformById(db, platform.id))?.contextId !== contextId) throw launchErrors.courseNotLinked();
}

async function rememberContext(db: Database, platform: LtiPlatformRow, contextId: string, claims: Record<string, unknown>): Promise<string> {
  const platformId = platform.id;
  const context = record(claims[CLAIM.context]);
  const membershipsUrl = platformServiceUrl(platform, text(record(claims[CLAIM.nrps]).context_memberships_url));
  const values = { title: text(context.title, 255), membershipsUrl, updatedAt: new Date() };
  await db
    .insert(ltiContexts)
    .values({ platformId, contextId, ...values })
    .onConflictDoUpdate({ target: [ltiContexts.platformId, ltiContexts.contextId], set: membershipsUrl ? values : { title: values.title, updatedAt: values.updatedAt } });
  return contextId;
}

/** The assignment a resource link names by its custom parameter; it must be in the platform's class. */
async function linkedAssignment(db: Database, classId: string | null, custom: Record<string, unknown>): Promise<string | null> {
  const id = text(custom[CUSTOM.assignment], 64);
  if (!id) return null;
  if (!UUID.test(id) || !classId) throw launchErrors.notInClass();
  const [found] = await db.select({ id: assignments.id }).from(assignments).where(and(eq(assignments.id, id), eq(assignments.classId, classId)));
  if (!found) throw launchErrors.notInClass();
  return found.id;
}

async function rememberResourceLink(db: Database, launch: VerifiedLaunch, contextId: string | null, assignmentId: string | null): Promise<string | null> {
  const resourceLinkId = text(record(launch.claims[CLAIM.resourceLink]).id, 255);
  if (!resourceLinkId) throw launchErrors.missingField('the resource link id');
  const ags = record(launch.claims[CLAIM.ags]);
  const scopes = Array.isArray(ags.scope) ? ags.scope.filter((scope): scope is string => typeof scope === 'string' && scope.length < 200).slice(0, 20) : [];
  const lineItemUrl = scopes.includes(SCOPES.score) ? platformServiceUrl(launch.platform, text(ags.lineitem)) : null;
  await db
    .insert(ltiResourceLinks)
    .values({ platformId: launch.platform.id, resourceLinkId, contextId, assignmentId, lineItemUrl, scopes })
    .onConflictDoUpdate({
      target: [ltiResourceLinks.platformId, ltiResourceLinks.resourceLinkId],
      set: { contextId, assignmentId: sql`coalesce(excluded.assignment_id, ${ltiResourceLinks.assignmentId})`, lineItemUrl, scopes, updatedAt: new Date() },
    });
  return resourceLinkId;
}

/**
 * A verified launch, acted on: the account (found, created, or to be linked by its
 * owner), the class membership with the platform's role, the course and resource link
 * with their services, and a one-time code that hands the session to the web app.
 * A deep-linking request instead opens the teacher's choice of what to link.
 */
export async function handleLaunch(db: Database, launch: VerifiedLaunch): Promise<LaunchOutcome> {
  const { platform, claims, subject } = launch;
  const roles = (claims[CLAIM.roles] as unknown[]).filter((role): role is string => typeof role === 'string');
  const role: LaunchRole = classRoleOf(roles);
  const contextId = text(record(claims[CLAIM.context]).id, 255);
  await checkCourse(db, platform, contextId, role);
  await rememberContext(db, platform, contextId!, claims);

  if (launch.messageType === MESSAGE_TYPES.deepLinking) {
    if (role !== 'teacher') throw launchErrors.teachersOnly();
    if (!platform.classId) throw launchErrors.noLinkedClass();
    const settings = record(claims[CLAIM.deepLinkingSettings]);
    const returnUrl = text(settings.deep_link_return_url);
    if (!returnUrl || !/^https?:\/\//.test(returnUrl)) throw launchErrors.missingField('the deep linking return URL');
    const acceptTypes = Array.isArray(settings.accept_types) ? settings.accept_types : [];
    if (!acceptTypes.includes('ltiResourceLink')) throw launchErrors.unsupportedMessage('deep linking without ltiResourceLink');
    const data = text(settings.data, 4000);
    const code = await createHandoff(db, 'deep-link', null, { platformId: platform.id, deploymentId: launch.deploymentId, returnUrl, ...(data ? { data } : {}) });
    return { kind: 'deep-link', code, classId: platform.classId, deploymentId: launch.deploymentId };
  }

  const custom = record(claims[CLAIM.custom]);
  const assignmentId = await linkedAssignment(db, platform.classId, custom);
  const problemSlug = text(custom[CUSTOM.problem], 100);
  const resourceLinkId = await rememberResourceLink(db, launch, contextId, assignmentId);
  const destination = destinationOf(platform.classId, assignmentId, problemSlug && SLUG.test(problemSlug) ? problemSlug : null);
  const membership = { platformId: platform.id, subject, classId: platform.classId, role, redirectTo: destination };

  const resolved = await resolveAccount(db, platform.id, personOf(claims, subject));
  if (resolved.kind === 'email-taken') {
    const code = await createHandoff(db, 'link', null, { ...membership, email: resolved.email, platformName: platform.name, resourceLinkId });
    return { kind: 'continue', code };
  }
  const { user } = resolved;
  if (platform.classId) await joinClassAs(db, platform.classId, user.id, role);
  await recordLtiLogin(db, user.id);
  // A learner who solved before the link was placed (or before a failed send) gets the gradebook up to date.
  if (role === 'learner' && resourceLinkId) await enqueueGradeSync(db, { platformId: platform.id, resourceLinkId, userId: user.id });
  const code = await createHandoff(db, 'session', user.id, { redirectTo: destination });
  return { kind: 'continue', code };
}
