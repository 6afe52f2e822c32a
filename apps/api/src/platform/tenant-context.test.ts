import { expect, it } from 'vitest';
import { requireStaff } from './auth.ts';
import { loginAs } from '../test/auth.ts';
import { DEMO_CUSTOMER, DEMO_OWNER } from '../provisioning/demo-seed/index.ts';
import { describeEachDatabase } from '../test/test-app.ts';

describeEachDatabase(
  'request.tenant(): the TenantContext',
  (t) => {
    it("holds the restaurant's identity, zone, currency, languages and switch, none of its parts; the actor as authentication knows it", async () => {
      const res = await t.app.inject({ url: '/test/tenant-context', headers: { host: 'tasca-do-porto.localhost' } });
      expect(res.statusCode).toBe(200);
      const { before, after } = res.json();
      expect(Object.keys(before).sort()).toEqual(['actor', 'currencyCode', 'currencySymbol', 'customDomains', 'id', 'isAcceptingOrders', 'languages', 'name', 'slug', 'timeZone']);
      expect(before).toMatchObject({ slug: 'tasca-do-porto', name: 'Tasca do Porto', timeZone: 'Europe/Lisbon', currencyCode: 'EUR', currencySymbol: '€', isAcceptingOrders: true, actor: null });
      expect(before.languages.default).toBe('pt-PT');
      // Signed out: still no actor after asking.
      expect(after).toBeNull();
    });

    it('names the staff member and their role once requireStaff has checked them, and a diner without a role', async () => {
      const owner = await loginAs(t.app, DEMO_OWNER);
      const staff = (await t.app.inject({ url: '/test/tenant-context', headers: owner.headers })).json();
      expect(staff.before.actor).toBeNull();
      expect(staff.after).toMatchObject({ role: 'Owner' });
      const diner = await loginAs(t.app, DEMO_CUSTOMER);
      const dinerAnswer = (await t.app.inject({ url: '/test/tenant-context', headers: diner.headers })).json();
      expect(dinerAnswer.after).toMatchObject({ role: null });
      expect(typeof dinerAnswer.after.userId).toBe('string');
    });
  },
  {
    routes: (app) => {
      app.get('/test/tenant-context', async (request) => {
        const tenant = await request.tenant();
        const before = { ...tenant, actor: tenant.actor };
        if (request.headers.authorization) {
          try {
            await requireStaff(request);
          } catch {
            // A diner: authenticated, no role here.
          }
        }
        // The same memoised context, now knowing the actor.
        return { before, after: (await request.tenant()).actor };
      });
    },
  },
);
