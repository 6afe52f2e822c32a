/**
 * Missed orders (issue 29): the kitchen alerted (one e-mail) after the restaurant's alertMinutes,
 * the order rejected by itself after its rejectMinutes, each once whichever processes sweep.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { apiErrorSchema, auditLogResponse, MISSED_ORDER_REASON, orderResponse, ordersSettingsResponse } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { mailOutbox } from '../../db/schema.ts';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { callAs } from '../../test/menu-editor.ts';
import { loadStorefront, placeOrderAs, type Storefront } from '../../test/orders.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { renderMail } from '../mail/templates/index.ts';
import { sweepMissedOrders } from './missed-orders.ts';

let now = new Date('2026-06-02T13:00:00Z');
const TASCA = 'tasca-do-porto.localhost';

describeEachDatabase(
  'missed orders',
  (t: TestApp) => {
    let gf: Storefront;
    let diner: Session;
    let manager: Session;
    let staff: Session;
    let owner: Session;
    beforeAll(async () => {
      gf = await loadStorefront(t.app, 'localhost');
      diner = await registerDiner(t.app, { name: 'Ada Lovelace' });
      manager = await registerStaff(t.app, t.db, gf.restaurant._id, 'Manager');
      staff = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
    });
    const waitingMails = async (orderNumber: string) =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_waiting'))).filter((m) => (m.payload as { orderNumber: string }).orderNumber === orderNumber);
    const orderNow = async (id: string, host = 'localhost') =>
      orderResponse.parse((await t.app.inject({ url: `${API_PREFIX}/orders/${id}`, headers: { host, ...diner.headers } })).json()).data.order;

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

    it('starts the clock for a pre-order placed while closed at the opening, and tells the diner why in their language', async () => {
      const tasca = await loadStorefront(t.app, TASCA);
      // Tuesday 23:19 in Porto, closed until Wednesday 12:00: a pre-order for the opening.
      now = new Date('2026-06-02T22:19:00Z');
      const inPortuguese = { headers: { ...diner.headers, 'accept-language': 'pt-PT' } };
      const ordered = await placeOrderAs(t.app, tasca, inPortuguese, { lines: [{ product: tasca.products[0]! }], orderType: 'Pickup', isASAP: false, scheduledAt: '2026-06-03T11:00:00Z' });
      expect(ordered).toMatchObject({ language: 'pt-PT', waitingSince: '2026-06-03T11:00:00.000Z' });
      for (const at of ['2026-06-02T22:30:00Z', '2026-06-03T06:00:00Z', '2026-06-03T11:09:00Z']) {
        now = new Date(at);
        await sweepMissedOrders(t.app, now);
        expect((await orderNow(ordered._id, TASCA)).status, at).toBe('Pending Confirmation');
      }
      now = new Date('2026-06-03T11:10:30Z');
      await sweepMissedOrders(t.app, now);
      const reason = 'O restaurante não conseguiu aceitar a sua encomenda a tempo';
      expect((await orderNow(ordered._id, TASCA)).statusHistory.at(-1)).toMatchObject({ status: 'Cancelled by Restaurant', notes: reason });
      const [mail] = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_status'))).filter((m) => (m.payload as { order: { _id: string } }).order._id === ordered._id);
      expect(mail?.payload).toMatchObject({ notes: reason });
    });

    it('alerts the kitchen once at three minutes: two processes sweeping at once queue one e-mail to the restaurant, later sweeps none', async () => {
      now = new Date('2026-06-02T15:00:00Z');
      const waiting = await placeOrderAs(t.app, gf, diner, { lines: [{ product: gf.byName('House Salad') }], orderType: 'Pickup' });
      now = new Date('2026-06-02T15:02:50Z');
      await sweepMissedOrders(t.app, now);
      expect(await waitingMails(waiting.orderNumber)).toHaveLength(0);
      now = new Date('2026-06-02T15:03:05Z');
      await Promise.all([sweepMissedOrders(t.app, now), sweepMissedOrders(t.app, now)]);
      now = new Date('2026-06-02T15:04:00Z');
      await sweepMissedOrders(t.app, now);
      const mails = await waitingMails(waiting.orderNumber);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ recipient: 'hello@goldenfork.example', payload: { customerName: 'Ada Lovelace', alertMinutes: 3, rejectMinutes: 10 } });
      const brand = { name: 'The Golden Fork', primary: '#b45309', onPrimary: '#ffffff', logoUrl: null, origin: 'https://golden-fork.example', address: '', timeZone: 'Europe/London' };
      const mail = renderMail('order_waiting', mails[0]!.payload, brand);
      expect(mail.subject).toBe(`Order ${waiting.orderNumber} has waited 3 minutes`);
      expect(mail.text).toContain('at 10 minutes it is rejected by itself');
      expect(mail.text).toContain('https://golden-fork.example/staff');
      expect((await orderNow(waiting._id)).status).toBe('Pending Confirmation');
    });

    it('follows the restaurant’s own minutes (the Orders section): alert at 5, reject at 20; refuses a rejection before the alert; Staff may not change them', async () => {
      const read = ordersSettingsResponse.parse((await callAs(t.app, manager, 'GET', '/staff/settings/orders')).json()).data;
      expect(read.settings).toEqual({ missedOrders: { alertMinutes: 3, rejectMinutes: 10 }, guestCheckout: true });
      const bad = await callAs(t.app, manager, 'PUT', '/staff/settings/orders', { version: read.stamp.version, missedOrders: { alertMinutes: 10, rejectMinutes: 10 }, guestCheckout: true });
      expect(bad.statusCode).toBe(400);
      expect(apiErrorSchema.parse(bad.json()).message).toContain('The automatic rejection must come later than the alert');
      expect((await callAs(t.app, manager, 'PUT', '/staff/settings/orders', { version: read.stamp.version, missedOrders: { alertMinutes: 0, rejectMinutes: 10 }, guestCheckout: true })).statusCode).toBe(400);
      expect((await callAs(t.app, staff, 'PUT', '/staff/settings/orders', { version: read.stamp.version, missedOrders: { alertMinutes: 5, rejectMinutes: 20 }, guestCheckout: true })).statusCode).toBe(403);
      const saved = await callAs(t.app, manager, 'PUT', '/staff/settings/orders', { version: read.stamp.version, missedOrders: { alertMinutes: 5, rejectMinutes: 20 }, guestCheckout: true });
      expect(saved.statusCode, saved.body).toBe(200);
      const audit = auditLogResponse.parse((await callAs(t.app, owner, 'GET', '/staff/audit')).json()).data.entries;
      expect(audit.find((e) => e.entity === 'orders')).toMatchObject({ action: 'updated', after: { missedOrders: { alertMinutes: 5, rejectMinutes: 20 } } });

      now = new Date('2026-06-02T17:00:00Z');
      const waiting = await placeOrderAs(t.app, gf, diner, { lines: [{ product: gf.byName('House Salad') }], orderType: 'Pickup' });
      now = new Date('2026-06-02T17:04:00Z');
      await sweepMissedOrders(t.app, now);
      expect(await waitingMails(waiting.orderNumber)).toHaveLength(0);
      now = new Date('2026-06-02T17:12:00Z');
      await sweepMissedOrders(t.app, now);
      expect(await waitingMails(waiting.orderNumber)).toHaveLength(1);
      expect((await orderNow(waiting._id)).status).toBe('Pending Confirmation');
      now = new Date('2026-06-02T17:20:01Z');
      await sweepMissedOrders(t.app, now);
      expect((await orderNow(waiting._id)).status).toBe('Cancelled by Restaurant');
    });
  },
  { clock: () => now },
);
