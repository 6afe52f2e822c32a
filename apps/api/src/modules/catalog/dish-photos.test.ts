/**
 * A dish's uploaded photo on the public menu (issue 26), on both databases: the menu editor gives
 * a dish a photo uploaded for its restaurant (another restaurant's, or no photo at all, is a 400
 * naming `mediaId`, and nothing changes); GET /products and the product page's call then carry
 * `photo` with its AVIF and WebP renditions, `imageUrl` is the photo's URL (so the cart and the
 * order line show it), and taking the photo away (mediaId null) shows no photo.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { mediaResponse, productResponse, productsResponse, staffProductResponse, type EditableProduct, type Media, type Product } from '@platter/domain';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { GOLDEN_FORK_HOST, TASCA_HOST, callAs, editableMenu, newDish } from '../../test/menu-editor.ts';
import { loadStorefront, placeOrderAs, type Storefront } from '../../test/orders.ts';
import { photoForm, plainPng, plainWebp } from '../../test/photos.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

/** Tuesday 14:00 in London: the Golden Fork takes orders. */
const clock = () => new Date('2026-06-02T13:00:00Z');

describeEachDatabase(
  "dishes' photos on the menu",
  (t) => {
    let gf: Storefront;
    let owner: Session;
    let tascaOwner: Session;
    let diner: Session;
    let photo: Media;
    let tascaPhoto: Media;
    const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer Rest] ? Rest : never) => callAs(t.app, ...args);

    async function upload(session: Session, data: Buffer, host: string): Promise<Media> {
      const form = photoForm(data, 'dish.png', 'image/png');
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/staff/media', headers: { host, ...session.headers, ...form.headers }, payload: form.payload });
      if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
      return mediaResponse.parse(res.json()).data.media;
    }
    const dishOf = async (name: string): Promise<EditableProduct> => (await editableMenu(t.app, owner)).products.find((p) => p.name === name)!;
    const publicList = async (): Promise<Product[]> => productsResponse.parse((await call(null, 'GET', '/products?isActive=true&limit=200')).json()).data.products;
    const publicDish = async (id: string): Promise<Product> => productResponse.parse((await call(null, 'GET', `/products/${id}`)).json()).data.product;

    beforeAll(async () => {
      gf = await loadStorefront(t.app, GOLDEN_FORK_HOST);
      const tasca = await loadStorefront(t.app, TASCA_HOST);
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
      tascaOwner = await registerStaff(t.app, t.db, tasca.restaurant._id, 'Owner');
      diner = await registerDiner(t.app);
      photo = await upload(owner, await plainPng(800, 600), GOLDEN_FORK_HOST);
      tascaPhoto = await upload(tascaOwner, await plainWebp(700, 700), TASCA_HOST);
    }, 60_000);

    it('lists a dish given a photo with its renditions, on the menu and the product page, and orders show it', async () => {
      const before = await dishOf('Margherita');
      expect(before.photo).toBeNull();
      // The menu answer is cached: the change must clear it.
      expect((await publicList()).find((p) => p._id === before._id)!.photo).toBeNull();

      const res = await call(owner, 'PATCH', `/staff/menu/products/${before._id}`, { version: before.version, mediaId: photo.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(staffProductResponse.parse(res.json()).data.product).toMatchObject({ mediaId: photo.id, photo: { url: photo.url } });

      const listed = (await publicList()).find((p) => p._id === before._id)!;
      expect(listed.photo).toEqual({
        url: photo.url,
        width: 800,
        height: 600,
        placeholder: photo.placeholder,
        sources: [320, 640, 800].flatMap((width) =>
          (['avif', 'webp'] as const).map((format) => ({ format, type: `image/${format}`, width, url: `${photo.url}/${width}.${format}` })),
        ),
      });
      expect(listed.imageUrl).toBe(photo.url);
      expect(listed.thumbnailUrl).toBe(`${photo.url}?w=320`);
      // The product page's call shows the same; every source is served.
      expect(await publicDish(before._id)).toEqual(listed);
      for (const source of listed.photo!.sources) {
        const served = await t.app.inject({ url: source.url });
        expect(served.statusCode, source.url).toBe(200);
        expect(served.headers['content-type']).toBe(source.type);
      }
      // Dishes without one still have none; the order line keeps the photo's URL.
      expect((await publicList()).filter((p) => p.photo !== null).map((p) => p._id)).toEqual([before._id]);
      const order = await placeOrderAs(t.app, await loadStorefront(t.app, GOLDEN_FORK_HOST), diner, { lines: [{ product: listed }], orderType: 'Pickup' });
      expect(order.items[0]!.productImage).toBe(photo.url);
    });

    it("refuses another restaurant's photo, an unknown id and a malformed one: 400 naming mediaId, nothing changes", async () => {
      const dish = await dishOf('Garlic Bread');
      const menuBefore = await publicList();
      for (const mediaId of [tascaPhoto.id, randomUUID(), 'not-a-photo']) {
        const res = await call(owner, 'PATCH', `/staff/menu/products/${dish._id}`, { version: dish.version, mediaId, price: 1 });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ errors: [{ field: 'mediaId', message: expect.stringContaining('names no photo uploaded for this restaurant') }] });
      }
      expect(await dishOf('Garlic Bread')).toEqual(dish);
      expect(await publicList()).toEqual(menuBefore);

      // Creating a dish with it: refused too, no dish made.
      const created = await call(owner, 'POST', '/staff/menu/products', newDish('Borrowed Photo Soup', [], { mediaId: tascaPhoto.id }));
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json()).toMatchObject({ errors: [{ field: 'mediaId' }] });
      expect((await editableMenu(t.app, owner)).products.some((p) => p.name === 'Borrowed Photo Soup')).toBe(false);
      // Tasca's own photo is fine on Tasca's site, and never shows on the Golden Fork's menu.
      expect((await publicList()).some((p) => p.photo?.url === tascaPhoto.url)).toBe(false);
    });

    it('creates a dish with its photo, and a photo taken away (mediaId null) shows no photo', async () => {
      const created = await call(owner, 'POST', '/staff/menu/products', newDish('Photo Pie', [], { mediaId: photo.id.toUpperCase(), imageUrl: '/images/pie.svg' }));
      expect(created.statusCode, created.body).toBe(201);
      const dish = staffProductResponse.parse(created.json()).data.product;
      expect(dish).toMatchObject({ mediaId: photo.id, imageUrl: photo.url, photo: { url: photo.url } });
      expect((await publicDish(dish._id)).photo?.url).toBe(photo.url);

      const removed = await call(owner, 'PATCH', `/staff/menu/products/${dish._id}`, { version: dish.version, mediaId: null });
      expect(removed.statusCode, removed.body).toBe(200);
      const shown = await publicDish(dish._id);
      expect(shown).toMatchObject({ photo: null, imageUrl: '/images/pie.svg' });
      expect((await publicList()).find((p) => p._id === dish._id)!.photo).toBeNull();
    });
  },
  { clock },
);
