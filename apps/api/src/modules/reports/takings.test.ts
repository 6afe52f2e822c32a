/** The day's takings and the orders export (issue 29): days on the restaurant's wall clock, sums that add up, CSV a parser reads back. */
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { apiErrorSchema, takingsResponse, toMinor, type Order, type StaffRole } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { orders } from '../../db/schema.ts';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { loadStorefront, placeOrderAs, type Storefront } from '../../test/orders.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { changeOrderStatus } from '../orders/status-changes.ts';
import type { ORDERS_CSV_COLUMNS } from './orders-csv.ts';

const HOST = 'localhost';
const TASCA = 'tasca-do-porto.localhost';
// Orders are placed on an open Tuesday, then moved to the days around the autumn clock change
// (Sunday 25 October 2026: 02:00 BST becomes 01:00 GMT, so the day has 25 hours).
const now = new Date('2026-06-02T13:00:00Z');
const NAME = 'Zoë O\'Brien, "the Chef"';

describeEachDatabase(
  'the day’s takings',
  (t: TestApp) => {
    let gf: Storefront;
    let diner: Session;
    const staff = {} as Record<StaffRole, Session>;
    let tascaOwner: Session;
    /** Placed (UTC) → which day of London's it belongs to. */
    const placed: { order: Order; at: string; day: string }[] = [];
    let cancelled: Order;

    const get = (url: string, session: Session | null, host = HOST) =>
      t.app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers: { host, ...(session?.headers ?? {}) } });
    const takings = async (from: string, to: string) => {
      const res = await get(`/staff/reports/takings?from=${from}&to=${to}`, staff.Manager);
      expect(res.statusCode, res.body).toBe(200);
      return takingsResponse.parse(res.json()).data.takings;
    };
    const moveTo = async (order: Order, at: string) => {
      await t.db.update(orders).set({ createdAt: new Date(at) }).where(eq(orders.id, order._id));
    };

    beforeAll(async () => {
      gf = await loadStorefront(t.app, HOST);
      diner = await registerDiner(t.app, { name: NAME });
      for (const role of ['Owner', 'Manager', 'Staff'] as const) staff[role] = await registerStaff(t.app, t.db, gf.restaurant._id, role);
      tascaOwner = await registerStaff(t.app, t.db, (await loadStorefront(t.app, TASCA)).restaurant._id, 'Owner');
      const pizza = { product: gf.byName('Margherita'), quantity: 2, choose: ['Large 12"', 'Pepperoni'] };
      const salad = { product: gf.byName('House Salad') };
      const plan: { lines: (typeof pizza | typeof salad)[]; orderType: 'Pickup' | 'Delivery'; at: string; day: string }[] = [
        { lines: [salad], orderType: 'Pickup', at: '2026-10-24T22:59:00Z', day: '2026-10-24' }, // 23:59 BST
        { lines: [pizza, salad], orderType: 'Pickup', at: '2026-10-24T23:30:00Z', day: '2026-10-25' }, // 00:30 BST
        { lines: [pizza], orderType: 'Delivery', at: '2026-10-25T00:30:00Z', day: '2026-10-25' }, // 01:30 BST, the first time
        { lines: [salad, salad], orderType: 'Pickup', at: '2026-10-25T01:30:00Z', day: '2026-10-25' }, // 01:30 GMT, the second
        { lines: [pizza], orderType: 'Delivery', at: '2026-10-25T23:30:00Z', day: '2026-10-25' }, // 23:30 GMT
        { lines: [salad], orderType: 'Pickup', at: '2026-10-26T00:00:00Z', day: '2026-10-26' }, // midnight GMT
      ];
      for (const step of plan) {
        const order = await placeOrderAs(t.app, gf, diner, { lines: step.lines, orderType: step.orderType, customerNotes: 'Ring twice, please' });
        await moveTo(order, step.at);
        placed.push({ order, at: step.at, day: step.day });
      }
      cancelled = await placeOrderAs(t.app, gf, diner, { lines: [pizza], orderType: 'Pickup' });
      await changeOrderStatus(t.app, gf.restaurant._id, cancelled._id, 'Cancelled by Restaurant', { now, by: 'staff', notes: 'Out of dough' });
      await moveTo(cancelled, '2026-10-25T12:00:00Z');
      // A card refund given back on the last order of the day (the payments module writes this figure).
      await t.db.update(orders).set({ amountRefundedMinor: 250 }).where(eq(orders.id, placed[4]!.order._id));
    });

    it('adds up a day across the autumn clock change: its 25 hours, and nothing of the days beside it', async () => {
      const day = placed.filter((p) => p.day === '2026-10-25').map((p) => p.order);
      const sum = (pick: (o: Order) => number) => day.reduce((total, o) => total + toMinor(pick(o)), 0);
      const report = await takings('2026-10-25', '2026-10-25');
      expect(report).toMatchObject({ from: '2026-10-25', to: '2026-10-25', timeZone: 'Europe/London', currencySymbol: '£', orders: 4 });
      expect(toMinor(report.revenue)).toBe(sum((o) => o.totalAmount));
      expect(toMinor(report.discounts)).toBe(sum((o) => o.discountAmount));
      expect(toMinor(report.deliveryFees)).toBe(sum((o) => o.deliveryFee));
      expect(report.refunds).toBe(2.5);
      expect(toMinor(report.net)).toBe(sum((o) => o.totalAmount) - 250);
      expect(toMinor(report.averageOrder)).toBe(Math.round(sum((o) => o.totalAmount) / 4));
      expect(report.cancelled).toEqual({ orders: 1, revenue: cancelled.totalAmount });
      expect(report.byDay).toEqual([{ date: '2026-10-25', orders: 4, revenue: report.revenue }]);
      expect(report.byChannel).toEqual([{ channel: 'online', orders: 4, revenue: report.revenue }]);
      const pickups = day.filter((o) => o.orderType === 'Pickup');
      const deliveries = day.filter((o) => o.orderType === 'Delivery');
      const revenueOf = (some: Order[]) => some.reduce((total, o) => total + toMinor(o.totalAmount), 0) / 100;
      // The restaurant's one cash method, 'Cash on Delivery', split by how the cash was collected.
      expect(report.byPaymentMethod).toHaveLength(2);
      expect(report.byPaymentMethod).toEqual(
        expect.arrayContaining([
          { payment: 'cashOnDelivery', paymentMethod: 'Cash on Delivery', orderType: 'Delivery', orders: 2, revenue: revenueOf(deliveries) },
          { payment: 'cashOnCollection', paymentMethod: 'Cash on Delivery', orderType: 'Pickup', orders: 2, revenue: revenueOf(pickups) },
        ]),
      );
      expect(report.byFulfilment.find((f) => f.orderType === 'Pickup')).toEqual({
        orderType: 'Pickup',
        orders: 2,
        revenue: pickups.reduce((total, o) => total + toMinor(o.totalAmount), 0) / 100,
      });
      expect(report.byFulfilment.map((f) => f.orders).reduce((a, b) => a + b)).toBe(4);
      // Three lines of two pizzas and three salads; the cancelled order's pizzas were never sold.
      expect(report.topDishes.map((d) => [d.name, d.quantity])).toEqual([
        ['Margherita', 6],
        ['House Salad', 3],
      ]);
    });

    it('splits a range into the restaurant’s days, each equal to its own report', async () => {
      const range = await takings('2026-10-24', '2026-10-26');
      expect(range.byDay.map((d) => [d.date, d.orders])).toEqual([
        ['2026-10-24', 1],
        ['2026-10-25', 4],
        ['2026-10-26', 1],
      ]);
      for (const day of range.byDay) expect((await takings(day.date, day.date)).revenue).toBe(day.revenue);
      expect(toMinor(range.revenue)).toBe(placed.reduce((total, p) => total + toMinor(p.order.totalAmount), 0));
      const empty = await takings('2026-01-01', '2026-01-31');
      expect(empty).toMatchObject({ orders: 0, revenue: 0, averageOrder: 0, byDay: [], topDishes: [], cancelled: { orders: 0, revenue: 0 } });
    });

    it('exports the orders and their lines as CSV that a parser reads back: BOM, quotes, commas and accents intact', async () => {
      const res = await get('/staff/reports/orders.csv?from=2026-10-25&to=2026-10-25', staff.Owner);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="orders-2026-10-25.csv"');
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const rows = parse(res.rawPayload, { bom: true, columns: true }) as Record<(typeof ORDERS_CSV_COLUMNS)[number], string>[];
      const orderRows = rows.filter((r) => r.record === 'order');
      // The day's four orders and the cancelled one, in order of placement, each followed by its lines.
      expect(orderRows.map((r) => r.placed_at)).toEqual([
        '2026-10-25T00:30:00+01:00',
        '2026-10-25T01:30:00+01:00',
        '2026-10-25T01:30:00+00:00',
        '2026-10-25T12:00:00+00:00',
        '2026-10-25T23:30:00+00:00',
      ]);
      expect(rows.map((r) => r.record).join(' ')).toBe('order line line order line order line line order line order line');
      for (const row of orderRows) expect(row.customer).toBe(NAME);
      const first = placed[1]!.order;
      expect(orderRows[0]).toMatchObject({
        order_number: first.orderNumber,
        status: 'Pending Confirmation',
        channel: 'online',
        fulfilment: 'Pickup',
        phone: '07700 900123',
        payment_method: 'Cash on Delivery',
        payment: 'Cash on collection',
        quantity: '3',
        subtotal: first.subtotal.toFixed(2),
        total: first.totalAmount.toFixed(2),
        currency: 'GBP',
      });
      expect(rows[1]).toMatchObject({
        record: 'line',
        order_number: first.orderNumber,
        item: 'Margherita',
        options: expect.stringContaining('Pepperoni'),
        quantity: '2',
        line_total: first.items[0]!.itemSubtotal.toFixed(2),
        customer: '',
      });
      expect(orderRows[1]).toMatchObject({ fulfilment: 'Delivery', payment: 'Cash on delivery' });
      expect(orderRows[3]).toMatchObject({ order_number: cancelled.orderNumber, status: 'Cancelled by Restaurant' });
      expect(orderRows[4]!.refunded).toBe('2.50');
    });

    it('writes text that starts like a spreadsheet formula as text', async () => {
      const formula = await placeOrderAs(t.app, gf, await registerDiner(t.app, { name: '=HYPERLINK("x")' }), { lines: [{ product: gf.byName('House Salad') }], orderType: 'Pickup' });
      await moveTo(formula, '2026-01-05T12:00:00Z');
      const res = await get('/staff/reports/orders.csv?from=2026-01-05&to=2026-01-05', staff.Owner);
      const [row] = parse(res.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
      expect(row!.customer).toBe('\'=HYPERLINK("x")');
    });

    it('is for the Owner and Manager: Staff and diners 403, another restaurant’s owner 404, signed out 401', async () => {
      for (const url of ['/staff/reports/takings?from=2026-10-25&to=2026-10-25', '/staff/reports/orders.csv?from=2026-10-25&to=2026-10-25']) {
        expect((await get(url, null)).statusCode, url).toBe(401);
        expect((await get(url, diner)).statusCode, url).toBe(403);
        expect((await get(url, staff.Staff)).statusCode, url).toBe(403);
        expect((await get(url, tascaOwner)).statusCode, url).toBe(404);
        expect((await get(url, staff.Owner)).statusCode, url).toBe(200);
        // Tasca's owner on Tasca's own site sees none of The Golden Fork's orders.
        const own = await get(url, tascaOwner, TASCA);
        expect(own.statusCode).toBe(200);
        if (url.includes('takings')) expect(takingsResponse.parse(own.json()).data.takings.orders).toBe(0);
      }
    });

    it('refuses a range it cannot read with a message that says what to send', async () => {
      const cases: [string, string][] = [
        ['?to=2026-10-25', 'from is required, as YYYY-MM-DD.'],
        ['?from=2026-02-30&to=2026-03-01', 'from must be a date as YYYY-MM-DD, e.g. 2026-06-02.'],
        ['?from=2026-10-25&to=2026-10-24', 'to must be the same day as from or later.'],
        ['?from=2025-01-01&to=2026-01-02', 'A report covers at most 366 days.'],
      ];
      for (const [query, message] of cases) {
        for (const path of ['/staff/reports/takings', '/staff/reports/orders.csv']) {
          const res = await get(`${path}${query}`, staff.Owner);
          expect(res.statusCode, `${path}${query}`).toBe(400);
          expect(JSON.stringify(apiErrorSchema.parse(res.json()))).toContain(message);
        }
      }
      expect((await get('/staff/reports/takings?from=2028-01-01&to=2028-12-31', staff.Owner)).statusCode).toBe(200);
    });
  },
  { clock: () => now },
);

