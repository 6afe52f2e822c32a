import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('sends the menu compressed once and reused: the same bytes each time, the same validator, 304 when unchanged', async () => {
    const plain = await products({});
    const first = await products({ 'accept-encoding': 'gzip, br' });
    const second = await products({ 'accept-encoding': 'gzip, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(first.headers.etag).toBe(`W/${String(plain.headers.etag)}`);
    expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
    const unchanged = await products({ 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    const refused = await products({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('leaves small answers uncompressed', async () => {
    const res = await t.app.inject({ url: `${API_PREFIX}/health`, headers: { host: 'localhost', 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  describe('a request body marked compressed', () => {
    let port = 0;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });
    afterAll(async () => {
      t.app.server.closeAllConnections();
      await new Promise((resolve) => t.app.server.close(resolve));
    });

    // Found by the fuzz suite: request decompression piped an unread GET body into a stalled gunzip
    // stream, so the keep-alive connection never read its next request.
    it('never wedges the connection: the next request on it is answered', async () => {
      const body = Buffer.alloc(1_100_000, 'x');
      const first = [
        `GET ${API_PREFIX}/categories HTTP/1.1`,
        'host: localhost',
        'content-type: application/json',
        'content-encoding: gzip',
        `content-length: ${body.length}`,
      ].join('\r\n');
      const second = `GET ${API_PREFIX}/health HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n`;
      const answers = await new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`${first}\r\n\r\n`);
          socket.write(body);
          socket.write(second);
        });
        socket.setTimeout(5_000, () => socket.destroy(new Error('the second request got no answer within 5 s')));
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('error', reject);
        socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
      });
      const statuses = [...answers.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
      expect(statuses).toHaveLength(2);
      expect(statuses[1]).toBe(200);
    });
  });
});
