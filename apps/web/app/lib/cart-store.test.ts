import { EMPTY_CART } from '@platter/domain';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { burger, chips, goldenForkCart } from './test-fixtures.ts';
import { followCartAcrossTabs, sanitizeStoredCart, useCartHydrated, useCartItemCount, useCartStore } from './cart-store.ts';

const house = { optionId: '5144eea7-e7bd-47c8-82d2-bb5d031a8390', valueId: '17b86b02-0b2e-4e95-8703-4c9f36635570', optionName: 'Sauces', valueLabel: 'House Burger Sauce', priceAdjustment: 0 };
const chipotle = { optionId: '5144eea7-e7bd-47c8-82d2-bb5d031a8390', valueId: 'd522fc05-efb6-4642-8498-dc3b1abbd8e1', optionName: 'Sauces', valueLabel: 'Chipotle Mayo', priceAdjustment: 0.5 };
const stored = () => JSON.parse(localStorage.getItem('cart') ?? 'null') as { state: Record<string, unknown>; version: number } | null;

describe('cart store', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState(EMPTY_CART);
  });

  it('adds with the domain rules and persists the cart under "cart"', () => {
    const { add } = useCartStore.getState();
    expect(add({ product: burger, restaurant: goldenForkCart, selectedOptions: [chipotle], quantity: 2 })).toMatchObject({ ok: true });
    add({ product: burger, restaurant: goldenForkCart, selectedOptions: [chipotle], quantity: 1 });
    add({ product: chips, restaurant: goldenForkCart, selectedOptions: [], quantity: 1 });
    const state = useCartStore.getState();
    expect(state.items.map((l) => [l.name, l.quantity, l.itemSubtotal])).toEqual([
      ['The Golden Burger', 3, 48],
      ['Triple-Cooked Chips', 1, 4.5],
    ]);
    expect(stored()).toEqual({
      version: 1,
      state: { items: state.items, restaurantId: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e', restaurantName: 'The Golden Fork', restaurantSlug: 'golden-fork' },
    });
  });

  it('leaves the cart unchanged when the domain refuses', () => {
    const result = useCartStore.getState().add({ product: { ...chips, restaurantId: '501e8989-d147-4f38-868e-1bb637935029' }, restaurant: goldenForkCart, selectedOptions: [], quantity: 1 });
    expect(result).toMatchObject({ ok: false, message: "Error: Product doesn't belong to the current restaurant." });
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('sets quantities, removes at 0, and resets the restaurant when the last line goes', () => {
    const { add } = useCartStore.getState();
    add({ product: burger, restaurant: goldenForkCart, selectedOptions: [house], quantity: 1 });
    add({ product: chips, restaurant: goldenForkCart, selectedOptions: [], quantity: 1 });
    const [burgerLine, chipsLine] = useCartStore.getState().items;
    useCartStore.getState().setQuantity(burgerLine!.signature, 4);
    expect(useCartStore.getState().items[0]).toMatchObject({ quantity: 4, itemSubtotal: 62 });
    useCartStore.getState().setQuantity(burgerLine!.signature, 0);
    expect(useCartStore.getState().items.map((l) => l.name)).toEqual(['Triple-Cooked Chips']);
    useCartStore.getState().remove(chipsLine!.signature);
    expect(useCartStore.getState()).toMatchObject(EMPTY_CART);
    expect(stored()?.state).toEqual(EMPTY_CART);
  });

  it('clears everything', () => {
    useCartStore.getState().add({ product: chips, restaurant: goldenForkCart, selectedOptions: [], quantity: 3 });
    useCartStore.getState().clear();
    expect(useCartStore.getState()).toMatchObject(EMPTY_CART);
  });

  it('survives a reload: rehydrates the stored cart, and the badge counts its items', async () => {
    useCartStore.getState().add({ product: chips, restaurant: goldenForkCart, selectedOptions: [], quantity: 3 });
    const saved = localStorage.getItem('cart');
    useCartStore.setState(EMPTY_CART);
    localStorage.setItem('cart', saved!);
    const { result } = renderHook(() => ({ count: useCartItemCount(), ready: useCartHydrated() }));
    await act(async () => {
      await useCartStore.persist.rehydrate();
    });
    expect(result.current).toEqual({ count: 3, ready: true });
    expect(useCartStore.getState().restaurantSlug).toBe('golden-fork');
  });

  it('drops what it cannot trust in storage: malformed lines, the old placeholder shape', async () => {
    localStorage.setItem('cart', JSON.stringify({ version: 0, state: { items: [{ quantity: 2 }] } }));
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState()).toMatchObject(EMPTY_CART);

    const good = { productId: 'p', name: 'Chips', price: 4.5, imageUrl: null, quantity: 1, selectedOptions: [], signature: 'p', itemSubtotal: 4.5 };
    expect(sanitizeStoredCart({ ...goldenForkCart, items: [good, { ...good, quantity: -1 }, { ...good, price: 'free' }, null] })).toEqual({ ...goldenForkCart, items: [good] });
    expect(sanitizeStoredCart({ items: [good] })).toEqual(EMPTY_CART);
    expect(sanitizeStoredCart({ ...goldenForkCart, items: [] })).toEqual(EMPTY_CART);
    expect(sanitizeStoredCart('nonsense')).toEqual(EMPTY_CART);
  });

  it('follows a cart another tab of the site wrote', () => {
    const stop = followCartAcrossTabs();
    useCartStore.getState().add({ product: chips, restaurant: goldenForkCart, selectedOptions: [], quantity: 2 });
    const saved = localStorage.getItem('cart');
    useCartStore.setState(EMPTY_CART);
    localStorage.setItem('cart', saved!);
    window.dispatchEvent(new StorageEvent('storage', { key: 'session', newValue: '{}' }));
    expect(useCartStore.getState().items).toEqual([]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: saved }));
    expect(useCartStore.getState().items).toMatchObject([{ name: 'Triple-Cooked Chips', quantity: 2 }]);
    stop();
  });
});
