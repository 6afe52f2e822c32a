/**
 * The menu editor refuses what the tenant file refuses (one set of rules, packages/domain
 * contracts/menu-rules.ts), each with 400 and the field it is about, and stores nothing; of two
 * changes made at once on the same version, exactly one goes through; and an owner's fuzzed bodies
 * (the API's fuzz test signs in as a diner, so never gets past the role check here) never make a 5xx.
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { staffProductResponse, type EditableCategory, type EditableProduct } from '@platter/domain';
import { registerStaff, type Session } from '../../test/auth.ts';
import { GOLDEN_FORK_HOST, callAs, editableMenu, newDish } from '../../test/menu-editor.ts';
import { loadStorefront } from '../../test/orders.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

describeEachDatabase('the menu editor refuses what the menu rules forbid', (t) => {
  let owner: Session;
  let mains: EditableCategory;
  let dish: EditableProduct;
  const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer Rest] ? Rest : never) => callAs(t.app, ...args);

  beforeAll(async () => {
    const gf = await loadStorefront(t.app, GOLDEN_FORK_HOST);
    owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
    const menu = await editableMenu(t.app, owner);
    mains = menu.categories.find((c) => c.name === 'Mains')!;
    const created = await call(owner, 'POST', '/staff/menu/products', newDish('Rule Tester', [mains._id]));
    expect(created.statusCode, created.body).toBe(201);
    dish = staffProductResponse.parse(created.json()).data.product;
  });

  const fieldsOf = (res: { json(): unknown }) => (res.json() as { errors?: { field?: string }[] }).errors?.map((e) => e.field);

  it('refuses bad dishes on create and on change with the field named, and stores nothing', async () => {
    const size = (over: object) => [{ name: 'Size', minSelections: 1, maxSelections: 1, values: [{ label: 'Regular', priceAdjustment: 0, isDefault: true }], ...over }];
    const cases: [what: string, body: object, field: string, message: RegExp][] = [
      ['a negative price', { price: -1 }, 'price', /^price must not be negative$/],
      ['three decimals', { price: 1.234 }, 'price', /must have at most 2 decimals/],
      ['a 1,000-character name', { name: 'x'.repeat(1000) }, 'name', /^name must be at most 200 characters$/],
      ['a blank name', { name: '   ' }, 'name', /must not be blank/],
      ['min above max', { options: size({ minSelections: 2, maxSelections: 1 }) }, 'options.0.minSelections', /must be at most maxSelections \(1\)/],
      [
        'a paid default',
        { options: size({ values: [{ label: 'Regular', priceAdjustment: 0 }, { label: 'Large', priceAdjustment: 2, isDefault: true }] }) },
        'options.0.values.1.isDefault',
        /only free values may be chosen for the diner/,
      ],
      ['two groups of one name', { options: [...size({}), ...size({})] }, 'options.1.name', /repeats options\[0\]\.name \("Size"\)/],
      ['two values of one label', { options: size({ values: [{ label: 'A' }, { label: 'A' }] }) }, 'options.0.values.1.label', /must be unique/],
      ['a group with no values', { options: size({ values: [] }) }, 'options.0.values', /./],
      ['an allergen not on the UK list', { allergens: ['Gluten', 'Glitter'] }, 'allergens.1', /must be one of Celery, Gluten/],
      ['an unknown dietary label', { dietaryLabels: ['Paleo'] }, 'dietaryLabels.0', /must be one of Vegetarian/],
      ['an unknown category', { categoryIds: ['00000000-0000-4000-8000-000000000000'] }, 'categoryIds.0', /names no category of this restaurant/],
      ['a category twice', { categoryIds: [mains._id, mains._id] }, 'categoryIds.1', /must be unique/],
      ['an image that is not a path or URL', { imageUrl: 'javascript:alert(1)' }, 'imageUrl', /must be a path starting with \//],
      ['an unknown field', { colour: 'red' }, '', /Unrecognized key/],
    ];
    for (const [what, body, field, message] of cases) {
      for (const [method, path, payload] of [
        ['POST', '/staff/menu/products', { ...newDish(`New ${what}`, [mains._id]), ...body }],
        ['PATCH', `/staff/menu/products/${dish._id}`, { version: dish.version, ...body }],
      ] as const) {
        const res = await call(owner, method, path, payload);
        expect(res.statusCode, `${method} ${what}: ${res.body}`).toBe(400);
        expect(res.json().code, what).toBe('VALIDATION_ERROR');
        if (field) expect(fieldsOf(res), what).toContain(field);
        expect(res.json().message, what).toMatch(message);
      }
    }
    const menu = await editableMenu(t.app, owner);
    expect(menu.products.filter((p) => p.name.startsWith('New '))).toEqual([]);
    expect(menu.products.find((p) => p._id === dish._id)).toEqual(dish);
  });

  it('refuses control characters, a missing version, a taken name and option ids of another dish', async () => {
    const nul = await call(owner, 'POST', '/staff/menu/products', newDish('Bad\u0000Name', []));
    expect(nul.statusCode).toBe(400);
    expect(fieldsOf(nul)).toEqual(['name']);
    const escape = await call(owner, 'PATCH', `/staff/menu/products/${dish._id}`, { version: dish.version, description: 'ok \u001b[31m' });
    expect(escape.statusCode).toBe(400);
    expect(fieldsOf(escape)).toEqual(['description']);

    const noVersion = await call(owner, 'PATCH', `/staff/menu/products/${dish._id}`, { price: 3 });
    expect(noVersion.statusCode).toBe(400);
    expect(fieldsOf(noVersion)).toEqual(['version']);

    const taken = await call(owner, 'POST', '/staff/menu/products', newDish('Margherita', []));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ message: 'name must be unique: another dish is named "Margherita"', errors: [{ field: 'name' }] });
    const takenCategory = await call(owner, 'PATCH', `/staff/menu/categories/${mains._id}`, { version: mains.version, name: 'Pizzas' });
    expect(takenCategory.statusCode).toBe(400);
    expect(fieldsOf(takenCategory)).toEqual(['name']);
    expect((await call(owner, 'POST', '/staff/menu/categories', { name: 'Desserts' })).statusCode).toBe(400);
    expect((await call(owner, 'POST', '/staff/menu/categories', { name: 'x'.repeat(1000) })).statusCode).toBe(400);

    const margherita = (await editableMenu(t.app, owner)).products.find((p) => p.name === 'Margherita')!;
    const foreign = await call(owner, 'PATCH', `/staff/menu/products/${dish._id}`, { version: dish.version, options: margherita.options });
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign)).toContain('options.0._id');
    const newOnCreate = await call(owner, 'POST', '/staff/menu/products', newDish('Copycat', [], { options: margherita.options }));
    expect(newOnCreate.statusCode).toBe(400);
    expect(fieldsOf(newOnCreate)).toContain('options.0._id');
  });

  it('refuses an order that does not list exactly the categories, or exactly the dishes of the category', async () => {
    const menu = await editableMenu(t.app, owner);
    const ids = menu.categories.map((c) => c._id);
    for (const wrong of [ids.slice(1), [...ids, '00000000-0000-4000-8000-000000000000']]) {
      const res = await call(owner, 'PUT', '/staff/menu/categories/order', { ids: wrong });
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldsOf(res)).toEqual(['ids']);
    }
    const repeated = await call(owner, 'PUT', '/staff/menu/categories/order', { ids: [...ids, ids[0]] });
    expect(repeated.statusCode).toBe(400);
    const inMains = menu.products.filter((p) => p.categories.includes(mains._id)).map((p) => p._id);
    const missing = await call(owner, 'PUT', '/staff/menu/products/order', { categoryId: mains._id, ids: inMains.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['ids']);
    const nowhere = await call(owner, 'PUT', '/staff/menu/products/order', { categoryId: '00000000-0000-4000-8000-000000000000', ids: [] });
    expect(nowhere.statusCode).toBe(400);
    expect(fieldsOf(nowhere)).toEqual(['categoryId']);
    expect((await editableMenu(t.app, owner)).categories.map((c) => c._id)).toEqual(ids);
  });

  it('lets exactly one of two changes made at once on the same version through', async () => {
    const current = (await editableMenu(t.app, owner)).products.find((p) => p._id === dish._id)!;
    const [a, b] = await Promise.all([
      call(owner, 'PATCH', `/staff/menu/products/${dish._id}`, { version: current.version, price: 20 }),
      call(owner, 'PATCH', `/staff/menu/products/${dish._id}`, { version: current.version, price: 30 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = a.statusCode === 200 ? 20 : 30;
    expect((await editableMenu(t.app, owner)).products.find((p) => p._id === dish._id)).toMatchObject({ price: won, version: current.version + 1 });
  });

  it('answers fuzzed bodies from an owner with a 2xx or a 4xx with a message, never a 5xx', async () => {
    const menu = await editableMenu(t.app, owner);
    const categoryIds = menu.categories.map((c) => c._id).slice(0, 3);
    const inMains = (m: typeof menu) => m.products.filter((p) => p.categories.includes(mains._id)).map((p) => p._id);
    const realIds = [mains._id, dish._id, ...dish.options.flatMap((g) => [g._id, ...g.values.map((v) => v._id)]), menu.products[0]!._id];
    const anyValue = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom(...realIds),
      fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(...realIds)), { maxLength: 3 }),
    );
    /** Mostly valid, now and then not. */
    const validMostly = <T,>(valid: readonly T[], invalid: readonly T[]) =>
      fc.oneof({ arbitrary: fc.constantFrom(...valid), weight: 15 }, { arbitrary: fc.constantFrom(...invalid), weight: 1 });
    /** Mostly a sensible value, now and then anything at all. */
    const mostly = <T,>(sensible: fc.Arbitrary<T>) => fc.oneof({ arbitrary: sensible, weight: 20 }, { arbitrary: anyValue, weight: 1 });
    const label = validMostly(['Small', 'Large', 'Extra cheese', 'Sharing', 'Ça va 🍕'], [' ', 'x'.repeat(201)]);
    /** Now and then an id, of anything: a new group or value has none. */
    const someId = fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary: fc.constantFrom(...realIds), weight: 1 });
    const value = fc.record(
      {
        _id: someId,
        label: mostly(label),
        priceAdjustment: mostly(validMostly([0, 0.5, 2, -1], [1.005, 1_000_001])),
        isDefault: mostly(fc.boolean()),
      },
      { requiredKeys: ['label'] },
    );
    const group = fc.record(
      {
        _id: someId,
        name: mostly(label),
        minSelections: mostly(fc.integer({ min: -1, max: 3 })),
        maxSelections: mostly(fc.integer({ min: 0, max: 3 })),
        values: mostly(fc.array(value, { minLength: 1, maxLength: 4 })),
      },
      { requiredKeys: ['name', 'values'] },
    );
    const fields = fc.record(
      {
        name: mostly(validMostly(['Fuzzed dish', 'Fuzzed 🍲'], ['Margherita', 'Mains'])),
        price: mostly(validMostly([0, 4.5, 12, 1_000_000], [-1, 0.001, 1e12])),
        description: mostly(fc.string({ maxLength: 40 })),
        categoryIds: mostly(fc.oneof(fc.subarray(categoryIds), fc.array(fc.constantFrom(...realIds), { maxLength: 2 }))),
        allergens: mostly(validMostly([['Gluten', 'Milk'], [], ['Nuts']], [['Glitter']])),
        dietaryLabels: mostly(validMostly([['Vegan', 'Spicy'], []], [['Paleo']])),
        isActive: mostly(fc.boolean()),
        isAvailable: mostly(fc.boolean()),
        imageUrl: mostly(validMostly(['/a.jpg', 'https://example.com/a.jpg', null], ['//evil.example'])),
        // A mediaId must name a photo uploaded here (dish-photos.test.ts): these do not.
        mediaId: mostly(validMostly([null], ['', 'media-1', '00000000-0000-4000-8000-000000000000'])),
        options: mostly(fc.array(group, { maxLength: 3 })),
        ids: mostly(fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: fc.shuffledSubarray(realIds), weight: 1 })),
        categoryId: mostly(fc.constant(mains._id)),
      },
      { requiredKeys: [] },
    );
    /** A change names the version it was made on: mostly the current one. */
    const versionOf = fc.oneof({ arbitrary: fc.constant('current' as const), weight: 4 }, { arbitrary: mostly(fc.integer({ min: 0, max: 9 })), weight: 1 });
    const target = fc.constantFrom(
      ['POST', '/staff/menu/products'] as const,
      ['PATCH', `/staff/menu/products/${dish._id}`] as const,
      ['POST', '/staff/menu/categories'] as const,
      ['PATCH', `/staff/menu/categories/${mains._id}`] as const,
      ['PUT', '/staff/menu/products/order'] as const,
    );
    const PRODUCT_FIELDS = ['name', 'price', 'description', 'categoryIds', 'allergens', 'dietaryLabels', 'isActive', 'isAvailable', 'imageUrl', 'mediaId', 'options'];
    let n = 0;
    await fc.assert(
      fc.asyncProperty(target, fields, versionOf, async ([method, path], fuzzed, version) => {
        n += 1;
        // The target's own fields, and now and then one it does not know.
        const known = path.includes('/order') ? ['categoryId', 'ids'] : path.includes('/categories') ? ['name', 'description', 'isActive'] : PRODUCT_FIELDS;
        const body: Record<string, unknown> = Object.fromEntries(Object.entries(fuzzed).filter(([key]) => known.includes(key) || n % 10 === 0));
        if (method === 'POST' && path.endsWith('/products') && n % 5 !== 0) body.price ??= 9.5;
        if (method === 'POST' && n % 5 !== 0) body.name ??= 'Fuzzed';
        // Mostly every dish in Mains, rotated (null stands for that).
        if (body.ids === null) {
          const all = inMains(await editableMenu(t.app, owner));
          body.ids = [...all.slice(n % all.length), ...all.slice(0, n % all.length)];
        }
        // New names, mostly, so creating does not stop at the first name taken.
        if (typeof body.name === 'string' && n % 4 !== 0) body.name = `${body.name} ${n}`;
        if (method === 'PATCH') {
          const now = await editableMenu(t.app, owner);
          const current = path.includes('/products/') ? now.products.find((p) => p._id === dish._id) : now.categories.find((c) => c._id === mains._id);
          body.version = version === 'current' ? current?.version : version;
        }
        const res = await call(owner, method, path, body);
        expect(res.statusCode, `${method} ${path} ${JSON.stringify(body)}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().message, res.body).toEqual(expect.any(String));
      }),
      { numRuns: 100 },
    );
  }, 90_000);
});
