import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { promotionsResponse, type Order } from '@platter/domain';
import { API_PREFIX } from '../app.ts';
import { orderItems, orders, products, promotions, restaurants } from '../db/schema.ts';
import { registerDiner } from '../test/auth.ts';
import { loadStorefront, placeOrderAs } from '../test/orders.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { exportTenant } from './export.ts';
import { importTenant } from './import.ts';
import type { TenantFile } from './schema.ts';

// Tuesday 2 June 2026, 14:00 in London: The Golden Fork is open.
const TUESDAY_2PM = new Date('2026-06-02T13:00:00Z');
const HOST = 'localhost';

describeEachDatabase(
  'importing a changed file over a restaurant with orders',
  (t) => {
    let original: TenantFile;
    let order: Order;

    const productId = async (name: string) => {
      const [gf] = await t.db.select().from(restaurants).where(eq(restaurants.slug, 'golden-fork'));
      const [row] = await t.db.select().from(products).where(and(eq(products.restaurantId, gf!.id), eq(products.name, name)));
      return row;
    };

    beforeAll(async () => {
      original = (await exportTenant(t.db, 'golden-fork'))!;
      const store = await loadStorefront(t.app, HOST);
      const offers = promotionsResponse.parse((await t.app.inject({ url: `${API_PREFIX}/promotions/public`, headers: { host: HOST } })).json());
      const welcome = offers.data.promotions.find((p) => p.name === 'Welcome Offer')!;
      const diner = await registerDiner(t.app);
      order = await placeOrderAs(t.app, store, diner, {
        lines: [{ product: store.byName('Scotch Egg') }, { product: store.byName('Margherita') }],
        promotion: welcome,
        couponCode: 'WELCOME10',
      });
    });

    it('keeps ids by name, deletes what no order refers to, and switches off what orders do', async () => {
      const scotchEgg = await productId('Scotch Egg');
      const margherita = await productId('Margherita');
      const edited: TenantFile = {
        ...original,
        products: original.products
          .filter((p) => p.name !== 'Scotch Egg' && p.name !== 'Prawn Cocktail')
          .map((p) => {
            if (p.name === 'Soup of the Day') return { ...p, name: 'Soup of the Week' };
            if (p.name !== 'Margherita') return p;
            const options = p.options.map((g) =>
              g.name === 'Extra Toppings' ? { ...g, values: [...g.values.filter((v) => v.label !== 'Rocket'), { label: 'Anchovies', priceAdjustment: 1, isDefault: false }] } : g,
            );
            return { ...p, price: 11.5, options };
          }),
        promotions: [
          ...original.promotions.filter((p) => p.name !== 'Welcome Offer').map((p) => (p.name === 'Free Delivery' ? { ...p, couponCode: 'FREEDEL' } : p)),
          { ...original.promotions.find((p) => p.name === 'Welcome Offer')!, name: 'Welcome Back' },
        ],
        highlights: original.highlights.slice(1),
      };

      const result = await importTenant(t.db, edited);
      expect(result.changes.products).toMatchObject({ added: 1, removed: 2, deactivated: 1 });
      expect(result.changes['option values']).toEqual({ added: 1, updated: 0, removed: 1, deactivated: 0 });
      expect(result.changes.promotions).toEqual({ added: 1, updated: 1, removed: 0, deactivated: 1 });
      expect(result.changes.highlights).toMatchObject({ removed: 1 });

      // The ordered dish stays, switched off, with its id: the order still points at it.
      expect(await productId('Scotch Egg')).toMatchObject({ id: scotchEgg!.id, isActive: false });
      const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
      expect(lines.map((l) => l.productId).sort()).toEqual([scotchEgg!.id, margherita!.id].sort());
      expect(await productId('Prawn Cocktail')).toBeUndefined();
      expect(await productId('Soup of the Day')).toBeUndefined();
      expect(await productId('Margherita')).toMatchObject({ id: margherita!.id, priceMinor: 1150 });
      // A change like the editor's: the version rises (twice here: the dish and its options), made by nobody in the editor.
      expect(await productId('Margherita')).toMatchObject({ version: margherita!.version + 2, updatedBy: null });

      // The used promotion is switched off and gives its code to the new one.
      const [used] = await t.db.select().from(promotions).where(eq(promotions.name, 'Welcome Offer'));
      expect(used).toMatchObject({ isActive: false, couponCode: null });
      const [orderRow] = await t.db.select().from(orders).where(eq(orders.id, order._id));
      expect(orderRow!.promotionId).toBe(used!.id);
      const [fresh] = await t.db.select().from(promotions).where(eq(promotions.name, 'Welcome Back'));
      expect(fresh).toMatchObject({ isActive: true, couponCode: 'WELCOME10' });

      // Idempotent after the switch-offs too.
      expect((await importTenant(t.db, edited)).total).toBe(0);
    });

    it("leaves the kitchen's sold-out switches alone: the file's isAvailable is for new dishes", async () => {
      const wings = (await productId('Chicken Wings'))!;
      await t.db.update(products).set({ isAvailable: false }).where(eq(products.id, wings.id));
      const file = (await exportTenant(t.db, 'golden-fork'))!;
      const allAvailable = { ...file, products: file.products.map((p) => ({ ...p, isAvailable: true, description: `${p.description}!` })) };
      const result = await importTenant(t.db, allAvailable);
      expect(result.changes.products).toMatchObject({ updated: file.products.length });
      expect(await productId('Chicken Wings')).toMatchObject({ isAvailable: false, description: `${wings.description}!` });
      expect(await productId('Beef Wellington')).toMatchObject({ isAvailable: false });
      expect((await importTenant(t.db, file)).changes.products).toMatchObject({ updated: file.products.length });
    });

    it('exports what is kept for the orders as switched off, and that export imports without a change', async () => {
      const now = (await exportTenant(t.db, 'golden-fork'))!;
      // After the file's dishes, where an import of this export leaves it.
      expect(now.products.at(-1)).toMatchObject({ name: 'Scotch Egg', isActive: false });
      expect(now.promotions.find((p) => p.name === 'Welcome Offer')).toMatchObject({ isActive: false, couponCode: null });
      expect(now.products.find((p) => p.name === 'Margherita')!.options[1]!.values.map((v) => v.label)).toEqual([
        'Buffalo Mozzarella',
        'Chestnut Mushrooms',
        'Pepperoni',
        'Jalapeños',
        'Kalamata Olives',
        'Anchovies',
      ]);
      expect((await importTenant(t.db, now)).total).toBe(0);
    });

    it('swaps coupon codes between promotions in one import', async () => {
      const now = (await exportTenant(t.db, 'golden-fork'))!;
      const swapped = {
        ...now,
        promotions: now.promotions.map((p) =>
          p.name === 'Welcome Back' ? { ...p, couponCode: 'FREEDEL' } : p.name === 'Free Delivery' ? { ...p, couponCode: 'WELCOME10' } : p,
        ),
      };
      expect((await importTenant(t.db, swapped)).changes.promotions).toMatchObject({ updated: 2 });
      expect(await exportTenant(t.db, 'golden-fork')).toEqual(swapped);
    });

    it('keeps the capacity rules: an import sets them, the export gives them back, and null takes them away', async () => {
      const capacity = { slotMinutes: 15, leadMinutes: 25, travelMinutes: 10, pickup: { maxOrdersPerSlot: 5 }, delivery: { maxItemsPerSlot: 40 } };
      const current = (await exportTenant(t.db, 'golden-fork'))!;
      expect((await importTenant(t.db, { ...current, capacity })).total).toBe(1);
      expect((await exportTenant(t.db, 'golden-fork'))!.capacity).toEqual(capacity);
      await importTenant(t.db, { ...current, capacity: null });
      expect((await exportTenant(t.db, 'golden-fork'))!.capacity).toBeNull();
    });

    it("keeps Tasca's translations through export and import, and an edited translation is one update", async () => {
      const tasca = (await exportTenant(t.db, 'tasca-do-porto'))!;
      const sardines = tasca.products.find((p) => p.name === 'Sardinhas Assadas')!;
      expect(sardines.translations).toEqual({ 'en-GB': { description: 'Chargrilled sardines, boiled potatoes and roasted peppers.' } });
      expect(tasca.products.find((p) => p.name === 'Francesinha')!.options[0]!.translations).toEqual({ 'en-GB': { name: 'Add an Egg' } });
      expect(tasca.categories[0]!.translations).toEqual({ 'en-GB': { description: 'Small plates for sharing.' } });
      expect(tasca.highlights[0]!.translations).toMatchObject({ 'en-GB': { linkText: 'See the Menu' } });
      expect(tasca.promotions[0]!.translations).toMatchObject({ 'en-GB': { description: 'Buy two pastéis de nata, get a third free.' } });
      // The same file again writes nothing; a new translation is one updated dish, and comes back out.
      expect((await importTenant(t.db, tasca)).total).toBe(0);
      const edited: TenantFile = {
        ...tasca,
        products: tasca.products.map((p) => (p === sardines ? { ...p, translations: { 'en-GB': { ...p.translations!['en-GB'], name: 'Grilled Sardines' } } } : p)),
      };
      expect((await importTenant(t.db, edited)).changes.products).toMatchObject({ updated: 1 });
      expect(await exportTenant(t.db, 'tasca-do-porto')).toEqual(edited);
      // The Golden Fork has none, and its file says nothing about them.
      expect(JSON.stringify(await exportTenant(t.db, 'golden-fork'))).not.toContain('translations');
    });
  },
  { clock: () => TUESDAY_2PM },
);
