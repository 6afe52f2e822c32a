import { formatPrice, reconcileCart, type CartChange, type PublicRestaurant } from '@platter/domain';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { showSnackbar } from './snackbar.ts';
import { apiClient, browserTransport, type ApiClient } from './api-client.ts';
import { useCartStore } from './cart-store.ts';
import { getMenuProducts } from './api/get-menu-products.ts';

// Loaded lazily by the shell only when a stored cart has items: its texts come along.
registerCatalogues(import.meta.glob('../i18n/en-GB/cart.json', { eager: true, import: 'default' }));

/** One sentence per change, in the diner's words. */
export function describeCartChange(change: CartChange, currencySymbol: string): string {
  switch (change.kind) {
    case 'removed':
      return i18n.t('cart:validation.removed', { name: change.name });
    case 'optionsChanged':
      return i18n.t('cart:validation.optionsChanged', { name: change.name });
    case 'repriced':
      return i18n.t('cart:validation.repriced', { name: change.name, price: formatPrice(change.unitPrice, currencySymbol) });
  }
}

/** The snackbar that tells the diner what changed: one sentence, or a summary followed by each change. */
export function cartChangesMessage(changes: readonly CartChange[], currencySymbol: string): string | null {
  if (changes.length === 0) return null;
  const sentences = changes.map((change) => describeCartChange(change, currencySymbol));
  if (sentences.length === 1) return sentences[0] ?? null;
  return [i18n.t('cart:validation.several'), ...sentences].join(' ');
}

/**
 * Start-up check of the persisted cart (spec 4): a cart of another restaurant slug is cleared;
 * then each line is compared with the restaurant's current active products and removed or
 * updated (domain `reconcileCart`), with a warning snackbar saying what changed. A failed
 * product fetch leaves the cart as it is (checkout re-prices on the server anyway).
 */
export async function validateStoredCart(restaurant: PublicRestaurant, api: ApiClient = apiClient(browserTransport)): Promise<CartChange[]> {
  const store = useCartStore.getState();
  if (store.items.length === 0) return [];
  if (store.restaurantSlug !== restaurant.slug || store.restaurantId !== restaurant._id) {
    store.clear();
    return [];
  }
  let products;
  try {
    products = await getMenuProducts(api);
  } catch {
    return [];
  }
  // Compare with the cart as it is now: the diner may have changed it while the menu loaded.
  const current = useCartStore.getState();
  if (current.items.length === 0 || current.restaurantId !== restaurant._id) return [];
  const { cart, changes } = reconcileCart(current, products);
  const restaurantName = restaurant.name;
  if (changes.length > 0) {
    useCartStore.getState().replace({ ...cart, restaurantName: cart.items.length > 0 ? restaurantName : null });
    const message = cartChangesMessage(changes, restaurant.currency.symbol);
    if (message) showSnackbar({ message, color: 'warning', multiline: true, timeout: 8000 });
  } else if (current.restaurantName !== restaurantName) {
    useCartStore.getState().replace({ ...cart, restaurantName });
  }
  return changes;
}
