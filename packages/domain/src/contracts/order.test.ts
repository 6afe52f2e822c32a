import { describe, expect, it } from 'vitest';
import { validateCouponBody } from './coupons-and-rewards.ts';
import { myOrdersQuery } from './order-history.ts';
import { checkoutPhone, isValidCheckoutPhone, placeOrderBody } from './place-order.ts';

describe('checkout phone', () => {
  it.each([
    '07700 900123',
    '020 7946 0321',
    '+44 20 7946 0321',
    '+44 7700 900123',
    '(020) 7946-0321',
    '+351 912 345 678',
    '912345678',
    '5551234',
    '+1 (415) 555-2671',
    '0044.20.7946.0321',
  ])('accepts %s', (phone) => expect(isValidCheckoutPhone(phone)).toBe(true));

  it.each([
    '',
    '12345',
    '123456',
    '+44',
    'call me',
    '0770-',
    '07700 9001x3',
    '++44 20 7946 0321',
    '+44 20 7946 0321 ext 5',
    '1'.repeat(19),
  ])('refuses %j', (phone) => expect(isValidCheckoutPhone(phone)).toBe(false));

  it("answers the spec's texts", () => {
    expect(checkoutPhone.safeParse('').error?.issues[0]?.message).toBe('This field is required.');
    expect(checkoutPhone.safeParse('12ab').error?.issues[0]?.message).toBe('Valid phone number required.');
  });
});

describe('placeOrderBody', () => {
  it("says 'Valid order data, items, and restaurantId are required.' first for an empty body", () => {
    expect(placeOrderBody.safeParse({}).error?.issues[0]?.message).toBe(
      'Valid order data, items, and restaurantId are required.',
    );
    const noItems = placeOrderBody.safeParse({ restaurantId: '0b6f8f2e-3c1a-4c55-9a53-0b0c1f1f9a10', items: [] });
    expect(noItems.error?.issues[0]?.message).toBe('Valid order data, items, and restaurantId are required.');
  });
});

describe('my orders query', () => {
  it('defaults to page 1 of 10, newest first', () => {
    expect(myOrdersQuery.parse({})).toEqual({ page: 1, limit: 10, sortBy: 'createdAt', sortOrder: 'desc' });
    expect(myOrdersQuery.parse({ status: 'all' }).status).toBeUndefined();
    expect(myOrdersQuery.safeParse({ limit: '51' }).success).toBe(false);
  });
});

describe('validate coupon body', () => {
  it("requires a code: 'Coupon code is required.'", () => {
    expect(validateCouponBody.safeParse({}).error?.issues[0]?.message).toBe('Coupon code is required.');
    expect(validateCouponBody.safeParse({ couponCode: '   ' }).error?.issues[0]?.message).toBe('Coupon code is required.');
  });
});
