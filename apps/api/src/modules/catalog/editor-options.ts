/**
 * A dish's option groups replaced wholesale by the editor's list. A group or value sent with its
 * `_id` keeps it (carts and saved selections name options by id, so they stay valid); one without
 * is new; one left out is deleted (orders keep their own copy of the chosen options). An `_id`
 * that is not one of this dish's groups (or of that group's values) is refused.
 */
import { compactTranslations, toMinor, type EditedOptionGroup } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import {
  deleteOptionGroups,
  deleteOptionValues,
  insertOptionGroup,
  insertOptionValues,
  optionGroupIdsOf,
  optionValueIdsIn,
  updateOptionGroup,
  updateOptionValue,
  type NewOptionValue,
} from './option-queries.ts';

/** The dish's groups and values as stored (ids only matter here). */
export interface StoredOptions {
  groupIds: ReadonlySet<string>;
  /** Value ids by group id. */
  valueIds: ReadonlyMap<string, ReadonlySet<string>>;
}

export async function storedOptions(tx: Executor, restaurantId: string, productId: string): Promise<StoredOptions> {
  const groupIds = new Set(await optionGroupIdsOf(tx, restaurantId, productId));
  const valueIds = new Map<string, Set<string>>();
  if (groupIds.size > 0) {
    const values = await optionValueIdsIn(tx, restaurantId, [...groupIds]);
    for (const v of values) valueIds.set(v.groupId, (valueIds.get(v.groupId) ?? new Set()).add(v.id));
  }
  return { groupIds, valueIds };
}

/** The `_id`s that name nothing of this dish, as field errors. */
export function unknownOptionIds(groups: readonly EditedOptionGroup[], stored: StoredOptions): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  const seen = new Set<string>();
  /** An id sent twice would be one row for two entries. */
  const repeated = (id: string) => (seen.has(id) ? true : (seen.add(id), false));
  groups.forEach((group, g) => {
    if (group._id !== undefined && !stored.groupIds.has(group._id)) {
      errors.push({ field: `options.${g}._id`, message: 'names no option group of this dish (leave it out for a new group)' });
    } else if (group._id !== undefined && repeated(group._id)) {
      errors.push({ field: `options.${g}._id`, message: 'names a group listed before; each group is listed once' });
    }
    const known = group._id === undefined ? undefined : stored.valueIds.get(group._id);
    group.values.forEach((value, v) => {
      if (value._id !== undefined && !known?.has(value._id)) {
        errors.push({ field: `options.${g}.values.${v}._id`, message: 'names no value of this option group (leave it out for a new value)' });
      } else if (value._id !== undefined && repeated(value._id)) {
        errors.push({ field: `options.${g}.values.${v}._id`, message: 'names a value listed before; each value is listed once' });
      }
    });
  });
  return errors;
}

/** Makes the dish's groups exactly `groups`, in that order (their `_id`s already checked). */
export async function replaceOptions(
  tx: Executor,
  restaurantId: string,
  productId: string,
  groups: readonly EditedOptionGroup[],
  stored: StoredOptions,
): Promise<void> {
  const keptGroups = new Set(groups.flatMap((g) => (g._id === undefined ? [] : [g._id])));
  const goneGroups = [...stored.groupIds].filter((id) => !keptGroups.has(id));
  if (goneGroups.length) await deleteOptionGroups(tx, goneGroups);

  for (const [order, group] of groups.entries()) {
    const fields = {
      name: group.name,
      translations: compactTranslations(group.translations),
      minSelections: group.minSelections,
      maxSelections: group.maxSelections,
      displayOrder: order,
    };
    let groupId: string;
    if (group._id === undefined) {
      groupId = await insertOptionGroup(tx, { ...fields, restaurantId, productId });
    } else {
      groupId = group._id;
      await updateOptionGroup(tx, groupId, fields);
      const keptValues = new Set(group.values.flatMap((v) => (v._id === undefined ? [] : [v._id])));
      const goneValues = [...(stored.valueIds.get(groupId) ?? [])].filter((id) => !keptValues.has(id));
      if (goneValues.length) await deleteOptionValues(tx, goneValues);
    }
    const added: NewOptionValue[] = [];
    for (const [valueOrder, value] of group.values.entries()) {
      const valueFields = {
        label: value.label,
        translations: compactTranslations(value.translations),
        priceAdjustmentMinor: toMinor(value.priceAdjustment),
        isDefault: value.isDefault,
        displayOrder: valueOrder,
      };
      if (value._id === undefined) added.push({ ...valueFields, restaurantId, groupId });
      else await updateOptionValue(tx, value._id, valueFields);
    }
    if (added.length) await insertOptionValues(tx, added);
  }
}
