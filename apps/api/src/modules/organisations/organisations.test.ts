/**
 * Organisations above restaurants (issue 41): an Owner of an organisation with two restaurants
 * sees and opens both, a Manager only theirs, staff of another organisation nothing of it; the
 * switch's hand-off code is single-use, short-lived and only for a restaurant the member may open;
 * each restaurant's board stays its own.
 */
import { eq, inArray } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REALTIME_EVENTS, REALTIME_PATH, authResponse, staffHandoffResponse, staffRestaurantsResponse, teamResponse, userResponse, type Order } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { organisationMembers, restaurants } from '../../db/schema.ts';
import { isPlatformOperator } from '../../platform/auth.ts';
import { DEMO_OWNER, DEMO_TASCA_OWNER } from '../../provisioning/demo-seed/index.ts';
import { exportTenant } from '../../provisioning/export.ts';
import { importTenant } from '../../provisioning/import.ts';
import { grantOperator, revokeOperator } from '../../provisioning/operators.ts';
import { loginAs, refreshCookieOf, registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { listeningOrigin } from '../../test/listening.ts';
import { loadStorefront, placeOrderAs, type Storefront } from '../../test/orders.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

const GOLDEN = 'golden-fork.localhost';
const SILVER = 'silver-spoon.localhost';
const TASCA = 'tasca-do-porto.localhost';
/** A Tuesday lunchtime: every restaurant is open for ASAP orders. */
let now = new Date('2026-06-02T13:00:00Z');

describeEachDatabase(
  'organisations',
  (t) => {
    let owner: Session;
    let tascaOwner: Session;
    let manager: Session & { email: string };
    let diner: Session;
    let goldenId: string;
    let silverId: string;
    let tascaId: string;
    const sockets: Socket[] = [];

    const get = (url: string, host: string, session?: Session) =>
      t.app.inject({ url: `${API_PREFIX}${url}`, headers: { host, ...session?.headers } });
    const handoff = (restaurantId: string, host: string, session?: Session) =>
      t.app.inject({ method: 'POST', url: `${API_PREFIX}/staff/restaurants/${restaurantId}/handoff`, headers: { host, ...session?.headers } });
    const redeem = (code: string, host: string) => t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/handoff`, headers: { host }, payload: { code } });
    const codeOf = (url: string) => new URL(url).hash.replace('#code=', '');
    const listed = async (session: Session, host = GOLDEN) => {
      const res = await get('/staff/restaurants', host, session);
      expect(res.statusCode, res.body).toBe(200);
      return staffRestaurantsResponse.parse(res.json()).data.restaurants;
    };

    beforeAll(async () => {
      const [golden] = await t.db.select().from(restaurants).where(eq(restaurants.slug, 'golden-fork'));
      goldenId = golden!.id;
      // A second restaurant of The Golden Fork's organisation: Tasca's file under another slug, naming it.
      const tasca = (await exportTenant(t.db, 'tasca-do-porto'))!;
      tascaId = (await t.db.select().from(restaurants).where(eq(restaurants.slug, 'tasca-do-porto')))[0]!.id;
      const imported = await importTenant(t.db, {
        ...tasca,
        slug: 'silver-spoon',
        name: 'The Silver Spoon',
        ownerEmail: null,
        organisation: { slug: 'golden-fork', name: 'The Golden Fork' },
      });
      silverId = imported.restaurantId;
      owner = await loginAs(t.app, DEMO_OWNER);
      tascaOwner = await loginAs(t.app, DEMO_TASCA_OWNER);
      manager = await registerStaff(t.app, t.db, silverId, 'Manager');
      diner = await registerDiner(t.app);
    });

    afterAll(() => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    });

    it('lists both restaurants to the Owner of their organisation, one to a Manager, and answers the same on any host', async () => {
      const mine = await listed(owner);
      expect(mine).toEqual([
        { id: goldenId, slug: 'golden-fork', name: 'The Golden Fork', role: 'Owner' },
        { id: silverId, slug: 'silver-spoon', name: 'The Silver Spoon', role: 'Owner' },
      ]);
      expect(await listed(owner, TASCA)).toEqual(mine);
      // The account's affiliations (what the web's staff area opens on) say Owner at both.
      const me = userResponse.parse((await get('/users/me', SILVER, owner)).json()).data.user;
      expect(me.restaurantAffiliations.filter((a) => a.role !== null).map((a) => [a.restaurantId, a.role]).sort()).toEqual(
        [
          [goldenId, 'Owner'],
          [silverId, 'Owner'],
        ].sort(),
      );
      expect(await listed(manager)).toEqual([{ id: silverId, slug: 'silver-spoon', name: 'The Silver Spoon', role: 'Manager' }]);
      // Staff of another organisation: their own restaurant only.
      expect(await listed(tascaOwner, SILVER)).toEqual([{ id: tascaId, slug: 'tasca-do-porto', name: 'Tasca do Porto', role: 'Owner' }]);
    });

    it('refuses a diner with 403 and a signed-out call with 401', async () => {
      const res = await get('/staff/restaurants', GOLDEN, diner);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: "This is for the restaurant's staff only." });
      expect((await get('/staff/restaurants', GOLDEN)).statusCode).toBe(401);
    });

    it("opens each restaurant's staff calls to the Owner; another organisation's staff and a Manager elsewhere get 404", async () => {
      for (const host of [GOLDEN, SILVER]) expect((await get('/staff/orders', host, owner)).statusCode).toBe(200);
      expect((await get('/staff/orders', SILVER, manager)).statusCode).toBe(200);
      expect((await get('/staff/orders', GOLDEN, manager)).statusCode).toBe(404);
      for (const host of [GOLDEN, SILVER]) {
        const res = await get('/staff/orders', host, tascaOwner);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
      expect((await get('/staff/orders', TASCA, owner)).statusCode).toBe(404);
      // The team screen of either restaurant shows the organisation's Owner.
      const team = teamResponse.parse((await get('/staff/team', SILVER, owner)).json()).data.members;
      expect(team.map((m) => [m.email, m.role])).toEqual([
        [DEMO_OWNER.email, 'Owner'],
        [manager.email, 'Manager'],
      ]);
    });

    it('hands the Owner over to the other restaurant once: a session on its host, then the code is spent', async () => {
      const res = await handoff(silverId, GOLDEN, owner);
      expect(res.statusCode, res.body).toBe(201);
      const { url, expiresAt } = staffHandoffResponse.parse(res.json()).data;
      expect(url).toMatch(/^http:\/\/silver-spoon\.localhost:\d+\/staff\/switch#code=[A-Za-z0-9_-]{43}$/);
      expect(new Date(expiresAt).getTime() - now.getTime()).toBe(60_000);
      const code = codeOf(url);
      // Only on the restaurant's own host.
      expect((await redeem(code, GOLDEN)).statusCode).toBe(404);
      const redeemed = await redeem(code, SILVER);
      expect(redeemed.statusCode, redeemed.body).toBe(200);
      expect(refreshCookieOf(redeemed)).not.toBe('');
      const session = authResponse.parse(redeemed.json()).data;
      expect(session.user.email).toBe(DEMO_OWNER.email);
      expect((await get('/staff/orders', SILVER, { headers: { authorization: `Bearer ${session.accessToken}` } } as Session)).statusCode).toBe(200);
      const again = await redeem(code, SILVER);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'This switch link is no longer valid. Open the restaurant again from the staff area you came from.',
      });
    });

    it('lets a code expire after 60 seconds', async () => {
      const code = codeOf(staffHandoffResponse.parse((await handoff(goldenId, SILVER, owner)).json()).data.url);
      now = new Date(now.getTime() + 61_000);
      try {
        expect((await redeem(code, GOLDEN)).statusCode).toBe(404);
      } finally {
        now = new Date('2026-06-02T13:00:00Z');
      }
    });

    it("refuses a code for another organisation's restaurant (404), a diner (403), and a malformed code (400)", async () => {
      expect((await handoff(tascaId, GOLDEN, owner)).statusCode).toBe(404);
      expect((await handoff(goldenId, SILVER, manager)).statusCode).toBe(404);
      expect((await handoff(goldenId, GOLDEN, tascaOwner)).statusCode).toBe(404);
      expect((await handoff(goldenId, GOLDEN, diner)).statusCode).toBe(403);
      expect((await handoff(goldenId, GOLDEN)).statusCode).toBe(401);
      expect((await redeem('short', SILVER)).statusCode).toBe(400);
    });

    it("keeps each restaurant's board apart: the Owner's board on one hears nothing of the other's orders", async () => {
      const origin = await listeningOrigin(t.app);
      const board = async (host: string) => {
        const socket = io(origin, {
          path: REALTIME_PATH,
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
          extraHeaders: { host },
          auth: { token: owner.accessToken, clientType: 'staff' },
        });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        const seen: Order[] = [];
        socket.on(REALTIME_EVENTS.orderCreated, (order: Order) => seen.push(order));
        return seen;
      };
      const goldenBoard = await board(GOLDEN);
      const silverBoard = await board(SILVER);
      const order = async (store: Storefront) =>
        placeOrderAs(t.app, store, diner, { lines: [{ product: store.products.find((p) => p.isAvailable && p.options.length === 0)! }], orderType: 'Pickup' });
      const atSilver = await order(await loadStorefront(t.app, SILVER));
      const atGolden = await order(await loadStorefront(t.app, GOLDEN));
      const arrived = async (seen: Order[], id: string) => {
        for (let i = 0; i < 60 && !seen.some((o) => o._id === id); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      };
      await arrived(silverBoard, atSilver._id);
      await arrived(goldenBoard, atGolden._id);
      expect(silverBoard.map((o) => o._id)).toEqual([atSilver._id]);
      expect(goldenBoard.map((o) => o._id)).toEqual([atGolden._id]);
    });

    it('makes an Owner named at one restaurant an Owner of the organisation, and a demoted Owner loses the other restaurant', async () => {
      const promoted = await registerStaff(t.app, t.db, silverId, 'Staff');
      const member = async (host: string, email: string) =>
        teamResponse.parse((await get('/staff/team', host, owner)).json()).data.members.find((m) => m.email === email);
      const before = (await member(SILVER, promoted.email))!;
      const change = (host: string, version: number, role: string) =>
        t.app.inject({
          method: 'PATCH',
          url: `${API_PREFIX}/staff/team/members/${promoted.user._id}`,
          headers: { host, ...owner.headers },
          payload: { version, role },
        });
      const up = await change(SILVER, before.version, 'Owner');
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json().data.member).toMatchObject({ role: 'Owner', version: before.version + 1 });
      expect((await listed(promoted)).map((r) => [r.slug, r.role])).toEqual([
        ['golden-fork', 'Owner'],
        ['silver-spoon', 'Owner'],
      ]);
      expect(await member(GOLDEN, promoted.email)).toMatchObject({ role: 'Owner' });
      // Demoted at The Golden Fork: a Manager there only.
      const down = await change(GOLDEN, before.version + 1, 'Manager');
      expect(down.statusCode, down.body).toBe(200);
      expect(down.json().data.member).toMatchObject({ role: 'Manager', version: before.version + 2 });
      expect((await listed(promoted)).map((r) => [r.slug, r.role])).toEqual([['golden-fork', 'Manager']]);
      expect((await get('/staff/orders', SILVER, promoted)).statusCode).toBe(404);
      // A stale version is refused whichever level the person sits at.
      expect((await change(GOLDEN, before.version, 'Staff')).statusCode).toBe(409);
    });

    it('keeps the last Owner of the organisation', async () => {
      const rows = await t.db.select().from(organisationMembers).where(eq(organisationMembers.userId, owner.user._id));
      expect(rows).toHaveLength(1);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `${API_PREFIX}/staff/team/members/${owner.user._id}`,
        headers: { host: SILVER, ...owner.headers },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'LAST_OWNER' });
    });

    it('puts the restaurants of two tenant files naming one organisation in it, each file’s owner an Owner of both; export keeps it', async () => {
      const tasca = (await exportTenant(t.db, 'tasca-do-porto'))!;
      const file = (slug: string, name: string, ownerEmail: string) => ({
        ...tasca,
        slug,
        name,
        ownerEmail,
        organisation: { slug: 'harbour-group', name: 'Harbour Group' },
        categories: [],
        products: [],
        promotions: [],
        highlights: [],
      });
      const first = await importTenant(t.db, file('harbour-north', 'Harbour North', 'north@harbour.example'));
      expect(first.changes.organisation).toEqual({ added: 1, updated: 0, removed: 0, deactivated: 0 });
      const second = await importTenant(t.db, file('harbour-south', 'Harbour South', 'south@harbour.example'));
      expect(second.changes.organisation).toMatchObject({ added: 0, updated: 0 });
      const [north, south] = await t.db.select().from(restaurants).where(inArray(restaurants.id, [first.restaurantId, second.restaurantId])).orderBy(restaurants.slug);
      expect(north!.organisationId).toBe(south!.organisationId);
      for (const result of [first, second]) {
        const account = await loginAs(t.app, { email: result.owner!.email, password: result.owner!.oneTimePassword! });
        expect((await listed(account)).map((r) => [r.slug, r.role])).toEqual([
          ['harbour-north', 'Owner'],
          ['harbour-south', 'Owner'],
        ]);
      }
      // Export keeps the organisation (and names its first Owner); the file imports back without a change.
      const exported = (await exportTenant(t.db, 'harbour-south'))!;
      expect(exported.organisation).toEqual({ slug: 'harbour-group', name: 'Harbour Group' });
      expect(exported.ownerEmail).toBe('north@harbour.example');
      expect((await importTenant(t.db, exported)).total).toBe(0);
      // A new name in a file renames the organisation; a file without one leaves the restaurant where it is.
      const renamed = await importTenant(t.db, { ...exported, organisation: { slug: 'harbour-group', name: 'Harbour & Co' } });
      expect(renamed.changes.organisation).toMatchObject({ updated: 1 });
      expect((await importTenant(t.db, { ...exported, organisation: undefined })).total).toBe(0);
      expect((await exportTenant(t.db, 'harbour-north'))!.organisation).toEqual({ slug: 'harbour-group', name: 'Harbour & Co' });
    });

    it('grants and revokes the platform operator role (command line only), which isPlatformOperator reads', async () => {
      expect(await isPlatformOperator(t.db, owner.user._id)).toBe(false);
      expect(await grantOperator(t.db, DEMO_OWNER.email.toUpperCase())).toEqual({ email: DEMO_OWNER.email, changed: true });
      expect(await isPlatformOperator(t.db, owner.user._id)).toBe(true);
      expect(await isPlatformOperator(t.db, tascaOwner.user._id)).toBe(false);
      expect(await revokeOperator(t.db, DEMO_OWNER.email)).toEqual({ email: DEMO_OWNER.email, changed: true });
      expect(await isPlatformOperator(t.db, owner.user._id)).toBe(false);
    });
  },
  { clock: () => now },
);
