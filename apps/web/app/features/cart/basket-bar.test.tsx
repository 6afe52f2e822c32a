import { EMPTY_CART } from '@platter/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { burger, chips, goldenForkCart, testRestaurant } from '../../lib/test-fixtures.ts';
import { BasketBar } from './basket-bar.tsx';
import { showsBasketBar } from './basket-bar-view.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/cart.json', { eager: true, import: 'default' }));

function renderAt(url: string) {
  const router = createMemoryRouter([{ id: 'root', path: '*', element: <BasketBar /> }], {
    initialEntries: [url],
    hydrationData: { loaderData: { root: { restaurant: testRestaurant() } } },
  });
  render(<RouterProvider router={router} />);
}

describe('BasketBar', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState(EMPTY_CART);
  });
  afterEach(cleanup);

  it('shows the item count and the subtotal, leading to the cart, once the cart has items', async () => {
    renderAt('/menu');
    expect(screen.queryByTestId('basket-bar')).toBeNull();
    await act(async () => {
      const { add } = useCartStore.getState();
      add({ product: burger, restaurant: goldenForkCart, selectedOptions: [], quantity: 2 });
      add({ product: chips, restaurant: goldenForkCart, selectedOptions: [], quantity: 1 });
    });
    const link = await screen.findByRole('link', { name: /View Cart/ });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.textContent).toMatch(/^View Cart · 3 items£\d+\.\d{2}$/);
  });

  it('is not on the cart, checkout or a dish page (they have their own buttons)', async () => {
    useCartStore.getState().add({ product: chips, restaurant: goldenForkCart, selectedOptions: [], quantity: 1 });
    renderAt('/cart');
    await act(async () => {
      await import('./basket-bar-view.tsx');
    });
    expect(screen.queryByTestId('basket-bar')).toBeNull();
    expect(['/', '/menu', '/promotions', '/about', '/contact', '/reviews', '/favorites'].filter(showsBasketBar)).toHaveLength(7);
    expect(['/cart', '/checkout', '/product/p-1', '/auth/login', '/orders', '/staff'].filter(showsBasketBar)).toEqual([]);
  });
});
