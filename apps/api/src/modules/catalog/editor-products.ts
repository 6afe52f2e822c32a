/**
 * The editor's changes to dishes: create, change (any field; options replaced wholesale, keeping
 * their ids), reorder within a category, and delete (archived instead when orders refer to it).
 * Each runs in one transaction with its audit entry, then the menu caches forget the restaurant on
 * every process, so the public menu, the product page and the checkout's price check see it at once.
 */
import { compactTranslations, toMinor, type EditableProduct, type MenuProductChangeFields, type MenuProductFields } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import type { ProductRow } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { recordAudit } from '../audit/index.ts';
import { loadEditableProduct, refuseUnlessExactly, refusedFields, staleEdit, type MenuEdit } from './editor-common.ts';
import { replaceOptions, storedOptions, unknownOptionIds, type StoredOptions } from './editor-options.ts';
import { presentEditableProducts } from './editor-presenters.ts';
import {
  changeStamp,
  deleteProduct,
  editorNames,
  insertProduct,
  isOrdered,
  knownCategoryIds,
  listAllProducts,
  nextProductOrder,
  productIdsIn,
  productNamed,
  setProductCategories,
  updateProductAt,
  type ProductFields,
} from './editor-queries.ts';
import { loadProductExtras } from './queries.ts';
import { invalidateCatalog } from './service.ts';

type FieldError = { field: string; message: string };
const NO_OPTIONS: StoredOptions = { groupIds: new Set(), valueIds: new Map() };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_A_PHOTO = 'names no photo uploaded for this restaurant: upload the photo again (POST /staff/media) and use the id it answers';

/**
 * A `mediaId` must be a photo uploaded for this restaurant (`app.photos.find`: another
 * restaurant's is none). Asked before the change's transaction: photos never change once stored,
 * and PGlite's one connection would wait on the open transaction.
 */
async function photoProblems(edit: MenuEdit, mediaId: string | null | undefined): Promise<FieldError[]> {
  if (mediaId === undefined || mediaId === null) return [];
  const known = UUID.test(mediaId) ? await edit.app.photos.find(edit.restaurantId, mediaId.toLowerCase()) : null;
  return known ? [] : [{ field: 'mediaId', message: NOT_A_PHOTO }];
}

/** The row's columns a body sets (a change: only those it names). */
function rowFields(body: Partial<MenuProductFields>): ProductFields {
  const set: ProductFields = {};
  if (body.name !== undefined) set.name = body.name;
  if (body.description !== undefined) set.description = body.description;
  if (body.price !== undefined) set.priceMinor = toMinor(body.price);
  if (body.imageUrl !== undefined) set.imageUrl = body.imageUrl;
  // Stored as the database writes a uuid (lower case), so the catalogue's join finds it.
  if (body.mediaId !== undefined) set.mediaId = body.mediaId === null ? null : body.mediaId.toLowerCase();
  if (body.allergens !== undefined) set.allergens = body.allergens;
  if (body.dietaryLabels !== undefined) set.dietaryLabels = body.dietaryLabels;
  if (body.isFeatured !== undefined) set.isFeatured = body.isFeatured;
  if (body.isAvailable !== undefined) set.isAvailable = body.isAvailable;
  if (body.isActive !== undefined) set.isActive = body.isActive;
  // Only what was written: a cleared field shows the default language's text.
  if (body.translations !== undefined) set.translations = compactTranslations(body.translations);
  // Back on the menu: no longer archived.
  if (body.isActive === true) set.archivedAt = null;
  return set;
}

/** What the database must confirm: a unique name, the restaurant's categories, this dish's option ids. */
async function problemsWith(
  tx: Executor,
  restaurantId: string,
  productId: string | null,
  body: Partial<Pick<MenuProductFields, 'name' | 'categoryIds' | 'options'>>,
  stored: StoredOptions,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (body.name !== undefined) {
    // The tenant file names dishes by name: two of one name would make the menu unexportable.
    if (await productNamed(tx, restaurantId, body.name, productId)) errors.push({ field: 'name', message: `must be unique: another dish is named "${body.name}"` });
  }
  if (body.categoryIds?.length) {
    const known = await knownCategoryIds(tx, restaurantId, body.categoryIds);
    body.categoryIds.forEach((id, i) => {
      if (!known.has(id)) errors.push({ field: `categoryIds.${i}`, message: 'names no category of this restaurant' });
    });
  }
  if (body.options) errors.push(...unknownOptionIds(body.options, stored));
  return errors;
}

async function editable(tx: Executor, restaurantId: string, rows: ProductRow[]): Promise<EditableProduct[]> {
  const extras = await loadProductExtras(tx, restaurantId, rows.map((r) => r.id));
  return presentEditableProducts(rows, extras, await editorNames(tx, rows.map((r) => r.updatedBy)));
}

export async function createProduct(edit: MenuEdit, body: MenuProductFields): Promise<EditableProduct> {
  const { app, restaurantId, by } = edit;
  const now = app.clock();
  const photoErrors = await photoProblems(edit, body.mediaId);
  const product = await app.db.transaction(async (tx) => {
    const errors = [...(await problemsWith(tx, restaurantId, null, body, NO_OPTIONS)), ...photoErrors];
    if (errors.length) throw refusedFields(errors);
    const displayOrder = await nextProductOrder(tx, restaurantId);
    const row = await insertProduct(tx, { ...rowFields(body), name: body.name, priceMinor: toMinor(body.price), restaurantId, displayOrder, createdAt: now, updatedAt: now, updatedBy: by.id });
    await setProductCategories(tx, restaurantId, row.id, body.categoryIds);
    await replaceOptions(tx, restaurantId, row.id, body.options, NO_OPTIONS);
    const [created] = await editable(tx, restaurantId, [row]);
    await recordAudit(tx, { restaurantId, by, action: 'created', entity: 'product', entityId: row.id, before: null, after: created!, at: now });
    return created!;
  });
  invalidateCatalog(app, restaurantId);
  return product;
}

export async function changeProduct(edit: MenuEdit, productId: string, body: MenuProductChangeFields): Promise<EditableProduct> {
  const { app, restaurantId, by } = edit;
  const now = app.clock();
  const { version, ...changes } = body;
  const photoErrors = await photoProblems(edit, changes.mediaId);
  const product = await app.db.transaction(async (tx) => {
    const before = await loadEditableProduct(tx, restaurantId, productId);
    if (!before) throw AppError.notFound(apiMessage('catalog.productNotFound'));
    if (before.version !== version) throw staleEdit(edit, before);
    // Nothing to change: nothing happens (no new version that would make another tab's edit stale).
    if (Object.keys(changes).length === 0) return before;
    const stored = changes.options ? await storedOptions(tx, restaurantId, productId) : NO_OPTIONS;
    const errors = [...(await problemsWith(tx, restaurantId, productId, changes, stored)), ...photoErrors];
    if (errors.length) throw refusedFields(errors);
    const row = await updateProductAt(tx, restaurantId, productId, version, rowFields(changes), changeStamp('products', now, by.id));
    // Changed between the read and the write by another request: refused as stale all the same.
    if (!row) throw staleEdit(edit, (await loadEditableProduct(tx, restaurantId, productId)) ?? before);
    if (changes.categoryIds) await setProductCategories(tx, restaurantId, productId, changes.categoryIds);
    if (changes.options) await replaceOptions(tx, restaurantId, productId, changes.options, stored);
    const [after] = await editable(tx, restaurantId, [row]);
    await recordAudit(tx, { restaurantId, by, action: 'updated', entity: 'product', entityId: productId, before, after: after!, at: now });
    return after!;
  });
  invalidateCatalog(app, restaurantId);
  return product;
}

/**
 * Puts a category's dishes in the order of `ids` (every dish in it, once). A dish has one place in
 * the menu across its categories: the category's dishes swap the places they hold, so dishes of
 * other categories keep theirs (when places are shared, the whole menu is numbered afresh).
 */
export async function reorderProducts(edit: MenuEdit, categoryId: string, ids: readonly string[]): Promise<EditableProduct[]> {
  const { app, restaurantId, by } = edit;
  const now = app.clock();
  const list = await app.db.transaction(async (tx) => {
    if (!(await knownCategoryIds(tx, restaurantId, [categoryId])).has(categoryId)) throw refusedFields([{ field: 'categoryId', message: 'names no category of this restaurant' }]);
    refuseUnlessExactly(ids, await productIdsIn(tx, restaurantId, categoryId), 'ids', 'the dishes in this category');
    const all = await listAllProducts(tx, restaurantId);
    const members = new Set(ids);
    const places = all.filter((r) => members.has(r.id)).map((r) => r.displayOrder);
    const wanted = new Map<string, number>();
    if (new Set(places).size === places.length) ids.forEach((id, k) => wanted.set(id, places[k]!));
    else {
      let k = 0;
      all.map((r) => (members.has(r.id) ? ids[k++]! : r.id)).forEach((id, i) => wanted.set(id, (i + 1) * 10));
    }
    const moved: { before: ProductRow; after: ProductRow }[] = [];
    for (const row of all) {
      const displayOrder = wanted.get(row.id);
      if (displayOrder === undefined || displayOrder === row.displayOrder) continue;
      const after = await updateProductAt(tx, restaurantId, row.id, row.version, { displayOrder }, changeStamp('products', now, by.id));
      if (!after) throw new AppError('CONFLICT', apiMessage('catalog.menuChanged'));
      moved.push({ before: row, after });
    }
    if (moved.length) {
      const befores = await editable(tx, restaurantId, moved.map((m) => m.before));
      const afters = await editable(tx, restaurantId, moved.map((m) => m.after));
      await recordAudit(
        tx,
        moved.map((m, i) => ({ restaurantId, by, action: 'reordered' as const, entity: 'product' as const, entityId: m.after.id, before: befores[i]!, after: afters[i]!, at: now })),
      );
    }
    const rows = (await listAllProducts(tx, restaurantId)).filter((r) => members.has(r.id));
    return editable(tx, restaurantId, rows);
  });
  invalidateCatalog(app, restaurantId);
  return list;
}

/** Deletes the dish, or archives it (kept, withdrawn) when an order refers to it: order history and reorders still find it. */
export async function removeProduct(edit: MenuEdit, productId: string): Promise<'deleted' | 'archived'> {
  const { app, restaurantId, by } = edit;
  const now = app.clock();
  const outcome = await app.db.transaction(async (tx) => {
    const before = await loadEditableProduct(tx, restaurantId, productId);
    if (!before) throw AppError.notFound(apiMessage('catalog.productNotFound'));
    if (await isOrdered(tx, restaurantId, productId)) {
      const row = await updateProductAt(tx, restaurantId, productId, before.version, { isActive: false, archivedAt: now }, changeStamp('products', now, by.id));
      if (!row) throw new AppError('CONFLICT', apiMessage('catalog.dishChanged'));
      const [after] = await editable(tx, restaurantId, [row]);
      await recordAudit(tx, { restaurantId, by, action: 'archived', entity: 'product', entityId: productId, before, after: after!, at: now });
      return 'archived' as const;
    }
    await deleteProduct(tx, restaurantId, productId);
    await recordAudit(tx, { restaurantId, by, action: 'deleted', entity: 'product', entityId: productId, before, after: null, at: now });
    return 'deleted' as const;
  });
  invalidateCatalog(app, restaurantId);
  return outcome;
}
