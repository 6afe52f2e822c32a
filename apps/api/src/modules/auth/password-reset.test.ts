import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { API_PREFIX } from '../../app.ts';
import { mailOutbox, passwordResetTokens, restaurants, users } from '../../db/schema.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { loginAs, registerDiner } from '../../test/auth.ts';
import { REFRESH_COOKIE } from './cookie.ts';
import { hashResetToken } from './password-reset.ts';

const ACCEPTED = {
  data: {},
  message: 'If an account exists for that e-mail, we have sent a link to reset your password. It is valid for 30 minutes.',
};
const START = new Date('2026-03-02T12:00:00Z');
let now = START;
const ROOMY = { PASSWORD_RESET_RATE_LIMIT_PER_HOUR: '1000', AUTH_RATE_LIMIT_MAX: '1000' };

let ip = 0;
/** Each call from its own client address unless one is given, so only the limit under test bites. */
function post(t: TestApp, path: string, payload: object, options: { host?: string; remoteAddress?: string } = {}) {
  ip += 1;
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}${path}`,
    payload,
    remoteAddress: options.remoteAddress ?? `10.1.${Math.floor(ip / 250)}.${ip % 250}`,
    headers: options.host ? { host: options.host } : {},
  });
}

function sessionIdOf(session: { accessToken: string }): string {
  return (decodeJwt(session.accessToken) as { sid: string }).sid;
}

async function resetMails(t: TestApp, recipient: string) {
  await t.app.background.idle();
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, 'password_reset')))
    .orderBy(mailOutbox.createdAt);
}

/** Asks for a link and returns the token from the queued e-mail. */
async function requestLink(t: TestApp, email: string, host?: string): Promise<{ token: string; resetUrl: string }> {
  const res = await post(t, '/auth/forgot-password', { email }, host ? { host } : {});
  expect(res.statusCode, res.body).toBe(202);
  const mails = await resetMails(t, email);
  const resetUrl = String(mails.at(-1)?.payload.resetUrl);
  const token = new URL(resetUrl).searchParams.get('token') ?? '';
  return { token, resetUrl };
}

describeEachDatabase(
  'password reset',
  (t) => {
    it('answers known and unknown e-mails identically and e-mails only the account, on the Host it was asked on', async () => {
      const diner = await registerDiner(t.app, { name: 'Rosa Reset' });
      const unknown = `nobody-${Date.now()}@example.com`;
      const known = await post(t, '/auth/forgot-password', { email: diner.email.toUpperCase() }, { host: 'tascadoporto.example' });
      const missing = await post(t, '/auth/forgot-password', { email: unknown }, { host: 'tascadoporto.example' });
      for (const res of [known, missing]) {
        expect(res.statusCode).toBe(202);
        expect(res.json()).toEqual(ACCEPTED);
        expect(res.headers['cache-control']).toBe('no-store');
      }
      expect(known.body).toBe(missing.body);

      // The request queues the message after answering and wakes the mail worker; once both are
      // done, the message has gone out.
      await t.app.background.idle();
      await t.app.mail.drain();
      expect(await resetMails(t, unknown)).toEqual([]);
      const [mail, ...more] = await resetMails(t, diner.email);
      expect(more).toEqual([]);
      const [tasca] = await t.db.select().from(restaurants).where(eq(restaurants.slug, 'tasca-do-porto'));
      expect(mail).toMatchObject({ restaurantId: tasca!.id, status: 'sent', replyTo: 'ola@tascadoporto.example' });
      expect(mail!.payload).toMatchObject({ name: 'Rosa Reset', expiresInMinutes: 30 });
      const url = new URL(String(mail!.payload.resetUrl));
      // The restaurant's canonical origin (development: its subdomain on PORT), not the Host asked on.
      expect(url.origin).toBe('http://tasca-do-porto.localhost:3000');
      expect(url.pathname).toBe('/reset-password');
      const token = url.searchParams.get('token')!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes

      // Stored only as its hash, valid for 30 minutes from the app's clock.
      const [row] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, diner.user._id));
      expect(row!.tokenHash).toBe(hashResetToken(token));
      expect(row!.tokenHash).not.toContain(token);
      expect(row!.expiresAt.getTime() - now.getTime()).toBe(30 * 60_000);
      expect(row!.requestedFromRestaurantId).toBe(tasca!.id);
    });

    it("links to the restaurant's canonical origin whatever port, trailing dot or alias the Host names", async () => {
      // A diner per Host: each e-mail may ask 3 times an hour.
      for (const host of ['tasca-do-porto.localhost:3000', 'tasca-do-porto.localhost.:6666', 'tascadoporto.example:8443', 'tascadoporto.example.']) {
        const { resetUrl } = await requestLink(t, (await registerDiner(t.app)).email, host);
        expect(resetUrl, host).toMatch(/^http:\/\/tasca-do-porto\.localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
      }
      for (const host of ['localhost:6666', 'golden-fork.localhost.:6666', '127.0.0.1:8443', 'goldenfork.example:8443']) {
        const { resetUrl } = await requestLink(t, (await registerDiner(t.app)).email, host);
        expect(resetUrl, host).toMatch(/^http:\/\/golden-fork\.localhost:3000\/reset-password\?token=/);
      }
    });

    it('resets once: every session ends, old access tokens stop, the new password signs in', async () => {
      const diner = await registerDiner(t.app);
      const other = await loginAs(t.app, diner);
      const { token } = await requestLink(t, diner.email);

      const ended: string[][] = [];
      const stop = t.app.events.onSessionsEnded((event) => void ended.push(event.sessionIds));
      const res = await post(t, '/auth/reset-password', { token, password: 'Brand#New1' }).finally(stop);
      expect(res.statusCode, res.body).toBe(200);
      // Both sessions are published as ended: their live sockets close at once (realtime/server.ts).
      expect(ended.flat().sort()).toEqual([sessionIdOf(diner), sessionIdOf(other)].sort());
      expect(res.json()).toEqual({ data: {}, message: 'Your password has been reset. Please sign in with your new password.' });

      for (const session of [diner, other]) {
        const me = await t.app.inject({ url: `${API_PREFIX}/users/me`, headers: session.headers });
        expect(me.statusCode).toBe(401);
        const refresh = await t.app.inject({
          method: 'POST',
          url: `${API_PREFIX}/auth/refresh-token`,
          headers: { cookie: `${REFRESH_COOKIE}=${session.refreshToken}` },
        });
        expect(refresh.statusCode).toBe(401);
      }
      const oldLogin = await post(t, '/auth/login', { email: diner.email, password: diner.password });
      expect(oldLogin.statusCode).toBe(401);
      const newLogin = await post(t, '/auth/login', { email: diner.email, password: 'Brand#New1' });
      expect(newLogin.statusCode).toBe(200);

      const again = await post(t, '/auth/reset-password', { token, password: 'Other#Pass2' });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toMatchObject({
        code: 'GONE',
        message: 'This reset link has already been used. If you did not do this, please ask for a new one.',
      });
    });

    it('works for 30 minutes by the clock, then answers that the link has expired', async () => {
      const diner = await registerDiner(t.app);
      const first = await requestLink(t, diner.email);
      now = new Date(START.getTime() + 30 * 60_000);
      try {
        const late = await post(t, '/auth/reset-password', { token: first.token, password: 'Brand#New1' });
        expect(late.statusCode).toBe(410);
        expect(late.json()).toMatchObject({ message: 'This reset link has expired. Please ask for a new one.', code: 'GONE' });

        const second = await requestLink(t, diner.email);
        now = new Date(now.getTime() + 30 * 60_000 - 1000);
        const inTime = await post(t, '/auth/reset-password', { token: second.token, password: 'Brand#New1' });
        expect(inTime.statusCode, inTime.body).toBe(200);
      } finally {
        now = START;
      }
    });

    it('lets a newer request supersede the older link', async () => {
      const diner = await registerDiner(t.app);
      const older = await requestLink(t, diner.email);
      const newer = await requestLink(t, diner.email);
      expect(newer.token).not.toBe(older.token);
      const stale = await post(t, '/auth/reset-password', { token: older.token, password: 'Brand#New1' });
      expect(stale.statusCode).toBe(410);
      expect(stale.json().message).toBe('A newer reset link has been sent since this one. Please use the link in the latest e-mail.');
      expect((await post(t, '/auth/reset-password', { token: newer.token, password: 'Brand#New1' })).statusCode).toBe(200);
    });

    it('applies the registration password rules and refuses unknown tokens with a message', async () => {
      const diner = await registerDiner(t.app);
      const { token } = await requestLink(t, diner.email);
      const cases: [object, string][] = [
        [{ token, password: 'short#1' }, 'Password must be at least 8 characters'],
        [{ token, password: 'longenough#' }, 'Password must contain a number'],
        [{ token, password: 'longenough1' }, 'Password must contain a special character'],
        [{ token }, 'Password is required'],
        [{ password: 'Brand#New1' }, 'The reset link is incomplete. Please open the link from the e-mail again.'],
      ];
      for (const [body, message] of cases) {
        const res = await post(t, '/auth/reset-password', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toBe(message);
      }
      const unknown = await post(t, '/auth/reset-password', { token: 'A'.repeat(43), password: 'Brand#New1' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ message: 'This reset link is not valid. Please ask for a new one.', code: 'BAD_REQUEST' });
      // The token is still good after all that.
      expect((await post(t, '/auth/reset-password', { token, password: 'Brand#New1' })).statusCode).toBe(200);

      const badEmail = await post(t, '/auth/forgot-password', { email: 'not-an-email' });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().message).toBe('Please enter a valid email');
    });

    it('limits requests per e-mail, known or not, whatever the client address (429)', async () => {
      const diner = await registerDiner(t.app);
      const unknown = `ghost-${Date.now()}@example.com`;
      for (const email of [diner.email, unknown]) {
        for (let i = 0; i < 3; i += 1) expect((await post(t, '/auth/forgot-password', { email })).statusCode).toBe(202);
        const refused = await post(t, '/auth/forgot-password', { email });
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toMatch(/^Too many requests for this e-mail\. Please try again in (60|59) minutes\.$/);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      }
      expect(await resetMails(t, diner.email)).toHaveLength(3);
    });

    it('never stores or answers anything for a Host no restaurant owns', async () => {
      const res = await post(t, '/auth/forgot-password', { email: 'demo@example.com' }, { host: 'unknown.example' });
      expect(res.statusCode).toBe(404);
      const [user] = await t.db.select().from(users).where(eq(users.email, 'demo@example.com'));
      await t.app.background.idle();
      expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user!.id))).toEqual([]);
    });
  },
  { env: ROOMY, clock: () => now },
);

describeEachDatabase(
  'password reset: per-IP limit',
  (t) => {
    it('allows PASSWORD_RESET_RATE_LIMIT_PER_HOUR requests per client address, then 429', async () => {
      const from = { remoteAddress: '192.0.2.7' };
      expect((await post(t, '/auth/forgot-password', { email: 'a@example.com' }, from)).statusCode).toBe(202);
      expect((await post(t, '/auth/forgot-password', { email: 'b@example.com' }, from)).statusCode).toBe(202);
      const refused = await post(t, '/auth/forgot-password', { email: 'c@example.com' }, from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 60 minutes.' });
      expect((await post(t, '/auth/forgot-password', { email: 'c@example.com' })).statusCode).toBe(202);
    });
  },
  { env: { PASSWORD_RESET_RATE_LIMIT_PER_HOUR: '2' } },
);

describeEachDatabase(
  'password reset link in production',
  (t) => {
    it("points at the restaurant's first custom domain over https, never the request's port, trailing dot, alias or address", async () => {
      const hosts = [
        'goldenfork.example:8443',
        'goldenfork.example.',
        'www.goldenfork.example:6666',
        'golden-fork.platter.app.:6666',
        'localhost:6666',
        '203.0.113.9:8080',
      ];
      for (const host of hosts) {
        const { resetUrl } = await requestLink(t, (await registerDiner(t.app)).email, host);
        expect(resetUrl, host).toMatch(/^https:\/\/goldenfork\.example\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
      }
    });
  },
  { clock: () => now, env: { ...ROOMY, BASE_DOMAIN: 'platter.app', NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(32), LOG_LEVEL: 'silent' } },
);
