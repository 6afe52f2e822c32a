import type { OptionGroup, OptionValue, Product } from './contracts/catalog.ts';

/** Chosen value ids per option group id, in the order the diner chose them. */
export type OptionSelection = Record<string, string[]>;

/** '(Required)' when minSelections > 0. */
export function isRequiredGroup(group: OptionGroup): boolean {
  return group.minSelections > 0;
}

export function isSingleChoiceGroup(group: OptionGroup): boolean {
  return group.maxSelections === 1;
}

/**
 * The label beside a group's name: '(Choose {min} to {max})' when there is a minimum,
 * else '(Choose up to {max})'; single-choice groups need none.
 */
export type GroupHint = { kind: 'chooseRange'; min: number; max: number } | { kind: 'chooseUpTo'; max: number } | null;

export function groupHint(group: OptionGroup): GroupHint {
  if (isSingleChoiceGroup(group)) return null;
  if (group.minSelections > 0) return { kind: 'chooseRange', min: group.minSelections, max: group.maxSelections };
  return { kind: 'chooseUpTo', max: group.maxSelections };
}

/**
 * A value that adds nothing to the price (free, or a cheaper variant) may be chosen for the
 * diner; one that costs extra never is: pre-ticked paid extras are unlawful in the UK and EU
 * (docs/reference/diner-pages.md, "Option defaults"). The menu's rules (contracts/menu-rules.ts)
 * refuse a paid value marked default.
 */
export function isFreeChoice(value: Pick<OptionValue, 'priceAdjustment'>): boolean {
  return value.priceAdjustment <= 0;
}

/** An optional single choice offers 'None' beside its values, so it can always be cleared. */
export function offersNoneChoice(group: OptionGroup): boolean {
  return isSingleChoiceGroup(group) && !isRequiredGroup(group);
}

/**
 * Spec 5 ("default value, else first value, preselected"; multi-select starts with the
 * defaults), read so that only free values are ever preselected:
 * - a required single choice takes its default, else its first value, when that costs nothing;
 * - an optional single choice takes its default only when that costs nothing (no default: 'None');
 * - a multi-select takes its free defaults (never more than the maximum).
 * A group whose candidate costs extra starts empty: the diner chooses (or leaves it at 'None').
 */
export function initialSelection(product: Pick<Product, 'options'>): OptionSelection {
  const selection: OptionSelection = {};
  for (const group of product.options) {
    if (isSingleChoiceGroup(group)) {
      const fallback = isRequiredGroup(group) ? group.values[0] : undefined;
      const candidate = group.values.find((v) => v.isDefault) ?? fallback;
      selection[group._id] = candidate && isFreeChoice(candidate) ? [candidate._id] : [];
    } else {
      const defaults = group.values.filter((v) => v.isDefault && isFreeChoice(v)).map((v) => v._id);
      selection[group._id] = defaults.slice(0, group.maxSelections);
    }
  }
  return selection;
}

/**
 * What '+' on a menu card adds: the initial selection, but only when it is complete (meets
 * every minimum) and adds nothing to the price. A default that costs extra (left unticked by
 * `initialSelection`) also sends the diner to the dish: they decide, not '+'. `null` means
 * "open the product page instead".
 */
export function quickAddSelection(product: Pick<Product, 'options'>): OptionSelection | null {
  const selection = initialSelection(product);
  if (selectionProblems(product, selection).length > 0) return null;
  if (product.options.some((group) => group.values.some((v) => v.isDefault && !isFreeChoice(v)))) return null;
  return selection;
}

/** Empties a group, as 'None' does; a required group keeps its choice (it cannot be empty). */
export function clearOptionGroup(group: OptionGroup, current: readonly string[]): string[] {
  return isRequiredGroup(group) ? [...current] : [];
}

/**
 * Toggle one value. A single-choice group switches to it. Selecting beyond a multi-select's
 * maximum is undone (the choice just made is removed again) and reported as `exceeded`, so
 * the page can show 'You can select up to {max} {group}.' for 2 s.
 */
export function toggleOptionValue(
  group: OptionGroup,
  current: readonly string[],
  valueId: string,
): { values: string[]; exceeded: boolean } {
  if (!group.values.some((v) => v._id === valueId)) return { values: [...current], exceeded: false };
  if (isSingleChoiceGroup(group)) return { values: [valueId], exceeded: false };
  if (current.includes(valueId)) return { values: current.filter((id) => id !== valueId), exceeded: false };
  const next = [...current, valueId];
  if (next.length > group.maxSelections) return { values: next.slice(0, -1), exceeded: true };
  return { values: next, exceeded: false };
}

export type SelectionProblem =
  | { kind: 'belowMinimum'; groupId: string; min: number } // 'Please select at least {min}.'
  | { kind: 'aboveMaximum'; groupId: string; max: number }
  | { kind: 'unknownValue'; groupId: string; valueId: string }
  | { kind: 'unknownGroup'; groupId: string }
  | { kind: 'duplicateValue'; groupId: string; valueId: string };

/** Every rule a selection must meet; the product page and the server's order check both use it. */
export function selectionProblems(product: Pick<Product, 'options'>, selection: OptionSelection): SelectionProblem[] {
  const problems: SelectionProblem[] = [];
  const groups = new Map(product.options.map((g) => [g._id, g]));
  for (const groupId of Object.keys(selection)) {
    if (!groups.has(groupId)) problems.push({ kind: 'unknownGroup', groupId });
  }
  for (const group of product.options) {
    const chosen = selection[group._id] ?? [];
    const known = new Set(group.values.map((v) => v._id));
    const seen = new Set<string>();
    for (const valueId of chosen) {
      if (!known.has(valueId)) problems.push({ kind: 'unknownValue', groupId: group._id, valueId });
      else if (seen.has(valueId)) problems.push({ kind: 'duplicateValue', groupId: group._id, valueId });
      seen.add(valueId);
    }
    if (chosen.length < group.minSelections) problems.push({ kind: 'belowMinimum', groupId: group._id, min: group.minSelections });
    if (chosen.length > group.maxSelections) problems.push({ kind: 'aboveMaximum', groupId: group._id, max: group.maxSelections });
  }
  return problems;
}
