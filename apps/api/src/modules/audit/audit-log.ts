/**
 * The audit log of menu and team changes: written inside the change's own transaction (so a change and its
 * entry stand or fall together), read by the owner newest first, a page at a time.
 */
import type { AuditAction, AuditEntity, AuditEntry } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import type { AuditLogRow } from '../../db/schema.ts';
import { auditRowsBefore, insertAuditRows } from './queries.ts';

/** One change: who made it, to what, and the entity as the editor saw it before and after. */
export interface AuditRecord {
  restaurantId: string;
  by: { id: string; name: string };
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  before: object | null;
  after: object | null;
  at: Date;
}

/** JSON-safe copies (dates as ISO strings), as the entry will be read back. */
const snapshot = (value: object | null): Record<string, unknown> | null =>
  value === null ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);

export async function recordAudit(tx: Executor, records: AuditRecord | AuditRecord[]): Promise<void> {
  const list = Array.isArray(records) ? records : [records];
  if (list.length === 0) return;
  await insertAuditRows(
    tx,
    list.map((r) => ({
      restaurantId: r.restaurantId,
      userId: r.by.id,
      userName: r.by.name,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      before: snapshot(r.before),
      after: snapshot(r.after),
      at: r.at,
    })),
  );
}

function presentEntry(row: AuditLogRow): AuditEntry {
  return {
    _id: row.id,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    by: row.userId ? { _id: row.userId, name: row.userName ?? '' } : null,
    at: row.at.toISOString(),
  };
}

/** Newest first, `limit` entries older than the cursor `before` (a `seq`); `nextBefore` is null on the last page. */
export async function listAudit(
  db: Executor,
  restaurantId: string,
  page: { limit: number; before?: string | undefined },
): Promise<{ entries: AuditEntry[]; nextBefore: string | null }> {
  const rows = await auditRowsBefore(db, restaurantId, page.before === undefined ? undefined : Number(page.before), page.limit + 1);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  return { entries: shown.map(presentEntry), nextBefore: more ? String(shown[shown.length - 1]!.seq) : null };
}
