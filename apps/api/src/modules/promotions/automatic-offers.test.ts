import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { apiErrorSchema, orderResponse, promotionsResponse, type PlaceOrderBody } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { promotions } from '../../db/schema.ts';
import { registerDiner, type Session } from '../../test/auth.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { loadStorefront, orderBody, type Storefront } from '../../test/orders.ts';

const HOST = 'localhost';
const TASCA = 'tasca-do-porto.localhost';
const TUESDAY_2PM = new Date('2026-06-02T13:00:00Z');
const WEDNESDAY_2PM = new Date('2026-06-03T13:00:00Z');
let now = TUESDAY_2PM;

function place(t: TestApp, session: Session, body: PlaceOrderBody, host = HOST) {
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/orders`,
    headers: { host, 'idempotency-key': randomUUID(), ...session.headers },
    payload: body,
  });
}

async function placed(t: TestApp, session: Session, body: PlaceOrderBody, host = HOST) {
  const res = await place(t, session, body, host);
  expect(res.statusCode, res.body).toBe(201);
  return orderResponse.parse(res.json()).data.order;
}

async function automatic(t: TestApp, host: string, session?: Session) {
  const res = await t.app.inject({ url: `${API_PREFIX}/promotions/automatic`, headers: { host, ...(session?.headers ?? {}) } });
  expect(res.statusCode, res.body).toBe(200);
  return promotionsResponse.parse(res.json()).data.promotions;
}

describeEachDatabase(
  'offers that apply by themselves',
  (t) => {
    let gf: Storefront;
    let tasca: Storefront;
    let diner: Session;

    beforeAll(async () => {
      gf = await loadStorefront(t.app, HOST);
      tasca = await loadStorefront(t.app, TASCA);
      diner = await registerDiner(t.app);
    });
    beforeEach(() => {
      now = TUESDAY_2PM;
    });

    const pizzas = (quantity: number) => ({ product: gf.byName('Margherita'), quantity });

    it('GET /promotions/automatic lists the offers with no code and no points cost, per restaurant', async () => {
      expect((await automatic(t, HOST)).map((p) => p.name).sort()).toEqual(['Free Delivery', 'Pizza Tuesday']);
      expect((await automatic(t, TASCA)).map((p) => p.name)).toEqual(['Nata Trio']);
      expect((await automatic(t, HOST)).find((p) => p.name === 'Pizza Tuesday')!.activeDays).toEqual(['tuesday']);
    });

    it('waives the delivery fee over £25, and charges it below', async () => {
      now = WEDNESDAY_2PM;
      const steak = { product: gf.byName('28-Day Aged Sirloin Steak') }; // £29
      const over = await placed(t, diner, orderBody(gf, { lines: [steak] }));
      expect(over).toMatchObject({ subtotal: 29, discountAmount: 0, deliveryFee: 0, totalAmount: 29 });
      expect(over.discounts).toEqual([
        expect.objectContaining({ name: 'Free Delivery', kind: 'freeDelivery', amount: 2.5, automatic: true }),
      ]);

      const under = await placed(t, diner, orderBody(gf, { lines: [{ product: gf.byName('Coca-Cola'), quantity: 2 }] }));
      expect(under).toMatchObject({ subtotal: 6, deliveryFee: 2.5, totalAmount: 8.5, discounts: [] });

      // A checkout that kept charging the fee over £25 is told what changed.
      const charged = orderBody(gf, { lines: [steak], offers: [] });
      const refused = await place(t, diner, charged);
      expect(refused.statusCode).toBe(409);
      expect(apiErrorSchema.parse(refused.json()).message).toBe('The delivery fee has changed. Please review your order.');
    });

    it('takes 20% off the pizzas on Tuesdays only', async () => {
      const tuesday = await placed(t, diner, orderBody(gf, { lines: [pizzas(1)], orderType: 'Pickup' }));
      // Margherita £11: 20% = £2.20.
      expect(tuesday).toMatchObject({ subtotal: 11, discountAmount: 2.2, totalAmount: 8.8 });
      expect(tuesday.discounts.map((d) => d.name)).toEqual(['Pizza Tuesday']);

      now = WEDNESDAY_2PM;
      const wednesday = await placed(t, diner, orderBody(gf, { lines: [pizzas(1)], orderType: 'Pickup' }));
      expect(wednesday).toMatchObject({ subtotal: 11, discountAmount: 0, totalAmount: 11, discounts: [] });

      // A Tuesday price sent on a Wednesday is refused, not charged.
      now = TUESDAY_2PM;
      const tuesdayBody = orderBody(gf, { lines: [pizzas(1)], orderType: 'Pickup' });
      now = WEDNESDAY_2PM;
      const stale = await place(t, diner, tuesdayBody);
      expect(stale.statusCode).toBe(409);
      expect(apiErrorSchema.parse(stale.json()).message).toBe('The discount has changed since it was applied. Please review your order.');
    });

    it('gives nothing below a minimum order, and the third pastel de nata free at Tasca', async () => {
      now = WEDNESDAY_2PM;
      const fee = await placed(t, diner, orderBody(gf, { lines: [{ product: gf.byName('Coca-Cola') }] }));
      expect(fee).toMatchObject({ deliveryFee: 2.5, discountAmount: 0, discounts: [] });

      const nata = { product: tasca.byName('Pastel de Nata'), quantity: 3 }; // 3 × £1.60
      const trio = await placed(t, diner, orderBody(tasca, { lines: [nata], orderType: 'Pickup' }), TASCA);
      expect(trio).toMatchObject({ subtotal: 4.8, discountAmount: 1.6, totalAmount: 3.2 });
      expect(trio.discounts.map((d) => d.name)).toEqual(['Trio de nata']);
    });

    it('uses a code the diner applies instead of the automatic discount, and still waives delivery', async () => {
      const welcome = (await t.app.inject({ url: `${API_PREFIX}/promotions/public`, headers: { host: HOST } })).json() as {
        data: { promotions: { name: string }[] };
      };
      const code = promotionsResponse.parse(welcome).data.promotions.find((p) => p.name === 'Welcome Offer')!;
      const fresh = await registerDiner(t.app);
      const order = await placed(
        t,
        fresh,
        orderBody(gf, { lines: [pizzas(3)], promotion: code, couponCode: 'WELCOME10' }),
      );
      // £33 of pizza: WELCOME10 takes 10% (£3.30) instead of Pizza Tuesday's 20%; over £25, no fee.
      expect(order).toMatchObject({ subtotal: 33, discountAmount: 3.3, deliveryFee: 0, totalAmount: 29.7 });
      expect(order.discounts.map((d) => [d.name, d.automatic])).toEqual([
        ['Welcome Offer', false],
        ['Free Delivery', true],
      ]);
    });

    it('judges each offer’s validity window at the moment asked, though the offers are kept with the cached menu', async () => {
      const ends = new Date(TUESDAY_2PM.getTime() + 30_000);
      await t.db.update(promotions).set({ validUntil: ends }).where(eq(promotions.name, 'Trio de nata'));
      t.app.catalogCache.clearLocally();
      try {
        const nata = { product: tasca.byName('Pastel de Nata'), quantity: 3 };
        expect((await automatic(t, TASCA)).map((p) => p.name)).toEqual(['Nata Trio']);
        // 31 s later (inside the cache's minute) the offer has ended: neither offered nor applied.
        now = new Date(ends.getTime() + 1_000);
        expect(await automatic(t, TASCA)).toEqual([]);
        const order = await placed(t, diner, orderBody(tasca, { lines: [nata], orderType: 'Pickup', offers: [] }), TASCA);
        expect(order).toMatchObject({ discountAmount: 0, totalAmount: 4.8 });
      } finally {
        await t.db.update(promotions).set({ validUntil: null }).where(eq(promotions.name, 'Trio de nata'));
        t.app.catalogCache.clearLocally();
      }
    });

    it('holds an offer’s usage limit per diner: used once, it is no longer offered or charged', async () => {
      await t.db.update(promotions).set({ usageLimitPerUser: 1 }).where(eq(promotions.name, 'Trio de nata'));
      // Offers change by an import and show when the cached menu renews (60 s); here, at once.
      t.app.catalogCache.clearLocally();
      try {
        const once = await registerDiner(t.app);
        const nata = { product: tasca.byName('Pastel de Nata'), quantity: 3 };
        await placed(t, once, orderBody(tasca, { lines: [nata], orderType: 'Pickup' }), TASCA);
        expect(await automatic(t, TASCA, once)).toEqual([]);
        expect((await automatic(t, TASCA)).map((p) => p.name)).toEqual(['Nata Trio']);
        // Priced with the offer again, the order is refused; priced as the server now offers, it is placed at full price.
        const again = await place(t, once, orderBody(tasca, { lines: [nata], orderType: 'Pickup' }), TASCA);
        expect(again.statusCode).toBe(409);
        const full = await placed(t, once, orderBody(tasca, { lines: [nata], orderType: 'Pickup', offers: [] }), TASCA);
        expect(full).toMatchObject({ discountAmount: 0, totalAmount: 4.8 });
      } finally {
        await t.db.update(promotions).set({ usageLimitPerUser: null }).where(eq(promotions.name, 'Trio de nata'));
        t.app.catalogCache.clearLocally();
      }
    });
  },
  { clock: () => now, env: { ORDER_RATE_LIMIT_PER_MINUTE: '10000' } },
);
