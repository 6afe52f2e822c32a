/**
 * Dish photos through the tenant file (issue 26), on both databases: an uploaded photo travels by
 * reference (`media`) through export and import; another restaurant's or an unknown photo is
 * refused naming the field; a photo on another host is fetched once into the media store (a local
 * server stands in for the host) and the dish then names the stored photo; a host that fails
 * refuses the whole import with nothing written.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mediaResponse, staffMenuResponse, staffProductResponse, type Media } from '@platter/domain';
import type { Database } from '../db/client.ts';
import { media, products, restaurants } from '../db/schema.ts';
import { registerStaff, type Session } from '../test/auth.ts';
import { photoForm } from '../test/photos.ts';
import { dishJpeg, startPhotoServer, type PhotoServer } from '../test/photo-server.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { exportTenant } from './export.ts';
import { importTenant } from './import.ts';
import type { TenantFile } from './schema.ts';
import { TenantFileError } from './tenant-file.ts';

const local = { allowPrivateAddresses: true, timeoutMs: 10_000 };

async function exported(db: Database, slug: string): Promise<TenantFile> {
  const file = await exportTenant(db, slug);
  if (!file) throw new Error(`No restaurant ${slug}`);
  return file;
}

async function refusal(work: Promise<unknown>): Promise<string[]> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TenantFileError);
  return (err as TenantFileError).problems.map((p) => `${p.path}: ${p.message}`);
}

const dish = (file: TenantFile, name: string) => file.products.findIndex((p) => p.name === name);

describeEachDatabase('dish photos in the tenant file', (t) => {
  let server: PhotoServer;
  let owner: Session;
  let photo: Media;
  let soupId: string;

  beforeAll(async () => {
    server = await startPhotoServer();
    const [gf] = await t.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, 'golden-fork'));
    owner = await registerStaff(t.app, t.db, gf!.id, 'Owner');
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  const counts = async () => ({
    restaurants: (await t.db.select({ n: count() }).from(restaurants))[0]!.n,
    media: (await t.db.select({ n: count() }).from(media))[0]!.n,
  });

  it('exports a dish’s uploaded photo by its id, and importing that file keeps it', async () => {
    const form = photoForm(await dishJpeg({ r: 240, g: 200, b: 10 }));
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/v1/staff/media', headers: { host: 'localhost', ...owner.headers, ...form.headers }, payload: form.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    photo = mediaResponse.parse(uploaded.json()).data.media;

    // Assigned in the menu editor, as the owner does.
    const menu = staffMenuResponse.parse((await t.app.inject({ url: '/api/v1/staff/menu', headers: { host: 'localhost', ...owner.headers } })).json());
    const soup = menu.data.products.find((p) => p.name === 'Soup of the Day')!;
    soupId = soup._id;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/staff/menu/products/${soup._id}`,
      headers: { host: 'localhost', ...owner.headers },
      payload: { version: soup.version, mediaId: photo.id, imageUrl: null },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(staffProductResponse.parse(patched.json()).data.product.mediaId).toBe(photo.id);

    const file = await exported(t.db, 'golden-fork');
    const entry = file.products[dish(file, 'Soup of the Day')]!;
    expect(entry).toMatchObject({ media: photo.id, imageUrl: null });
    expect(file.products.filter((p) => p.media !== null)).toHaveLength(1);

    const [before] = await t.db.select().from(products).where(eq(products.id, soupId));
    const result = await importTenant(t.db, file, { photoFetch: local });
    expect(result.total).toBe(0);
    const [after] = await t.db.select().from(products).where(eq(products.id, soupId));
    expect(after).toEqual(before);
    expect(after!.mediaId).toBe(photo.id);
    expect(await exported(t.db, 'golden-fork')).toEqual(file);

    // A file that takes the photo away, and one that gives it back.
    const without = { ...file, products: file.products.map((p) => (p.media ? { ...p, media: null } : p)) };
    expect((await importTenant(t.db, without)).changes.products).toMatchObject({ updated: 1 });
    expect((await importTenant(t.db, file)).changes.products).toMatchObject({ updated: 1 });
    const [back] = await t.db.select({ mediaId: products.mediaId }).from(products).where(eq(products.id, soupId));
    expect(back!.mediaId).toBe(photo.id);
  });

  it('refuses a media id that is not a photo of the restaurant, naming the field, and writes nothing', async () => {
    const file = await exported(t.db, 'golden-fork');
    const soup = dish(file, 'Soup of the Day');
    const before = await counts();

    // The same file as another restaurant: the photo is golden-fork's.
    const copy = { ...file, slug: 'photo-copy', name: 'Photo Copy' };
    expect(await refusal(importTenant(t.db, copy))).toEqual([
      `products[${soup}].media: names no photo of "photo-copy" in this deployment's media store ("${photo.id}"). A photo belongs to the restaurant it was uploaded on: upload it here and use its id, or set media to null (an http(s) imageUrl is then fetched)`,
    ]);

    // Tasca's own file naming golden-fork's photo, an unknown id and something that is no id at all.
    const tasca = await exported(t.db, 'tasca-do-porto');
    const borrowed = {
      ...tasca,
      products: tasca.products.map((p, i) => (i === 0 ? { ...p, media: photo.id } : i === 1 ? { ...p, media: '00000000-0000-4000-8000-000000000000' } : i === 2 ? { ...p, media: 'golden-soup' } : p)),
    };
    const tascaRows = await t.db.select().from(products).where(eq(products.restaurantId, (await t.db.select().from(restaurants).where(eq(restaurants.slug, 'tasca-do-porto')))[0]!.id));
    const problems = await refusal(importTenant(t.db, borrowed, { source: 'tasca.json' }));
    expect(problems.map((p) => p.split(':')[0])).toEqual(['products[0].media', 'products[1].media', 'products[2].media']);
    expect(problems[2]).toContain('("golden-soup")');
    expect(await counts()).toEqual(before);
    expect(await t.db.select().from(products).where(eq(products.restaurantId, tascaRows[0]!.restaurantId))).toEqual(tascaRows);
  });

  it('fetches a photo on another host once into the media store; the dishes then name the stored photo', async () => {
    const file = await exported(t.db, 'golden-fork');
    const [prawn, salad, pie] = ['Prawn Cocktail', 'Scotch Egg', 'Steak & Ale Pie'].map((n) => dish(file, n));
    expect([prawn, salad, pie].every((i) => i! >= 0)).toBe(true);
    const outside = {
      ...file,
      slug: 'far-photos',
      name: 'Far Photos',
      products: file.products
        .map((p) => (p.media ? { ...p, media: null } : p))
        .map((p, i) =>
          i === prawn || i === salad
            ? { ...p, imageUrl: server.url('/dish.jpg'), thumbnailUrl: server.url('/dish.jpg') }
            : i === pie
              ? { ...p, imageUrl: server.url('/redirect'), thumbnailUrl: '/images/pie-thumb.jpg' }
              : p,
        ),
    };
    server.hits.clear();
    const before = await counts();
    const result = await importTenant(t.db, outside, { photoFetch: local });
    expect(result.created).toBe(true);
    expect(result.changes.photos).toMatchObject({ added: 1 });
    // Fetched once though four fields name it; the redirect's target is the same bytes, so the same photo.
    expect(server.hits.get('/dish.jpg')).toBe(2);
    expect(server.hits.get('/redirect')).toBe(1);
    expect((await counts()).media).toBe(before.media + 1);

    const copy = await exported(t.db, 'far-photos');
    const stored = copy.products[prawn!]!;
    expect(stored.media).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.imageUrl).toMatch(new RegExp(`^/api/v1/media/photos/${stored.media}-[0-9a-f]{16}$`));
    expect(stored.thumbnailUrl).toBe(stored.imageUrl);
    expect(copy.products[salad!]).toMatchObject({ media: stored.media, imageUrl: stored.imageUrl });
    expect(copy.products[pie!]).toMatchObject({ media: stored.media, imageUrl: stored.imageUrl, thumbnailUrl: '/images/pie-thumb.jpg' });
    // Paths on this site stay as they are.
    const other = dish(copy, 'Margherita');
    expect(outside.products[other]!.imageUrl).toMatch(/^\/api\/v1\/images\//);
    expect(copy.products[other]!.imageUrl).toBe(outside.products[other]!.imageUrl);
    const [row] = await t.db.select().from(media).where(eq(media.id, stored.media!));
    expect(row!.restaurantId).toBe(result.restaurantId);

    const served = await t.app.inject({ url: stored.imageUrl!, headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');

    // Its export imports unchanged, and so does the original file (fetched again, not stored again).
    expect((await importTenant(t.db, copy, { photoFetch: local })).total).toBe(0);
    expect((await importTenant(t.db, outside, { photoFetch: local })).total).toBe(0);
    expect((await counts()).media).toBe(before.media + 1);
  });

  it('refuses the whole import when an outside photo cannot be had, naming each field and why; nothing is written', async () => {
    const file = await exported(t.db, 'golden-fork');
    const named = (path: string, i: number) => ({ ...file.products[i]!, media: null, imageUrl: server.url(path) });
    const broken = {
      ...file,
      slug: 'broken-photos',
      name: 'Broken Photos',
      products: file.products.map((p, i) =>
        i === 0 ? named('/dish.jpg', 0) : i === 1 ? named('/missing.jpg', 1) : i === 2 ? named('/page.html', 2) : i === 3 ? named('/huge.jpg', 3) : i === 4 ? named('/slow.jpg', 4) : i === 5 ? named('/missing.jpg', 5) : { ...p, media: null },
      ),
    };
    const before = await counts();
    const problems = await refusal(importTenant(t.db, broken, { source: 'broken.json', photoFetch: { ...local, timeoutMs: 2_000 } }));
    const host = new URL(server.origin).host;
    expect(problems).toEqual([
      `products[1].imageUrl: could not be fetched: ${host} answered 404 Not Found (${server.url('/missing.jpg')})`,
      `products[2].imageUrl: is not a photo that can be used: This file is not a photo we can read. Upload a JPEG, PNG, WebP or HEIC image. (${server.url('/page.html')})`,
      `products[3].imageUrl: could not be fetched: it is 16 MB, more than the 15 MB a photo may be (${server.url('/huge.jpg')})`,
      `products[4].imageUrl: could not be fetched: it did not arrive within 2 s (${host} is too slow or does not answer) (${server.url('/slow.jpg')})`,
      `products[5].imageUrl: could not be fetched: ${host} answered 404 Not Found (${server.url('/missing.jpg')})`,
    ]);
    expect(await counts()).toEqual(before);

    // The import's message, as the command prints it.
    const err = await importTenant(t.db, broken, { source: 'broken.json', photoFetch: { ...local, timeoutMs: 2_000 } }).catch((e: unknown) => e as Error);
    expect((err as Error).message).toMatch(/^broken\.json cannot be imported \(5 problems\):\n {2}products\[1\]\.imageUrl: could not be fetched/);

    // Without the test's allowance, a loopback host is never fetched.
    const strict = await refusal(importTenant(t.db, { ...broken, products: [broken.products[0]!] }));
    expect(strict).toEqual([`products[0].imageUrl: could not be fetched: its host 127.0.0.1 is a private or local address, which is never fetched (${server.url('/dish.jpg')})`]);
    expect(await counts()).toEqual(before);
  });
});
