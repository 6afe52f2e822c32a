import { cartImageOf, EMPTY_CART, lineSubtotalMinor, selectedOptionsOf, unitPriceMinor, type Cart, type CartLine } from './cart.ts';
import type { Product } from './contracts/catalog.ts';
import { toMajor } from './money.ts';
import { selectionProblems, type OptionSelection } from './option-selection.ts';

/** What changed in one line when a stored cart met today's menu. */
export type CartChange =
  | { kind: 'removed'; signature: string; name: string; reason: 'gone' | 'inactive' | 'unavailable' }
  /** A chosen option or value no longer exists, or the group's limits changed. */
  | { kind: 'optionsChanged'; signature: string; name: string }
  /** Unit price (base + adjustments), major units. */
  | { kind: 'repriced'; signature: string; name: string; previousUnitPrice: number; unitPrice: number };

export interface ReconciledCart {
  cart: Cart;
  changes: CartChange[];
}

function selectionOf(line: CartLine): OptionSelection {
  const selection: OptionSelection = {};
  for (const option of line.selectedOptions) (selection[option.optionId] ??= []).push(option.valueId);
  return selection;
}

/**
 * Brings a stored cart in line with the restaurant's current products (the server is the
 * authority for prices): lines whose product is gone, inactive or unavailable, or whose
 * choices are no longer valid, are removed; prices, names, labels and images are refreshed
 * from the product. Lines keep their signature (ids do not change). Removing every line
 * resets the cart like `removeLine` does.
 */
export function reconcileCart(cart: Cart, products: readonly Product[]): ReconciledCart {
  const byId = new Map(products.map((product) => [product._id, product]));
  const changes: CartChange[] = [];
  const items: CartLine[] = [];
  for (const line of cart.items) {
    const product = byId.get(line.productId);
    if (!product || !product.isActive || !product.isAvailable) {
      const reason = !product ? 'gone' : !product.isActive ? 'inactive' : 'unavailable';
      changes.push({ kind: 'removed', signature: line.signature, name: line.name, reason });
      continue;
    }
    const selection = selectionOf(line);
    const selectedOptions = selectedOptionsOf(product, selection);
    if (selectedOptions.length !== line.selectedOptions.length || selectionProblems(product, selection).length > 0) {
      changes.push({ kind: 'optionsChanged', signature: line.signature, name: product.name });
      continue;
    }
    const previousUnit = unitPriceMinor(line.price, line.selectedOptions);
    const unit = unitPriceMinor(product.price, selectedOptions);
    const next: CartLine = {
      ...line,
      name: product.name,
      price: product.price,
      imageUrl: cartImageOf(product),
      selectedOptions,
      itemSubtotal: 0,
    };
    next.itemSubtotal = toMajor(lineSubtotalMinor(next));
    if (unit !== previousUnit) {
      changes.push({
        kind: 'repriced',
        signature: line.signature,
        name: product.name,
        previousUnitPrice: toMajor(previousUnit),
        unitPrice: toMajor(unit),
      });
    }
    items.push(next);
  }
  return { cart: items.length === 0 ? EMPTY_CART : { ...cart, items }, changes };
}
