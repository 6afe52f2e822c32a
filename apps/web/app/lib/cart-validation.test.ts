import { EMPTY_CART, type Product } from '@platter/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from './snackbar.ts';
import { apiClient, type ApiTransport } from './api-client.ts';
import { burger, chips, goldenForkCart, testRestaurant } from './test-fixtures.ts';
import { useCartStore } from './cart-store.ts';
import { validateStoredCart } from './cart-validation.ts';

const goldenFork = testRestaurant();
const chipotle = { optionId: '5144eea7-e7bd-47c8-82d2-bb5d031a8390', valueId: 'd522fc05-efb6-4642-8498-dc3b1abbd8e1', optionName: 'Sauces', valueLabel: 'Chipotle Mayo', priceAdjustment: 0.5 };
const snackbar = () => useSnackbarStore.getState().current;

function menuApi(products: Product[] | null) {
  const transport = vi.fn<ApiTransport>(async () =>
    products ? { status: 200, body: { data: { products } }, headers: {} } : { status: 0, body: null, headers: {} },
  );
  return { transport, api: apiClient(transport) };
}

function fillCart() {
  const { add } = useCartStore.getState();
  add({ product: burger, restaurant: goldenForkCart, selectedOptions: [chipotle], quantity: 2 });
  add({ product: chips, restaurant: goldenForkCart, selectedOptions: [], quantity: 1 });
}

describe('start-up cart validation', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState(EMPTY_CART);
    useSnackbarStore.setState({ current: null });
  });

  it('clears a stored cart of another restaurant slug without asking the menu', async () => {
    fillCart();
    useCartStore.setState({ restaurantSlug: 'tasca-do-porto', restaurantId: 'cdcb32e7-e7a6-4eab-8911-e86d41b86882' });
    const { api, transport } = menuApi([burger, chips]);
    await validateStoredCart(goldenFork, api);
    expect(useCartStore.getState()).toMatchObject(EMPTY_CART);
    expect(transport).not.toHaveBeenCalled();
  });

  it('fetches the active menu and keeps an unchanged cart quietly', async () => {
    fillCart();
    const before = useCartStore.getState().items;
    const { api, transport } = menuApi([burger, chips]);
    await expect(validateStoredCart(goldenFork, api)).resolves.toEqual([]);
    expect(transport).toHaveBeenCalledWith('/products?isActive=true&limit=200', undefined);
    expect(useCartStore.getState().items).toEqual(before);
    expect(snackbar()).toBeNull();
  });

  it('removes an unavailable line and tells the diner', async () => {
    fillCart();
    const { api } = menuApi([burger, { ...chips, isAvailable: false }]);
    await validateStoredCart(goldenFork, api);
    expect(useCartStore.getState().items.map((l) => l.name)).toEqual(['The Golden Burger']);
    expect(snackbar()).toMatchObject({
      message: 'Triple-Cooked Chips is no longer available and has been removed from your cart.',
      color: 'warning',
    });
  });

  it('updates a repriced line, and lists several changes after a summary', async () => {
    fillCart();
    const { api } = menuApi([{ ...burger, price: 16 }]);
    await validateStoredCart(goldenFork, api);
    expect(useCartStore.getState().items).toMatchObject([{ name: 'The Golden Burger', price: 16, quantity: 2, itemSubtotal: 33 }]);
    expect(snackbar()?.message).toBe(
      'Your cart has been updated to match the current menu. The price of The Golden Burger in your cart is now £16.50. ' +
        'Triple-Cooked Chips is no longer available and has been removed from your cart.',
    );
  });

  it('empties the cart (and its restaurant) when nothing is left', async () => {
    fillCart();
    const { api } = menuApi([]);
    await validateStoredCart(goldenFork, api);
    expect(useCartStore.getState()).toMatchObject(EMPTY_CART);
  });

  it('leaves the cart as it is when the menu cannot be loaded', async () => {
    fillCart();
    const before = useCartStore.getState().items;
    const { api } = menuApi(null);
    await validateStoredCart(goldenFork, api);
    expect(useCartStore.getState().items).toEqual(before);
    expect(snackbar()).toBeNull();
  });
});
