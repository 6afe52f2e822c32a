import { describe, expect, it } from 'vitest';
import { isAutomaticOffer, offerRunsOn, priceOrderWithOffers, type OfferPromotion } from './offers.ts';
import { pricedLineOf, promotionTerms, type PricedLineInput } from './pricing.ts';

const line = (productId: string, price: number, quantity: number): PricedLineInput => pricedLineOf({ productId, price, quantity, selectedOptions: [] });

const offer = (overrides: Partial<OfferPromotion> & Pick<OfferPromotion, '_id' | 'type'>): OfferPromotion => ({
  name: overrides._id,
  discountValue: 0,
  couponCode: null,
  minOrderValue: null,
  applicableProductIds: [],
  pointsCost: 0,
  buyQuantity: null,
  getQuantity: null,
  displayToCustomers: true,
  activeDays: [],
  ...overrides,
});

// The Golden Fork's demo offers.
const freeDelivery = offer({ _id: 'free-delivery', name: 'Free Delivery', type: 'FreeShipping', minOrderValue: 25 });
const pizzaTuesday = offer({
  _id: 'pizza-tuesday',
  name: 'Pizza Tuesday',
  type: 'PercentageDiscountProduct',
  discountValue: 20,
  applicableProductIds: ['margherita', 'pepperoni'],
  activeDays: ['tuesday'],
});
const welcome = offer({ _id: 'welcome', type: 'PercentageDiscountOrder', discountValue: 10, couponCode: 'WELCOME10' });
const reward = offer({ _id: 'reward', type: 'FixedAmountDiscountOrder', discountValue: 5, pointsCost: 100 });
const offers = [freeDelivery, pizzaTuesday, welcome, reward];

const TUESDAY = new Date('2026-06-02T13:00:00Z');
const WEDNESDAY = new Date('2026-06-03T13:00:00Z');
const LONDON = 'Europe/London';

const price = (lines: PricedLineInput[], extra: Partial<Parameters<typeof priceOrderWithOffers>[0]> = {}) =>
  priceOrderWithOffers({ lines, orderType: 'Delivery', deliveryFeeMinor: 250, offers, at: WEDNESDAY, timeZone: LONDON, ...extra });

describe('automatic offers', () => {
  it('are the promotions shown to diners with no code and no points cost', () => {
    expect(offers.filter(isAutomaticOffer).map((o) => o._id)).toEqual(['free-delivery', 'pizza-tuesday']);
    expect(isAutomaticOffer({ ...freeDelivery, displayToCustomers: false })).toBe(false);
  });

  it('run on their weekdays in the restaurant time zone', () => {
    expect(offerRunsOn(['tuesday'], TUESDAY, LONDON)).toBe(true);
    expect(offerRunsOn(['tuesday'], WEDNESDAY, LONDON)).toBe(false);
    // 23:30 UTC on Monday is already Tuesday in Auckland.
    expect(offerRunsOn(['tuesday'], new Date('2026-06-01T23:30:00Z'), 'Pacific/Auckland')).toBe(true);
    expect(offerRunsOn([], WEDNESDAY, LONDON)).toBe(true);
  });

  it('waive the delivery fee over the threshold: a £61 order pays no delivery', () => {
    const priced = price([line('steak', 30.5, 2)]);
    expect(priced).toMatchObject({ subtotalMinor: 6100, deliveryFeeMinor: 0, discountMinor: 0, totalMinor: 6100, shortfalls: [] });
    expect(priced.applied).toEqual([{ promotionId: 'free-delivery', name: 'Free Delivery', kind: 'freeDelivery', amountMinor: 250, automatic: true }]);
  });

  it('say how much more unlocks free delivery below the threshold, and charge the fee', () => {
    const priced = price([line('steak', 20.5, 1)]);
    expect(priced).toMatchObject({ deliveryFeeMinor: 250, totalMinor: 2300, applied: [] });
    expect(priced.shortfalls).toEqual([{ promotionId: 'free-delivery', name: 'Free Delivery', kind: 'freeDelivery', shortfallMinor: 450 }]);
    // At exactly the minimum it applies.
    expect(price([line('steak', 25, 1)]).deliveryFeeMinor).toBe(0);
  });

  it('give nothing on pickup for free delivery', () => {
    const priced = price([line('steak', 30.5, 2)], { orderType: 'Pickup' });
    expect(priced).toMatchObject({ deliveryFeeMinor: 0, totalMinor: 6100, applied: [], shortfalls: [] });
  });

  it('take the product discount on its day only, on its products only', () => {
    const lines = [line('margherita', 10, 2), line('salad', 6, 1)];
    const tuesday = price(lines, { at: TUESDAY });
    expect(tuesday).toMatchObject({ subtotalMinor: 2600, discountMinor: 400, deliveryFeeMinor: 0, totalMinor: 2200 });
    expect(tuesday.applied.map((a) => [a.name, a.kind, a.amountMinor])).toEqual([
      ['Pizza Tuesday', 'discount', 400],
      ['Free Delivery', 'freeDelivery', 250],
    ]);
    expect(price(lines, { at: WEDNESDAY })).toMatchObject({ discountMinor: 0, totalMinor: 2600 });
    expect(price([line('salad', 6, 1)], { at: TUESDAY })).toMatchObject({ discountMinor: 0, applied: [] });
  });

  it('apply the best single food discount for the diner', () => {
    const tenOff = offer({ _id: 'ten-percent', type: 'PercentageDiscountOrder', discountValue: 10 });
    const lines = [line('margherita', 10, 1), line('salad', 20, 1)];
    // 10% of £30 (£3.00) beats 20% of £10 (£2.00).
    const priced = price(lines, { at: TUESDAY, offers: [pizzaTuesday, tenOff] });
    expect(priced.discountMinor).toBe(300);
    expect(priced.applied.map((a) => a.promotionId)).toEqual(['ten-percent']);
  });

  it('use a code or reward the diner chose instead of the automatic discount, and still waive delivery', () => {
    const lines = [line('margherita', 10, 3)];
    const chosen = { promotionId: 'welcome', name: 'Welcome Offer', terms: promotionTerms(welcome) };
    const priced = price(lines, { at: TUESDAY, chosen });
    expect(priced).toMatchObject({ subtotalMinor: 3000, discountMinor: 300, deliveryFeeMinor: 0, totalMinor: 2700 });
    expect(priced.applied.map((a) => [a.promotionId, a.automatic])).toEqual([
      ['welcome', false],
      ['free-delivery', true],
    ]);
    expect(priced.replaced).toMatchObject({ promotionId: 'pizza-tuesday', amountMinor: 600 });
  });

  it('keep the automatic discount when the chosen code does not apply', () => {
    const minimum = offer({ _id: 'big', type: 'FixedAmountDiscountOrder', discountValue: 10, couponCode: 'BIG', minOrderValue: 100 });
    const priced = price([line('margherita', 10, 1)], {
      at: TUESDAY,
      chosen: { promotionId: 'big', name: 'Big', terms: promotionTerms(minimum) },
    });
    expect(priced).toMatchObject({ promotionProblem: 'belowMinimum', discountMinor: 200 });
    expect(priced.applied.map((a) => a.promotionId)).toEqual(['pizza-tuesday']);
  });

  it('give Buy 2 get 1 free on the cheapest qualifying unit', () => {
    const nata = offer({ _id: 'nata', type: 'BuyXGetY', buyQuantity: 2, getQuantity: 1, applicableProductIds: ['nata'] });
    const priced = price([line('nata', 1.6, 3), line('coffee', 1.2, 1)], { offers: [nata], orderType: 'Pickup' });
    expect(priced).toMatchObject({ subtotalMinor: 600, discountMinor: 160, totalMinor: 440 });
  });

  it('name a discount only a bigger order unlocks when it would beat the current one', () => {
    const tenOver40 = offer({ _id: 'ten-over-40', name: 'Ten over forty', type: 'FixedAmountDiscountOrder', discountValue: 10, minOrderValue: 40 });
    const priced = price([line('salad', 30, 1)], { offers: [tenOver40], orderType: 'Pickup' });
    expect(priced.shortfalls).toEqual([{ promotionId: 'ten-over-40', name: 'Ten over forty', kind: 'discount', shortfallMinor: 1000 }]);
  });
});
