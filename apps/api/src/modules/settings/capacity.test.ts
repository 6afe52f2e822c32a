/**
 * Kitchen capacity in the back office (/staff/settings/capacity): who may read and change it,
 * validation, the stale edit, the audit entry, and GET /slots following at once.
 */
import { beforeAll, expect, it } from 'vitest';
import { apiErrorSchema, auditLogResponse, capacitySettingsResponse, slotsResponse, type CapacityRules } from '@platter/domain';
import { registerStaff, type Session } from '../../test/auth.ts';
import { GOLDEN_FORK_HOST, callAs } from '../../test/menu-editor.ts';
import { loadStorefront } from '../../test/orders.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { API_PREFIX } from '../../app.ts';

/** Tuesday 2 June 2026, 14:00 in London. */
const clock = () => new Date('2026-06-02T13:00:00Z');

describeEachDatabase(
  'kitchen capacity (/staff/settings/capacity)',
  (t) => {
    let manager: Session;
    let owner: Session;
    let staff: Session;
    const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer Rest] ? Rest : never) => callAs(t.app, ...args);
    const slots = async () => slotsResponse.parse((await t.app.inject({ url: `${API_PREFIX}/slots?type=pickup&date=2026-06-02`, headers: { host: GOLDEN_FORK_HOST } })).json()).data;

    beforeAll(async () => {
      const gf = await loadStorefront(t.app, GOLDEN_FORK_HOST);
      manager = await registerStaff(t.app, t.db, gf.restaurant._id, 'Manager');
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
      staff = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
    });

    it('a manager sets 30-minute slots and a 40-minute lead: the storefront’s slots follow at once; audited; a stale edit is refused', async () => {
      const read = capacitySettingsResponse.parse((await call(manager, 'GET', '/staff/settings/capacity')).json()).data;
      expect(read.settings).toEqual({ capacity: null });
      const capacity: CapacityRules = { slotMinutes: 30, leadMinutes: 40, pickup: { maxOrdersPerSlot: 4 } };
      const saved = await call(manager, 'PUT', '/staff/settings/capacity', { version: read.stamp.version, capacity });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(capacitySettingsResponse.parse(saved.json()).data.settings).toEqual({ capacity });
      const day = await slots();
      expect(day.slots[1]?.startsAt).toBe('2026-06-02T11:30:00.000Z');
      // 14:00 + 40 minutes: the first slot with room is 15:00.
      expect(day.slots.find((s) => s.available)?.startsAt).toBe('2026-06-02T14:00:00.000Z');
      expect(day.asap.readyAt).toBe('2026-06-02T13:40:00.000Z');

      const stale = await call(manager, 'PUT', '/staff/settings/capacity', { version: read.stamp.version, capacity: null });
      expect(stale.statusCode).toBe(409);
      const audit = auditLogResponse.parse((await call(owner, 'GET', '/staff/audit')).json()).data.entries;
      expect(audit.find((e) => e.entity === 'capacity')).toMatchObject({ action: 'updated', after: { capacity } });
    });

    it('refuses what cannot work with a message, and Staff may not change it', async () => {
      const { stamp } = capacitySettingsResponse.parse((await call(manager, 'GET', '/staff/settings/capacity')).json()).data;
      const bad = await call(manager, 'PUT', '/staff/settings/capacity', { version: stamp.version, capacity: { slotMinutes: 7 } });
      expect(bad.statusCode).toBe(400);
      expect(apiErrorSchema.parse(bad.json()).message).toContain('A slot is 5, 10, 15, 20, 30 or 60 minutes long.');
      for (const [capacity, field] of [
        [{ weekdays: { friday: { pickup: 0 } } }, 'capacity.weekdays.friday.pickup'],
        [{ weekdays: { caturday: { pickup: 2 } } }, 'capacity.weekdays'],
        [{ oneOff: { date: 'tonight', pickup: 2 } }, 'capacity.oneOff.date'],
      ] as const) {
        const res = await call(manager, 'PUT', '/staff/settings/capacity', { version: stamp.version, capacity });
        expect(res.statusCode, JSON.stringify(capacity)).toBe(400);
        expect(apiErrorSchema.parse(res.json()).errors?.[0]?.field).toBe(field);
      }
      // Tonight's and a weekday's orders per slot are kept as sent (issue 40).
      const days = { pickup: { maxOrdersPerSlot: 4 }, weekdays: { friday: { pickup: 8, delivery: 3 } }, oneOff: { date: '2026-06-02', pickup: 1 } };
      const kept = await call(manager, 'PUT', '/staff/settings/capacity', { version: stamp.version, capacity: days });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(capacitySettingsResponse.parse(kept.json()).data.settings).toEqual({ capacity: days });
      expect((await call(staff, 'PUT', '/staff/settings/capacity', { version: stamp.version + 1, capacity: null })).statusCode).toBe(403);
      expect((await call(staff, 'GET', '/staff/settings/capacity')).statusCode).toBe(403);
    });
  },
  { clock },
);
