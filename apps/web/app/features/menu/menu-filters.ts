import { quickAddSelection, type Category, type Product, type PublicPromotion } from '@platter/domain';
import type { MenuCardProduct } from './menu-card.ts';

// Text folding is shared with the dietary chips (app/lib/label-key.ts).
export { foldText, labelKey } from '../../lib/label-key.ts';
import { foldText, labelKey } from '../../lib/label-key.ts';

/** What the diner narrowed the menu by. */
export interface MenuFilters {
  /** Free text matched against name and description. */
  query: string;
  /** Dietary labels a dish must carry, all of them (a vegan and gluten-free diner needs both). */
  dietary: readonly string[];
  /** Allergens a dish must not contain. */
  allergenFree: readonly string[];
}

export const NO_FILTERS: MenuFilters = { query: '', dietary: [], allergenFree: [] };

/** One category of the menu with the dishes shown in it. */
export interface MenuSection {
  category: Pick<Category, '_id' | 'name' | 'description'>;
  products: MenuCardProduct[];
}


// Each dish is folded once, not on every keystroke.
const haystacks = new WeakMap<object, string>();

/** Every word of the query appears in the dish's name or description (in any order). */
export function matchesSearch(product: Pick<Product, 'name' | 'description'>, query: string): boolean {
  const terms = foldText(query).split(' ').filter(Boolean);
  if (terms.length === 0) return true;
  let haystack = haystacks.get(product);
  if (haystack === undefined) {
    haystack = foldText(`${product.name} ${product.description}`);
    haystacks.set(product, haystack);
  }
  return terms.every((term) => haystack.includes(term));
}

export function matchesDietary(product: Pick<Product, 'dietaryLabels'>, labels: readonly string[]): boolean {
  if (labels.length === 0) return true;
  const has = new Set(product.dietaryLabels.map(labelKey));
  return labels.every((label) => has.has(labelKey(label)));
}

export function isFreeFrom(product: Pick<Product, 'allergens'>, allergens: readonly string[]): boolean {
  if (allergens.length === 0) return true;
  const contains = new Set(product.allergens.map(labelKey));
  return allergens.every((allergen) => !contains.has(labelKey(allergen)));
}

export function matchesFilters(
  product: Pick<Product, 'name' | 'description' | 'dietaryLabels' | 'allergens'>,
  filters: MenuFilters,
): boolean {
  return (
    matchesDietary(product, filters.dietary) && isFreeFrom(product, filters.allergenFree) && matchesSearch(product, filters.query)
  );
}

export function hasActiveFilters(filters: MenuFilters): boolean {
  return foldText(filters.query) !== '' || filters.dietary.length > 0 || filters.allergenFree.length > 0;
}

/**
 * The ids a promotion narrows the menu to, or null when it applies to the whole order
 * (no applicable products: every dish counts, so the menu stays whole).
 */
export function promotionProductIds(promotion: Pick<PublicPromotion, 'applicableProductIds'> | null | undefined): ReadonlySet<string> | null {
  if (!promotion || promotion.applicableProductIds.length === 0) return null;
  return new Set(promotion.applicableProductIds);
}

/**
 * One collator for every comparison: `localeCompare(b, 'en-GB')` builds a new one per call, which
 * made sorting the menu's labels the costliest step of the menu's hydration (46 ms at 4× CPU).
 */
const byName = new Intl.Collator('en-GB').compare;

function byDisplayOrder<T extends { displayOrder: number; name: string }>(a: T, b: T): number {
  return a.displayOrder - b.displayOrder || byName(a.name, b.name);
}

/**
 * The menu: active categories, in display order, each with its active products; a category
 * without products is left out (spec: "active categories that have products and active
 * products"). A dish filed under several categories appears in each.
 */
export function buildMenuSections(categories: readonly Category[], products: readonly MenuCardProduct[]): MenuSection[] {
  const active = products.filter((product) => product.isActive).sort(byDisplayOrder);
  return categories
    .filter((category) => category.isActive)
    .sort(byDisplayOrder)
    .map((category) => ({
      category: { _id: category._id, name: category.name, description: category.description },
      products: active.filter((product) => product.categories.includes(category._id)),
    }))
    .filter((section) => section.products.length > 0);
}

/**
 * The menu as the diner narrowed it: the promotion's dishes (if any), then the filters.
 * Sections left empty disappear. Unchanged sections keep their product objects, so
 * memoised cards do not re-render.
 */
export function filterSections(
  sections: readonly MenuSection[],
  filters: MenuFilters,
  promotionIds: ReadonlySet<string> | null = null,
): MenuSection[] {
  if (!hasActiveFilters(filters) && !promotionIds) return [...sections];
  return sections
    .map((section) => ({
      category: section.category,
      products: section.products.filter(
        (product) => (!promotionIds || promotionIds.has(product._id)) && matchesFilters(product, filters),
      ),
    }))
    .filter((section) => section.products.length > 0);
}

/** Number of distinct dishes in the sections (a dish in two categories counts once). */
export function dishCount(sections: readonly MenuSection[]): number {
  return new Set(sections.flatMap((section) => section.products.map((product) => product._id))).size;
}

function distinctLabels(values: Iterable<string>, keep: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const value of [...values, ...keep]) {
    const key = labelKey(value);
    if (key && !byKey.has(key)) byKey.set(key, value.trim());
  }
  return [...byKey.values()].sort(byName);
}

/** The dietary labels offered as filters: those on the menu, plus any already chosen. */
export function dietaryOptions(sections: readonly MenuSection[], chosen: readonly string[] = []): string[] {
  return distinctLabels(
    sections.flatMap((section) => section.products.flatMap((product) => product.dietaryLabels)),
    chosen,
  );
}

/** The allergens a diner can exclude: those the menu's dishes declare, plus any already chosen. */
export function allergenOptions(sections: readonly MenuSection[], chosen: readonly string[] = []): string[] {
  return distinctLabels(
    sections.flatMap((section) => section.products.flatMap((product) => product.allergens)),
    chosen,
  );
}

/** Adds or removes a label (compared by `labelKey`). */
export function toggleLabel(labels: readonly string[], label: string): string[] {
  const key = labelKey(label);
  return labels.some((l) => labelKey(l) === key) ? labels.filter((l) => labelKey(l) !== key) : [...labels, label];
}

export function includesLabel(labels: readonly string[], label: string): boolean {
  const key = labelKey(label);
  return labels.some((l) => labelKey(l) === key);
}

/** URL search parameters that carry the filters, so Back from a dish keeps them. */
export const FILTER_PARAMS = { query: 'q', dietary: 'diet', allergenFree: 'free' } as const;

export function filtersFromSearchParams(params: URLSearchParams): MenuFilters {
  const list = (name: string) =>
    params
      .getAll(name)
      .map((value) => value.trim())
      .filter(Boolean);
  return {
    query: params.get(FILTER_PARAMS.query) ?? '',
    dietary: list(FILTER_PARAMS.dietary),
    allergenFree: list(FILTER_PARAMS.allergenFree),
  };
}

/** A copy of `params` carrying `filters` (other parameters, like promo, are kept). */
export function withFilters(params: URLSearchParams, filters: Partial<MenuFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filters.query !== undefined) {
    const query = filters.query.trim();
    if (query) next.set(FILTER_PARAMS.query, query);
    else next.delete(FILTER_PARAMS.query);
  }
  for (const key of ['dietary', 'allergenFree'] as const) {
    const values = filters[key];
    if (values === undefined) continue;
    next.delete(FILTER_PARAMS[key]);
    for (const value of values) next.append(FILTER_PARAMS[key], value);
  }
  return next;
}

/**
 * A product with a required option group (minSelections > 0) is chosen on its own page, and so
 * is one that '+' could not add at its listed price without the diner (`quickAddSelection`).
 */
export function needsOptionChoice(product: Pick<Product, 'options'>): boolean {
  return product.options.some((group) => group.minSelections > 0) || quickAddSelection(product) === null;
}
