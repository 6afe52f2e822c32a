import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPageData } from '../features/product/api/load-product.ts';
import { burger, chips, testRestaurant } from '../lib/test-fixtures.ts';
import type { RootData } from '../lib/restaurant.ts';
import App from '../root.tsx';
import ProductRoute from './product.tsx';
import type { Route as ProductRouteTypes } from './+types/product';
import type { Route as RootRouteTypes } from '../+types/root';

// @isolated: renders the real root layout, whose cart and session stores hydrate once per module
// graph; sharing a worker's graph would hand other files a hydrated cart (web-mocks project).

// The fields the shell (header, footer) reads besides the cart's.
const restaurant = testRestaurant({ socialMediaLinks: {}, contact: { phone: '', email: '' }, logoUrl: null, isAcceptingOrders: true } as never);
const root: RootData = { restaurant, tenantError: null, origin: 'http://localhost', themeCookie: null, language: 'en-GB', year: 2026, restaurantNow: null };
const ready = (product: typeof burger): ProductPageData => ({ state: 'ready', product, categoryNames: [] });

/**
 * The real root layout and product route, with a dish's data held back until the test lets it
 * through (a slow network): what a diner sees between the tap and the dish.
 */
function renderStorefront(path: string) {
  const slow = new Map<string, (page: ProductPageData) => void>();
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        Component: () => <App {...({ loaderData: useLoaderData() } as RootRouteTypes.ComponentProps)} />,
        children: [
          {
            index: true,
            Component: () => (
              <>
                <h1>Welcome to The Golden Fork</h1>
                <Link to={`/product/${chips._id}`}>Triple-Cooked Chips</Link>
              </>
            ),
          },
          {
            id: 'product',
            path: 'product/:productId',
            loader: ({ params }) => new Promise<ProductPageData>((resolve) => slow.set(params.productId!, resolve)),
            Component: () => (
              <>
                <ProductRoute {...({ loaderData: useLoaderData() } as ProductRouteTypes.ComponentProps)} />
                <Link to={`/product/${chips._id}`}>Next dish</Link>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root, ...(path.startsWith('/product/') ? { product: ready(burger) } : {}) } } },
  );
  render(<RouterProvider router={router} />);
  return { arrive: (id: string, page: ProductPageData) => act(() => slow.get(id)!(page)) };
}

describe('Product route: a client-side move with slow data', () => {
  // The loading view is its own chunk (React.lazy): transformed once here, so the first test does
  // not spend its wait on compiling it on a busy machine.
  beforeAll(() => import('../features/product/product-loading.tsx'));
  afterEach(cleanup);

  it("shows 'Loading product details...' from Home until the dish arrives, not only the header's bar (issue 24, finding 22)", async () => {
    const { arrive } = renderStorefront('/');
    fireEvent.click(screen.getByRole('link', { name: 'Triple-Cooked Chips' }));
    expect(await screen.findByText('Loading product details...', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome to The Golden Fork' })).toBeNull();
    await arrive(chips._id, ready(chips));
    expect(await screen.findByRole('heading', { level: 1, name: 'Triple-Cooked Chips' })).toBeTruthy();
    expect(screen.queryByText('Loading product details...')).toBeNull();
  });

  it("shows 'Loading product details...' from one dish to another", async () => {
    const { arrive } = renderStorefront(`/product/${burger._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Golden Burger' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Next dish' }));
    expect(await screen.findByText('Loading product details...', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The Golden Burger' })).toBeNull();
    await arrive(chips._id, ready(chips));
    expect(await screen.findByRole('heading', { level: 1, name: 'Triple-Cooked Chips' })).toBeTruthy();
  });
});
