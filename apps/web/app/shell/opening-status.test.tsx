import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLiveOrdering, type RootData } from '../lib/restaurant.ts';
import { restaurantNowAt } from '../lib/restaurant-now.ts';
import { testRestaurant } from '../lib/test-fixtures.ts';
import { STATUS_REFRESH_MS, useRestaurantNow } from '../lib/use-restaurant-now.ts';
import { OpeningHoursList } from '../ui/opening-hours-list.tsx';
import { MobileStatusBanner, StatusChip } from './opening-status.tsx';

// The Golden Fork is closed on Mondays and opens 12:00–22:30 London time the other days.
const MONDAY_MORNING = new Date('2026-11-30T10:00:00Z');
const TUESDAY_LUNCH = new Date('2026-12-01T12:30:00Z');

function rootData(restaurant = testRestaurant(), renderedAt = MONDAY_MORNING): RootData {
  return {
    restaurant,
    tenantError: null,
    origin: 'http://localhost',
    themeCookie: null,
    language: 'en-GB',
    year: 2026,
    restaurantNow: restaurantNowAt(restaurant, renderedAt),
  };
}

function Hours() {
  const restaurant = testRestaurant();
  return <OpeningHoursList hours={restaurant.openingHours} today={useRestaurantNow()?.today} />;
}

function show(data: () => RootData) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: data,
        HydrateFallback: () => null,
        element: <Outlet />,
        children: [
          {
            index: true,
            element: (
              <>
                <StatusChip />
                <MobileStatusBanner />
                <Hours />
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const chip = () => screen.getByTestId('opening-status');
const strip = () => screen.getByTestId('opening-status-mobile');
const todayRow = () => document.querySelector('[aria-current="date"] dt')?.textContent;

describe('The open/closed status and today in the opening hours', () => {
  beforeEach(() => {
    // Timers that wait for the DOM stay real; the minute tick and the diner's clock are driven here.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(TUESDAY_LUNCH);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows what the server computed for the page, whatever the diner's clock says, until the minute is up", async () => {
    show(() => rootData());
    await screen.findByTestId('opening-status');
    expect(chip().textContent).toContain('Closed');
    expect(chip().getAttribute('title')).toBe('Opens Tuesday at 12:00');
    expect(strip().textContent).toMatch(/Closed\s*Opens Tuesday at 12:00/);
    expect(todayRow()).toBe('Monday');

    await act(() => vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS));
    await within(strip()).findByText('Open now');
    expect(chip().textContent).toContain('Open now');
    expect(todayRow()).toBe('Tuesday');
  });

  it('takes the new status with new opening hours (the root loader ran again), and goes on every minute', async () => {
    let data = rootData();
    const router = show(() => data);
    await screen.findByTestId('opening-status');
    await act(() => vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS));
    await within(strip()).findByText('Open now');

    // The owner closes Tuesdays: the page's next load of the root data brings the server's answer.
    const closedTuesdays = testRestaurant({
      openingHours: { ...testRestaurant().openingHours, tuesday: { open: '12:00', close: '22:30', isClosed: true } },
    });
    data = rootData(closedTuesdays, TUESDAY_LUNCH);
    await act(() => router.revalidate());
    await within(strip()).findByText('Closed');
    expect(strip().textContent).toContain('Opens Wednesday at 12:00');

    // The clock runs on to Wednesday lunch: the next minute's recomputation opens it.
    vi.setSystemTime(new Date('2026-12-02T12:30:00Z'));
    await act(() => vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS));
    await within(strip()).findByText('Open now');
    expect(todayRow()).toBe('Wednesday');
  });
});

describe('The status while online ordering is paused, and where the phone band shows', () => {
  afterEach(() => cleanup());

  function showAt(path: string, restaurant = testRestaurant()) {
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          path: '/',
          loader: () => rootData(restaurant, TUESDAY_LUNCH),
          HydrateFallback: () => null,
          element: (
            <>
              <StatusChip />
              <MobileStatusBanner />
              <Outlet />
            </>
          ),
          children: [{ path: '*', element: <p>page</p> }, { index: true, element: <p>page</p> }],
        },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it("reads 'Not taking orders right now', never 'Open now', while paused, in the chip and the band", async () => {
    showAt('/', testRestaurant({ isAcceptingOrders: false }));
    await screen.findByTestId('opening-status');
    expect(chip().textContent).toBe('Not taking orders right now ');
    expect(strip().textContent).toBe('Not taking orders right now');
    expect(document.body.textContent).not.toContain('Open now');
  });

  it('follows a pause and a resume heard on the live channel while the page stays open', async () => {
    showAt('/menu');
    await screen.findByTestId('opening-status');
    expect(chip().textContent).toContain('Open now');
    act(() => applyLiveOrdering(false));
    expect(chip().textContent).toContain('Not taking orders right now');
    expect(strip().textContent).toContain('Not taking orders right now');
    act(() => applyLiveOrdering(true));
    expect(chip().textContent).toContain('Open now');
  });

  it('shows the band on the browsing pages only: not in checkout, cart, account, sign-in or staff pages', async () => {
    for (const path of ['/', '/menu', '/product/abc', '/about', '/contact', '/promotions', '/reviews']) {
      showAt(path);
      await screen.findByTestId('opening-status');
      expect(screen.queryByTestId('opening-status-mobile'), path).not.toBeNull();
      cleanup();
    }
    for (const path of ['/checkout', '/cart', '/profile', '/orders', '/orders/abc', '/favorites', '/auth/login', '/staff', '/staff/menu']) {
      showAt(path);
      await screen.findByTestId('opening-status');
      expect(screen.queryByTestId('opening-status-mobile'), path).toBeNull();
      cleanup();
    }
  });
});
