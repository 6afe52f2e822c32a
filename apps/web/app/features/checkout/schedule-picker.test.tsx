import type { PublicRestaurant } from '@platter/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { testRestaurant, testUser } from '../../lib/test-fixtures.ts';
import { SchedulePicker } from './schedule-picker.tsx';
import { useCheckoutForm } from './use-checkout-form.ts';

registerCatalogues(import.meta.glob('../../i18n/*/checkout.json', { eager: true, import: 'default' }));

/** Wednesday 25 November 2026, 13:00 in London: The Golden Fork is open (12:00–22:30). */
const LUNCH = new Date('2026-11-25T13:00:00Z');

function Picker({ restaurant }: { restaurant: PublicRestaurant }) {
  return <SchedulePicker checkout={useCheckoutForm({ restaurant, user: testUser() })} />;
}

describe("Checkout's open/closed banner", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(LUNCH);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("reads 'We're Open!' while open and taking orders", () => {
    render(<Picker restaurant={testRestaurant()} />);
    expect(screen.getByTestId('opening-banner').textContent).toBe("We're Open!");
  });

  it("reads 'Not taking orders right now', never 'We're Open!', while ordering is paused (and follows a pause heard live)", () => {
    const restaurant = testRestaurant();
    const { rerender } = render(<Picker restaurant={restaurant} />);
    rerender(<Picker restaurant={{ ...restaurant, isAcceptingOrders: false }} />);
    expect(screen.getByTestId('opening-banner').textContent).toBe('Not taking orders right now');
    rerender(<Picker restaurant={restaurant} />);
    expect(screen.getByTestId('opening-banner').textContent).toBe("We're Open!");
  });
});
