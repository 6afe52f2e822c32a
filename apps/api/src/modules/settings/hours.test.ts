/**
 * Hours and closures in the back office (/staff/settings/hours) on both databases: who may read and
 * change them, validation, the 409 of a stale edit, the audit entry, and the diner's side at once:
 * the public configuration's special dates and POST /orders refusing a closed day or the
 * afternoon between lunch and dinner. The tenant file keeps both through export and import.
 */
import { beforeAll, expect, it } from 'vitest';
import { auditLogResponse, hoursSettingsResponse, restaurantResponse, staleHoursEditSchema, type HoursSettings, type OpeningHours } from '@platter/domain';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { GOLDEN_FORK_HOST, TASCA_HOST, callAs } from '../../test/menu-editor.ts';
import { loadStorefront, orderBody, type Storefront } from '../../test/orders.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { exportTenant } from '../../provisioning/export.ts';
import { importTenant } from '../../provisioning/import.ts';
import { API_PREFIX } from '../../app.ts';
import { randomUUID } from 'node:crypto';

/** Tuesday 2 June 2026, 14:00 in London. */
const clock = () => new Date('2026-06-02T13:00:00Z');

const lunchAndDinner = { open: '12:00', close: '15:00', isClosed: false, periods: [{ open: '12:00', close: '15:00' }, { open: '18:00', close: '22:00' }] };

describeEachDatabase(
  'hours and closures (/staff/settings/hours)',
  (t) => {
    let gf: Storefront;
    let owner: Session;
    let manager: Session;
    let staff: Session;
    let diner: Session;
    let tascaOwner: Session;
    const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer Rest] ? Rest : never) => callAs(t.app, ...args);
    const read = async (who: Session) => hoursSettingsResponse.parse((await call(who, 'GET', '/staff/settings/hours')).json()).data;
    const order = (who: Session, scheduledAt: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/orders`,
        headers: { host: GOLDEN_FORK_HOST, 'idempotency-key': randomUUID(), ...who.headers },
        payload: orderBody(gf, { lines: [{ product: gf.products.find((p) => p.options.length === 0 && p.isAvailable)! }], isASAP: false, scheduledAt }),
      });

    beforeAll(async () => {
      gf = await loadStorefront(t.app, GOLDEN_FORK_HOST);
      const tasca = await loadStorefront(t.app, TASCA_HOST);
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
      manager = await registerStaff(t.app, t.db, gf.restaurant._id, 'Manager');
      staff = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
      tascaOwner = await registerStaff(t.app, t.db, tasca.restaurant._id, 'Owner');
      diner = await registerDiner(t.app);
    });

    it('lets Owner and Manager read the section, and no one else', async () => {
      const res = await call(manager, 'GET', '/staff/settings/hours');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { settings, stamp } = hoursSettingsResponse.parse(res.json()).data;
      expect(settings.openingHours.tuesday).toEqual({ open: '12:00', close: '22:30', isClosed: false });
      expect(settings.specialDates).toEqual([]);
      expect(stamp).toEqual({ version: 1, updatedAt: null, updatedBy: null });
      expect((await call(staff, 'GET', '/staff/settings/hours')).statusCode).toBe(403);
      expect((await call(diner, 'GET', '/staff/settings/hours')).statusCode).toBe(403);
      expect((await call(null, 'GET', '/staff/settings/hours')).statusCode).toBe(401);
      // Another restaurant's owner, on this restaurant's site: as for any row of another restaurant.
      expect((await call(tascaOwner, 'GET', '/staff/settings/hours')).statusCode).toBe(404);
      expect((await call(staff, 'PUT', '/staff/settings/hours', { version: 1, ...settings })).statusCode).toBe(403);
    });

    it('saves a lunch/dinner split and a closure on Thursday; diners and POST /orders follow at once', async () => {
      const before = await read(owner);
      const openingHours: OpeningHours = { ...before.settings.openingHours, wednesday: lunchAndDinner };
      const change: HoursSettings = {
        openingHours,
        specialDates: [
          { date: '2026-06-10', isClosed: false, periods: [{ open: '18:00', close: '23:30' }], note: 'Private lunch party' },
          { date: '2026-06-04', isClosed: true, note: 'Staff training' },
        ],
      };
      const res = await call(owner, 'PUT', '/staff/settings/hours', { version: 1, ...change });
      expect(res.statusCode, res.body).toBe(200);
      const saved = hoursSettingsResponse.parse(res.json()).data;
      expect(saved.stamp).toEqual({ version: 2, updatedAt: clock().toISOString(), updatedBy: { _id: owner.user._id, name: 'Test Owner' } });
      // Kept in date order.
      expect(saved.settings.specialDates.map((entry) => entry.date)).toEqual(['2026-06-04', '2026-06-10']);

      const config = restaurantResponse.parse((await call(null, 'GET', '/restaurants/public/-')).json()).data.restaurant;
      expect(config.openingHours.wednesday).toEqual(lunchAndDinner);
      expect(config.specialDates).toEqual([
        { date: '2026-06-04', isClosed: true, note: 'Staff training' },
        { date: '2026-06-10', isClosed: false, periods: [{ open: '18:00', close: '23:30' }], note: 'Private lunch party' },
      ]);

      // Thursday 4 June is closed all day; Wednesday 3 June has lunch and dinner, not the afternoon.
      const closed = await order(diner, '2026-06-04T18:00:00Z');
      expect(closed.statusCode, closed.body).toBe(400);
      expect(closed.json()).toMatchObject({ code: 'RESTAURANT_CLOSED', message: "We're closed on the day you chose. Please pick another day." });
      const afternoon = await order(diner, '2026-06-03T15:00:00Z'); // 16:00 in London
      expect(afternoon.statusCode).toBe(400);
      expect(afternoon.json()).toMatchObject({ code: 'SCHEDULE_OUTSIDE_HOURS' });
      const dinner = await order(diner, '2026-06-03T17:00:00Z'); // 18:00 in London
      expect(dinner.statusCode, dinner.body).toBe(201);
      const friday = await order(diner, '2026-06-05T17:00:00Z'); // Friday 18:00: the weekly hours, unchanged
      expect(friday.statusCode, friday.body).toBe(201);

      const log = auditLogResponse.parse((await call(owner, 'GET', '/staff/audit')).json()).data.entries;
      expect(log[0]).toMatchObject({ action: 'updated', entity: 'hours', entityId: gf.restaurant._id, by: { name: 'Test Owner' } });
      expect(log[0]!.before).toMatchObject({ specialDates: [] });
    });

    it('refuses a change made on an old version, naming who made the newer one', async () => {
      const current = await read(manager);
      const res = await call(manager, 'PUT', '/staff/settings/hours', { ...current.settings, version: current.stamp.version - 1 });
      expect(res.statusCode).toBe(409);
      const body = staleHoursEditSchema.parse(res.json());
      expect(body).toMatchObject({ code: 'STALE_EDIT', message: 'Changed by Test Owner at 14:00. Reload to see their change.' });
      expect(body.current?.stamp.version).toBe(current.stamp.version);
      // Saving what is stored makes no new version.
      const same = await call(manager, 'PUT', '/staff/settings/hours', { ...current.settings, version: current.stamp.version });
      expect(hoursSettingsResponse.parse(same.json()).data.stamp.version).toBe(current.stamp.version);
    });

    it('refuses hours that make no sense, field by field, and stores nothing', async () => {
      const current = await read(owner);
      const cases: [object, string][] = [
        [{ specialDates: [{ date: '2026-13-01', isClosed: true }] }, 'specialDates.0.date'],
        [{ specialDates: [{ date: '2026-06-20', isClosed: false }] }, 'specialDates.0.periods'],
        [{ openingHours: { monday: { ...lunchAndDinner, periods: [{ open: '12:00', close: '19:00' }, { open: '18:00', close: '22:00' }] } } }, 'openingHours.monday.periods.1'],
        [{ openingHours: { monday: { open: '25:00', close: '22:00', isClosed: false } } }, 'openingHours.monday.open'],
        [{ specialDates: [{ date: '2026-06-20', isClosed: true, note: 'x'.repeat(201) }] }, 'specialDates.0.note'],
      ];
      for (const [change, field] of cases) {
        const res = await call(owner, 'PUT', '/staff/settings/hours', { ...current.settings, ...change, version: current.stamp.version });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(JSON.stringify(res.json().errors ?? res.json()), JSON.stringify(change)).toContain(field);
      }
      expect((await read(owner)).stamp.version).toBe(current.stamp.version);
    });

    it('keeps the periods and special dates through a tenant file export and import', async () => {
      const file = await exportTenant(t.db, 'golden-fork');
      expect(file?.openingHours.wednesday).toEqual(lunchAndDinner);
      expect(file?.specialDates.map((entry) => entry.date)).toEqual(['2026-06-04', '2026-06-10']);
      const before = await read(owner);
      await importTenant(t.db, { ...file!, specialDates: [{ date: '2026-12-25', isClosed: true, note: 'Christmas Day' }] });
      const after = await read(owner);
      expect(after.settings.specialDates).toEqual([{ date: '2026-12-25', isClosed: true, note: 'Christmas Day' }]);
      // A tab open on the old settings is refused instead of writing over the import.
      expect(after.stamp.version).toBe(before.stamp.version + 1);
      const stale = await call(owner, 'PUT', '/staff/settings/hours', { ...before.settings, version: before.stamp.version });
      expect(stale.statusCode).toBe(409);
    });
  },
  { clock },
);
