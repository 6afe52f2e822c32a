/** The audit log's SQL: the module's own table only. */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog, type AuditLogRow } from '../../db/schema.ts';

export async function insertAuditRows(tx: Executor, rows: (typeof auditLog.$inferInsert)[]): Promise<void> {
  await tx.insert(auditLog).values(rows);
}

/** Newest first, `limit` rows older than the cursor `before` (a `seq`). */
export async function auditRowsBefore(db: Executor, restaurantId: string, before: number | undefined, limit: number): Promise<AuditLogRow[]> {
  const conditions: SQL[] = [eq(auditLog.restaurantId, restaurantId)];
  if (before !== undefined) conditions.push(lt(auditLog.seq, before));
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.seq))
    .limit(limit);
}
