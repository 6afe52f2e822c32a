import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiErrorSchema, orderResponse, placedOrderResponse, refundResponse, type Order } from '@platter/domain';
import { API_PREFIX } from '../../../app.ts';
import { refunds } from '../../../db/schema.ts';
import { registerDiner, registerStaff, type Session } from '../../../test/auth.ts';
import { loadStorefront, orderBody, placeOrderAs, type Storefront } from '../../../test/orders.ts';
import { GOLDEN_FORK_ACCOUNT, connectRestaurant, mailKindsOf, sessionOfOrder, startStripeStandIn, stripeEnv, WEBHOOK_SECRET } from '../../../test/payments.ts';
import { describeEachDatabase, type TestApp } from '../../../test/test-app.ts';

const standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
afterAll(() => standIn.close());

const HOST = 'localhost';

describeEachDatabase(
  'card payments: refunds',
  (t: TestApp) => {
    let gf: Storefront;
    let diner: Session;
    let owner: Session;
    let manager: Session;
    let staff: Session;

    beforeAll(async () => {
      await connectRestaurant(t.app, t.db, 'golden-fork', GOLDEN_FORK_ACCOUNT, standIn);
      gf = await loadStorefront(t.app, HOST);
      diner = await registerDiner(t.app);
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
      manager = await registerStaff(t.app, t.db, gf.restaurant._id, 'Manager');
      staff = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
    });

    /** A card order, paid on the stand-in's page (its webhook makes it live). */
    const paidOrder = async (): Promise<Order> => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/orders`,
        headers: { host: HOST, 'idempotency-key': randomUUID(), ...diner.headers },
        payload: orderBody(gf, { lines: [{ product: gf.products[0]!, quantity: 2 }, { product: gf.products[1]!, quantity: 1 }], orderType: 'Pickup', paymentMethod: 'Online Payment' }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const { order } = placedOrderResponse.parse(res.json()).data;
      await standIn.pay(sessionOfOrder(standIn, order._id).id);
      return order;
    };
    const refund = (order: Order, body: object, as: Session = owner) =>
      t.app.inject({ method: 'POST', url: `${API_PREFIX}/staff/orders/${order._id}/refunds`, headers: { host: HOST, ...as.headers }, payload: body });
    const orderNow = async (order: Order) =>
      orderResponse.parse((await t.app.inject({ url: `${API_PREFIX}/orders/${order._id}`, headers: { host: HOST, ...diner.headers } })).json()).data.order;
    /** Makes the refunds due at the stand-in and lets its webhooks land. */
    const settle = async () => {
      await t.app.payments.worker!.drain();
      await standIn.idle();
    };

    it('refunds in part by amount, then by lines, then the rest; the diner sees each and is e-mailed', async () => {
      const order = await paidOrder();
      const first = await refund(order, { amount: 1.5, reason: 'Late' });
      expect(first.statusCode, first.body).toBe(201);
      expect(refundResponse.parse(first.json()).data.refund).toMatchObject({ amount: 1.5, status: 'Pending', automatic: false });
      await settle();
      let seen = await orderNow(order);
      expect(seen.paymentDetails).toMatchObject({ paymentStatus: 'Partially Refunded', amountRefunded: 1.5 });
      expect(seen.paymentDetails.refunds?.[0]).toMatchObject({ status: 'Succeeded', reason: 'Late' });

      const line = seen.items[0]!;
      const byLines = await refund(order, { lines: [{ itemId: line._id, quantity: 1 }], reason: 'One was cold' }, manager);
      expect(byLines.statusCode, byLines.body).toBe(201);
      expect(refundResponse.parse(byLines.json()).data.refund.amount).toBeCloseTo(line.itemSubtotal / line.quantity, 2);
      const rest = await refund(order, { reason: 'Sorry' });
      expect(rest.statusCode, rest.body).toBe(201);
      await settle();
      seen = await orderNow(order);
      expect(seen.paymentDetails).toMatchObject({ paymentStatus: 'Refunded', amountRefunded: seen.totalAmount });
      const sent = standIn.requests.filter((r) => r.path === '/v1/refunds' && r.method === 'POST');
      expect(sent.every((r) => r.account === GOLDEN_FORK_ACCOUNT)).toBe(true);
      expect((await mailKindsOf(t.db, order._id)).filter((kind) => kind === 'refund_issued')).toHaveLength(3);
      const again = await refund(order, { amount: 0.01, reason: 'More' });
      expect(again.statusCode).toBe(409);
      expect(apiErrorSchema.parse(again.json()).code).toBe('REFUND_EXCEEDS_PAID');
    });

    it('never refunds more than was paid, even when two refunds are asked at once', async () => {
      const order = await paidOrder();
      const share = Math.round((order.totalAmount * 0.6) * 100) / 100;
      const answers = await Promise.all([refund(order, { amount: share, reason: 'A' }), refund(order, { amount: share, reason: 'B' }, manager)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      const refused = answers.find((a) => a.statusCode === 409)!;
      expect(apiErrorSchema.parse(refused.json())).toMatchObject({ code: 'REFUND_EXCEEDS_PAID' });
      expect(apiErrorSchema.parse(refused.json()).message).toMatch(/at most/);
      const too = await refund(order, { amount: order.totalAmount, reason: 'All' });
      expect(too.statusCode).toBe(409);
    });

    it('refuses a cash order, bad lines, and Staff', async () => {
      const cash = await placeOrderAs(t.app, gf, diner, { lines: [{ product: gf.products[0]! }], orderType: 'Pickup', paymentMethod: 'Cash on Delivery' });
      const notPaid = await refund(cash, { reason: 'x' });
      expect(notPaid.statusCode).toBe(409);
      expect(apiErrorSchema.parse(notPaid.json()).code).toBe('ORDER_NOT_PAID');
      const order = await paidOrder();
      const badLine = await refund(order, { lines: [{ itemId: randomUUID(), quantity: 1 }], reason: 'x' });
      expect(badLine.statusCode).toBe(400);
      expect(apiErrorSchema.parse(badLine.json()).code).toBe('REFUND_LINES_INVALID');
      expect((await refund(order, { reason: '' })).statusCode).toBe(400);
      expect((await refund(order, { reason: 'x' }, staff)).statusCode).toBe(403);
      expect((await refund(order, { reason: 'x' }, diner)).statusCode).toBe(403);
    });

    it('a rejected or cancelled paid order is refunded in full by itself', async () => {
      const rejected = await paidOrder();
      const move = await t.app.inject({
        method: 'PATCH',
        url: `${API_PREFIX}/staff/orders/${rejected._id}/status`,
        headers: { host: HOST, ...owner.headers },
        payload: { status: 'Cancelled by Restaurant', notes: 'Out of dough' },
      });
      expect(move.statusCode, move.body).toBe(200);
      const cancelled = await paidOrder();
      const cancel = await t.app.inject({ method: 'PATCH', url: `${API_PREFIX}/orders/${cancelled._id}/cancel-my-order`, headers: { host: HOST, ...diner.headers } });
      expect(cancel.statusCode, cancel.body).toBe(200);
      await settle();
      for (const order of [rejected, cancelled]) {
        const seen = await orderNow(order);
        expect(seen.paymentDetails).toMatchObject({ paymentStatus: 'Refunded', amountRefunded: seen.totalAmount });
        expect(seen.paymentDetails.refunds).toEqual([expect.objectContaining({ automatic: true, status: 'Succeeded' })]);
      }
      const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, rejected._id));
      expect(row?.reason).toBe('Out of dough');
    });

    it('a refund the provider settles later comes back by its webhook', async () => {
      standIn.setRefundOutcome('pending');
      try {
        const order = await paidOrder();
        expect((await refund(order, { amount: 1, reason: 'Later' })).statusCode).toBe(201);
        await settle();
        expect((await orderNow(order)).paymentDetails.refunds?.[0]?.status).toBe('Pending');
        const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order._id));
        await standIn.settleRefund(row!.providerRefundId!, 'succeeded');
        expect((await orderNow(order)).paymentDetails).toMatchObject({ paymentStatus: 'Partially Refunded', amountRefunded: 1 });
      } finally {
        standIn.setRefundOutcome('succeeded');
      }
    });
  },
  { env: stripeEnv(standIn), clock: () => new Date('2026-06-02T13:00:00Z') },
);
