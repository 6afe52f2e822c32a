import { checkoutProblems, checkoutTermsOf, type CheckoutProblemKind, type PublicRestaurant } from '@platter/domain';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { testRestaurant, testSavedAddress, testUser } from '../../lib/test-fixtures.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { checkoutDraftOf, orderTimeOf, refusalText, type CheckoutValues } from './checkout-model.ts';
import { useCheckoutForm } from './use-checkout-form.ts';

registerCatalogues(import.meta.glob('../../i18n/*/checkout.json', { eager: true, import: 'default' }));

/** Wednesday 25 November 2026, 13:00 in London: The Golden Fork is open (12:00–22:30). */
const LUNCH = new Date('2026-11-25T13:00:00Z');
const HOME = testSavedAddress({ _id: '55555555-5555-4555-8555-555555555555', isDefault: true });
const NEW_ADDRESS = { street: '1 Canada Square', city: 'London', stateOrRegion: '', postalCode: 'E14 5AB', country: 'United Kingdom' };
const EMPTY_ADDRESS = { street: '', city: '', stateOrRegion: '', postalCode: '', country: 'United Kingdom' };
const pickupOnly = testRestaurant({ deliverySettings: { delivery: { fee: null, allowsCollection: true, minimumOrder: 0 } } });
const deliveryOnly = testRestaurant({ deliverySettings: { delivery: { fee: 2.5, allowsCollection: false, minimumOrder: 0 } } });
const noHours = testRestaurant({ openingHours: {} });

const missing = (...items: string[]) => `Please complete the following: ${items.join(', ')}`;

interface Row {
  draft: string;
  restaurant?: PublicRestaurant;
  values: Partial<CheckoutValues>;
  /** What the domain finds wrong with it. */
  problems: CheckoutProblemKind[];
  /** What the page says on Place Order (null: it places the order). */
  says: string | null;
}

const rows: Row[] = [
  { draft: 'pickup, ASAP, cash', values: { orderType: 'Pickup' }, problems: [], says: null },
  { draft: 'delivery to the default saved address', values: {}, problems: [], says: null },
  { draft: 'delivery to a complete new address', values: { addressId: null, newAddress: NEW_ADDRESS }, problems: [], says: null },
  { draft: 'delivery to an empty new address', values: { addressId: null, newAddress: EMPTY_ADDRESS }, problems: ['addressIncomplete'], says: missing('New address details') },
  { draft: 'delivery to a new address without post code', values: { addressId: null, newAddress: { ...NEW_ADDRESS, postalCode: ' ' } }, problems: ['addressIncomplete'], says: missing('New address details') },
  { draft: 'delivery to a saved address that is gone', values: { addressId: '77777777-7777-4777-8777-777777777777' }, problems: ['addressUnknown'], says: missing('Selected delivery address') },
  { draft: 'pickup ignores the address', values: { orderType: 'Pickup', addressId: null, newAddress: EMPTY_ADDRESS }, problems: [], says: null },
  { draft: 'no phone', values: { contactPhone: '  ' }, problems: ['phoneMissing'], says: missing('Valid contact phone number') },
  { draft: 'a phone too short', values: { contactPhone: '12' }, problems: ['phoneInvalid'], says: missing('Valid contact phone number') },
  { draft: 'no payment method', values: { paymentMethod: '' }, problems: ['paymentMethodMissing'], says: missing('Payment method') },
  { draft: 'a payment method switched off', values: { paymentMethod: 'Card on Delivery' }, problems: ['paymentMethodUnavailable'], says: missing('Payment method') },
  { draft: 'a payment method in other letters (as the API compares)', values: { paymentMethod: ' cash on delivery ' }, problems: [], says: null },
  { draft: 'scheduled, with no time', values: { isASAP: false, scheduledLocal: '' }, problems: ['scheduleMissing'], says: missing('Scheduled date/time') },
  {
    draft: 'everything missing, in the spec order',
    values: { addressId: null, newAddress: EMPTY_ADDRESS, contactPhone: '', paymentMethod: '', isASAP: false, scheduledLocal: '' },
    problems: ['addressIncomplete', 'phoneMissing', 'paymentMethodMissing', 'scheduleMissing'],
    says: missing('New address details', 'Valid contact phone number', 'Payment method', 'Scheduled date/time'),
  },
  { draft: 'scheduled 30 minutes ahead', values: { isASAP: false, scheduledLocal: '2026-11-25T13:30' }, problems: [], says: null },
  // Too soon moves up to the earliest time (spec 5) before the rules are asked.
  { draft: 'scheduled 5 minutes ahead', values: { isASAP: false, scheduledLocal: '2026-11-25T13:05' }, problems: [], says: null },
  {
    draft: 'scheduled on a Monday (closed)',
    values: { isASAP: false, scheduledLocal: '2026-11-30T13:00' },
    problems: ['scheduleRefused'],
    says: "We're closed at the time you chose. Please pick a time within our opening hours.",
  },
  { draft: 'scheduled 8 days ahead', values: { isASAP: false, scheduledLocal: '2026-12-03T13:00' }, problems: ['scheduleRefused'], says: 'You can schedule up to 7 days in advance.' },
  { draft: 'delivery where there is none', restaurant: pickupOnly, values: { orderType: 'Delivery' }, problems: ['deliveryNotOffered'], says: 'This restaurant currently only offers pickup.' },
  { draft: 'pickup where there is none', restaurant: deliveryOnly, values: { orderType: 'Pickup' }, problems: ['pickupNotOffered'], says: 'This restaurant currently only offers delivery.' },
  { draft: 'no opening hours, no time', restaurant: noHours, values: { orderType: 'Pickup' }, problems: ['scheduleMissing'], says: missing('Scheduled date/time') },
  {
    draft: 'no opening hours, a time',
    restaurant: noHours,
    values: { orderType: 'Pickup', isASAP: false, scheduledLocal: '2026-11-26T13:00' },
    problems: ['scheduleRefused'],
    says: 'Scheduling is currently unavailable.',
  },
];

function renderCheckout(restaurant: PublicRestaurant) {
  return renderHook(() => useCheckoutForm({ restaurant, user: testUser({ savedAddresses: [HOME] }) }));
}

describe('Place Order refuses the drafts the domain refuses, and says why', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(LUNCH);
    // Any call (there should be none: the address search is known from the configuration) answers 503.
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Address search is not configured.', code: 'SERVICE_UNAVAILABLE' }), { status: 503 })));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each(rows)('$draft', async ({ restaurant = testRestaurant(), values, problems, says }) => {
    const { result } = renderCheckout(restaurant);
    act(() => {
      for (const [name, value] of Object.entries(values)) result.current.form.setValue(name as keyof CheckoutValues, value as never);
    });

    // The domain's own verdict on the same values.
    const current = result.current.form.getValues();
    const terms = checkoutTermsOf(restaurant);
    const draft = checkoutDraftOf(current, [HOME], orderTimeOf(current, terms, LUNCH).at);
    expect(checkoutProblems(terms, draft, LUNCH).map((p) => p.kind)).toEqual(problems);

    // The page's, through the form hook.
    let review: Awaited<ReturnType<typeof result.current.review>> | undefined;
    await act(async () => {
      review = await result.current.review(false);
    });
    expect(review?.refusal ? refusalText(review.refusal) : null).toBe(says);
    expect(review?.refusal === null).toBe(problems.length === 0);
  });

  it('moves a time that is too soon up to the earliest allowed, in the field too', async () => {
    const { result } = renderCheckout(testRestaurant());
    act(() => {
      result.current.form.setValue('isASAP', false);
      result.current.form.setValue('scheduledLocal', '2026-11-25T13:05');
    });
    let review: Awaited<ReturnType<typeof result.current.review>> | undefined;
    await act(async () => {
      review = await result.current.review(false);
    });
    expect(review?.choices?.scheduledAt?.toISOString()).toBe('2026-11-25T13:15:00.000Z');
    expect(result.current.form.getValues('scheduledLocal')).toBe('2026-11-25T13:15');
  });

  it('refuses an empty cart with the generic warning', async () => {
    const { result } = renderCheckout(testRestaurant());
    let review: Awaited<ReturnType<typeof result.current.review>> | undefined;
    await act(async () => {
      review = await result.current.review(true);
    });
    expect(review?.refusal ? refusalText(review.refusal) : null).toBe('Please complete all required fields.');
  });

  it('shows every field error at once after Place Order, with the schema texts', async () => {
    const { result } = renderCheckout(testRestaurant());
    act(() => {
      result.current.chooseAddress(null);
      result.current.form.setValue('contactPhone', '');
      result.current.form.setValue('isASAP', false);
      result.current.form.setValue('scheduledLocal', '');
    });
    expect(result.current.errors.newAddress('street')).toBeUndefined();
    await act(async () => {
      await result.current.review(false);
    });
    expect(result.current.errors.phone).toBe('This field is required.');
    expect(result.current.errors.newAddress('street')).toBe('This field is required.');
    expect(result.current.errors.newAddress('country')).toBeUndefined();
    expect(result.current.errors.schedule).toBe('This field is required.');
  });

  it('shows a gone saved address and a switched-off payment method beside their choices', async () => {
    const { result } = renderCheckout(testRestaurant());
    act(() => {
      result.current.chooseAddress('77777777-7777-4777-8777-777777777777');
      result.current.choosePaymentMethod('Card on Delivery');
    });
    await act(async () => {
      await result.current.review(false);
    });
    expect(result.current.errors.address).toBe('Please select a valid delivery address.');
    expect(result.current.errors.payment).toBe('This payment method is not available. Please select a payment method.');
  });

  it('offers each order type the payment methods taken for it, and moves off one that is not', () => {
    const restaurant = testRestaurant({
      paymentMethods: [
        { methodName: 'Cash on Delivery', isEnabled: true, orderTypes: ['Delivery'] },
        { methodName: 'Card on Collection', isEnabled: true, orderTypes: ['Pickup'] },
      ],
    });
    const { result } = renderCheckout(restaurant);
    act(() => result.current.chooseOrderType('Delivery'));
    expect(result.current.paymentMethods).toEqual(['Cash on Delivery']);
    expect(result.current.values.paymentMethod).toBe('Cash on Delivery');
    act(() => result.current.chooseOrderType('Pickup'));
    expect(result.current.paymentMethods).toEqual(['Card on Collection']);
    expect(result.current.values.paymentMethod).toBe('Card on Collection');
  });

  it("puts a refused order's field errors (the API's names) beside the form's fields", async () => {
    const { result } = renderCheckout(testRestaurant());
    act(() => {
      result.current.chooseAddress(null);
      result.current.fillNewAddress(NEW_ADDRESS);
    });
    await act(async () => {
      expect((await result.current.review(false)).refusal).toBeNull();
    });
    const refusal = new ApiRequestError(
      400,
      {
        message: 'Please ensure the new address is complete and valid.',
        errors: [
          { field: 'deliveryAddress.postalCode', message: 'Please enter a valid UK post code.' },
          { field: 'paymentDetails.method', message: 'This payment method is not available. Please select a payment method.' },
          { field: 'items', message: 'not a field on this page' },
        ],
      },
      'Failed to place order.',
    );
    act(() => {
      result.current.showServerErrors(refusal);
    });
    expect(result.current.errors.newAddress('postalCode')).toBe('Please enter a valid UK post code.');
    expect(result.current.errors.newAddress('street')).toBeUndefined();
    expect(result.current.errors.payment).toBe('This payment method is not available. Please select a payment method.');
    // A whole-address refusal lands on the saved choice when one is chosen.
    act(() => {
      result.current.chooseAddress(HOME._id);
    });
    act(() => {
      result.current.showServerErrors(new ApiRequestError(400, { message: 'x', errors: [{ field: 'deliveryAddress', message: 'Please select a valid delivery address.' }] }, 'x'));
    });
    expect(result.current.errors.address).toBe('Please select a valid delivery address.');
  });

  it('asks nothing about address search: the configuration says whether it exists (issue 24, finding 21f)', async () => {
    const { result } = renderCheckout(testRestaurant({ addressSearch: false }));
    await act(async () => undefined);
    expect(result.current.addressSearch.available).toBe(false);
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
    cleanup();

    const withSearch = renderCheckout(testRestaurant({ addressSearch: true }));
    await act(async () => undefined);
    expect(withSearch.result.current.addressSearch.available).toBe(true);
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
