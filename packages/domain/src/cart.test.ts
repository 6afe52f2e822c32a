import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  belongsToAnotherRestaurant,
  cartItemCount,
  cartSubtotalMinor,
  EMPTY_CART,
  lineSignature,
  removeLine,
  setLineQuantity,
  type Cart,
  type CartRestaurant,
  selectedOptionsOf,
  type SelectedOption,
} from './cart.ts';
import type { OptionGroup } from './contracts/catalog.ts';
import { initialSelection, quickAddSelection, selectionProblems } from './option-selection.ts';
import { priceLine, pricedLineOf } from './pricing.ts';

const goldenFork: CartRestaurant = { restaurantId: 'r-gf', restaurantName: 'The Golden Fork', restaurantSlug: 'golden-fork' };
const tasca: CartRestaurant = { restaurantId: 'r-tp', restaurantName: 'Tasca do Porto', restaurantSlug: 'tasca-do-porto' };
const burger = { _id: 'p-burger', restaurantId: 'r-gf', name: 'Smash Burger', price: 11.5, imageUrl: null };
const bacalhau = { _id: 'p-bac', restaurantId: 'r-tp', name: 'Bacalhau', price: 14, imageUrl: null };

const opt = (optionId: string, valueId: string, priceAdjustment: number): SelectedOption => ({
  optionId,
  valueId,
  optionName: optionId,
  valueLabel: valueId,
  priceAdjustment,
});

function add(cart: Cart, options: SelectedOption[] = [], quantity = 1, product: Parameters<typeof addToCart>[1]['product'] = burger, restaurant = goldenFork): Cart {
  const result = addToCart(cart, { product, restaurant, selectedOptions: options, quantity });
  if (!result.ok) throw new Error(result.message);
  return result.cart;
}

describe('line identity', () => {
  it('is the product id plus the sorted option/value ids, whatever order they were chosen in', () => {
    const a = lineSignature('p', [opt('size', 'large', 2), opt('extras', 'cheese', 1)]);
    const b = lineSignature('p', [opt('extras', 'cheese', 1), opt('size', 'large', 2)]);
    expect(a).toBe(b);
    expect(a).toBe('p|extras:cheese|size:large');
    expect(lineSignature('p', [])).toBe('p');
    expect(lineSignature('p', [opt('size', 'regular', 0)])).not.toBe(a);
  });
});

describe('adding', () => {
  it('adds the same combination to one line and a different one as a new line', () => {
    let cart = add(EMPTY_CART, [opt('size', 'large', 2)]);
    cart = add(cart, [opt('size', 'large', 2)]);
    cart = add(cart, [opt('size', 'regular', 0)]);
    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toMatchObject({ quantity: 2, itemSubtotal: 27 });
    expect(cart.items[1]).toMatchObject({ quantity: 1, itemSubtotal: 11.5 });
    expect(cartItemCount(cart)).toBe(3);
    expect(cart).toMatchObject({ restaurantId: 'r-gf', restaurantName: 'The Golden Fork', restaurantSlug: 'golden-fork' });
  });

  it('prices a line as (price + Σ adjustments) × quantity in minor units', () => {
    const cart = add(EMPTY_CART, [opt('extras', 'bacon', 1.2), opt('extras', 'cheese', 0.7), opt('size', 'small', -1.1)], 3);
    // (11.50 + 1.20 + 0.70 − 1.10) × 3 = 36.90, with no binary-fraction drift.
    expect(cart.items[0]?.itemSubtotal).toBe(36.9);
    expect(cartSubtotalMinor(cart)).toBe(3690);
  });

  it("keeps the dish's thumbnail for the line's small picture (a photo's 320 px rendition), else its image", () => {
    const photo = { ...burger, imageUrl: '/api/v1/media/photos/m-abc', thumbnailUrl: '/api/v1/media/photos/m-abc?w=320' };
    expect(add(EMPTY_CART, [], 1, photo).items[0]?.imageUrl).toBe('/api/v1/media/photos/m-abc?w=320');
    expect(add(EMPTY_CART, [], 1, { ...burger, imageUrl: '/images/burger.webp' }).items[0]?.imageUrl).toBe('/images/burger.webp');
  });

  it("refuses another restaurant's product with the spec's message", () => {
    const cart = add(EMPTY_CART);
    expect(addToCart(cart, { product: bacalhau, restaurant: goldenFork, selectedOptions: [], quantity: 1 })).toEqual({
      ok: false,
      error: 'otherRestaurant',
      message: "Error: Product doesn't belong to the current restaurant.",
    });
    expect(addToCart(cart, { product: bacalhau, restaurant: tasca, selectedOptions: [], quantity: 1 })).toMatchObject({ ok: false, error: 'otherRestaurant' });
    expect(belongsToAnotherRestaurant(cart, 'r-tp')).toBe(true);
    expect(belongsToAnotherRestaurant(cart, 'r-gf')).toBe(false);
    expect(belongsToAnotherRestaurant(EMPTY_CART, 'r-tp')).toBe(false);
  });

  it("refuses invalid product data with 'Invalid product data.'", () => {
    for (const input of [
      { product: null, restaurant: goldenFork },
      { product: { ...burger, _id: '' }, restaurant: goldenFork },
      { product: burger, restaurant: null },
      { product: burger, restaurant: { ...goldenFork, restaurantId: '' } },
    ]) {
      expect(addToCart(EMPTY_CART, { ...input, selectedOptions: [], quantity: 1 })).toEqual({
        ok: false,
        error: 'invalidProduct',
        message: 'Invalid product data.',
      });
    }
    expect(addToCart(EMPTY_CART, { product: burger, restaurant: goldenFork, selectedOptions: [], quantity: 0 })).toMatchObject({ ok: false });
  });
});

describe('quantities and removal', () => {
  it('updates a quantity and its subtotal; 0 or less removes the line', () => {
    let cart = add(add(EMPTY_CART), [opt('size', 'large', 2)]);
    const [plain, large] = cart.items;
    cart = setLineQuantity(cart, plain!.signature, 4);
    expect(cart.items[0]).toMatchObject({ quantity: 4, itemSubtotal: 46 });
    cart = setLineQuantity(cart, plain!.signature, 0);
    expect(cart.items.map((l) => l.signature)).toEqual([large!.signature]);
    cart = setLineQuantity(cart, large!.signature, -2);
    expect(cart).toEqual(EMPTY_CART);
  });

  it('resets the restaurant context when the last line goes, so another restaurant can start', () => {
    let cart = add(EMPTY_CART);
    cart = removeLine(cart, cart.items[0]!.signature);
    expect(cart).toEqual(EMPTY_CART);
    cart = add(cart, [], 1, bacalhau, tasca);
    expect(cart.restaurantSlug).toBe('tasca-do-porto');
  });
});

describe('totals never drift (property)', () => {
  const price = fc.integer({ min: 0, max: 50_000 }).map((minor) => minor / 100);
  const adjustment = fc.integer({ min: -500, max: 2_000 }).map((minor) => minor / 100);
  const choice = fc.record({ optionId: fc.constantFrom('size', 'extras', 'sauce'), valueId: fc.constantFrom('a', 'b', 'c', 'd'), adj: adjustment });
  const action = fc.record({
    price,
    productId: fc.constantFrom('p1', 'p2', 'p3'),
    choices: fc.uniqueArray(choice, { maxLength: 3, selector: (c) => `${c.optionId}:${c.valueId}` }),
    quantity: fc.integer({ min: 1, max: 5 }),
    setTo: fc.option(fc.integer({ min: -1, max: 7 }), { nil: undefined }),
  });

  it('matches a plain recomputation in minor units after any sequence of adds and quantity changes', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        let cart = EMPTY_CART;
        const prices = new Map<string, number>();
        for (const a of actions) {
          // A product keeps one price within a cart; re-adding uses the first price seen.
          const productPrice = prices.get(a.productId) ?? a.price;
          prices.set(a.productId, productPrice);
          const selected = a.choices.map((c) => opt(c.optionId, c.valueId, c.adj));
          cart = add(cart, selected, a.quantity, { ...burger, _id: a.productId, price: productPrice });
          if (a.setTo !== undefined) cart = setLineQuantity(cart, lineSignature(a.productId, selected), a.setTo);
        }
        let expected = 0;
        for (const line of cart.items) {
          const unit = Math.round(line.price * 100) + line.selectedOptions.reduce((s, o) => s + Math.round(o.priceAdjustment * 100), 0);
          expect(Math.round(line.itemSubtotal * 100)).toBe(unit * line.quantity);
          expected += unit * line.quantity;
          expect(line.quantity).toBeGreaterThanOrEqual(1);
        }
        expect(cartSubtotalMinor(cart)).toBe(expected);
        expect(new Set(cart.items.map((l) => l.signature)).size).toBe(cart.items.length);
        if (cart.items.length === 0) expect(cart).toEqual(EMPTY_CART);
      }),
    );
  });
});

describe('a dish whose optional extras were left at None', () => {
  // The Golden Fork's steak: a free required choice and an optional, paid sauce.
  const cooked: OptionGroup = {
    _id: 'g-cooked',
    name: 'Cooked To',
    minSelections: 1,
    maxSelections: 1,
    values: [
      { _id: 'v-rare', label: 'Rare', priceAdjustment: 0, isDefault: false },
      { _id: 'v-medium-rare', label: 'Medium Rare', priceAdjustment: 0, isDefault: true },
    ],
  };
  const sauce: OptionGroup = {
    _id: 'g-sauce',
    name: 'Sauce',
    minSelections: 0,
    maxSelections: 1,
    values: [
      { _id: 'v-peppercorn', label: 'Peppercorn', priceAdjustment: 2, isDefault: false },
      { _id: 'v-bearnaise', label: 'Béarnaise', priceAdjustment: 2, isDefault: false },
    ],
  };
  const steak = { _id: 'p-steak', restaurantId: 'r-gf', name: '28-Day Aged Sirloin Steak', price: 29, imageUrl: null, options: [cooked, sauce] };

  it('goes into the cart, and is priced and checked, at the base price', () => {
    const selection = initialSelection(steak);
    expect(selection).toEqual({ 'g-cooked': ['v-medium-rare'], 'g-sauce': [] });
    expect(selectionProblems(steak, selection)).toEqual([]);
    const selectedOptions = selectedOptionsOf(steak, selection);
    expect(selectedOptions.map((o) => o.valueLabel)).toEqual(['Medium Rare']);
    const cart = add(EMPTY_CART, selectedOptions, 2, steak);
    expect(cart.items[0]).toMatchObject({ signature: 'p-steak|g-cooked:v-medium-rare', itemSubtotal: 58 });
    expect(priceLine(pricedLineOf({ productId: steak._id, price: steak.price, selectedOptions, quantity: 2 }))).toMatchObject({ unitPriceMinor: 2900, itemSubtotalMinor: 5800 });
  });

  it('is a different line from the same dish with a sauce', () => {
    const plain = add(EMPTY_CART, selectedOptionsOf(steak, initialSelection(steak)), 1, steak);
    const sauced = add(plain, selectedOptionsOf(steak, { 'g-cooked': ['v-medium-rare'], 'g-sauce': ['v-peppercorn'] }), 1, steak);
    expect(sauced.items.map((l) => l.itemSubtotal)).toEqual([29, 31]);
  });

  it("adds from the menu's '+' only when nothing is chosen at a price", () => {
    expect(quickAddSelection({ options: [sauce] })).toEqual({ 'g-sauce': [] });
    expect(quickAddSelection({ options: [{ ...sauce, values: [{ ...sauce.values[0]!, isDefault: true }] }] })).toBeNull();
  });
});
