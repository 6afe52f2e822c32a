import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { User } from '@platter/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { json, stubApi, testRestaurant, testSavedAddress, testSlots, testUser } from '../../lib/test-fixtures.ts';
import { OrderDetailsSection } from './order-details-section.tsx';
import { useCheckoutForm, type CheckoutReview } from './use-checkout-form.ts';

registerCatalogues(import.meta.glob('../../i18n/*/checkout.json', { eager: true, import: 'default' }));

/** Wednesday 25 November 2026, 13:00 in London: The Golden Fork is open. */
const LUNCH = new Date('2026-11-25T13:00:00Z');
const restaurant = testRestaurant();
const HOME = testSavedAddress({ _id: '55555555-5555-4555-8555-555555555555', isDefault: true });

/** Section 1 as the page shows it; `review()` is Place Order's check, answering what the order would carry. */
function renderDetails(user: User) {
  let review: () => Promise<CheckoutReview> = () => Promise.reject(new Error('not rendered'));
  function Details() {
    const checkout = useCheckoutForm({ restaurant, user });
    review = () => checkout.review(false);
    return <OrderDetailsSection checkout={checkout} />;
  }
  stubApi(() => json(200, testSlots()));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Details />
    </QueryClientProvider>,
  );
  return { review: () => review() };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const choice = (name: string) => screen.queryByRole('checkbox', { name }) as HTMLInputElement | null;

describe('Checkout keeps what the diner typed for next time (issue 24, findings 21b and 21c)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(LUNCH);
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("prefills the profile's phone and offers 'Save this phone number to my profile', on by default, once another is typed", async () => {
    const { review } = renderDetails(testUser({ phoneNumber: '07700 900123', savedAddresses: [HOME] }));
    expect((screen.getByLabelText('Contact phone', { exact: false }) as HTMLInputElement).value).toBe('07700 900123');
    // The profile's own phone: nothing to keep.
    expect(choice('Save this phone number to my profile')).toBeNull();
    expect((await review()).choices?.keep).toEqual({ phone: false, address: false });

    type('Contact phone', '020 7946 0321');
    expect(choice('Save this phone number to my profile')!.checked).toBe(true);
    expect((await review()).choices?.keep).toEqual({ phone: true, address: false });
    fireEvent.click(choice('Save this phone number to my profile')!);
    expect((await review()).choices?.keep).toEqual({ phone: false, address: false });
  });

  it("offers 'Save this address', on by default, with a new delivery address, and sends it with the order", async () => {
    const { review } = renderDetails(testUser({ phoneNumber: null, savedAddresses: [] }));
    fireEvent.click(screen.getByRole('radio', { name: /Delivery/ }));
    type('Street', '1 Canada Square');
    type('City', 'London');
    type('State/County/Region', 'Greater London');
    type('Post code', 'E14 5AB');
    type('Contact phone', '07700 900456');
    expect(choice('Save this address')!.checked).toBe(true);
    expect(choice('Save this phone number to my profile')!.checked).toBe(true);
    const { choices } = await review();
    expect(choices?.keep).toEqual({ phone: true, address: true });
    expect(choices?.deliveryAddress).toEqual({ street: '1 Canada Square', city: 'London', stateOrRegion: 'Greater London', postalCode: 'E14 5AB', country: 'United Kingdom' });
    fireEvent.click(choice('Save this address')!);
    expect((await review()).choices?.keep).toEqual({ phone: true, address: false });
  });
});
