import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ASSETS_DIR } from '../../paths.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

describeEachDatabase('images and media', (t) => {
  it('draws a deterministic SVG for a dish, cached for a year', async () => {
    const url = '/api/v1/images/product/Beer-Battered%20Fish%20%26%20Chips.svg';
    const first = await t.app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(first.body).toContain('Fish &#38; Chips');
    expect(first.body).not.toContain('<script');
    const second = await t.app.inject(url);
    expect(second.body).toBe(first.body);
    const other = await t.app.inject('/api/v1/images/product/Margherita.svg');
    expect(other.body).not.toBe(first.body);
  });

  it('escapes markup in names', async () => {
    const res = await t.app.inject('/api/v1/images/cover/%3Cscript%3Ealert(1)%3C%2Fscript%3E.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
  });

  it('serves every artwork kind and refuses unknown ones', async () => {
    for (const kind of ['product', 'thumb', 'cover', 'highlight', 'logo', 'about']) {
      expect((await t.app.inject(`/api/v1/images/${kind}/The%20Golden%20Fork.svg`)).statusCode, kind).toBe(200);
    }
    const bad = await t.app.inject('/api/v1/images/poster/x.svg');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it("serves the placeholder image service: 'Image not available'", async () => {
    const res = await t.app.inject('/api/v1/images/placeholder/200/200.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Image not available');
    expect(res.body).toContain('width="200" height="200"');
    expect((await t.app.inject('/api/v1/images/placeholder/0/200.svg')).statusCode).toBe(400);
    expect((await t.app.inject('/api/v1/images/placeholder/abc/200.svg')).statusCode).toBe(400);
  });

  it('ships every video with a WebM (VP9) and a JPEG poster beside its MP4, so browsers without H.264 show it too', async () => {
    const videos = readdirSync(ASSETS_DIR).filter((file) => file.endsWith('.mp4'));
    expect(videos).toContain('highlight-kitchen.mp4');
    for (const video of videos) {
      const name = video.slice(0, -'.mp4'.length);
      for (const [file, type] of [
        [`${name}.webm`, 'video/webm'],
        [`${name}.jpg`, 'image/jpeg'],
      ] as const) {
        const res = await t.app.inject(`/api/v1/media/${file}`);
        expect(res.statusCode, file).toBe(200);
        expect(res.headers['content-type'], file).toBe(type);
        expect(res.rawPayload.length, file).toBeLessThan(200_000);
      }
    }
  });

  it('answers 404 for media files that are not shipped, and for unsafe names', async () => {
    for (const file of ['no-such-video.mp4', '..%2Fpackage.json', 'README.md']) {
      const res = await t.app.inject(`/api/v1/media/${file}`);
      expect(res.statusCode, file).toBe(404);
      expect(res.json(), file).toEqual({ message: 'Media not found.', code: 'NOT_FOUND' });
    }
  });
});
