/**
 * Guest checkout (issue 30): POST /orders with no bearer token and `guest`, the order's link
 * token (read, cancel, never another order or restaurant), the throttles per e-mail and per
 * delivery address, promo codes per e-mail, rewards refused, the confirmation e-mail's link, and
 * claiming once the account's e-mail is verified (points exactly once).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { apiErrorSchema, claimResponse, guestPlacedOrderResponse, myOrdersResponse, orderResponse, ordersSettingsResponse, promotionsResponse, restaurantResponse, verifyEmailResponse, type PublicPromotion } from '@platter/domain';
import { API_PREFIX } from '../../../app.ts';
import { emailVerifications, loyaltyBalances, mailOutbox, orders, users } from '../../../db/schema.ts';
import { registerDiner, registerStaff, type Session } from '../../../test/auth.ts';
import { loadStorefront, orderBody, TEST_ADDRESS, type OrderSpec, type Storefront } from '../../../test/orders.ts';
import { describeEachDatabase } from '../../../test/test-app.ts';
import { callAs, TASCA_HOST } from '../../../test/menu-editor.ts';
import { hashGuestToken } from './guest-token.ts';

const HOST = 'localhost';
// Tuesday 2 June 2026, 14:00 in London: The Golden Fork is open.
const now = new Date('2026-06-02T13:00:00Z');
let guestCount = 0;
const newGuest = () => ({ name: 'Gina Guest', email: `guest-${process.pid}-${++guestCount}-${Date.now().toString(36)}@example.com`, phone: '07700 900456' });

describeEachDatabase(
  'guest checkout',
  (t) => {
    let gf: Storefront;
    let welcome: PublicPromotion;
    let reward: PublicPromotion;
    let owner: Session;

    beforeAll(async () => {
      gf = await loadStorefront(t.app, HOST);
      const res = await t.app.inject({ url: `${API_PREFIX}/promotions/public`, headers: { host: HOST } });
      const promotions = promotionsResponse.parse(res.json()).data.promotions;
      welcome = promotions.find((p) => p.couponCode === 'WELCOME10')!;
      reward = promotions.find((p) => p.name === '£5 Off Reward')!;
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
    });

    const pickup: OrderSpec = { lines: [{ product: {} as never }], orderType: 'Pickup' };
    const spec = (extra: Partial<OrderSpec> = {}): OrderSpec => ({ ...pickup, lines: [{ product: gf.byName('Sunday Roast Chicken') }], ...extra });
    const placeAsGuest = (guest: object | undefined, s: OrderSpec = spec(), opts: { host?: string; store?: Storefront; key?: string; headers?: Record<string, string> } = {}) => {
      const { contactPhone: _phone, ...body } = orderBody(opts.store ?? gf, s);
      return t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/orders`,
        headers: { host: opts.host ?? HOST, 'idempotency-key': opts.key ?? randomUUID(), ...(opts.headers ?? {}) },
        payload: { ...body, ...(guest ? { guest } : {}) },
      });
    };
    const placed = async (guest = newGuest(), s: OrderSpec = spec()) => {
      const res = await placeAsGuest(guest, s);
      expect(res.statusCode, res.body).toBe(201);
      const data = guestPlacedOrderResponse.parse(res.json()).data;
      const token = new URL(data.orderUrl!).searchParams.get('token')!;
      return { ...data, token, guest };
    };
    const read = (orderId: string, token: string | null, host = HOST) =>
      t.app.inject({ url: `${API_PREFIX}/orders/${orderId}${token === null ? '' : `?token=${encodeURIComponent(token)}`}`, headers: { host } });
    const refusal = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, ...apiErrorSchema.parse(res.json()) });

    it('places a pickup and a delivery order without an account: 201 with the order, its link on the restaurant’s origin, only the token’s hash stored', async () => {
      const guest = newGuest();
      const { order, orderUrl, token } = await placed(guest);
      expect(order).toMatchObject({ status: 'Pending Confirmation', customerName: guest.name, contactPhone: guest.phone, guest: true, orderType: 'Pickup' });
      expect(orderUrl).toBe(`http://golden-fork.localhost:${t.config.PORT}/orders/${order._id}?token=${token}`);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row).toMatchObject({ guestTokenHash: hashGuestToken(token), customerEmail: guest.email, claimedAt: null });
      expect(JSON.stringify(row)).not.toContain(token);
      // The confirmation e-mail goes to the guest with the link and its token.
      const mail = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'order_received'), eq(mailOutbox.recipient, guest.email)));
      expect(mail).toHaveLength(1);
      expect((mail[0]!.payload as { orderUrl: string }).orderUrl).toBe(orderUrl);

      const delivery = await placed(newGuest(), spec({ orderType: 'Delivery', paymentMethod: 'Cash on Delivery' }));
      expect(delivery.order.deliveryAddress).toMatchObject({ street: TEST_ADDRESS.street, postalCode: TEST_ADDRESS.postalCode });
      // The same shape as a signed-in diner's read.
      const res = await read(delivery.order._id, delivery.token);
      expect(res.statusCode).toBe(200);
      expect(orderResponse.parse(res.json()).data.order).toEqual(delivery.order);
      // Every answer (the order page too) sends no Referer onwards, so the link's token stays here.
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    });

    it('refuses a guest without details (401), on a restaurant that turned guests off (403), and a reward bought with points (400)', async () => {
      expect(refusal(await placeAsGuest(undefined))).toMatchObject({ status: 401 });
      const bad = refusal(await placeAsGuest({ name: '', email: 'not-an-email', phone: '12' }));
      expect(bad.status).toBe(400);
      expect(bad.errors?.map((e) => e.message)).toEqual(expect.arrayContaining(['Please enter your name.', 'Please enter a valid email']));

      // The Orders section turns guests off; the public configuration says so.
      const setGuests = async (guestCheckout: boolean) => {
        const read = ordersSettingsResponse.parse((await callAs(t.app, owner, 'GET', '/staff/settings/orders')).json()).data;
        const saved = await callAs(t.app, owner, 'PUT', '/staff/settings/orders', { version: read.stamp.version, missedOrders: read.settings.missedOrders, guestCheckout });
        expect(saved.statusCode, saved.body).toBe(200);
      };
      const publicGuestCheckout = async () => restaurantResponse.parse((await t.app.inject({ url: `${API_PREFIX}/restaurants/public/-`, headers: { host: HOST } })).json()).data.restaurant.guestCheckout;
      expect(await publicGuestCheckout()).toBe(true);
      await setGuests(false);
      expect(await publicGuestCheckout()).toBe(false);
      const off = refusal(await placeAsGuest(newGuest()));
      expect(off).toMatchObject({ status: 403, code: 'GUEST_CHECKOUT_OFF', message: 'Please login to proceed to checkout.' });
      await setGuests(true);

      const withReward = refusal(await placeAsGuest(newGuest(), spec({ promotion: reward })));
      expect(withReward).toMatchObject({ status: 400, code: 'REWARD_NEEDS_ACCOUNT' });
      expect(withReward.message).toBe('Rewards bought with points need an account. Sign in or create one to redeem this reward.');
    });

    it('counts a promo code’s per-diner limit per guest e-mail, and replays an Idempotency-Key for the same guest', async () => {
      const guest = newGuest();
      const first = await placed(guest, spec({ promotion: welcome, couponCode: 'WELCOME10' }));
      expect(first.order.discountAmount).toBeGreaterThan(0);
      const again = refusal(await placeAsGuest(guest, spec({ promotion: welcome, couponCode: 'WELCOME10' })));
      expect(again.status).toBe(409);
      expect(again.message).toBe('You have already used this promotion.');
      // Another guest e-mail may use it.
      await placed(newGuest(), spec({ promotion: welcome, couponCode: 'WELCOME10' }));

      const key = randomUUID();
      const other = newGuest();
      const a = await placeAsGuest(other, spec(), { key });
      const b = await placeAsGuest(other, spec(), { key });
      expect([a.statusCode, b.statusCode]).toEqual([201, 200]);
      expect(guestPlacedOrderResponse.parse(b.json()).data.order._id).toBe(guestPlacedOrderResponse.parse(a.json()).data.order._id);
    });

    it('throttles guests per e-mail and per delivery address (ORDER_RATE_LIMIT_PER_MINUTE)', async () => {
      const limit = t.config.ORDER_RATE_LIMIT_PER_MINUTE;
      const guest = newGuest();
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) statuses.push((await placeAsGuest(guest)).statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(limit);
      expect(statuses.at(-1)).toBe(429);
      // Another e-mail still orders.
      expect((await placeAsGuest(newGuest())).statusCode).toBe(201);

      // One address, a new e-mail each time.
      const address = { street: '221B Baker Street', city: 'London', postalCode: 'NW1 6XE', country: 'United Kingdom' };
      const toAddress = spec({ orderType: 'Delivery', deliveryAddress: address, paymentMethod: 'Cash on Delivery' });
      for (let i = 0; i < limit; i++) expect((await placeAsGuest(newGuest(), toAddress)).statusCode).toBe(201);
      const refused = refusal(await placeAsGuest(newGuest(), spec({ orderType: 'Delivery', deliveryAddress: { ...address, street: '221b  baker street' }, paymentMethod: 'Cash on Delivery' })));
      expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Too many orders for this delivery address just now. Please wait a minute and try again.' });
    });

    it('opens only its own order with its token: a guessed, absent or other order’s token and another restaurant are 404', async () => {
      const mine = await placed();
      const theirs = await placed();
      const diner = await registerDiner(t.app);
      const dinersOrder = orderResponse.parse(
        (await t.app.inject({ method: 'POST', url: `${API_PREFIX}/orders`, headers: { host: HOST, 'idempotency-key': randomUUID(), ...diner.headers }, payload: orderBody(gf, spec()) })).json(),
      ).data.order;
      const notFound = { status: 404, code: 'NOT_FOUND' };
      expect(refusal(await read(mine.order._id, theirs.token))).toMatchObject(notFound);
      expect(refusal(await read(mine.order._id, 'x'.repeat(43)))).toMatchObject(notFound);
      expect(refusal(await read(mine.order._id, mine.token.slice(0, -1) + (mine.token.endsWith('A') ? 'B' : 'A')))).toMatchObject(notFound);
      expect(refusal(await read(dinersOrder._id, mine.token))).toMatchObject(notFound);
      expect(refusal(await read(randomUUID(), mine.token))).toMatchObject(notFound);
      expect(refusal(await read(mine.order._id, mine.token, TASCA_HOST))).toMatchObject(notFound);
      expect((await read(mine.order._id, null)).statusCode).toBe(401);
      expect((await read(mine.order._id, mine.token)).statusCode).toBe(200);
      // The guest's account never signs in and its orders are in nobody's history.
      const history = myOrdersResponse.parse((await t.app.inject({ url: `${API_PREFIX}/orders/my-orders`, headers: { host: HOST, ...diner.headers } })).json());
      expect(JSON.stringify(history)).not.toContain(mine.order._id);
    });

    it('cancels with the token while Pending Confirmation, not with another order’s token', async () => {
      const mine = await placed();
      const other = await placed();
      const cancel = (id: string, token: string) => t.app.inject({ method: 'PATCH', url: `${API_PREFIX}/orders/${id}/cancel-my-order?token=${token}`, headers: { host: HOST } });
      expect((await cancel(mine.order._id, other.token)).statusCode).toBe(404);
      const res = await cancel(mine.order._id, mine.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(orderResponse.parse(res.json()).data.order.status).toBe('Cancelled by User');
      expect(refusal(await cancel(mine.order._id, mine.token))).toMatchObject({ status: 409 });
    });

    it('claims the e-mail’s guest orders only once it is verified by the e-mailed link, crediting points exactly once', async () => {
      const guest = newGuest();
      const done = await placed(guest);
      const waiting = await placed(guest);
      const move = (id: string, status: string) =>
        t.app.inject({ method: 'PATCH', url: `${API_PREFIX}/staff/orders/${id}/status`, headers: { host: HOST, ...owner.headers }, payload: { status } });
      for (const status of ['Confirmed', 'Preparing', 'Ready for Pickup', 'Completed']) expect((await move(done.order._id, status)).statusCode).toBe(200);
      const [guestAccount] = await t.db.select().from(users).where(eq(users.id, (await t.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, done.order._id)))[0]!.userId));
      expect(guestAccount).toMatchObject({ isGuest: true });
      // A guest earns no points (there is no account to keep them).
      expect((await t.db.select().from(orders).where(eq(orders.id, done.order._id)))[0]!.pointsEarned).toBe(0);

      const diner = await registerDiner(t.app, { email: guest.email });
      const claim = () => t.app.inject({ method: 'POST', url: `${API_PREFIX}/orders/claim`, headers: { host: HOST, ...diner.headers } });
      expect(refusal(await claim())).toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your e-mail address first: open the link we e-mailed you.' });
      expect(await t.db.select().from(orders).where(eq(orders.userId, diner.user._id))).toEqual([]);

      const sent = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/users/me/verify-email`, headers: { host: HOST, ...diner.headers } });
      expect(sent.statusCode).toBe(202);
      const [mail] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'email_verification'), eq(mailOutbox.recipient, guest.email)));
      const link = new URL((mail!.payload as { verifyUrl: string }).verifyUrl);
      expect(link.pathname).toBe('/verify-email');
      const token = link.searchParams.get('token')!;
      expect((await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, diner.user._id)))[0]!.tokenHash).not.toBe(token);
      const confirm = () => t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/verify-email/confirm`, headers: { host: HOST }, payload: { token } });
      const confirmed = await confirm();
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const points = Math.floor(done.order.totalAmount);
      expect(verifyEmailResponse.parse(confirmed.json()).data).toEqual({ emailVerified: true, claim: { claimedOrders: 2, pointsCredited: points } });
      // The link works once; claiming again finds nothing new; the points stay credited once.
      expect(refusal(await confirm())).toMatchObject({ status: 400 });
      expect(claimResponse.parse((await claim()).json()).data.claim).toEqual({ claimedOrders: 0, pointsCredited: 0 });
      const balance = async () => (await t.db.select().from(loyaltyBalances).where(and(eq(loyaltyBalances.userId, diner.user._id), eq(loyaltyBalances.restaurantId, gf.restaurant._id))))[0]?.points;
      expect(await balance()).toBe(points);
      const history = myOrdersResponse.parse((await t.app.inject({ url: `${API_PREFIX}/orders/my-orders`, headers: { host: HOST, ...diner.headers } })).json()).data;
      expect(history.orders.map((o) => o._id).sort()).toEqual([done.order._id, waiting.order._id].sort());
      // The one still open earns its points as it completes, once.
      for (const status of ['Confirmed', 'Preparing', 'Ready for Pickup', 'Completed']) expect((await move(waiting.order._id, status)).statusCode).toBe(200);
      expect(await balance()).toBe(points + Math.floor(waiting.order.totalAmount));
    });
  },
  { clock: () => now },
);
