import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { API_PREFIX } from '../../app.ts';
import { refreshTokens } from '../../db/schema.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { loginAs, refreshCookieOf, registerDiner, sessionOf, type Session } from '../../test/auth.ts';
import { findUserById } from '../users/queries.ts';
import { REFRESH_COOKIE } from './cookie.ts';
import { hashRefreshToken, REFRESH_GRACE_MS, rotateSession, SESSION_EXPIRED, startSession, type SessionContext } from './sessions.ts';

const NOT_AUTHENTICATED = { message: 'User not authenticated.', code: 'UNAUTHORIZED' };
const ROOMY = { AUTH_RATE_LIMIT_MAX: '1000' };

function post(t: TestApp, path: string, headers: Record<string, string> = {}, payload?: object) {
  return t.app.inject({ method: 'POST', url: `${API_PREFIX}${path}`, headers, ...(payload === undefined ? {} : { payload }) });
}

function refresh(t: TestApp, refreshToken: string) {
  return post(t, '/auth/refresh-token', { cookie: `${REFRESH_COOKIE}=${refreshToken}` });
}

function me(t: TestApp, headers: Record<string, string>) {
  return t.app.inject({ url: `${API_PREFIX}/users/me`, headers });
}

function sessionIdOf(session: Session): string {
  const [, payload] = session.accessToken.split('.');
  return (JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string }).sid;
}

/** Moves a rotation into the past, as if the clock had moved on since. */
async function rotatedAgo(t: TestApp, refreshToken: string, ms: number): Promise<void> {
  await t.db
    .update(refreshTokens)
    .set({ revokedAt: new Date(Date.now() - ms) })
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
}

async function liveTokensOf(t: TestApp, familyId: string) {
  return t.db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

describeEachDatabase(
  'sessions: an access token ends with its session',
  (t) => {
    it('is refused right after logout', async () => {
      const diner = await registerDiner(t.app);
      expect((await me(t, diner.headers)).statusCode).toBe(200);
      const out = await post(t, '/auth/logout', { cookie: `${REFRESH_COOKIE}=${diner.refreshToken}` });
      expect(out.statusCode).toBe(200);
      const res = await me(t, diner.headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(NOT_AUTHENTICATED);
    });

    it('is refused after a logout that sent only the access token', async () => {
      const diner = await registerDiner(t.app);
      expect((await post(t, '/auth/logout', diner.headers)).statusCode).toBe(200);
      expect((await me(t, diner.headers)).json()).toEqual(NOT_AUTHENTICATED);
    });

    it('outlives a rotation: the tokens from before and after a refresh both work', async () => {
      const diner = await registerDiner(t.app);
      const next = sessionOf(await refresh(t, diner.refreshToken));
      expect((await me(t, diner.headers)).statusCode).toBe(200);
      expect((await me(t, next.headers)).statusCode).toBe(200);
    });

    it('is refused, old and new, once refresh-token reuse revokes the family', async () => {
      const diner = await registerDiner(t.app);
      const next = sessionOf(await refresh(t, diner.refreshToken));
      await rotatedAgo(t, diner.refreshToken, REFRESH_GRACE_MS + 1000);
      expect((await refresh(t, diner.refreshToken)).statusCode).toBe(401);
      for (const session of [diner, next]) {
        const res = await me(t, session.headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(NOT_AUTHENTICATED);
      }
    });

    it("is refused for another session after a password change, even signed with the new password's version", async () => {
      const laptop = await registerDiner(t.app, { password: 'First#1234' });
      const phone = await loginAs(t.app, { email: laptop.email, password: 'First#1234' });
      const res = await t.app.inject({
        method: 'PUT',
        url: `${API_PREFIX}/users/me/change-password`,
        headers: laptop.headers,
        payload: { currentPassword: 'First#1234', newPassword: 'Second#5678' },
      });
      expect(res.statusCode, res.body).toBe(200);
      // The password version alone would let these through; the session check refuses the phone's.
      const user = (await findUserById(t.db, laptop.user._id))!;
      const phoneToken = await t.app.accessTokens.sign(user, sessionIdOf(phone));
      const laptopToken = await t.app.accessTokens.sign(user, sessionIdOf(laptop));
      expect((await me(t, { authorization: `Bearer ${phoneToken}` })).json()).toEqual(NOT_AUTHENTICATED);
      expect((await me(t, { authorization: `Bearer ${laptopToken}` })).statusCode).toBe(200);
    });

    it('is refused once the session has expired', async () => {
      const diner = await registerDiner(t.app);
      await t.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(diner.refreshToken)));
      expect((await me(t, diner.headers)).json()).toEqual(NOT_AUTHENTICATED);
    });

    it("is refused when it names another user's session, or a session id that is no uuid", async () => {
      const diner = await registerDiner(t.app);
      const other = await registerDiner(t.app);
      const user = (await findUserById(t.db, diner.user._id))!;
      for (const sid of [sessionIdOf(other), randomUUID(), 'not-a-uuid']) {
        const token = await t.app.accessTokens.sign(user, sid);
        const res = await me(t, { authorization: `Bearer ${token}` });
        expect(res.statusCode, sid).toBe(401);
        expect(res.json()).toEqual(NOT_AUTHENTICATED);
      }
    });
  },
  { env: ROOMY },
);

describeEachDatabase(
  'sessions: refreshing with the same cookie more than once',
  (t) => {
    it('answers 5 concurrent refreshes all 200 with the same new cookie, and the diner stays signed in', async () => {
      const diner = await registerDiner(t.app);
      const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(t, diner.refreshToken)));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);

      const sessions = answers.map(sessionOf);
      const cookies = new Set(sessions.map((s) => s.refreshToken));
      expect(cookies.size).toBe(1);
      const [cookie] = [...cookies];
      expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie).not.toBe(diner.refreshToken);
      for (const session of sessions) expect((await me(t, session.headers)).statusCode).toBe(200);
      expect(await liveTokensOf(t, sessionIdOf(diner))).toHaveLength(1);

      // The cookie they all ended with still refreshes, and the session still works afterwards.
      const later = await refresh(t, cookie!);
      expect(later.statusCode, later.body).toBe(200);
      expect((await me(t, sessionOf(later).headers)).statusCode).toBe(200);
    });

    it('answers a replay within the grace window with the same successor', async () => {
      const diner = await registerDiner(t.app);
      const first = sessionOf(await refresh(t, diner.refreshToken));
      const again = await refresh(t, diner.refreshToken);
      expect(again.statusCode).toBe(200);
      expect(refreshCookieOf(again)).toBe(first.refreshToken);
      expect((await me(t, sessionOf(again).headers)).statusCode).toBe(200);
      expect((await refresh(t, first.refreshToken)).statusCode).toBe(200);
    });

    it('treats a replay after the grace window as reuse: the family is revoked', async () => {
      const diner = await registerDiner(t.app);
      const next = sessionOf(await refresh(t, diner.refreshToken));
      await rotatedAgo(t, diner.refreshToken, REFRESH_GRACE_MS + 1000);
      const ended: string[][] = [];
      const stop = t.app.events.onSessionsEnded((event) => void ended.push(event.sessionIds));
      const replay = await refresh(t, diner.refreshToken).finally(stop);
      // Published once revoked: the session's live sockets close at once (realtime/server.ts).
      expect(ended).toEqual([[sessionIdOf(diner)]]);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ message: SESSION_EXPIRED, code: 'UNAUTHORIZED' });
      expect(refreshCookieOf(replay)).toBe('');
      expect((await refresh(t, next.refreshToken)).statusCode).toBe(401);
      expect(await liveTokensOf(t, sessionIdOf(diner))).toHaveLength(0);
    });

    it('treats a replay as reuse once the successor has been rotated in its turn', async () => {
      const diner = await registerDiner(t.app);
      const second = sessionOf(await refresh(t, diner.refreshToken));
      const third = sessionOf(await refresh(t, second.refreshToken));
      expect((await refresh(t, diner.refreshToken)).statusCode).toBe(401);
      expect((await refresh(t, third.refreshToken)).statusCode).toBe(401);
    });

    it('gives nothing back for a replay within the window after logout', async () => {
      const diner = await registerDiner(t.app);
      const next = sessionOf(await refresh(t, diner.refreshToken));
      expect((await post(t, '/auth/logout', { cookie: `${REFRESH_COOKIE}=${next.refreshToken}` })).statusCode).toBe(200);
      const replay = await refresh(t, diner.refreshToken);
      expect(replay.statusCode).toBe(401);
      expect(refreshCookieOf(replay)).toBe('');
    });
  },
  { env: ROOMY },
);

describeEachDatabase(
  'sessions: the grace window on a moving clock',
  (t) => {
    it('lasts REFRESH_GRACE_MS after the rotation, then the replay revokes the family', async () => {
      let now = new Date();
      const ctx: SessionContext = { db: t.db, tokens: t.app.accessTokens, events: t.app.events, config: t.config, log: t.app.log, clock: () => now };
      const diner = await registerDiner(t.app);
      const user = (await findUserById(t.db, diner.user._id))!;
      const start = await startSession(ctx, user);
      const next = await rotateSession(ctx, start.refreshToken);

      now = new Date(now.getTime() + REFRESH_GRACE_MS - 1);
      expect((await rotateSession(ctx, start.refreshToken)).refreshToken).toBe(next.refreshToken);

      now = new Date(now.getTime() + 1);
      await expect(rotateSession(ctx, start.refreshToken)).rejects.toThrow(SESSION_EXPIRED);
      await expect(rotateSession(ctx, next.refreshToken)).rejects.toThrow(SESSION_EXPIRED);
      await expect(t.app.accessTokens.verify(next.accessToken)).rejects.toThrow('User not authenticated.');
    });
  },
  { env: ROOMY },
);
