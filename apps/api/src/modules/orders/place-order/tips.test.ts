import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  apiErrorSchema,
  orderResponse,
  placedOrderResponse,
  promotionsResponse,
  refundResponse,
  reportPresets,
  takingsResponse,
  tipsSettingsResponse,
  type Order,
  type PublicPromotion,
  type TipSettings,
} from '@platter/domain';
import { API_PREFIX } from '../../../app.ts';
import { orders } from '../../../db/schema.ts';
import { orderTotals } from '../../mail/templates/order-details.ts';
import { registerDiner, registerStaff, type Session } from '../../../test/auth.ts';
import { loadStorefront, orderBody, type OrderSpec, type Storefront } from '../../../test/orders.ts';
import { GOLDEN_FORK_ACCOUNT, connectRestaurant, sessionOfOrder, startStripeStandIn, stripeEnv, WEBHOOK_SECRET } from '../../../test/payments.ts';
import { describeEachDatabase, type TestApp } from '../../../test/test-app.ts';

const standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
afterAll(() => standIn.close());

const HOST = 'localhost';
const NOW = new Date('2026-06-02T13:00:00Z');

describeEachDatabase(
  'tips (issue 30)',
  (t: TestApp) => {
    let gf: Storefront;
    let diner: Session;
    let owner: Session;
    let welcome: PublicPromotion;

    const put = (tips: TipSettings, version: number) =>
      t.app.inject({ method: 'PUT', url: `${API_PREFIX}/staff/settings/tips`, headers: { host: HOST, ...owner.headers }, payload: { version, tips } });
    const place = (spec: Partial<OrderSpec>, override: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/orders`,
        headers: { host: HOST, 'idempotency-key': randomUUID(), ...diner.headers },
        // £21.00 × 2 = £42.00 of food; 10 % off with WELCOME10 (−£4.20): a base of £37.80.
        payload: { ...orderBody(gf, { lines: [{ product: gf.byName('Sunday Roast Chicken'), quantity: 2 }], orderType: 'Pickup', paymentMethod: 'Cash on Delivery', ...spec }), ...override },
      });
    const tipMinorOf = async (orderId: string) => (await t.db.select({ tip: orders.tipMinor, total: orders.totalMinor }).from(orders).where(eq(orders.id, orderId)))[0]!;

    beforeAll(async () => {
      await connectRestaurant(t.app, t.db, 'golden-fork', GOLDEN_FORK_ACCOUNT, standIn);
      gf = await loadStorefront(t.app, HOST);
      diner = await registerDiner(t.app);
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
      const promotions = promotionsResponse.parse((await t.app.inject({ url: `${API_PREFIX}/promotions/public`, headers: { host: HOST } })).json()).data.promotions;
      welcome = promotions.find((p) => p.couponCode === 'WELCOME10')!;
    });

    it('are off by default: a tip is refused with 400 TIP_NOT_ALLOWED, no tip is placed as before', async () => {
      expect(gf.restaurant.tips.enabled).toBe(false);
      const refused = await place({}, { tipAmount: 2, totalAmount: 44 });
      expect(refused.statusCode, refused.body).toBe(400);
      const body = apiErrorSchema.parse(refused.json());
      expect(body.code).toBe('TIP_NOT_ALLOWED');
      expect(body.message).toBe('This restaurant does not take tips on this order. Please remove the tip.');
      const placed = await place({});
      expect(placed.statusCode, placed.body).toBe(201);
      expect(orderResponse.parse(placed.json()).data.order.tipAmount).toBe(0);
    });

    it('the owner turns them on (versioned); the public restaurant says so', async () => {
      const read = await t.app.inject({ url: `${API_PREFIX}/staff/settings/tips`, headers: { host: HOST, ...owner.headers } });
      const { stamp } = tipsSettingsResponse.parse(read.json()).data;
      const bad = await put({ enabled: true, presets: [12.25], allowCustom: true, orderTypes: ['Pickup'] }, stamp.version);
      expect(bad.statusCode).toBe(400);
      expect(apiErrorSchema.parse(bad.json()).message).toContain('Each preset is a percentage from 0.5 to 50, in steps of 0.5.');
      const res = await put({ enabled: true, presets: [10, 12.5, 15], allowCustom: true, orderTypes: ['Pickup'] }, stamp.version);
      expect(res.statusCode, res.body).toBe(200);
      expect(tipsSettingsResponse.parse(res.json()).data.stamp.version).toBe(stamp.version + 1);
      gf = await loadStorefront(t.app, HOST);
      expect(gf.restaurant.tips).toEqual({ enabled: true, presets: [10, 12.5, 15], allowCustom: true, orderTypes: ['Pickup'] });
    });

    it('12.5 % on a discounted order is taken of the food after discounts, stored, and in the total', async () => {
      const res = await place({ promotion: welcome, couponCode: 'WELCOME10', tip: { kind: 'percent', percent: 12.5 } });
      expect(res.statusCode, res.body).toBe(201);
      const { order } = orderResponse.parse(res.json()).data;
      // 12.5 % of £37.80 = £4.725 → £4.73 (half up); never of the £42.00 before the discount (£5.25).
      expect(order).toMatchObject({ subtotal: 42, discountAmount: 4.2, tipAmount: 4.73, totalAmount: 42.53 });
      expect(await tipMinorOf(order._id)).toEqual({ tip: 473, total: 4253 });
      const read = orderResponse.parse((await t.app.inject({ url: `${API_PREFIX}/orders/${order._id}`, headers: { host: HOST, ...diner.headers } })).json()).data.order;
      expect(read.tipAmount).toBe(4.73);
      // The order e-mails' totals (the domain's total lines): the tip before the total.
      const block = orderTotals(read);
      expect(block.kind === 'totals' && block.rows.slice(-2)).toEqual([
        { label: 'Tip', amount: '£4.73' },
        { label: 'Total', amount: '£42.53', total: true },
      ]);
    });

    it('refuses a tampered tip: 409 TIP_CHANGED naming the tip, nothing stored', async () => {
      const body = orderBody(gf, { lines: [{ product: gf.byName('Sunday Roast Chicken'), quantity: 2 }], orderType: 'Pickup', paymentMethod: 'Cash on Delivery', tip: { kind: 'percent', percent: 15 } });
      const before = (await t.db.select({ id: orders.id }).from(orders)).length;
      const res = await place({}, { ...body, tipAmount: 0.5, totalAmount: 42.5 });
      expect(res.statusCode, res.body).toBe(409);
      const error = apiErrorSchema.parse(res.json());
      expect(error.code, res.body).toBe('TIP_CHANGED');
      expect(error.message).toBe('The tip has changed. Please review your order.');
      expect(error.errors).toContainEqual({ field: 'tipAmount', message: 'Tip is £6.30.' });
      expect((await t.db.select({ id: orders.id }).from(orders)).length).toBe(before);
    });

    it('refuses a percentage not offered, a custom tip above the food, and a tip on delivery where only pickup takes them', async () => {
      const notPreset = await place({ tip: { kind: 'percent', percent: 20 } }, { tipPercent: 20, tipAmount: 8.4, totalAmount: 50.4 });
      expect(notPreset.statusCode).toBe(400);
      expect(apiErrorSchema.parse(notPreset.json())).toMatchObject({ code: 'TIP_INVALID', errors: [{ field: 'tipPercent' }] });
      const tooMuch = await place({}, { tipAmount: 43, totalAmount: 85 });
      expect(tooMuch.statusCode).toBe(400);
      expect(apiErrorSchema.parse(tooMuch.json())).toMatchObject({ code: 'TIP_INVALID', message: 'A tip can be at most £42.00 on this order.' });
      const delivery = await place({ orderType: 'Delivery' }, { tipAmount: 1, totalAmount: 45.5 });
      expect(delivery.statusCode).toBe(400);
      expect(apiErrorSchema.parse(delivery.json()).code).toBe('TIP_NOT_ALLOWED');
      const custom = await place({ tip: { kind: 'custom', amountMinor: 250 } });
      expect(custom.statusCode, custom.body).toBe(201);
      expect(orderResponse.parse(custom.json()).data.order).toMatchObject({ tipAmount: 2.5, totalAmount: 44.5 });
    });

    it('never earns points: a completed order earns them on its total without the tip', async () => {
      // £42.00 with a custom £9.99 tip: £51.99 charged, 42 points (not 51).
      const res = await place({ tip: { kind: 'custom', amountMinor: 999 } });
      expect(res.statusCode, res.body).toBe(201);
      const { order } = orderResponse.parse(res.json()).data;
      expect(order.totalAmount).toBe(51.99);
      for (const status of ['Confirmed', 'Preparing', 'Ready for Pickup', 'Completed']) {
        const moved = await t.app.inject({ method: 'PATCH', url: `${API_PREFIX}/staff/orders/${order._id}/status`, headers: { host: HOST, ...owner.headers }, payload: { status } });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      const done = orderResponse.parse((await t.app.inject({ url: `${API_PREFIX}/orders/${order._id}`, headers: { host: HOST, ...diner.headers } })).json()).data.order;
      expect(done.pointsEarned).toBe(42);
    });

    it('counts tips in the day’s takings and the CSV', async () => {
      const { from, to } = reportPresets(NOW, gf.restaurant.timeZone).today;
      const takings = async () => {
        const res = await t.app.inject({ url: `${API_PREFIX}/staff/reports/takings?from=${from}&to=${to}`, headers: { host: HOST, ...owner.headers } });
        expect(res.statusCode, res.body).toBe(200);
        return takingsResponse.parse(res.json()).data.takings;
      };
      const before = await takings();
      const res = await place({ tip: { kind: 'percent', percent: 10 } });
      expect(res.statusCode, res.body).toBe(201);
      const after = await takings();
      expect(Math.round((after.tips - before.tips) * 100)).toBe(420);
      expect(Math.round((after.revenue - before.revenue) * 100)).toBe(4200 + 420);
      const csv = await t.app.inject({ url: `${API_PREFIX}/staff/reports/orders.csv?from=${from}&to=${to}`, headers: { host: HOST, ...owner.headers } });
      const [header, ...rows] = csv.body.replace('\uFEFF', '').split('\r\n');
      const tipColumn = header!.split(',').indexOf('tip');
      expect(tipColumn).toBeGreaterThan(0);
      expect(rows.some((row) => row.split(',')[tipColumn] === '4.20')).toBe(true);
    });

    /** A card order with a £4.20 tip (10 %), paid on the stand-in's page. */
    const paidWithTip = async (): Promise<Order> => {
      const res = await place({ paymentMethod: 'Online Payment', tip: { kind: 'percent', percent: 10 } });
      expect(res.statusCode, res.body).toBe(201);
      const { order } = placedOrderResponse.parse(res.json()).data;
      await standIn.pay(sessionOfOrder(standIn, order._id).id);
      return order;
    };
    const refund = (order: Order, body: object) =>
      t.app.inject({ method: 'POST', url: `${API_PREFIX}/staff/orders/${order._id}/refunds`, headers: { host: HOST, ...owner.headers }, payload: body });

    it('charges the tip by card: the session is for the total with the tip, the tip a line of its own', async () => {
      const order = await paidWithTip();
      expect(order.totalAmount).toBe(46.2);
      const session = sessionOfOrder(standIn, order._id);
      expect(standIn.amountOf(session.id)).toBe(4620);
      const request = standIn.requests.find((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST' && (r.body as { client_reference_id?: string }).client_reference_id === order._id);
      expect(JSON.stringify(request?.body)).toContain('Tip');
    });

    it('a refund of the whole order leaves the tip, unless the refunder includes it', async () => {
      const order = await paidWithTip();
      const whole = await refund(order, { reason: 'Cold food' });
      expect(whole.statusCode, whole.body).toBe(201);
      expect(refundResponse.parse(whole.json()).data.refund.amount).toBe(42);
      const onlyTip = await refund(order, { reason: 'Again' });
      expect(onlyTip.statusCode).toBe(409);
      expect(apiErrorSchema.parse(onlyTip.json()).message).toBe('Only the tip is left to refund: include the tip to refund it.');
      const tip = await refund(order, { reason: 'And the tip', includeTip: true });
      expect(tip.statusCode, tip.body).toBe(201);
      expect(refundResponse.parse(tip.json()).data.refund.amount).toBe(4.2);

      const other = await paidWithTip();
      const all = await refund(other, { reason: 'Everything', includeTip: true });
      expect(all.statusCode, all.body).toBe(201);
      expect(refundResponse.parse(all.json()).data.refund.amount).toBe(46.2);
    });
  },
  { env: stripeEnv(standIn), clock: () => NOW },
);
