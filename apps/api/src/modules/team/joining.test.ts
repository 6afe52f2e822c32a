/**
 * Joining and leaving the team on both databases: a new account or an existing one accepts an
 * invitation (one use, seven days, this restaurant's site only), and a removed member loses staff
 * access at once, on the API and on the live channel.
 */
import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { auditLogResponse, inviteAcceptedResponse, invitePreviewResponse, REALTIME_PATH, TEAM_MESSAGES } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { REFRESH_COOKIE } from '../auth/index.ts';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { listeningOrigin } from '../../test/listening.ts';
import { callAs, GOLDEN_FORK_HOST, TASCA_HOST } from '../../test/menu-editor.ts';
import { loadStorefront, type Storefront } from '../../test/orders.ts';
import { invite, teamOf } from '../../test/team.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

const START = new Date('2026-06-02T13:00:00Z');
let now = START;
const DAY_MS = 24 * 60 * 60_000;

describeEachDatabase(
  'joining and leaving the team',
  (t) => {
    let gf: Storefront;
    let owner: Session;
    const open: Socket[] = [];
    const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer Rest] ? Rest : never) => callAs(t.app, ...args);
    const lookup = (token: string, host = GOLDEN_FORK_HOST) => call(null, 'POST', '/team/invites/lookup', { token }, host);
    const accept = (who: { headers: { authorization: string } } | null, body: object, host = GOLDEN_FORK_HOST) => call(who, 'POST', '/team/invites/accept', body, host);

    beforeAll(async () => {
      gf = await loadStorefront(t.app, GOLDEN_FORK_HOST);
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
    });
    afterEach(() => {
      now = START;
      for (const socket of open.splice(0)) socket.disconnect();
    });

    it('a new account joins with its name and a password: signed in, on the team, and the link is spent', async () => {
      const sent = await invite(t.app, t.db, owner, 'sam.waiter@example.com', 'Staff');
      const read = await lookup(sent.token);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(invitePreviewResponse.parse(read.json()).data.invite).toEqual({
        restaurantName: 'The Golden Fork',
        email: 'sam.waiter@example.com',
        role: 'Staff',
        accountExists: false,
        expiresAt: new Date(START.getTime() + 7 * DAY_MS).toISOString(),
      });

      // Without a name and a password there is no account to make; the register rules apply.
      const bare = await accept(null, { token: sent.token });
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toMatchObject({
        errors: [
          { field: 'name', message: TEAM_MESSAGES.nameRequired },
          { field: 'password', message: TEAM_MESSAGES.passwordRequired },
        ],
      });
      const weak = await accept(null, { token: sent.token, name: 'Sam Waiter', password: 'password' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ errors: expect.arrayContaining([{ field: 'password', message: 'Password must contain a number' }]) });

      const joined = await accept(null, { token: sent.token, name: 'Sam Waiter', password: 'Service#2027' });
      expect(joined.statusCode, joined.body).toBe(201);
      expect(joined.json()).toMatchObject({ message: 'Welcome to the team at The Golden Fork!' });
      const { user, accessToken } = inviteAcceptedResponse.parse(joined.json()).data;
      expect(user).toMatchObject({ name: 'Sam Waiter', email: 'sam.waiter@example.com' });
      expect(user.restaurantAffiliations).toEqual([expect.objectContaining({ restaurantId: gf.restaurant._id, role: 'Staff' })]);
      expect(joined.cookies.find((c) => c.name === REFRESH_COOKIE)).toMatchObject({ httpOnly: true, path: '/api/v1/auth' });
      const sam = { headers: { authorization: `Bearer ${accessToken}` } };
      expect((await call(sam, 'GET', '/staff/orders')).statusCode).toBe(200);
      // The password works for signing in too.
      const login = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/login`, payload: { email: 'sam.waiter@example.com', password: 'Service#2027' } });
      expect(login.statusCode).toBe(200);

      // Spent: reading or accepting again is the same 404 as an unknown link.
      for (const res of [await lookup(sent.token), await accept(null, { token: sent.token, name: 'Sam', password: 'Service#2027' }), await lookup('x'.repeat(43))]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: TEAM_MESSAGES.inviteInvalid });
      }
      const team = await teamOf(t.app, owner);
      expect(team.members).toEqual(expect.arrayContaining([expect.objectContaining({ _id: user._id, role: 'Staff', name: 'Sam Waiter' })]));
      expect(team.invites.map((i) => i.email)).not.toContain('sam.waiter@example.com');
      const [entry] = auditLogResponse.parse((await call(owner, 'GET', '/staff/audit')).json()).data.entries;
      expect(entry).toMatchObject({ action: 'joined', entity: 'member', entityId: user._id, by: { _id: user._id, name: 'Sam Waiter' }, before: null, after: { role: 'Staff' } });
    });

    it('an existing account signs in as the invited e-mail to join; another account cannot use the link', async () => {
      const diner = await registerDiner(t.app, { name: 'Rita Regular' });
      const sent = await invite(t.app, t.db, owner, diner.email, 'Manager');
      expect(invitePreviewResponse.parse((await lookup(sent.token)).json()).data.invite).toMatchObject({ accountExists: true, role: 'Manager' });

      const signedOut = await accept(null, { token: sent.token, name: 'Someone Else', password: 'Takeover#2027' });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toMatchObject({ message: TEAM_MESSAGES.signInToAccept });
      const stranger = await registerDiner(t.app);
      const wrong = await accept(stranger, { token: sent.token });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ message: `This invitation is for ${diner.email}. Sign out, then sign in with that e-mail to accept it.` });
      expect((await accept({ headers: { authorization: 'Bearer not.a.token' } }, { token: sent.token })).statusCode).toBe(401);

      const joined = await accept(diner, { token: sent.token });
      expect(joined.statusCode, joined.body).toBe(200);
      const { user, accessToken } = inviteAcceptedResponse.parse(joined.json()).data;
      expect(accessToken).toBeNull();
      expect(user.restaurantAffiliations).toEqual([expect.objectContaining({ restaurantId: gf.restaurant._id, role: 'Manager' })]);
      expect((await call(diner, 'GET', '/staff/menu')).statusCode).toBe(200);
      expect((await accept(diner, { token: sent.token })).statusCode).toBe(404);
    });

    it('works for seven days, on this restaurant’s site only; a token that was never sent is a 404 too', async () => {
      const sent = await invite(t.app, t.db, owner, 'late.starter@example.com', 'Staff');
      expect((await lookup(sent.token, TASCA_HOST)).statusCode).toBe(404);
      expect((await accept(null, { token: sent.token, name: 'Late Starter', password: 'Service#2027' }, TASCA_HOST)).statusCode).toBe(404);
      now = new Date(START.getTime() + 7 * DAY_MS - 60_000);
      expect((await lookup(sent.token)).statusCode).toBe(200);
      now = new Date(START.getTime() + 7 * DAY_MS);
      expect((await lookup(sent.token)).statusCode).toBe(404);
      const late = await accept(null, { token: sent.token, name: 'Late Starter', password: 'Service#2027' });
      expect(late.statusCode).toBe(404);
      expect(late.json()).toEqual({ code: 'NOT_FOUND', message: TEAM_MESSAGES.inviteInvalid });
      // The owner sees it expired, and sending again gives a fresh week.
      expect((await teamOf(t.app, owner)).invites.find((i) => i._id === sent._id)).toMatchObject({ isExpired: true });
      const again = await invite(t.app, t.db, owner, 'late.starter@example.com', 'Staff');
      expect((await lookup(again.token)).statusCode).toBe(200);

      expect((await lookup('')).statusCode).toBe(400);
      expect((await lookup('a'.repeat(201))).json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining(TEAM_MESSAGES.inviteInvalid) });
      expect((await lookup(sent.token.slice(0, -1))).statusCode).toBe(404);
    });

    it('lets exactly one of two accepts at once through', async () => {
      const diner = await registerDiner(t.app);
      const sent = await invite(t.app, t.db, owner, diner.email, 'Staff');
      const answers = await Promise.all([accept(diner, { token: sent.token }), accept(diner, { token: sent.token })]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
      expect((await teamOf(t.app, owner)).members.filter((m) => m._id === diner.user._id)).toHaveLength(1);
    });

    it('a removed member loses staff access at once: the next staff call is refused and their live board closes', async () => {
      const leaver = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
      expect((await call(leaver, 'GET', '/staff/orders')).statusCode).toBe(200);
      const origin = await listeningOrigin(t.app);
      const board = io(origin, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { host: GOLDEN_FORK_HOST },
        auth: { token: leaver.accessToken, clientType: 'staff' },
      });
      open.push(board);
      await new Promise<void>((resolve, reject) => {
        board.once('connect', resolve);
        board.once('connect_error', reject);
      });
      const closed = new Promise<string>((resolve) => board.once('disconnect', resolve));

      const removed = await call(owner, 'DELETE', `/staff/team/members/${leaver.user._id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toEqual({ data: {}, message: 'Test Staff was removed from the team.' });
      expect(await closed).toBe('io server disconnect');

      const next = await call(leaver, 'GET', '/staff/orders');
      expect(next.statusCode).toBe(403);
      expect(next.json()).toMatchObject({ message: "This is for the restaurant's staff only." });
      // Still a diner: signed in, with no role here.
      const me = await call(leaver, 'GET', '/users/me');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ data: { user: { restaurantAffiliations: [] } } });
      // The board cannot connect again.
      const again = io(origin, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { host: GOLDEN_FORK_HOST },
        auth: { token: leaver.accessToken, clientType: 'staff' },
      });
      open.push(again);
      const refusal = await new Promise<{ data?: { code?: string } }>((resolve) => again.once('connect_error', resolve));
      expect(refusal.data?.code).toBe('FORBIDDEN');

      expect((await call(owner, 'DELETE', `/staff/team/members/${leaver.user._id}`)).statusCode).toBe(404);
      const [entry] = auditLogResponse.parse((await call(owner, 'GET', '/staff/audit')).json()).data.entries;
      expect(entry).toMatchObject({ action: 'removed', entity: 'member', entityId: leaver.user._id, before: { role: 'Staff' }, after: null });
    });
  },
  { clock: () => now, env: { AUTH_RATE_LIMIT_MAX: '1000' } },
);

describeEachDatabase(
  'the invitation calls are throttled per client address, like sign-in',
  (t) => {
    it('answers 429 past AUTH_RATE_LIMIT_MAX calls of each in 15 minutes', async () => {
      const send = (call: 'lookup' | 'accept', remoteAddress: string) =>
        t.app.inject({ method: 'POST', url: `${API_PREFIX}/team/invites/${call}`, payload: { token: 'x'.repeat(43) }, remoteAddress });
      for (const call of ['lookup', 'accept'] as const) {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) statuses.push((await send(call, '10.9.9.9')).statusCode);
        expect(statuses, call).toEqual([404, 404, 404, 429]);
        expect((await send(call, '10.9.9.10')).statusCode).toBe(404);
      }
    });
  },
  { env: { AUTH_RATE_LIMIT_MAX: '3' } },
);
