import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { apiErrorSchema, CONTROL_CHARACTER_MESSAGE } from '@platter/domain';
import { API_PREFIX } from '../app.ts';
import { loadStorefront, orderBody, type Storefront } from '../test/orders.ts';
import { registerDiner, type Session } from '../test/auth.ts';
import { describeEachDatabase } from '../test/test-app.ts';

const HOST = 'localhost';
const NUL = '\u0000';
const now = new Date('2026-06-02T13:00:00Z');

describeEachDatabase(
  'control characters in any text field',
  (t) => {
    let diner: Session;
    let gf: Storefront;
    beforeAll(async () => {
      diner = await registerDiner(t.app);
      gf = await loadStorefront(t.app, HOST);
    });

    const address = { label: 'Home', street: '1 High Street', city: 'London', postcode: 'SW1A 1AA', country: 'United Kingdom' };

    // [what, method, path, body, signed in, the field named in the answer]
    const cases: () => [string, 'GET' | 'POST' | 'PUT', string, unknown, boolean, string][] = () => [
      ['a name at registration', 'POST', '/auth/register', { name: `Ann${NUL}`, email: 'ann-nul@example.com', password: 'Secret#123' }, false, 'name'],
      ['an e-mail at login', 'POST', '/auth/login', { email: `a${NUL}@example.com`, password: 'Secret#123' }, false, 'email'],
      ['a profile name', 'PUT', '/users/me', { name: `Ann${NUL}B` }, true, 'name'],
      ['an address street', 'POST', '/users/me/addresses', { ...address, street: `1${NUL} High St` }, true, 'street'],
      ['a coupon code', 'POST', '/promotions/validate-coupon', { couponCode: `WELCOME${NUL}10` }, false, 'couponCode'],
      [
        'order notes',
        'POST',
        '/orders',
        { ...orderBody(gf, { lines: [{ product: gf.byName('House Salad') }], orderType: 'Pickup' }), customerNotes: `Ring${NUL}` },
        true,
        'customerNotes',
      ],
      ['a restaurant slug in the path', 'GET', `/restaurants/public/golden${encodeURIComponent(NUL)}fork`, undefined, false, 'params.slug'],
      ['a stylesheet slug in the path', 'GET', `/restaurants/public/${encodeURIComponent(NUL)}/styles.css`, undefined, false, 'params.slug'],
      ['a query value', 'GET', `/products?categoryId=${encodeURIComponent(`x${NUL}`)}`, undefined, false, 'query.categoryId'],
      ['an escape character', 'POST', '/promotions/validate-coupon', { couponCode: '\u001b[2J' }, false, 'couponCode'],
    ];

    it('answers 400 naming the field, stores nothing, and never reaches the database', async () => {
      for (const [what, method, path, body, signedIn, field] of cases()) {
        const res = await t.app.inject({
          method,
          url: `${API_PREFIX}${path}`,
          headers: { host: HOST, 'idempotency-key': randomUUID(), ...(signedIn ? diner.headers : {}) },
          ...(body === undefined ? {} : { payload: body as object }),
        });
        expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
        const error = apiErrorSchema.parse(res.json());
        expect(error.message, what).toBe(CONTROL_CHARACTER_MESSAGE);
        expect(error.errors?.map((e) => e.field), what).toContain(field);
      }
      const history = await t.app.inject({ url: `${API_PREFIX}/orders/my-orders`, headers: { host: HOST, ...diner.headers } });
      expect(history.json()).toMatchObject({ data: { totalOrders: 0 } });
    });

    it('still takes line breaks, tabs, accents and emoji in notes', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/orders`,
        headers: { host: HOST, 'idempotency-key': randomUUID(), ...diner.headers },
        payload: {
          ...orderBody(gf, { lines: [{ product: gf.byName('House Salad') }], orderType: 'Pickup' }),
          customerNotes: 'Crème fraîche on the side 🙂\nRing twice,\tthanks',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    });
  },
  { clock: () => now },
);
