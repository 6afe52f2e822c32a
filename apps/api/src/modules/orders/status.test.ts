import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  apiErrorSchema,
  orderResponse,
  promotionsResponse,
  type Order,
  type PublicPromotion,
} from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { loyaltyBalances, orderStatusHistory, orders, promotionRedemptions } from '../../db/schema.ts';
import { registerDiner, type Session } from '../../test/auth.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { changeOrderStatus } from './status-changes.ts';
import { loadStorefront, orderBody, type OrderSpec, type Storefront } from '../../test/orders.ts';

const HOST = 'localhost';
const TUESDAY_2PM = new Date('2026-06-02T13:00:00Z');
const now = TUESDAY_2PM;

async function points(t: TestApp, userId: string, restaurantId: string): Promise<number> {
  const [row] = await t.db
    .select({ points: loyaltyBalances.points })
    .from(loyaltyBalances)
    .where(and(eq(loyaltyBalances.userId, userId), eq(loyaltyBalances.restaurantId, restaurantId)));
  return row?.points ?? 0;
}

describeEachDatabase(
  'order statuses, cancelling and loyalty points',
  (t) => {
    let gf: Storefront;
    let reward: PublicPromotion;

    beforeAll(async () => {
      gf = await loadStorefront(t.app, HOST);
      const res = await t.app.inject({ url: `${API_PREFIX}/promotions/public`, headers: { host: HOST } });
      reward = promotionsResponse.parse(res.json()).data.promotions.find((p) => p.name === '£5 Off Reward')!;
    });

    async function dinerWithPoints(balance: number): Promise<Session> {
      const diner = await registerDiner(t.app);
      if (balance > 0)
        await t.db.insert(loyaltyBalances).values({ userId: diner.user._id, restaurantId: gf.restaurant._id, points: balance });
      return diner;
    }

    async function placed(diner: Session, spec: Partial<OrderSpec> = {}): Promise<Order> {
      const body = orderBody(gf, { lines: [{ product: gf.byName('Sunday Roast Chicken') }], ...spec });
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/orders`,
        headers: { host: HOST, 'idempotency-key': randomUUID(), ...diner.headers },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return orderResponse.parse(res.json()).data.order;
    }

    const cancel = (diner: Session, orderId: string, payload?: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `${API_PREFIX}/orders/${orderId}/cancel-my-order`,
        headers: { host: HOST, ...diner.headers },
        ...(payload ? { payload } : {}),
      });

    it('spends a reward’s points once, and gives them back when the diner cancels', async () => {
      const diner = await dinerWithPoints(150);
      const order = await placed(diner, { promotion: reward });
      // Sunday Roast £21.00 − £5.00 + £2.50 delivery.
      expect(order).toMatchObject({ discountAmount: 5, totalAmount: 18.5, pointsSpent: 100 });
      expect(order.appliedPromotion).toMatchObject({
        promotionId: reward._id,
        name: '£5 Off Reward',
        type: 'FixedAmountDiscountOrder',
        discountValue: 5,
        pointsCost: 100,
      });
      expect(await points(t, diner.user._id, gf.restaurant._id)).toBe(50);
      expect(
        await t.db.select({ n: count() }).from(promotionRedemptions).where(eq(promotionRedemptions.orderId, order._id)),
      ).toEqual([{ n: 1 }]);

      const res = await cancel(diner, order._id);
      expect(res.statusCode, res.body).toBe(200);
      const body = orderResponse.parse(res.json());
      expect(body.message).toBe('Order cancelled successfully.');
      expect(body.data.order.status).toBe('Cancelled by User');
      expect(body.data.order.statusHistory.map((h) => h.status)).toEqual(['Pending Confirmation', 'Cancelled by User']);
      expect(await points(t, diner.user._id, gf.restaurant._id)).toBe(150);
      expect(
        await t.db.select({ n: count() }).from(promotionRedemptions).where(eq(promotionRedemptions.orderId, order._id)),
      ).toEqual([{ n: 0 }]);

      const again = await cancel(diner, order._id);
      expect(again.statusCode).toBe(409);
      expect(apiErrorSchema.parse(again.json()).message).toBe(
        'This order can no longer be cancelled: it is already Cancelled by User. Please contact the restaurant.',
      );
      expect(await points(t, diner.user._id, gf.restaurant._id)).toBe(150);
    });

    it('refuses a reward the diner has too few points for, and spends nothing', async () => {
      const diner = await dinerWithPoints(99);
      const body = orderBody(gf, { lines: [{ product: gf.byName('Sunday Roast Chicken') }], promotion: reward });
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/orders`,
        headers: { host: HOST, 'idempotency-key': randomUUID(), ...diner.headers },
        payload: body,
      });
      expect(res.statusCode).toBe(409);
      expect(apiErrorSchema.parse(res.json())).toMatchObject({ code: 'NOT_ENOUGH_POINTS', message: 'You do not have enough points for this reward.' });
      expect(await points(t, diner.user._id, gf.restaurant._id)).toBe(99);
    });

    it('spends points only once when two reward orders race for the same balance', async () => {
      const diner = await dinerWithPoints(150);
      const body = orderBody(gf, { lines: [{ product: gf.byName('Sunday Roast Chicken') }], promotion: reward });
      const answers = await Promise.all(
        [randomUUID(), randomUUID()].map((key) =>
          t.app.inject({
            method: 'POST',
            url: `${API_PREFIX}/orders`,
            headers: { host: HOST, 'idempotency-key': key, ...diner.headers },
            payload: body,
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await points(t, diner.user._id, gf.restaurant._id)).toBe(50);
    });

    it("cancels only the diner's own order at this restaurant (404 otherwise), and only while pending", async () => {
      const owner = await dinerWithPoints(0);
      const stranger = await dinerWithPoints(0);
      const order = await placed(owner);
      expect((await cancel(stranger, order._id)).statusCode).toBe(404);
      expect((await cancel(owner, randomUUID())).statusCode).toBe(404);
      expect((await cancel(owner, 'not-an-id')).statusCode).toBe(404);
      const otherSite = await t.app.inject({
        method: 'PATCH',
        url: `${API_PREFIX}/orders/${order._id}/cancel-my-order`,
        headers: { host: 'tasca-do-porto.localhost', ...owner.headers },
      });
      expect(otherSite.statusCode).toBe(404);
      const wrongRestaurant = await cancel(owner, order._id, { restaurantId: randomUUID() });
      expect(wrongRestaurant.statusCode).toBe(404);

      await changeOrderStatus(t.app, gf.restaurant._id, order._id, 'Confirmed', { now, by: 'staff' });
      const late = await cancel(owner, order._id, { restaurantId: gf.restaurant._id });
      expect(late.statusCode).toBe(409);
      expect(apiErrorSchema.parse(late.json()).message).toBe(
        'This order can no longer be cancelled: it is already Confirmed. Please contact the restaurant.',
      );
    });

    it('lets exactly one of a diner cancelling and the kitchen confirming win', async () => {
      for (let round = 0; round < 3; round++) {
        const diner = await dinerWithPoints(150);
        const order = await placed(diner, { promotion: reward });
        const [byDiner, byKitchen] = await Promise.allSettled([
          cancel(diner, order._id).then((r) => {
            if (r.statusCode !== 200) throw new Error(String(r.statusCode));
          }),
          changeOrderStatus(t.app, gf.restaurant._id, order._id, 'Confirmed', { now, by: 'staff' }),
        ]);
        expect([byDiner.status, byKitchen.status].filter((s) => s === 'fulfilled')).toHaveLength(1);
        const history = await t.db
          .select({ status: orderStatusHistory.status })
          .from(orderStatusHistory)
          .where(eq(orderStatusHistory.orderId, order._id));
        expect(history).toHaveLength(2);
        const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order._id));
        expect(row!.status).toBe(byDiner.status === 'fulfilled' ? 'Cancelled by User' : 'Confirmed');
        expect(await points(t, diner.user._id, gf.restaurant._id)).toBe(byDiner.status === 'fulfilled' ? 150 : 50);
      }
    });
  },
  { clock: () => now },
);
