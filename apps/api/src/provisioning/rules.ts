/**
 * The tenant file's rules beyond each field's shape (schema.ts): unique names, references by
 * name (a group's, a dish's and a promotion's own rules are the domain's: contracts/menu-rules.ts,
 * contracts/promotion-rules.ts). Each reports the offending path.
 * checkReferences runs on the whole file even when parts of it are malformed (so every problem
 * is listed at once), hence it reads its input defensively.
 */
import type { z } from 'zod';
import { checkUnique } from '@platter/domain';

type Ctx = z.RefinementCtx;
type Path = (string | number)[];

function problem(ctx: Ctx, path: Path, message: string): void {
  ctx.addIssue({ code: 'custom', path, message });
}

export function checkHighlight(highlight: { linkUrl: string | null; linkProduct: string | null }, ctx: Ctx): void {
  if (highlight.linkUrl !== null && highlight.linkProduct !== null) {
    problem(ctx, ['linkProduct'], 'must be null when linkUrl is given (a slide has one link)');
  }
}

/** The items of a list that are objects, by index (anything else is the schema's to report). */
function items(list: unknown): Map<number, Record<string, unknown>> {
  const found = new Map<number, Record<string, unknown>>();
  if (!Array.isArray(list)) return found;
  list.forEach((item: unknown, index) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) found.set(index, item as Record<string, unknown>);
  });
  return found;
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Each name in `field` of the list, by index (undefined where it is not a string). */
function namesIn(list: Map<number, Record<string, unknown>>, field: string): (string | undefined)[] {
  const names: (string | undefined)[] = [];
  for (const [index, item] of list) names[index] = textOf(item[field]);
  return names;
}

function checkNamed(ctx: Ctx, names: Set<string>, list: unknown, path: Path, what: string): void {
  if (!Array.isArray(list)) return;
  list.forEach((entry: unknown, index) => {
    if (typeof entry === 'string' && !names.has(entry)) problem(ctx, [...path, index], `names no ${what} in this file ("${entry}")`);
  });
}

export function checkReferences(file: unknown, ctx: Ctx): void {
  if (!file || typeof file !== 'object') return;
  // Payment methods are named once each by their own schema (the domain's paymentMethodsSchema).
  const { categories, products, promotions, highlights } = file as Record<string, unknown>;

  const categoryList = items(categories);
  const categoryNames = namesIn(categoryList, 'name');
  checkUnique(ctx, categoryNames, (i) => ['categories', i, 'name']);
  const knownCategories = new Set(categoryNames.filter((n): n is string => n !== undefined));

  const productList = items(products);
  const productNames = namesIn(productList, 'name');
  checkUnique(ctx, productNames, (i) => ['products', i, 'name']);
  const knownProducts = new Set(productNames.filter((n): n is string => n !== undefined));
  for (const [index, product] of productList) {
    checkNamed(ctx, knownCategories, product.categories, ['products', index, 'categories'], 'category');
  }

  const promotionList = items(promotions);
  checkUnique(ctx, namesIn(promotionList, 'name'), (i) => ['promotions', i, 'name']);
  checkUnique(ctx, namesIn(promotionList, 'couponCode'), (i) => ['promotions', i, 'couponCode'], true);
  for (const [index, promotion] of promotionList) {
    const path = ['promotions', index, 'applicableProducts'];
    checkNamed(ctx, knownProducts, promotion.applicableProducts, path, 'product');
    if (Array.isArray(promotion.applicableProducts)) {
      checkUnique(ctx, promotion.applicableProducts.map(textOf), (i) => [...path, i]);
    }
  }

  const highlightList = items(highlights);
  checkUnique(ctx, namesIn(highlightList, 'title'), (i) => ['highlights', i, 'title']);
  for (const [index, highlight] of highlightList) {
    const linked = textOf(highlight.linkProduct);
    if (linked !== undefined && !knownProducts.has(linked)) {
      problem(ctx, ['highlights', index, 'linkProduct'], `names no product in this file ("${linked}")`);
    }
  }
}
