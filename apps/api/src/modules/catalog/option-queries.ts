/** A dish's option groups and values: the SQL of the editor's wholesale replace (editor-options.ts). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { optionGroups, optionValues } from '../../db/schema.ts';

export type NewOptionGroup = typeof optionGroups.$inferInsert;
export type NewOptionValue = typeof optionValues.$inferInsert;

export async function optionGroupIdsOf(tx: Executor, restaurantId: string, productId: string): Promise<string[]> {
  const groups = await tx
    .select({ id: optionGroups.id })
    .from(optionGroups)
    .where(and(eq(optionGroups.restaurantId, restaurantId), eq(optionGroups.productId, productId)));
  return groups.map((g) => g.id);
}

export async function optionValueIdsIn(tx: Executor, restaurantId: string, groupIds: readonly string[]): Promise<{ id: string; groupId: string }[]> {
  return tx
    .select({ id: optionValues.id, groupId: optionValues.groupId })
    .from(optionValues)
    .where(and(eq(optionValues.restaurantId, restaurantId), inArray(optionValues.groupId, [...groupIds])));
}

export async function deleteOptionGroups(tx: Executor, ids: readonly string[]): Promise<void> {
  await tx.delete(optionGroups).where(inArray(optionGroups.id, [...ids]));
}

export async function insertOptionGroup(tx: Executor, values: NewOptionGroup): Promise<string> {
  const [row] = await tx.insert(optionGroups).values(values).returning({ id: optionGroups.id });
  return row!.id;
}

export async function updateOptionGroup(tx: Executor, groupId: string, fields: Partial<NewOptionGroup>): Promise<void> {
  await tx.update(optionGroups).set(fields).where(eq(optionGroups.id, groupId));
}

export async function deleteOptionValues(tx: Executor, ids: readonly string[]): Promise<void> {
  await tx.delete(optionValues).where(inArray(optionValues.id, [...ids]));
}

export async function updateOptionValue(tx: Executor, valueId: string, fields: Partial<NewOptionValue>): Promise<void> {
  await tx.update(optionValues).set(fields).where(eq(optionValues.id, valueId));
}

export async function insertOptionValues(tx: Executor, rows: readonly NewOptionValue[]): Promise<void> {
  await tx.insert(optionValues).values([...rows]);
}
