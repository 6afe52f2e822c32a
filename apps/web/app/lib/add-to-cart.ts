import { belongsToAnotherRestaurant, type Product, type PublicRestaurant, type SelectedOption } from '@platter/domain';
import { useCallback } from 'react';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { confirmDialog } from './dialog.ts';
import { showSnackbar } from './snackbar.ts';
import { useCartStore, type CartState } from './cart-store.ts';
import { useRestaurant } from './restaurant.ts';

// The texts travel with whichever route adds to the cart (menu, product), not with Home.
registerCatalogues(import.meta.glob('../i18n/en-GB/cart.json', { eager: true, import: 'default' }));

export interface AddToCartRequest {
  /** What the cart keeps of the dish (the menu sends its slim card, the product page the whole dish). */
  product: Pick<Product, '_id' | 'restaurantId' | 'name' | 'price' | 'imageUrl'>;
  selectedOptions?: SelectedOption[];
  /** Default 1. */
  quantity?: number;
}

/** The 'Start New Cart?' dialog is 450 px wide (spec 2, Global surfaces). */
export const NEW_CART_DIALOG_WIDTH = 450;

function add(state: CartState, restaurant: PublicRestaurant | null, request: AddToCartRequest) {
  return state.add({
    product: request.product,
    restaurant: restaurant ? { restaurantId: restaurant._id, restaurantName: restaurant.name, restaurantSlug: restaurant.slug } : null,
    selectedOptions: request.selectedOptions ?? [],
    quantity: request.quantity ?? 1,
  });
}

/**
 * Spec 4: a cart holding another restaurant's items asks 'Start New Cart?' (Cancel / 'Clear &
 * Add') before anything of `restaurant` goes in; confirming clears it. Resolves false when the
 * diner keeps their cart. `message` names what is being added.
 */
async function makeRoomFor(restaurant: PublicRestaurant, message: (from: string) => string): Promise<boolean> {
  const { items, restaurantId, restaurantName, restaurantSlug } = useCartStore.getState();
  if (!belongsToAnotherRestaurant({ items, restaurantId, restaurantName, restaurantSlug }, restaurant._id)) return true;
  const confirmed = await confirmDialog({
    type: 'confirm',
    title: i18n.t('cart:add.newCartTitle'),
    message: message(restaurantName ?? restaurantSlug ?? ''),
    confirmText: i18n.t('cart:add.newCartConfirm'),
    cancelText: i18n.t('cart:add.newCartCancel'),
    maxWidth: NEW_CART_DIALOG_WIDTH,
  });
  if (confirmed) useCartStore.getState().clear();
  return confirmed;
}

/**
 * Adds a product (with its chosen options) to the persisted cart, telling the diner the outcome
 * with a snackbar. A cart holding another restaurant's items asks 'Start New Cart?' first.
 * Resolves true when the item is in the cart.
 */
export async function addProductToCart(restaurant: PublicRestaurant | null, request: AddToCartRequest): Promise<boolean> {
  const fail = (message: string) => {
    showSnackbar({ message, color: 'error' });
    return false;
  };
  try {
    const { product } = request;
    const sameRestaurant = !!product?._id && !!restaurant?._id && product.restaurantId === restaurant._id;
    const hadItems = useCartStore.getState().items.length > 0;
    if (sameRestaurant) {
      const newCartMessage = (from: string) => i18n.t('cart:add.newCartMessage', { from, to: restaurant.name });
      if (!(await makeRoomFor(restaurant, newCartMessage))) return false;
    }
    const cleared = hadItems && useCartStore.getState().items.length === 0;
    const result = add(useCartStore.getState(), restaurant, request);
    // The domain's refusal ('Invalid product data.', "Error: Product doesn't belong…") is the cart's message.
    if (!result.ok) return fail(cleared ? i18n.t('cart:add.failedAfterClear') : result.message || i18n.t('cart:add.failed'));
    showSnackbar({ message: i18n.t('cart:add.added', { product: product.name }), color: 'success', multiline: true });
    return true;
  } catch {
    return fail(i18n.t('cart:add.failed'));
  }
}

/**
 * Adds several lines of `restaurant` at once (a reorder), with one 'Start New Cart?' question
 * and no snackbar per line. Resolves the number of items added, or null when the diner kept
 * the other restaurant's cart.
 */
export async function addLinesToCart(
  restaurant: PublicRestaurant,
  requests: readonly AddToCartRequest[],
  newCartMessage: (from: string) => string,
): Promise<number | null> {
  if (!(await makeRoomFor(restaurant, newCartMessage))) return null;
  let added = 0;
  for (const request of requests) {
    if (add(useCartStore.getState(), restaurant, request).ok) added += request.quantity ?? 1;
  }
  return added;
}

/**
 * `const addToCart = useAddToCart(); await addToCart({ product, selectedOptions, quantity })`
 * for the current restaurant (the one this domain serves).
 */
export function useAddToCart(): (request: AddToCartRequest) => Promise<boolean> {
  const restaurant = useRestaurant();
  return useCallback((request: AddToCartRequest) => addProductToCart(restaurant, request), [restaurant]);
}
