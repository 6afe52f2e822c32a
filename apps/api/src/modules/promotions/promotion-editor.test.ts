/**
 * The back office's offers API on both databases: who may call it, the list's states and uses, a
 * new Tuesday offer reaching the checkout and POST /orders at once (and not on Wednesday), the 409
 * of a change made on an old version, pause, resume, end and delete, the audit log, and the
 * tenant file's export keeping what the back office made.
 */
import { beforeAll, beforeEach, expect, it } from 'vitest';
import {
  auditLogResponse,
  promotionRemovedResponse,
  promotionsResponse,
  stalePromotionEditSchema,
  staffPromotionResponse,
  staffPromotionsResponse,
  type EditablePromotion,
  type PromotionCreate,
} from '@platter/domain';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { GOLDEN_FORK_HOST, TASCA_HOST, callAs } from '../../test/menu-editor.ts';
import { loadStorefront, placeOrderAs } from '../../test/orders.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { exportTenant } from '../../provisioning/export.ts';
import { importTenant } from '../../provisioning/import.ts';

/** Tuesday 14:00 in London: the Golden Fork takes orders. */
const TUESDAY = new Date('2026-06-02T13:00:00Z');
const WEDNESDAY = new Date('2026-06-03T13:00:00Z');
let now = TUESDAY;

const TUESDAYS: PromotionCreate = {
  name: '20% off Tuesdays',
  description: 'A fifth off the whole order, every Tuesday.',
  type: 'PercentageDiscountOrder',
  discountValue: 20,
  activeDays: ['tuesday'],
};

describeEachDatabase(
  'the offers section (/staff/promotions)',
  (t) => {
    let owner: Session;
    let manager: Session;
    let staff: Session;
    let diner: Session;
    let tascaOwner: Session;
    const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer Rest] ? Rest : never) => callAs(t.app, ...args);

    async function list(who: Session = owner): Promise<EditablePromotion[]> {
      const res = await call(who, 'GET', '/staff/promotions');
      expect(res.statusCode, res.body).toBe(200);
      return staffPromotionsResponse.parse(res.json()).data.promotions;
    }
    async function create(body: PromotionCreate, who: Session = owner): Promise<EditablePromotion> {
      const res = await call(who, 'POST', '/staff/promotions', body);
      expect(res.statusCode, res.body).toBe(201);
      return staffPromotionResponse.parse(res.json()).data.promotion;
    }
    async function move(promotion: EditablePromotion, to: 'pause' | 'resume' | 'end'): Promise<EditablePromotion> {
      const res = await call(owner, 'POST', `/staff/promotions/${promotion._id}/${to}`);
      expect(res.statusCode, res.body).toBe(200);
      return staffPromotionResponse.parse(res.json()).data.promotion;
    }
    const automaticNames = async () =>
      promotionsResponse.parse((await call(null, 'GET', '/promotions/automatic')).json()).data.promotions.map((p) => p.name);

    beforeAll(async () => {
      const gf = await loadStorefront(t.app, GOLDEN_FORK_HOST);
      const tasca = await loadStorefront(t.app, TASCA_HOST);
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
      manager = await registerStaff(t.app, t.db, gf.restaurant._id, 'Manager');
      staff = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
      tascaOwner = await registerStaff(t.app, t.db, tasca.restaurant._id, 'Owner');
      diner = await registerDiner(t.app);
    });
    beforeEach(() => {
      now = TUESDAY;
    });

    it('lists every promotion with its kind of fields, state, uses and version, never cached', async () => {
      const res = await call(manager, 'GET', '/staff/promotions');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const promotions = staffPromotionsResponse.parse(res.json()).data.promotions;
      expect(promotions.map((p) => p.name).sort()).toEqual(['Free Delivery', 'Pizza Tuesday', 'Welcome Offer', '£5 Off Reward']);
      const welcome = promotions.find((p) => p.name === 'Welcome Offer')!;
      expect(welcome).toMatchObject({ couponCode: 'WELCOME10', state: 'live', uses: 0, inUse: false, version: 1, updatedBy: null, isActive: true });
      expect(promotions.find((p) => p.name === '£5 Off Reward')).toMatchObject({ pointsCost: 100, state: 'live' });
    });

    it('puts a new Tuesday offer in the checkout at once: applied on Tuesday in POST /orders, not on Wednesday', async () => {
      const offer = await create(TUESDAYS, manager);
      expect(offer).toMatchObject({ ...TUESDAYS, couponCode: null, state: 'live', uses: 0, version: 1, updatedBy: { _id: manager.user._id, name: 'Test Manager' } });
      expect(await automaticNames()).toContain('20% off Tuesdays');

      const tuesday = await loadStorefront(t.app, GOLDEN_FORK_HOST);
      const burger = { product: tuesday.byName('Steak & Ale Pie') };
      const order = await placeOrderAs(t.app, tuesday, diner, { lines: [burger], orderType: 'Pickup' });
      expect(order.discounts).toEqual([expect.objectContaining({ name: '20% off Tuesdays', kind: 'discount', automatic: true })]);
      expect(order.discountAmount).toBe(Math.round(order.subtotal * 20) / 100);
      expect((await list()).find((p) => p._id === offer._id)).toMatchObject({ uses: 1, inUse: true });

      now = WEDNESDAY;
      const wednesday = await loadStorefront(t.app, GOLDEN_FORK_HOST);
      const plain = await placeOrderAs(t.app, wednesday, diner, { lines: [burger], orderType: 'Pickup' });
      expect(plain).toMatchObject({ discountAmount: 0, discounts: [] });
      // A used offer is ended, never deleted; it leaves the checkout at once.
      const removed = await call(owner, 'DELETE', `/staff/promotions/${offer._id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(promotionRemovedResponse.parse(removed.json()).data).toMatchObject({ outcome: 'ended', promotion: { state: 'ended', uses: 1, version: 2 } });
      expect(await automaticNames()).not.toContain('20% off Tuesdays');
    });

    it('refuses a change made on an old version with 409 STALE_EDIT naming who and when, with the promotion as it is now', async () => {
      const offer = await create({ ...TUESDAYS, name: 'Stale test', couponCode: 'STALE1' });
      const first = await call(manager, 'PATCH', `/staff/promotions/${offer._id}`, { version: 1, discountValue: 25 });
      expect(first.statusCode, first.body).toBe(200);
      expect(staffPromotionResponse.parse(first.json()).data.promotion).toMatchObject({ discountValue: 25, version: 2, couponCode: 'STALE1' });

      const second = await call(owner, 'PATCH', `/staff/promotions/${offer._id}`, { version: 1, discountValue: 30 });
      expect(second.statusCode).toBe(409);
      const stale = stalePromotionEditSchema.parse(second.json());
      expect(stale).toMatchObject({ code: 'STALE_EDIT', message: 'Changed by Test Manager at 14:00. Reload to see their change.' });
      expect(stale.current).toMatchObject({ discountValue: 25, version: 2 });
      const mine = await call(manager, 'PATCH', `/staff/promotions/${offer._id}`, { version: 1, name: 'Mine' });
      expect(mine.json().message).toBe('You changed this at 14:00 in another tab or window. Reload to see that change.');
      // Saving nothing changes nothing, not even the version; pausing raises it like any change.
      expect(staffPromotionResponse.parse((await call(owner, 'PATCH', `/staff/promotions/${offer._id}`, { version: 2 })).json()).data.promotion.version).toBe(2);
      await move(offer, 'pause');
      expect((await call(owner, 'PATCH', `/staff/promotions/${offer._id}`, { version: 2, discountValue: 30 })).statusCode).toBe(409);
    });

    it('pauses, resumes and ends; an ended offer cannot be paused; one never used is deleted', async () => {
      const offer = await create({ ...TUESDAYS, name: 'Lifecycle', activeDays: [] });
      expect(await automaticNames()).toContain('Lifecycle');
      const paused = await move(offer, 'pause');
      expect(paused).toMatchObject({ state: 'paused', isActive: false, version: 2 });
      expect(await automaticNames()).not.toContain('Lifecycle');
      // Pausing what is paused changes nothing.
      expect(await move(paused, 'pause')).toMatchObject({ version: 2 });
      expect(await move(paused, 'resume')).toMatchObject({ state: 'live', isActive: true, version: 3 });
      expect(await automaticNames()).toContain('Lifecycle');

      const ended = await move(offer, 'end');
      expect(ended).toMatchObject({ state: 'ended', validUntil: now.toISOString(), version: 4 });
      expect(await automaticNames()).not.toContain('Lifecycle');
      const refused = await call(owner, 'POST', `/staff/promotions/${offer._id}/resume`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: 'This offer has ended. To run it again, change its dates.' });
      // Run again by changing its dates: live once more.
      const rerun = await call(owner, 'PATCH', `/staff/promotions/${offer._id}`, { version: 4, validUntil: '2026-07-01T00:00:00+01:00' });
      expect(staffPromotionResponse.parse(rerun.json()).data.promotion).toMatchObject({ state: 'live', validUntil: '2026-06-30T23:00:00.000Z' });

      const scheduled = await create({ ...TUESDAYS, name: 'Next month', validFrom: '2026-07-01T00:00:00+01:00' });
      expect(scheduled.state).toBe('scheduled');
      // Ending one that had not started keeps its window a window.
      expect(await move(scheduled, 'end')).toMatchObject({ state: 'ended', validFrom: null, validUntil: now.toISOString() });

      const deleted = await call(owner, 'DELETE', `/staff/promotions/${offer._id}`);
      expect(promotionRemovedResponse.parse(deleted.json()).data).toEqual({ outcome: 'deleted', promotion: null });
      expect((await list()).map((p) => p._id)).not.toContain(offer._id);
      expect((await call(owner, 'DELETE', `/staff/promotions/${offer._id}`)).statusCode).toBe(404);
    });

    it('records every change in the audit log with before and after', async () => {
      const offer = await create({ name: 'Audited', type: 'FixedAmountDiscountOrder', discountValue: 3, couponCode: 'AUDIT3' }, manager);
      await call(owner, 'PATCH', `/staff/promotions/${offer._id}`, { version: 1, minOrderValue: 15 });
      await move(offer, 'pause');
      await move(offer, 'resume');
      await move(offer, 'end');
      await call(owner, 'DELETE', `/staff/promotions/${offer._id}`);
      const { entries } = auditLogResponse.parse((await call(owner, 'GET', '/staff/audit?limit=6')).json()).data;
      expect(entries.map((e) => [e.action, e.entity, e.entityId, e.by?.name])).toEqual([
        ['deleted', 'promotion', offer._id, 'Test Owner'],
        ['ended', 'promotion', offer._id, 'Test Owner'],
        ['resumed', 'promotion', offer._id, 'Test Owner'],
        ['paused', 'promotion', offer._id, 'Test Owner'],
        ['updated', 'promotion', offer._id, 'Test Owner'],
        ['created', 'promotion', offer._id, 'Test Manager'],
      ]);
      const [deleted, ended, , paused, updated, created] = entries;
      expect(created).toMatchObject({ before: null, after: { name: 'Audited', discountValue: 3, couponCode: 'AUDIT3', version: 1 } });
      expect(updated).toMatchObject({ before: { minOrderValue: null, version: 1 }, after: { minOrderValue: 15, version: 2 } });
      expect(paused).toMatchObject({ before: { isActive: true, state: 'live' }, after: { isActive: false, state: 'paused' } });
      expect(ended).toMatchObject({ before: { validUntil: null }, after: { state: 'ended', validUntil: now.toISOString() } });
      expect(deleted).toMatchObject({ before: { name: 'Audited' }, after: null });
    });

    it('keeps what the back office made in the tenant file export and import; an import makes an open edit stale', async () => {
      const made = await create({ ...TUESDAYS, name: 'Exported', couponCode: 'Export-1', minOrderValue: 12.5, usageLimitTotal: 50, usageLimitPerUser: 1, activeDays: ['tuesday', 'friday'] });
      const file = await exportTenant(t.db, 'golden-fork');
      expect(file!.promotions.find((p) => p.name === 'Exported')).toEqual({
        ...TUESDAYS,
        name: 'Exported',
        couponCode: 'Export-1',
        minOrderValue: 12.5,
        applicableProducts: [],
        pointsCost: 0,
        buyQuantity: null,
        getQuantity: null,
        validFrom: null,
        validUntil: null,
        activeDays: ['tuesday', 'friday'],
        isActive: true,
        displayToCustomers: true,
        usageLimitTotal: 50,
        usageLimitPerUser: 1,
      });
      // Imported back unchanged: nothing changes, not even the version.
      await importTenant(t.db, file!);
      expect((await list()).find((p) => p._id === made._id)).toMatchObject({ version: 1, couponCode: 'Export-1' });
      // Changed by a file: its version rises, by nobody in the back office, and a change made on the old one is refused.
      await importTenant(t.db, { ...file!, promotions: file!.promotions.map((p) => (p.name === 'Exported' ? { ...p, discountValue: 30 } : p)) });
      expect((await list()).find((p) => p._id === made._id)).toMatchObject({ discountValue: 30, version: 2, updatedBy: null });
      const stale = await call(owner, 'PATCH', `/staff/promotions/${made._id}`, { version: 1, discountValue: 25 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/^Changed at \d\d:\d\d.*\. Reload to see the change\.$/);
    });

    it('lets Owner and Manager edit; Staff, diners, another restaurant and the signed out get nothing', async () => {
      const welcome = (await list()).find((p) => p.name === 'Welcome Offer')!;
      const calls: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: object][] = [
        ['GET', '/staff/promotions'],
        ['POST', '/staff/promotions', { ...TUESDAYS, name: 'Not allowed' }],
        ['PATCH', `/staff/promotions/${welcome._id}`, { version: welcome.version, discountValue: 50 }],
        ['POST', `/staff/promotions/${welcome._id}/pause`],
        ['POST', `/staff/promotions/${welcome._id}/resume`],
        ['POST', `/staff/promotions/${welcome._id}/end`],
        ['DELETE', `/staff/promotions/${welcome._id}`],
      ];
      const refused: [Session | null, number, string][] = [
        [staff, 403, 'Your role at this restaurant does not allow this.'],
        [diner, 403, "This is for the restaurant's staff only."],
        [tascaOwner, 404, 'Not found.'],
        [null, 401, 'User not authenticated.'],
      ];
      for (const [who, status, message] of refused) {
        for (const [method, path, body] of calls) {
          const res = await call(who, method, path, body);
          expect(res.statusCode, `${method} ${path}`).toBe(status);
          expect(res.json().message).toBe(message);
        }
      }
      // Tasca's owner on Tasca's own site: the Golden Fork's promotion is not there, nor in the list.
      for (const [method, path, body] of calls.slice(2)) {
        expect((await call(tascaOwner, method, path, body, TASCA_HOST)).statusCode, `${method} ${path}`).toBe(404);
      }
      const tascas = staffPromotionsResponse.parse((await call(tascaOwner, 'GET', '/staff/promotions', undefined, TASCA_HOST)).json()).data.promotions;
      expect(tascas.map((p) => p.name)).toEqual(['Trio de nata']);
      expect((await list()).find((p) => p._id === welcome._id)).toMatchObject({ discountValue: 10, version: welcome.version, state: 'live' });
    });
  },
  { clock: () => now },
);
