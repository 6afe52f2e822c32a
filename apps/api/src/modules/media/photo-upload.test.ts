/**
 * Photo uploads and serving (issue 26), on both databases: a phone's JPEG (EXIF orientation 6 and
 * GPS), an iPhone-style HEIC (EXIF with GPS), a PNG and a WebP are stored as AVIF and WebP
 * renditions, upright, without metadata, and
 * served by Accept with immutable caching; only the restaurant's Owner and Manager may upload.
 */
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { mediaResponse, PHOTO_WIDTHS, type Media } from '@platter/domain';
import { media, mediaVariants } from '../../db/schema.ts';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { loadStorefront, type Storefront } from '../../test/orders.ts';
import { HEIC_QUADRANTS, hasGpsTag, phoneJpeg, photoForm, plainPng, plainWebp, realHeic } from '../../test/photos.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

const UPLOAD = '/api/v1/staff/media';

describeEachDatabase('photo uploads', (t) => {
  let gf: Storefront;
  let tasca: Storefront;
  let owner: Session;
  let manager: Session;
  let staff: Session;
  let tascaOwner: Session;
  let diner: Session;
  let phone: Buffer;

  beforeAll(async () => {
    [gf, tasca] = await Promise.all([loadStorefront(t.app, 'localhost'), loadStorefront(t.app, 'tasca-do-porto.localhost')]);
    owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
    manager = await registerStaff(t.app, t.db, gf.restaurant._id, 'Manager');
    staff = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
    tascaOwner = await registerStaff(t.app, t.db, tasca.restaurant._id, 'Owner');
    diner = await registerDiner(t.app);
    phone = await phoneJpeg();
  }, 60_000);

  const upload = (session: Session | null, data: Buffer, host = 'localhost', filename?: string, contentType?: string) => {
    const form = photoForm(data, filename, contentType);
    return t.app.inject({ method: 'POST', url: UPLOAD, headers: { host, ...(session?.headers ?? {}), ...form.headers }, payload: form.payload });
  };
  const stored = async () => (await t.db.select({ n: count() }).from(media))[0]!.n;

  let uploaded: Media;

  it('takes a phone’s 4000 × 3000 JPEG: turned upright, AVIF and WebP at each width, a placeholder', async () => {
    const source = await sharp(phone).metadata();
    expect(source).toMatchObject({ width: 4000, height: 3000, orientation: 6 });
    expect(hasGpsTag(source.exif)).toBe(true);

    const res = await upload(owner, phone);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    uploaded = mediaResponse.parse(res.json()).data.media;
    // Orientation 6 turns it portrait: 1280 wide (the largest width), 1707 high.
    expect(uploaded).toMatchObject({ width: 1280, height: 1707 });
    expect(uploaded.url).toMatch(/^\/api\/v1\/media\/photos\/[0-9a-f-]{36}-[0-9a-f]{16}$/);
    expect(uploaded.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(uploaded.placeholder.length).toBeLessThan(600);
    const renditions = uploaded.variants.map((v) => `${v.width}.${v.format}`);
    expect(renditions).toEqual(PHOTO_WIDTHS.flatMap((w) => [`${w}.avif`, `${w}.webp`]));
    for (const v of uploaded.variants) {
      expect(Math.abs(v.height - (v.width * 4000) / 3000)).toBeLessThanOrEqual(1);
      expect(v.url).toBe(`${uploaded.url}/${v.width}.${v.format}`);
    }
  });

  it('stores no EXIF or GPS, and the picture is upright (the red left half is now on top)', async () => {
    const rows = await t.db.select({ data: mediaVariants.data, format: mediaVariants.format }).from(mediaVariants).where(eq(mediaVariants.mediaId, uploaded.id));
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      const meta = await sharp(row.data!).metadata();
      expect(meta.format).toBe(row.format === 'avif' ? 'heif' : 'webp');
      expect(meta.exif, row.format).toBeUndefined();
      expect(meta.orientation, row.format).toBeUndefined();
      // No EXIF item (AVIF) or chunk (WebP) at all, so no GPS either.
      expect(row.data!.includes('Exif') || row.data!.includes('EXIF'), row.format).toBe(false);
    }
    const webp = rows.find((r) => r.format === 'webp')!.data!;
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [topR, , topB] = at(Math.floor(info.width / 2), 5);
    const [bottomR, , bottomB] = at(Math.floor(info.width / 2), info.height - 5);
    expect(topR).toBeGreaterThan(topB! + 100);
    expect(bottomB).toBeGreaterThan(bottomR! + 100);
  });

  it('serves AVIF to a client that accepts it and WebP otherwise, immutable, with an ETag and Vary: Accept', async () => {
    const avif = await t.app.inject({ url: uploaded.url, headers: { accept: 'image/avif,image/webp,*/*;q=0.8' } });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avif.headers.vary).toMatch(/accept/i);
    expect(avif.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(1280);

    for (const accept of [undefined, 'image/webp,*/*', 'image/avif;q=0, image/webp']) {
      const webp = await t.app.inject({ url: uploaded.url, headers: accept ? { accept } : {} });
      expect(webp.statusCode, accept).toBe(200);
      expect(webp.headers['content-type'], accept).toBe('image/webp');
      expect(webp.headers.etag).not.toBe(avif.headers.etag);
    }

    const small = await t.app.inject({ url: `${uploaded.url}?w=500`, headers: { accept: 'image/avif' } });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(640);
    const again = await t.app.inject({ url: uploaded.url, headers: { accept: 'image/avif', 'if-none-match': String(avif.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const exact = uploaded.variants.find((v) => v.width === 320 && v.format === 'webp')!;
    const one = await t.app.inject({ url: exact.url, headers: { accept: 'image/avif' } });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('image/webp');
    expect(Number(one.headers['content-length'])).toBe(exact.bytes);
    // Tenant-independent: the same photo from another restaurant's site.
    expect((await t.app.inject({ url: uploaded.url, headers: { host: 'tasca-do-porto.localhost' } })).statusCode).toBe(200);
  });

  it('answers 404 for a photo that does not exist, a wrong hash, a width or format it was not stored in', async () => {
    const [, id, hash] = /([0-9a-f-]{36})-([0-9a-f]{16})$/.exec(uploaded.url)!;
    const wrongHash = `/api/v1/media/photos/${id}-${hash!.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`;
    const unknown = `/api/v1/media/photos/00000000-0000-4000-8000-000000000000-${hash}`;
    for (const url of [wrongHash, unknown, '/api/v1/media/photos/nope', `${uploaded.url}/500.avif`, `${uploaded.url}/320.png`, `${uploaded.url}/320.webp.exe`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Photo not found.', code: 'NOT_FOUND' });
    }
  });

  it.each(['upright', 'irot'] as const)('takes an iPhone’s HEIC (%s): AVIF and WebP at each width, upright and unmirrored, with no EXIF or GPS', async (kind) => {
    const heic = realHeic(kind);
    expect(hasGpsTag(heic)).toBe(true);
    expect(heic.includes('Platter', 0, 'latin1')).toBe(true);
    // The irot one is stored 480 × 640: only its transform makes it 640 × 480.
    expect(heic.includes('irot', 0, 'latin1')).toBe(kind === 'irot');

    const res = await upload(owner, heic, 'localhost', `IMG_${kind}.HEIC`, 'image/heic');
    expect(res.statusCode, res.body).toBe(201);
    const photo = mediaResponse.parse(res.json()).data.media;
    expect(photo).toMatchObject({ width: 640, height: 480 });
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(photo.variants.map((v) => `${v.width}.${v.format}`)).toEqual(['320.avif', '320.webp', '640.avif', '640.webp']);
    for (const v of photo.variants) expect(v.height).toBe((v.width * 3) / 4);

    const rows = await t.db.select({ data: mediaVariants.data, format: mediaVariants.format, width: mediaVariants.width }).from(mediaVariants).where(eq(mediaVariants.mediaId, photo.id));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const meta = await sharp(row.data!).metadata();
      expect(meta.format).toBe(row.format === 'avif' ? 'heif' : 'webp');
      expect(meta.exif, row.format).toBeUndefined();
      expect(meta.hasAlpha, row.format).toBe(false);
      // No EXIF item or chunk (so no GPS), and not the camera's name either.
      expect(row.data!.includes('Exif') || row.data!.includes('EXIF') || row.data!.includes('Platter'), row.format).toBe(false);
      // Each quadrant keeps its colour and its corner, in both formats.
      const { data, info } = await sharp(row.data!).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
      const [w, h] = [info.width, info.height];
      const corners = { topLeft: at(w / 4, h / 4), topRight: at((3 * w) / 4, h / 4), bottomLeft: at(w / 4, (3 * h) / 4), bottomRight: at((3 * w) / 4, (3 * h) / 4) };
      for (const [corner, rgb] of Object.entries(corners)) {
        const want = HEIC_QUADRANTS[corner as keyof typeof HEIC_QUADRANTS];
        rgb.forEach((c, i) => expect(Math.abs(c - want[i]!), `${row.width}.${row.format} ${corner} ${rgb.join(',')}`).toBeLessThan(24));
      }
    }
  });

  it('takes a PNG (keeping its transparency) and a WebP, never wider than they are', async () => {
    const png = await upload(manager, await plainPng(800, 600));
    expect(png.statusCode, png.body).toBe(201);
    const pngMedia = mediaResponse.parse(png.json()).data.media;
    expect(pngMedia).toMatchObject({ width: 800, height: 600 });
    expect(pngMedia.variants.map((v) => v.width)).toEqual([320, 320, 640, 640, 800, 800]);
    const served = await t.app.inject({ url: pngMedia.url });
    expect((await sharp(served.rawPayload).metadata()).hasAlpha).toBe(true);

    const webp = await upload(owner, await plainWebp(500, 500));
    expect(webp.statusCode, webp.body).toBe(201);
    const webpMedia = mediaResponse.parse(webp.json()).data.media;
    expect(webpMedia.variants.map((v) => v.width)).toEqual([320, 320, 500, 500]);
  });

  it('answers the same photo for the same file again, without storing it twice', async () => {
    const before = await stored();
    const res = await upload(manager, phone);
    expect(res.statusCode).toBe(201);
    expect(mediaResponse.parse(res.json()).data.media.id).toBe(uploaded.id);
    expect(await stored()).toBe(before);
  });

  it('lets only the restaurant’s Owner and Manager upload', async () => {
    const before = await stored();
    const small = await plainWebp(64, 64);
    const cases: { who: string; session: Session | null; host?: string; status: number }[] = [
      { who: 'Staff', session: staff, status: 403 },
      { who: 'a diner', session: diner, status: 403 },
      { who: 'another restaurant’s owner', session: tascaOwner, status: 404 },
      { who: 'signed out', session: null, status: 401 },
    ];
    for (const { who, session, status } of cases) {
      const res = await upload(session, small);
      expect(res.statusCode, who).toBe(status);
      expect(res.json().message, who).toBeTruthy();
    }
    expect(await stored()).toBe(before);
    // Tasca's owner on Tasca's site: Tasca's photo.
    const own = await upload(tascaOwner, small, 'tasca-do-porto.localhost');
    expect(own.statusCode, own.body).toBe(201);
    const [row] = await t.db.select({ restaurantId: media.restaurantId }).from(media).where(eq(media.id, mediaResponse.parse(own.json()).data.media.id));
    expect(row?.restaurantId).toBe(tasca.restaurant._id);
    expect(await t.app.photos.find(gf.restaurant._id, mediaResponse.parse(own.json()).data.media.id)).toBeNull();
  });
});
