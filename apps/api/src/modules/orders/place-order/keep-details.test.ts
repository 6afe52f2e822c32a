import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { userResponse, type PlaceOrderBody } from '@platter/domain';
import { API_PREFIX } from '../../../app.ts';
import { savedAddresses } from '../../../db/schema.ts';
import { registerDiner, type Session } from '../../../test/auth.ts';
import { describeEachDatabase, type TestApp } from '../../../test/test-app.ts';
import { loadStorefront, orderBody, TEST_ADDRESS, type Storefront } from '../../../test/orders.ts';

// Tuesday 2 June 2026, 14:00 in London: The Golden Fork is open.
const TUESDAY_2PM = new Date('2026-06-02T13:00:00Z');

function place(t: TestApp, session: Session, body: PlaceOrderBody, key = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/orders`,
    headers: { host: 'localhost', 'idempotency-key': key, ...session.headers },
    payload: body,
  });
}

async function profileOf(t: TestApp, session: Session) {
  const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/users/me`, headers: { host: 'localhost', ...session.headers } });
  return userResponse.parse(res.json()).data.user;
}

const addressesOf = (t: TestApp, session: Session) =>
  t.db.select().from(savedAddresses).where(eq(savedAddresses.userId, session.user._id)).orderBy(asc(savedAddresses.createdAt));

describeEachDatabase(
  'POST /orders: what checkout keeps for next time (issue 24, findings 21b and 21c)',
  (t) => {
    let gf: Storefront;
    beforeAll(async () => {
      gf = await loadStorefront(t.app, 'localhost');
    });
    const body = (spec: Partial<Parameters<typeof orderBody>[1]> = {}) => orderBody(gf, { lines: [{ product: gf.byName('Margherita'), choose: ['Regular 10"'] }], ...spec });

    it("keeps the phone typed at checkout on the profile with 'Save this phone number to my profile', so the next checkout has it", async () => {
      const diner = await registerDiner(t.app);
      expect((await profileOf(t, diner)).phoneNumber).toBeNull();
      const res = await place(t, diner, body({ contactPhone: ' 07700 900456 ', keep: { phone: true, address: false } }));
      expect(res.statusCode, res.body).toBe(201);
      expect((await profileOf(t, diner)).phoneNumber).toBe('07700 900456');
      // Without the choice the profile keeps its own.
      const other = await place(t, diner, body({ contactPhone: '020 7946 0321', keep: { phone: false, address: false } }));
      expect(other.statusCode, other.body).toBe(201);
      expect((await profileOf(t, diner)).phoneNumber).toBe('07700 900456');
    });

    it("places the order but keeps no phone the profile's rule refuses (checkout allows up to 18 digits, the profile 15)", async () => {
      const diner = await registerDiner(t.app);
      const res = await place(t, diner, body({ contactPhone: '+351 (12345) 1234567890', keep: { phone: true, address: false } }));
      expect(res.statusCode, res.body).toBe(201);
      expect((await profileOf(t, diner)).phoneNumber).toBeNull();
    });

    it("saves a typed delivery address once as 'Home' with 'Save this address': not again for a retry or the same place typed again", async () => {
      const diner = await registerDiner(t.app);
      const typed = { ...TEST_ADDRESS, state_or_region: 'Greater London' };
      const first = body({ deliveryAddress: typed, keep: { phone: false, address: true } });
      const key = randomUUID();
      expect((await place(t, diner, first, key)).statusCode).toBe(201);
      const [home, ...rest] = await addressesOf(t, diner);
      expect(rest).toEqual([]);
      expect(home).toMatchObject({
        label: 'Home',
        street: '10 Downing Street',
        city: 'London',
        stateOrRegion: 'Greater London',
        postalCode: 'SW1A 2AA',
        country: 'United Kingdom',
        longitude: 0,
        latitude: 0,
        note: '',
        isDefault: true,
      });
      // The same request again (a retry after a lost answer): its order, and nothing saved twice.
      const retry = await place(t, diner, first, key);
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      // The same place typed again another way.
      const again = body({ deliveryAddress: { street: '10  downing street', city: 'LONDON', postalCode: 'sw1a2aa', country: 'united kingdom' }, keep: { phone: false, address: true } });
      expect((await place(t, diner, again)).statusCode).toBe(201);
      expect(await addressesOf(t, diner)).toHaveLength(1);
      // Another place is saved beside it, not as the default.
      const elsewhere = { street: '221B Baker Street', city: 'London', postalCode: 'NW1 6XE', country: 'United Kingdom' };
      expect((await place(t, diner, body({ deliveryAddress: elsewhere, keep: { phone: false, address: true } }))).statusCode).toBe(201);
      const after = await addressesOf(t, diner);
      expect(after.map((a) => [a.street, a.label, a.isDefault])).toEqual([
        ['10 Downing Street', 'Home', true],
        ['221B Baker Street', 'Home', false],
      ]);
      expect((await profileOf(t, diner)).savedAddresses).toHaveLength(2);
    });

    it('saves nothing without the choice, nor for a saved address or a pickup', async () => {
      const diner = await registerDiner(t.app);
      expect((await place(t, diner, body({ keep: { phone: false, address: false } }))).statusCode).toBe(201);
      expect(await addressesOf(t, diner)).toEqual([]);
      const pickup = { ...body({ orderType: 'Pickup', keep: { phone: false, address: true } }), deliveryAddress: { ...TEST_ADDRESS }, saveDeliveryAddress: true };
      expect((await place(t, diner, pickup)).statusCode).toBe(201);
      expect(await addressesOf(t, diner)).toEqual([]);
    });
  },
  { clock: () => TUESDAY_2PM, env: { ORDER_RATE_LIMIT_PER_MINUTE: '1000' } },
);
