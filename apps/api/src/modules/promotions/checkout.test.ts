import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  apiErrorSchema,
  orderResponse,
  promotionsResponse,
  rewardsResponse,
  validateCouponResponse,
  type ApiErrorCode,
  type PublicPromotion,
} from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { loyaltyBalances, promotions } from '../../db/schema.ts';
import { DEMO_CUSTOMER } from '../../provisioning/demo-seed/index.ts';
import { loginAs, registerDiner, type Session } from '../../test/auth.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { loadStorefront, orderBody, type OrderSpec, type Storefront } from '../../test/orders.ts';

const HOST = 'localhost';
const TUESDAY_2PM = new Date('2026-06-02T13:00:00Z');
const DAY = 86_400_000;
const now = TUESDAY_2PM;

function validate(t: TestApp, payload: object | undefined, session?: Session, host = HOST) {
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/promotions/validate-coupon`,
    headers: { host, ...(session?.headers ?? {}) },
    ...(payload ? { payload } : {}),
  });
}

/** The refusal's status, its code (what went wrong, for a client to tell refusals apart) and its message. */
function expectError(res: { statusCode: number; json(): unknown; body: string }, status: number, code: ApiErrorCode, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(apiErrorSchema.parse(res.json())).toMatchObject({ code, message });
}

describeEachDatabase(
  'promotions at checkout',
  (t) => {
    let gf: Storefront;
    let offers: PublicPromotion[];
    const offer = (name: string) => offers.find((p) => p.name === name)!;

    beforeAll(async () => {
      gf = await loadStorefront(t.app, HOST);
      const restaurantId = gf.restaurant._id;
      await t.db.insert(promotions).values([
        {
          restaurantId,
          name: 'Spring Sale',
          type: 'PercentageDiscountOrder',
          discountValue: 15,
          couponCode: 'SPRING15',
          validUntil: new Date(now.getTime() - DAY),
        },
        {
          restaurantId,
          name: 'Summer Sale',
          type: 'PercentageDiscountOrder',
          discountValue: 15,
          couponCode: 'SUMMER15',
          validFrom: new Date(now.getTime() + DAY),
        },
        {
          restaurantId,
          name: 'First Ten',
          type: 'FixedAmountDiscountOrder',
          discountValue: 300,
          couponCode: 'FIRST10',
          usageLimitTotal: 1,
        },
        { restaurantId, name: 'Only One', type: 'FixedAmountDiscountOrder', discountValue: 200, couponCode: 'ONLY1', usageLimitTotal: 1 },
        {
          restaurantId,
          name: 'Big Spender',
          type: 'FixedAmountDiscountOrder',
          discountValue: 1000,
          couponCode: 'BIG10',
          minOrderValueMinor: 5000,
        },
        {
          restaurantId,
          name: 'Staff Secret',
          type: 'PercentageDiscountOrder',
          discountValue: 50,
          couponCode: 'STAFF50',
          displayToCustomers: false,
        },
        {
          restaurantId,
          name: 'Switched Off',
          type: 'PercentageDiscountOrder',
          discountValue: 20,
          couponCode: 'OFF20',
          isActive: false,
        },
        {
          restaurantId,
          name: 'Free Dessert',
          description: '250 points for £7 off',
          type: 'FixedAmountDiscountOrder',
          discountValue: 700,
          pointsCost: 250,
        },
        {
          restaurantId,
          name: 'Old Reward',
          type: 'FixedAmountDiscountOrder',
          discountValue: 100,
          pointsCost: 10,
          validUntil: new Date(now.getTime() - DAY),
        },
        { restaurantId, name: 'Half Price Feast', type: 'PercentageDiscountOrder', discountValue: 50, pointsCost: 500 },
      ]);
      const res = await t.app.inject({ url: `${API_PREFIX}/promotions/public`, headers: { host: HOST } });
      offers = promotionsResponse.parse(res.json()).data.promotions;
    });

    async function order(session: Session, spec: Partial<OrderSpec>, body: Record<string, unknown> = {}) {
      return t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/orders`,
        headers: { host: HOST, 'idempotency-key': randomUUID(), ...session.headers },
        payload: { ...orderBody(gf, { lines: [{ product: gf.byName('Sunday Roast Chicken') }], ...spec }), ...body },
      });
    }

    it('validates a code, case-insensitively: {promotionId, name, description, discountValue, couponCode} and the discount', async () => {
      const res = await validate(t, { couponCode: ' welcome10 ', orderSubtotal: 31.4 });
      expect(res.statusCode, res.body).toBe(200);
      expect(validateCouponResponse.parse(res.json()).data).toEqual({
        promotionId: offer('Welcome Offer')._id,
        name: 'Welcome Offer',
        description: '10% off your first order with us.',
        discountValue: 10,
        couponCode: 'WELCOME10',
        type: 'PercentageDiscountOrder',
        minOrderValue: null,
        applicableProductIds: [],
        buyQuantity: null,
        getQuantity: null,
        pointsCost: 0,
        discountAmount: 3.14,
      });
    });

    it("requires a code: 'Coupon code is required.'", async () => {
      expectError(await validate(t, undefined), 400, 'VALIDATION_ERROR', 'Coupon code is required.');
      expectError(await validate(t, { couponCode: '   ' }), 400, 'VALIDATION_ERROR', 'Coupon code is required.');
    });

    it.each([
      ['NOPE', 404, 'COUPON_INVALID', 'Invalid promo code.'],
      ['OFF20', 404, 'COUPON_INVALID', 'Invalid promo code.'],
      ['SPRING15', 422, 'COUPON_UNAVAILABLE', 'This promo code has expired.'],
      ['SUMMER15', 422, 'COUPON_UNAVAILABLE', 'This promo code is not valid yet.'],
    ] as const)('refuses %s: %s %s %s', async (couponCode, status, code, message) => {
      expectError(await validate(t, { couponCode, orderSubtotal: 30 }), status, code, message);
    });

    it('refuses a code below its minimum order, naming the minimum', async () => {
      expectError(
        await validate(t, { couponCode: 'BIG10', orderSubtotal: 49.99 }),
        422,
        'COUPON_BELOW_MINIMUM',
        'This promo code needs a minimum order of £50.00.',
      );
      expect((await validate(t, { couponCode: 'BIG10', orderSubtotal: 50 })).statusCode).toBe(200);
    });

    it('accepts an unadvertised code for whoever types it, and on an order only with that code', async () => {
      const res = await validate(t, { couponCode: 'staff50', orderSubtotal: 20 });
      expect(validateCouponResponse.parse(res.json()).data).toMatchObject({
        name: 'Staff Secret',
        couponCode: 'STAFF50',
        discountAmount: 10,
      });
      const secret = offer('Staff Secret'); // listed without its code
      expect(secret.couponCode).toBeNull();
      const diner = await registerDiner(t.app);
      const promotion = { ...secret, couponCode: 'STAFF50' };
      expectError(await order(diner, { promotion }), 409, 'PROMOTION_INVALID', 'Invalid promo code.');
      const ok = await order(diner, { promotion, couponCode: 'Staff50' });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(orderResponse.parse(ok.json()).data.order).toMatchObject({
        discountAmount: 10.5,
        totalAmount: 13,
        appliedPromotion: { couponCode: 'STAFF50' },
      });
    });

    it('answers a hidden code that is expired, not yet valid or used up exactly like an unknown one', async () => {
      const hidden = { restaurantId: gf.restaurant._id, type: 'PercentageDiscountOrder', discountValue: 5, displayToCustomers: false } as const;
      await t.db.insert(promotions).values([
        { ...hidden, name: 'Hidden Past', couponCode: 'HIDDENOLD', validUntil: new Date(now.getTime() - DAY) },
        { ...hidden, name: 'Hidden Future', couponCode: 'HIDDENNEW', validFrom: new Date(now.getTime() + DAY) },
        { ...hidden, name: 'Hidden Spent', couponCode: 'HIDDENZERO', usageLimitTotal: 0 },
      ]);
      const diner = await registerDiner(t.app);
      const unknown = await validate(t, { couponCode: 'NOSUCHCODE' }, diner);
      expectError(unknown, 404, 'COUPON_INVALID', 'Invalid promo code.');
      for (const code of ['HIDDENOLD', 'HIDDENNEW', 'HIDDENZERO']) {
        const res = await validate(t, { couponCode: code }, diner);
        expect(res.statusCode, code).toBe(404);
        expect(res.body, code).toBe(unknown.body);
      }
      // An advertised code may say why it does not apply.
      expectError(await validate(t, { couponCode: 'SPRING15' }, diner), 422, 'COUPON_UNAVAILABLE', 'This promo code has expired.');
    });

    it('throttles coupon checks per diner: 40 rapid guesses meet 429 after COUPON_RATE_LIMIT_PER_MINUTE (20)', async () => {
      const guesser = await registerDiner(t.app);
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await validate(t, { couponCode: `GUESS${i}` }, guesser)).statusCode);
      expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
      // Someone else is not held up by the guesser.
      const other = await registerDiner(t.app);
      expect((await validate(t, { couponCode: 'WELCOME10' }, other)).statusCode).toBe(200);
    });

    it('applies a code on an order once per diner, and counts the usage limit across diners', async () => {
      const diner = await registerDiner(t.app);
      const welcome = offer('Welcome Offer');
      const first = await order(diner, { promotion: welcome });
      expect(first.statusCode, first.body).toBe(201);
      expect(orderResponse.parse(first.json()).data.order).toMatchObject({
        subtotal: 21,
        discountAmount: 2.1,
        totalAmount: 21.4,
      });
      expectError(await order(diner, { promotion: welcome }), 409, 'PROMOTION_ALREADY_USED', 'You have already used this promotion.');
      expectError(await validate(t, { couponCode: 'WELCOME10' }, diner), 422, 'COUPON_UNAVAILABLE', 'You have already used this promo code.');
      // Anonymous checks cannot know who is asking.
      expect((await validate(t, { couponCode: 'WELCOME10' })).statusCode).toBe(200);

      const firstTen = offer('First Ten');
      expect((await order(diner, { promotion: firstTen })).statusCode).toBe(201);
      const other = await registerDiner(t.app);
      expectError(await order(other, { promotion: firstTen }), 409, 'PROMOTION_USED_UP', 'This promotion has reached its usage limit.');
      expectError(await validate(t, { couponCode: 'FIRST10' }, other), 422, 'COUPON_UNAVAILABLE', 'This promo code has reached its usage limit.');
    });

    it('refuses an order with a promotion not valid now, each by its own code', async () => {
      const diner = await registerDiner(t.app);
      expectError(await order(diner, { promotion: offer('Spring Sale') }), 409, 'PROMOTION_EXPIRED', 'This promotion has expired.');
      expectError(await order(diner, { promotion: offer('Summer Sale') }), 409, 'PROMOTION_NOT_STARTED', 'This promotion is not valid yet.');
    });

    it('keeps a usage limit when orders race for the last use', async () => {
      const diners = await Promise.all([registerDiner(t.app), registerDiner(t.app), registerDiner(t.app)]);
      const answers = await Promise.all(diners.map((diner) => order(diner, { promotion: offer('Only One') })));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      const refusal = answers.find((r) => r.statusCode === 409)!;
      expect(apiErrorSchema.parse(refusal.json()).message).toBe('This promotion has reached its usage limit.');
    });

    it('refuses a promotion that no longer applies to the order', async () => {
      const diner = await registerDiner(t.app);
      expectError(
        await order(diner, { promotion: offer('Big Spender') }),
        409,
        'PROMOTION_BELOW_MINIMUM',
        'This promotion needs a minimum order of £50.00.',
      );
      expectError(
        await order(diner, { promotion: offer('Pizza Tuesday') }),
        409,
        'PROMOTION_NOT_APPLICABLE',
        'This promotion does not apply to the items in your cart.',
      );
      const freeDelivery = offer('Free Delivery');
      const lines = [{ product: gf.byName('Sunday Roast Chicken'), quantity: 2 }];
      expectError(
        await order(diner, { promotion: freeDelivery, lines, orderType: 'Pickup' }),
        409,
        'PROMOTION_NOT_APPLICABLE',
        'This promotion applies to delivery orders only.',
      );
      const free = await order(diner, { promotion: freeDelivery, lines });
      expect(free.statusCode, free.body).toBe(201);
      expect(orderResponse.parse(free.json()).data.order).toMatchObject({
        subtotal: 42,
        deliveryFee: 0,
        discountAmount: 0,
        totalAmount: 42,
      });
      // The discount the diner saw must be the one it gives.
      expectError(
        await order(
          diner,
          { promotion: offer('Pizza Tuesday'), lines: [{ product: gf.byName('Margherita') }] },
          { discountAmount: 5, totalAmount: 8.5 },
        ),
        409,
        'DISCOUNT_CHANGED',
        'The discount has changed since it was applied. Please review your order.',
      );
    });

    it("refuses another restaurant's promotion like an unknown one", async () => {
      const res = await t.app.inject({ url: `${API_PREFIX}/promotions/public`, headers: { host: 'tasca-do-porto.localhost' } });
      const nata = promotionsResponse.parse(res.json()).data.promotions[0]!;
      const diner = await registerDiner(t.app);
      expectError(
        await order(diner, { promotion: null }, { promotionId: nata._id }),
        409,
        'PROMOTION_GONE',
        'This promotion is no longer available. Please remove it and try again.',
      );
      expectError(
        await order(diner, { promotion: null }, { promotionId: randomUUID() }),
        409,
        'PROMOTION_GONE',
        'This promotion is no longer available. Please remove it and try again.',
      );
    });

    it('lists the rewards valid now, cheapest first, flagged by what the diner can redeem', async () => {
      const demo = await loginAs(t.app, DEMO_CUSTOMER); // 150 points
      const res = await t.app.inject({ url: `${API_PREFIX}/promotions/rewards`, headers: { host: HOST, ...demo.headers } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { rewardsPromotions, points } = rewardsResponse.parse(res.json()).data;
      expect(points).toBe(150);
      expect(rewardsPromotions.map((r) => [r.name, r.pointsCost, r.isRedeemable, r.pointsNeeded])).toEqual([
        ['£5 Off Reward', 100, true, 0],
        ['Free Dessert', 250, false, 100],
        ['Half Price Feast', 500, false, 350],
      ]);
      const stranger = await registerDiner(t.app);
      const none = rewardsResponse.parse(
        (await t.app.inject({ url: `${API_PREFIX}/promotions/rewards`, headers: { host: HOST, ...stranger.headers } })).json(),
      ).data;
      expect(none.points).toBe(0);
      expect(none.rewardsPromotions.every((r) => !r.isRedeemable)).toBe(true);
    });

    it('needs a signed-in diner for rewards, and shows each restaurant its own', async () => {
      expect((await t.app.inject({ url: `${API_PREFIX}/promotions/rewards`, headers: { host: HOST } })).statusCode).toBe(401);
      const demo = await loginAs(t.app, DEMO_CUSTOMER);
      const res = await t.app.inject({
        url: `${API_PREFIX}/promotions/rewards`,
        headers: { host: 'tasca-do-porto.localhost', ...demo.headers },
      });
      expect(rewardsResponse.parse(res.json()).data).toEqual({ rewardsPromotions: [], points: 0 });
    });

    it('redeems a reward with a percentage: the lesser of the value and the subtotal', async () => {
      const diner = await registerDiner(t.app);
      await t.db.insert(loyaltyBalances).values({ userId: diner.user._id, restaurantId: gf.restaurant._id, points: 600 });
      const feast = offer('Half Price Feast');
      const res = await order(diner, { promotion: feast, orderType: 'Pickup' });
      expect(res.statusCode, res.body).toBe(201);
      expect(orderResponse.parse(res.json()).data.order).toMatchObject({
        subtotal: 21,
        discountAmount: 10.5,
        totalAmount: 10.5,
        pointsSpent: 500,
      });
      const [balance] = await t.db.select().from(loyaltyBalances).where(eq(loyaltyBalances.userId, diner.user._id));
      expect(balance!.points).toBe(100);
    });
  },
  { clock: () => now },
);
