import { describe, expect, it } from 'vitest';
import { orderTotalLines, orderTotalMinor, orderTotalsOf, totalLine, type TotalLine, type TotalsInput } from './order-totals.ts';
import { priceOrderWithOffers } from './offers.ts';
import { pricedLineOf } from './pricing.ts';

const base: TotalsInput = { orderType: 'Delivery', subtotalMinor: 3140, discountMinor: 0, deliveryFeeMinor: 250, discounts: [] };
const pizzaTuesday = { name: 'Pizza Tuesday', kind: 'discount', amountMinor: 568 } as const;
const welcome = { name: 'WELCOME10', kind: 'discount', amountMinor: 314 } as const;
const freeOver25 = { name: 'Free Delivery over £25', kind: 'freeDelivery', amountMinor: 250 } as const;

describe('orderTotalMinor', () => {
  it.each([
    ['subtotal + fee', { subtotalMinor: 3140, discountMinor: 0, deliveryFeeMinor: 250 }, 3390],
    ['minus the discount', { subtotalMinor: 3140, discountMinor: 314, deliveryFeeMinor: 250 }, 3076],
    ['never below 0', { subtotalMinor: 500, discountMinor: 800, deliveryFeeMinor: 0 }, 0],
    ['the discount off the food can eat into the fee', { subtotalMinor: 500, discountMinor: 600, deliveryFeeMinor: 250 }, 150],
    ['with service fee and taxes', { subtotalMinor: 1000, discountMinor: 0, deliveryFeeMinor: 0, serviceFeeMinor: 50, taxesMinor: 20 }, 1070],
  ])('%s', (_, amounts, total) => {
    expect(orderTotalMinor(amounts)).toBe(total);
  });
});

describe('orderTotalLines', () => {
  const table: [string, TotalsInput, TotalLine[]][] = [
    [
      'delivery, no discount: no discount line (never "Discounts £0.00")',
      base,
      [
        { kind: 'subtotal', amountMinor: 3140 },
        { kind: 'deliveryFee', amountMinor: 250, delivery: true, free: null },
        { kind: 'total', amountMinor: 3390, estimated: false },
      ],
    ],
    [
      'pickup: no delivery, fee 0',
      { ...base, orderType: 'Pickup', deliveryFeeMinor: 0 },
      [
        { kind: 'subtotal', amountMinor: 3140 },
        { kind: 'deliveryFee', amountMinor: 0, delivery: false, free: null },
        { kind: 'total', amountMinor: 3140, estimated: false },
      ],
    ],
    [
      'each discount by name, the diner’s choice first',
      { ...base, discountMinor: 882, discounts: [welcome, pizzaTuesday] },
      [
        { kind: 'subtotal', amountMinor: 3140 },
        {
          kind: 'discount',
          amountMinor: 882,
          parts: [
            { name: 'WELCOME10', amountMinor: 314 },
            { name: 'Pizza Tuesday', amountMinor: 568 },
          ],
        },
        { kind: 'deliveryFee', amountMinor: 250, delivery: true, free: null },
        { kind: 'total', amountMinor: 2508, estimated: false },
      ],
    ],
    [
      'free delivery: "Free", with the fee waived and the offer’s name',
      { ...base, deliveryFeeMinor: 0, discounts: [freeOver25] },
      [
        { kind: 'subtotal', amountMinor: 3140 },
        { kind: 'deliveryFee', amountMinor: 0, delivery: true, free: { name: 'Free Delivery over £25', waivedMinor: 250 } },
        { kind: 'total', amountMinor: 3140, estimated: false },
      ],
    ],
    [
      'a waiver on a fee still charged is not "Free"',
      { ...base, discounts: [freeOver25] },
      [
        { kind: 'subtotal', amountMinor: 3140 },
        { kind: 'deliveryFee', amountMinor: 250, delivery: true, free: null },
        { kind: 'total', amountMinor: 3390, estimated: false },
      ],
    ],
    [
      'a waiver on a pickup order is not "Free"',
      { ...base, orderType: 'Pickup', deliveryFeeMinor: 0, discounts: [freeOver25] },
      [
        { kind: 'subtotal', amountMinor: 3140 },
        { kind: 'deliveryFee', amountMinor: 0, delivery: false, free: null },
        { kind: 'total', amountMinor: 3140, estimated: false },
      ],
    ],
    [
      'an order stored before discounts were itemised: one unnamed part',
      { ...base, discountMinor: 314 },
      [
        { kind: 'subtotal', amountMinor: 3140 },
        { kind: 'discount', amountMinor: 314, parts: [{ name: null, amountMinor: 314 }] },
        { kind: 'deliveryFee', amountMinor: 250, delivery: true, free: null },
        { kind: 'total', amountMinor: 3076, estimated: false },
      ],
    ],
    [
      'a service fee when charged, and the stored total as given',
      { ...base, serviceFeeMinor: 99, totalMinor: 3489 },
      [
        { kind: 'subtotal', amountMinor: 3140 },
        { kind: 'deliveryFee', amountMinor: 250, delivery: true, free: null },
        { kind: 'serviceFee', amountMinor: 99 },
        { kind: 'total', amountMinor: 3489, estimated: false },
      ],
    ],
    [
      'the cart: fee settled at checkout, estimated total without it',
      { ...base, discountMinor: 568, discounts: [pizzaTuesday], estimate: true },
      [
        { kind: 'subtotal', amountMinor: 3140 },
        { kind: 'discount', amountMinor: 568, parts: [{ name: 'Pizza Tuesday', amountMinor: 568 }] },
        { kind: 'deliveryFee', amountMinor: null, delivery: true, free: null },
        { kind: 'total', amountMinor: 2572, estimated: true },
      ],
    ],
    [
      'the cart with free delivery: "Free" already',
      { ...base, deliveryFeeMinor: 0, discounts: [freeOver25], estimate: true },
      [
        { kind: 'subtotal', amountMinor: 3140 },
        { kind: 'deliveryFee', amountMinor: 0, delivery: true, free: { name: 'Free Delivery over £25', waivedMinor: 250 } },
        { kind: 'total', amountMinor: 3140, estimated: true },
      ],
    ],
  ];
  it.each(table)('%s', (_, input, lines) => {
    expect(orderTotalLines(input)).toEqual(lines);
  });

  it('reads a live pricing and a placed order alike', () => {
    const pricing = priceOrderWithOffers({
      lines: [pricedLineOf({ productId: 'pizza', price: 12.5, quantity: 2, selectedOptions: [] })],
      orderType: 'Delivery',
      deliveryFeeMinor: 250,
      offers: [],
      at: new Date('2026-01-07T12:00:00Z'),
      timeZone: 'Europe/London',
    });
    const live = orderTotalLines({ ...pricing, orderType: 'Delivery', discounts: pricing.applied });
    const placed = orderTotalLines(
      orderTotalsOf({
        orderType: 'Delivery',
        subtotal: 25,
        discountAmount: 0,
        deliveryFee: 2.5,
        serviceFee: 0,
        taxes: 0,
        tipAmount: 0,
        totalAmount: 27.5,
        discounts: [],
      }),
    );
    expect(placed).toEqual(live);
    expect(totalLine(live, 'total')?.amountMinor).toBe(2750);
  });
});
