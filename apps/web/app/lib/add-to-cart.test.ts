import { EMPTY_CART } from '@platter/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleDialog, useDialogStore } from './dialog.ts';
import { useSnackbarStore } from './snackbar.ts';
import { addProductToCart } from './add-to-cart.ts';
import { burger, chips, testRestaurant } from './test-fixtures.ts';
import { useCartStore } from './cart-store.ts';

const goldenFork = testRestaurant();
const snackbar = () => useSnackbarStore.getState().current;
const dialog = () => useDialogStore.getState().current;
const chipotle = { optionId: '5144eea7-e7bd-47c8-82d2-bb5d031a8390', valueId: 'd522fc05-efb6-4642-8498-dc3b1abbd8e1', optionName: 'Sauces', valueLabel: 'Chipotle Mayo', priceAdjustment: 0.5 };
const tascaLine = { productId: 'f2fc5060-7e5f-4a24-80a4-7a419a02231a', name: 'Francesinha', price: 14, imageUrl: null, quantity: 1, selectedOptions: [], signature: 'f2fc5060-7e5f-4a24-80a4-7a419a02231a', itemSubtotal: 14 };
const tascaCart = { items: [tascaLine], restaurantId: 'cdcb32e7-e7a6-4eab-8911-e86d41b86882', restaurantName: 'Tasca do Porto', restaurantSlug: 'tasca-do-porto' };

describe('adding to the cart', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState(EMPTY_CART);
    useSnackbarStore.setState({ current: null });
    useDialogStore.setState({ current: null });
  });
  afterEach(() => vi.restoreAllMocks());

  it("adds the product with its options and says '{product} added to cart.'", async () => {
    await expect(addProductToCart(goldenFork, { product: burger, selectedOptions: [chipotle], quantity: 2 })).resolves.toBe(true);
    expect(useCartStore.getState()).toMatchObject({
      restaurantId: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e',
      restaurantName: 'The Golden Fork',
      restaurantSlug: 'golden-fork',
      items: [{ productId: '11aaa7b0-947c-49fe-8d11-f89268ac0bc2', quantity: 2, itemSubtotal: 32, selectedOptions: [chipotle] }],
    });
    expect(snackbar()).toMatchObject({ message: 'The Golden Burger added to cart.', color: 'success' });
  });

  it('defaults to one item with no options', async () => {
    await addProductToCart(goldenFork, { product: chips });
    expect(useCartStore.getState().items).toMatchObject([{ quantity: 1, selectedOptions: [], itemSubtotal: 4.5 }]);
  });

  it("refuses another restaurant's product with the spec's error", async () => {
    await expect(addProductToCart(goldenFork, { product: { ...chips, restaurantId: 'cdcb32e7-e7a6-4eab-8911-e86d41b86882' } })).resolves.toBe(false);
    expect(snackbar()).toMatchObject({ message: "Error: Product doesn't belong to the current restaurant.", color: 'error' });
    expect(useCartStore.getState().items).toEqual([]);
  });

  it("refuses without a restaurant or product id: 'Invalid product data.'", async () => {
    await expect(addProductToCart(null, { product: chips })).resolves.toBe(false);
    expect(snackbar()).toMatchObject({ message: 'Invalid product data.', color: 'error' });
    await addProductToCart(goldenFork, { product: { ...chips, _id: '' } });
    expect(snackbar()?.message).toBe('Invalid product data.');
  });

  it("asks 'Start New Cart?' (450 px) when the cart holds another restaurant's items; Clear & Add replaces it", async () => {
    useCartStore.setState(tascaCart);
    const adding = addProductToCart(goldenFork, { product: chips });
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()).toMatchObject({
      title: 'Start New Cart?',
      message: 'Your cart has items from Tasca do Porto. Clear cart and add this item from The Golden Fork?',
      confirmText: 'Clear & Add',
      cancelText: 'Cancel',
      maxWidth: 450,
    });
    settleDialog(true);
    await expect(adding).resolves.toBe(true);
    expect(useCartStore.getState()).toMatchObject({ restaurantSlug: 'golden-fork', items: [{ productId: 'fecf432a-93a3-4533-801a-e6bbd536d7fb' }] });
    expect(snackbar()?.message).toBe('Triple-Cooked Chips added to cart.');
  });

  it('keeps the other cart when the diner cancels', async () => {
    useCartStore.setState(tascaCart);
    const adding = addProductToCart(goldenFork, { product: chips });
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    settleDialog(false);
    await expect(adding).resolves.toBe(false);
    expect(useCartStore.getState().items).toEqual([tascaLine]);
    expect(snackbar()).toBeNull();
  });

  it("says 'Could not add item after cart clear.' when the add fails after clearing", async () => {
    useCartStore.setState(tascaCart);
    const adding = addProductToCart(goldenFork, { product: chips, quantity: 0 });
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    settleDialog(true);
    await expect(adding).resolves.toBe(false);
    expect(snackbar()).toMatchObject({ message: 'Could not add item after cart clear.', color: 'error' });
  });

  it("says 'Could not add item to cart.' when the cart itself fails", async () => {
    vi.spyOn(useCartStore.getState(), 'add').mockImplementation(() => {
      throw new Error('quota exceeded');
    });
    await expect(addProductToCart(goldenFork, { product: chips })).resolves.toBe(false);
    expect(snackbar()).toMatchObject({ message: 'Could not add item to cart.', color: 'error' });
  });
});
