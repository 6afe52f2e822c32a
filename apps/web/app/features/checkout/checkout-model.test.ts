import { checkoutTermsOf, orderBodyFrom, placeOrderBody } from '@platter/domain';
import { describe, expect, it } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { priceCart } from '../../lib/price-cart.ts';
import { testPromotion, testRestaurant, testSavedAddress, testUser, wingsLine } from '../../lib/test-fixtures.ts';
import {
  defaultAddressId,
  initialCheckoutValues,
  orderChoicesOf,
  paymentMethodText,
  refusalText,
  reviewCheckout,
  type CheckoutValues,
} from './checkout-model.ts';

registerCatalogues(import.meta.glob('../../i18n/*/checkout.json', { eager: true, import: 'default' }));

const restaurant = testRestaurant();
const terms = checkoutTermsOf(restaurant);
/** Wednesday 13:00 in London (open); Monday 13:00 (closed all day, opens Tuesday 12:00). */
const WEDNESDAY_LUNCH = new Date('2026-11-25T13:00:00Z');
const MONDAY_LUNCH = new Date('2026-11-30T13:00:00Z');

describe('checkout defaults', () => {
  it('preselects the default saved address, else the first, else the new-address form', () => {
    expect(defaultAddressId([testSavedAddress({ _id: 'a' }), testSavedAddress({ _id: 'b', isDefault: true })])).toBe('b');
    expect(defaultAddressId([testSavedAddress({ _id: 'a' })])).toBe('a');
    expect(defaultAddressId([])).toBeNull();
  });

  it('starts ASAP while open; while closed, scheduled for the next opening on the restaurant clock', () => {
    const user = testUser();
    expect(initialCheckoutValues(restaurant, terms, user, WEDNESDAY_LUNCH)).toMatchObject({
      orderType: 'Pickup',
      addressId: null,
      contactPhone: '07700 900123',
      isASAP: true,
      scheduledLocal: '',
      paymentMethod: 'Cash on Delivery',
    });
    expect(initialCheckoutValues(restaurant, terms, user, MONDAY_LUNCH)).toMatchObject({ isASAP: false, scheduledLocal: '2026-12-01T12:00' });
  });

  it("opens on the diner's last choice, else Pickup when there is no saved address to deliver to (issue 24, finding 16)", () => {
    const home = testSavedAddress({ _id: '55555555-5555-4555-8555-555555555555', isDefault: true });
    const withAddress = testUser({ savedAddresses: [home] });
    // No saved address, pickup allowed: no empty address form first.
    expect(initialCheckoutValues(restaurant, terms, testUser({ savedAddresses: [] }), WEDNESDAY_LUNCH).orderType).toBe('Pickup');
    expect(initialCheckoutValues(restaurant, terms, withAddress, WEDNESDAY_LUNCH).orderType).toBe('Delivery');
    // The last choice wins while the restaurant still offers it.
    expect(initialCheckoutValues(restaurant, terms, withAddress, WEDNESDAY_LUNCH, 'Pickup').orderType).toBe('Pickup');
    expect(initialCheckoutValues(restaurant, terms, testUser({ savedAddresses: [] }), WEDNESDAY_LUNCH, 'Delivery').orderType).toBe('Delivery');
    const deliveryOnly = testRestaurant({ deliverySettings: { delivery: { fee: 2.5, allowsCollection: false, minimumOrder: 0 } } });
    expect(initialCheckoutValues(deliveryOnly, checkoutTermsOf(deliveryOnly), testUser({ savedAddresses: [] }), WEDNESDAY_LUNCH, 'Pickup').orderType).toBe('Delivery');
  });

  it('starts as Pickup only when there is no delivery but collection is allowed', () => {
    const pickupOnly = testRestaurant({ deliverySettings: { delivery: { fee: null, allowsCollection: true, minimumOrder: 0 } } });
    expect(initialCheckoutValues(pickupOnly, checkoutTermsOf(pickupOnly), testUser(), WEDNESDAY_LUNCH).orderType).toBe('Pickup');
  });
});

describe('reviewCheckout', () => {
  const values = (patch: Partial<CheckoutValues>): CheckoutValues => ({ ...initialCheckoutValues(restaurant, terms, testUser(), WEDNESDAY_LUNCH, 'Delivery'), ...patch });

  it('tells ASAP at a closed restaurant in the words the API uses', () => {
    const review = reviewCheckout({ terms, values: values({ orderType: 'Pickup' }), savedAddresses: [], now: MONDAY_LUNCH, cartEmpty: false, formValid: true });
    expect(review.refusal && refusalText(review.refusal)).toBe("We're currently closed, so we can't take an order for as soon as possible. Please schedule your order.");
  });

  it('names the missing items before any other problem', () => {
    const review = reviewCheckout({ terms, values: values({ orderType: 'Pickup', contactPhone: '' }), savedAddresses: [], now: MONDAY_LUNCH, cartEmpty: false, formValid: false });
    expect(review.refusal && refusalText(review.refusal)).toBe('Please complete the following: Valid contact phone number');
  });

  it('holds back a draft the rules accept but the form schema does not', () => {
    const review = reviewCheckout({ terms, values: values({ orderType: 'Pickup' }), savedAddresses: [], now: WEDNESDAY_LUNCH, cartEmpty: false, formValid: false });
    expect(review.refusal && refusalText(review.refusal)).toBe('Please complete all required fields.');
  });
});

describe('the order body', () => {
  it('sends the priced lines and totals and passes the API contract', () => {
    const promotion = {
      promotionId: '33333333-3333-4333-8333-333333333333',
      name: 'Welcome',
      couponCode: 'WELCOME10',
      pointsCost: 0,
      type: 'PercentageDiscountOrder' as const,
      discountValue: 10,
      minOrderValue: null,
      applicableProductIds: [],
      buyQuantity: null,
      getQuantity: null,
    };
    const pricing = priceCart([wingsLine], 'Delivery', restaurant, promotion, [], WEDNESDAY_LUNCH);
    const form: CheckoutValues = {
      ...initialCheckoutValues(restaurant, terms, testUser(), WEDNESDAY_LUNCH, 'Delivery'),
      addressId: '55555555-5555-4555-8555-555555555555',
      paymentMethod: 'cash on delivery',
      customerNotes: '  no onions ',
    };
    const body = orderBodyFrom({
      restaurantId: '44444444-4444-4444-8444-444444444444',
      lines: [wingsLine],
      pricing,
      promotion,
      ...orderChoicesOf(form, terms, null),
    });
    expect(body.items[0]).toMatchObject({ unitPrice: 9.75, itemSubtotal: 19.5, quantity: 2 });
    expect(body).toMatchObject({
      subtotal: 19.5,
      discountAmount: 1.95,
      deliveryFee: 2.5,
      totalAmount: 20.05,
      customerNotes: 'no onions',
      couponCode: 'WELCOME10',
      deliveryAddress: { _id: '55555555-5555-4555-8555-555555555555' },
      // The restaurant's own spelling.
      paymentDetails: { method: 'Cash on Delivery' },
    });
    expect(placeOrderBody.safeParse(body).success).toBe(true);
  });

  it('prices in the offers that apply by themselves, as the server will: free delivery over the minimum', () => {
    const freeDelivery = testPromotion({ name: 'Free Delivery', type: 'FreeShipping', discountValue: 0, minOrderValue: 15 });
    const pricing = priceCart([wingsLine], 'Delivery', restaurant, null, [freeDelivery], WEDNESDAY_LUNCH);
    expect(pricing).toMatchObject({ subtotalMinor: 1950, deliveryFeeMinor: 0, totalMinor: 1950 });
    expect(pricing.applied.map((a) => a.name)).toEqual(['Free Delivery']);
    // Only on its days.
    const mondays = priceCart([wingsLine], 'Delivery', restaurant, null, [{ ...freeDelivery, activeDays: ['monday' as const] }], WEDNESDAY_LUNCH);
    expect(mondays.deliveryFeeMinor).toBe(250);
  });
});

describe('paymentMethodText', () => {
  it('names cash by how the food is handed over: on delivery, or at the counter on collection', () => {
    expect(paymentMethodText('Cash on Delivery', 'Delivery')).toEqual({
      label: 'Cash on Delivery',
      hint: 'Pay in cash when your order arrives.',
      note: 'Please have exact amount ready for cash on delivery if possible.',
    });
    expect(paymentMethodText('Cash on Delivery', 'Pickup')).toEqual({
      label: 'Cash on Collection',
      hint: 'Pay at the counter when you collect your order.',
      note: 'Please have the exact amount ready when you collect your order, if possible.',
    });
  });

  it('says that online payment is made on the next page, whatever the order type', () => {
    const hint = 'Pay securely by card, Apple Pay or Google Pay on the next page.';
    expect(paymentMethodText('Online Payment', 'Delivery')).toEqual({ label: 'Online Payment', hint, note: null });
    expect(paymentMethodText('Online Payment', 'Pickup')).toEqual({ label: 'Online Payment', hint, note: null });
  });

  it("shows any other method under the restaurant's own name", () => {
    expect(paymentMethodText('Bank Transfer', 'Pickup')).toEqual({ label: 'Bank Transfer', hint: null, note: null });
  });
});
