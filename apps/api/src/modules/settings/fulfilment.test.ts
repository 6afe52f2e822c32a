/**
 * Fulfilment and payment in the back office (/staff/settings/fulfilment) on both databases: who
 * may read and change it, validation, the 409 of a stale edit, the audit entry, card payment only
 * once connected, and the diner's side at once: the public configuration and POST /orders (a
 * delivery under the minimum refused, pickup fine, delivery switched off refused). The tenant
 * file keeps the minimum through export and import.
 */
import { beforeAll, expect, it } from 'vitest';
import { auditLogResponse, fulfilmentSettingsResponse, restaurantResponse, staleFulfilmentEditSchema, type FulfilmentSettings } from '@platter/domain';
import { randomUUID } from 'node:crypto';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { GOLDEN_FORK_HOST, TASCA_HOST, callAs } from '../../test/menu-editor.ts';
import { loadStorefront, orderBody, type OrderSpec, type Storefront } from '../../test/orders.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { exportTenant } from '../../provisioning/export.ts';
import { importTenant } from '../../provisioning/import.ts';
import { API_PREFIX } from '../../app.ts';

/** Tuesday 2 June 2026, 14:00 in London: open. */
const clock = () => new Date('2026-06-02T13:00:00Z');

describeEachDatabase(
  'fulfilment and payment (/staff/settings/fulfilment)',
  (t) => {
    let gf: Storefront;
    let owner: Session;
    let manager: Session;
    let staff: Session;
    let diner: Session;
    let tascaOwner: Session;
    const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer Rest] ? Rest : never) => callAs(t.app, ...args);
    const read = async (who: Session) => fulfilmentSettingsResponse.parse((await call(who, 'GET', '/staff/settings/fulfilment')).json()).data;
    const put = (who: Session, version: number, settings: FulfilmentSettings) => call(who, 'PUT', '/staff/settings/fulfilment', { version, ...settings });
    const order = async (spec: Omit<OrderSpec, 'lines'>) => {
      // The storefront as a diner would load it now (the fee and minimum just changed).
      const store = await loadStorefront(t.app, GOLDEN_FORK_HOST);
      const dish = store.products.find((p) => p.options.length === 0 && p.isAvailable && p.price < 20)!;
      return {
        dish,
        res: await t.app.inject({
          method: 'POST',
          url: `${API_PREFIX}/orders`,
          headers: { host: GOLDEN_FORK_HOST, 'idempotency-key': randomUUID(), ...diner.headers },
          payload: orderBody(store, { lines: [{ product: dish }], ...spec }),
        }),
      };
    };

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
      const res = await call(manager, 'GET', '/staff/settings/fulfilment');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = fulfilmentSettingsResponse.parse(res.json()).data;
      expect(data.settings).toEqual({
        delivery: { fee: 2.5, minimumOrder: 0, allowsCollection: true },
        paymentMethods: [
          { methodName: 'Cash on Delivery', isEnabled: true },
          { methodName: 'Online Payment', isEnabled: true },
        ],
      });
      expect(data.stamp).toEqual({ version: 1, updatedAt: null, updatedBy: null });
      // No card provider in this deployment: card payment cannot be switched on.
      expect(data.onlinePayment).toEqual({ canEnable: false });
      expect((await call(staff, 'GET', '/staff/settings/fulfilment')).statusCode).toBe(403);
      expect((await call(diner, 'GET', '/staff/settings/fulfilment')).statusCode).toBe(403);
      expect((await call(null, 'GET', '/staff/settings/fulfilment')).statusCode).toBe(401);
      expect((await call(tascaOwner, 'GET', '/staff/settings/fulfilment')).statusCode).toBe(404);
      expect((await put(staff, 1, data.settings)).statusCode).toBe(403);
      expect((await put(tascaOwner, 1, data.settings)).statusCode).toBe(404);
    });

    it('raises the fee and sets a minimum for delivery: the diner’s side follows at once', async () => {
      const before = await read(manager);
      const change: FulfilmentSettings = { ...before.settings, delivery: { fee: 3.75, minimumOrder: 40, allowsCollection: true } };
      const res = await put(manager, 1, change);
      expect(res.statusCode, res.body).toBe(200);
      const saved = fulfilmentSettingsResponse.parse(res.json()).data;
      expect(saved.settings.delivery).toEqual({ fee: 3.75, minimumOrder: 40, allowsCollection: true });
      expect(saved.stamp).toMatchObject({ version: 2, updatedBy: { _id: manager.user._id } });

      const config = restaurantResponse.parse((await call(null, 'GET', '/restaurants/public/-')).json()).data.restaurant;
      expect(config.deliverySettings.delivery).toEqual({ fee: 3.75, minimumOrder: 40, allowsCollection: true });

      // One dish is under £40: a delivery is refused saying how much more; the same as a pickup is taken.
      const delivery = await order({ orderType: 'Delivery' });
      expect(delivery.res.statusCode, delivery.res.body).toBe(400);
      const more = (40 - delivery.dish.price).toFixed(2);
      expect(delivery.res.json()).toMatchObject({ code: 'DELIVERY_MINIMUM_NOT_MET', message: `Add £${more} more for delivery, or choose pickup.` });
      const pickup = await order({ orderType: 'Pickup' });
      expect(pickup.res.statusCode, pickup.res.body).toBe(201);

      const log = auditLogResponse.parse((await call(owner, 'GET', '/staff/audit')).json()).data.entries;
      expect(log[0]).toMatchObject({ action: 'updated', entity: 'fulfilment', entityId: gf.restaurant._id, by: { name: 'Test Manager' } });
      expect(log[0]!.before).toMatchObject({ delivery: { fee: 2.5, minimumOrder: 0 } });
      expect(log[0]!.after).toMatchObject({ delivery: { fee: 3.75, minimumOrder: 40 } });
    });

    it('switches delivery off: the public configuration says so and POST /orders refuses a delivery', async () => {
      const current = await read(owner);
      const res = await put(owner, current.stamp.version, { ...current.settings, delivery: { fee: null, minimumOrder: 0, allowsCollection: true } });
      expect(res.statusCode, res.body).toBe(200);
      const config = restaurantResponse.parse((await call(null, 'GET', '/restaurants/public/-')).json()).data.restaurant;
      expect(config.deliverySettings.delivery.fee).toBeNull();
      const { res: refused } = await order({ orderType: 'Delivery' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'ORDER_TYPE_NOT_OFFERED' });
    });

    it('switches card payment on only once connected; a method already on may stay on', async () => {
      const current = await read(owner);
      const [cash, online] = current.settings.paymentMethods;
      // Saving with card payment left on (as the tenant file had it) is fine.
      expect((await put(owner, current.stamp.version, { ...current.settings, paymentMethods: [{ ...cash!, isEnabled: false }, online!] })).statusCode).toBe(200);
      const off = await read(owner);
      expect((await put(owner, off.stamp.version, { ...off.settings, paymentMethods: [{ ...cash!, isEnabled: true }, { ...online!, isEnabled: false }] })).statusCode).toBe(200);
      const now = await read(owner);
      const on = await put(owner, now.stamp.version, { ...now.settings, paymentMethods: [cash!, { ...online!, isEnabled: true }] });
      expect(on.statusCode).toBe(400);
      expect(on.json().errors).toEqual([{ field: 'paymentMethods.1.isEnabled', message: 'Card payment can be switched on once the restaurant’s Stripe account is connected.' }]);
      expect((await read(owner)).stamp.version).toBe(now.stamp.version);
    });

    it('takes cash on delivery but not at collection: checkout and POST /orders follow, the tenant file keeps it', async () => {
      const current = await read(owner);
      const delivery = { fee: 2, minimumOrder: 0, allowsCollection: true };
      const cashForDeliveries = { methodName: 'Cash on Delivery', isEnabled: true, orderTypes: ['Delivery' as const] };
      // Collections would have no way to pay (card payment is not connected): refused.
      const none = await put(owner, current.stamp.version, { delivery, paymentMethods: [cashForDeliveries, { methodName: 'Online Payment', isEnabled: false }] });
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual([{ field: 'paymentMethods', message: 'Collections have no way to pay: switch on a payment method for them.' }]);
      // A card machine at the counter for collections.
      const methods = [cashForDeliveries, { methodName: 'Card on Collection', isEnabled: true, orderTypes: ['Pickup' as const] }, { methodName: 'Online Payment', isEnabled: false }];
      const res = await put(owner, current.stamp.version, { delivery, paymentMethods: methods });
      expect(res.statusCode, res.body).toBe(200);
      expect(fulfilmentSettingsResponse.parse(res.json()).data.settings.paymentMethods).toEqual(methods);
      const config = restaurantResponse.parse((await call(null, 'GET', '/restaurants/public/-')).json()).data.restaurant;
      expect(config.paymentMethods).toEqual(methods.slice(0, 2));

      const cashPickup = await order({ orderType: 'Pickup', paymentMethod: 'Cash on Delivery' });
      expect(cashPickup.res.statusCode).toBe(400);
      expect(cashPickup.res.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE', message: 'This payment method is not available. Please select a payment method.' });
      expect((await order({ orderType: 'Pickup', paymentMethod: 'Card on Collection' })).res.statusCode).toBe(201);
      expect((await order({ orderType: 'Delivery', paymentMethod: 'Cash on Delivery' })).res.statusCode).toBe(201);
      expect((await order({ orderType: 'Delivery', paymentMethod: 'Card on Collection' })).res.statusCode).toBe(400);

      const file = await exportTenant(t.db, 'golden-fork');
      expect(file?.paymentMethods).toEqual(methods);
      await importTenant(t.db, { ...file!, paymentMethods: [{ ...cashForDeliveries, orderTypes: ['Pickup'] }, { methodName: 'Online Payment', isEnabled: false }], settings: { ...file!.settings, delivery: { ...delivery, fee: null } } });
      expect((await read(owner)).settings.paymentMethods[0]).toEqual({ methodName: 'Cash on Delivery', isEnabled: true, orderTypes: ['Pickup'] });
      // Back as it was for the tests below: cash for both, as files without `orderTypes` have it.
      const after = await read(owner);
      expect((await put(owner, after.stamp.version, { delivery, paymentMethods: [{ methodName: 'Cash on Delivery', isEnabled: true }, { methodName: 'Online Payment', isEnabled: false }] })).statusCode).toBe(200);
    });

    it('refuses a change made on an old version, naming who made the newer one', async () => {
      const current = await read(manager);
      const res = await put(manager, current.stamp.version - 1, current.settings);
      expect(res.statusCode).toBe(409);
      const body = staleFulfilmentEditSchema.parse(res.json());
      expect(body).toMatchObject({ code: 'STALE_EDIT', message: 'Changed by Test Owner at 14:00. Reload to see their change.' });
      expect(body.current?.stamp.version).toBe(current.stamp.version);
    });

    it('refuses settings that make no sense, field by field, and stores nothing', async () => {
      const current = await read(owner);
      const cases: [object, string][] = [
        [{ delivery: { fee: -1, minimumOrder: 0, allowsCollection: true } }, 'delivery.fee'],
        [{ delivery: { fee: 2.555, minimumOrder: 0, allowsCollection: true } }, 'delivery.fee'],
        [{ delivery: { fee: 2, minimumOrder: -5, allowsCollection: true } }, 'delivery.minimumOrder'],
        [{ delivery: { fee: null, minimumOrder: 0, allowsCollection: false } }, 'delivery.allowsCollection'],
        [{ paymentMethods: [{ methodName: 'Cash', isEnabled: true }, { methodName: ' cash', isEnabled: false }] }, 'paymentMethods.1.methodName'],
        [{ paymentMethods: [{ methodName: '  ', isEnabled: true }] }, 'paymentMethods.0.methodName'],
      ];
      for (const [change, field] of cases) {
        const res = await call(owner, 'PUT', '/staff/settings/fulfilment', { ...current.settings, ...change, version: current.stamp.version });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(JSON.stringify(res.json().errors ?? res.json()), JSON.stringify(change)).toContain(field);
      }
      expect((await read(owner)).stamp.version).toBe(current.stamp.version);
    });

    it('keeps the minimum order through a tenant file export and import', async () => {
      const current = await read(owner);
      await put(owner, current.stamp.version, { ...current.settings, delivery: { fee: 1.5, minimumOrder: 12.5, allowsCollection: true } });
      const file = await exportTenant(t.db, 'golden-fork');
      expect(file?.settings.delivery).toEqual({ fee: 1.5, minimumOrder: 12.5, allowsCollection: true });
      await importTenant(t.db, { ...file!, settings: { ...file!.settings, delivery: { fee: 1.5, minimumOrder: 20, allowsCollection: false } } });
      expect((await read(owner)).settings.delivery).toEqual({ fee: 1.5, minimumOrder: 20, allowsCollection: false });
    });
  },
  { clock },
);
