import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { API_PREFIX } from '../app.ts';
import { describeEachDatabase } from '../test/test-app.ts';

describeEachDatabase('compression', (t) => {
  const products = (headers: Record<string, string>) => t.app.inject({ url: `${API_PREFIX}/products?limit=200`, headers: { host: 'localhost', ...headers } });

  it('sends JSON brotli- or gzip-compressed when asked, and as it is otherwise', async () => {
    const plain = await products({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await products({ 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await products({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps the validator: the same ETag, weak when compressed, answers 304 for every encoding', async () => {
    const plain = await products({});
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"/);
    const gzip = await products({ 'accept-encoding': 'gzip' });
    expect(gzip.headers.etag).toBe(`W/${etag}`);
    const revalidated = await products({ 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('leaves small answers uncompressed', async () => {
    const res = await t.app.inject({ url: `${API_PREFIX}/health`, headers: { host: 'localhost', 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
