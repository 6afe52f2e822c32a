import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { addressResponse, apiErrorSchema, userResponse, type AddressBody, type SavedAddress } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { savedAddresses } from '../../db/schema.ts';
import { DEMO_CUSTOMER } from '../../provisioning/demo-seed/index.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { loginAs, registerDiner, type Session } from '../../test/auth.ts';

const HOME: AddressBody = { street: '221B Baker Street', city: 'London', postcode: 'NW1 6XE', country: 'United Kingdom' };
const WORK: AddressBody = {
  label: 'Work',
  street: '1 Canada Square',
  city: 'London',
  state_or_region: 'Greater London',
  postcode: 'E14 5AB',
  location: { type: 'Point', coordinates: [-0.0195, 51.5049] },
  placeId: 'ChIJ-work',
  note: 'Reception on the ground floor',
};
const NOT_FOUND = { message: 'Address not found.', code: 'NOT_FOUND' };

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function call(t: TestApp, method: Method, path: string, session: Session | null, payload?: object) {
  const headers: Record<string, string> = session ? session.headers : {};
  return t.app.inject({ method, url: `${API_PREFIX}/users/me/addresses${path}`, headers, ...(payload === undefined ? {} : { payload }) });
}

async function add(t: TestApp, session: Session, body: AddressBody): Promise<SavedAddress> {
  const res = await call(t, 'POST', '', session, body);
  expect(res.statusCode, res.body).toBe(201);
  return addressResponse.parse(res.json()).data.address;
}

async function defaults(t: TestApp, session: Session): Promise<string[]> {
  const rows = await t.db.select().from(savedAddresses).where(eq(savedAddresses.userId, session.user._id));
  return rows.filter((r) => r.isDefault).map((r) => r.id);
}

describeEachDatabase(
  'saved addresses',
  (t) => {
    it('saves the first address as the default, with the spec defaults filled in', async () => {
      const diner = await registerDiner(t.app);
      const res = await call(t, 'POST', '', diner, HOME);
      expect(res.statusCode).toBe(201);
      const body = addressResponse.parse(res.json());
      expect(body.message).toBe('New address added successfully!');
      expect(body.data.address).toMatchObject({
        label: 'Home',
        street: '221B Baker Street',
        city: 'London',
        state_or_region: '',
        postcode: 'NW1 6XE',
        postalCode: 'NW1 6XE',
        country: 'United Kingdom',
        location: { type: 'Point', coordinates: [0, 0] },
        placeId: null,
        note: '',
        isDefault: true,
      });
      expect(body.data.user.savedAddresses).toEqual([body.data.address]);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('keeps one default: a new default unsets the others, a plain new address does not take it', async () => {
      const diner = await registerDiner(t.app);
      const home = await add(t, diner, HOME);
      const work = await add(t, diner, WORK);
      expect(work).toMatchObject({ isDefault: false, label: 'Work', location: { coordinates: [-0.0195, 51.5049] }, placeId: 'ChIJ-work' });
      expect(await defaults(t, diner)).toEqual([home._id]);

      const cottage = await add(t, diner, { ...HOME, label: 'Cottage', street: '1 Lane End', isDefault: true });
      expect(cottage.isDefault).toBe(true);
      expect(await defaults(t, diner)).toEqual([cottage._id]);
    });

    it('updates an address, and an update flagged default takes the default over', async () => {
      const diner = await registerDiner(t.app);
      const home = await add(t, diner, HOME);
      const work = await add(t, diner, WORK);

      const res = await call(t, 'PUT', `/${work._id}`, diner, { ...WORK, street: '25 Canada Square', isDefault: true });
      expect(res.statusCode, res.body).toBe(200);
      const body = addressResponse.parse(res.json());
      expect(body.message).toBe('Address updated successfully!');
      expect(body.data.address).toMatchObject({ _id: work._id, street: '25 Canada Square', isDefault: true });
      expect(await defaults(t, diner)).toEqual([work._id]);
      // The default comes first in the profile.
      expect(body.data.user.savedAddresses.map((a) => a._id)).toEqual([work._id, home._id]);

      // Saving the default with isDefault false keeps it the default (choose another instead).
      const again = await call(t, 'PUT', `/${work._id}`, diner, { ...WORK, isDefault: false });
      expect(addressResponse.parse(again.json()).data.address.isDefault).toBe(true);
    });

    it('sets the default', async () => {
      const diner = await registerDiner(t.app);
      await add(t, diner, HOME);
      const work = await add(t, diner, WORK);
      const res = await call(t, 'PATCH', `/${work._id}/default`, diner);
      expect(res.statusCode).toBe(200);
      const body = addressResponse.parse(res.json());
      expect(body.message).toBe('Default address updated.');
      expect(body.data.address.isDefault).toBe(true);
      expect(await defaults(t, diner)).toEqual([work._id]);
    });

    it('deletes an address; deleting the default makes the oldest remaining one default', async () => {
      const diner = await registerDiner(t.app);
      const home = await add(t, diner, HOME);
      const work = await add(t, diner, WORK);
      const cottage = await add(t, diner, { ...HOME, street: '1 Lane End' });

      const res = await call(t, 'DELETE', `/${home._id}`, diner);
      expect(res.statusCode).toBe(200);
      const body = userResponse.parse(res.json());
      expect(body.message).toBe('Address deleted.');
      expect(body.data.user.savedAddresses.map((a) => a._id).sort()).toEqual([work._id, cottage._id].sort());
      expect(await defaults(t, diner)).toEqual([work._id]);

      await call(t, 'DELETE', `/${cottage._id}`, diner);
      expect(await defaults(t, diner)).toEqual([work._id]);
      await call(t, 'DELETE', `/${work._id}`, diner);
      expect(await defaults(t, diner)).toEqual([]);
      expect((await call(t, 'DELETE', `/${work._id}`, diner)).json()).toEqual(NOT_FOUND);
    });

    it("never lets a diner read or change another diner's address (404, and nothing changes)", async () => {
      const demo = await loginAs(t.app, DEMO_CUSTOMER);
      const [demoAddress] = await t.db.select().from(savedAddresses).where(eq(savedAddresses.userId, demo.user._id));
      const intruder = await registerDiner(t.app);
      await add(t, intruder, HOME);

      const attempts = [
        await call(t, 'PUT', `/${demoAddress!.id}`, intruder, { ...HOME, street: 'Hijacked', isDefault: true }),
        await call(t, 'PATCH', `/${demoAddress!.id}/default`, intruder),
        await call(t, 'DELETE', `/${demoAddress!.id}`, intruder),
      ];
      for (const res of attempts) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
      const [after] = await t.db.select().from(savedAddresses).where(eq(savedAddresses.id, demoAddress!.id));
      expect(after).toEqual(demoAddress);
      // And the intruder's own profile never lists it.
      const me = userResponse.parse((await t.app.inject({ url: `${API_PREFIX}/users/me`, headers: intruder.headers })).json());
      expect(me.data.user.savedAddresses.map((a) => a._id)).not.toContain(demoAddress!.id);
    });

    it('answers 404 for unknown and malformed address ids', async () => {
      const diner = await registerDiner(t.app);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        for (const res of [
          await call(t, 'PUT', `/${id}`, diner, HOME),
          await call(t, 'PATCH', `/${id}/default`, diner),
          await call(t, 'DELETE', `/${id}`, diner),
        ]) {
          expect(res.statusCode).toBe(404);
          expect(res.json()).toMatchObject({ message: 'Address not found.', code: 'NOT_FOUND' });
        }
      }
    });

    it('requires a signed-in diner for every address call', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      for (const res of [
        await call(t, 'POST', '', null, HOME),
        await call(t, 'PUT', `/${id}`, null, HOME),
        await call(t, 'PATCH', `/${id}/default`, null),
        await call(t, 'DELETE', `/${id}`, null),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'User not authenticated.', code: 'UNAUTHORIZED' });
      }
    });

    let diner: Session;
    beforeAll(async () => {
      diner = await registerDiner(t.app);
    });

    it.each([
      ['no street', { ...HOME, street: undefined }, 'street', 'Street is required.'],
      ['a blank street', { ...HOME, street: '  ' }, 'street', 'Street is required.'],
      ['no city', { ...HOME, city: '' }, 'city', 'City is required.'],
      ['no post code', { ...HOME, postcode: undefined }, 'postcode', 'Post code is required.'],
      ['an empty country', { ...HOME, country: '' }, 'country', 'Country is required.'],
      ['a longitude off the globe', { ...HOME, location: { type: 'Point', coordinates: [200, 0] } }, 'location.coordinates.0', undefined],
    ])('refuses an address with %s', async (_case, payload, field, message) => {
      const res = await call(t, 'POST', '', diner, payload);
      expect(res.statusCode).toBe(400);
      const body = apiErrorSchema.parse(res.json());
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.errors).toContainEqual(message ? { field, message } : expect.objectContaining({ field }));
    });

    it('refuses an empty body naming each required field', async () => {
      const res = await call(t, 'POST', '', diner);
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).errors).toEqual(
        expect.arrayContaining([
          { field: 'street', message: 'Street is required.' },
          { field: 'city', message: 'City is required.' },
          { field: 'postcode', message: 'Post code is required.' },
        ]),
      );
    });

    it('keeps at most 20 addresses', async () => {
      const collector = await registerDiner(t.app);
      for (let i = 0; i < 20; i++) await add(t, collector, { ...HOME, street: `${i + 1} Long Road` });
      const res = await call(t, 'POST', '', collector, HOME);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'You can save up to 20 addresses.', code: 'BAD_REQUEST' });
    });
  },
  { env: { AUTH_RATE_LIMIT_MAX: '1000' } },
);
