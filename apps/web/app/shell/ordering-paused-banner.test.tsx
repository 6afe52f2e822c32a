import { ORDER_MESSAGES } from '@platter/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { testRestaurant } from '../lib/test-fixtures.ts';
import { OrderingPausedBanner } from './ordering-paused-banner.tsx';

function renderAt(path: string, isAcceptingOrders: boolean) {
  const router = createMemoryRouter([{ path: '*', element: <OrderingPausedBanner restaurant={testRestaurant({ isAcceptingOrders })} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('The paused-ordering banner', () => {
  afterEach(cleanup);

  it("says so on every storefront page while the kitchen has paused online orders, in the API's words", () => {
    expect(i18n.t('common:orderingPaused')).toBe(ORDER_MESSAGES.orderingPaused);
    for (const path of ['/', '/menu', '/checkout', '/orders/abc']) {
      renderAt(path, false);
      expect(screen.getByRole('status').textContent).toBe(ORDER_MESSAGES.orderingPaused);
      cleanup();
    }
  });

  it('is not there while orders are open, nor on the staff pages (they have their own switch)', () => {
    renderAt('/menu', true);
    expect(screen.queryByTestId('ordering-paused')).toBeNull();
    cleanup();
    for (const path of ['/staff', '/staff/menu']) {
      renderAt(path, false);
      expect(screen.queryByTestId('ordering-paused')).toBeNull();
      cleanup();
    }
    // Not a staff page: a path that only starts with the same letters.
    renderAt('/staffing', false);
    expect(screen.getByTestId('ordering-paused')).toBeTruthy();
  });
});
