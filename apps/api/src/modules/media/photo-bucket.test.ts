/**
 * Photos in an S3-compatible bucket (MEDIA_S3_*; issue 26), on both databases, against a stand-in
 * bucket that answers as S3 documents: an upload puts every rendition in the bucket (signed, its
 * bytes checked) and the rows keep no bytes; another process (a fresh photo service with empty
 * caches) serves them from the bucket; a bucket that is down refuses the upload with a 503 and
 * stores nothing, and a photo it cannot fetch answers 503, never a 500.
 */
import { count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiErrorSchema, mediaResponse, type Media } from '@platter/domain';
import { loadConfig } from '../../config.ts';
import { media, mediaVariants } from '../../db/schema.ts';
import { registerStaff, type Session } from '../../test/auth.ts';
import { loadStorefront } from '../../test/orders.ts';
import { phoneJpeg, photoForm, plainPng } from '../../test/photos.ts';
import { S3StandIn } from '../../test/s3-stand-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { mediaStoreFor } from './bucket-media-store.ts';
import { PhotoService } from './photo-service.ts';

const bucket = await new S3StandIn().start();
afterAll(() => bucket.stop());

describeEachDatabase(
  'photos in an S3-compatible bucket',
  (t) => {
    let owner: Session;
    let photo: Media;

    beforeAll(async () => {
      const gf = await loadStorefront(t.app, 'localhost');
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
    });

    const upload = (data: Buffer) => {
      const form = photoForm(data);
      return t.app.inject({ method: 'POST', url: '/api/v1/staff/media', headers: { host: 'localhost', ...owner.headers, ...form.headers }, payload: form.payload });
    };

    it('puts every rendition in the bucket, signed, and keeps no bytes in the database', async () => {
      bucket.down = false;
      const res = await upload(await phoneJpeg(1600, 1200));
      expect(res.statusCode, res.body).toBe(201);
      photo = mediaResponse.parse(res.json()).data.media;
      const rows = await t.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, photo.id));
      expect(rows).toHaveLength(photo.variants.length);
      expect(rows.every((row) => row.data === null)).toBe(true);
      for (const row of rows) {
        const object = bucket.objects.get(`photos/${row.sha256}.${row.format}`);
        expect(object?.contentType).toBe(`image/${row.format}`);
        expect(object?.body.length).toBe(row.byteSize);
      }
    });

    it('is served by another process from the bucket, every rendition', async () => {
      const elsewhere = new PhotoService(t.db, mediaStoreFor(t.db, t.config.MEDIA_BUCKET));
      const record = await elsewhere.record(photo.id, photo.url.split('-').at(-1)!);
      expect(record).not.toBeNull();
      const gets = bucket.requests.filter((r) => r.method === 'GET').length;
      for (const variant of record!.variants) {
        const served = await elsewhere.serve(record!, variant);
        expect(served?.data.equals(bucket.objects.get(`photos/${variant.sha256}.${variant.format}`)!.body)).toBe(true);
      }
      expect(bucket.requests.filter((r) => r.method === 'GET').length).toBe(gets + record!.variants.length);
      // And over HTTP, as a browser asks for it.
      const avif = await t.app.inject({ url: photo.url, headers: { accept: 'image/avif,image/webp' } });
      expect(avif.statusCode).toBe(200);
      expect(avif.headers['content-type']).toBe('image/avif');
      expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ width: photo.width, height: photo.height });
    });

    it('refuses an upload while the bucket is down, with a 503 and nothing stored; a photo it cannot fetch is a 503 too', async () => {
      const [before] = await t.db.select({ n: count() }).from(media);
      bucket.down = true;
      try {
        const res = await upload(await plainPng(900, 700));
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toBe('30');
        expect(apiErrorSchema.parse(res.json())).toMatchObject({ code: 'PHOTO_STORE_UNAVAILABLE', message: 'Photos cannot be stored or read right now. Please try again in a minute.' });
        const [after] = await t.db.select({ n: count() }).from(media);
        expect(after!.n).toBe(before!.n);
        const fresh = new PhotoService(t.db, mediaStoreFor(t.db, t.config.MEDIA_BUCKET));
        const record = await fresh.record(photo.id, photo.url.split('-').at(-1)!);
        await expect(fresh.serve(record!, record!.variants[0]!)).rejects.toMatchObject({ code: 'PHOTO_STORE_UNAVAILABLE' });
      } finally {
        bucket.down = false;
      }
      // Up again: the same upload goes through.
      expect((await upload(await plainPng(900, 700))).statusCode).toBe(201);
      expect(await t.db.select({ n: count() }).from(mediaVariants).where(isNull(mediaVariants.data))).not.toEqual([{ n: 0 }]);
    });
  },
  { env: bucket.env() },
);

it('takes all four MEDIA_S3_* settings or none', () => {
  const { MEDIA_S3_SECRET_ACCESS_KEY: _secret, ...partial } = bucket.env();
  expect(() => loadConfig({ NODE_ENV: 'test', ...partial })).toThrow(/set all four \(photos in a bucket\) or none/);
  expect(() => loadConfig({ NODE_ENV: 'test', ...bucket.env(), MEDIA_S3_ENDPOINT: 'ftp://example.com' })).toThrow(/MEDIA_S3_ENDPOINT: must be an http\(s\) URL/);
  expect(loadConfig({ NODE_ENV: 'test', ...bucket.env() }).MEDIA_BUCKET).toMatchObject({ bucket: 'platter-photos', region: 'eu-west-2' });
});
