import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { FAVORITE_MESSAGES, MAX_FAVORITES, apiErrorSchema, favoriteIdsResponse, favoritesResponse, productResponse } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { favorites, products } from '../../db/schema.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { registerDiner, type Session } from '../../test/auth.ts';
import { loadStorefront, type Storefront } from '../../test/orders.ts';

const GOLDEN = 'localhost';
const TASCA = 'tasca-do-porto.localhost';

type Method = 'GET' | 'PUT' | 'DELETE';
function call(t: TestApp, method: Method, path: string, session: Session | null, host = GOLDEN) {
  return t.app.inject({ method, url: `${API_PREFIX}/favorites${path}`, headers: { host, ...(session ? session.headers : {}) } });
}

async function put(t: TestApp, session: Session, productId: string, host = GOLDEN): Promise<void> {
  const res = await call(t, 'PUT', `/${productId}`, session, host);
  expect(res.statusCode, res.body).toBe(204);
  expect(res.body).toBe('');
}

async function listed(t: TestApp, session: Session, host = GOLDEN) {
  const res = await call(t, 'GET', '', session, host);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return favoritesResponse.parse(res.json()).data.favorites;
}

async function ids(t: TestApp, session: Session, host = GOLDEN): Promise<string[]> {
  const res = await call(t, 'GET', '/ids', session, host);
  expect(res.statusCode, res.body).toBe(200);
  return favoriteIdsResponse.parse(res.json()).data.productIds;
}

function expectError(res: { statusCode: number; json: () => unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(apiErrorSchema.parse(res.json()).message).toBe(message);
}

describeEachDatabase('favourites', (t) => {
  let golden: Storefront;
  let tasca: Storefront;
  beforeAll(async () => {
    [golden, tasca] = await Promise.all([loadStorefront(t.app, GOLDEN), loadStorefront(t.app, TASCA)]);
  });

  it('adds and removes idempotently, and lists the newest first with each dish as the menu presents it', async () => {
    const diner = await registerDiner(t.app);
    expect(await listed(t, diner)).toEqual([]);
    const soup = golden.byName('Soup of the Day');
    const burger = golden.byName('The Golden Burger');
    const bread = golden.byName('Garlic Bread');

    await put(t, diner, soup._id);
    await put(t, diner, burger._id);
    await put(t, diner, bread._id);
    // Again: nothing changes, not even the order (the first date stays).
    await put(t, diner, soup._id);

    const list = await listed(t, diner);
    expect(list.map((f) => f.product.name)).toEqual(['Garlic Bread', 'The Golden Burger', 'Soup of the Day']);
    expect(await ids(t, diner)).toEqual([bread._id, burger._id, soup._id]);
    // The dish exactly as GET /products/{id} presents it (price, options, image, state).
    const one = await t.app.inject({ url: `${API_PREFIX}/products/${burger._id}`, headers: { host: GOLDEN } });
    expect(list[1]).toEqual({ productId: burger._id, addedAt: expect.any(String), product: productResponse.parse(one.json()).data.product });
    expect(list[1]!.product.options.length).toBeGreaterThan(0);
    expect(Date.parse(list[0]!.addedAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.addedAt));

    const removed = await call(t, 'DELETE', `/${burger._id}`, diner);
    expect(removed.statusCode).toBe(204);
    // Removing again, or a dish that never was one, is the same 204.
    expect((await call(t, 'DELETE', `/${burger._id}`, diner)).statusCode).toBe(204);
    expect((await call(t, 'DELETE', `/${randomUUID()}`, diner)).statusCode).toBe(204);
    expect(await ids(t, diner)).toEqual([bread._id, soup._id]);
    const rows = await t.db.select().from(favorites).where(eq(favorites.userId, diner.user._id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.restaurantId))).toEqual(new Set([golden.restaurant._id]));
  });

  it('keeps each diner to their own favourites', async () => {
    const [a, b] = await Promise.all([registerDiner(t.app), registerDiner(t.app)]);
    const pie = golden.byName('Steak & Ale Pie');
    await put(t, a, pie._id);
    expect(await listed(t, b)).toEqual([]);
    expect(await ids(t, b)).toEqual([]);
    // B removing A's dish removes nothing of A's.
    expect((await call(t, 'DELETE', `/${pie._id}`, b)).statusCode).toBe(204);
    expect(await ids(t, a)).toEqual([pie._id]);
  });

  it("keeps favourites per restaurant: another restaurant's dish is not found, and each site lists its own", async () => {
    const diner = await registerDiner(t.app);
    const nata = tasca.byName('Pastel de Nata');
    const soup = golden.byName('Soup of the Day');

    expectError(await call(t, 'PUT', `/${nata._id}`, diner, GOLDEN), 404, FAVORITE_MESSAGES.productNotFound);
    expectError(await call(t, 'PUT', `/${soup._id}`, diner, TASCA), 404, FAVORITE_MESSAGES.productNotFound);

    await put(t, diner, soup._id, GOLDEN);
    await put(t, diner, nata._id, TASCA);
    expect((await listed(t, diner, GOLDEN)).map((f) => f.productId)).toEqual([soup._id]);
    expect((await listed(t, diner, TASCA)).map((f) => f.productId)).toEqual([nata._id]);
    expect(await ids(t, diner, TASCA)).toEqual([nata._id]);
    // Deleting Golden Fork's dish through Tasca's site leaves it alone.
    expect((await call(t, 'DELETE', `/${soup._id}`, diner, TASCA)).statusCode).toBe(204);
    expect(await ids(t, diner, GOLDEN)).toEqual([soup._id]);

    // An explicit restaurantId must name the Host's restaurant.
    const other = await t.app.inject({
      url: `${API_PREFIX}/favorites?restaurantId=${tasca.restaurant._id}`,
      headers: { host: GOLDEN, ...diner.headers },
    });
    expect(other.statusCode).toBe(404);
  });

  it('answers 401 to a signed-out caller on every call', async () => {
    const soup = golden.byName('Soup of the Day');
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/ids'],
      ['PUT', `/${soup._id}`],
      ['DELETE', `/${soup._id}`],
    ] as const) {
      const res = await call(t, method, path, null);
      expectError(res, 401, 'User not authenticated.');
    }
    const forged = await t.app.inject({ url: `${API_PREFIX}/favorites`, headers: { host: GOLDEN, authorization: 'Bearer nope' } });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses ids that name no dish of the menu', async () => {
    const diner = await registerDiner(t.app);
    expectError(await call(t, 'PUT', '/not-a-uuid', diner), 404, FAVORITE_MESSAGES.productNotFound);
    expectError(await call(t, 'DELETE', '/not-a-uuid', diner), 404, FAVORITE_MESSAGES.productNotFound);
    expectError(await call(t, 'PUT', '/%20', diner), 400, FAVORITE_MESSAGES.productIdRequired);
    expectError(await call(t, 'PUT', `/${randomUUID()}`, diner), 404, FAVORITE_MESSAGES.productNotFound);
    // Withdrawn from the menu (inactive): not found, as on its product page.
    const [withdrawn] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.restaurantId, golden.restaurant._id), eq(products.name, 'Seasonal Game Pie')));
    expectError(await call(t, 'PUT', `/${withdrawn!.id}`, diner), 404, FAVORITE_MESSAGES.productNotFound);
    expect(await ids(t, diner)).toEqual([]);
  });

  it('lists a sold-out or withdrawn favourite with its state, so the page can say so', async () => {
    const diner = await registerDiner(t.app);
    const wellington = golden.byName('Beef Wellington');
    expect(wellington.isAvailable).toBe(false);
    await put(t, diner, wellington._id); // sold out for now: still a dish of the menu
    const salmon = golden.byName('Pan-Roasted Salmon');
    await put(t, diner, salmon._id);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, salmon._id));
    try {
      const list = await listed(t, diner);
      expect(list.map((f) => [f.product.name, f.product.isActive, f.product.isAvailable])).toEqual([
        ['Pan-Roasted Salmon', false, true],
        ['Beef Wellington', true, false],
      ]);
      // Already a favourite: adding again stays a quiet 204 even though it left the menu.
      await put(t, diner, salmon._id);
      // ...and it can be removed.
      expect((await call(t, 'DELETE', `/${salmon._id}`, diner)).statusCode).toBe(204);
      expect(await ids(t, diner)).toEqual([wellington._id]);
    } finally {
      await t.db.update(products).set({ isActive: true }).where(eq(products.id, salmon._id));
    }
  });

  it(`keeps at most ${MAX_FAVORITES} favourites per diner and restaurant`, async () => {
    const diner = await registerDiner(t.app);
    const extra = await t.db
      .insert(products)
      .values(
        Array.from({ length: MAX_FAVORITES }, (_, n) => ({
          restaurantId: golden.restaurant._id,
          name: `Favourites bound test dish ${n + 1}`,
          priceMinor: 500,
          isActive: true,
          displayOrder: 5000 + n,
        })),
      )
      .returning({ id: products.id });
    try {
      const base = Date.now() - 1_000_000;
      await t.db.insert(favorites).values(
        extra.slice(0, MAX_FAVORITES - 1).map((p, n) => ({
          userId: diner.user._id,
          restaurantId: golden.restaurant._id,
          productId: p.id,
          createdAt: new Date(base + n),
        })),
      );
      // Two at once for the last place: one gets it, the other is refused with a message a diner can act on.
      const soup = golden.byName('Soup of the Day');
      const last = extra[MAX_FAVORITES - 1]!.id;
      const race = await Promise.all([call(t, 'PUT', `/${last}`, diner), call(t, 'PUT', `/${soup._id}`, diner)]);
      expect(race.map((r) => r.statusCode).sort()).toEqual([204, 409]);
      const refused = race.find((r) => r.statusCode === 409)!;
      expectError(refused, 409, FAVORITE_MESSAGES.tooMany);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT' });
      const winner = race[0]!.statusCode === 204 ? last : soup._id;
      const loser = winner === last ? soup._id : last;
      // One already there is still a quiet 204; the list is the whole set, newest first.
      await put(t, diner, extra[0]!.id);
      const list = await listed(t, diner);
      expect(list).toHaveLength(MAX_FAVORITES);
      expect(list[0]!.productId).toBe(winner);
      expectError(await call(t, 'PUT', `/${loser}`, diner), 409, FAVORITE_MESSAGES.tooMany);
      // The bound is per restaurant: Tasca's dishes still fit.
      await put(t, diner, tasca.byName('Pastel de Nata')._id, TASCA);
      // Making room lets the next one in.
      expect((await call(t, 'DELETE', `/${extra[5]!.id}`, diner)).statusCode).toBe(204);
      await put(t, diner, loser);
      expect((await ids(t, diner))[0]).toBe(loser);
    } finally {
      await t.db.delete(products).where(inArray(products.id, extra.map((p) => p.id)));
    }
  });
});
