import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  apiErrorSchema,
  boardOrdersResponse,
  canTransition,
  orderMoveConflictSchema,
  orderResponse,
  promotionsResponse,
  type Order,
  type DomainEvent,
  type OrderEvent,
  type OrderStatus,
  type OrderType,
} from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { loyaltyBalances, orderStatusHistory, promotionRedemptions } from '../../db/schema.ts';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { loadStorefront, placeOrderAs, type Storefront } from '../../test/orders.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';

const HOST = 'localhost';
const TASCA = 'tasca-do-porto.localhost';
const now = new Date('2026-06-02T13:00:00Z');

/** The workflow's way to each status, per order type (Pending Confirmation is where every order starts). */
const PATH_TO: Record<OrderType, Partial<Record<OrderStatus, OrderStatus[]>>> = {
  Pickup: {
    'Pending Confirmation': [],
    Confirmed: ['Confirmed'],
    Preparing: ['Confirmed', 'Preparing'],
    'Ready for Pickup': ['Confirmed', 'Preparing', 'Ready for Pickup'],
    Completed: ['Confirmed', 'Preparing', 'Ready for Pickup', 'Completed'],
    Failed: ['Confirmed', 'Preparing', 'Ready for Pickup', 'Failed'],
    'Cancelled by Restaurant': ['Cancelled by Restaurant'],
  },
  Delivery: {
    'Pending Confirmation': [],
    Confirmed: ['Confirmed'],
    Preparing: ['Confirmed', 'Preparing'],
    'Out for Delivery': ['Confirmed', 'Preparing', 'Out for Delivery'],
    Delivered: ['Confirmed', 'Preparing', 'Out for Delivery', 'Delivered'],
    Failed: ['Confirmed', 'Preparing', 'Out for Delivery', 'Failed'],
    'Cancelled by Restaurant': ['Confirmed', 'Cancelled by Restaurant'],
  },
};

describeEachDatabase(
  'PATCH /staff/orders/{id}/status',
  (t: TestApp) => {
    let gf: Storefront;
    let diner: Session;
    let owner: Session;

    beforeAll(async () => {
      gf = await loadStorefront(t.app, HOST);
      diner = await registerDiner(t.app);
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
    });

    const place = (orderType: OrderType = 'Pickup', session: Session = diner) =>
      placeOrderAs(t.app, gf, session, { lines: [{ product: gf.byName('28-Day Aged Sirloin Steak') }], orderType });

    const patch = (orderId: string, body: unknown, session: Session | null = owner, host = HOST) =>
      t.app.inject({
        method: 'PATCH',
        url: `${API_PREFIX}/staff/orders/${orderId}/status`,
        headers: { host, ...(session?.headers ?? {}) },
        payload: body as object,
      });

    async function move(orderId: string, status: OrderStatus, notes?: string): Promise<Order> {
      const res = await patch(orderId, { status, ...(notes ? { notes } : {}) });
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
      return orderResponse.parse(res.json()).data.order;
    }

    const balance = async (userId: string) => {
      const [row] = await t.db
        .select({ points: loyaltyBalances.points })
        .from(loyaltyBalances)
        .where(and(eq(loyaltyBalances.userId, userId), eq(loyaltyBalances.restaurantId, gf.restaurant._id)));
      return row?.points ?? 0;
    };

    it('walks a delivery order to Delivered, with a history entry per move, earning points once', async () => {
      const order = await place('Delivery'); // £29.00, delivered free over £25 → 29 points
      const start = await balance(diner.user._id);
      for (const status of ['Confirmed', 'Preparing', 'Out for Delivery'] as const) {
        expect((await move(order._id, status)).status).toBe(status);
      }
      expect(await balance(diner.user._id)).toBe(start);
      expect(order.paymentDetails).toEqual({ method: 'Cash on Delivery', paymentStatus: 'Pending', paidAt: null });
      const delivered = await move(order._id, 'Delivered', 'Left with the concierge');
      expect(delivered).toMatchObject({ status: 'Delivered', pointsEarned: 29 });
      // Cash is settled at the door.
      expect(delivered.paymentDetails).toEqual({ method: 'Cash on Delivery', paymentStatus: 'Paid', paidAt: now.toISOString() });
      expect(delivered.statusHistory.map((h) => h.status)).toEqual([
        'Pending Confirmation',
        'Confirmed',
        'Preparing',
        'Out for Delivery',
        'Delivered',
      ]);
      expect(delivered.statusHistory.at(-1)!.notes).toBe('Left with the concierge');
      const again = await patch(order._id, { status: 'Delivered' });
      expect(again.statusCode).toBe(409);
      expect(await balance(diner.user._id)).toBe(start + 29);
      const rows = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order._id));
      expect(rows.map((r) => r.changedByUserId)).toEqual([diner.user._id, ...Array(4).fill(owner.user._id)]);
    });

    it('takes the kitchen’s estimated ready time with Confirmed, and only with Confirmed', async () => {
      const order = await place();
      expect(order.pickupTimeEstimate).toBeNull();
      const tooSoon = await patch(order._id, { status: 'Confirmed', readyInMinutes: 2 });
      expect(tooSoon.statusCode).toBe(400);
      expect(apiErrorSchema.parse(tooSoon.json()).message).toBe('Ready in must be at least 5 minutes.');
      const res = await patch(order._id, { status: 'Confirmed', readyInMinutes: 20 });
      expect(res.statusCode, res.body).toBe(200);
      const confirmed = orderResponse.parse(res.json()).data.order;
      expect(confirmed.pickupTimeEstimate).toBe(new Date(now.getTime() + 20 * 60_000).toISOString());
      const late = await patch(order._id, { status: 'Preparing', readyInMinutes: 30 });
      expect(late.statusCode).toBe(400);
      expect(apiErrorSchema.parse(late.json()).message).toBe('A ready time can only be given when confirming an order.');
    });

    it('promises a scheduled order for its slot when accepted without a ready time or with a sooner one, and for what staff say when later', async () => {
      const slot = new Date(now.getTime() + 3 * 60 * 60_000);
      const scheduled = () => placeOrderAs(t.app, gf, diner, { lines: [{ product: gf.byName('House Salad') }], orderType: 'Pickup', isASAP: false, scheduledAt: slot });
      const atSlot = await move((await scheduled())._id, 'Confirmed');
      expect(atSlot.pickupTimeEstimate).toBe(slot.toISOString());
      // Never sooner than its slot: 45 minutes keeps the slot, 200 minutes (after it) is promised.
      const sooner = await patch((await scheduled())._id, { status: 'Confirmed', readyInMinutes: 45 });
      expect(orderResponse.parse(sooner.json()).data.order.pickupTimeEstimate).toBe(slot.toISOString());
      const res = await patch((await scheduled())._id, { status: 'Confirmed', readyInMinutes: 200 });
      expect(orderResponse.parse(res.json()).data.order.pickupTimeEstimate).toBe(new Date(now.getTime() + 200 * 60_000).toISOString());
      // ASAP without a ready time: nothing is promised.
      expect((await move((await place())._id, 'Confirmed')).pickupTimeEstimate).toBeNull();
    });

    it('refuses a move made from a status the order has left: 409 ORDER_MOVED_ON with the order as it is now', async () => {
      const order = await place('Delivery');
      const accepted = await patch(order._id, { status: 'Confirmed', fromStatus: 'Pending Confirmation', readyInMinutes: 20 });
      expect(accepted.statusCode, accepted.body).toBe(200);
      // The second tablet still shows it as new and presses Reject.
      const rejected = await patch(order._id, { status: 'Cancelled by Restaurant', fromStatus: 'Pending Confirmation', notes: 'Too busy' });
      expect(rejected.statusCode).toBe(409);
      const refusal = orderMoveConflictSchema.parse(rejected.json());
      expect(refusal).toMatchObject({ code: 'ORDER_MOVED_ON', message: `Order #${order.orderNumber} has already moved on: it is Confirmed now.` });
      expect(refusal.order).toMatchObject({ _id: order._id, status: 'Confirmed' });
      const rows = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order._id));
      expect(rows.map((r) => r.status)).toEqual(['Pending Confirmation', 'Confirmed']);
    });

    it('two tablets press Accept and Reject at once from Pending Confirmation: exactly one 200, the other 409 with the current state', async () => {
      for (let round = 0; round < 3; round++) {
        const order = await place('Delivery');
        const answers = await Promise.all([
          patch(order._id, { status: 'Confirmed', fromStatus: 'Pending Confirmation' }),
          patch(order._id, { status: 'Cancelled by Restaurant', fromStatus: 'Pending Confirmation', notes: 'Out of steak' }),
        ]);
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
        const winner = orderResponse.parse(answers.find((a) => a.statusCode === 200)!.json()).data.order;
        const loser = orderMoveConflictSchema.parse(answers.find((a) => a.statusCode === 409)!.json());
        expect(loser.code).toBe('ORDER_MOVED_ON');
        expect(loser.order?.status).toBe(winner.status);
        const rows = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order._id));
        expect(rows).toHaveLength(2);
      }
    });

    it('names who moved an order on the staff’s copies, never on the diner’s', async () => {
      const order = await place();
      const confirmed = await move(order._id, 'Confirmed');
      expect(confirmed.statusHistory.map((h) => h.changedBy)).toEqual([null, 'Test Owner']);
      const board = await t.app.inject({ url: `${API_PREFIX}/staff/orders`, headers: { host: HOST, ...owner.headers } });
      const onBoard = boardOrdersResponse.parse(board.json()).data.orders.find((o) => o._id === order._id)!;
      expect(onBoard.statusHistory.at(-1)?.changedBy).toBe('Test Owner');
      const mine = await t.app.inject({ url: `${API_PREFIX}/orders/${order._id}`, headers: { host: HOST, ...diner.headers } });
      expect(mine.body).not.toContain('Test Owner');
      expect(mine.body).not.toContain('changedBy');
    });

    it('marks a cash pickup paid when it is collected', async () => {
      const order = await placeOrderAs(t.app, gf, diner, {
        lines: [{ product: gf.byName('House Salad') }],
        orderType: 'Pickup',
        paymentMethod: 'Cash on Delivery',
      });
      expect(order.paymentDetails).toMatchObject({ paymentStatus: 'Pending', paidAt: null });
      for (const status of ['Confirmed', 'Preparing', 'Ready for Pickup'] as const) await move(order._id, status);
      const completed = await move(order._id, 'Completed');
      expect(completed.paymentDetails).toMatchObject({ method: 'Cash on Delivery', paymentStatus: 'Paid' });
    });

    it('earns points exactly once even when Completed is sent twice at the same moment', async () => {
      const order = await place('Pickup'); // £29.00 → 29 points
      for (const status of ['Confirmed', 'Preparing', 'Ready for Pickup'] as const) await move(order._id, status);
      const start = await balance(diner.user._id);
      const answers = await Promise.all([patch(order._id, { status: 'Completed' }), patch(order._id, { status: 'Completed' })]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((a) => a.statusCode === 409)!;
      expect(apiErrorSchema.parse(refused.json()).message).toBe('An order that is Completed cannot be changed to Completed.');
      expect(await balance(diner.user._id)).toBe(start + 29);
      const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order._id));
      expect(history.filter((h) => h.status === 'Completed')).toHaveLength(1);
    });

    for (const orderType of ['Pickup', 'Delivery'] as const) {
      it(`allows every move of the workflow and refuses every other with a 409 naming both statuses (${orderType})`, async () => {
        for (const [from, path] of Object.entries(PATH_TO[orderType]) as [OrderStatus, OrderStatus[]][]) {
          const order = await place(orderType);
          for (const step of path) await move(order._id, step);
          for (const to of ORDER_STATUSES) {
            if (canTransition(from, to, orderType, 'staff')) continue;
            const res = await patch(order._id, { status: to });
            expect(res.statusCode, `${orderType} ${from} → ${to}`).toBe(409);
            expect(apiErrorSchema.parse(res.json()).message).toBe(`An order that is ${from} cannot be changed to ${to}.`);
          }
          for (const to of ORDER_STATUSES.filter((to) => canTransition(from, to, orderType, 'staff'))) {
            const fresh = await place(orderType);
            for (const step of path) await move(fresh._id, step);
            expect((await move(fresh._id, to)).status).toBe(to);
          }
        }
      });
    }

    it('lets Owner, Manager and Staff move orders; a diner gets 403, staff of another restaurant 404, a stranger 401', async () => {
      const manager = await registerStaff(t.app, t.db, gf.restaurant._id, 'Manager');
      const staff = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
      const tasca = await loadStorefront(t.app, TASCA);
      const tascaOwner = await registerStaff(t.app, t.db, tasca.restaurant._id, 'Owner');
      const order = await place('Pickup');

      const byDiner = await patch(order._id, { status: 'Confirmed' }, diner);
      expect(byDiner.statusCode).toBe(403);
      expect(apiErrorSchema.parse(byDiner.json()).message).toBe("This is for the restaurant's staff only.");
      expect((await patch(order._id, { status: 'Confirmed' }, tascaOwner)).statusCode).toBe(404);
      expect((await patch(order._id, { status: 'Confirmed' }, null)).statusCode).toBe(401);
      // On Tasca's site Tasca's owner is staff, but this order is not Tasca's.
      expect((await patch(order._id, { status: 'Confirmed' }, tascaOwner, TASCA)).statusCode).toBe(404);
      expect((await patch(randomUUID(), { status: 'Confirmed' })).statusCode).toBe(404);
      expect((await patch('not-an-id', { status: 'Confirmed' })).statusCode).toBe(404);

      expect((await patch(order._id, { status: 'Confirmed' }, staff)).statusCode).toBe(200);
      expect((await patch(order._id, { status: 'Preparing' }, manager)).statusCode).toBe(200);
      expect((await patch(order._id, { status: 'Ready for Pickup' }, owner)).statusCode).toBe(200);
    });

    it('refuses a status that does not exist, staff cancelling as the diner, and overlong notes with 400/409', async () => {
      const order = await place('Pickup');
      const unknown = await patch(order._id, { status: 'Eaten' });
      expect(unknown.statusCode).toBe(400);
      expect(apiErrorSchema.parse(unknown.json()).message).toContain('Status must be one of: Awaiting Payment, Pending Confirmation');
      expect((await patch(order._id, {})).statusCode).toBe(400);
      expect((await patch(order._id, { status: 'Confirmed', notes: 'x'.repeat(501) })).statusCode).toBe(400);
      const asDiner = await patch(order._id, { status: 'Cancelled by User' });
      expect(asDiner.statusCode).toBe(409);
    });

    it("shows the restaurant's reason to the diner, returns spent points and releases the promotion use", async () => {
      const rewardRes = await t.app.inject({ url: `${API_PREFIX}/promotions/public`, headers: { host: HOST } });
      const reward = promotionsResponse.parse(rewardRes.json()).data.promotions.find((p) => p.pointsCost > 0)!;
      const rich = await registerDiner(t.app);
      await t.db.insert(loyaltyBalances).values({ userId: rich.user._id, restaurantId: gf.restaurant._id, points: 500 });
      const order = await placeOrderAs(t.app, gf, rich, {
        lines: [{ product: gf.byName('28-Day Aged Sirloin Steak') }],
        promotion: reward,
      });
      expect(await balance(rich.user._id)).toBe(500 - reward.pointsCost);
      await move(order._id, 'Confirmed');
      await move(order._id, 'Cancelled by Restaurant', 'We have run out of steak tonight, sorry.');
      expect(await balance(rich.user._id)).toBe(500);
      const uses = await t.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.orderId, order._id));
      expect(uses).toHaveLength(0);

      const seen = await t.app.inject({ url: `${API_PREFIX}/orders/${order._id}`, headers: { host: HOST, ...rich.headers } });
      const { order: shown } = orderResponse.parse(seen.json()).data;
      expect(shown.status).toBe('Cancelled by Restaurant');
      expect(shown.statusHistory.at(-1)).toMatchObject({
        status: 'Cancelled by Restaurant',
        notes: 'We have run out of steak tonight, sorry.',
      });
    });

    it('lets exactly one of two moves at once win; the other is 409 and publishes nothing', async () => {
      const published: DomainEvent[] = [];
      const stop = t.app.events.subscribe((event) => {
        published.push(event);
      });
      try {
        for (let round = 0; round < 3; round++) {
          const order = await place('Pickup');
          for (const status of ['Confirmed', 'Preparing', 'Ready for Pickup'] as const) await move(order._id, status);
          published.length = 0;
          // Two tablets on the pass: one hands the order over, the other marks it not collected.
          const answers = await Promise.all([
            patch(order._id, { status: 'Completed' }),
            patch(order._id, { status: 'Failed', notes: 'Not collected' }),
          ]);
          expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
          const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order._id));
          expect(history).toHaveLength(5);
          expect(published).toHaveLength(1);
          const winner = orderResponse.parse(answers.find((a) => a.statusCode === 200)!.json()).data.order;
          expect(published[0]).toMatchObject({ type: 'order.status_changed', from: 'Ready for Pickup', changedBy: 'staff' });
          expect((published[0] as OrderEvent).order).toEqual(winner);
        }
      } finally {
        stop();
      }
    });
  },
  { clock: () => now, env: { ORDER_RATE_LIMIT_PER_MINUTE: '10000' } },
);
