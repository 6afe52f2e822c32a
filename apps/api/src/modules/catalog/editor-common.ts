/**
 * What every change in the menu editor shares: who makes it and where, the 409 of a change made on
 * an older version, field-level refusals, and loading an entity as the editor sees it (inside the
 * change's transaction, so the audit's before/after and a 409's `current` are what was stored).
 */
import { API_MESSAGES_EN_GB } from '@platter/domain';
import type { EditableCategory, EditableProduct } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { StaffMember } from '../../platform/auth.ts';
import { staleEdit as staleEditOf, type Changed } from '../../platform/stale-edit.ts';
import type { TenantRestaurant } from '../../platform/tenant.ts';
import { presentEditableCategory, presentEditableProducts } from './editor-presenters.ts';
import { editorNames, findCategory } from './editor-queries.ts';
import { findProduct, loadProductExtras } from './queries.ts';
import type { CatalogCache } from './cache.ts';

export const CATEGORY_NOT_FOUND = API_MESSAGES_EN_GB['catalog.categoryNotFound'];

/**
 * What a change in the editor takes: the database, the clock, the menu's cache, and the photos
 * (a dish's `mediaId` must be the restaurant's: the media module's service, `{ find }`).
 */
export type MenuEditDeps = Pick<AppDeps, 'db' | 'clock'> & {
  catalogCache: Pick<CatalogCache, 'invalidate'>;
  photos: { find(restaurantId: string, mediaId: string): Promise<unknown> };
};

/** A change in the editor: what it takes, the restaurant and who makes it. */
export interface MenuEdit {
  app: MenuEditDeps;
  restaurantId: string;
  timeZone: string;
  by: { id: string; name: string };
}

export function menuEditOf(app: MenuEditDeps, staff: StaffMember, restaurant: Pick<TenantRestaurant, 'timeZone'>): MenuEdit {
  return { app, restaurantId: staff.restaurantId, timeZone: restaurant.timeZone, by: { id: staff.user.id, name: staff.user.name } };
}

/** 409 STALE_EDIT: who changed it and when, and the entity as it is now (a category, a dish, a promotion). */
export function staleEdit(edit: MenuEdit, current: Changed): AppError {
  return staleEditOf(current, { editorId: edit.by.id, now: edit.app.clock(), timeZone: edit.timeZone });
}

/** A field-level 400, as schema validation answers. */
export function refusedFields(errors: { field: string; message: string }[]): AppError {
  const [first] = errors;
  return new AppError('VALIDATION_ERROR', first ? `${first.field} ${first.message}` : 'The request is not valid.', errors);
}

export async function loadEditableCategory(db: Executor, restaurantId: string, categoryId: string): Promise<EditableCategory | null> {
  const row = await findCategory(db, restaurantId, categoryId);
  if (!row) return null;
  return presentEditableCategory(row, await editorNames(db, [row.updatedBy]));
}

export async function loadEditableProduct(db: Executor, restaurantId: string, productId: string): Promise<EditableProduct | null> {
  const row = await findProduct(db, restaurantId, productId);
  if (!row) return null;
  const extras = await loadProductExtras(db, restaurantId, [row.id]);
  const names = await editorNames(db, [row.updatedBy]);
  return presentEditableProducts([row], extras, names)[0] ?? null;
}

/** 400 unless `ids` is exactly `expected` in some order (repeats are the schema's to refuse). */
export function refuseUnlessExactly(ids: readonly string[], expected: readonly string[], field: string, what: string): void {
  const wanted = new Set(expected);
  const given = new Set(ids);
  const unknown = ids.filter((id) => !wanted.has(id));
  const missing = expected.filter((id) => !given.has(id));
  if (unknown.length === 0 && missing.length === 0) return;
  const parts = [unknown.length ? `unknown: ${unknown.join(', ')}` : '', missing.length ? `missing: ${missing.join(', ')}` : ''].filter(Boolean);
  throw refusedFields([{ field, message: `must list each of ${what} once (${parts.join('; ')})` }]);
}
