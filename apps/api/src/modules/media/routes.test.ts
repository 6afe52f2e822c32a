import { expect, it } from 'vitest';
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

  it('answers 404 for media files that are not shipped, and for unsafe names', async () => {
    for (const file of ['no-such-video.mp4', '..%2Fpackage.json', 'README.md']) {
      const res = await t.app.inject(`/api/v1/media/${file}`);
      expect(res.statusCode, file).toBe(404);
      expect(res.json(), file).toEqual({ message: 'Media not found.', code: 'NOT_FOUND' });
    }
  });
});
