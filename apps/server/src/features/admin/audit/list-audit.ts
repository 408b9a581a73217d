import { and, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAnswer, AuditQuery } from '@codepath/contract/admin-audit';
import type { Database } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema-admin.ts';
import { AppError } from '../../../lib/app-error.ts';

const CURSOR = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Rows after the cursor's (the last id of the previous page) in the list's order: newest first, ties by id. */
function afterCursor(cursor: string): SQL {
  if (!CURSOR.test(cursor)) throw new AppError('VALIDATION_FAILED', 'Invalid query: cursor is not one this list gave');
  return sql`(${auditLog.at}, ${auditLog.id}) < (select a.at, a.id from audit_log a where a.id = ${cursor})`;
}

/** The audit log, newest first, a page at a time. */
export async function listAudit(db: Database, query: AuditQuery): Promise<AuditAnswer> {
  const conditions: (SQL | undefined)[] = [];
  if (query.cursor) conditions.push(afterCursor(query.cursor));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(auditLog.action, pattern), ilike(auditLog.targetId, pattern), ilike(auditLog.actorLabel, pattern), ilike(auditLog.targetType, pattern)));
  }
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: { id: row.actorId, label: row.actorLabel },
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
    })),
    nextCursor: rows.length > query.limit && last ? last.id : null,
  };
}
