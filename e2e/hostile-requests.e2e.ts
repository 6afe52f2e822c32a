import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, startServer, type RunningServer } from './support/server.ts';

/**
 * Requests an attacker or a careless proxy sends, over a raw socket (fetch and curl refuse to
 * send most of them). Each must get a 4xx in the API's error format, and the server must go on
 * serving everyone else.
 */
async function raw(port: number, request: string): Promise<{ status: number; headers: string; body: string }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.end(request);
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  await once(socket, 'close');
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  return { status, headers: head, body };
}

const get = (path: string, host: string | null = 'localhost') =>
  `GET ${path} HTTP/1.1\r\n${host === null ? '' : `Host: ${host}\r\n`}Connection: close\r\n\r\n`;

describe('hostile requests against the production build', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // Loopback is the trusted proxy here, so forwarded proto and host can be checked too.
    server = await startServer({ TRUST_PROXY: 'loopback' }, { embedded: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function expectStillServing() {
    const health = await fetch(`${server.baseUrl}/api/v1/health`);
    expect(health.status).toBe(200);
  }

  const crafted: [string, string][] = [
    ['path //x@y/', get('//x@y/')],
    ['path //a@b/', get('//a@b/')],
    ['path //[::1/', get('//[::1/')],
    ['path //x:99999/', get('//x:99999/')],
    ['path /%', get('/%')],
    ['path /menu/%E0%A4%A', get('/menu/%E0%A4%A')],
    ['absolute-form target', get('http://evil.example/')],
    ['Host a@b', get('/', 'a@b')],
    ['Host user:pass@golden-fork.localhost', get('/', 'user:pass@golden-fork.localhost')],
    ['Host golden fork.localhost', get('/', 'golden fork.localhost')],
    ['Host localhost:99999', get('/', 'localhost:99999')],
    ['Host localhost:0', get('/', 'localhost:0')],
    ['Host [::1', get('/', '[::1')],
    ['Host of 300 characters', get('/', `${'a'.repeat(300)}.localhost`)],
    ['no Host (HTTP/1.1)', get('/', null)],
    ['an API path with a bad Host', get('/api/v1/products', 'a@b')],
    ['a bad request line', 'GET / HTTP/9.9\r\n\r\n'],
    ['a header with a NUL byte', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Test: a\u0000b\r\n\r\n'],
    ['two Host headers', 'GET /menu HTTP/1.1\r\nHost: tasca-do-porto.localhost\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
    ['POST to a page', 'POST /menu HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'],
  ];

  it.each(crafted)('%s → a 4xx with a message, and the server keeps serving', async (_name, request) => {
    const answer = await raw(server.port, request);
    expect(answer.status, answer.headers).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.headers).toBeLessThan(500);
    if (/content-type: text\/html/i.test(answer.headers)) {
      // A path that names no page is the storefront's 404 page.
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('Oops! The page you&#x27;re looking for doesn&#x27;t exist.');
    } else {
      const body = JSON.parse(answer.body) as { message?: unknown; code?: unknown };
      expect(typeof body.message).toBe('string');
      expect(typeof body.code).toBe('string');
    }
    await expectStillServing();
  });

  it('answers headers too large with 431 in the API error format', async () => {
    const answer = await raw(server.port, `GET / HTTP/1.1\r\nHost: localhost\r\nCookie: ${'x'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
    await expectStillServing();
  });

  it('allows only its own nonce for inline scripts, and every inline script carries it', async () => {
    const res = await fetch(`${server.baseUrl}/menu`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
    const executable = inline.filter((attrs) => !attrs.includes('application/ld+json'));
    expect(executable.length).toBeGreaterThan(0);
    for (const attrs of executable) expect(attrs).toContain(`nonce="${nonce}"`);
    // A fresh nonce per render: another page, or the same page rendered for a visitor with cookies
    // of their own, never shares it. (The same guest page served again from the page cache repeats
    // its bytes and so its nonce: docs/reference/caching-and-performance.md.)
    const otherPage = (await fetch(`${server.baseUrl}/menu?nonce-check=1`)).headers.get('content-security-policy') ?? '';
    expect(otherPage).not.toContain(nonce!);
    const ownCookies = (await fetch(`${server.baseUrl}/menu`, { headers: { cookie: 'visitor=1' } })).headers.get('content-security-policy') ?? '';
    expect(ownCookies).not.toContain(nonce!);
    const cached = await fetch(`${server.baseUrl}/menu`);
    if (cached.headers.get('x-page-cache') === 'hit') expect(await cached.text()).toBe(html);
  });

  it('says a page varies by the cookie too: the language cookie chooses its language (from the page cache or not)', async () => {
    for (const headers of [{}, { cookie: 'platter_lang=pt-PT' }, { cookie: 'visitor=1' }] as Record<string, string>[]) {
      const vary = (await fetch(`${server.baseUrl}/menu`, { headers })).headers.get('vary') ?? '';
      expect(vary.toLowerCase().split(/\s*,\s*/), JSON.stringify(headers)).toEqual(expect.arrayContaining(['accept-encoding', 'accept-language', 'cookie']));
    }
  });

  it('serves hashed assets as immutable', async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${server.baseUrl}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('builds canonical and og: URLs from the forwarded proto and host of a trusted proxy', async () => {
    const res = await fetch(`${server.baseUrl}/menu`, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'golden-fork.localhost' },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<link rel="canonical" href="https://golden-fork.localhost/menu"/>');
    expect(html).not.toContain(`localhost:${server.port}/menu`);
  });

  it('refuses a second process on the same data folder, naming the folder and the running process', async () => {
    const second = spawnServer({ PORT: '0', DATA_DIR: server.dataDir });
    let output = '';
    second.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    second.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(second, 'exit')) as [number | null];
    expect(code).not.toBe(0);
    expect(output).toContain(`The data folder ${server.dataDir} is already in use by process`);
    await expectStillServing();
  });
});
