import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categoriesResponse, productResponse, productsResponse, type Product } from '@platter/domain';
import { products, restaurants } from '../../db/schema.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { invalidateCatalog } from './service.ts';

const GOLDEN_FORK = { host: 'golden-fork.localhost:3000' };
const TASCA = { host: 'tasca-do-porto.localhost:3000' };

describeEachDatabase('menu: categories and products', (t) => {
  async function productsOf(query = '', headers = GOLDEN_FORK): Promise<Product[]> {
    const res = await t.app.inject({ url: `/api/v1/products${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return productsResponse.parse(res.json()).data.products;
  }

  async function restaurantId(slug: string): Promise<string> {
    const [row] = await t.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, slug));
    return row!.id;
  }

  it('lists the active categories in display order', async () => {
    const res = await t.app.inject({ url: '/api/v1/categories', headers: GOLDEN_FORK });
    expect(res.statusCode).toBe(200);
    const { categories } = categoriesResponse.parse(res.json()).data;
    expect(categories.map((c) => c.name)).toEqual(['Starters', 'Mains', 'Pizzas', 'Burgers', 'Sides', 'Desserts', 'Drinks']);
    expect(categories.every((c) => c.isActive)).toBe(true);
  });

  it("lists only the host's restaurant's categories", async () => {
    const res = await t.app.inject({ url: '/api/v1/categories', headers: TASCA });
    expect(res.json().data.categories.map((c: { name: string }) => c.name)).toEqual(['Petiscos', 'Pratos', 'Doces']);
  });

  it('lists the whole menu with options, prices in major units, and the menu call the storefront makes', async () => {
    const menu = await productsOf('?isActive=true&limit=200');
    expect(menu.length).toBeGreaterThanOrEqual(40);
    expect(menu.every((p) => p.isActive)).toBe(true);
    expect(menu.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(6);
    expect(menu.filter((p) => !p.isAvailable).map((p) => p.name)).toEqual(['Beef Wellington']);

    const margherita = menu.find((p) => p.name === 'Margherita')!;
    expect(margherita.price).toBe(11);
    const size = margherita.options.find((g) => g.name === 'Size')!;
    expect(size).toMatchObject({ minSelections: 1, maxSelections: 1 });
    expect(size.values.map((v) => [v.label, v.priceAdjustment, v.isDefault])).toEqual([
      ['Regular 10"', 0, true],
      ['Large 12"', 2, false],
    ]);
    expect(margherita.options.find((g) => g.name === 'Extra Toppings')).toMatchObject({ minSelections: 0, maxSelections: 3 });
    const burger = menu.find((p) => p.name === 'The Golden Burger')!;
    expect(burger.options.find((g) => g.name === 'Sauces')).toMatchObject({ minSelections: 1, maxSelections: 2 });
    expect(burger.allergens).toContain('Gluten');
    expect(menu.find((p) => p.name === 'Plant Power Burger')!.dietaryLabels).toContain('Vegan');
    expect(margherita.imageUrl).toBe('/api/v1/images/product/Margherita.svg');
  });

  it('filters by isActive both ways and returns everything without it', async () => {
    const all = await productsOf();
    const active = await productsOf('?isActive=true');
    const inactive = await productsOf('?isActive=false');
    expect(inactive.map((p) => p.name)).toEqual(['Seasonal Game Pie']);
    expect(active.length + inactive.length).toBe(all.length);
  });

  it('filters by category and honours limit', async () => {
    const categories = (await t.app.inject({ url: '/api/v1/categories', headers: GOLDEN_FORK })).json().data
      .categories as { _id: string; name: string }[];
    const pizzas = categories.find((c) => c.name === 'Pizzas')!;
    const list = await productsOf(`?categoryId=${pizzas._id}`);
    expect(list).toHaveLength(6);
    expect(list.every((p) => p.categories.includes(pizzas._id))).toBe(true);
    expect(await productsOf('?limit=5')).toHaveLength(5);
    // A category of another restaurant yields nothing here.
    const tascaCategory = (await t.app.inject({ url: '/api/v1/categories', headers: TASCA })).json().data.categories[0]._id;
    expect(await productsOf(`?categoryId=${tascaCategory}`)).toEqual([]);
  });

  it('answers 400 with a readable message for bad query values', async () => {
    const cases: [string, string, string][] = [
      ['?limit=500', 'limit must be at most 200.', 'limit'],
      ['?limit=0', 'limit must be at least 1.', 'limit'],
      ['?limit=abc', 'limit must be a number.', 'limit'],
      ['?limit=2.5', 'limit must be a whole number.', 'limit'],
      ['?isActive=maybe', "Must be 'true' or 'false'.", 'isActive'],
      ['?categoryId=nope', 'Must be a valid id.', 'categoryId'],
    ];
    for (const [query, message, field] of cases) {
      const res = await t.app.inject({ url: `/api/v1/products${query}`, headers: GOLDEN_FORK });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ message, code: 'VALIDATION_ERROR', errors: [{ field, message }] });
    }
  });

  it('accepts the resolved restaurant id and refuses another one with 404', async () => {
    const goldenForkId = await restaurantId('golden-fork');
    const tascaId = await restaurantId('tasca-do-porto');
    expect((await productsOf(`?restaurantId=${goldenForkId}&limit=1`)).length).toBe(1);
    const res = await t.app.inject({ url: `/api/v1/products?restaurantId=${tascaId}`, headers: GOLDEN_FORK });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Restaurant not found.', code: 'NOT_FOUND' });
  });

  it('answers 404 on a host with no restaurant', async () => {
    const res = await t.app.inject({ url: '/api/v1/products', headers: { host: 'nowhere.example' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No restaurant is configured for this address.');
  });

  it('returns one product by id, and 404 for unknown, malformed or another restaurant’s ids', async () => {
    const [fishAndChips] = (await productsOf()).filter((p) => p.name === 'Beer-Battered Fish & Chips');
    const res = await t.app.inject({ url: `/api/v1/products/${fishAndChips!._id}`, headers: GOLDEN_FORK });
    expect(res.statusCode).toBe(200);
    expect(productResponse.parse(res.json()).data.product).toEqual(fishAndChips);

    const nata = (await productsOf('', TASCA)).find((p) => p.name === 'Pastel de Nata')!;
    for (const id of [nata._id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const miss = await t.app.inject({ url: `/api/v1/products/${id}`, headers: GOLDEN_FORK });
      expect(miss.statusCode, id).toBe(404);
      expect(miss.json(), id).toMatchObject({ message: 'Product not found.', code: 'NOT_FOUND' });
    }
    const blank = await t.app.inject({ url: '/api/v1/products/%20', headers: GOLDEN_FORK });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Product ID is required.');
  });

  it('serves product lists with an ETag, 304 on revalidation, and fresh data after invalidateCatalog', async () => {
    const first = await t.app.inject({ url: '/api/v1/products?isActive=true', headers: GOLDEN_FORK });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const revalidated = await t.app.inject({
      url: '/api/v1/products?isActive=true',
      headers: { ...GOLDEN_FORK, 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);

    const goldenForkId = await restaurantId('golden-fork');
    await t.db
      .update(products)
      .set({ priceMinor: 1150 })
      .where(and(eq(products.restaurantId, goldenForkId), eq(products.name, 'Margherita')));
    // Still the cached menu until the change is announced...
    const cached = await t.app.inject({ url: '/api/v1/products?isActive=true', headers: GOLDEN_FORK });
    expect(cached.headers.etag).toBe(etag);
    invalidateCatalog(t.app, goldenForkId);
    const fresh = await t.app.inject({
      url: '/api/v1/products?isActive=true',
      headers: { ...GOLDEN_FORK, 'if-none-match': etag },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(etag);
    expect(fresh.json().data.products.find((p: Product) => p.name === 'Margherita').price).toBe(11.5);
  });
});

describeEachDatabase('menu: the restaurant content in the diner\'s language', (t) => {
  const PT = { ...TASCA, 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.5' };
  const EN = { ...TASCA, 'accept-language': 'en-GB,en;q=0.9' };
  const menu = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/v1/products?isActive=true', headers });
    expect(res.statusCode, res.body).toBe(200);
    return { res, products: productsResponse.parse(res.json()).data.products };
  };

  it('answers Tasca in Portuguese (its default) or English by Accept-Language, from the cache, per language', async () => {
    // Each asked twice, alternating: the second of each comes from the cache, and must not be the other language's.
    for (let round = 0; round < 2; round += 1) {
      const pt = (await menu(PT)).products.find((p) => p.name === 'Sardinhas Assadas')!;
      expect(pt.description).toBe('Sardinhas na brasa, batata cozida e pimentos assados.');
      const en = (await menu(EN)).products.find((p) => p.name === 'Sardinhas Assadas')!;
      expect(en.description).toBe('Chargrilled sardines, boiled potatoes and roasted peppers.');
    }
    const francesinha = (await menu(PT)).products.find((p) => p.name === 'Francesinha')!;
    expect(francesinha.options[0]).toMatchObject({ name: 'Adicionar Ovo', values: [{ label: 'Ovo Estrelado por Cima' }] });
    const inEnglish = (await menu(EN)).products.find((p) => p.name === 'Francesinha')!;
    expect(inEnglish.options[0]).toMatchObject({ name: 'Add an Egg', values: [{ label: 'Fried Egg on Top' }] });
    // The cookie (the diner's choice) wins over the browser's language.
    const chosen = (await menu({ ...PT, cookie: 'platter_lang=en-GB' })).products.find((p) => p.name === 'Francesinha')!;
    expect(chosen.options[0]!.name).toBe('Add an Egg');

    const categories = async (headers: Record<string, string>) =>
      categoriesResponse.parse((await t.app.inject({ url: '/api/v1/categories', headers })).json()).data.categories;
    expect((await categories(PT)).map((c) => c.description)).toEqual(['Pequenos pratos para partilhar.', 'Pratos principais.', 'Sobremesas.']);
    expect((await categories(EN)).map((c) => c.description)).toEqual(['Small plates for sharing.', 'Main dishes.', 'Sweets.']);

    const product = await t.app.inject({ url: `/api/v1/products/${francesinha._id}`, headers: EN });
    expect(productResponse.parse(product.json()).data.product.options[0]!.name).toBe('Add an Egg');
    expect(product.headers.vary).toContain('accept-language');
  });

  it('gives each language its own ETag and says the answer varies by language', async () => {
    const pt = (await menu(PT)).res;
    const en = (await menu(EN)).res;
    expect(pt.headers.etag).not.toBe(en.headers.etag);
    expect(pt.headers.vary).toContain('accept-language');
    // The Portuguese ETag does not validate the English answer.
    const revalidated = await t.app.inject({ url: '/api/v1/products?isActive=true', headers: { ...EN, 'if-none-match': pt.headers.etag as string } });
    expect(revalidated.statusCode).toBe(200);
  });

  it('falls back to the default language for a field left empty, and an invalidation clears every language', async () => {
    const [tasca] = await t.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, 'tasca-do-porto'));
    await menu(PT);
    await menu(EN);
    await t.db
      .update(products)
      .set({ translations: { 'en-GB': { name: 'Duck Rice', description: '' } } })
      .where(and(eq(products.restaurantId, tasca!.id), eq(products.name, 'Arroz de Pato')));
    invalidateCatalog(t.app, tasca!.id);
    const en = (await menu(EN)).products.find((p) => p.description === 'Arroz de pato no forno com chouriço.')!;
    expect(en.name).toBe('Duck Rice');
    const pt = (await menu(PT)).products.find((p) => p.name === 'Arroz de Pato')!;
    expect(pt.description).toBe('Arroz de pato no forno com chouriço.');
  });

  it('leaves The Golden Fork in English whatever the browser asks', async () => {
    const res = await t.app.inject({ url: '/api/v1/categories', headers: { ...GOLDEN_FORK, 'accept-language': 'pt-PT' } });
    expect(categoriesResponse.parse(res.json()).data.categories[0]!.name).toBe('Starters');
  });
});

describe('catalogue cache', () => {
  it('does not store a load that raced with an invalidation', async () => {
    const { CatalogCache } = await import('./cache.ts');
    const cache = new CatalogCache();
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) cache.invalidate('r1');
      return `{"n":${calls}}`;
    };
    expect((await cache.getOrLoad('r1', 'k', load)).json).toBe('{"n":1}');
    expect((await cache.getOrLoad('r1', 'k', load)).json).toBe('{"n":2}');
    expect((await cache.getOrLoad('r1', 'k', load)).json).toBe('{"n":2}');
  });
});
