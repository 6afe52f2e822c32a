import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { apiErrorSchema, myOrdersResponse, orderResponse, type Order } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { registerDiner, type Session } from '../../test/auth.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { changeOrderStatus } from './status-changes.ts';
import { loadStorefront, orderBody, type Storefront } from '../../test/orders.ts';

const HOST = 'localhost';
let now = new Date('2026-06-02T13:00:00Z');

function get(t: TestApp, path: string, session: Session | null, host = HOST) {
  return t.app.inject({ url: `${API_PREFIX}/orders${path}`, headers: { host, ...(session?.headers ?? {}) } });
}

describeEachDatabase(
  'GET /orders/my-orders and /orders/{id}',
  (t) => {
    let gf: Storefront;
    let diner: Session;
    let stranger: Session;
    const placed: Order[] = [];
    // Totals £4.00 … £14.00 (House Salad × n, pickup), one minute apart.
    const quantities = [1, 3, 2, 0.5, 1.5].map((x) => x * 2);

    beforeAll(async () => {
      gf = await loadStorefront(t.app, HOST);
      diner = await registerDiner(t.app);
      stranger = await registerDiner(t.app);
      for (const quantity of quantities) {
        now = new Date(now.getTime() + 60_000);
        const res = await t.app.inject({
          method: 'POST',
          url: `${API_PREFIX}/orders`,
          headers: { host: HOST, 'idempotency-key': randomUUID(), ...diner.headers },
          payload: orderBody(gf, { lines: [{ product: gf.byName('House Salad'), quantity }], orderType: 'Pickup' }),
        });
        expect(res.statusCode, res.body).toBe(201);
        placed.push(orderResponse.parse(res.json()).data.order);
      }
      await changeOrderStatus(t.app, gf.restaurant._id, placed[0]!._id, 'Confirmed', { now, by: 'staff' });
      await changeOrderStatus(t.app, gf.restaurant._id, placed[1]!._id, 'Cancelled by User', { now, by: 'diner' });
      const theirs = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/orders`,
        headers: { host: HOST, 'idempotency-key': randomUUID(), ...stranger.headers },
        payload: orderBody(gf, { lines: [{ product: gf.byName('House Salad') }], orderType: 'Pickup' }),
      });
      expect(theirs.statusCode).toBe(201);
    });

    it('lists the diner’s orders newest first, 10 a page by default', async () => {
      const res = await get(t, '/my-orders', diner);
      expect(res.statusCode, res.body).toBe(200);
      const data = myOrdersResponse.parse(res.json()).data;
      expect(data).toMatchObject({ currentPage: 1, totalPages: 1, totalOrders: 5 });
      expect(data.orders.map((o) => o._id)).toEqual(placed.map((o) => o._id).reverse());
      expect(data.orders.at(-1)).toMatchObject({
        status: 'Confirmed',
        totalAmount: 8,
        lineCount: 1,
        itemCount: 2,
        itemNames: ['House Salad'],
      });
      // A card, not the order: lines and options stay on GET /orders/{id}.
      expect(data.orders.at(-1)).not.toHaveProperty('items');
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('keeps a page of history small however large the orders are (3 orders of 100 lines: under 50 KB)', async () => {
      const big = await registerDiner(t.app);
      const dishes = gf.products.filter((p) => p.isAvailable && p.options.length === 0).slice(0, 5);
      for (let n = 0; n < 3; n++) {
        const lines = Array.from({ length: 100 }, (_, i) => ({ product: dishes[i % dishes.length]!, quantity: 99 }));
        const res = await t.app.inject({
          method: 'POST',
          url: `${API_PREFIX}/orders`,
          headers: { host: HOST, 'idempotency-key': randomUUID(), ...big.headers },
          payload: orderBody(gf, { lines, orderType: 'Pickup' }),
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const res = await get(t, '/my-orders?limit=50', big);
      expect(res.statusCode).toBe(200);
      expect(Buffer.byteLength(res.body)).toBeLessThan(50 * 1024);
      const data = myOrdersResponse.parse(res.json()).data;
      expect(data.orders).toHaveLength(3);
      expect(data.orders[0]).toMatchObject({ lineCount: 100, itemCount: 9900, itemNames: dishes.slice(0, 3).map((d) => d.name) });
    });

    it('pages, filters by status and sorts by total or status', async () => {
      const page2 = myOrdersResponse.parse((await get(t, '/my-orders?page=2&limit=2', diner)).json()).data;
      expect(page2).toMatchObject({ currentPage: 2, totalPages: 3, totalOrders: 5 });
      expect(page2.orders.map((o) => o._id)).toEqual([placed[2]!._id, placed[1]!._id]);

      const pending = myOrdersResponse.parse(
        (await get(t, `/my-orders?status=${encodeURIComponent('Pending Confirmation')}`, diner)).json(),
      ).data;
      expect(pending.totalOrders).toBe(3);
      expect(pending.orders.every((o) => o.status === 'Pending Confirmation')).toBe(true);

      const byTotal = myOrdersResponse.parse((await get(t, '/my-orders?sortBy=totalAmount&sortOrder=asc', diner)).json()).data;
      expect(byTotal.orders.map((o) => o.totalAmount)).toEqual([4, 8, 12, 16, 24]);

      const byStatus = myOrdersResponse.parse((await get(t, '/my-orders?sortBy=status&sortOrder=asc', diner)).json()).data;
      expect(byStatus.orders.map((o) => o.status)).toEqual([
        'Pending Confirmation',
        'Pending Confirmation',
        'Pending Confirmation',
        'Confirmed',
        'Cancelled by User',
      ]);

      const beyond = myOrdersResponse.parse((await get(t, '/my-orders?page=9', diner)).json()).data;
      expect(beyond).toMatchObject({ orders: [], currentPage: 9, totalPages: 1, totalOrders: 5 });
    });

    it.each([
      ['limit=51', 'limit must be at most 50.'],
      ['limit=0', 'limit must be at least 1.'],
      ['page=0', 'page must be at least 1.'],
      ['sortBy=name', 'sortBy must be createdAt, totalAmount or status.'],
      ['sortOrder=up', "sortOrder must be 'asc' or 'desc'."],
      ['status=Lost', 'status must be an order status.'],
    ])('refuses %s with 400', async (query, message) => {
      const res = await get(t, `/my-orders?${query}`, diner);
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message).toBe(message);
    });

    it('shows nothing of another diner or another restaurant', async () => {
      const theirs = myOrdersResponse.parse((await get(t, '/my-orders', stranger)).json()).data;
      expect(theirs.totalOrders).toBe(1);
      const elsewhere = myOrdersResponse.parse((await get(t, '/my-orders', diner, 'tasca-do-porto.localhost')).json()).data;
      expect(elsewhere).toMatchObject({ orders: [], totalOrders: 0, totalPages: 0 });
      expect((await get(t, '/my-orders', null)).statusCode).toBe(401);
    });

    it("answers one of the diner's orders, and 404 for anyone else's, an unknown or a malformed id", async () => {
      const res = await get(t, `/${placed[0]!._id}`, diner);
      expect(res.statusCode, res.body).toBe(200);
      const order = orderResponse.parse(res.json()).data.order;
      expect(order).toMatchObject({ _id: placed[0]!._id, status: 'Confirmed' });
      expect(order.statusHistory.map((h) => h.status)).toEqual(['Pending Confirmation', 'Confirmed']);

      for (const [session, path, host] of [
        [stranger, `/${placed[0]!._id}`, HOST],
        [diner, `/${randomUUID()}`, HOST],
        [diner, '/not-a-uuid', HOST],
        [diner, `/${placed[0]!._id}`, 'tasca-do-porto.localhost'],
      ] as const) {
        const miss = await get(t, path, session, host);
        expect(miss.statusCode).toBe(404);
        expect(apiErrorSchema.parse(miss.json()).message).toBe('Order not found.');
      }
      const blank = await get(t, '/%20', diner);
      expect(blank.statusCode).toBe(400);
      expect(apiErrorSchema.parse(blank.json()).message).toBe('Order ID is required.');
    });
  },
  { clock: () => now },
);
