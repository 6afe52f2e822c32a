import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from './weekdays.ts';
import { priceOrderWithOffers } from './offers.ts';
import { pricedLineOf, type PromotionTerms } from './pricing.ts';
import { PROMOTION_TYPES } from './promotion-types.ts';
import {
  CheckoutMismatch,
  checkoutOf,
  isOnlinePayment,
  offeredPaymentMethods,
  paymentStatusAfterRefunds,
  refundForLines,
  refundableMinor,
} from './payments.ts';

describe('the hosted checkout of an order', () => {
  const lineArb = fc.record({
    productId: fc.constantFrom('a', 'b', 'c', 'd'),
    price: fc.integer({ min: 0, max: 30_000 }).map((m) => m / 100),
    quantity: fc.integer({ min: 1, max: 25 }),
    // Options never make a line worth less than nothing (the checkout refuses such a cart).
    selectedOptions: fc.array(fc.integer({ min: 0, max: 1_500 }).map((m) => ({ priceAdjustment: m / 100 })), { maxLength: 3 }),
  });
  const termsArb: fc.Arbitrary<PromotionTerms> = fc.record({
    type: fc.constantFrom(...PROMOTION_TYPES),
    value: fc.integer({ min: 0, max: 20_000 }),
    applicableProductIds: fc.subarray(['a', 'b', 'c', 'd']),
    minOrderValueMinor: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
    buyQuantity: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    getQuantity: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  });
  const offerArb = fc.record({ terms: termsArb, id: fc.uuid() }).map(({ terms, id }) => ({
    _id: id,
    name: 'Offer',
    type: terms.type,
    discountValue: 0,
    couponCode: null,
    minOrderValue: null,
    applicableProductIds: terms.applicableProductIds,
    pointsCost: 0,
    buyQuantity: terms.buyQuantity,
    getQuantity: terms.getQuantity,
    displayToCustomers: true,
    activeDays: WEEKDAYS,
    terms,
  }));

  it('charges exactly the order total for 1,000 random carts (options, offers, codes and rewards, delivery fee)', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        fc.constantFrom<'Delivery' | 'Pickup'>('Delivery', 'Pickup'),
        fc.option(fc.integer({ min: 0, max: 1_000 }), { nil: null }),
        fc.option(termsArb, { nil: null }),
        fc.array(offerArb, { maxLength: 3 }),
        fc.constantFrom('GBP', 'EUR'),
        (lines, orderType, fee, chosen, offers, currency) => {
          const pricing = priceOrderWithOffers({
            lines: lines.map(pricedLineOf),
            orderType,
            deliveryFeeMinor: fee,
            chosen: chosen ? { promotionId: 'p', name: 'Code', terms: chosen } : null,
            offers,
            at: new Date('2026-06-02T13:00:00Z'),
            timeZone: 'Europe/London',
          });
          const checkout = checkoutOf({
            currencyCode: currency,
            items: pricing.lines.map((line, i) => ({ productName: `Dish ${i}`, quantity: line.quantity, itemSubtotalMinor: line.itemSubtotalMinor, optionLabels: [] })),
            deliveryFeeMinor: pricing.deliveryFeeMinor,
            serviceFeeMinor: pricing.serviceFeeMinor,
            taxesMinor: pricing.taxesMinor,
            tipMinor: 0,
            discountMinor: pricing.discountMinor,
            totalMinor: pricing.totalMinor,
          });
          // What the provider charges: Σ unit amount × quantity − the coupon.
          const charged = checkout.lines.reduce((sum, line) => sum + line.unitAmountMinor * line.quantity, 0) - checkout.discountMinor;
          expect(charged).toBe(pricing.totalMinor);
          expect(checkout.lines.every((line) => Number.isInteger(line.unitAmountMinor) && line.unitAmountMinor >= 0 && line.quantity >= 1)).toBe(true);
          expect(checkout.currency).toBe(currency.toLowerCase());
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('names each line with its options, splits an uneven line, and refuses parts that do not add up', () => {
    const checkout = checkoutOf({
      currencyCode: 'GBP',
      items: [
        { productName: 'Margherita', quantity: 2, itemSubtotalMinor: 2400, optionLabels: ['Large'] },
        { productName: 'Cola', quantity: 3, itemSubtotalMinor: 500, optionLabels: [] },
      ],
      deliveryFeeMinor: 250,
      serviceFeeMinor: 0,
      taxesMinor: 0,
      tipMinor: 0,
      discountMinor: 300,
      totalMinor: 2850,
    });
    expect(checkout.lines).toEqual([
      { name: 'Margherita (Large)', unitAmountMinor: 1200, quantity: 2 },
      { name: '3 × Cola', unitAmountMinor: 500, quantity: 1 },
      { name: 'Delivery fee', unitAmountMinor: 250, quantity: 1 },
    ]);
    expect(() => checkoutOf({ currencyCode: 'GBP', items: [], deliveryFeeMinor: 0, serviceFeeMinor: 0, taxesMinor: 0, tipMinor: 0, discountMinor: 0, totalMinor: 100 })).toThrow(CheckoutMismatch);
  });

  it('charges the tip as a line of its own, which the discount never reaches', () => {
    // £30.00 of food, £6.00 off, 12.5 % of £24.00 = £3.00 tip: £27.00.
    const checkout = checkoutOf({
      currencyCode: 'GBP',
      items: [{ productName: 'Margherita', quantity: 2, itemSubtotalMinor: 3000, optionLabels: [] }],
      deliveryFeeMinor: 0,
      serviceFeeMinor: 0,
      taxesMinor: 0,
      tipMinor: 300,
      discountMinor: 600,
      totalMinor: 2700,
    });
    expect(checkout.lines.at(-1)).toEqual({ name: 'Tip', unitAmountMinor: 300, quantity: 1 });
    expect(checkout.totalMinor).toBe(2700);
  });
});

describe('refund rules', () => {
  it('keeps what is left to refund, failed refunds giving theirs back', () => {
    expect(refundableMinor(2000, [{ amountMinor: 500, status: 'Succeeded' }, { amountMinor: 300, status: 'Pending' }, { amountMinor: 900, status: 'Failed' }])).toBe(1200);
    expect(refundableMinor(2000, [{ amountMinor: 2500, status: 'Succeeded' }])).toBe(0);
  });

  it('prices a refund by lines and refuses unknown lines or too many', () => {
    const items = [{ id: 'i1', quantity: 3, itemSubtotalMinor: 1000 }];
    expect(refundForLines(items, [{ itemId: 'i1', quantity: 1 }])).toEqual({ amountMinor: 333 });
    expect(refundForLines(items, [{ itemId: 'i1', quantity: 2 }, { itemId: 'i1', quantity: 2 }])).toEqual({ problem: { kind: 'tooMany', itemId: 'i1', ordered: 3 } });
    expect(refundForLines(items, [{ itemId: 'x', quantity: 1 }])).toEqual({ problem: { kind: 'unknownItem', itemId: 'x' } });
  });

  it('names the payment status after refunds, and offers cards only where they can be taken', () => {
    expect(paymentStatusAfterRefunds(1000, 0)).toBe('Paid');
    expect(paymentStatusAfterRefunds(1000, 400)).toBe('Partially Refunded');
    expect(paymentStatusAfterRefunds(1000, 1000)).toBe('Refunded');
    expect(isOnlinePayment('Online Payment')).toBe(true);
    expect(isOnlinePayment('Cash on Delivery')).toBe(false);
    expect(isOnlinePayment('Card on Delivery')).toBe(false);
    expect(isOnlinePayment('card payment')).toBe(true);
    const methods = [{ methodName: 'Cash on Delivery' }, { methodName: 'Online Payment' }];
    expect(offeredPaymentMethods(methods, false)).toEqual([{ methodName: 'Cash on Delivery' }]);
    expect(offeredPaymentMethods(methods, true)).toEqual(methods);
  });
});
