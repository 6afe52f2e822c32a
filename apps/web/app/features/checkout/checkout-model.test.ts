import { placeOrderBody, type CartLine, type SavedAddress } from '@platter/domain';
import { describe, expect, it } from 'vitest';
import {
  buildOrderBody,
  defaultAddressId,
  defaultOrderType,
  EMPTY_NEW_ADDRESS,
  fromZonedInputValue,
  missingItems,
  priceCheckout,
  toZonedInputValue,
  type CheckoutDraft,
} from './checkout-model.ts';

const delivery = (fee: number | null, allowsCollection: boolean) => ({ deliverySettings: { delivery: { fee, allowsCollection } } });

const address = (id: string, isDefault: boolean): SavedAddress => ({
  _id: id,
  label: 'Home',
  street: '1 High St',
  city: 'London',
  state_or_region: '',
  postalCode: 'N1 1AA',
  postcode: 'N1 1AA',
  country: 'United Kingdom',
  location: { type: 'Point', coordinates: [0, 0] },
  placeId: null,
  note: '',
  isDefault,
});

const line: CartLine = {
  productId: '4709ffa9-099f-4fb6-a730-40b67b2771c1',
  name: 'Chicken Wings',
  price: 8.5,
  imageUrl: null,
  quantity: 2,
  selectedOptions: [{ optionId: '11111111-1111-4111-8111-111111111111', valueId: '22222222-2222-4222-8222-222222222222', optionName: 'Size', valueLabel: 'Large', priceAdjustment: 1.25 }],
  signature: 'x',
  itemSubtotal: 19.5,
};

const draft: CheckoutDraft = {
  orderType: 'Delivery',
  addressId: null,
  newAddress: EMPTY_NEW_ADDRESS,
  contactPhone: '07700 900123',
  isASAP: true,
  scheduledLocal: '',
  paymentMethod: 'Cash on Delivery',
};

describe('checkout defaults', () => {
  it('starts as Pickup only when there is no delivery fee but collection is allowed', () => {
    expect(defaultOrderType(delivery(null, true))).toBe('Pickup');
    expect(defaultOrderType(delivery(0, true))).toBe('Delivery');
    expect(defaultOrderType(delivery(null, false))).toBe('Delivery');
  });

  it('preselects the default saved address, else the first, else the new-address form', () => {
    expect(defaultAddressId([address('a', false), address('b', true)])).toBe('b');
    expect(defaultAddressId([address('a', false)])).toBe('a');
    expect(defaultAddressId([])).toBeNull();
  });
});

describe('missingItems', () => {
  it('lists what blocks Place Order in the spec order', () => {
    expect(missingItems({ ...draft, contactPhone: '12', paymentMethod: '', isASAP: false }, [])).toEqual(['newAddress', 'phone', 'payment', 'schedule']);
    expect(missingItems({ ...draft, addressId: 'gone' }, [address('a', true)])).toEqual(['selectedAddress']);
    expect(missingItems({ ...draft, orderType: 'Pickup' }, [])).toEqual([]);
  });
});

describe('buildOrderBody', () => {
  it('sends the priced lines and totals and passes the API contract', () => {
    const pricing = priceCheckout([line], 'Delivery', delivery(2.5, true), {
      promotionId: '33333333-3333-4333-8333-333333333333',
      name: 'Welcome',
      couponCode: 'WELCOME10',
      pointsCost: 0,
      type: 'PercentageDiscountOrder',
      discountValue: 10,
      minOrderValue: null,
      applicableProductIds: [],
      buyQuantity: null,
      getQuantity: null,
    });
    const body = buildOrderBody({
      restaurantId: '44444444-4444-4444-8444-444444444444',
      items: [line],
      pricing,
      draft: { ...draft, addressId: '55555555-5555-4555-8555-555555555555' },
      scheduledAt: null,
      customerNotes: '  no onions ',
      promotion: { promotionId: '33333333-3333-4333-8333-333333333333', name: 'Welcome', couponCode: 'WELCOME10', pointsCost: 0, type: 'PercentageDiscountOrder', discountValue: 10, minOrderValue: null, applicableProductIds: [], buyQuantity: null, getQuantity: null },
    });
    expect(body.items[0]).toMatchObject({ unitPrice: 9.75, itemSubtotal: 19.5, quantity: 2 });
    expect(body).toMatchObject({ subtotal: 19.5, discountAmount: 1.95, deliveryFee: 2.5, totalAmount: 20.05, customerNotes: 'no onions', couponCode: 'WELCOME10' });
    expect(placeOrderBody.safeParse(body).success).toBe(true);
  });
});

describe('restaurant-zone datetime-local', () => {
  it('round-trips a wall time in the restaurant zone, across summer time', () => {
    const instant = new Date('2026-07-01T11:30:00Z');
    expect(toZonedInputValue(instant, 'Europe/London')).toBe('2026-07-01T12:30');
    expect(fromZonedInputValue('2026-07-01T12:30', 'Europe/London')?.toISOString()).toBe('2026-07-01T11:30:00.000Z');
    expect(fromZonedInputValue('2026-12-01T12:30', 'Europe/London')?.toISOString()).toBe('2026-12-01T12:30:00.000Z');
    expect(fromZonedInputValue('nonsense', 'Europe/London')).toBeNull();
  });
});
