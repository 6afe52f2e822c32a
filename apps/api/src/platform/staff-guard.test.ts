import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { API_PREFIX } from '../app.ts';
import { restaurants, staffMemberships } from '../db/schema.ts';
import { DEMO_CUSTOMER, DEMO_OWNER } from '../provisioning/demo-seed/index.ts';
import { loginAs, registerDiner } from '../test/auth.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { requireStaff, ROLE_NOT_ALLOWED, STAFF_ONLY, staffOnly } from './auth.ts';

// No staff routes exist yet: throwaway routes pin the guard, one per way of using it.
const ANY_STAFF = `${API_PREFIX}/staff/probe`;
const MANAGERS_ONLY = `${API_PREFIX}/staff/probe-managers`;

async function probeRoutes(app: FastifyInstance): Promise<void> {
  app.get(ANY_STAFF, { preHandler: staffOnly() }, async (request) => ({
    role: request.staff?.role,
    restaurantId: request.staff?.restaurantId,
    userId: request.user?.id,
  }));
  app.get(MANAGERS_ONLY, async (request) => {
    const member = await requireStaff(request, ['Manager', 'Staff']);
    return { role: member.role };
  });
}

const GOLDEN_FORK = 'golden-fork.localhost';
const TASCA = 'tasca-do-porto.localhost';

describeEachDatabase(
  'requireStaff',
  (t) => {
    const call = (url: string, host: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url, headers: { host, ...headers } });
    const restaurantId = async (slug: string) => {
      const [row] = await t.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, slug));
      return row!.id;
    };

    it("answers the owner with their role at the Host's restaurant", async () => {
      const owner = await loginAs(t.app, DEMO_OWNER);
      for (const host of [GOLDEN_FORK, 'localhost:3000']) {
        const res = await call(ANY_STAFF, host, owner.headers);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ role: 'Owner', restaurantId: await restaurantId('golden-fork'), userId: owner.user._id });
      }
    });

    it('answers 403 to a signed-in diner with no staff role anywhere', async () => {
      const diner = await loginAs(t.app, DEMO_CUSTOMER);
      const res = await call(ANY_STAFF, GOLDEN_FORK, diner.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: STAFF_ONLY });
    });

    it("answers 404 to the owner of The Golden Fork at Tasca do Porto's address, as if nothing were there", async () => {
      const owner = await loginAs(t.app, DEMO_OWNER);
      const res = await call(ANY_STAFF, TASCA, owner.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(res.body).not.toContain('Owner');
    });

    it('answers 401 without a token or with a bad one, before looking at memberships', async () => {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
        const res = await call(ANY_STAFF, GOLDEN_FORK, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'User not authenticated.' });
      }
    });

    it('answers 403 to a member whose role is not in the allowed list', async () => {
      const owner = await loginAs(t.app, DEMO_OWNER);
      const res = await call(MANAGERS_ONLY, GOLDEN_FORK, owner.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: ROLE_NOT_ALLOWED });
    });

    it("takes the membership of the Host's restaurant when a person works at several", async () => {
      const cook = await registerDiner(t.app);
      await t.db.insert(staffMemberships).values([
        { userId: cook.user._id, restaurantId: await restaurantId('tasca-do-porto'), role: 'Staff' },
        { userId: cook.user._id, restaurantId: await restaurantId('golden-fork'), role: 'Manager' },
      ]);
      const atTasca = await call(MANAGERS_ONLY, TASCA, cook.headers);
      expect(atTasca.statusCode).toBe(200);
      expect(atTasca.json()).toEqual({ role: 'Staff' });
      const atGoldenFork = await call(MANAGERS_ONLY, GOLDEN_FORK, cook.headers);
      expect(atGoldenFork.json()).toEqual({ role: 'Manager' });
    });

    it('answers 404 for a Host no restaurant owns', async () => {
      const owner = await loginAs(t.app, DEMO_OWNER);
      const res = await call(ANY_STAFF, 'nowhere.localhost', owner.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    });
  },
  { routes: probeRoutes },
);
