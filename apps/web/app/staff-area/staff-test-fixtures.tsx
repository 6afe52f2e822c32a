import type { Order, OrderStatus, PublicRestaurant } from '@platter/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { registerCatalogues } from '../i18n/index.ts';
import type { RestaurantNow } from '../lib/restaurant-now.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { testOrder, testRestaurant, testUser } from '../lib/test-fixtures.ts';

/** Shared by the staff area's tests (not shipped: only *.test files import it). */

registerCatalogues(import.meta.glob('../i18n/*/{staff,cart,notFound}.json', { eager: true, import: 'default' }));

/** Signed in as the Golden Fork's owner (or `role`). */
export function signedInAsStaff(role: 'Owner' | 'Manager' | 'Staff' = 'Owner') {
  const user = testUser({ name: 'Margaret Hale', restaurantAffiliations: [{ restaurantId: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e', points: 0, role }] });
  useSessionStore.setState({ isLoggedIn: true, user, accessToken: 'token-1', status: 'ready', leaving: false });
}

let sequence = 0;

/** A board order: its number, status (the history walks there), and anything else. */
export function boardOrder(status: OrderStatus, overrides: Partial<Order> = {}): Order {
  sequence += 1;
  const number = String(sequence).padStart(6, '0');
  const base = testOrder();
  const history = [{ status: 'Pending Confirmation' as OrderStatus, changedAt: base.createdAt, notes: null }];
  if (status !== 'Pending Confirmation') history.push({ status, changedAt: '2026-11-25T13:30:00.000Z', notes: null });
  return { ...base, _id: `0f8fad5b-d9cb-469f-a165-${number.padStart(12, '0')}`, orderNumber: `GF-${number}`, status, statusHistory: history, ...overrides };
}

export const boardAnswer = (orders: Order[], missedOrders = { alertMinutes: 3, rejectMinutes: 10 }) => ({ data: { orders, truncated: false, missedOrders } });

/**
 * `element` at `/staff` under a root carrying The Golden Fork, with a fresh query cache. The
 * root loads `reload()` when revalidated (the configuration after a change); `restaurantNow` is the
 * open/closed status the server computed (none by default).
 */
export function renderStaff(
  element: ReactNode,
  {
    restaurant = testRestaurant({ isAcceptingOrders: true }),
    reload = () => restaurant,
    restaurantNow = null,
  }: { restaurant?: PublicRestaurant; reload?: () => PublicRestaurant; restaurantNow?: RestaurantNow | null } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        Component: Outlet,
        loader: () => ({ restaurant: reload(), restaurantNow }),
        children: [{ path: 'staff', element }],
      },
    ],
    { initialEntries: ['/staff'], hydrationData: { loaderData: { root: { restaurant, restaurantNow } } } },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
