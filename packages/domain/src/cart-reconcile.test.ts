import { describe, expect, it } from 'vitest';
import { addToCart, EMPTY_CART, selectedOptionsOf, type Cart, type CartRestaurant } from './cart.ts';
import { reconcileCart } from './cart-reconcile.ts';
import type { Product } from './contracts/catalog.ts';

const goldenFork: CartRestaurant = { restaurantId: 'r-gf', restaurantName: 'The Golden Fork', restaurantSlug: 'golden-fork' };

function product(overrides: Partial<Product> & Pick<Product, '_id' | 'name' | 'price'>): Product {
  return {
    restaurantId: 'r-gf',
    description: '',
    imageUrl: null,
    thumbnailUrl: null,
    photo: null,
    categories: [],
    options: [],
    allergens: [],
    dietaryLabels: [],
    isActive: true,
    isFeatured: false,
    isAvailable: true,
    displayOrder: 0,
    ...overrides,
  };
}

const sauces = {
  _id: 'g-sauce',
  name: 'Sauces',
  minSelections: 1,
  maxSelections: 2,
  values: [
    { _id: 'v-house', label: 'House Sauce', priceAdjustment: 0, isDefault: true },
    { _id: 'v-chipotle', label: 'Chipotle Mayo', priceAdjustment: 0.5, isDefault: false },
  ],
};
const burger = product({ _id: 'p-burger', name: 'The Golden Burger', price: 15.5, options: [sauces] });
const chips = product({ _id: 'p-chips', name: 'Chips', price: 4.5 });
const pie = product({ _id: 'p-pie', name: 'Game Pie', price: 19.5 });

function cartWith(...lines: { product: Product; values?: Record<string, string[]>; quantity?: number }[]): Cart {
  let cart = EMPTY_CART;
  for (const line of lines) {
    const result = addToCart(cart, {
      product: line.product,
      restaurant: goldenFork,
      selectedOptions: selectedOptionsOf(line.product, line.values ?? {}),
      quantity: line.quantity ?? 1,
    });
    if (!result.ok) throw new Error(result.message);
    cart = result.cart;
  }
  return cart;
}

describe('reconciling a stored cart with the current menu', () => {
  it('keeps an unchanged cart as it is, with no changes to report', () => {
    const cart = cartWith({ product: burger, values: { 'g-sauce': ['v-chipotle'] }, quantity: 2 }, { product: chips });
    const { cart: next, changes } = reconcileCart(cart, [burger, chips]);
    expect(changes).toEqual([]);
    expect(next).toEqual(cart);
  });

  it('removes lines whose product is gone, inactive or unavailable, saying why', () => {
    const cart = cartWith({ product: burger, values: { 'g-sauce': ['v-house'] } }, { product: chips }, { product: pie });
    const { cart: next, changes } = reconcileCart(cart, [burger, { ...chips, isAvailable: false }]);
    expect(next.items.map((l) => l.name)).toEqual(['The Golden Burger']);
    expect(changes).toEqual([
      { kind: 'removed', signature: 'p-chips', name: 'Chips', reason: 'unavailable' },
      { kind: 'removed', signature: 'p-pie', name: 'Game Pie', reason: 'gone' },
    ]);
    expect(reconcileCart(cart, [burger, chips, { ...pie, isActive: false }]).changes).toEqual([
      { kind: 'removed', signature: 'p-pie', name: 'Game Pie', reason: 'inactive' },
    ]);
  });

  it('updates a repriced line (base price or option adjustment) and recomputes its subtotal', () => {
    const cart = cartWith({ product: burger, values: { 'g-sauce': ['v-chipotle'] }, quantity: 3 });
    const dearer = {
      ...burger,
      price: 16,
      options: [{ ...sauces, values: [sauces.values[0]!, { ...sauces.values[1]!, priceAdjustment: 0.75 }] }],
    };
    const { cart: next, changes } = reconcileCart(cart, [dearer]);
    expect(changes).toEqual([
      { kind: 'repriced', signature: 'p-burger|g-sauce:v-chipotle', name: 'The Golden Burger', previousUnitPrice: 16, unitPrice: 16.75 },
    ]);
    expect(next.items[0]).toMatchObject({ price: 16, quantity: 3, itemSubtotal: 50.25 });
    expect(next.items[0]?.selectedOptions[0]?.priceAdjustment).toBe(0.75);
  });

  it('refreshes names and labels silently when the price is the same', () => {
    const cart = cartWith({ product: burger, values: { 'g-sauce': ['v-house'] } });
    const renamed = { ...burger, name: 'Golden Burger', options: [{ ...sauces, values: [{ ...sauces.values[0]!, label: 'Golden Sauce' }, sauces.values[1]!] }] };
    const { cart: next, changes } = reconcileCart(cart, [renamed]);
    expect(changes).toEqual([]);
    expect(next.items[0]).toMatchObject({ name: 'Golden Burger', selectedOptions: [{ valueLabel: 'Golden Sauce' }] });
  });

  it('removes a line whose chosen value was withdrawn or whose group limits it no longer meets', () => {
    const cart = cartWith({ product: burger, values: { 'g-sauce': ['v-chipotle'] } });
    const withdrawn = { ...burger, options: [{ ...sauces, values: [sauces.values[0]!] }] };
    expect(reconcileCart(cart, [withdrawn]).changes).toEqual([
      { kind: 'optionsChanged', signature: 'p-burger|g-sauce:v-chipotle', name: 'The Golden Burger' },
    ]);
    const stricter = { ...burger, options: [{ ...sauces, minSelections: 2 }] };
    expect(reconcileCart(cart, [stricter]).changes).toMatchObject([{ kind: 'optionsChanged' }]);
    const newRequiredGroup = { ...burger, options: [sauces, { _id: 'g-size', name: 'Size', minSelections: 1, maxSelections: 1, values: [] }] };
    expect(reconcileCart(cart, [newRequiredGroup]).changes).toMatchObject([{ kind: 'optionsChanged' }]);
  });

  it('keeps a line whose optional group was left empty (None), at the base price, whether or not the group is named', () => {
    const sauce = {
      _id: 'g-steak-sauce',
      name: 'Sauce',
      minSelections: 0,
      maxSelections: 1,
      values: [{ _id: 'v-peppercorn', label: 'Peppercorn', priceAdjustment: 2, isDefault: false }],
    };
    const steak = product({ _id: 'p-steak', name: '28-Day Aged Sirloin Steak', price: 29, options: [sauce] });
    const cart = cartWith({ product: steak, values: { 'g-steak-sauce': [] } }, { product: steak, values: {} });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ signature: 'p-steak', quantity: 2, itemSubtotal: 58, selectedOptions: [] });
    const { cart: next, changes } = reconcileCart(cart, [steak]);
    expect(changes).toEqual([]);
    expect(next).toEqual(cart);
    // A dish that gains an optional group keeps its lines: nothing has to be chosen.
    const plainChips = cartWith({ product: chips });
    const withDip = { ...chips, options: [{ ...sauce, _id: 'g-dip' }] };
    expect(reconcileCart(plainChips, [withDip]).changes).toEqual([]);
  });

  it('resets the restaurant context when every line is removed', () => {
    const cart = cartWith({ product: chips });
    expect(reconcileCart(cart, []).cart).toEqual(EMPTY_CART);
  });
});
