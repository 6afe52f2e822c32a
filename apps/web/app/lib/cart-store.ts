import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Minimal cart so the shell can show its badge; the cart issue extends this store
 * (items carry product, options, prices). Read it only after hydration.
 */
export interface CartLine {
  quantity: number;
  [key: string]: unknown;
}

interface CartState {
  items: CartLine[];
}

export const useCartStore = create<CartState>()(
  persist(() => ({ items: [] as CartLine[] }), {
    name: 'cart',
    storage: createJSONStorage(() => localStorage),
    skipHydration: true,
  }),
);

/** Total number of items (sum of quantities). */
export function cartItemCount(items: readonly CartLine[]): number {
  return items.reduce((sum, line) => sum + (Number.isFinite(line.quantity) ? line.quantity : 0), 0);
}

export function useCartItemCount(): number {
  return useCartStore((state) => cartItemCount(state.items));
}
