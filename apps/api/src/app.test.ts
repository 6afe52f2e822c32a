import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { healthResponse } from '@platter/domain';
import { listeningOrigin } from './test/listening.ts';
import { describeEachDatabase } from './test/test-app.ts';

/** A request written byte by byte over a real connection (inject would merge repeated headers); its status line and body. */
function overSocket(origin: string, request: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    // Written, not ended: a client's half-close makes Node drop an answer not yet sent. `Connection: close` ends it.
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const head = received.indexOf('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0), body: head === -1 ? '' : received.slice(head + 4) });
    });
  });
}

describeEachDatabase('the application shell', (t) => {
  it('reports health with the database kind, never cached', async () => {
    const res = await t.app.inject('/api/v1/health');
    expect(res.statusCode).toBe(200);
    const body = healthResponse.parse(res.json());
    expect(body).toMatchObject({ status: 'ok', database: t.kind });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/v1/nope', '/api/v1', '/api/v2/products', '/api/v1/products/x/y']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/v1/categories', payload: {} });
    expect(post.statusCode).toBe(404);
    // Outside /api with the web app off, and targets no route can match: the same format, no echo.
    for (const url of ['/nope', 'http://../../etc/passwd/api/v1/health', '*']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
    }
  });

  it('publishes an OpenAPI document listing every route, and the docs UI', async () => {
    const res = await t.app.inject('/api/v1/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/health',
        '/api/v1/restaurants/public/{slug}',
        '/api/v1/restaurants/public/{slug}/styles.css',
        '/api/v1/categories',
        '/api/v1/products',
        '/api/v1/products/{id}',
        '/api/v1/highlights/public',
        '/api/v1/promotions/public',
        '/api/v1/images/{kind}/{name}.svg',
        '/api/v1/images/placeholder/{w}/{h}.svg',
      ]),
    );
    expect(Object.keys(doc.paths).some((p) => p.includes('*'))).toBe(false);
    const ui = await t.app.inject('/api/v1/docs');
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('sends security headers with a CSP that allows the OpenStreetMap frame', async () => {
    const res = await t.app.inject('/api/v1/health');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('frame-src https://www.openstreetmap.org');
    expect(csp).toContain("img-src 'self' data:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('rejects a malformed JSON body with a 400 in the API error format', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/nope',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses a request with two Host headers (400), on API and page paths, rather than answer for the first', async () => {
    const origin = await listeningOrigin(t.app);
    const get = (path: string, ...hosts: string[]) =>
      overSocket(origin, `GET ${path} HTTP/1.1\r\n${hosts.map((h) => `Host: ${h}\r\n`).join('')}Accept-Language: en-GB\r\nConnection: close\r\n\r\n`);
    expect((await get('/api/v1/products', 'tasca-do-porto.localhost')).status).toBe(200);
    for (const path of ['/api/v1/products', '/menu']) {
      const twice = await get(path, 'tasca-do-porto.localhost', 'localhost');
      expect(twice.status, path).toBe(400);
      expect(JSON.parse(twice.body), path).toEqual({ message: 'The request carries more than one Host header. Send exactly one.', code: 'BAD_REQUEST' });
    }
  });
});
