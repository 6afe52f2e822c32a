/**
 * How an import turns a list in the file into writes: rows are matched to entries by name
 * (their identity in the file), a matched row is updated only in the fields that differ, so
 * importing the same file twice writes nothing, and an unmatched entry becomes a new row with a
 * fresh id. Rows no entry matched are the caller's to delete or deactivate.
 */
import { randomUUID } from 'node:crypto';

/** What one import did to one kind of thing. */
export interface Changes {
  added: number;
  updated: number;
  removed: number;
  deactivated: number;
}
export type ChangeLog = Record<string, Changes>;

export function changesOf(log: ChangeLog, kind: string): Changes {
  log[kind] ??= { added: 0, updated: 0, removed: 0, deactivated: 0 };
  return log[kind];
}

export function totalChanges(log: ChangeLog): number {
  return Object.values(log).reduce((sum, c) => sum + c.added + c.updated + c.removed + c.deactivated, 0);
}

/** Equal as stored: objects (jsonb) whatever their key order, dates by instant, arrays in order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const left = Object.entries(a).filter(([, v]) => v !== undefined);
    const right = new Map(Object.entries(b).filter(([, v]) => v !== undefined));
    return left.length === right.size && left.every(([k, v]) => right.has(k) && sameValue(v, right.get(k)));
  }
  return a === b;
}

/** The fields of `wanted` that differ from the row, or null when none does. */
export function changedFields<Fields extends object>(row: object, wanted: Fields): Partial<Fields> | null {
  const stored = row as Record<string, unknown>;
  const diff = Object.fromEntries(Object.entries(wanted).filter(([k, v]) => !sameValue(stored[k], v))) as Partial<Fields>;
  return Object.keys(diff).length ? diff : null;
}

export interface Plan<Row, Fields> {
  /** The id of every entry's row, by the entry's name. */
  ids: Map<string, string>;
  inserts: (Fields & { id: string })[];
  updates: { id: string; diff: Partial<Fields> }[];
  /** Rows no entry names (the caller deletes or deactivates them). */
  leftovers: Row[];
}

/**
 * Matches `rows` (in their current order; the first of two same-named rows wins) to `entries`
 * by name and plans the writes that make them equal to `fields(entry, index)`.
 */
export function planList<Row extends { id: string }, Entry, Fields extends object>(
  rows: readonly Row[],
  rowName: (row: Row) => string,
  entries: readonly Entry[],
  entryName: (entry: Entry) => string,
  fields: (entry: Entry, index: number) => Fields,
): Plan<Row, Fields> {
  const byName = new Map<string, Row>();
  for (const row of rows) if (!byName.has(rowName(row))) byName.set(rowName(row), row);
  const plan: Plan<Row, Fields> = { ids: new Map(), inserts: [], updates: [], leftovers: [] };
  const matched = new Set<string>();
  entries.forEach((entry, index) => {
    const wanted = fields(entry, index);
    const row = byName.get(entryName(entry));
    if (!row) {
      const id = randomUUID();
      plan.inserts.push({ ...wanted, id });
      plan.ids.set(entryName(entry), id);
      return;
    }
    matched.add(row.id);
    plan.ids.set(entryName(entry), row.id);
    const diff = changedFields(row, wanted);
    if (diff) plan.updates.push({ id: row.id, diff });
  });
  plan.leftovers = rows.filter((row) => !matched.has(row.id));
  return plan;
}

/** Records a plan's inserts and updates (the caller records what it does with the leftovers). */
export function countPlan(changes: Changes, plan: Plan<unknown, object>): void {
  changes.added += plan.inserts.length;
  changes.updated += plan.updates.length;
}
