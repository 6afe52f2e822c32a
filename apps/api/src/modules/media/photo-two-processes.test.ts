/**
 * Two app instances on one PostgreSQL database, as two processes behind a load balancer (issue
 * 26): a photo uploaded through one is served by the other at once, with no shared disk and no
 * set-up: the bytes are in the database. Skipped without TEST_DATABASE_URL.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaResponse } from '@platter/domain';
import { buildApp } from '../../app.ts';
import { postgresHandle } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { DEMO_OWNER, seedDemoIfEmpty } from '../../provisioning/demo-seed/index.ts';
import { loginAs } from '../../test/auth.ts';
import { phoneJpeg, photoForm } from '../../test/photos.ts';
import { testConfig } from '../../test/test-app.ts';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from '../../test/test-db.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
if (!TEST_DATABASE_URL) console.log('photo two-process tests skipped: TEST_DATABASE_URL is not set');

describe.skipIf(!TEST_DATABASE_URL)('photos across two processes on one PostgreSQL database', () => {
  let database: EmptyPostgresDatabase;
  let one: FastifyInstance;
  let other: FastifyInstance;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    const config = testConfig({ DATABASE_URL: database.url, SEED_DEMO: 'true' });
    const first = await prepareDatabase(config, { info: () => undefined }, seedDemoIfEmpty);
    one = await buildApp(config, { database: first });
    other = await buildApp(config, { database: postgresHandle(database.url) });
    await Promise.all([one.ready(), other.ready()]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([one?.close(), other?.close()]);
    await database?.drop();
  });

  it('serves through one process the photo uploaded through the other, every rendition', async () => {
    const owner = await loginAs(one, DEMO_OWNER);
    const form = photoForm(await phoneJpeg(2000, 1500));
    const res = await one.inject({ method: 'POST', url: '/api/v1/staff/media', headers: { host: 'localhost', ...owner.headers, ...form.headers }, payload: form.payload });
    expect(res.statusCode, res.body).toBe(201);
    const photo = mediaResponse.parse(res.json()).data.media;

    const avif = await other.inject({ url: photo.url, headers: { accept: 'image/avif,image/webp' } });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ width: photo.width, height: photo.height });
    for (const variant of photo.variants) {
      const there = await other.inject({ url: variant.url });
      const here = await one.inject({ url: variant.url });
      expect(there.statusCode, variant.url).toBe(200);
      expect(there.headers['content-type']).toBe(variant.type);
      expect(there.headers.etag).toBe(here.headers.etag);
      expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
    }
  });
});
