/**
 * Phone and counter orders (issue 29) and taking a full slot by hand (issue 28): POST
 * /staff/orders prices, checks and stores through the storefront's pipeline, for the Host's
 * restaurant's Owner, Manager and Staff; a full slot is refused unless `overrideCapacity`, which is
 * audited and never open to diners.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { apiErrorSchema, auditLogResponse, boardOrdersResponse, myOrdersResponse, placedOrderResponse, type PlaceOrderBody } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { mailOutbox, orders } from '../../db/schema.ts';
import { DEMO_OWNER } from '../../provisioning/demo-seed/index.ts';
import { loginAs, registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { HOST, post, setCapacity } from '../../test/capacity.ts';
import { loadStorefront, orderBody, TEST_ADDRESS, type OrderSpec, type Storefront } from '../../test/orders.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';

// Tuesday 2 June 2026, 14:00 in London: The Golden Fork is open.
const now = new Date('2026-06-02T13:00:00Z');
const SEVEN_PM = '2026-06-02T18:00:00.000Z';
const CALLER = { name: 'Mrs Phone, "Regular"', phone: '020 7946 0321', email: 'caller@example.com' };

describeEachDatabase(
  'phone and counter orders',
  (t: TestApp) => {
    let store: Storefront;
    let diner: Session;
    let staff: Session;
    let manager: Session;
    let owner: Session;

    const phoneOrder = (spec: OrderSpec, extra: Record<string, unknown> = {}) => ({ ...orderBody(store, spec), customer: CALLER, channel: 'phone', ...extra });
    const enter = (session: Session | null, body: object, key: string = randomUUID(), host = HOST) =>
      t.app.inject({ method: 'POST', url: `${API_PREFIX}/staff/orders`, headers: { host, 'idempotency-key': key, ...(session?.headers ?? {}) }, payload: body });
    const refusal = (res: { statusCode: number; json: () => unknown; body: string }) => ({ status: res.statusCode, ...apiErrorSchema.parse(res.json()) });

    beforeAll(async () => {
      store = await loadStorefront(t.app, HOST);
      diner = await registerDiner(t.app);
      staff = await registerStaff(t.app, t.db, store.restaurant._id, 'Staff');
      manager = await registerStaff(t.app, t.db, store.restaurant._id, 'Manager');
      owner = await loginAs(t.app, DEMO_OWNER);
    });
    beforeEach(async () => {
      await setCapacity(t.app, t.db, null);
    });

    it('prices an order with options and the offers exactly as the storefront does, tagged with its channel and caller, and puts it on the board', async () => {
      const withOptions = store.products.find((p) => p.options.length > 0)!;
      const spec: OrderSpec = { lines: [{ product: withOptions, quantity: 2 }, { product: store.products[0]! }], orderType: 'Delivery', paymentMethod: 'Cash on Delivery' };
      const online = placedOrderResponse.parse((await post(t.app, diner, orderBody(store, spec) as PlaceOrderBody)).json()).data.order;

      const res = await enter(staff, phoneOrder(spec));
      expect(res.statusCode, res.body).toBe(201);
      const order = placedOrderResponse.parse(res.json()).data.order;
      expect(order).toMatchObject({
        subtotal: online.subtotal,
        discountAmount: online.discountAmount,
        deliveryFee: online.deliveryFee,
        totalAmount: online.totalAmount,
        channel: 'phone',
        status: 'Pending Confirmation',
        customerName: CALLER.name,
        contactPhone: CALLER.phone,
        deliveryAddress: expect.objectContaining({ street: TEST_ADDRESS.street }),
        paymentDetails: expect.objectContaining({ method: 'Cash on Delivery', paymentStatus: 'Pending' }),
      });
      expect(order.items.map((i) => [i.productName, i.quantity, i.selectedOptions])).toEqual(online.items.map((i) => [i.productName, i.quantity, i.selectedOptions]));

      const board = boardOrdersResponse.parse((await t.app.inject({ url: `${API_PREFIX}/staff/orders`, headers: { host: HOST, ...owner.headers } })).json()).data.orders;
      expect(board.find((o) => o._id === order._id)).toMatchObject({ channel: 'phone', customerName: CALLER.name });
      // The caller is e-mailed; the staff account that owns it is not, and never sees it as its own.
      const mail = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'order_received'), eq(mailOutbox.recipient, CALLER.email)));
      expect(mail).toHaveLength(1);
      expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, staff.user.email))).toEqual([]);
      const mine = myOrdersResponse.parse((await t.app.inject({ url: `${API_PREFIX}/orders/my-orders`, headers: { host: HOST, ...staff.headers } })).json());
      expect(JSON.stringify(mine)).not.toContain(order._id);
      expect((await t.app.inject({ url: `${API_PREFIX}/orders/${order._id}`, headers: { host: HOST, ...staff.headers } })).statusCode).toBe(404);

      // Accepted and finished: the status e-mail goes to the caller; no points for anyone.
      const move = (status: string, fromStatus: string) =>
        t.app.inject({ method: 'PATCH', url: `${API_PREFIX}/staff/orders/${order._id}/status`, headers: { host: HOST, ...staff.headers }, payload: { status, fromStatus } });
      expect((await move('Confirmed', 'Pending Confirmation')).statusCode).toBe(200);
      const statusMail = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'order_status'), eq(mailOutbox.recipient, CALLER.email)));
      expect(statusMail).toHaveLength(1);
      for (const [to, from] of [['Preparing', 'Confirmed'], ['Out for Delivery', 'Preparing'], ['Delivered', 'Out for Delivery']] as const) expect((await move(to, from)).statusCode).toBe(200);
      const [stored] = await t.db.select({ pointsEarned: orders.pointsEarned, customerEmail: orders.customerEmail, userId: orders.userId }).from(orders).where(eq(orders.id, order._id));
      expect(stored).toEqual({ pointsEarned: 0, customerEmail: CALLER.email, userId: staff.user._id });
    });

    it('a counter order without an e-mail sends no confirmation; the same key answers the same order, another body is 422', async () => {
      const body = { ...phoneOrder({ lines: [{ product: store.products[0]! }], orderType: 'Pickup', paymentMethod: 'Cash on Delivery' }), channel: 'counter', customer: { name: 'Walk-in', phone: '07700 900456' } };
      const key = randomUUID();
      const first = await enter(manager, body, key);
      expect(first.statusCode, first.body).toBe(201);
      const order = placedOrderResponse.parse(first.json()).data.order;
      expect(order).toMatchObject({ channel: 'counter', customerName: 'Walk-in' });
      const again = await enter(manager, body, key);
      expect(again.statusCode).toBe(200);
      expect(placedOrderResponse.parse(again.json()).data.order._id).toBe(order._id);
      expect(refusal(await enter(manager, { ...body, customerNotes: 'Changed' }, key))).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
      const received = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_received'));
      expect(received.filter((m) => JSON.stringify(m.payload).includes(order._id))).toEqual([]);
    });

    it('refuses what a phone order may not be, with a message a person can act on', async () => {
      const pickup: OrderSpec = { lines: [{ product: store.products[0]! }], orderType: 'Pickup', paymentMethod: 'Cash on Delivery' };
      const cases: [object, number, string][] = [
        [phoneOrder({ ...pickup, paymentMethod: 'Online Payment' }), 400, 'Phone and counter orders are paid in cash or on collection, not by card.'],
        [phoneOrder(pickup, { customer: { name: ' ', phone: '020 7946 0321' } }), 400, "Please enter the customer's name."],
        [phoneOrder(pickup, { customer: { name: 'Ana', phone: '12' } }), 400, 'Valid phone number required.'],
        [phoneOrder(pickup, { customer: { name: 'Ana', phone: '020 7946 0321', email: 'not-an-email' } }), 400, 'Please enter a valid email'],
        [phoneOrder(pickup, { channel: 'online' }), 400, "Channel must be 'phone' or 'counter'."],
        [phoneOrder(pickup, { totalAmount: 0.01 }), 409, ''],
        [phoneOrder({ ...pickup, isASAP: false, scheduledAt: '2026-06-02T23:30:00Z' }), 400, ''],
      ];
      for (const [body, status, message] of cases) {
        const answer = refusal(await enter(staff, body));
        expect(answer.status, JSON.stringify(answer)).toBe(status);
        if (message) expect(answer.message.toLowerCase()).toContain(message.toLowerCase().replace(/\.$/, ''));
        else expect(answer.message.length).toBeGreaterThan(0);
      }
      expect(refusal(await enter(staff, phoneOrder(pickup), '')).status).toBe(400);
    });

    it('is for the Host’s restaurant’s Owner, Manager and Staff only', async () => {
      const body = phoneOrder({ lines: [{ product: store.products[0]! }], orderType: 'Pickup', paymentMethod: 'Cash on Delivery' });
      expect((await enter(null, body)).statusCode).toBe(401);
      expect((await enter(diner, body)).statusCode).toBe(403);
      expect((await enter(staff, body, randomUUID(), 'tasca-do-porto.localhost')).statusCode).toBe(404);
      for (const who of [owner, manager, staff]) expect((await enter(who, body)).statusCode).toBe(201);
    });

    it('a full slot is refused; overrideCapacity takes it anyway and is audited; a diner cannot override', async () => {
      await setCapacity(t.app, t.db, { slotMinutes: 15, leadMinutes: 20, pickup: { maxOrdersPerSlot: 1 } });
      const atSeven: OrderSpec = { lines: [{ product: store.products[0]! }], orderType: 'Pickup', isASAP: false, scheduledAt: SEVEN_PM, paymentMethod: 'Cash on Delivery' };
      expect((await enter(staff, phoneOrder(atSeven))).statusCode).toBe(201);
      expect(refusal(await enter(staff, phoneOrder(atSeven)))).toMatchObject({ status: 409, code: 'SLOT_FULL', message: 'That time has just filled up. Please choose another.' });
      const diners = await post(t.app, diner, { ...(orderBody(store, atSeven) as PlaceOrderBody), overrideCapacity: true } as PlaceOrderBody);
      expect(refusal(diners)).toMatchObject({ status: 409, code: 'SLOT_FULL' });

      const taken = await enter(staff, phoneOrder(atSeven, { overrideCapacity: true }));
      expect(taken.statusCode, taken.body).toBe(201);
      const order = placedOrderResponse.parse(taken.json()).data.order;
      const held = await t.db.select({ id: orders.id }).from(orders).where(and(eq(orders.restaurantId, store.restaurant._id), eq(orders.slotStartsAt, new Date(SEVEN_PM))));
      expect(held).toHaveLength(2);
      const entries = auditLogResponse.parse((await t.app.inject({ url: `${API_PREFIX}/staff/audit`, headers: { host: HOST, ...owner.headers } })).json()).data.entries;
      const entry = entries.find((e) => e.entity === 'order' && e.entityId === order._id);
      expect(entry).toMatchObject({ action: 'overbooked', by: { _id: staff.user._id }, after: expect.objectContaining({ orderNumber: order.orderNumber, maxOrders: 1, channel: 'phone' }) });
      // A slot with room: the override is not needed, and nothing is audited.
      const eight = await enter(staff, phoneOrder({ ...atSeven, scheduledAt: '2026-06-02T19:00:00.000Z' }, { overrideCapacity: true }));
      const roomy = placedOrderResponse.parse(eight.json()).data.order;
      const after = auditLogResponse.parse((await t.app.inject({ url: `${API_PREFIX}/staff/audit`, headers: { host: HOST, ...owner.headers } })).json()).data.entries;
      expect(after.find((e) => e.entityId === roomy._id)).toBeUndefined();
    });
  },
  { clock: () => now, env: { ORDER_RATE_LIMIT_PER_MINUTE: '1000' } },
);
