/**
 * The site's addresses (/staff/settings/domains) on both databases: the Owner adds and removes the
 * restaurant's own domain, which then serves the site; what is not a host name, one under the
 * platform's domain and one another restaurant serves are refused; Managers and others cannot.
 */
import { beforeAll, expect, it } from 'vitest';
import { auditLogResponse, domainsResponse, restaurantResponse } from '@platter/domain';
import { registerStaff, type Session } from '../../test/auth.ts';
import { GOLDEN_FORK_HOST, TASCA_HOST, callAs } from '../../test/menu-editor.ts';
import { loadStorefront } from '../../test/orders.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

describeEachDatabase('the site’s addresses (/staff/settings/domains)', (t) => {
  let owner: Session;
  let manager: Session;
  let tascaOwner: Session;
  const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer Rest] ? Rest : never) => callAs(t.app, ...args);

  beforeAll(async () => {
    const gf = await loadStorefront(t.app, GOLDEN_FORK_HOST);
    const tasca = await loadStorefront(t.app, TASCA_HOST);
    owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
    manager = await registerStaff(t.app, t.db, gf.restaurant._id, 'Manager');
    tascaOwner = await registerStaff(t.app, t.db, tasca.restaurant._id, 'Owner');
  });

  it('lists the platform address, adds the restaurant’s own domain, which then serves the site, and removes it', async () => {
    const listed = domainsResponse.parse((await call(owner, 'GET', '/staff/settings/domains')).json()).data;
    expect(listed.addresses[0]).toEqual({ host: 'golden-fork.localhost', kind: 'platform' });
    expect(listed.dnsTarget).toBe('golden-fork.localhost');
    const before = listed.addresses.map((a) => a.host);

    const added = await call(owner, 'POST', '/staff/settings/domains', { domain: ' Order.GoldenFork.example. ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(domainsResponse.parse(added.json()).data.addresses.map((a) => a.host)).toEqual([...before, 'order.goldenfork.example']);
    // The new address serves the Golden Fork at once.
    const served = restaurantResponse.parse((await call(null, 'GET', '/restaurants/public/-', undefined, 'order.goldenfork.example')).json());
    expect(served.data.restaurant.slug).toBe('golden-fork');
    const log = auditLogResponse.parse((await call(owner, 'GET', '/staff/audit')).json()).data.entries;
    expect(log[0]).toMatchObject({ entity: 'domains', action: 'created', after: { domains: [...before.slice(1), 'order.goldenfork.example'] } });

    // Another restaurant cannot take it, and is not told whose it is.
    const taken = await call(tascaOwner, 'POST', '/staff/settings/domains', { domain: 'order.goldenfork.example' }, TASCA_HOST);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("order.goldenfork.example already serves another restaurant. If it is yours, ask Platter's support to move it.");
    expect(taken.body).not.toContain('golden-fork');

    const removed = await call(owner, 'DELETE', '/staff/settings/domains/order.goldenfork.example');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(domainsResponse.parse(removed.json()).data.addresses.map((a) => a.host)).toEqual(before);
    expect((await call(null, 'GET', '/restaurants/public/-', undefined, 'order.goldenfork.example')).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', '/staff/settings/domains/order.goldenfork.example')).statusCode).toBe(404);
  });

  it('refuses what is not a host name of the restaurant’s own, field by field', async () => {
    for (const domain of ['https://eat.example.com', 'eat.example.com:8080', '192.0.2.1', 'localhost', 'tasca.localhost', 'no spaces.example', '', 'x'.repeat(254)]) {
      const res = await call(owner, 'POST', '/staff/settings/domains', { domain });
      expect(res.statusCode, domain).toBe(400);
      expect(res.json().errors?.[0]?.field ?? '', domain).toMatch(/domain/);
    }
  });

  it('is the Owner’s alone', async () => {
    expect((await call(manager, 'GET', '/staff/settings/domains')).statusCode).toBe(403);
    expect((await call(manager, 'POST', '/staff/settings/domains', { domain: 'eat.example.com' })).statusCode).toBe(403);
    expect((await call(null, 'GET', '/staff/settings/domains')).statusCode).toBe(401);
    expect((await call(tascaOwner, 'GET', '/staff/settings/domains')).statusCode).toBe(404);
  });
});
