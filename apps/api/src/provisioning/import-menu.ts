/**
 * Importing the menu: categories, products, which categories each product is in, and option
 * groups with their values, matched by name (plan.ts). A product the file no longer lists is
 * deleted, unless orders refer to it: then it is switched off (isActive false) and kept, so order
 * history and reorders still find it. Categories, groups and values the file drops are deleted
 * (orders keep their own copy of the chosen options).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { categories, optionGroups, optionValues, orderItems, productCategories, products } from '../db/schema.ts';
import { categoryFields, groupFields, idOf, productFields, valueFields } from './rows.ts';
import { changedFields, changesOf, countPlan, planList, type ChangeLog } from './plan.ts';
import type { TenantFile } from './schema.ts';

interface MenuContext {
  tx: Transaction;
  restaurantId: string;
  now: Date;
  log: ChangeLog;
}

/** A change by the import: the editor's version rises (a change made in a tab opened before is stale), made by nobody in the editor. */
const imported = (table: typeof categories | typeof products, now: Date) => ({
  updatedAt: now,
  version: sql`${table.version} + 1`,
  updatedBy: null,
});

const inOrder = <T extends { displayOrder: number; id: string }>(rows: T[]) =>
  rows.sort((a, b) => a.displayOrder - b.displayOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

async function syncCategories({ tx, restaurantId, now, log }: MenuContext, file: TenantFile): Promise<Map<string, string>> {
  const rows = inOrder(await tx.select().from(categories).where(eq(categories.restaurantId, restaurantId)));
  const plan = planList(rows, (r) => r.name, file.categories, (c) => c.name, categoryFields);
  const changes = changesOf(log, 'categories');
  countPlan(changes, plan);
  if (plan.leftovers.length) {
    await tx.delete(categories).where(inArray(categories.id, plan.leftovers.map((r) => r.id)));
    changes.removed += plan.leftovers.length;
  }
  if (plan.inserts.length) await tx.insert(categories).values(plan.inserts.map((r) => ({ ...r, restaurantId })));
  for (const { id, diff } of plan.updates) await tx.update(categories).set({ ...diff, ...imported(categories, now) }).where(eq(categories.id, id));
  return plan.ids;
}

async function syncProducts({ tx, restaurantId, now, log }: MenuContext, file: TenantFile): Promise<Map<string, string>> {
  const rows = inOrder(await tx.select().from(products).where(eq(products.restaurantId, restaurantId)));
  const plan = planList(rows, (r) => r.name, file.products, (p) => p.name, productFields);
  // Sold out is the kitchen's switch during service (staff board): the file sets it for new dishes only.
  for (const update of plan.updates) delete update.diff.isAvailable;
  plan.updates = plan.updates.filter((update) => Object.keys(update.diff).length > 0);
  const changes = changesOf(log, 'products');
  countPlan(changes, plan);
  if (plan.inserts.length) await tx.insert(products).values(plan.inserts.map((r) => ({ ...r, restaurantId })));
  for (const { id, diff } of plan.updates) await tx.update(products).set({ ...diff, ...imported(products, now) }).where(eq(products.id, id));

  if (plan.leftovers.length) {
    const ordered = await tx
      .selectDistinct({ id: orderItems.productId })
      .from(orderItems)
      .where(and(eq(orderItems.restaurantId, restaurantId), inArray(orderItems.productId, plan.leftovers.map((r) => r.id))));
    const keep = new Set(ordered.map((r) => r.id));
    const unused = plan.leftovers.filter((r) => !keep.has(r.id)).map((r) => r.id);
    if (unused.length) await tx.delete(products).where(inArray(products.id, unused));
    changes.removed += unused.length;
    // Kept ones go after the file's dishes, so an export lists them last and imports unchanged.
    const kept = plan.leftovers.filter((r) => keep.has(r.id));
    for (const [k, row] of kept.entries()) {
      const diff = changedFields(row, { isActive: false, displayOrder: (file.products.length + k + 1) * 10 });
      if (!diff) continue;
      await tx.update(products).set({ ...diff, ...imported(products, now) }).where(eq(products.id, row.id));
      if (row.isActive) changes.deactivated++;
      else changes.updated++;
    }
  }
  return plan.ids;
}

async function syncCategoryLinks(
  { tx, restaurantId, log }: MenuContext,
  file: TenantFile,
  productIds: ReadonlyMap<string, string>,
  categoryIds: ReadonlyMap<string, string>,
): Promise<void> {
  const link = (productId: string, categoryId: string) => `${productId}|${categoryId}`;
  const wanted = new Map<string, { productId: string; categoryId: string }>();
  for (const p of file.products) {
    const productId = idOf(productIds, p.name);
    for (const c of p.categories) {
      const categoryId = idOf(categoryIds, c);
      wanted.set(link(productId, categoryId), { productId, categoryId });
    }
  }
  const inFile = new Set(productIds.values());
  const existing = (await tx.select().from(productCategories).where(eq(productCategories.restaurantId, restaurantId))).filter((l) =>
    inFile.has(l.productId),
  );
  const have = new Set(existing.map((l) => link(l.productId, l.categoryId)));
  const toAdd = [...wanted].filter(([key]) => !have.has(key)).map(([, l]) => ({ ...l, restaurantId }));
  const toRemove = existing.filter((l) => !wanted.has(link(l.productId, l.categoryId)));
  if (toAdd.length) await tx.insert(productCategories).values(toAdd);
  for (const l of toRemove) {
    await tx
      .delete(productCategories)
      .where(and(eq(productCategories.productId, l.productId), eq(productCategories.categoryId, l.categoryId)));
  }
  const changes = changesOf(log, 'product categories');
  changes.added += toAdd.length;
  changes.removed += toRemove.length;
}

async function syncOptions({ tx, restaurantId, now, log }: MenuContext, file: TenantFile, productIds: ReadonlyMap<string, string>): Promise<void> {
  const groupRows = inOrder(await tx.select().from(optionGroups).where(eq(optionGroups.restaurantId, restaurantId)));
  const valueRows = inOrder(await tx.select().from(optionValues).where(eq(optionValues.restaurantId, restaurantId)));
  const groupsOf = groupBy(groupRows, (g) => g.productId);
  const valuesOf = groupBy(valueRows, (v) => v.groupId);
  const groupChanges = changesOf(log, 'option groups');
  const valueChanges = changesOf(log, 'option values');

  const groupInserts: (typeof optionGroups.$inferInsert)[] = [];
  const valueInserts: (typeof optionValues.$inferInsert)[] = [];
  const groupUpdates: { id: string; diff: Partial<ReturnType<typeof groupFields>> }[] = [];
  const valueUpdates: { id: string; diff: Partial<ReturnType<typeof valueFields>> }[] = [];
  const removedGroups: string[] = [];
  const removedValues: string[] = [];

  /** Dishes whose options the file changes: their version rises too. */
  const touched = new Set<string>();
  for (const product of file.products) {
    const productId = idOf(productIds, product.name);
    const groups = planList(groupsOf.get(productId) ?? [], (g) => g.name, product.options, (g) => g.name, groupFields);
    countPlan(groupChanges, groups);
    groupInserts.push(...groups.inserts.map((g) => ({ ...g, restaurantId, productId })));
    groupUpdates.push(...groups.updates);
    removedGroups.push(...groups.leftovers.map((g) => g.id));
    if (groups.inserts.length || groups.updates.length || groups.leftovers.length) touched.add(productId);
    for (const group of product.options) {
      const groupId = idOf(groups.ids, group.name);
      const values = planList(valuesOf.get(groupId) ?? [], (v) => v.label, group.values, (v) => v.label, valueFields);
      countPlan(valueChanges, values);
      valueInserts.push(...values.inserts.map((v) => ({ ...v, restaurantId, groupId })));
      valueUpdates.push(...values.updates);
      removedValues.push(...values.leftovers.map((v) => v.id));
      if (values.inserts.length || values.updates.length || values.leftovers.length) touched.add(productId);
    }
  }

  if (removedValues.length) await tx.delete(optionValues).where(inArray(optionValues.id, removedValues));
  if (removedGroups.length) await tx.delete(optionGroups).where(inArray(optionGroups.id, removedGroups));
  groupChanges.removed += removedGroups.length;
  valueChanges.removed += removedValues.length;
  if (groupInserts.length) await tx.insert(optionGroups).values(groupInserts);
  for (const { id, diff } of groupUpdates) await tx.update(optionGroups).set(diff).where(eq(optionGroups.id, id));
  if (valueInserts.length) await tx.insert(optionValues).values(valueInserts);
  for (const { id, diff } of valueUpdates) await tx.update(optionValues).set(diff).where(eq(optionValues.id, id));
  if (touched.size) await tx.update(products).set(imported(products, now)).where(inArray(products.id, [...touched]));
}

/** Makes the restaurant's menu what the file says; returns the id of each product in the file, by name. */
export async function syncMenu(context: MenuContext, file: TenantFile): Promise<Map<string, string>> {
  const categoryIds = await syncCategories(context, file);
  const productIds = await syncProducts(context, file);
  await syncCategoryLinks(context, file, productIds, categoryIds);
  await syncOptions(context, file, productIds);
  return productIds;
}

export type { MenuContext };
