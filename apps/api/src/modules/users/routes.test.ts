import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { apiErrorSchema, passwordChangedResponse, userResponse } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { restaurants, users } from '../../db/schema.ts';
import { DEMO_CUSTOMER, DEMO_OWNER } from '../../provisioning/demo-seed/index.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { loginAs, registerDiner } from '../../test/auth.ts';
import { REFRESH_COOKIE } from '../auth/cookie.ts';

const NOT_AUTHENTICATED = { message: 'User not authenticated.', code: 'UNAUTHORIZED' };

function call(t: TestApp, method: 'GET' | 'PUT', path: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method, url: `${API_PREFIX}${path}`, headers, ...(payload === undefined ? {} : { payload }) });
}

function refresh(t: TestApp, refreshToken: string) {
  return t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/refresh-token`, headers: { cookie: `${REFRESH_COOKIE}=${refreshToken}` } });
}

describeEachDatabase(
  'profile: /users/me',
  (t) => {
    it("answers the demo diner's profile with 150 points at The Golden Fork and a default London address", async () => {
      const diner = await loginAs(t.app, DEMO_CUSTOMER);
      const res = await call(t, 'GET', '/users/me', diner.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { user } = userResponse.parse(res.json()).data;
      const [goldenFork] = await t.db.select().from(restaurants).where(eq(restaurants.slug, 'golden-fork'));
      expect(user).toMatchObject({ email: DEMO_CUSTOMER.email, name: DEMO_CUSTOMER.name });
      expect(user.restaurantAffiliations).toEqual([{ restaurantId: goldenFork!.id, points: 150, role: null }]);
      expect(user.savedAddresses).toHaveLength(1);
      expect(user.savedAddresses[0]).toMatchObject({ isDefault: true, city: 'London', country: 'United Kingdom' });
      expect(user.savedAddresses[0]!.postcode).toBe(user.savedAddresses[0]!.postalCode);
      expect(JSON.stringify(res.json())).not.toMatch(/password/i);
    });

    it("shows the owner's role at their restaurant", async () => {
      const owner = await loginAs(t.app, DEMO_OWNER);
      const { user } = userResponse.parse((await call(t, 'GET', '/users/me', owner.headers)).json()).data;
      expect(user.restaurantAffiliations).toEqual([expect.objectContaining({ role: 'Owner', points: 0 })]);
    });

    it('refuses every profile call without a valid token', async () => {
      for (const [method, path] of [
        ['GET', '/users/me'],
        ['PUT', '/users/me'],
        ['PUT', '/users/me/change-password'],
      ] as const) {
        const res = await call(t, method, path, {}, method === 'PUT' ? {} : undefined);
        expect(res.statusCode, `${method} ${path}`).toBe(401);
        expect(res.json()).toEqual(NOT_AUTHENTICATED);
      }
    });

    it('answers 401 once the account is gone', async () => {
      const diner = await registerDiner(t.app);
      await t.db.delete(users).where(eq(users.id, diner.user._id));
      const res = await call(t, 'GET', '/users/me', diner.headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(NOT_AUTHENTICATED);
    });

    it('updates name and phone, never the e-mail', async () => {
      const diner = await registerDiner(t.app);
      const res = await call(t, 'PUT', '/users/me', diner.headers, {
        name: '  Grace Hopper ',
        phoneNumber: '+44 20 7946 0000',
        email: 'someone-else@example.com',
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = userResponse.parse(res.json());
      expect(body.message).toBe('Profile updated successfully!');
      expect(body.data.user).toMatchObject({ name: 'Grace Hopper', phoneNumber: '+44 20 7946 0000', email: diner.email });
      const [row] = await t.db.select().from(users).where(eq(users.id, diner.user._id));
      expect(row).toMatchObject({ name: 'Grace Hopper', email: diner.email });

      // An empty phone clears it; leaving it out keeps it.
      await call(t, 'PUT', '/users/me', diner.headers, { name: 'Grace Hopper' });
      expect((await t.db.select().from(users).where(eq(users.id, diner.user._id)))[0]!.phoneNumber).toBe('+44 20 7946 0000');
      const cleared = await call(t, 'PUT', '/users/me', diner.headers, { name: 'Grace Hopper', phoneNumber: '' });
      expect(userResponse.parse(cleared.json()).data.user.phoneNumber).toBeNull();
    });

    it.each([
      ['no name', {}, 'name', 'This field is required.'],
      ['an empty name', { name: '' }, 'name', 'This field is required.'],
      ['a one-letter name', { name: 'A' }, 'name', 'Name must be at least 2 characters.'],
      ['letters for a phone', { name: 'Al', phoneNumber: 'call me' }, 'phoneNumber', 'Valid phone number required.'],
      ['too few digits', { name: 'Al', phoneNumber: '12345' }, 'phoneNumber', 'Valid phone number required.'],
      ['too many digits', { name: 'Al', phoneNumber: '1234567890123456' }, 'phoneNumber', 'Valid phone number required.'],
    ])('refuses a profile with %s', async (_case, payload, field, message) => {
      const diner = await registerDiner(t.app);
      const res = await call(t, 'PUT', '/users/me', diner.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).errors).toContainEqual({ field, message });
    });
  },
  { env: { AUTH_RATE_LIMIT_MAX: '1000' } },
);

describeEachDatabase(
  'profile: change password',
  (t) => {
    it('checks the current password, ends the other sessions and every older access token, and keeps this one', async () => {
      const laptop = await registerDiner(t.app, { password: 'First#1234' });
      const phone = await loginAs(t.app, { email: laptop.email, password: 'First#1234' });

      const res = await call(t, 'PUT', '/users/me/change-password', laptop.headers, { currentPassword: 'First#1234', newPassword: 'Second#5678' });
      expect(res.statusCode, res.body).toBe(200);
      const body = passwordChangedResponse.parse(res.json());
      expect(body.message).toBe('Password changed successfully!');

      // Old access tokens, this session's and the other's, stop working at once.
      expect((await call(t, 'GET', '/users/me', laptop.headers)).statusCode).toBe(401);
      expect((await call(t, 'GET', '/users/me', phone.headers)).json()).toEqual(NOT_AUTHENTICATED);
      // The new token works.
      expect((await call(t, 'GET', '/users/me', { authorization: `Bearer ${body.data.accessToken}` })).statusCode).toBe(200);

      // The other session's refresh token is revoked; this session's still refreshes.
      const phoneRefresh = await refresh(t, phone.refreshToken);
      expect(phoneRefresh.statusCode).toBe(401);
      expect(phoneRefresh.json()).toEqual({ message: 'Session expired. Please log in again.', code: 'UNAUTHORIZED' });
      const laptopRefresh = await refresh(t, laptop.refreshToken);
      expect(laptopRefresh.statusCode).toBe(200);

      // Only the new password logs in.
      const oldLogin = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/login`, payload: { email: laptop.email, password: 'First#1234' } });
      expect(oldLogin.statusCode).toBe(401);
      expect((await loginAs(t.app, { email: laptop.email, password: 'Second#5678' })).accessToken).toBeTruthy();
    });

    it('refuses a wrong current password and changes nothing', async () => {
      const diner = await registerDiner(t.app);
      const [before] = await t.db.select().from(users).where(eq(users.id, diner.user._id));
      const res = await call(t, 'PUT', '/users/me/change-password', diner.headers, { currentPassword: 'Wrong#0000', newPassword: 'Second#5678' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Current password is incorrect.',
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'currentPassword', message: 'Current password is incorrect.' }],
      });
      const [after] = await t.db.select().from(users).where(eq(users.id, diner.user._id));
      expect(after!.passwordHash).toBe(before!.passwordHash);
      expect((await call(t, 'GET', '/users/me', diner.headers)).statusCode).toBe(200);
    });

    it('refuses a new password equal to the current one', async () => {
      const diner = await registerDiner(t.app);
      const res = await call(t, 'PUT', '/users/me/change-password', diner.headers, { currentPassword: diner.password, newPassword: diner.password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'New password must be different from the current password.' });
    });

    it('locks password changes after 10 wrong current passwords', async () => {
      const diner = await registerDiner(t.app);
      for (let i = 0; i < 10; i++) {
        const res = await call(t, 'PUT', '/users/me/change-password', diner.headers, { currentPassword: `Wrong#${i}000`, newPassword: 'Second#5678' });
        expect(res.statusCode).toBe(400);
      }
      const res = await call(t, 'PUT', '/users/me/change-password', diner.headers, { currentPassword: diner.password, newPassword: 'Second#5678' });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: 'Too many attempts. Please try again in 15 minutes.', code: 'RATE_LIMITED' });
    });

    it.each([
      ['nothing', {}, [
        { field: 'currentPassword', message: 'This field is required.' },
        { field: 'newPassword', message: 'This field is required.' },
      ]],
      ['empty fields', { currentPassword: '', newPassword: '' }, [
        { field: 'currentPassword', message: 'This field is required.' },
        { field: 'newPassword', message: 'This field is required.' },
      ]],
      ['a short new password', { currentPassword: 'Secret#123', newPassword: '12345' }, [{ field: 'newPassword', message: 'Minimum 6 characters.' }]],
    ])('refuses %s', async (_case, payload, expected) => {
      const diner = await registerDiner(t.app);
      const res = await call(t, 'PUT', '/users/me/change-password', diner.headers, payload);
      expect(res.statusCode).toBe(400);
      const errors = apiErrorSchema.parse(res.json()).errors;
      for (const e of expected) expect(errors).toContainEqual(e);
    });
  },
  { env: { AUTH_RATE_LIMIT_MAX: '1000' } },
);
