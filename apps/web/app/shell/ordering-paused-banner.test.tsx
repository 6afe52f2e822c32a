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

describe('The status band (ordering paused, offline)', () => {
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
    expect(screen.queryByTestId('status-band')).toBeNull();
    cleanup();
    for (const path of ['/staff', '/staff/menu']) {
      renderAt(path, false);
      expect(screen.queryByTestId('status-band')).toBeNull();
      cleanup();
    }
    // Not a staff page: a path that only starts with the same letters.
    renderAt('/staffing', false);
    expect(screen.getByTestId('status-band')).toBeTruthy();
  });

  it('says, offline, that prices may have changed (before a pause, which offline is not known)', () => {
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    try {
      for (const accepting of [true, false]) {
        renderAt('/menu', accepting);
        expect(screen.getByTestId('status-band').textContent).toBe('You are offline: prices may have changed.');
        cleanup();
      }
      renderAt('/staff', true);
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      Object.defineProperty(Navigator.prototype, 'onLine', onLine);
    }
  });
});
