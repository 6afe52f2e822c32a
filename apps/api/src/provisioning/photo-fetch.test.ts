/**
 * Fetching outside photos for the tenant import: a local server stands in for another host
 * (allowed only with allowPrivateAddresses); without it, every loopback, private and metadata
 * address is refused before a connection is made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPhotoServer, type PhotoServer } from '../test/photo-server.ts';
import { fetchPhoto, isPublicAddress, PhotoFetchError, type PhotoFetchOptions } from './photo-fetch.ts';

let server: PhotoServer;
// Generous: the machine running the tests may be busy (the slow server's test sets its own).
const local = { allowPrivateAddresses: true, timeoutMs: 10_000 };

beforeAll(async () => {
  server = await startPhotoServer();
});
afterAll(async () => {
  await server.close();
});

async function refusal(url: string, options: PhotoFetchOptions = local): Promise<string> {
  const err = await fetchPhoto(url, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PhotoFetchError);
  return (err as Error).message;
}

describe('fetchPhoto', () => {
  it('fetches the bytes, whatever the Content-Type says, and follows a redirect', async () => {
    expect((await fetchPhoto(server.url('/dish.jpg'), local)).equals(server.jpeg)).toBe(true);
    expect((await fetchPhoto(server.url('/redirect'), local)).equals(server.jpeg)).toBe(true);
    expect((await fetchPhoto(server.url('/other.jpg'), local)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('says what the host answered when it is not a success', async () => {
    expect(await refusal(server.url('/missing.jpg'))).toMatch(/^127\.0\.0\.1:\d+ answered 404 Not Found$/);
  });

  it('refuses more than 15 MB, by Content-Length and by counting', async () => {
    expect(await refusal(server.url('/huge.jpg'))).toBe('it is 16 MB, more than the 15 MB a photo may be');
    expect(await refusal(server.url('/huge-chunked.jpg'))).toBe('it is more than the 15 MB a photo may be');
  });

  it('gives up on a server that does not answer in time', async () => {
    const started = Date.now();
    expect(await refusal(server.url('/slow.jpg'), { ...local, timeoutMs: 400 })).toMatch(/^it did not arrive within 0\.4 s/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('follows at most 3 redirects, and only to http(s)', async () => {
    expect(await refusal(server.url('/loop'))).toBe('it redirects more than 3 times');
    expect(await refusal(server.url('/to-file'))).toBe('only http and https are fetched, not file');
    expect(await refusal('ftp://example.com/a.jpg')).toBe('only http and https are fetched, not ftp');
  });

  it('names a host that does not exist or refuses the connection', async () => {
    expect(await refusal('http://no-such-host.invalid/a.jpg')).toBe('its host no-such-host.invalid was not found');
    const closed = await startPhotoServer();
    const url = closed.url('/dish.jpg');
    await closed.close();
    expect(await refusal(url)).toMatch(/refused the connection$/);
  });

  it('never connects to loopback, private or metadata addresses unless allowed (SSRF)', async () => {
    const strict = { timeoutMs: 1_500 };
    const before = server.hits.get('/dish.jpg') ?? 0;
    expect(await refusal(server.url('/dish.jpg'), strict)).toBe('its host 127.0.0.1 is a private or local address, which is never fetched');
    const port = new URL(server.origin).port;
    // A name that resolves to loopback is refused by the lookup the connection itself uses.
    expect(await refusal(`http://localhost:${port}/dish.jpg`, strict)).toMatch(/^its host localhost is a private or local address \((127\.0\.0\.1|::1)\)/);
    for (const host of ['[::1]', '169.254.169.254', '10.0.0.8', '192.168.1.1', '0.0.0.0', '[::ffff:127.0.0.1]', '2130706433', '0x7f.1']) {
      expect(await refusal(`http://${host}:${port}/dish.jpg`, strict), host).toMatch(/is a private or local address/);
    }
    expect(server.hits.get('/dish.jpg') ?? 0).toBe(before);
  });

  it('tells public addresses from the rest', () => {
    for (const a of ['8.8.8.8', '151.101.1.69', '2606:4700:4700::1111', '2a00:1450:4009:81f::200e']) expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      'not-an-address',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    expect(isPublicAddress('172.32.0.1')).toBe(true);
  });
});
