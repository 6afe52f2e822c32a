import { describe, expect, it } from 'vitest';
import { lineSignature } from './cart.ts';
import type { OptionGroup, Product } from './contracts/catalog.ts';
import type { OrderItem } from './contracts/order.ts';
import { reorderLines, type ReorderItem } from './reorder.ts';

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

const sauces: OptionGroup = {
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

/** An order line as GET /orders/{id} answers it (ids, names and the prices of the day it was placed). */
function orderItem(overrides: Partial<OrderItem> & Pick<OrderItem, 'productId' | 'productName' | 'quantity'>): OrderItem {
  return { _id: `i-${overrides.productName}`, productImage: null, unitPrice: 0, itemSubtotal: 0, selectedOptions: [], ...overrides };
}

const chipotle = { optionId: 'g-sauce', valueId: 'v-chipotle', optionName: 'Sauces', valueLabel: 'Chipotle Mayo', priceAdjustment: 0.4 };
const house = { optionId: 'g-sauce', valueId: 'v-house', optionName: 'Sauces', valueLabel: 'House Sauce', priceAdjustment: 0 };

describe('reorderLines', () => {
  it("puts each line back at today's prices, with today's option snapshots", () => {
    const items = [
      orderItem({ productId: 'p-burger', productName: 'Golden Burger', quantity: 2, unitPrice: 14.9, selectedOptions: [house, chipotle] }),
      orderItem({ productId: 'p-chips', productName: 'Chips', quantity: 1, unitPrice: 4 }),
    ];
    const { lines, skipped } = reorderLines(items, [burger, chips]);
    expect(skipped).toEqual([]);
    expect(lines).toEqual([
      {
        productId: 'p-burger',
        name: 'The Golden Burger',
        price: 15.5,
        imageUrl: null,
        quantity: 2,
        selectedOptions: [
          { optionId: 'g-sauce', valueId: 'v-house', optionName: 'Sauces', valueLabel: 'House Sauce', priceAdjustment: 0 },
          { optionId: 'g-sauce', valueId: 'v-chipotle', optionName: 'Sauces', valueLabel: 'Chipotle Mayo', priceAdjustment: 0.5 },
        ],
        signature: lineSignature('p-burger', [house, chipotle]),
        itemSubtotal: 32,
      },
      { productId: 'p-chips', name: 'Chips', price: 4.5, imageUrl: null, quantity: 1, selectedOptions: [], signature: 'p-chips', itemSubtotal: 4.5 },
    ]);
  });

  it('matches choices by option name and value label when the order has no ids (in any letter case)', () => {
    const items: ReorderItem[] = [
      { productId: 'p-burger', productName: 'The Golden Burger', quantity: 1, selectedOptions: [{ optionName: ' sauces', valueLabel: 'CHIPOTLE MAYO' }] },
    ];
    const { lines, skipped } = reorderLines(items, [burger]);
    expect(skipped).toEqual([]);
    expect(lines[0]?.selectedOptions.map((o) => o.valueId)).toEqual(['v-chipotle']);
    expect(lines[0]?.itemSubtotal).toBe(16);
  });

  it('falls back to names when the ids changed (the group or value was recreated)', () => {
    const recreated = { ...sauces, _id: 'g-sauce-2', values: sauces.values.map((v) => ({ ...v, _id: `${v._id}-2` })) };
    const { lines } = reorderLines(
      [orderItem({ productId: 'p-burger', productName: 'The Golden Burger', quantity: 1, selectedOptions: [chipotle] })],
      [{ ...burger, options: [recreated] }],
    );
    expect(lines[0]?.selectedOptions).toEqual([{ ...chipotle, optionId: 'g-sauce-2', valueId: 'v-chipotle-2', priceAdjustment: 0.5 }]);
  });

  it('merges two order lines that are the same cart line, up to the cart maximum', () => {
    const items = [
      orderItem({ productId: 'p-chips', productName: 'Chips', quantity: 60 }),
      orderItem({ productId: 'p-chips', productName: 'Chips ', quantity: 50 }),
    ];
    const { lines } = reorderLines(items, [chips]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 99, itemSubtotal: 445.5 });
  });

  it('leaves out what can no longer be ordered, and says why', () => {
    const pie = product({ _id: 'p-pie', name: 'Game Pie', price: 19.5, isAvailable: false });
    const soup = product({ _id: 'p-soup', name: 'Soup', price: 6, isActive: false });
    const size: OptionGroup = {
      _id: 'g-size',
      name: 'Size',
      minSelections: 1,
      maxSelections: 1,
      values: [{ _id: 'v-regular', label: 'Regular', priceAdjustment: 0, isDefault: true }],
    };
    const burgerWithSize = { ...burger, options: [sauces, size] };
    const onlyHouse = { ...burger, _id: 'p-burger-2', options: [{ ...sauces, values: sauces.values.slice(0, 1) }] };
    const items = [
      orderItem({ productId: null, productName: 'Deleted Dish', quantity: 1 }),
      orderItem({ productId: 'p-gone', productName: 'Gone Dish', quantity: 1 }),
      orderItem({ productId: 'p-soup', productName: 'Soup', quantity: 1 }),
      orderItem({ productId: 'p-pie', productName: 'Game Pie', quantity: 1 }),
      orderItem({ productId: 'p-burger-2', productName: 'Burger, chipotle', quantity: 1, selectedOptions: [chipotle] }),
      orderItem({ productId: 'p-burger', productName: 'Burger, before sizes', quantity: 1, selectedOptions: [house] }),
      orderItem({ productId: 'p-chips', productName: 'Chips', quantity: 3 }),
    ];
    const { lines, skipped } = reorderLines(items, [pie, soup, onlyHouse, burgerWithSize, chips]);
    expect(skipped).toEqual([
      { productName: 'Deleted Dish', reason: 'notOnMenu' },
      { productName: 'Gone Dish', reason: 'notOnMenu' },
      { productName: 'Soup', reason: 'notOnMenu' },
      { productName: 'Game Pie', reason: 'unavailable' },
      { productName: 'Burger, chipotle', reason: 'optionUnavailable' },
      // A required Size group was added since: the old choices no longer make a valid dish.
      { productName: 'Burger, before sizes', reason: 'optionsChanged' },
    ]);
    expect(lines.map((line) => [line.name, line.quantity])).toEqual([['Chips', 3]]);
  });

  it('refuses choices beyond what a group now allows', () => {
    const oneSauce = { ...burger, options: [{ ...sauces, maxSelections: 1 }] };
    const { lines, skipped } = reorderLines(
      [orderItem({ productId: 'p-burger', productName: 'The Golden Burger', quantity: 1, selectedOptions: [house, chipotle] })],
      [oneSauce],
    );
    expect(lines).toEqual([]);
    expect(skipped).toEqual([{ productName: 'The Golden Burger', reason: 'optionsChanged' }]);
  });

  it('gives nothing for an empty order', () => {
    expect(reorderLines([], [burger])).toEqual({ lines: [], skipped: [] });
  });
});
