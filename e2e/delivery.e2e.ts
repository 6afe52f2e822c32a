import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server.ts';

/** What travels on the wire (no client-side decompression, unlike fetch). */
interface Wire {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Wire> {
  return new Promise((resolvePromise, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('what the production server puts on the wire', () => {
  it('compresses the server-rendered HTML with brotli or gzip, as asked', async () => {
    const plain = await get(`${server.baseUrl}/menu`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString();
    expect(html).toContain('</html>');

    const br = await get(`${server.baseUrl}/menu`, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toContain('</html>');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);

    const gzip = await get(`${server.baseUrl}/`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('</html>');
  });

  it('compresses JSON, keeping its validator', async () => {
    const gzip = await get(`${server.baseUrl}/api/v1/products?limit=200`, { 'accept-encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toHaveProperty('data.products');
    const again = await get(`${server.baseUrl}/api/v1/products?limit=200`, { 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('serves hashed assets for a year, immutable, precompressed, and React’s production build', async () => {
    const html = (await get(`${server.baseUrl}/`)).body.toString();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    let production = false;
    for (const path of new Set(scripts)) {
      const asset = await get(`${server.baseUrl}${path}`, { 'accept-encoding': 'br' });
      expect(asset.status, path).toBe(200);
      expect(asset.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-encoding'], path).toBe('br');
      // React's development build has no minified error messages; its production build has.
      if (brotliDecompressSync(asset.body).toString().includes('Minified React error')) production = true;
    }
    expect(production).toBe(true);
  });
});
