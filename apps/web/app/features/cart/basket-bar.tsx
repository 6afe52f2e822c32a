import { lazy, Suspense } from 'react';
import { useCartStore } from '../../lib/cart-store.ts';

const BasketBarView = lazy(() => import('./basket-bar-view.tsx'));

/**
 * The phone's basket bar, once the cart has items (basket-bar-view.tsx). Its code loads only
 * then, so Home's first load carries just this; the server and the first render, before the
 * stored cart is read, have an empty cart and render nothing.
 */
export function BasketBar() {
  const hasItems = useCartStore((cart) => cart.items.length > 0);
  return hasItems ? (
    <Suspense fallback={null}>
      <BasketBarView />
    </Suspense>
  ) : null;
}
