import type { Review, ReviewsPage, StaffReview } from '@platter/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { registerCatalogues } from '../../i18n/index.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { testRestaurant, testUser } from '../../lib/test-fixtures.ts';

export { json, stubApi, testOrder, type ApiCall } from '../../lib/test-fixtures.ts';

/** Shared by the reviews pages' tests (not shipped: only *.test files import it). */

registerCatalogues(import.meta.glob('../../i18n/*/{reviews,orders,cart}.json', { eager: true, import: 'default' }));

export function signedIn(role: 'Owner' | 'Manager' | 'Staff' | null = null) {
  const user = testUser(role ? { name: 'Margaret Hale', restaurantAffiliations: [{ restaurantId: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e', points: 0, role }] } : {});
  useSessionStore.setState({ isLoggedIn: true, user, accessToken: 'token-1', status: 'ready', leaving: false });
}

export function signedOut() {
  useSessionStore.setState({ isLoggedIn: false, user: null, accessToken: null, status: 'ready', leaving: false });
}

let sequence = 0;
export function testReview(overrides: Partial<Review> = {}): Review {
  sequence += 1;
  return {
    _id: `9a7b1c2d-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    userName: 'Maria S.',
    rating: 4.5,
    comment: 'Crisp batter, generous portion.',
    createdAt: '2026-06-02T13:05:00.000Z',
    replies: [],
    ...overrides,
  };
}

export function testStaffReview(overrides: Partial<StaffReview> = {}): StaffReview {
  return { ...testReview(), isVisible: true, orderId: null, orderNumber: 'GF-000042', ...overrides };
}

export function reviewsPage(reviews: Review[], overrides: Partial<ReviewsPage> = {}): ReviewsPage {
  return {
    reviews,
    currentPage: 1,
    totalPages: reviews.length > 0 ? 1 : 0,
    totalReviews: reviews.length,
    averageRating: 4.3,
    ratingCount: reviews.length,
    starCounts: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: reviews.filter((r) => Math.max(1, Math.floor(r.rating)) === stars).length })),
    ...overrides,
  };
}

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

/**
 * `element` at `path` (a pattern; `url` the address) under a root carrying The Golden Fork, with
 * a fresh query cache; any other address shows where the page went (`landed`).
 */
export function renderAt(url: string, path: string, element: ReactNode, options: { loader?: () => unknown } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        Component: Outlet,
        children: [
          { id: 'page', path, element, ...(options.loader ? { loader: options.loader } : {}) },
          { path: '*', Component: Landed },
        ],
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root: { restaurant: testRestaurant() }, page: null } } },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
