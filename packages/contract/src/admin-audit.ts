import { z } from 'zod';

/** One line of the audit log (GET /api/admin/audit). */
export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  /** The staff member (id null for the command line, or for an account since deleted). */
  actor: z.object({ id: z.string().nullable(), label: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AUDIT_PAGE_SIZE = 50;

export const AuditQuery = z.object({
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
  /** Matches the action, the target or the actor, case-insensitively. */
  search: z.string().trim().max(200).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditAnswer = z.object({ entries: z.array(AuditEntry), nextCursor: z.string().nullable() });
export type AuditAnswer = z.infer<typeof AuditAnswer>;

/** What each action is called on the audit screen. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.roles': 'Changed roles',
  'user.roles-pending': 'Granted roles to an e-mail without an account',
  'user.disable': 'Disabled an account',
  'user.enable': 'Enabled an account',
  'problem.upload': 'Uploaded a package version',
  'problem.edit': 'Edited a problem (new version)',
  'problem.verify': 'Started a verification',
  'problem.publish': 'Published a version',
  'problem.hide': 'Hid a problem',
  'problem.unhide': 'Showed a hidden problem',
  'rejudge.start': 'Started a rejudge',
  'rejudge.cancel': 'Cancelled a rejudge',
  'job.requeue': 'Requeued a job',
  'job.fail': 'Failed a job',
  'contest.create': 'Created a contest',
  'contest.freeze-now': "Froze a contest's scoreboard",
  'contest.end-now': 'Ended a contest early',
  'contest.reveal-next': "Revealed a row of a contest's frozen scoreboard",
  'contest.unfreeze': "Unfroze a contest's scoreboard",
  'contest.extra-time': 'Gave a contest participant extra time',
  'lti.platform-added': 'Registered an LMS platform (LTI)',
  'lti.platform-changed': 'Changed an LMS platform (LTI)',
  'lti.platform-removed': 'Removed an LMS platform (LTI)',
};
