/**
 * The editor's changes to categories: create, change (rename, describe, hide or show) and reorder.
 * Each runs in one transaction with its audit entry, then the menu caches forget the restaurant on
 * every process (invalidateCatalog), so the storefront and the checkout see it at once.
 */
import { compactTranslations, type EditableCategory, type MenuCategoryChange, type MenuCategoryFields } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { recordAudit } from '../audit/index.ts';
import { loadEditableCategory, refuseUnlessExactly, refusedFields, staleEdit, type MenuEdit } from './editor-common.ts';
import { presentEditableCategory } from './editor-presenters.ts';
import { categoryNamed, changeStamp, editorNames, insertCategory, listAllCategories, nextCategoryOrder, updateCategoryAt } from './editor-queries.ts';
import { invalidateCatalog } from './service.ts';

/** The tenant file names categories by name: two of one name would make the menu unexportable. */
async function refuseTakenName(tx: Executor, restaurantId: string, name: string, except: string | null): Promise<void> {
  if (await categoryNamed(tx, restaurantId, name, except)) throw refusedFields([{ field: 'name', message: `must be unique: another category is named "${name}"` }]);
}

export async function createCategory(edit: MenuEdit, body: MenuCategoryFields): Promise<EditableCategory> {
  const { app, restaurantId, by } = edit;
  const now = app.clock();
  const category = await app.db.transaction(async (tx) => {
    await refuseTakenName(tx, restaurantId, body.name, null);
    const row = await insertCategory(tx, {
      ...body,
      translations: compactTranslations(body.translations),
      restaurantId,
      displayOrder: await nextCategoryOrder(tx, restaurantId),
      createdAt: now,
      updatedAt: now,
      updatedBy: by.id,
    });
    const created = presentEditableCategory(row, new Map([[by.id, by.name]]));
    await recordAudit(tx, { restaurantId, by, action: 'created', entity: 'category', entityId: created._id, before: null, after: created, at: now });
    return created;
  });
  invalidateCatalog(app, restaurantId);
  return category;
}

export async function changeCategory(edit: MenuEdit, categoryId: string, body: MenuCategoryChange): Promise<EditableCategory> {
  const { app, restaurantId, by } = edit;
  const now = app.clock();
  const { version, ...changes } = body;
  const category = await app.db.transaction(async (tx) => {
    const before = await loadEditableCategory(tx, restaurantId, categoryId);
    if (!before) throw AppError.notFound(apiMessage('catalog.categoryNotFound'));
    if (before.version !== version) throw staleEdit(edit, before);
    // Nothing to change: nothing happens (no new version that would make another tab's edit stale).
    if (Object.keys(changes).length === 0) return before;
    if (changes.name !== undefined) await refuseTakenName(tx, restaurantId, changes.name, categoryId);
    const stored = changes.translations === undefined ? changes : { ...changes, translations: compactTranslations(changes.translations) };
    const row = await updateCategoryAt(tx, restaurantId, categoryId, version, stored, changeStamp('categories', now, by.id));
    // Changed between the read and the write by another request: refused as stale all the same.
    if (!row) throw staleEdit(edit, (await loadEditableCategory(tx, restaurantId, categoryId)) ?? before);
    const after = presentEditableCategory(row, new Map([[by.id, by.name]]));
    await recordAudit(tx, { restaurantId, by, action: 'updated', entity: 'category', entityId: categoryId, before, after, at: now });
    return after;
  });
  invalidateCatalog(app, restaurantId);
  return category;
}

/** Puts the categories in the order of `ids`, which must list every category of the restaurant once. */
export async function reorderCategories(edit: MenuEdit, ids: readonly string[]): Promise<EditableCategory[]> {
  const { app, restaurantId, by } = edit;
  const now = app.clock();
  const list = await app.db.transaction(async (tx) => {
    const rows = await listAllCategories(tx, restaurantId);
    refuseUnlessExactly(ids, rows.map((r) => r.id), 'ids', "the restaurant's categories");
    const names = await editorNames(tx, rows.map((r) => r.updatedBy));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const result: EditableCategory[] = [];
    for (const [index, id] of ids.entries()) {
      const row = byId.get(id)!;
      const displayOrder = (index + 1) * 10;
      if (row.displayOrder === displayOrder) {
        result.push(presentEditableCategory(row, names));
        continue;
      }
      const moved = await updateCategoryAt(tx, restaurantId, id, row.version, { displayOrder }, changeStamp('categories', now, by.id));
      if (!moved) throw new AppError('CONFLICT', apiMessage('catalog.categoriesChanged'));
      const before = presentEditableCategory(row, names);
      const after = presentEditableCategory(moved, new Map([[by.id, by.name]]));
      await recordAudit(tx, { restaurantId, by, action: 'reordered', entity: 'category', entityId: id, before, after, at: now });
      result.push(after);
    }
    return result;
  });
  invalidateCatalog(app, restaurantId);
  return list;
}
