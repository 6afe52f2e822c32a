/**
 * The menu editor's API on both databases: every route's happy path, who may call it, the 409 of
 * a change made on an old version, the audit log, and a price change reaching the storefront and
 * the checkout at once.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import {
  auditLogResponse,
  categoriesResponse,
  productResponse,
  staffCategoriesResponse,
  staffMenuResponse,
  staffCategoryResponse,
  staffProductResponse,
  staffProductsResponse,
  staleProductEditSchema,
  type EditableProduct,
} from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { GOLDEN_FORK_HOST, TASCA_HOST, callAs, editableMenu, newDish } from '../../test/menu-editor.ts';
import { loadStorefront, orderBody, placeOrderAs, type Storefront } from '../../test/orders.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

/** Tuesday 14:00 in London: the Golden Fork takes orders, and a change is made 'at 14:00'. */
const clock = () => new Date('2026-06-02T13:00:00Z');

describeEachDatabase(
  'the menu editor (/staff/menu)',
  (t) => {
    let gf: Storefront;
    let owner: Session;
    let manager: Session;
    let staff: Session;
    let diner: Session;
    let tascaOwner: Session;
    const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer Rest] ? Rest : never) => callAs(t.app, ...args);

    beforeAll(async () => {
      gf = await loadStorefront(t.app, GOLDEN_FORK_HOST);
      const tasca = await loadStorefront(t.app, TASCA_HOST);
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
      manager = await registerStaff(t.app, t.db, gf.restaurant._id, 'Manager');
      staff = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
      tascaOwner = await registerStaff(t.app, t.db, tasca.restaurant._id, 'Owner');
      diner = await registerDiner(t.app);
    });

    it('lists the whole editable menu: hidden categories, inactive dishes, each with its version', async () => {
      const menu = await editableMenu(t.app, owner);
      expect(menu.categories.map((c) => c.name)).toEqual(['Starters', 'Mains', 'Pizzas', 'Burgers', 'Sides', 'Desserts', 'Drinks']);
      expect(menu.products.find((p) => p.name === 'Seasonal Game Pie')).toMatchObject({ isActive: false, archivedAt: null });
      for (const entity of [...menu.categories, ...menu.products]) {
        expect(entity.version).toBeGreaterThanOrEqual(1);
        expect(Date.parse(entity.updatedAt)).not.toBeNaN();
      }
      expect(menu.products.length).toBeGreaterThan(gf.products.filter((p) => p.isActive).length);
      // Managers too; the answer is never stored by a shared cache.
      const res = await call(manager, 'GET', '/staff/menu');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('creates, renames, hides and reorders categories; the storefront follows at once', async () => {
      const created = await call(manager, 'POST', '/staff/menu/categories', { name: 'Specials', description: 'This week only.' });
      expect(created.statusCode, created.body).toBe(201);
      const { category } = staffCategoryResponse.parse(created.json()).data;
      expect(category).toMatchObject({ name: 'Specials', isActive: true, version: 1, updatedBy: { _id: manager.user._id, name: 'Test Manager' } });
      const publicNames = async () =>
        categoriesResponse.parse((await call(null, 'GET', '/categories')).json()).data.categories.map((c) => c.name);
      expect((await publicNames()).at(-1)).toBe('Specials');

      const renamed = await call(owner, 'PATCH', `/staff/menu/categories/${category._id}`, { version: 1, name: "Chef's Specials", isActive: false });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(staffCategoryResponse.parse(renamed.json()).data.category).toMatchObject({
        name: "Chef's Specials",
        isActive: false,
        version: 2,
        updatedBy: { _id: owner.user._id, name: 'Test Owner' },
      });
      expect(await publicNames()).not.toContain("Chef's Specials");
      // Saving without a change changes nothing, not even the version (another tab's edit stays good).
      const unchanged = await call(owner, 'PATCH', `/staff/menu/categories/${category._id}`, { version: 2 });
      expect(staffCategoryResponse.parse(unchanged.json()).data.category).toMatchObject({ version: 2, name: "Chef's Specials" });
      expect((await editableMenu(t.app, owner)).categories.map((c) => c.name)).toContain("Chef's Specials");

      const ids = (await editableMenu(t.app, owner)).categories.map((c) => c._id);
      const reversed = [...ids].reverse();
      const reordered = await call(owner, 'PUT', '/staff/menu/categories/order', { ids: reversed });
      expect(reordered.statusCode, reordered.body).toBe(200);
      expect(staffCategoriesResponse.parse(reordered.json()).data.categories.map((c) => c._id)).toEqual(reversed);
      expect((await editableMenu(t.app, owner)).categories.map((c) => c._id)).toEqual(reversed);
      expect(await publicNames()).toEqual(['Drinks', 'Desserts', 'Sides', 'Burgers', 'Pizzas', 'Mains', 'Starters']);
      // Back as it was, for the tests after this one.
      expect((await call(owner, 'PUT', '/staff/menu/categories/order', { ids })).statusCode).toBe(200);
    });

    it('creates a dish with options, changes it keeping option ids, and reorders a category', async () => {
      const mains = (await editableMenu(t.app, owner)).categories.find((c) => c.name === 'Mains')!;
      const created = await call(manager, 'POST', '/staff/menu/products', newDish('Braised Short Rib', [mains._id]));
      expect(created.statusCode, created.body).toBe(201);
      const dish = staffProductResponse.parse(created.json()).data.product;
      expect(dish).toMatchObject({ name: 'Braised Short Rib', price: 12.5, categories: [mains._id], version: 1, mediaId: null, allergens: ['Gluten', 'Milk'] });
      expect(dish.options.map((g) => [g.name, g.values.map((v) => v.label)])).toEqual([
        ['Size', ['Regular', 'Large']],
        ['Extras', ['Cheese']],
      ]);
      const shown = await call(null, 'GET', `/products/${dish._id}`);
      expect(productResponse.parse(shown.json()).data.product.options[0]!.values[1]!.priceAdjustment).toBe(2);

      // Options replaced wholesale: Size kept (its ids too) with a new value, Extras dropped.
      const size = dish.options[0]!;
      const changed = await call(owner, 'PATCH', `/staff/menu/products/${dish._id}`, {
        version: 1,
        price: 13,
        options: [{ ...size, values: [...size.values, { label: 'Sharing', priceAdjustment: 9, isDefault: false }] }],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const after = staffProductResponse.parse(changed.json()).data.product;
      expect(after).toMatchObject({ price: 13, version: 2, mediaId: null, description: dish.description });
      expect(after.options).toHaveLength(1);
      expect(after.options[0]!._id).toBe(size._id);
      expect(after.options[0]!.values.map((v) => v._id).slice(0, 2)).toEqual(size.values.map((v) => v._id));
      expect(after.options[0]!.values.map((v) => v.label)).toEqual(['Regular', 'Large', 'Sharing']);

      // Reorder Mains: the new dish first.
      const inMains = (await editableMenu(t.app, owner)).products.filter((p) => p.categories.includes(mains._id)).map((p) => p._id);
      expect(inMains.at(-1)).toBe(dish._id);
      const wanted = [dish._id, ...inMains.slice(0, -1)];
      const reordered = await call(manager, 'PUT', '/staff/menu/products/order', { categoryId: mains._id, ids: wanted });
      expect(reordered.statusCode, reordered.body).toBe(200);
      expect(staffProductsResponse.parse(reordered.json()).data.products.map((p) => p._id)).toEqual(wanted);
      const publicMains = (await call(null, 'GET', `/products?categoryId=${mains._id}`)).json<{ data: { products: { _id: string }[] } }>();
      expect(publicMains.data.products.map((p) => p._id)).toEqual(wanted);
      // Other categories keep their order.
      const menu = await editableMenu(t.app, owner);
      const pizzas = menu.categories.find((c) => c.name === 'Pizzas')!;
      const pizzaNames = menu.products.filter((p) => p.categories.includes(pizzas._id)).map((p) => p.name);
      expect(pizzaNames[0]).toBe('Margherita');
    });

    it('deletes a dish no order refers to, and archives one an order does', async () => {
      const fresh = staffProductResponse.parse(
        (await call(owner, 'POST', '/staff/menu/products', { name: 'Short-lived Soup', price: 5 })).json(),
      ).data.product;
      const deleted = await call(owner, 'DELETE', `/staff/menu/products/${fresh._id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json().data).toEqual({ outcome: 'deleted' });
      expect((await call(null, 'GET', `/products/${fresh._id}`)).statusCode).toBe(404);
      expect((await call(owner, 'DELETE', `/staff/menu/products/${fresh._id}`)).statusCode).toBe(404);

      const ordered = gf.byName('Coca-Cola');
      await placeOrderAs(t.app, gf, diner, { lines: [{ product: ordered }], orderType: 'Pickup' });
      const archived = await call(manager, 'DELETE', `/staff/menu/products/${ordered._id}`);
      expect(archived.statusCode, archived.body).toBe(200);
      expect(archived.json().data).toEqual({ outcome: 'archived' });
      const kept = (await editableMenu(t.app, owner)).products.find((p) => p._id === ordered._id)!;
      expect(kept).toMatchObject({ isActive: false, archivedAt: clock().toISOString() });
      const active = (await call(null, 'GET', '/products?isActive=true&limit=200')).json<{ data: { products: { _id: string }[] } }>();
      expect(active.data.products.map((p) => p._id)).not.toContain(ordered._id);
      // Back on the menu: no longer archived.
      const restored = await call(owner, 'PATCH', `/staff/menu/products/${ordered._id}`, { version: kept.version, isActive: true });
      expect(staffProductResponse.parse(restored.json()).data.product).toMatchObject({ isActive: true, archivedAt: null });
    });

    it('refuses a change made on an old version with 409 naming who changed it and when, and the dish as it is now', async () => {
      const dish = (await editableMenu(t.app, owner)).products.find((p) => p.name === 'Margherita')!;
      const first = await call(manager, 'PATCH', `/staff/menu/products/${dish._id}`, { version: dish.version, description: 'Tomato, mozzarella, basil.' });
      expect(first.statusCode, first.body).toBe(200);
      const stale = await call(owner, 'PATCH', `/staff/menu/products/${dish._id}`, { version: dish.version, price: 99 });
      expect(stale.statusCode).toBe(409);
      const body = staleProductEditSchema.parse(stale.json());
      expect(body).toMatchObject({ code: 'STALE_EDIT', message: 'Changed by Test Manager at 14:00. Reload to see their change.' });
      expect(body.current).toMatchObject({ _id: dish._id, version: dish.version + 1, price: dish.price, description: 'Tomato, mozzarella, basil.' });
      expect(body.current?.updatedBy).toEqual({ _id: manager.user._id, name: 'Test Manager' });
      // Nothing of the stale change was stored; with the current version it goes through.
      expect(productResponse.parse((await call(null, 'GET', `/products/${dish._id}`)).json()).data.product.price).toBe(dish.price);
      const retried = await call(owner, 'PATCH', `/staff/menu/products/${dish._id}`, { version: body.current!.version, price: dish.price });
      expect(retried.statusCode, retried.body).toBe(200);
      // The same person in two tabs is told it was them.
      const ownTab = await call(owner, 'PATCH', `/staff/menu/products/${dish._id}`, { version: body.current!.version, price: 1 });
      expect(ownTab.json()).toMatchObject({ code: 'STALE_EDIT', message: 'You changed this at 14:00 in another tab or window. Reload to see that change.' });

      // In Portuguese on Tasca do Porto (whose default it is), time in Lisbon.
      const inPortuguese = { ...tascaOwner, headers: { ...tascaOwner.headers, 'accept-language': 'pt-PT' } };
      const tascaMenu = staffMenuResponse.parse((await call(inPortuguese, 'GET', '/staff/menu', undefined, TASCA_HOST)).json()).data;
      const nata = tascaMenu.products.find((p) => p.name === 'Pastel de Nata')!;
      const changed = await call(inPortuguese, 'PATCH', `/staff/menu/products/${nata._id}`, { version: nata.version, description: 'Massa folhada, creme.' }, TASCA_HOST);
      expect(changed.statusCode, changed.body).toBe(200);
      const staleNata = await call(inPortuguese, 'PATCH', `/staff/menu/products/${nata._id}`, { version: nata.version, price: 2 }, TASCA_HOST);
      expect(staleNata.statusCode).toBe(409);
      expect(staleNata.json()).toMatchObject({ code: 'STALE_EDIT', message: 'Alterou isto às 14:00 noutro separador ou janela. Recarregue para ver essa alteração.' });
      const putBack = await call(inPortuguese, 'PATCH', `/staff/menu/products/${nata._id}`, { version: nata.version + 1, description: nata.description }, TASCA_HOST);
      expect(putBack.statusCode, putBack.body).toBe(200);

      const category = (await editableMenu(t.app, owner)).categories[0]!;
      expect((await call(owner, 'PATCH', `/staff/menu/categories/${category._id}`, { version: category.version, description: 'Small plates.' })).statusCode).toBe(200);
      const staleCategory = await call(manager, 'PATCH', `/staff/menu/categories/${category._id}`, { version: category.version, name: 'Nibbles' });
      expect(staleCategory.statusCode).toBe(409);
      expect(staleCategory.json()).toMatchObject({
        code: 'STALE_EDIT',
        message: 'Changed by Test Owner at 14:00. Reload to see their change.',
        current: { _id: category._id, name: category.name, version: category.version + 1 },
      });
    });

    it('shows a price change on the product page and refuses an order at the old price (PRICES_CHANGED) right after', async () => {
      const before = await loadStorefront(t.app, GOLDEN_FORK_HOST);
      const dish = before.byName('Sticky Toffee Pudding');
      const body = orderBody(before, { lines: [{ product: dish }], orderType: 'Pickup' });
      const editable = (await editableMenu(t.app, owner)).products.find((p) => p._id === dish._id)!;
      const changed = await call(manager, 'PATCH', `/staff/menu/products/${dish._id}`, { version: editable.version, price: dish.price + 1 });
      expect(changed.statusCode, changed.body).toBe(200);

      const page = await call(null, 'GET', `/products/${dish._id}`);
      expect(productResponse.parse(page.json()).data.product.price).toBe(dish.price + 1);
      const list = (await call(null, 'GET', '/products?isActive=true&limit=200')).json<{ data: { products: EditableProduct[] } }>();
      expect(list.data.products.find((p) => p._id === dish._id)!.price).toBe(dish.price + 1);
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/orders`,
        headers: { host: GOLDEN_FORK_HOST, 'idempotency-key': randomUUID(), ...diner.headers },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PRICES_CHANGED' });
      // At the new price it is placed.
      await placeOrderAs(t.app, await loadStorefront(t.app, GOLDEN_FORK_HOST), diner, { lines: [{ product: { ...dish, price: dish.price + 1 } }], orderType: 'Pickup' });
    });

    it('records every change in the audit log with before and after, for the owner only, newest first and paged', async () => {
      const category = staffCategoryResponse.parse((await call(owner, 'POST', '/staff/menu/categories', { name: 'Audited' })).json()).data.category;
      await call(owner, 'PATCH', `/staff/menu/categories/${category._id}`, { version: 1, description: 'Seen by the log.' });
      const dish = staffProductResponse.parse((await call(manager, 'POST', '/staff/menu/products', { name: 'Audited Dish', price: 4, categoryIds: [category._id] })).json()).data.product;
      await call(manager, 'PATCH', `/staff/menu/products/${dish._id}`, { version: 1, price: 4.5 });
      await call(staff, 'PATCH', `/staff/products/${dish._id}/availability`, { isAvailable: false });
      await call(owner, 'DELETE', `/staff/menu/products/${dish._id}`);

      const res = await call(owner, 'GET', '/staff/audit?limit=6');
      expect(res.statusCode, res.body).toBe(200);
      const { entries, nextBefore } = auditLogResponse.parse(res.json()).data;
      expect(entries.map((e) => [e.action, e.entity, e.by?.name])).toEqual([
        ['deleted', 'product', 'Test Owner'],
        ['availability', 'product', 'Test Staff'],
        ['updated', 'product', 'Test Manager'],
        ['created', 'product', 'Test Manager'],
        ['updated', 'category', 'Test Owner'],
        ['created', 'category', 'Test Owner'],
      ]);
      const [deleted, availability, priced, created, described] = entries;
      expect(deleted).toMatchObject({ entityId: dish._id, after: null, before: { name: 'Audited Dish', isAvailable: false } });
      expect(availability).toMatchObject({ before: { isAvailable: true }, after: { isAvailable: false } });
      expect(priced).toMatchObject({ before: { price: 4, version: 1 }, after: { price: 4.5, version: 2 } });
      expect(created).toMatchObject({ before: null, after: { name: 'Audited Dish', categories: [category._id] } });
      expect(described).toMatchObject({ before: { description: '' }, after: { description: 'Seen by the log.' }, at: clock().toISOString() });
      expect(nextBefore).not.toBeNull();

      const older = auditLogResponse.parse((await call(owner, 'GET', `/staff/audit?limit=200&before=${nextBefore}`)).json()).data;
      expect(older.entries.length).toBeGreaterThan(0);
      expect(older.entries.map((e) => e._id)).not.toContain(entries[5]!._id);
      expect(older.nextBefore).toBeNull();

      expect((await call(manager, 'GET', '/staff/audit')).statusCode).toBe(403);
      expect((await call(staff, 'GET', '/staff/audit')).statusCode).toBe(403);
      expect((await call(diner, 'GET', '/staff/audit')).statusCode).toBe(403);
      expect((await call(tascaOwner, 'GET', '/staff/audit')).statusCode).toBe(404);
      expect((await call(null, 'GET', '/staff/audit')).statusCode).toBe(401);
      // Tasca's owner on Tasca's site sees none of the Golden Fork's entries.
      const tascas = await call(tascaOwner, 'GET', '/staff/audit', undefined, TASCA_HOST);
      expect(tascas.statusCode).toBe(200);
      expect(tascas.body).not.toContain(dish._id);
      expect((await call(owner, 'GET', '/staff/audit?before=abc')).statusCode).toBe(400);
    });

    it("saves a dish's and a category's translations with the version and audit, and the storefront shows them in that language", async () => {
      const menu = (await call(tascaOwner, 'GET', '/staff/menu', undefined, TASCA_HOST)).json().data as { categories: { _id: string; version: number; translations: object }[]; products: EditableProduct[] };
      const nata = menu.products.find((p) => p.name === 'Pastel de Nata')!;
      expect(nata.translations).toEqual({ 'en-GB': { description: 'Custard tart with crisp puff pastry, cinnamon on the side.' } });
      // The editor keeps the default language's text, whatever the browser asks.
      expect(nata.description).toBe('Pastel de massa folhada estaladiça com creme, canela à parte.');
      const francesinha = menu.products.find((p) => p.name === 'Francesinha')!;
      expect(francesinha.options[0]).toMatchObject({ name: 'Adicionar Ovo', translations: { 'en-GB': { name: 'Add an Egg' } } });

      const saved = await call(tascaOwner, 'PATCH', `/staff/menu/products/${nata._id}`, {
        version: nata.version,
        translations: { 'en-GB': { name: 'Custard Tart', description: '  ' } },
      }, TASCA_HOST);
      expect(saved.statusCode, saved.body).toBe(200);
      const product = staffProductResponse.parse(saved.json()).data.product;
      // A blank field is "use the default language": not stored.
      expect(product).toMatchObject({ version: nata.version + 1, translations: { 'en-GB': { name: 'Custard Tart' } } });
      const english = await t.app.inject({ url: `${API_PREFIX}/products/${nata._id}`, headers: { host: TASCA_HOST, 'accept-language': 'en-GB' } });
      expect(productResponse.parse(english.json()).data.product).toMatchObject({ name: 'Custard Tart', description: nata.description });
      const portuguese = await t.app.inject({ url: `${API_PREFIX}/products?isActive=true`, headers: { host: TASCA_HOST, 'accept-language': 'pt-PT' } });
      expect(portuguese.json().data.products.map((p: { name: string }) => p.name)).toContain('Pastel de Nata');

      const [doces] = menu.categories.filter((c) => c.translations && 'en-GB' in c.translations).slice(-1);
      const renamed = await call(tascaOwner, 'PATCH', `/staff/menu/categories/${doces!._id}`, { version: doces!.version, translations: { 'en-GB': { name: 'Sweets' } } }, TASCA_HOST);
      expect(staffCategoryResponse.parse(renamed.json()).data.category.translations).toEqual({ 'en-GB': { name: 'Sweets' } });

      const audit = auditLogResponse.parse((await call(tascaOwner, 'GET', '/staff/audit', undefined, TASCA_HOST)).json()).data.entries;
      expect(audit.find((e) => e.entityId === nata._id)?.after).toMatchObject({ translations: { 'en-GB': { name: 'Custard Tart' } } });

      const unknown = await call(tascaOwner, 'PATCH', `/staff/menu/products/${nata._id}`, { version: product.version, translations: { 'fr-FR': { name: 'Tarte' } } }, TASCA_HOST);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).toContain('fr-FR');
    });

    it('lets Owner and Manager edit; Staff keep only the sold-out switch; diners, outsiders and the signed out get nothing', async () => {
      const menu = await editableMenu(t.app, owner);
      const dish = menu.products.find((p) => p.name === 'Margherita')!;
      const category = menu.categories[0]!;
      const calls: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: object][] = [
        ['GET', '/staff/menu'],
        ['POST', '/staff/menu/categories', { name: 'Not allowed' }],
        ['PATCH', `/staff/menu/categories/${category._id}`, { version: category.version, name: 'Not allowed' }],
        ['PUT', '/staff/menu/categories/order', { ids: menu.categories.map((c) => c._id) }],
        ['POST', '/staff/menu/products', { name: 'Not allowed', price: 1 }],
        ['PATCH', `/staff/menu/products/${dish._id}`, { version: dish.version, price: 1 }],
        ['PUT', '/staff/menu/products/order', { categoryId: category._id, ids: [] }],
        ['DELETE', `/staff/menu/products/${dish._id}`],
      ];
      const refused: [Session | null, number, string][] = [
        [staff, 403, 'Your role at this restaurant does not allow this.'],
        [diner, 403, "This is for the restaurant's staff only."],
        [tascaOwner, 404, 'Not found.'],
        [null, 401, 'User not authenticated.'],
      ];
      for (const [who, status, message] of refused) {
        for (const [method, path, body] of calls) {
          const res = await call(who, method, path, body);
          expect(res.statusCode, `${method} ${path}`).toBe(status);
          expect(res.json().message).toBe(message);
        }
      }
      // Tasca's owner on Tasca's own site: the Golden Fork's dish is not there.
      expect((await call(tascaOwner, 'PATCH', `/staff/menu/products/${dish._id}`, { version: dish.version, price: 1 }, TASCA_HOST)).statusCode).toBe(404);
      expect((await call(tascaOwner, 'DELETE', `/staff/menu/products/${dish._id}`, undefined, TASCA_HOST)).statusCode).toBe(404);
      expect((await call(tascaOwner, 'PATCH', `/staff/menu/categories/${category._id}`, { version: 1 }, TASCA_HOST)).statusCode).toBe(404);
      // Nothing changed; the sold-out switch is still Staff's, and it raises the version.
      const now = (await editableMenu(t.app, owner)).products.find((p) => p._id === dish._id)!;
      expect(now).toMatchObject({ price: dish.price, version: dish.version });
      const switched = await call(staff, 'PATCH', `/staff/products/${dish._id}/availability`, { isAvailable: false });
      expect(switched.statusCode, switched.body).toBe(200);
      const sold = (await editableMenu(t.app, manager)).products.find((p) => p._id === dish._id)!;
      expect(sold).toMatchObject({ isAvailable: false, version: dish.version + 1, updatedBy: { _id: staff.user._id, name: 'Test Staff' } });
      await call(staff, 'PATCH', `/staff/products/${dish._id}/availability`, { isAvailable: true });
    });
  },
  { clock },
);
