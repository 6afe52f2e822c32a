/**
 * Loyalty in the back office (/staff/settings/loyalty, issue 40): the owner changes the earn rate
 * without the tenant file; orders completed afterwards earn at it; bad rates, other roles and a
 * stale version are refused.
 */
import { beforeAll, expect, it } from 'vitest';
import { apiErrorSchema, auditLogResponse, loyaltySettingsResponse, orderResponse, restaurantResponse } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { GOLDEN_FORK_HOST, callAs } from '../../test/menu-editor.ts';
import { loadStorefront, placeOrderAs, type Storefront } from '../../test/orders.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

/** Tuesday 2 June 2026, 14:00 in London: open. */
const clock = () => new Date('2026-06-02T13:00:00Z');

describeEachDatabase(
  'loyalty (/staff/settings/loyalty)',
  (t) => {
    let gf: Storefront;
    let owner: Session;
    let manager: Session;
    let staff: Session;
    let tascaOwner: Session;
    const read = async () => loyaltySettingsResponse.parse((await callAs(t.app, owner, 'GET', '/staff/settings/loyalty')).json()).data;

    beforeAll(async () => {
      gf = await loadStorefront(t.app, GOLDEN_FORK_HOST);
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
      manager = await registerStaff(t.app, t.db, gf.restaurant._id, 'Manager');
      staff = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
      tascaOwner = await registerStaff(t.app, t.db, (await loadStorefront(t.app, 'tasca-do-porto.localhost')).restaurant._id, 'Owner');
    });

    it('an owner sets 5 points per pound: the storefront says so and a completed order earns at it; audited', async () => {
      const before = await read();
      expect(before.settings).toEqual({ pointsPerCurrencyUnit: 1 });
      const saved = await callAs(t.app, owner, 'PUT', '/staff/settings/loyalty', { version: before.stamp.version, pointsPerCurrencyUnit: 5 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(loyaltySettingsResponse.parse(saved.json()).data).toMatchObject({ settings: { pointsPerCurrencyUnit: 5 }, stamp: { version: before.stamp.version + 1 } });
      const info = await t.app.inject({ url: `${API_PREFIX}/restaurants/public/-`, headers: { host: GOLDEN_FORK_HOST } });
      expect(restaurantResponse.parse(info.json()).data.restaurant.pointsPerCurrencyUnit).toBe(5);

      const diner = await registerDiner(t.app);
      const order = await placeOrderAs(t.app, gf, diner, { lines: [{ product: gf.byName('House Salad'), quantity: 2 }], orderType: 'Pickup' });
      for (const status of ['Confirmed', 'Preparing', 'Ready for Pickup', 'Completed']) {
        const moved = await callAs(t.app, owner, 'PATCH', `/staff/orders/${order._id}/status`, { status });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      const done = orderResponse.parse((await t.app.inject({ url: `${API_PREFIX}/orders/${order._id}`, headers: { host: GOLDEN_FORK_HOST, ...diner.headers } })).json()).data.order;
      expect(done.pointsEarned).toBe(Math.floor(done.totalAmount) * 5);

      const audit = auditLogResponse.parse((await callAs(t.app, owner, 'GET', '/staff/audit')).json()).data.entries;
      expect(audit.find((e) => e.entity === 'loyalty')).toMatchObject({ action: 'updated', before: { pointsPerCurrencyUnit: 1 }, after: { pointsPerCurrencyUnit: 5 } });
      const stale = await callAs(t.app, owner, 'PUT', '/staff/settings/loyalty', { version: before.stamp.version, pointsPerCurrencyUnit: 2 });
      expect(stale.statusCode).toBe(409);
    });

    it('refuses a rate that is not a whole number from 0 to 1000, with the rule; 0 is allowed', async () => {
      const rule = 'The points per currency unit is a whole number from 0 to 1000.';
      for (const rate of [-1, 1001, 2.5, '3', null]) {
        const { stamp } = await read();
        const res = await callAs(t.app, owner, 'PUT', '/staff/settings/loyalty', { version: stamp.version, pointsPerCurrencyUnit: rate });
        expect(res.statusCode, String(rate)).toBe(400);
        expect(apiErrorSchema.parse(res.json()).errors).toEqual([{ field: 'pointsPerCurrencyUnit', message: rule }]);
      }
      const { stamp } = await read();
      const none = await callAs(t.app, owner, 'PUT', '/staff/settings/loyalty', { version: stamp.version, pointsPerCurrencyUnit: 0 });
      expect(none.statusCode, none.body).toBe(200);
    });

    it('is the owner’s alone: a manager and Staff get 403, another restaurant’s owner 404', async () => {
      const { stamp } = await read();
      for (const who of [manager, staff]) {
        expect((await callAs(t.app, who, 'GET', '/staff/settings/loyalty')).statusCode).toBe(403);
        expect((await callAs(t.app, who, 'PUT', '/staff/settings/loyalty', { version: stamp.version, pointsPerCurrencyUnit: 9 })).statusCode).toBe(403);
      }
      expect((await callAs(t.app, tascaOwner, 'GET', '/staff/settings/loyalty')).statusCode).toBe(404);
    });
  },
  { clock },
);
