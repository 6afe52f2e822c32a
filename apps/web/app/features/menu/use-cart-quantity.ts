import { useCartStore } from '../../lib/cart-store.ts';
import { useHydrated } from '../../lib/hydrated.ts';

/**
 * How many of a product the cart holds (all option combinations), 0 until hydrated. Each card
 * subscribes to its own number, so adding one dish re-renders only that dish's card.
 */
export function useCartQuantity(productId: string): number {
  const hydrated = useHydrated();
  const quantity = useCartStore((state) =>
    state.items.reduce((sum, line) => (line.productId === productId ? sum + line.quantity : sum), 0),
  );
  return hydrated ? quantity : 0;
}
