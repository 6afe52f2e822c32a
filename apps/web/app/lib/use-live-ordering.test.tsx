import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusChip } from '../shell/opening-status.tsx';
import type { RootData } from './restaurant.ts';
import { restaurantNowAt } from './restaurant-now.ts';
import { testRestaurant } from './test-fixtures.ts';
import { LIVE_ORDERING_URL, useLiveOrdering } from './use-live-ordering.ts';

// A Tuesday lunchtime: The Golden Fork is open.
const TUESDAY_LUNCH = new Date('2026-12-01T12:30:00Z');

// @isolated: the hook opens its stream once the page has hydrated, and the hydration flag and the
// live stream are module state another suite in a shared worker can leave behind (a CI run met it).

/** jsdom has no EventSource: this one records what the hook does and lets the test speak for the server. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** The server sends `event: {type}` with `data`. */
  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

function Live({ enabled }: { enabled: boolean }) {
  useLiveOrdering(enabled);
  return null;
}

function show(enabled = true) {
  const restaurant = testRestaurant();
  const data: RootData = {
    restaurant,
    tenantError: null,
    origin: 'http://localhost',
    themeCookie: null,
    language: 'en-GB',
    year: 2026,
    restaurantNow: restaurantNowAt(restaurant, TUESDAY_LUNCH),
  };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => data,
        HydrateFallback: () => null,
        element: (
          <>
            <StatusChip />
            <Live enabled={enabled} />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <p>page</p> }],
      },
    ],
    { initialEntries: ['/menu'] },
  );
  render(<RouterProvider router={router} />);
}

const chip = () => screen.getByTestId('opening-status');
const source = () => {
  const last = FakeEventSource.opened.at(-1);
  if (!last) throw new Error('no EventSource was opened');
  return last;
};

describe('useLiveOrdering: a pause reaches every open storefront page (EventSource)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(TUESDAY_LUNCH);
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("opens the stream after hydration, and the status follows 'ordering': paused, then open again, without a reload", async () => {
    show();
    await screen.findByTestId('opening-status');
    // The stream opens in an effect, which can run just after the chip is on the page.
    await vi.waitFor(() => expect(FakeEventSource.opened.map((s) => s.url)).toEqual([LIVE_ORDERING_URL]));
    expect(LIVE_ORDERING_URL).toBe('/api/v1/restaurant/live');
    expect(chip().textContent).toContain('Open now');

    act(() => source().emit('ordering', '{"isAcceptingOrders":false}'));
    expect(chip().textContent).toContain('Not taking orders right now');
    expect(chip().textContent).not.toContain('Open now');

    // Nonsense is ignored.
    act(() => source().emit('ordering', 'not json'));
    expect(chip().textContent).toContain('Not taking orders right now');

    act(() => source().emit('ordering', '{"isAcceptingOrders":true}'));
    expect(chip().textContent).toContain('Open now');
  });

  it('closes the stream when the page is hidden and opens it again when it shows; closes it on unmount', async () => {
    show();
    await screen.findByTestId('opening-status');
    const first = await vi.waitFor(source);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(first.closed).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('pageshow'));
    });
    expect(FakeEventSource.opened).toHaveLength(2);
    const second = source();
    expect(second.closed).toBe(false);
    cleanup();
    expect(second.closed).toBe(true);
  });

  it('opens nothing where it is off (the staff pages, which have their own socket)', async () => {
    show(false);
    await screen.findByTestId('opening-status');
    expect(FakeEventSource.opened).toEqual([]);
  });
});
