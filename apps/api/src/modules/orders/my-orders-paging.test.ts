/** GET /orders/my-orders over a seeded history of 25 orders: pages, filters and sorts that add up. */
import { beforeAll, expect, it } from 'vitest';
import { ORDER_STATUSES, myOrdersResponse, type Order, type OrderStatus, type OrderSummary } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { registerDiner, type Session } from '../../test/auth.ts';
import { loadStorefront, placeOrderAs, type Storefront } from '../../test/orders.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { changeOrderStatus } from './status-changes.ts';

const HOST = 'localhost';
const ORDERS = 25;
let now = new Date('2026-06-02T11:00:00Z');

/** Where order i ends up (a staff walk, or the diner's cancel). */
const WALKS: OrderStatus[][] = [
  [],
  ['Confirmed'],
  ['Confirmed', 'Preparing'],
  ['Confirmed', 'Preparing', 'Ready for Pickup', 'Completed'],
  ['Cancelled by User'],
];

describeEachDatabase(
  'GET /orders/my-orders over 25 orders',
  (t: TestApp) => {
    let gf: Storefront;
    let diner: Session;
    const placed: Order[] = [];

    beforeAll(async () => {
      gf = await loadStorefront(t.app, HOST);
      diner = await registerDiner(t.app);
      const salad = gf.byName('House Salad');
      for (let i = 0; i < ORDERS; i++) {
        now = new Date(now.getTime() + 60_000);
        // Quantities 1…25 in a shuffled order, so totals do not follow the dates.
        const quantity = ((i * 7) % ORDERS) + 1;
        const order = await placeOrderAs(t.app, gf, diner, { lines: [{ product: salad, quantity }], orderType: 'Pickup' });
        for (const status of WALKS[i % WALKS.length]!) {
          const by = status === 'Cancelled by User' ? 'diner' : 'staff';
          await changeOrderStatus(t.app, gf.restaurant._id, order._id, status, { now, by });
        }
        placed.push(order);
      }
    });

    async function page(query: string): Promise<{ orders: OrderSummary[]; currentPage: number; totalPages: number; totalOrders: number }> {
      const res = await t.app.inject({ url: `${API_PREFIX}/orders/my-orders?${query}`, headers: { host: HOST, ...diner.headers } });
      expect(res.statusCode, res.body).toBe(200);
      return myOrdersResponse.parse(res.json()).data;
    }

    /** Every page of a query, in order. */
    async function allPages(query: string, limit = 10): Promise<OrderSummary[]> {
      const first = await page(`${query}&limit=${limit}&page=1`);
      const rest = [];
      for (let n = 2; n <= first.totalPages; n++) rest.push(await page(`${query}&limit=${limit}&page=${n}`));
      for (const [i, p] of [first, ...rest].entries()) {
        expect(p.currentPage).toBe(i + 1);
        expect(p.orders.length).toBe(i + 1 < first.totalPages ? limit : first.totalOrders - limit * (first.totalPages - 1));
      }
      return [first, ...rest].flatMap((p) => p.orders);
    }

    it('pages 25 orders 10 at a time, newest first, each once', async () => {
      const first = await page('');
      expect(first).toMatchObject({ currentPage: 1, totalPages: 3, totalOrders: 25 });
      expect(first.orders).toHaveLength(10);
      const all = await allPages('sortBy=createdAt');
      expect(all.map((o) => o._id)).toEqual(placed.map((o) => o._id).reverse());
      const oldestFirst = await allPages('sortBy=createdAt&sortOrder=asc', 7);
      expect(oldestFirst.map((o) => o._id)).toEqual(placed.map((o) => o._id));
    });

    it('sorts by total both ways across pages', async () => {
      const totals = placed.map((o) => o.totalAmount).sort((a, b) => a - b);
      expect((await allPages('sortBy=totalAmount&sortOrder=asc')).map((o) => o.totalAmount)).toEqual(totals);
      expect((await allPages('sortBy=totalAmount&sortOrder=desc', 4)).map((o) => o.totalAmount)).toEqual([...totals].reverse());
    });

    it('sorts by status in workflow order, with no order on two pages', async () => {
      const all = await allPages('sortBy=status&sortOrder=asc', 6);
      const ranks = all.map((o) => ORDER_STATUSES.indexOf(o.status));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(new Set(all.map((o) => o._id)).size).toBe(ORDERS);
      const desc = await allPages('sortBy=status&sortOrder=desc', 6);
      expect(desc.map((o) => o.status)).toEqual([...all.map((o) => o.status)].reverse());
    });

    it('filters by each status, pages within the filter, and "all" means every status', async () => {
      for (const walk of WALKS) {
        const status = walk.at(-1) ?? 'Pending Confirmation';
        const matching = await allPages(`status=${encodeURIComponent(status)}`, 2);
        expect(matching).toHaveLength(5);
        expect(matching.every((o) => o.status === status)).toBe(true);
      }
      expect((await page('status=Delivered')).totalOrders).toBe(0);
      expect((await page('status=all')).totalOrders).toBe(25);
      expect((await page('status=')).totalOrders).toBe(25);
    });
  },
  { clock: () => now, env: { ORDER_RATE_LIMIT_PER_MINUTE: '10000' } },
);
