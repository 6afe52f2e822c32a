import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, authResponse, userResponse } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { DEV_JWT_SECRET } from '../../config.ts';
import { AccessTokens } from '../../platform/auth.ts';
import { refreshTokens, users } from '../../db/schema.ts';
import { DEMO_CUSTOMER } from '../../provisioning/demo-seed/index.ts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { loginAs, refreshCookieOf, registerDiner, sessionOf, type Session } from '../../test/auth.ts';
import { limiterBackends } from '../../test/test-redis.ts';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './cookie.ts';
import { hashRefreshToken, REFRESH_GRACE_MS } from './sessions.ts';

const LOGIN_FAILED = { message: 'Login failed. Please check your credentials.', code: 'UNAUTHORIZED' };
const NOT_AUTHENTICATED = { message: 'User not authenticated.', code: 'UNAUTHORIZED' };
const SESSION_EXPIRED = { message: 'Session expired. Please log in again.', code: 'UNAUTHORIZED' };
// Plenty for one suite; the per-IP limit has its own suite.
const ROOMY = { AUTH_RATE_LIMIT_MAX: '1000' };

function post(t: TestApp, path: string, payload?: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `${API_PREFIX}${path}`, headers, ...(payload === undefined ? {} : { payload }) });
}

function withCookie(refreshToken: string): Record<string, string> {
  return { cookie: `${REFRESH_COOKIE}=${refreshToken}` };
}

function me(t: TestApp, headers: Record<string, string>) {
  return t.app.inject({ url: `${API_PREFIX}/users/me`, headers });
}

describe('the refresh cookie path', () => {
  it('is the API prefix plus /auth', () => {
    expect(REFRESH_COOKIE_PATH).toBe(`${API_PREFIX}/auth`);
  });
});

describeEachDatabase(
  'accounts: register, log in, refresh, log out',
  (t) => {
    it('registers, reads the profile, rotates the refresh token, detects reuse and logs out', async () => {
      const res = await post(t, '/auth/register', { name: '  Ada Lovelace ', email: 'Ada@Example.COM', password: 'Engine#1843' });
      expect(res.statusCode, res.body).toBe(201);
      const body = authResponse.parse(res.json());
      expect(body.message).toBe('Registration successful!');
      expect(body.data.user).toMatchObject({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phoneNumber: null,
        savedAddresses: [],
        restaurantAffiliations: [],
      });
      expect(res.headers['cache-control']).toBe('no-store');

      // The refresh token is only a cookie: httpOnly, SameSite=Lax, scoped to the auth calls.
      const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth', maxAge: 30 * 24 * 60 * 60 });
      expect(cookie.secure).toBeFalsy();
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
      expect(res.body).not.toContain(cookie.value);

      // Stored hashed, never as sent.
      const [stored] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, body.data.user._id));
      expect(stored!.tokenHash).toBe(hashRefreshToken(cookie.value));
      expect(stored!.tokenHash).not.toContain(cookie.value);
      const [userRow] = await t.db.select().from(users).where(eq(users.id, body.data.user._id));
      expect(userRow!.passwordHash).toMatch(/^\$argon2id\$/);

      const first = sessionOf(res);
      const profile = await me(t, first.headers);
      expect(profile.statusCode).toBe(200);
      expect(userResponse.parse(profile.json()).data.user.email).toBe('ada@example.com');

      // Refresh: a new access token and a new cookie; the old cookie is spent.
      const refreshed = await post(t, '/auth/refresh-token', undefined, withCookie(first.refreshToken));
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const second = sessionOf(refreshed);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.refreshToken).not.toBe('');
      expect((await me(t, second.headers)).statusCode).toBe(200);

      // Replaying the spent cookie (after the grace window for concurrent refreshes, see
      // sessions.test.ts) revokes the whole family: the fresh one dies with it.
      await t.db
        .update(refreshTokens)
        .set({ revokedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(first.refreshToken)));
      const replay = await post(t, '/auth/refresh-token', undefined, withCookie(first.refreshToken));
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual(SESSION_EXPIRED);
      expect(refreshCookieOf(replay)).toBe(''); // cleared
      const afterReuse = await post(t, '/auth/refresh-token', undefined, withCookie(second.refreshToken));
      expect(afterReuse.statusCode).toBe(401);

      // Log in again, then log out: the cookie is cleared and no longer refreshes.
      const third = await loginAs(t.app, { email: 'ada@example.com', password: 'Engine#1843' });
      const out = await post(t, '/auth/logout', undefined, withCookie(third.refreshToken));
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ data: {}, message: 'Logged out.' });
      const cleared = out.cookies.find((c) => c.name === REFRESH_COOKIE)!;
      expect(cleared.value).toBe('');
      expect(cleared.path).toBe('/api/v1/auth');
      const gone = await post(t, '/auth/refresh-token', undefined, withCookie(third.refreshToken));
      expect(gone.statusCode).toBe(401);
      expect(gone.json()).toEqual(SESSION_EXPIRED);
    });

    it('refuses a refresh with no cookie or an unknown one', async () => {
      for (const headers of [{}, withCookie('not-a-token'), withCookie('A'.repeat(43))]) {
        const res = await post(t, '/auth/refresh-token', undefined, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(SESSION_EXPIRED);
      }
    });

    it('refuses an expired refresh token', async () => {
      const diner = await registerDiner(t.app);
      await t.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(diner.refreshToken)));
      const res = await post(t, '/auth/refresh-token', undefined, withCookie(diner.refreshToken));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(SESSION_EXPIRED);
    });

    it("refuses a refresh asked for from another site's page (403 CROSS_SITE_REQUEST, the cookie untouched), and takes its own", async () => {
      const diner = await registerDiner(t.app);
      const cross = { message: "This can only be asked for from the restaurant's own pages, not from another site.", code: 'CROSS_SITE_REQUEST' };
      for (const origin of ['https://evil.example', 'http://tasca-do-porto.localhost', 'http://localhost:8080', 'null', 'not a url']) {
        const res = await post(t, '/auth/refresh-token', undefined, { ...withCookie(diner.refreshToken), origin });
        expect(res.statusCode, origin).toBe(403);
        expect(res.json(), origin).toEqual(cross);
        expect(res.headers['set-cookie'], origin).toBeUndefined();
      }
      // In the restaurant's language.
      const tasca = await post(t, '/auth/refresh-token', undefined, { ...withCookie(diner.refreshToken), host: 'tasca-do-porto.localhost', origin: 'http://localhost', 'accept-language': 'pt-PT' });
      expect(tasca.json()).toEqual({ code: 'CROSS_SITE_REQUEST', message: 'Isto só pode ser pedido a partir das páginas do próprio restaurante, não de outro site.' });
      // Its own pages (the default port written or not), and a client that sends no Origin.
      const own = await post(t, '/auth/refresh-token', undefined, { ...withCookie(diner.refreshToken), host: 'localhost', origin: 'http://localhost:80' });
      expect(own.statusCode, own.body).toBe(200);
      expect((await post(t, '/auth/refresh-token', undefined, withCookie(sessionOf(own).refreshToken))).statusCode).toBe(200);
    });

    it('logs out with only the access token (no cookie), ending that session', async () => {
      const diner = await registerDiner(t.app);
      const out = await post(t, '/auth/logout', undefined, diner.headers);
      expect(out.statusCode).toBe(200);
      const res = await post(t, '/auth/refresh-token', undefined, withCookie(diner.refreshToken));
      expect(res.statusCode).toBe(401);
      // And logging out twice, or with nothing, is still fine.
      expect((await post(t, '/auth/logout')).statusCode).toBe(200);
    });

    it('keeps sessions apart: logging out one leaves the other', async () => {
      const diner = await registerDiner(t.app);
      const phone = await loginAs(t.app, diner);
      await post(t, '/auth/logout', undefined, withCookie(diner.refreshToken));
      const res = await post(t, '/auth/refresh-token', undefined, withCookie(phone.refreshToken));
      expect(res.statusCode).toBe(200);
    });

    it('logs in the demo diner with any capitalisation of the e-mail', async () => {
      const res = await post(t, '/auth/login', { email: '  DEMO@example.com ', password: DEMO_CUSTOMER.password });
      expect(res.statusCode, res.body).toBe(200);
      const body = authResponse.parse(res.json());
      expect(body.message).toBe('Login successful!');
      expect(body.data.user.email).toBe('demo@example.com');
      expect(body.data.user.restaurantAffiliations).toEqual([expect.objectContaining({ points: 150, role: null })]);
    });

    it('answers a wrong password and an unknown e-mail the same way', async () => {
      const wrong = await post(t, '/auth/login', { email: DEMO_CUSTOMER.email, password: 'not-the-password' });
      const unknown = await post(t, '/auth/login', { email: 'nobody-here@example.com', password: 'not-the-password' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(LOGIN_FAILED);
      expect(unknown.json()).toEqual(LOGIN_FAILED);
      expect(refreshCookieOf(wrong)).toBe('');
      expect(refreshCookieOf(unknown)).toBe('');
    });

    it('spends about the same work on an unknown e-mail as on a wrong password', async () => {
      // CPU time of this process (argon2 runs on its thread pool), not wall time: other test
      // workers and a busy machine stretch the clock, not the work one login does.
      const work = async (email: string) => {
        const started = process.cpuUsage();
        await post(t, '/auth/login', { email, password: 'not-the-password' });
        const used = process.cpuUsage(started);
        return (used.user + used.system) / 1000;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 5; i++) {
        known.push(await work(DEMO_CUSTOMER.email));
        unknown.push(await work(`timing-unknown-${i}@example.com`));
      }
      // Both run one argon2id verification (19 MiB, two passes: tens of ms of CPU); skipping it
      // would make the unknown e-mail's login several times cheaper. The least of each is the run
      // with the least else (a collection, a timer) in it.
      const ratio = Math.min(...unknown) / Math.min(...known);
      expect(ratio, `known ${known.map(Math.round).join()} ms, unknown ${unknown.map(Math.round).join()} ms of CPU`).toBeGreaterThan(0.5);
      await loginAs(t.app, DEMO_CUSTOMER); // success resets the demo account's failure count
    });

    it('refuses a second account with the same e-mail in any capitalisation', async () => {
      const diner = await registerDiner(t.app);
      const res = await post(t, '/auth/register', { name: 'Twin', email: diner.email.toUpperCase(), password: 'Another#123' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'An account with this email already exists.',
        code: 'CONFLICT',
        errors: [{ field: 'email', message: 'An account with this email already exists.' }],
      });
    });

    describe('validation: the spec texts, field by field', () => {
      const registerCases: [string, Record<string, unknown>, string, string | undefined][] = [
        ['no name', { email: 'x@example.com', password: 'Secret#123' }, 'Full name is required', 'name'],
        ['a blank name', { name: '   ', email: 'x@example.com', password: 'Secret#123' }, 'Full name is required', 'name'],
        ['no e-mail', { name: 'X Y', password: 'Secret#123' }, 'Email is required', 'email'],
        ['an empty e-mail', { name: 'X Y', email: '', password: 'Secret#123' }, 'Email is required', 'email'],
        ['a bad e-mail', { name: 'X Y', email: 'not-an-email', password: 'Secret#123' }, 'Please enter a valid email', 'email'],
        ['no password', { name: 'X Y', email: 'x@example.com' }, 'Password is required', 'password'],
        ['an empty password', { name: 'X Y', email: 'x@example.com', password: '' }, 'Password is required', 'password'],
        ['a short password', { name: 'X Y', email: 'x@example.com', password: 'Ab#1' }, 'Password must be at least 8 characters', 'password'],
        ['no digit', { name: 'X Y', email: 'x@example.com', password: 'Secret#abc' }, 'Password must contain a number', 'password'],
        ['no special character', { name: 'X Y', email: 'x@example.com', password: 'Secret1234' }, 'Password must contain a special character', 'password'],
      ];
      it.each(registerCases)('register with %s', async (_case, payload, message, field) => {
        const res = await post(t, '/auth/register', payload);
        expect(res.statusCode).toBe(400);
        const body = apiErrorSchema.parse(res.json());
        expect(body.code).toBe('VALIDATION_ERROR');
        expect(body.errors).toContainEqual({ field, message });
      });

      it('register with no body at all names every missing field', async () => {
        const res = await post(t, '/auth/register');
        expect(res.statusCode).toBe(400);
        const body = apiErrorSchema.parse(res.json());
        expect(body.errors).toEqual(
          expect.arrayContaining([
            { field: 'name', message: 'Full name is required' },
            { field: 'email', message: 'Email is required' },
            { field: 'password', message: 'Password is required' },
          ]),
        );
      });

      const loginCases: [string, Record<string, unknown>, string, string][] = [
        ['no e-mail', { password: 'whatever1' }, 'Email is required', 'email'],
        ['a bad e-mail', { email: 'nope', password: 'whatever1' }, 'Please enter a valid email', 'email'],
        ['no password', { email: 'x@example.com' }, 'Password is required', 'password'],
        ['an empty password', { email: 'x@example.com', password: '' }, 'Password is required', 'password'],
        ['a short password', { email: 'x@example.com', password: '12345' }, 'Password must be at least 6 characters', 'password'],
      ];
      it.each(loginCases)('login with %s', async (_case, payload, message, field) => {
        const res = await post(t, '/auth/login', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message, code: 'VALIDATION_ERROR', errors: expect.arrayContaining([{ field, message }]) });
      });
    });

    describe('access tokens', () => {
      let diner: Session;
      beforeAll(async () => {
        diner = await registerDiner(t.app);
      });
      const secretOf = () => new TextEncoder().encode(t.config.JWT_SECRET);
      const claims = () => ({ sid: '00000000-0000-4000-8000-000000000000', pwv: 'x' });

      it('refuses a missing, malformed or non-bearer Authorization header', async () => {
        for (const headers of [{} as Record<string, string>, { authorization: 'Bearer' }, { authorization: 'Bearer not.a.jwt' }, { authorization: `Basic ${diner.accessToken}` }]) {
          const res = await me(t, headers);
          expect(res.statusCode).toBe(401);
          expect(res.json()).toEqual(NOT_AUTHENTICATED);
        }
      });

      it('refuses a token signed with another secret', async () => {
        const [, payload] = diner.accessToken.split('.');
        const claimsOfReal = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
        const forged = await new SignJWT(claimsOfReal)
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('another-secret-that-is-long-enough-1234'));
        const res = await me(t, { authorization: `Bearer ${forged}` });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(NOT_AUTHENTICATED);
      });

      it('refuses an expired token', async () => {
        const [, payload] = diner.accessToken.split('.');
        const real = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
        const now = Math.floor(Date.now() / 1000);
        const expired = await new SignJWT({ ...real, iat: now - 3600, exp: now - 60 }).setProtectedHeader({ alg: 'HS256' }).sign(secretOf());
        const res = await me(t, { authorization: `Bearer ${expired}` });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(NOT_AUTHENTICATED);
      });

      it('refuses a well-signed token without exp (it would never expire) or without iat', async () => {
        const [, payload] = diner.accessToken.split('.');
        const real = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
        const { exp: _exp, ...noExp } = real;
        const { iat: _iat, ...noIat } = real;
        for (const body of [noExp, noIat]) {
          const token = await new SignJWT(body).setProtectedHeader({ alg: 'HS256' }).sign(secretOf());
          const res = await me(t, { authorization: `Bearer ${token}` });
          expect(res.statusCode).toBe(401);
          expect(res.json()).toEqual(NOT_AUTHENTICATED);
        }
        // The same claims with exp and iat pass, so only the missing claim is refused.
        const whole = await new SignJWT(real).setProtectedHeader({ alg: 'HS256' }).sign(secretOf());
        expect((await me(t, { authorization: `Bearer ${whole}` })).statusCode).toBe(200);
      });

      it('refuses an unsigned token and one without our issuer and audience', async () => {
        const [header, payload] = diner.accessToken.split('.');
        const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
        const foreign = await new SignJWT({ ...claims(), sub: diner.user._id })
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('5m')
          .sign(secretOf());
        for (const token of [none, `${header}.${payload}.`, foreign]) {
          const res = await me(t, { authorization: `Bearer ${token}` });
          expect(res.statusCode).toBe(401);
        }
      });

      it('expires access tokens after 15 minutes', async () => {
        const [, payload] = diner.accessToken.split('.');
        const { iat, exp } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { iat: number; exp: number };
        expect(exp - iat).toBe(15 * 60);
      });
    });
  },
  { env: ROOMY },
);

describe('the refresh cookie in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), SEED_DEMO: 'false' } });
  });
  afterAll(async () => {
    await t?.app.close();
  });

  it('is Secure, and tokens from the development secret are refused', async () => {
    const res = await post(t, '/auth/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE)!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth' });

    const diner = sessionOf(res);
    expect((await me(t, diner.headers)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, diner.user._id));
    const devTokens = new AccessTokens(t.db, { JWT_SECRET: DEV_JWT_SECRET, ACCESS_TOKEN_TTL_MINUTES: 15 });
    const devToken = await devTokens.sign(row!, randomUUID());
    const res2 = await me(t, { authorization: `Bearer ${devToken}` });
    expect(res2.statusCode).toBe(401);
  });
});

for (const backend of limiterBackends()) {
  describeEachDatabase(
    `accounts: failed-login lock (${backend.name})`,
    (t) => {
      it('locks an account after 10 failed logins, even against the right password, with a clear message', async () => {
        const diner = await registerDiner(t.app);
        for (let i = 1; i <= 10; i++) {
          const res = await post(t, '/auth/login', { email: diner.email, password: `wrong-${i}-pass` });
          expect(res.statusCode, `attempt ${i}`).toBe(401);
          expect(res.json()).toEqual(LOGIN_FAILED);
        }
        const locked = await post(t, '/auth/login', { email: diner.email, password: diner.password });
        expect(locked.statusCode).toBe(429);
        expect(locked.json()).toEqual({
          message: 'Too many failed login attempts. Please try again in 15 minutes.',
          code: 'RATE_LIMITED',
        });
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
        expect(refreshCookieOf(locked)).toBe('');
        // Any capitalisation is the same account.
        const shouting = await post(t, '/auth/login', { email: diner.email.toUpperCase(), password: diner.password });
        expect(shouting.statusCode).toBe(429);
        // Other accounts are not affected.
        const other = await registerDiner(t.app);
        expect((await post(t, '/auth/login', { email: other.email, password: other.password })).statusCode).toBe(200);
        // The session the diner already had keeps working.
        expect((await me(t, diner.headers)).statusCode).toBe(200);
      });

      it('locks unknown e-mails the same way (no hint that an account exists)', async () => {
        const email = `ghost-${randomUUID()}@example.com`;
        for (let i = 0; i < 10; i++) await post(t, '/auth/login', { email, password: 'wrong-pass' });
        const res = await post(t, '/auth/login', { email, password: 'wrong-pass' });
        expect(res.statusCode).toBe(429);
        expect(res.json()).toMatchObject({ message: 'Too many failed login attempts. Please try again in 15 minutes.' });
      });

      it('forgets earlier failures after a successful login', async () => {
        const diner = await registerDiner(t.app);
        for (let i = 0; i < 9; i++) await post(t, '/auth/login', { email: diner.email, password: 'wrong-pass' });
        expect((await post(t, '/auth/login', { email: diner.email, password: diner.password })).statusCode).toBe(200);
        for (let i = 0; i < 9; i++) await post(t, '/auth/login', { email: diner.email, password: 'wrong-pass' });
        expect((await post(t, '/auth/login', { email: diner.email, password: diner.password })).statusCode).toBe(200);
      });

      it('limits repeated registrations of a taken e-mail', async () => {
        const diner = await registerDiner(t.app);
        for (let i = 0; i < 10; i++) {
          const res = await post(t, '/auth/register', { name: 'Copy', email: diner.email, password: 'Another#123' });
          expect(res.statusCode).toBe(409);
        }
        const res = await post(t, '/auth/register', { name: 'Copy', email: diner.email, password: 'Another#123' });
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({ message: 'Too many attempts. Please try again in 15 minutes.', code: 'RATE_LIMITED' });
      });
    },
    { env: { ...ROOMY, ...backend.env } },
  );

  describeEachDatabase(
    `accounts: per-IP limit (${backend.name})`,
    (t) => {
      it('answers 429 after AUTH_RATE_LIMIT_MAX logins or registrations from one address in 15 minutes', async () => {
        // Own addresses, so suites sharing a Redis never count each other's calls.
        const randomIp = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
        const ip = randomIp();
        const from = (address: string, path: string, payload: object) =>
          t.app.inject({ method: 'POST', url: `${API_PREFIX}${path}`, remoteAddress: address, payload });
        for (let i = 0; i < 3; i++) {
          const res = await from(ip, '/auth/login', { email: `ip-${i}@example.com`, password: 'wrong-pass' });
          expect(res.statusCode).toBe(401);
        }
        const res = await from(ip, '/auth/login', { email: 'ip-x@example.com', password: 'wrong-pass' });
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({ message: 'Too many requests. Please try again in 15 minutes.', code: 'RATE_LIMITED' });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
        // Another address is not affected; registration counts separately.
        const elsewhere = await from(randomIp(), '/auth/login', { email: 'ip-y@example.com', password: 'wrong-pass' });
        expect(elsewhere.statusCode).toBe(401);
        const signup = await from(ip, '/auth/register', { name: 'Per Ip', email: `ip-${randomUUID()}@example.com`, password: 'Secret#123' });
        expect(signup.statusCode).toBe(201);
      });
    },
    { env: { AUTH_RATE_LIMIT_MAX: '3', ...limiterBackends().find((b) => b.name === backend.name)!.env } },
  );
}
