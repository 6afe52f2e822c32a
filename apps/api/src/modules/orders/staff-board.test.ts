/** The restaurant's side during service: the board's orders, sold-out dishes and pausing orders. */
import { beforeAll, expect, it } from 'vitest';
import {
  apiErrorSchema,
  boardOrdersResponse,
  productResponse,
  productsResponse,
  restaurantResponse,
  type StaffRole,
} from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { loadStorefront, orderBody, placeOrderAs, type Storefront } from '../../test/orders.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { changeOrderStatus } from './status-changes.ts';

const HOST = 'localhost';
const TASCA = 'tasca-do-porto.localhost';
// Tuesday 2 June 2026: 14:00 in London (BST), both restaurants open.
let now = new Date('2026-06-02T13:00:00Z');

describeEachDatabase(
  'staff during service',
  (t: TestApp) => {
    let gf: Storefront;
    let diner: Session;
    const staff = {} as Record<StaffRole, Session>;
    let tascaOwner: Session;

    beforeAll(async () => {
      now = new Date('2026-06-02T13:00:00Z');
      gf = await loadStorefront(t.app, HOST);
      diner = await registerDiner(t.app, { name: 'Ada Lovelace' });
      for (const role of ['Owner', 'Manager', 'Staff'] as const) staff[role] = await registerStaff(t.app, t.db, gf.restaurant._id, role);
      const tasca = await loadStorefront(t.app, TASCA);
      tascaOwner = await registerStaff(t.app, t.db, tasca.restaurant._id, 'Owner');
    });

    const call = (method: 'GET' | 'PATCH', url: string, session: Session | null, payload?: object, host = HOST) =>
      t.app.inject({
        method,
        url: `${API_PREFIX}${url}`,
        headers: { host, ...(session?.headers ?? {}) },
        ...(payload ? { payload } : {}),
      });

    const place = (lines = [{ product: gf.byName('House Salad') }]) => placeOrderAs(t.app, gf, diner, { lines, orderType: 'Pickup' });

    it('checks the membership on every staff route: diner 403, staff elsewhere 404, signed out 401; pausing is for Owner and Manager', async () => {
      const order = await place();
      const salad = gf.byName('House Salad');
      const routes = [
        { method: 'GET' as const, url: '/staff/orders', payload: undefined, roles: ['Owner', 'Manager', 'Staff'] },
        { method: 'PATCH' as const, url: `/staff/orders/${order._id}/status`, payload: { status: 'Confirmed' }, roles: ['Owner'] },
        { method: 'PATCH' as const, url: `/staff/products/${salad._id}/availability`, payload: { isAvailable: true }, roles: ['Owner', 'Manager', 'Staff'] },
        { method: 'PATCH' as const, url: '/staff/restaurant/ordering', payload: { isAcceptingOrders: true }, roles: ['Owner', 'Manager'] },
      ];
      for (const route of routes) {
        const label = `${route.method} ${route.url}`;
        expect((await call(route.method, route.url, null, route.payload)).statusCode, label).toBe(401);
        const byDiner = await call(route.method, route.url, diner, route.payload);
        expect(byDiner.statusCode, label).toBe(403);
        expect(apiErrorSchema.parse(byDiner.json()).message).toBe("This is for the restaurant's staff only.");
        expect((await call(route.method, route.url, tascaOwner, route.payload)).statusCode, label).toBe(404);
        for (const role of route.roles) expect((await call(route.method, route.url, staff[role as StaffRole], route.payload)).statusCode, `${label} as ${role}`).toBe(200);
      }
      const byStaff = await call('PATCH', '/staff/restaurant/ordering', staff.Staff, { isAcceptingOrders: false });
      expect(byStaff.statusCode).toBe(403);
      expect(apiErrorSchema.parse(byStaff.json()).message).toBe('Your role at this restaurant does not allow this.');
    });

    it("lists every active order and today's finished ones (in the restaurant's time zone), oldest first, with the customer", async () => {
      // "Today" is Wednesday 3 June. Yesterday at lunch: one order, completed then.
      now = new Date('2026-06-02T13:00:00Z');
      const yesterday = await place();
      const cancelledEarly = await place();
      for (const status of ['Confirmed', 'Preparing', 'Ready for Pickup', 'Completed'] as const)
        await changeOrderStatus(t.app, gf.restaurant._id, yesterday._id, status, { now, by: 'staff' });
      const stillOpen = await placeOrderAs(t.app, gf, diner, {
        lines: [{ product: gf.byName('House Salad') }],
        orderType: 'Pickup',
        isASAP: false,
        scheduledAt: new Date('2026-06-03T17:00:00Z'),
      });
      // 00:30 on Wednesday in London (23:30 UTC on Tuesday) is already today there.
      await changeOrderStatus(t.app, gf.restaurant._id, cancelledEarly._id, 'Cancelled by Restaurant', {
        now: new Date('2026-06-02T23:30:00Z'),
        by: 'staff',
        notes: 'Kitchen closed',
      });
      now = new Date('2026-06-03T13:00:00Z');
      const fresh = await place();
      await changeOrderStatus(t.app, gf.restaurant._id, fresh._id, 'Confirmed', { now, by: 'staff' });

      const res = await call('GET', '/staff/orders', staff.Staff);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { orders, truncated } = boardOrdersResponse.parse(res.json()).data;
      const ids = orders.map((o) => o._id);
      expect(ids).not.toContain(yesterday._id);
      expect(ids).toEqual(expect.arrayContaining([stillOpen._id, cancelledEarly._id, fresh._id]));
      expect(ids.indexOf(stillOpen._id)).toBeLessThan(ids.indexOf(fresh._id));
      expect(truncated).toBe(false);
      const card = orders.find((o) => o._id === fresh._id)!;
      expect(card).toMatchObject({ customerName: 'Ada Lovelace', contactPhone: '07700 900123', status: 'Confirmed' });
      expect(card.items[0]).toMatchObject({ productName: 'House Salad' });

      const only = boardOrdersResponse.parse((await call('GET', '/staff/orders?status=Confirmed&status=Completed', staff.Staff)).json()).data;
      expect(only.orders.map((o) => o.status)).toEqual(expect.arrayContaining(['Confirmed']));
      expect(only.orders.every((o) => o.status === 'Confirmed' || o.status === 'Completed')).toBe(true);
      expect(only.orders.map((o) => o._id)).not.toContain(yesterday._id);
      const commas = boardOrdersResponse.parse((await call('GET', '/staff/orders?status=Confirmed,Cancelled%20by%20Restaurant', staff.Staff)).json()).data;
      expect(commas.orders.map((o) => o._id)).toEqual(expect.arrayContaining([fresh._id, cancelledEarly._id]));

      const limited = boardOrdersResponse.parse((await call('GET', '/staff/orders?limit=1', staff.Staff)).json()).data;
      expect(limited).toMatchObject({ truncated: true });
      expect(limited.orders).toHaveLength(1);

      const bad = await call('GET', '/staff/orders?status=Eaten', staff.Staff);
      expect(bad.statusCode).toBe(400);
      expect(apiErrorSchema.parse(bad.json()).message).toBe('status must be an order status.');
      // Another restaurant's staff on their own site see none of these.
      const theirs = boardOrdersResponse.parse((await call('GET', '/staff/orders', tascaOwner, undefined, TASCA)).json()).data;
      expect(theirs.orders.filter((o) => ids.includes(o._id))).toEqual([]);
    });

    it('shows a sold-out dish at once on the menu and product, refuses an order with it by name, and takes it again when back', async () => {
      const steak = gf.byName('28-Day Aged Sirloin Steak');
      const menuBefore = await call('GET', '/products?isActive=true&limit=200', null);
      const etagBefore = menuBefore.headers.etag;

      const off = await call('PATCH', `/staff/products/${steak._id}/availability`, staff.Staff, { isAvailable: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(productResponse.parse(off.json()).data.product.isAvailable).toBe(false);

      const menu = await call('GET', '/products?isActive=true&limit=200', null);
      expect(menu.headers.etag).not.toBe(etagBefore);
      expect(productsResponse.parse(menu.json()).data.products.find((p) => p._id === steak._id)!.isAvailable).toBe(false);
      const stale = await t.app.inject({
        url: `${API_PREFIX}/products?isActive=true&limit=200`,
        headers: { host: HOST, 'if-none-match': String(etagBefore) },
      });
      expect(stale.statusCode).toBe(200);
      expect(productResponse.parse((await call('GET', `/products/${steak._id}`, null)).json()).data.product.isAvailable).toBe(false);

      const refused = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/orders`,
        headers: { host: HOST, 'idempotency-key': crypto.randomUUID(), ...diner.headers },
        payload: orderBody(gf, { lines: [{ product: steak }], orderType: 'Pickup' }),
      });
      expect(refused.statusCode).toBe(409);
      expect(apiErrorSchema.parse(refused.json()).message).toBe('28-Day Aged Sirloin Steak is currently unavailable. Please review your cart.');

      expect((await call('PATCH', `/staff/products/${steak._id}/availability`, staff.Manager, { isAvailable: true })).statusCode).toBe(200);
      await place([{ product: steak }]);

      const elsewhere = await call('PATCH', `/staff/products/${steak._id}/availability`, tascaOwner, { isAvailable: false }, TASCA);
      expect(elsewhere.statusCode).toBe(404);
      expect((await call('PATCH', `/staff/products/${steak._id}/availability`, staff.Owner, { isAvailable: 'no' })).statusCode).toBe(400);
    });

    it('pauses ordering: the public configuration says so at once and POST /orders is 409 until resumed', async () => {
      const config = async () => restaurantResponse.parse((await call('GET', '/restaurants/public/-', null)).json()).data.restaurant;
      expect((await config()).isAcceptingOrders).toBe(true);
      const paused = await call('PATCH', '/staff/restaurant/ordering', staff.Manager, { isAcceptingOrders: false });
      expect(paused.statusCode, paused.body).toBe(200);
      expect((await config()).isAcceptingOrders).toBe(false);

      const refused = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/orders`,
        headers: { host: HOST, 'idempotency-key': crypto.randomUUID(), ...diner.headers },
        payload: orderBody(gf, { lines: [{ product: gf.byName('House Salad') }], orderType: 'Pickup' }),
      });
      expect(refused.statusCode).toBe(409);
      expect(apiErrorSchema.parse(refused.json())).toMatchObject({
        code: 'ORDERING_PAUSED',
        message: "We're not taking online orders right now. Please try again a little later.",
      });
      // Tasca is not paused.
      expect(restaurantResponse.parse((await call('GET', '/restaurants/public/-', null, undefined, TASCA)).json()).data.restaurant.isAcceptingOrders).toBe(true);

      expect((await call('PATCH', '/staff/restaurant/ordering', staff.Owner, { isAcceptingOrders: true })).statusCode).toBe(200);
      expect((await config()).isAcceptingOrders).toBe(true);
      await place();
    });
  },
  { clock: () => now, env: { ORDER_RATE_LIMIT_PER_MINUTE: '10000' } },
);
