import { orderSummaryOf, type MyOrdersResponse, type Order } from '@platter/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useParams } from 'react-router';
import { useSessionStore } from '../../lib/session-store.ts';
import { testRestaurant, testUser } from '../../lib/test-fixtures.ts';

export { json, stubApi, type ApiCall } from '../../lib/test-fixtures.ts';
import { OrderDetailsPage } from './order-details-page.tsx';
import { OrdersPage } from './orders-page.tsx';

/** Shared by the order pages' tests (not shipped: only *.test files import it). */

export function signedIn() {
  useSessionStore.setState({ isLoggedIn: true, user: testUser(), accessToken: 'token-1', status: 'ready', leaving: false });
}

export function historyPage(orders: Order[], page: Partial<MyOrdersResponse['data']> = {}): MyOrdersResponse {
  return { data: { orders: orders.map(orderSummaryOf), currentPage: 1, totalPages: orders.length > 0 ? 1 : 0, totalOrders: orders.length, ...page } };
}

function DetailsRoute() {
  return <OrderDetailsPage orderId={useParams().orderId ?? ''} />;
}

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

/** The order pages under a root that carries The Golden Fork, with a fresh query cache. */
export function renderOrders(url: string, restaurant = testRestaurant()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        Component: Outlet,
        children: [
          { path: 'orders', Component: OrdersPage },
          { path: 'orders/:orderId', Component: DetailsRoute },
          { path: '*', Component: Landed },
        ],
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root: { restaurant } } } },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
