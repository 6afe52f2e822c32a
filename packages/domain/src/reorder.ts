/**
 * Reorder: a past order's lines put back into a cart at today's prices, with today's option
 * names and price adjustments. The order keeps snapshots (names, labels, prices as they were);
 * the menu may have moved on since, so each line is matched against today's products and the
 * lines that can no longer be ordered as they were are left out with the reason.
 */
import { addToCart, EMPTY_CART, selectedOptionsOf, type Cart, type CartLine } from './cart.ts';
import type { OptionGroup, Product } from './contracts/catalog.ts';
import { selectionProblems, type OptionSelection } from './option-selection.ts';

/** One chosen option as an order keeps it: ids when the order has them, always the names. */
export interface ReorderOption {
  optionId?: string | null;
  valueId?: string | null;
  optionName: string;
  valueLabel: string;
}

/** The part of an order line a reorder reads (an `OrderItem` fits). */
export interface ReorderItem {
  /** null once the product has been deleted. */
  productId: string | null;
  productName: string;
  quantity: number;
  selectedOptions: readonly ReorderOption[];
}

/**
 * Why a line was left out: the dish is gone or inactive (`notOnMenu`), it cannot be ordered
 * right now (`unavailable`), one of its choices is no longer offered (`optionUnavailable`), or
 * the choices no longer meet the dish's rules, e.g. a new required group (`optionsChanged`).
 */
export type ReorderSkipReason = 'notOnMenu' | 'unavailable' | 'optionUnavailable' | 'optionsChanged';

export interface ReorderSkip {
  /** The name on the order (the dish may be gone or renamed). */
  productName: string;
  reason: ReorderSkipReason;
}

export interface ReorderResult {
  /** Cart lines at today's prices, merged where two order lines are now the same cart line. */
  lines: CartLine[];
  skipped: ReorderSkip[];
}

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase('en-GB') === b.trim().toLocaleLowerCase('en-GB');

/** The group and value today's product offers for one chosen option: by id first, else by name and label. */
function findChoice(product: Pick<Product, 'options'>, option: ReorderOption): { group: OptionGroup; valueId: string } | null {
  const group =
    product.options.find((g) => option.optionId != null && g._id === option.optionId) ??
    product.options.find((g) => sameText(g.name, option.optionName));
  if (!group) return null;
  const value =
    group.values.find((v) => option.valueId != null && v._id === option.valueId) ??
    group.values.find((v) => sameText(v.label, option.valueLabel));
  return value ? { group, valueId: value._id } : null;
}

/** The order line's choices as a selection of today's product, or the reason it has none. */
function selectionFor(product: Pick<Product, 'options'>, item: ReorderItem): OptionSelection | ReorderSkipReason {
  const selection: OptionSelection = {};
  for (const option of item.selectedOptions) {
    const choice = findChoice(product, option);
    if (!choice) return 'optionUnavailable';
    (selection[choice.group._id] ??= []).push(choice.valueId);
  }
  return selectionProblems(product, selection).length > 0 ? 'optionsChanged' : selection;
}

/**
 * Today's cart lines for a past order's items. `menuProducts` is today's menu (GET /products
 * with isActive=true); a product missing from it, or inactive, is no longer on the menu.
 * Lines are built with the cart's own `addToCart`, so identity, merging, the quantity cap and
 * the subtotals are exactly the cart's.
 */
export function reorderLines(orderItems: readonly ReorderItem[], menuProducts: readonly Product[]): ReorderResult {
  const byId = new Map(menuProducts.map((product) => [product._id, product]));
  const skipped: ReorderSkip[] = [];
  let cart: Cart = EMPTY_CART;
  for (const item of orderItems) {
    const product = item.productId === null ? undefined : byId.get(item.productId);
    const skip = (reason: ReorderSkipReason) => skipped.push({ productName: item.productName, reason });
    if (!product || !product.isActive) {
      skip('notOnMenu');
      continue;
    }
    if (!product.isAvailable) {
      skip('unavailable');
      continue;
    }
    const selection = selectionFor(product, item);
    if (typeof selection === 'string') {
      skip(selection);
      continue;
    }
    const result = addToCart(cart, {
      product,
      // Only the lines are returned: the caller's cart store adds them for its own restaurant.
      restaurant: { restaurantId: product.restaurantId, restaurantName: '', restaurantSlug: '' },
      selectedOptions: selectedOptionsOf(product, selection),
      quantity: item.quantity,
    });
    if (result.ok) cart = result.cart;
    else skip('notOnMenu');
  }
  return { lines: cart.items, skipped };
}
