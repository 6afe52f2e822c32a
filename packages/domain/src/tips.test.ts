import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderTotalLines, totalLine } from './order-totals.ts';
import { priceOrder, type PricedLineInput, type PromotionTerms } from './pricing.ts';
import {
  MAX_TIP_MINOR,
  TIP_DEFAULTS,
  percentTipMinor,
  pointsBaseMinor,
  tipBaseMinor,
  tipFor,
  tipSettingsSchema,
  tipsAllowed,
  type TipChoice,
  type TipSettings,
} from './tips.ts';

const on: TipSettings = { enabled: true, presets: [10, 12.5, 15], allowCustom: true, orderTypes: ['Delivery', 'Pickup'] };

describe('tip settings', () => {
  it('are off by default', () => {
    expect(TIP_DEFAULTS.enabled).toBe(false);
    expect(tipsAllowed(TIP_DEFAULTS, 'Pickup')).toBe(false);
  });

  it.each([
    [{ ...on, presets: [0] }, 'Each preset is a percentage from 0.5 to 50, in steps of 0.5.'],
    [{ ...on, presets: [12.25] }, 'Each preset is a percentage from 0.5 to 50, in steps of 0.5.'],
    [{ ...on, presets: [51] }, 'Each preset is a percentage from 0.5 to 50, in steps of 0.5.'],
    [{ ...on, presets: [5, 10, 15, 20, 25] }, 'Offer at most 4 preset percentages.'],
    [{ ...on, presets: [10, 10] }, 'Name each preset percentage once.'],
    [{ ...on, orderTypes: [] }, 'Allow tips on delivery, pickup or both.'],
    [{ ...on, presets: [], allowCustom: false }, 'Offer at least one preset percentage or a custom amount, or switch tips off.'],
  ])('refuses %j', (settings, message) => {
    const result = tipSettingsSchema.safeParse(settings);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts tips off with nothing offered, and the defaults', () => {
    expect(tipSettingsSchema.safeParse({ ...on, enabled: false, presets: [], allowCustom: false }).success).toBe(true);
    expect(tipSettingsSchema.parse(TIP_DEFAULTS)).toEqual(TIP_DEFAULTS);
  });
});

describe('tipFor', () => {
  const amounts = { subtotalMinor: 3000, discountMinor: 600 };

  it.each<[string, TipSettings, 'Delivery' | 'Pickup', TipChoice, ReturnType<typeof tipFor>]>([
    ['12.5 % of the food after discounts (£24.00 → £3.00)', on, 'Pickup', { kind: 'percent', percent: 12.5 }, { tipMinor: 300, problem: null }],
    ['10 %', on, 'Delivery', { kind: 'percent', percent: 10 }, { tipMinor: 240, problem: null }],
    ['15 %', on, 'Delivery', { kind: 'percent', percent: 15 }, { tipMinor: 360, problem: null }],
    ['no tip', on, 'Delivery', { kind: 'none' }, { tipMinor: 0, problem: null }],
    ['no tip where tips are off', TIP_DEFAULTS, 'Delivery', { kind: 'none' }, { tipMinor: 0, problem: null }],
    ['a custom 0 where tips are off', TIP_DEFAULTS, 'Delivery', { kind: 'custom', amountMinor: 0 }, { tipMinor: 0, problem: null }],
    ['a custom amount', on, 'Pickup', { kind: 'custom', amountMinor: 450 }, { tipMinor: 450, problem: null }],
    ['a custom amount of the whole base', on, 'Pickup', { kind: 'custom', amountMinor: 2400 }, { tipMinor: 2400, problem: null }],
    ['a custom amount above the base', on, 'Pickup', { kind: 'custom', amountMinor: 2401 }, { tipMinor: 0, problem: { kind: 'tooLarge', maxMinor: 2400 } }],
    ['a tip where tips are off', TIP_DEFAULTS, 'Pickup', { kind: 'percent', percent: 10 }, { tipMinor: 0, problem: { kind: 'notAllowed' } }],
    ['a tip on delivery where only pickup takes them', { ...on, orderTypes: ['Pickup'] }, 'Delivery', { kind: 'custom', amountMinor: 100 }, { tipMinor: 0, problem: { kind: 'notAllowed' } }],
    ['a percentage not offered', on, 'Pickup', { kind: 'percent', percent: 20 }, { tipMinor: 0, problem: { kind: 'notAPreset' } }],
    ['a custom amount where only presets are offered', { ...on, allowCustom: false }, 'Pickup', { kind: 'custom', amountMinor: 100 }, { tipMinor: 0, problem: { kind: 'customNotAllowed' } }],
  ])('%s', (_name, settings, orderType, choice, expected) => {
    expect(tipFor(settings, orderType, amounts, choice)).toEqual(expected);
  });

  it('caps a custom tip at £500.00 however large the order', () => {
    expect(tipFor(on, 'Pickup', { subtotalMinor: 200_000, discountMinor: 0 }, { kind: 'custom', amountMinor: MAX_TIP_MINOR + 1 }).problem).toEqual({
      kind: 'tooLarge',
      maxMinor: MAX_TIP_MINOR,
    });
  });

  it.each([
    [1000, 12.5, 125],
    [1001, 12.5, 125], // 125.125
    [1004, 12.5, 126], // 125.5 → half up
    [999, 10, 100], // 99.9
    [995, 10, 100], // 99.5 → half up
    [994, 10, 99],
    [0, 15, 0],
    [1, 50, 1], // 0.5 → 1
  ])('%i minor at %s %% is %i (half up, once)', (base, percent, expected) => {
    expect(percentTipMinor(base, percent)).toBe(expected);
  });

  it('takes its base after discounts, never below 0', () => {
    expect(tipBaseMinor({ subtotalMinor: 1000, discountMinor: 1200 })).toBe(0);
    expect(tipFor(on, 'Pickup', { subtotalMinor: 1000, discountMinor: 1000 }, { kind: 'percent', percent: 15 }).tipMinor).toBe(0);
  });

  it('earns no points: points are on the total without the tip', () => {
    expect(pointsBaseMinor({ totalMinor: 2700, tipMinor: 300 })).toBe(2400);
  });
});

describe('the tip in the total lines', () => {
  it('is a line before the total, added after discounts, and absent when 0', () => {
    const lines = orderTotalLines({ orderType: 'Pickup', subtotalMinor: 3000, discountMinor: 600, deliveryFeeMinor: 0, tipMinor: 300, discounts: [{ name: '20% off', kind: 'discount', amountMinor: 600 }] });
    expect(lines.map((l) => l.kind)).toEqual(['subtotal', 'discount', 'deliveryFee', 'tip', 'total']);
    expect(totalLine(lines, 'tip')?.amountMinor).toBe(300);
    expect(totalLine(lines, 'total')?.amountMinor).toBe(2700);
    const none = orderTotalLines({ orderType: 'Pickup', subtotalMinor: 3000, discountMinor: 0, deliveryFeeMinor: 0, discounts: [] });
    expect(totalLine(none, 'tip')).toBeUndefined();
  });

  it('is never discounted: a discount of the whole food still charges the tip', () => {
    const lines = orderTotalLines({ orderType: 'Pickup', subtotalMinor: 1000, discountMinor: 1000, deliveryFeeMinor: 0, tipMinor: 200, discounts: [] });
    expect(totalLine(lines, 'total')?.amountMinor).toBe(200);
  });

  it('totals with tips equal a plain recomputation for 10,000 random carts', () => {
    const line = fc.record({
      productId: fc.constantFrom('a', 'b', 'c', 'd'),
      priceMinor: fc.integer({ min: 0, max: 5_000 }),
      selectedOptions: fc.array(fc.record({ priceAdjustmentMinor: fc.integer({ min: -200, max: 500 }) }), { maxLength: 2 }),
      quantity: fc.integer({ min: 1, max: 5 }),
    });
    const promotion = fc.option(
      fc.record({
        type: fc.constantFrom('PercentageDiscountOrder', 'FixedAmountDiscountOrder', 'FreeShipping', 'PercentageDiscountProduct') as fc.Arbitrary<PromotionTerms['type']>,
        value: fc.integer({ min: 1, max: 100 }),
        applicableProductIds: fc.constant(['a', 'b']),
        minOrderValueMinor: fc.option(fc.integer({ min: 0, max: 5_000 })),
        buyQuantity: fc.constant(null),
        getQuantity: fc.constant(null),
      }),
    );
    const choice: fc.Arbitrary<TipChoice> = fc.oneof(
      fc.constant({ kind: 'none' as const }),
      fc.constantFrom(...on.presets).map((percent) => ({ kind: 'percent' as const, percent })),
      fc.integer({ min: 0, max: 60_000 }).map((amountMinor) => ({ kind: 'custom' as const, amountMinor })),
    );
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('Delivery' as const, 'Pickup' as const),
        fc.option(fc.integer({ min: 0, max: 800 })),
        promotion,
        choice,
        (lines: PricedLineInput[], orderType, fee, promo, tipChoice) => {
          const priced = priceOrder({ lines, orderType, deliveryFeeMinor: fee, promotion: promo });
          const tip = tipFor(on, orderType, priced, tipChoice);
          // The plain recomputation, by hand.
          let subtotal = 0;
          for (const l of lines) subtotal += (l.priceMinor + l.selectedOptions.reduce((s, o) => s + o.priceAdjustmentMinor, 0)) * l.quantity;
          const base = Math.max(0, subtotal - priced.discountMinor);
          const expectedTip =
            tipChoice.kind === 'none'
              ? 0
              : tipChoice.kind === 'percent'
                ? Math.round((base * tipChoice.percent) / 100 + 1e-9)
                : tipChoice.amountMinor <= Math.min(base, MAX_TIP_MINOR)
                  ? tipChoice.amountMinor
                  : 0;
          expect(tip.tipMinor).toBe(expectedTip);
          const { totalMinor: _withoutTip, ...amounts } = priced;
          const totalLines = orderTotalLines({ ...amounts, orderType, tipMinor: tip.tipMinor, discounts: [] });
          const food = Math.max(0, subtotal - priced.discountMinor + priced.deliveryFeeMinor);
          expect(totalLine(totalLines, 'total')?.amountMinor).toBe(food + expectedTip);
          expect(totalLine(totalLines, 'tip')?.amountMinor ?? 0).toBe(expectedTip);
          // Thresholds never see the tip: pricing is the same whatever the tip.
          expect(priced.subtotalMinor).toBe(subtotal);
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
