import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema-admin.ts';

/** Who did it: a signed-in staff member, or the operator at the command line. */
export type AuditActor = { id: string; email: string } | 'command line';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one line of the audit log. Call it inside the transaction of the change it
 * records, so the log holds exactly the changes that happened.
 */
export async function recordAudit(db: Database, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor === 'command line' ? null : actor.id,
    actorLabel: actor === 'command line' ? 'command line' : actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
