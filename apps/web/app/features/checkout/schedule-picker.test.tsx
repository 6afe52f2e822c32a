import type { PublicRestaurant } from '@platter/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { json, stubApi, testRestaurant, testSlots, testUser } from '../../lib/test-fixtures.ts';
import { SchedulePicker } from './schedule-picker.tsx';
import { useCheckoutForm } from './use-checkout-form.ts';

registerCatalogues(import.meta.glob('../../i18n/*/checkout.json', { eager: true, import: 'default' }));

/** Wednesday 25 November 2026, 13:00 in London: The Golden Fork is open (12:00–22:30). */
const LUNCH = new Date('2026-11-25T13:00:00Z');

let form: ReturnType<typeof useCheckoutForm> | null = null;
function Picker({ restaurant }: { restaurant: PublicRestaurant }) {
  form = useCheckoutForm({ restaurant, user: testUser() });
  return <SchedulePicker checkout={form} />;
}

function renderPicker(restaurant = testRestaurant(), client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const view = render(
    <QueryClientProvider client={client}>
      <Picker restaurant={restaurant} />
    </QueryClientProvider>,
  );
  return {
    client,
    rerender: (next: PublicRestaurant) =>
      view.rerender(
        <QueryClientProvider client={client}>
          <Picker restaurant={next} />
        </QueryClientProvider>,
      ),
  };
}

describe("Checkout's open/closed banner", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(LUNCH);
    stubApi(() => json(200, testSlots()));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("reads 'We're Open!' while open and taking orders", () => {
    renderPicker();
    expect(screen.getByTestId('opening-banner').textContent).toBe("We're Open!");
  });

  it("reads 'Not taking orders right now', never 'We're Open!', while ordering is paused (and follows a pause heard live)", () => {
    const restaurant = testRestaurant();
    const { rerender } = renderPicker(restaurant);
    rerender({ ...restaurant, isAcceptingOrders: false });
    expect(screen.getByTestId('opening-banner').textContent).toBe('Not taking orders right now');
    rerender(restaurant);
    expect(screen.getByTestId('opening-banner').textContent).toBe("We're Open!");
  });
});

describe("Checkout's times are the kitchen's slots (GET /slots)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(LUNCH);
    useSessionStore.setState({ isLoggedIn: true, user: testUser(), accessToken: 'token-1', status: 'ready', leaving: false });
    form = null;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("ASAP shows the API's honest estimate, 'Ready around 13:25' (the restaurant's clock)", async () => {
    const calls = stubApi(() => json(200, testSlots([], { available: true, readyAt: '2026-11-25T13:25:00.000Z' })));
    renderPicker();
    await waitFor(() => expect(screen.getByTestId('asap-estimate').textContent).toBe('Ready around 13:25'));
    expect(calls[0]?.path).toMatch(/^\/slots\?type=(pickup|delivery)$/);
  });

  it('offers the days with room, earliest first, and a day’s available times; choosing one sets the order’s time', async () => {
    stubApi(() =>
      json(
        200,
        testSlots([
          ['2026-11-25T13:15:00.000Z', false],
          ['2026-11-25T13:30:00.000Z', true],
          ['2026-11-25T13:45:00.000Z', false],
          ['2026-11-25T14:00:00.000Z', true],
          ['2026-11-26T12:00:00.000Z', true],
        ]),
      ),
    );
    renderPicker();
    act(() => form!.toggleAsap());
    const days = await screen.findAllByRole('tab');
    expect(days.map((d) => d.textContent)).toEqual(['Wed 25 Nov', 'Thu 26 Nov']);
    // The preset (the earliest time allowed) moves to the first slot from it.
    await waitFor(() => expect(screen.getByRole('radio', { name: '13:30' }).getAttribute('aria-checked')).toBe('true'));
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['13:30', '14:00']);
    fireEvent.click(screen.getByRole('radio', { name: '14:00' }));
    expect(form!.scheduledSlot).toBe('2026-11-25T14:00:00.000Z');
    fireEvent.click(screen.getByRole('tab', { name: 'Thu 26 Nov' }));
    fireEvent.click(screen.getByRole('radio', { name: '12:00' }));
    expect(form!.values.scheduledLocal).toBe('2026-11-26T12:00');
  });

  it('a slot that fills up is cleared when the times are read again, so the diner chooses another', async () => {
    let full = false;
    stubApi(() => json(200, testSlots([['2026-11-25T13:30:00.000Z', !full], ['2026-11-25T13:45:00.000Z', true]])));
    const { client } = renderPicker();
    act(() => form!.toggleAsap());
    await waitFor(() => expect(form!.scheduledSlot).toBe('2026-11-25T13:30:00.000Z'));
    full = true;
    await act(() => client.invalidateQueries({ queryKey: ['slots'] }));
    await waitFor(() => expect(form!.scheduledSlot).toBeNull());
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['13:45']);
  });
});
