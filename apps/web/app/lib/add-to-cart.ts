import { belongsToAnotherRestaurant, type Product, type PublicRestaurant, type SelectedOption } from '@platter/domain';
import { useCallback } from 'react';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { confirmDialog } from './dialog.ts';
import { showSnackbar } from './snackbar.ts';
import { useCartStore, type CartState } from './cart-store.ts';
import { useRestaurant } from './restaurant.ts';

// The texts travel with whichever route adds to the cart (menu, product), not with Home.
registerCatalogues(import.meta.glob('../i18n/*/cart.json', { eager: true, import: 'default' }));

export interface AddToCartRequest {
  product: Product;
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
    const store = useCartStore.getState();
    const { product } = request;
    const cart = { items: store.items, restaurantId: store.restaurantId, restaurantName: store.restaurantName, restaurantSlug: store.restaurantSlug };
    const sameRestaurant = !!product?._id && !!restaurant?._id && product.restaurantId === restaurant._id;
    if (sameRestaurant && belongsToAnotherRestaurant(cart, product.restaurantId)) {
      const confirmed = await confirmDialog({
        type: 'confirm',
        title: i18n.t('cart:add.newCartTitle'),
        message: i18n.t('cart:add.newCartMessage', { from: cart.restaurantName ?? cart.restaurantSlug ?? '', to: restaurant.name }),
        confirmText: i18n.t('cart:add.newCartConfirm'),
        cancelText: i18n.t('cart:add.newCartCancel'),
        maxWidth: NEW_CART_DIALOG_WIDTH,
      });
      if (!confirmed) return false;
      useCartStore.getState().clear();
      const result = add(useCartStore.getState(), restaurant, request);
      if (!result.ok) return fail(i18n.t('cart:add.failedAfterClear'));
    } else {
      const result = add(store, restaurant, request);
      // The domain's refusal ('Invalid product data.', "Error: Product doesn't belong…") is the cart's message.
      if (!result.ok) return fail(result.message || i18n.t('cart:add.failed'));
    }
    showSnackbar({ message: i18n.t('cart:add.added', { product: product.name }), color: 'success', multiline: true });
    return true;
  } catch {
    return fail(i18n.t('cart:add.failed'));
  }
}

/**
 * `const addToCart = useAddToCart(); await addToCart({ product, selectedOptions, quantity })`
 * for the current restaurant (the one this domain serves).
 */
export function useAddToCart(): (request: AddToCartRequest) => Promise<boolean> {
  const restaurant = useRestaurant();
  return useCallback((request: AddToCartRequest) => addProductToCart(restaurant, request), [restaurant]);
}
