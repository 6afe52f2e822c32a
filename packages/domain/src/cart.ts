import type { Product } from './contracts/catalog.ts';
import { toMajor, toMinor, type Minor } from './money.ts';
import type { OptionSelection } from './option-selection.ts';

/** One chosen option value as the cart and the order keep it (a snapshot with its label and price). */
export interface SelectedOption {
  optionId: string;
  valueId: string;
  optionName: string;
  valueLabel: string;
  /** Major units; may be negative. */
  priceAdjustment: number;
}

export interface CartLine {
  productId: string;
  name: string;
  /** Unit base price, major units. */
  price: number;
  imageUrl: string | null;
  quantity: number;
  selectedOptions: SelectedOption[];
  /** Line identity: product id + sorted option/value ids. */
  signature: string;
  /** (price + Σ priceAdjustment) × quantity, major units, computed in minor units. */
  itemSubtotal: number;
}

export interface CartRestaurant {
  restaurantId: string;
  restaurantName: string;
  restaurantSlug: string;
}

export interface Cart {
  items: CartLine[];
  restaurantId: string | null;
  restaurantName: string | null;
  restaurantSlug: string | null;
}

export const EMPTY_CART: Cart = { items: [], restaurantId: null, restaurantName: null, restaurantSlug: null };

export const MAX_LINE_QUANTITY = 99;

export const CART_ERRORS = {
  invalidProduct: 'Invalid product data.',
  otherRestaurant: "Error: Product doesn't belong to the current restaurant.",
} as const;
export type CartErrorCode = keyof typeof CART_ERRORS;

export type CartResult = { ok: true; cart: Cart } | { ok: false; error: CartErrorCode; message: string };

/** Identity of a line: the same product with the same choices is the same line. */
export function lineSignature(productId: string, selectedOptions: readonly Pick<SelectedOption, 'optionId' | 'valueId'>[]): string {
  const choices = selectedOptions.map((o) => `${o.optionId}:${o.valueId}`).sort();
  return [productId, ...choices].join('|');
}

/** Unit price including option adjustments, in minor units. */
export function unitPriceMinor(price: number, selectedOptions: readonly Pick<SelectedOption, 'priceAdjustment'>[]): Minor {
  return selectedOptions.reduce((sum, o) => sum + toMinor(o.priceAdjustment), toMinor(price));
}

export function lineSubtotalMinor(line: Pick<CartLine, 'price' | 'selectedOptions' | 'quantity'>): Minor {
  return unitPriceMinor(line.price, line.selectedOptions) * line.quantity;
}

export function cartSubtotalMinor(cart: Pick<Cart, 'items'>): Minor {
  return cart.items.reduce((sum, line) => sum + lineSubtotalMinor(line), 0);
}

export function cartItemCount(cart: Pick<Cart, 'items'>): number {
  return cart.items.reduce((sum, line) => sum + line.quantity, 0);
}

function withQuantity(line: CartLine, quantity: number): CartLine {
  const next = { ...line, quantity };
  return { ...next, itemSubtotal: toMajor(lineSubtotalMinor(next)) };
}

function clampQuantity(quantity: number): number {
  return Math.min(MAX_LINE_QUANTITY, Math.floor(quantity));
}

/** The snapshot of the chosen values, in the product's group order. */
export function selectedOptionsOf(product: Pick<Product, 'options'>, selection: OptionSelection): SelectedOption[] {
  return product.options.flatMap((group) =>
    (selection[group._id] ?? []).flatMap((valueId) => {
      const value = group.values.find((v) => v._id === valueId);
      return value
        ? [{ optionId: group._id, valueId, optionName: group.name, valueLabel: value.label, priceAdjustment: value.priceAdjustment }]
        : [];
    }),
  );
}

/**
 * The picture a cart line keeps: the dish's thumbnail when it has one (a photo's 320 px rendition
 * for a box of at most 112 px), else its image.
 */
export function cartImageOf(product: Pick<Product, 'imageUrl'> & Partial<Pick<Product, 'thumbnailUrl'>>): string | null {
  return product.thumbnailUrl ?? product.imageUrl;
}

/**
 * Add a product with its chosen options. The same combination adds to its line's quantity.
 * A product of another restaurant is refused: the caller asks 'Start New Cart?' and, when
 * confirmed, adds to `EMPTY_CART`.
 */
export function addToCart(
  cart: Cart,
  input: {
    product: (Pick<Product, '_id' | 'restaurantId' | 'name' | 'price' | 'imageUrl'> & Partial<Pick<Product, 'thumbnailUrl'>>) | null | undefined;
    restaurant: CartRestaurant | null | undefined;
    selectedOptions: SelectedOption[];
    quantity: number;
  },
): CartResult {
  const { product, restaurant, selectedOptions } = input;
  if (!product?._id || !restaurant?.restaurantId || !Number.isFinite(input.quantity) || input.quantity < 1) {
    return { ok: false, error: 'invalidProduct', message: CART_ERRORS.invalidProduct };
  }
  if (product.restaurantId !== restaurant.restaurantId || (cart.restaurantId && cart.restaurantId !== product.restaurantId)) {
    return { ok: false, error: 'otherRestaurant', message: CART_ERRORS.otherRestaurant };
  }
  const signature = lineSignature(product._id, selectedOptions);
  const existing = cart.items.find((line) => line.signature === signature);
  const items = existing
    ? cart.items.map((line) => (line === existing ? withQuantity(line, clampQuantity(line.quantity + input.quantity)) : line))
    : [
        ...cart.items,
        withQuantity(
          {
            productId: product._id,
            name: product.name,
            price: product.price,
            imageUrl: cartImageOf(product),
            quantity: 0,
            selectedOptions: selectedOptions.map((o) => ({ ...o })),
            signature,
            itemSubtotal: 0,
          },
          clampQuantity(input.quantity),
        ),
      ];
  return { ok: true, cart: { ...restaurant, items } };
}

/** Quantity 0 or less removes the line; removing the last line resets the restaurant context. */
export function setLineQuantity(cart: Cart, signature: string, quantity: number): Cart {
  if (quantity <= 0) return removeLine(cart, signature);
  return { ...cart, items: cart.items.map((line) => (line.signature === signature ? withQuantity(line, clampQuantity(quantity)) : line)) };
}

export function removeLine(cart: Cart, signature: string): Cart {
  const items = cart.items.filter((line) => line.signature !== signature);
  return items.length === 0 ? EMPTY_CART : { ...cart, items };
}

/** Whether adding a product needs the 'Start New Cart?' confirmation first. */
export function belongsToAnotherRestaurant(cart: Cart, productRestaurantId: string): boolean {
  return cart.items.length > 0 && cart.restaurantId !== null && cart.restaurantId !== productRestaurantId;
}
