import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Database } from '../../db/client.ts';
import { assignmentProblems, assignments, classes } from '../../db/schema-classes.ts';
import { problems } from '../../db/schema-judging.ts';
import type { LtiPlatformRow } from '../../db/schema-lti.ts';
import { CLAIM, CUSTOM, LTI_VERSION, MESSAGE_TYPES } from './lti-claims.ts';
import type { PickerChoice } from './launch-pages.ts';
import { LTI_ALGORITHM, type ToolKey } from './tool-key.ts';

export interface DeepLinkRequest {
  platformId: string;
  deploymentId: string;
  returnUrl: string;
  data?: string;
}

/** What a teacher may place in the course: the class's assignments (graded), then their problems (practice). */
export async function deepLinkChoices(db: Database, classId: string): Promise<{ className: string; choices: PickerChoice[] }> {
  const [classRow] = await db.select({ name: classes.name }).from(classes).where(eq(classes.id, classId));
  const list = await db.select({ id: assignments.id, title: assignments.title, dueAt: assignments.dueAt }).from(assignments).where(eq(assignments.classId, classId)).orderBy(asc(assignments.dueAt));
  const problemRows =
    list.length === 0
      ? []
      : await db
          .selectDistinct({ slug: problems.slug, title: problems.title })
          .from(assignmentProblems)
          .innerJoin(problems, eq(problems.slug, assignmentProblems.problemSlug))
          .where(inArray(assignmentProblems.assignmentId, list.map((row) => row.id)))
          .orderBy(asc(problems.title));
  const choices: PickerChoice[] = [
    ...list.map((row) => ({ value: `assignment:${row.id}`, label: row.title, detail: `assignment, graded, due ${row.dueAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` })),
    ...problemRows.map((row) => ({ value: `problem:${row.slug}`, label: row.title, detail: 'problem, practice (not graded)' })),
  ];
  return { className: classRow?.name ?? 'the class', choices };
}

/** The LTI content item of a choice, or null when the choice is not one of the class's. */
export async function contentItemOf(db: Database, classId: string, choice: string, launchUrl: string): Promise<Record<string, unknown> | null> {
  const { choices } = await deepLinkChoices(db, classId);
  const picked = choices.find((entry) => entry.value === choice);
  if (!picked) return null;
  const [kind, id] = [choice.slice(0, choice.indexOf(':')), choice.slice(choice.indexOf(':') + 1)];
  if (kind === 'assignment') {
    return {
      type: 'ltiResourceLink',
      title: picked.label,
      url: launchUrl,
      custom: { [CUSTOM.assignment]: id },
      lineItem: { scoreMaximum: 100, label: picked.label, resourceId: id, tag: 'codepath-assignment' },
    };
  }
  return { type: 'ltiResourceLink', title: picked.label, url: launchUrl, custom: { [CUSTOM.problem]: id } };
}

/** The signed LtiDeepLinkingResponse (LTI Deep Linking 2.0, 4.2): from our client id to the platform, for its deployment. */
export async function signDeepLinkingResponse(key: ToolKey, platform: LtiPlatformRow, request: DeepLinkRequest, items: readonly Record<string, unknown>[]): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT({
    nonce: randomBytes(16).toString('base64url'),
    [CLAIM.messageType]: MESSAGE_TYPES.deepLinkingResponse,
    [CLAIM.version]: LTI_VERSION,
    [CLAIM.deploymentId]: request.deploymentId,
    [CLAIM.contentItems]: items,
    ...(request.data ? { [CLAIM.deepLinkingData]: request.data } : {}),
  })
    .setProtectedHeader({ alg: LTI_ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setAudience(platform.issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 300)
    .sign(key.privateKey);
}
