/** Missed orders (issue 29): rejected by themselves after ten minutes, once, whichever processes sweep. */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { MISSED_ORDER_REASON, orderResponse } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { mailOutbox } from '../../db/schema.ts';
import { registerDiner, type Session } from '../../test/auth.ts';
import { loadStorefront, placeOrderAs, type Storefront } from '../../test/orders.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { sweepMissedOrders } from './missed-orders.ts';

let now = new Date('2026-06-02T13:00:00Z');

describeEachDatabase(
  'missed orders',
  (t: TestApp) => {
    let gf: Storefront;
    let diner: Session;
    beforeAll(async () => {
      gf = await loadStorefront(t.app, 'localhost');
      diner = await registerDiner(t.app, { name: 'Ada Lovelace' });
    });
    const orderNow = async (id: string) =>
      orderResponse.parse((await t.app.inject({ url: `${API_PREFIX}/orders/${id}`, headers: { host: 'localhost', ...diner.headers } })).json()).data.order;

    it('rejects an order nobody accepted in ten minutes, once with two processes sweeping, and tells the diner why', async () => {
      now = new Date('2026-06-02T13:00:00Z');
      const waiting = await placeOrderAs(t.app, gf, diner, { lines: [{ product: gf.byName('House Salad') }], orderType: 'Pickup' });
      now = new Date('2026-06-02T13:05:00Z');
      const younger = await placeOrderAs(t.app, gf, diner, { lines: [{ product: gf.byName('House Salad') }], orderType: 'Pickup' });
      // Nine minutes on: not yet.
      now = new Date('2026-06-02T13:09:00Z');
      expect(await sweepMissedOrders(t.app, now)).toBe(0);
      now = new Date('2026-06-02T13:10:30Z');
      const [a, b] = await Promise.all([sweepMissedOrders(t.app, now), sweepMissedOrders(t.app, now)]);
      expect(a + b).toBe(1);
      const rejected = await orderNow(waiting._id);
      expect(rejected.status).toBe('Cancelled by Restaurant');
      expect(rejected.statusHistory.map((h) => [h.status, h.notes])).toEqual([
        ['Pending Confirmation', null],
        ['Cancelled by Restaurant', MISSED_ORDER_REASON],
      ]);
      expect((await orderNow(younger._id)).status).toBe('Pending Confirmation');
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_status'));
      expect(mails.filter((m) => (m.payload as { order: { _id: string } }).order._id === waiting._id)).toHaveLength(1);
    });
  },
  { clock: () => now },
);
