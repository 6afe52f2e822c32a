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
    // Every module the page names: in its module preloads (made by a script, lib/deferred-module-preloads.ts) and imports.
    const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
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

describe('rendered pages kept for guests (platform/page-cache.ts)', () => {
  const nonceOf = (wire: Wire) => /'nonce-([^']+)'/.exec(String(wire.headers['content-security-policy']))?.[1];
  const html = (wire: Wire) => (wire.headers['content-encoding'] === 'br' ? brotliDecompressSync(wire.body) : wire.body).toString();

  it('serves a guest’s page again byte for byte, its CSP naming the nonce its scripts carry; 304 while unchanged', async () => {
    const first = await get(`${server.baseUrl}/about`, { 'accept-encoding': 'br' });
    const second = await get(`${server.baseUrl}/about`, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body.equals(first.body)).toBe(true);
    const nonce = nonceOf(second);
    expect(nonce).toBeTruthy();
    // Every script that runs (JSON-LD data is not run).
    const scripts = [...html(second).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const unchanged = await get(`${server.baseUrl}/about`, { 'accept-encoding': 'br', 'if-none-match': String(second.headers.etag) });
    expect(unchanged.status).toBe(304);
  });

  it('renders anew for a signed-in visitor’s cookies, and for another theme', async () => {
    await get(`${server.baseUrl}/contact`);
    const withSession = await get(`${server.baseUrl}/contact`, { cookie: 'darkMode=true; something=else' });
    expect(withSession.headers['x-page-cache']).toBeUndefined();
    const dark = await get(`${server.baseUrl}/contact`, { cookie: 'darkMode=true' });
    expect(dark.headers['x-page-cache']).toBe('miss');
    expect(html(dark)).toContain('data-theme="dark"');
  });

  it('forgets the menu page at once when a dish is sold out', async () => {
    const login = await fetch(`${server.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@golden-fork.example', password: 'Kitchen#2026' }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const products = (await (await fetch(`${server.baseUrl}/api/v1/products?limit=200`)).json()) as { data: { products: { _id: string; name: string; isAvailable: boolean }[] } };
    const dish = products.data.products.find((p) => p.isAvailable)!;
    await get(`${server.baseUrl}/product/${dish._id}`);
    expect((await get(`${server.baseUrl}/product/${dish._id}`)).headers['x-page-cache']).toBe('hit');
    const soldOut = await fetch(`${server.baseUrl}/api/v1/staff/products/${dish._id}/availability`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ isAvailable: false }),
    });
    expect(soldOut.status).toBe(200);
    const after = await get(`${server.baseUrl}/product/${dish._id}`);
    expect(after.headers['x-page-cache']).toBe('miss');
    await fetch(`${server.baseUrl}/api/v1/staff/products/${dish._id}/availability`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ isAvailable: true }),
    });
  });
});
