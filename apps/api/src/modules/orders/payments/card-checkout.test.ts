import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiErrorSchema, boardOrdersResponse, orderResponse, placedOrderResponse, promotionsResponse, restaurantResponse, type Order } from '@platter/domain';
import { API_PREFIX } from '../../../app.ts';
import { checkoutSessions, loyaltyBalances, orders, paymentEvents, promotionRedemptions } from '../../../db/schema.ts';
import { registerDiner, registerStaff, type Session } from '../../../test/auth.ts';
import { loadStorefront, orderBody, type Storefront } from '../../../test/orders.ts';
import {
  GOLDEN_FORK_ACCOUNT,
  connectRestaurant,
  mailKindsOf,
  sessionOfOrder,
  startStripeStandIn,
  stripeEnv,
  WEBHOOK_SECRET,
} from '../../../test/payments.ts';
import { describeEachDatabase, type TestApp } from '../../../test/test-app.ts';
import { post, setCapacity } from '../../../test/capacity.ts';
import { sweepMissedOrders } from '../missed-orders.ts';

const standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
afterAll(() => standIn.close());

const HOST = 'localhost';
const OPEN = new Date('2026-06-02T13:00:00Z');
let now = OPEN;

describeEachDatabase(
  'card payments: checkout, webhooks, return',
  (t: TestApp) => {
    let gf: Storefront;
    let diner: Session;
    let owner: Session;

    beforeAll(async () => {
      await connectRestaurant(t.app, t.db, 'golden-fork', GOLDEN_FORK_ACCOUNT, standIn);
      gf = await loadStorefront(t.app, HOST);
      diner = await registerDiner(t.app);
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
    });

    const place = async (spec: Partial<Parameters<typeof orderBody>[1]> = {}, key = randomUUID()) =>
      t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/orders`,
        headers: { host: HOST, 'idempotency-key': key, ...diner.headers },
        payload: orderBody(gf, { lines: [{ product: gf.products[0]!, quantity: 2 }], paymentMethod: 'Online Payment', ...spec }),
      });
    const placeCard = async (spec: Partial<Parameters<typeof orderBody>[1]> = {}) => {
      const res = await place(spec);
      expect(res.statusCode, res.body).toBe(201);
      return placedOrderResponse.parse(res.json()).data;
    };
    const board = async () =>
      boardOrdersResponse.parse((await t.app.inject({ url: `${API_PREFIX}/staff/orders`, headers: { host: HOST, ...owner.headers } })).json()).data.orders;
    const check = async (order: Order) => {
      const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/orders/${order._id}/check-payment`, headers: { host: HOST, ...diner.headers } });
      expect(res.statusCode, res.body).toBe(200);
      return orderResponse.parse(res.json()).data.order;
    };
    const stored = async (orderId: string) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

    it('offers card payment only where the restaurant has a connected account', async () => {
      expect(gf.restaurant.paymentMethods.map((m) => m.methodName)).toContain('Online Payment');
      const tasca = restaurantResponse.parse((await t.app.inject({ url: `${API_PREFIX}/restaurants/public/-`, headers: { host: 'tasca-do-porto.localhost' } })).json());
      expect(tasca.data.restaurant.paymentMethods.map((m) => m.methodName)).not.toContain('Online Payment');
    });

    it('stores a card order Awaiting Payment, out of the kitchen’s sight, with a session for exactly its total on the restaurant’s account', async () => {
      const { order, checkoutUrl } = await placeCard({ orderType: 'Delivery' });
      expect(order.status).toBe('Awaiting Payment');
      expect(order.paymentDetails.paymentStatus).toBe('Pending');
      const session = sessionOfOrder(standIn, order._id);
      expect(checkoutUrl).toBe(session.url);
      expect(session.client_reference_id).toBe(order._id);
      expect(standIn.amountOf(session.id)).toBe(Math.round(order.totalAmount * 100));
      // Stripe's minimum is 30 minutes after creation: asked with margin, never exactly.
      expect(session.expires_at - session.created).toBeGreaterThanOrEqual(31 * 60);
      expect(session.expires_at - session.created).toBeLessThanOrEqual(35 * 60);
      const request = standIn.requests.find((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST' && (r.body as { client_reference_id?: string }).client_reference_id === order._id);
      expect(request?.account).toBe(GOLDEN_FORK_ACCOUNT);
      expect(session.success_url).toBe(`http://localhost/orders/${order._id}?payment=return&session_id={CHECKOUT_SESSION_ID}`);
      expect((await board()).map((o) => o._id)).not.toContain(order._id);
      expect(await mailKindsOf(t.db, order._id)).toEqual([]);
    });

    it('names the discount on the hosted page in the language the diner ordered in (issue 40 item 22)', async () => {
      const languages = async (offered: string[]) => {
        const url = `${API_PREFIX}/staff/settings/languages`;
        const headers = { host: HOST, ...owner.headers };
        const { version } = (await t.app.inject({ url, headers })).json().data.stamp;
        const res = await t.app.inject({ method: 'PUT', url, headers, payload: { version, languages: { default: 'en-GB', offered } } });
        expect(res.statusCode, res.body).toBe(200);
      };
      await languages(['en-GB', 'pt-PT']);
      try {
        const margherita = gf.byName('Margherita');
        const couponNames = () => standIn.requests.filter((r) => r.path === '/v1/coupons' && r.method === 'POST').map((r) => (r.body as { name?: string }).name);
        const before = couponNames().length;
        // Pizza Tuesday takes its share off a pizza, so the session carries a coupon.
        const res = await t.app.inject({
          method: 'POST',
          url: `${API_PREFIX}/orders`,
          headers: { host: HOST, 'idempotency-key': randomUUID(), 'accept-language': 'pt-PT', ...diner.headers },
          payload: orderBody(gf, { lines: [{ product: margherita, quantity: 2 }], paymentMethod: 'Online Payment' }),
        });
        expect(res.statusCode, res.body).toBe(201);
        expect(couponNames().slice(before)).toEqual(['O seu desconto']);
      } finally {
        await languages(['en-GB']);
      }
    });

    it('a guest pays by card: the provider sends them back to the order page their link opens, their own e-mail on the receipt, and the link checks the payment', async () => {
      const { contactPhone, ...body } = orderBody(gf, { lines: [{ product: gf.products[0]!, quantity: 1 }], paymentMethod: 'Online Payment' });
      const email = `guest-card-${randomUUID()}@example.com`;
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/orders`,
        headers: { host: HOST, 'idempotency-key': randomUUID() },
        payload: { ...body, guest: { name: 'Guest Payer', email, phone: contactPhone } },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { order, orderUrl } = (res.json() as { data: { order: Order; orderUrl: string } }).data;
      const token = new URL(orderUrl).searchParams.get('token')!;
      const session = sessionOfOrder(standIn, order._id);
      expect(session.success_url).toBe(`${orderUrl}&payment=return&session_id={CHECKOUT_SESSION_ID}`);
      expect(session.cancel_url).toBe(`${orderUrl}&payment=cancelled`);
      const request = standIn.requests.find((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST' && (r.body as { client_reference_id?: string }).client_reference_id === order._id);
      expect((request?.body as { customer_email?: string }).customer_email).toBe(email);
      await standIn.pay(session.id);
      const checkWith = (query: string) =>
        t.app.inject({ method: 'POST', url: `${API_PREFIX}/orders/${order._id}/check-payment${query}`, headers: { host: HOST } });
      expect((await checkWith('?token=not-the-token-of-this-order-at-all-000000')).statusCode).toBe(404);
      expect((await checkWith('')).statusCode).toBe(401);
      const checked = await checkWith(`?token=${encodeURIComponent(token)}`);
      expect(checked.statusCode, checked.body).toBe(200);
      expect(orderResponse.parse(checked.json()).data.order).toMatchObject({ status: 'Pending Confirmation', paymentDetails: { paymentStatus: 'Paid' } });
    });

    it('webhook first, then the diner’s return: live once, paid, on the board, e-mailed once', async () => {
      const { order } = await placeCard();
      const session = sessionOfOrder(standIn, order._id);
      const { redirectTo } = await standIn.pay(session.id);
      expect(redirectTo).toBe(`http://localhost/orders/${order._id}?payment=return&session_id=${session.id}`);
      const live = await check(order);
      expect(live.status).toBe('Pending Confirmation');
      expect(live.paymentDetails).toMatchObject({ paymentStatus: 'Paid' });
      expect(live.paymentDetails.paidAt).not.toBeNull();
      expect(live.statusHistory.map((h) => h.status)).toEqual(['Awaiting Payment', 'Pending Confirmation']);
      expect((await board()).map((o) => o._id)).toContain(order._id);
      expect(await mailKindsOf(t.db, order._id)).toEqual(['new_order', 'order_received']);
    });

    it('the diner’s return first, then the webhook: the late webhook changes nothing', async () => {
      standIn.setWebhookDelivery('hold');
      try {
        const { order } = await placeCard();
        await standIn.pay(sessionOfOrder(standIn, order._id).id);
        expect((await check(order)).status).toBe('Pending Confirmation');
        const [delivered] = await standIn.deliverHeld();
        expect(delivered?.status).toBe(200);
        expect(JSON.parse(delivered!.body)).toMatchObject({ outcome: 'applied' });
        expect((await check(order)).statusHistory).toHaveLength(2);
        expect(await mailKindsOf(t.db, order._id)).toEqual(['new_order', 'order_received']);
      } finally {
        standIn.setWebhookDelivery('auto');
      }
    });

    it('the same webhook three times is applied once', async () => {
      standIn.setWebhookDelivery('hold');
      try {
        const { order } = await placeCard();
        await standIn.pay(sessionOfOrder(standIn, order._id).id);
        const event = standIn.held[0]!;
        const answers = [await standIn.deliver(event), await standIn.deliver(event), await standIn.deliver(event)];
        expect(answers.map((a) => JSON.parse(a.body).outcome)).toEqual(['applied', 'replayed', 'replayed']);
        expect((await stored(order._id)).status).toBe('Pending Confirmation');
        expect(await mailKindsOf(t.db, order._id)).toEqual(['new_order', 'order_received']);
        expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toHaveLength(1);
      } finally {
        standIn.held.length = 0;
        standIn.setWebhookDelivery('auto');
      }
    });

    it('refuses an event with a bad signature or a timestamp over 5 minutes old or ahead (400), and ignores one from another account', async () => {
      standIn.setWebhookDelivery('hold');
      try {
        const { order } = await placeCard();
        await standIn.pay(sessionOfOrder(standIn, order._id).id);
        const event = standIn.held[0]!;
        const forged = await standIn.deliver(event, { secret: 'whsec_someone_else' });
        expect(forged.status).toBe(400);
        expect(apiErrorSchema.parse(JSON.parse(forged.body)).message).toMatch(/signature/i);
        const tampered = await standIn.deliver(event, { tamper: true });
        expect(tampered.status).toBe(400);
        const stale = await standIn.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
        expect(stale.status).toBe(400);
        // More than 5 minutes ahead is refused as well (Stripe's own check refuses only old ones).
        const ahead = await standIn.deliver(event, { timestamp: Math.floor(Date.now() / 1000) + 3600 });
        expect(ahead.status).toBe(400);
        expect(apiErrorSchema.parse(JSON.parse(ahead.body)).message).toMatch(/future/);
        const elsewhere = await standIn.deliver({ ...event, id: `evt_${randomUUID()}`, account: 'acct_tasca' });
        expect(elsewhere.status).toBe(200);
        expect(JSON.parse(elsewhere.body)).toMatchObject({ outcome: 'ignored' });
        expect((await stored(order._id)).status).toBe('Awaiting Payment');
        expect(await mailKindsOf(t.db, order._id)).toEqual([]);
      } finally {
        standIn.held.length = 0;
        standIn.setWebhookDelivery('auto');
      }
    });

    it('a session paid at another amount never makes the order live: it fails with a note for staff, and what was charged is refunded', async () => {
      standIn.setWebhookDelivery('hold');
      try {
        const { order } = await placeCard();
        await standIn.pay(sessionOfOrder(standIn, order._id).id);
        const paid = standIn.held[0]!;
        const session = paid.data.object as { amount_total: number };
        const wrong = await standIn.deliver({ ...paid, id: `evt_${randomUUID()}`, data: { ...paid.data, object: { ...session, amount_total: 1 } } } as typeof paid);
        expect(wrong.status).toBe(200);
        const row = await stored(order._id);
        expect(row).toMatchObject({ status: 'Failed', paymentStatus: 'Paid', amountPaidMinor: 1 });
        // The refund is made by the payments worker after the commit (it may already have run): let it finish, then read.
        await t.app.payments.worker!.drain();
        await standIn.idle();
        const failed = await check(order);
        expect(failed.statusHistory.at(-1)?.notes).toMatch(/another amount/);
        expect(failed.paymentDetails.refunds).toMatchObject([{ amount: 0.01, status: 'Succeeded', automatic: true }]);
        // No confirmation ever; only the refund's e-mail, for what was charged.
        expect(await mailKindsOf(t.db, order._id)).toEqual(['refund_issued']);
        // On the board's Done today, where staff see it; never among the live orders.
        expect((await board()).find((o) => o._id === order._id)?.status).toBe('Failed');
      } finally {
        standIn.held.length = 0;
        standIn.setWebhookDelivery('auto');
      }
    });

    it('an abandoned session expires: the order fails and its payment too, its points and promotion use come back', async () => {
      const rewards = promotionsResponse.parse((await t.app.inject({ url: `${API_PREFIX}/promotions/public`, headers: { host: HOST } })).json());
      const reward = rewards.data.promotions.find((p) => p.pointsCost > 0)!;
      await t.db.insert(loyaltyBalances).values({ userId: diner.user._id, restaurantId: gf.restaurant._id, points: 500 });
      const balance = async () =>
        (await t.db.select({ points: loyaltyBalances.points }).from(loyaltyBalances).where(and(eq(loyaltyBalances.userId, diner.user._id), eq(loyaltyBalances.restaurantId, gf.restaurant._id))))[0]?.points;
      const { order } = await placeCard({ lines: [{ product: gf.byName('28-Day Aged Sirloin Steak') }], promotion: reward });
      expect(await balance()).toBe(500 - reward.pointsCost);
      expect((await t.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.orderId, order._id))).map((r) => r.promotionId)).toContain(reward._id);
      await standIn.expire(sessionOfOrder(standIn, order._id).id);
      expect(await balance()).toBe(500);
      expect(await t.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.orderId, order._id))).toHaveLength(0);
      const failed = await check(order);
      expect(failed.status).toBe('Failed');
      expect(failed.paymentDetails.paymentStatus).toBe('Failed');
      expect((await board()).map((o) => o._id)).not.toContain(order._id);
      const [row] = await t.db.select().from(checkoutSessions).where(and(eq(checkoutSessions.orderId, order._id)));
      expect(row?.state).toBe('expired');
    });

    it('an abandoned checkout frees its capacity slot at once: the diner cancels on the hosted page, or the session is expired early', async () => {
      await setCapacity(t.app, t.db, { pickup: { maxOrdersPerSlot: 1 } });
      const other = await registerDiner(t.app);
      try {
        for (const [slot, abandon] of [
          ['2026-06-02T16:00:00.000Z', 'cancel'],
          ['2026-06-02T16:15:00.000Z', 'expire'],
        ] as const) {
          const { order } = await placeCard({ orderType: 'Pickup', isASAP: false, scheduledAt: slot });
          const cash = () => post(t.app, other, orderBody(gf, { lines: [{ product: gf.products[0]! }], orderType: 'Pickup', isASAP: false, scheduledAt: slot }));
          expect(apiErrorSchema.parse((await cash()).json()).code).toBe('SLOT_FULL');
          const session = sessionOfOrder(standIn, order._id);
          if (abandon === 'cancel') {
            // Stripe's Back link sends the diner to the cancel_url; the order page then gives the checkout up.
            expect(standIn.cancelUrl(session.id)).toBe(`http://localhost/orders/${order._id}?payment=cancelled`);
            const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/orders/${order._id}/cancel-payment`, headers: { host: HOST, ...diner.headers } });
            expect(res.statusCode, res.body).toBe(200);
            expect(orderResponse.parse(res.json()).data.order).toMatchObject({ status: 'Failed', paymentDetails: { paymentStatus: 'Failed' } });
            expect(standIn.sessions.get(session.id)?.status).toBe('expired');
          } else {
            await standIn.expire(session.id); // checkout.session.expired, before its time
            expect((await stored(order._id)).status).toBe('Failed');
          }
          const taken = await cash();
          expect(taken.statusCode, `${abandon}: ${taken.body}`).toBe(201);
        }
      } finally {
        await setCapacity(t.app, t.db, null);
      }
    });

    it('the sweeper settles a checkout whose webhook never came, and expires one past its time', async () => {
      standIn.setWebhookDelivery('hold');
      try {
        const { order: paid } = await placeCard();
        await standIn.pay(sessionOfOrder(standIn, paid._id).id);
        const { order: abandoned } = await placeCard();
        await t.db.update(checkoutSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(checkoutSessions.orderId, abandoned._id));
        expect(await t.app.payments.worker!.sweep()).toBe(0); // too young to chase yet
        now = new Date(OPEN.getTime() + 6 * 60_000);
        expect(await t.app.payments.worker!.sweep()).toBeGreaterThanOrEqual(2);
        expect((await stored(paid._id)).status).toBe('Pending Confirmation');
        expect(await mailKindsOf(t.db, paid._id)).toEqual(['new_order', 'order_received']);
        expect((await stored(abandoned._id)).status).toBe('Failed');
        expect(standIn.sessions.get(sessionOfOrder(standIn, abandoned._id).id)?.status).toBe('expired');
        // The webhooks that come late change nothing.
        await standIn.deliverHeld();
        expect(await mailKindsOf(t.db, paid._id)).toEqual(['new_order', 'order_received']);
      } finally {
        now = OPEN;
        standIn.held.length = 0;
        standIn.setWebhookDelivery('auto');
      }
    });

    it('a retry with the same key answers the same order and checkout, without a second session', async () => {
      const key = randomUUID();
      const first = await place({}, key);
      const sessions = standIn.sessions.size;
      const again = await place({}, key);
      expect(again.statusCode).toBe(200);
      expect(placedOrderResponse.parse(again.json()).data).toMatchObject({
        order: { _id: placedOrderResponse.parse(first.json()).data.order._id },
        checkoutUrl: placedOrderResponse.parse(first.json()).data.checkoutUrl,
      });
      expect(standIn.sessions.size).toBe(sessions);
    });

    it('a card order paid 12 minutes after placing waits for the kitchen from its payment, not its placing (the missed-order clock)', async () => {
      const { order } = await placeCard();
      try {
        now = new Date(OPEN.getTime() + 12 * 60_000);
        await standIn.pay(sessionOfOrder(standIn, order._id).id);
        expect((await check(order)).waitingSince).toBe(now.toISOString());
        now = new Date(now.getTime() + 60_000);
        await sweepMissedOrders(t.app, now);
        expect((await stored(order._id)).status).toBe('Pending Confirmation');
      } finally {
        now = OPEN;
      }
    });

    it('with Stripe down or slow, placing answers 503 with Retry-After within 10 s and stores nothing', async () => {
      for (const mode of ['down', 'slow'] as const) {
        standIn.setMode(mode, 30_000);
        try {
          const before = (await t.db.select({ id: orders.id }).from(orders)).length;
          const started = Date.now();
          const res = await place();
          expect(Date.now() - started).toBeLessThan(10_000);
          expect(res.statusCode, res.body).toBe(503);
          expect(res.headers['retry-after']).toBeDefined();
          expect(apiErrorSchema.parse(res.json()).code).toBe('PAYMENTS_UNAVAILABLE');
          expect((await t.db.select({ id: orders.id }).from(orders)).length).toBe(before);
        } finally {
          standIn.setMode('up');
        }
      }
    }, 30_000);
  },
  { env: stripeEnv(standIn), clock: () => now },
);
