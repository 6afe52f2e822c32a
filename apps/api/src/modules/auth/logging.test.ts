import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { DestinationStream } from 'pino';
import { API_PREFIX } from '../../app.ts';
import { refreshTokens } from '../../db/schema.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { loginAs, refreshCookieOf, sessionOf } from '../../test/auth.ts';
import { FAKE_GOOGLE_KEY } from '../../test/fake-address-providers.ts';
import { REFRESH_COOKIE } from './cookie.ts';
import { hashRefreshToken, REFRESH_GRACE_MS } from './sessions.ts';

/** Everything the app logs, at the most talkative level. */
const lines: string[] = [];
const memory: DestinationStream = { write: (line: string) => void lines.push(line) };

describeEachDatabase(
  'logs never hold a password, token or refresh cookie',
  (t) => {
    it('through register, login (failed and good), me, refresh, change password, logout and a failing address search', async () => {
      lines.length = 0;
      const secrets: string[] = [];
      const keep = (...values: string[]) => secrets.push(...values.filter(Boolean));

      const email = `quiet-${Date.now()}@example.com`;
      const password = 'Whisper#2026x';
      const newPassword = 'Murmur#2027y';
      keep(password, newPassword, FAKE_GOOGLE_KEY);

      const registered = sessionOf(
        await t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/register`, payload: { name: 'Quiet Diner', email, password } }),
      );
      keep(registered.accessToken, registered.refreshToken);

      const wrong = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/login`, payload: { email, password: 'Wrong#pass99' } });
      expect(wrong.statusCode).toBe(401);
      keep('Wrong#pass99');

      const login = await loginAs(t.app, { email, password });
      keep(login.accessToken, login.refreshToken);
      expect((await t.app.inject({ url: `${API_PREFIX}/users/me`, headers: login.headers })).statusCode).toBe(200);
      // A bad token is logged as a 401, never as the token.
      const forged = `${login.accessToken.slice(0, -4)}AAAA`;
      keep(forged);
      expect((await t.app.inject({ url: `${API_PREFIX}/users/me`, headers: { authorization: `Bearer ${forged}` } })).statusCode).toBe(401);

      const refreshed = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/auth/refresh-token`,
        headers: { cookie: `${REFRESH_COOKIE}=${login.refreshToken}` },
      });
      expect(refreshed.statusCode).toBe(200);
      const second = sessionOf(refreshed);
      keep(second.accessToken, refreshCookieOf(refreshed));
      const replay = () =>
        t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/refresh-token`, headers: { cookie: `${REFRESH_COOKIE}=${login.refreshToken}` } });
      // Within the grace window the spent token answers again (the same cookie, a new access token).
      const graced = await replay();
      expect(graced.statusCode).toBe(200);
      keep(sessionOf(graced).accessToken);
      // Later, reuse of the spent token is logged (as a warning), without the token.
      await t.db
        .update(refreshTokens)
        .set({ revokedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(login.refreshToken)));
      expect((await replay()).statusCode).toBe(401);

      const changed = await t.app.inject({
        method: 'PUT',
        url: `${API_PREFIX}/users/me/change-password`,
        headers: registered.headers,
        payload: { currentPassword: password, newPassword },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      keep((changed.json() as { data: { accessToken: string } }).data.accessToken);

      const lookup = await t.app.inject({
        url: `${API_PREFIX}/address/autocomplete?input=fleet&sessionToken=abc`,
        headers: { authorization: `Bearer ${(changed.json() as { data: { accessToken: string } }).data.accessToken}` },
      });
      expect(lookup.statusCode).toBe(502);

      await t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/logout`, headers: { cookie: `${REFRESH_COOKIE}=${registered.refreshToken}` } });

      // A guest order's link token (issue 30), an e-mail verification link and a reset link in a URL's query.
      const guestToken = 'GuestLinkToken0123456789abcdefghijklmnopqrstu';
      keep(guestToken);
      expect((await t.app.inject({ url: `${API_PREFIX}/orders/00000000-0000-4000-8000-000000000000?token=${guestToken}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'PATCH', url: `${API_PREFIX}/orders/00000000-0000-4000-8000-000000000000/cancel-my-order?x=1&token=${guestToken}` })).statusCode).toBe(404);

      // Every other shape a query parameter named token can take, on API and page URLs (issue 40).
      const shapes = ['token[]', 'token[0]', 'token[a]', '%74oken', 'TOKEN', 'token.a', '%2574oken'];
      for (const [i, shape] of shapes.entries()) {
        const secret = `ShapedToken${i}abcdefghijklmnopqrstuvwxyz0123`;
        keep(secret);
        await t.app.inject({ url: `${API_PREFIX}/orders/00000000-0000-4000-8000-000000000000?${shape}=${secret}` });
        await t.app.inject({ url: `/orders/00000000-0000-4000-8000-000000000000?lang=en&${shape}=${secret}` });
      }
      const repeated = ['RepeatedTokenOne0123456789abcdefghijkl', 'RepeatedTokenTwo0123456789abcdefghijkl'];
      keep(...repeated);
      await t.app.inject({ url: `/reset-password?token=${repeated[0]}&token=${repeated[1]}` });
      // A sign-in page's return path carrying a guest link.
      const nested = 'NestedTokenabcdefghijklmnopqrstuvwxyz0123';
      keep(nested);
      await t.app.inject({ url: `/login?next=${encodeURIComponent(`/orders/1?token=${nested}`)}` });

      const log = lines.join('');
      expect(log).toContain('token[0]=[redacted]');
      // The capture works: requests, the failed login and the reuse warning are there.
      expect(log).toContain('/api/v1/auth/login');
      expect(log).toContain('login failed');
      expect(log).toContain('refresh token reused');
      expect(log).toContain('address provider failed');
      expect(secrets.length).toBeGreaterThanOrEqual(10);
      for (const secret of secrets) expect(log, 'a secret reached the logs').not.toContain(secret);
      // Nor any part long enough to matter (a JWT's signature, a cookie's value).
      for (const secret of secrets.filter((s) => s.length > 40)) expect(log).not.toContain(secret.slice(-24));
    });
  },
  {
    logStream: memory,
    // Google at an address where nothing listens: the failure is logged.
    env: { LOG_LEVEL: 'trace', AUTH_RATE_LIMIT_MAX: '1000', GOOGLE_MAPS_API_KEY: FAKE_GOOGLE_KEY, GOOGLE_PLACES_URL: 'http://127.0.0.1:9' },
  },
);
