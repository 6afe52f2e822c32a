/**
 * How the back office reads and changes one section of a restaurant's own settings (hours,
 * fulfilment, look…): the whole section at once, on the version it was read at. The change runs
 * in one transaction that locks the restaurant's row, refuses a stale version (409 STALE_EDIT with
 * who changed it and when, and the section as it is now), writes the section's columns with its
 * new stamp, and records the audit entry; after the commit every process forgets the restaurant
 * (the public configuration and checkout read the new settings at once).
 */
import { isDeepStrictEqual } from 'node:util';
import { SETTINGS_SECTION_IDS, type AuditEntity, type SettingsSectionId, type SettingsStamp, type SettingsStamps } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import type { NewRestaurant, RestaurantRow } from '../../db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import type { StaffMember } from '../../platform/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { staleEdit } from '../../platform/stale-edit.ts';
import { lockedRestaurantRow, restaurantRow, writeSectionColumns } from './queries.ts';

/** What reading and changing a section take. */
export type SectionDeps = Pick<AppDeps, 'db' | 'clock' | 'restaurants'>;

/** One section: how it reads from the restaurant's row and what it writes back. */
export interface SettingsSectionDefinition<T, E extends object = object> {
  id: SettingsSectionId & AuditEntity;
  /** The section as the restaurant's row holds it (a section with `rows` reads those instead). */
  read?(row: RestaurantRow): T;
  /** The columns the section's value sets (it has been validated by its schema); none for a section kept in `rows`. */
  write?(value: T, row: RestaurantRow): Partial<NewRestaurant>;
  /**
   * A section kept in rows of its own (the hero slides): read beside the restaurant's row, and
   * written in the same transaction, under the same lock and stamp (`read` and `write` then
   * cover only what the restaurant's row holds, if anything).
   */
  rows?: {
    load(db: Executor, row: RestaurantRow): Promise<T>;
    store(tx: Executor, value: T, row: RestaurantRow, now: Date): Promise<void>;
  };
  /** Refusals the schema cannot make (they need the stored row): field-level 400s. */
  problems?(value: T, row: RestaurantRow): { field: string; message: string }[];
  /** What the back office reads beside the section, neither part of it nor versioned (whether card payment can be switched on). */
  extra?(row: RestaurantRow): E;
}

/** The section as the back office reads it: the value and its stamp (and the section's `extra`). */
export type SectionView<T, E extends object = object> = {
  settings: T;
  stamp: SettingsStamp;
} & E;

export function stampOf(row: RestaurantRow, section: SettingsSectionId): SettingsStamp {
  const stored = row.settingsStamps[section];
  if (!stored) return { version: 1, updatedAt: null, updatedBy: null };
  return { version: stored.version, updatedAt: stored.at, updatedBy: stored.by ? { _id: stored.by.id, name: stored.by.name } : null };
}

export async function viewOf<T, E extends object>(db: Executor, definition: SettingsSectionDefinition<T, E>, row: RestaurantRow): Promise<SectionView<T, E>> {
  let settings: T;
  if (definition.rows) settings = await definition.rows.load(db, row);
  else if (definition.read) settings = definition.read(row);
  else throw new Error(`The ${definition.id} section reads neither its rows nor the restaurant's row.`);
  return { ...(definition.extra?.(row) as E), settings, stamp: stampOf(row, definition.id) };
}

async function lockedRestaurant(tx: Executor, restaurantId: string): Promise<RestaurantRow> {
  const row = await lockedRestaurantRow(tx, restaurantId);
  if (!row) throw AppError.notFound(apiMessage('restaurant.notFound'));
  return row;
}

/** 409 STALE_EDIT: who changed the section and when, and the section as it is now (`current`). */
function staleSection<T, E extends object>(app: Pick<AppDeps, 'clock'>, staff: StaffMember, timeZone: string, current: SectionView<T, E>): AppError {
  const { updatedAt, updatedBy } = current.stamp;
  const changed = { updatedAt: updatedAt ?? app.clock().toISOString(), updatedBy };
  return staleEdit(changed, { editorId: staff.user.id, now: app.clock(), timeZone }, current);
}

export async function readSection<T, E extends object>(app: Pick<AppDeps, 'db'>, restaurantId: string, definition: SettingsSectionDefinition<T, E>): Promise<SectionView<T, E>> {
  const row = await restaurantRow(app.db, restaurantId);
  if (!row) throw AppError.notFound(apiMessage('restaurant.notFound'));
  return viewOf(app.db, definition, row);
}

/**
 * Sets the section to `value`, made on `version`. Nothing changes (and no new version is made,
 * which would stale another tab) when the value is what is stored.
 */
export async function changeSection<T, E extends object>(
  app: SectionDeps,
  staff: StaffMember,
  definition: SettingsSectionDefinition<T, E>,
  version: number,
  value: T,
): Promise<SectionView<T, E>> {
  const now = app.clock();
  const by = { id: staff.user.id, name: staff.user.name };
  const { view, changed } = await app.db.transaction(async (tx) => {
    const row = await lockedRestaurant(tx, staff.restaurantId);
    const before = await viewOf(tx, definition, row);
    if (before.stamp.version !== version) throw staleSection(app, staff, row.timeZone, before);
    if (isDeepStrictEqual(before.settings, value)) return { view: before, changed: false };
    const problems = definition.problems?.(value, row) ?? [];
    if (problems.length) {
      const [first] = problems;
      throw new AppError('VALIDATION_ERROR', `${first!.field} ${first!.message}`, problems);
    }
    const stamp = { version: version + 1, at: now.toISOString(), by };
    const updated = await writeSectionColumns(tx, row.id, definition.write?.(value, row), { [definition.id]: stamp }, now);
    await definition.rows?.store(tx, value, row, now);
    const after = await viewOf(tx, definition, updated);
    await recordAudit(tx, {
      restaurantId: row.id,
      by,
      action: 'updated',
      entity: definition.id,
      entityId: row.id,
      before: before.settings as object,
      after: after.settings as object,
      at: now,
    });
    return { view: after, changed: true };
  });
  if (changed) app.restaurants.invalidate();
  return view;
}

/**
 * The stamps after an import changed the restaurant outside the back office: every section gets a
 * new version (by nobody), so a tab open on the old settings is refused instead of writing over it.
 */
export function importedStamps(stamps: SettingsStamps, now: Date): SettingsStamps {
  const next: SettingsStamps = {};
  for (const id of SETTINGS_SECTION_IDS) next[id] = { version: (stamps[id]?.version ?? 1) + 1, at: now.toISOString(), by: null };
  return next;
}
