import {
  addToCart,
  cartItemCount,
  EMPTY_CART,
  removeLine,
  setLineQuantity,
  type Cart,
  type CartLine,
  type CartResult,
} from '@platter/domain';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type { Cart, CartLine } from '@platter/domain';

export type AddToCartInput = Parameters<typeof addToCart>[1];

export interface CartState extends Cart {
  /** Adds with the domain rules; a refusal leaves the cart unchanged and is returned. */
  add: (input: AddToCartInput) => CartResult;
  /** 0 or less removes the line (spec 4). */
  setQuantity: (signature: string, quantity: number) => void;
  remove: (signature: string) => void;
  clear: () => void;
  /** Replaces the whole cart (start-up validation). */
  replace: (cart: Cart) => void;
}

const cartOf = (state: Cart): Cart => ({
  items: state.items,
  restaurantId: state.restaurantId,
  restaurantName: state.restaurantName,
  restaurantSlug: state.restaurantSlug,
});

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    isString(line.productId) &&
    isString(line.name) &&
    isString(line.signature) &&
    isNumber(line.price) &&
    isNumber(line.quantity) &&
    line.quantity >= 1 &&
    isNumber(line.itemSubtotal) &&
    (line.imageUrl === null || isString(line.imageUrl)) &&
    Array.isArray(line.selectedOptions) &&
    line.selectedOptions.every(
      (o: unknown) =>
        !!o &&
        typeof o === 'object' &&
        isString((o as Record<string, unknown>).optionId) &&
        isString((o as Record<string, unknown>).valueId) &&
        isNumber((o as Record<string, unknown>).priceAdjustment),
    )
  );
}

/**
 * What localStorage holds is the diner's to tamper with: keep only well-formed lines and a
 * restaurant context that goes with them (an empty cart has none).
 */
export function sanitizeStoredCart(stored: unknown): Cart {
  if (!stored || typeof stored !== 'object') return EMPTY_CART;
  const raw = stored as Record<string, unknown>;
  const items = Array.isArray(raw.items) ? raw.items.filter(isCartLine) : [];
  if (items.length === 0 || !isString(raw.restaurantId) || !isString(raw.restaurantSlug)) return EMPTY_CART;
  return {
    items,
    restaurantId: raw.restaurantId,
    restaurantName: isString(raw.restaurantName) ? raw.restaurantName : null,
    restaurantSlug: raw.restaurantSlug,
  };
}

/**
 * The diner's cart, persisted under 'cart'. It skips automatic hydration so the first browser
 * render matches the server's; shell/persisted-state.tsx rehydrates it after React hydration,
 * so read it behind `useHydrated()`.
 */
export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      ...EMPTY_CART,
      add: (input) => {
        const result = addToCart(cartOf(get()), input);
        if (result.ok) set(result.cart);
        return result;
      },
      setQuantity: (signature, quantity) => set(setLineQuantity(cartOf(get()), signature, quantity)),
      remove: (signature) => set(removeLine(cartOf(get()), signature)),
      clear: () => set(EMPTY_CART),
      replace: (cart) => set(sanitizeStoredCart(cart)),
    }),
    {
      name: 'cart',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => cartOf(state),
      // Version 0 (the foundation's placeholder) kept bare lines: they cannot be trusted.
      migrate: (persisted, version) => (version < 1 ? EMPTY_CART : sanitizeStoredCart(persisted)),
      merge: (persisted, current) => ({ ...current, ...sanitizeStoredCart(persisted) }),
      skipHydration: true,
    },
  ),
);

/** The header badge: total number of items (sum of quantities, domain `cartItemCount`). */
export function useCartItemCount(): number {
  return useCartStore((state) => cartItemCount(state));
}

const subscribeToCartHydration = (onChange: () => void) => useCartStore.persist.onFinishHydration(onChange);

/**
 * True once the persisted cart has been read from localStorage (false on the server and during
 * hydration): a per-diner page shows its skeleton until then, never a wrong "empty" flash.
 */
export function useCartHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToCartHydration,
    () => useCartStore.persist.hasHydrated(),
    () => false,
  );
}

/**
 * Another tab of this site changed the cart: follow it (no start-up check; that runs once per
 * page load). Returns the unsubscribe.
 */
export function followCartAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === 'cart') void useCartStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
