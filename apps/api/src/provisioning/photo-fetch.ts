/**
 * Fetching a photo that a tenant file names by an outside URL (docs/provisioning.md, "Photos").
 * The file may come from anyone, so the fetch is written as an attacker would probe it (SSRF):
 *
 * - http and https only, at every hop; at most `maxRedirects` redirects, each checked again.
 * - The host's addresses are checked before connecting, and the connection goes to exactly the
 *   address that was checked (the lookup is the socket's own, so DNS cannot answer a public
 *   address to the check and a private one to the connection). Loopback, private, link-local,
 *   shared, documentation, multicast and reserved ranges are refused, IPv4 and IPv6 (and IPv4
 *   inside IPv6), unless `allowPrivateAddresses` (tests, a staging network) says otherwise.
 * - One deadline for the whole fetch, redirects included; at most `maxBytes`, judged by
 *   Content-Length first and by counting as it arrives; no compression asked for. What the bytes
 *   are is the photo pipeline's to judge, never the Content-Type.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { PHOTO_LIMITS } from '@platter/domain';

export interface PhotoFetchOptions {
  /** Fetch from loopback and private addresses too (tests; never in production). Default false. */
  allowPrivateAddresses?: boolean;
  /** The whole fetch, redirects included. Default 8 s. */
  timeoutMs?: number;
  /** Default the upload's 15 MB. */
  maxBytes?: number;
  /** Default 3. */
  maxRedirects?: number;
}

export const PHOTO_FETCH_DEFAULTS = { timeoutMs: 8_000, maxBytes: PHOTO_LIMITS.maxBytes, maxRedirects: 3 } as const;

/** Why a photo could not be fetched, in words for the person fixing the file. */
export class PhotoFetchError extends Error {
  override name = 'PhotoFetchError';
}

/** Addresses a fetch never reaches on its own (RFC 6890 and friends). */
const BLOCKED = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local: cloud metadata (169.254.169.254) lives here
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64: an IPv4 address inside
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23], // protocol assignments, Teredo
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(address, prefix, 'ipv6');
}

/** Whether a fetch may connect to this address (a public one). IPv4-mapped IPv6 is judged as its IPv4. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  return !BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** The socket's lookup: resolves, refuses the host when any of its addresses is not public, connects to what was checked. */
function checkedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const refused = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused || addresses.length === 0) {
        const error: NodeJS.ErrnoException = new PhotoFetchError(
          refused ? `its host ${hostname} is a private or local address (${refused.address}), which is never fetched` : `its host ${hostname} has no address`,
        );
        return callback(error, []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first!.address, first!.family);
    });
  };
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Checks a URL before any connection: http(s), and a literal address must be public. */
function checkUrl(url: URL, allowPrivate: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PhotoFetchError(`only http and https are fetched, not ${url.protocol.replace(/:$/, '')}`);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // A literal address skips the lookup, so it is checked here.
  if (net.isIP(host) && !allowPrivate && !isPublicAddress(host)) {
    throw new PhotoFetchError(`its host ${host} is a private or local address, which is never fetched`);
  }
}

interface Answer {
  status: number;
  statusText: string;
  location: string | undefined;
  body: Buffer | null;
}

function describeNetworkError(err: NodeJS.ErrnoException, url: URL): string {
  if (err instanceof PhotoFetchError) return err.message;
  switch (err.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `its host ${url.hostname} was not found`;
    case 'ECONNREFUSED':
      return `${url.host} refused the connection`;
    case 'ECONNRESET':
    case 'EPIPE':
      return `${url.host} closed the connection`;
    default:
      return err.code?.startsWith('ERR_TLS') || err.code?.includes('CERT') ? `its https certificate was not accepted (${err.code})` : `it could not be reached (${err.code ?? err.message})`;
  }
}

/** One request: the answer's status and, for a 2xx, its body (at most maxBytes). */
function request(url: URL, limits: { deadline: number; timeoutMs: number; maxBytes: number }, allowPrivate: boolean): Promise<Answer> {
  const { deadline, timeoutMs, maxBytes } = limits;
  const late = () => new PhotoFetchError(`it did not arrive within ${seconds(timeoutMs)} (${url.host} is too slow or does not answer)`);
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(late());
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'GET',
      headers: { accept: 'image/jpeg, image/png, image/webp, image/*;q=0.5', 'user-agent': 'Platter tenant import (photos)' },
      lookup: checkedLookup(allowPrivate) as unknown as typeof dns.lookup,
      agent: false,
      maxHeaderSize: 16 * 1024,
    });
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(error);
    };
    const timer = setTimeout(() => fail(late()), remaining);
    req.on('error', (err: NodeJS.ErrnoException) => fail(new PhotoFetchError(describeNetworkError(err, url))));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const answer = { status, statusText: res.statusMessage ?? '', location: res.headers.location };
      if (status < 200 || status >= 300) {
        res.resume();
        settled = true;
        clearTimeout(timer);
        req.destroy();
        return resolve({ ...answer, body: null });
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        return fail(new PhotoFetchError(`it is ${megabytes(declared)}, more than the ${megabytes(maxBytes)} a photo may be`));
      }
      const chunks: Buffer[] = [];
      let received = 0;
      res.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxBytes) return fail(new PhotoFetchError(`it is more than the ${megabytes(maxBytes)} a photo may be`));
        chunks.push(chunk);
      });
      res.on('error', (err: NodeJS.ErrnoException) => fail(new PhotoFetchError(describeNetworkError(err, url))));
      res.on('aborted', () => fail(new PhotoFetchError(`${url.host} stopped sending it part-way`)));
      res.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...answer, body: Buffer.concat(chunks, received) });
      });
    });
    req.end();
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The bytes at an outside http(s) URL, within the limits; PhotoFetchError says why not
 * ('https://x.example/a.jpg answered 404 Not Found' reads as 'it answered 404 Not Found').
 */
export async function fetchPhoto(address: string, options: PhotoFetchOptions = {}): Promise<Buffer> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...PHOTO_FETCH_DEFAULTS, ...options };
  const allowPrivate = options.allowPrivateAddresses ?? false;
  const deadline = Date.now() + timeoutMs;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new PhotoFetchError('it is not a URL that can be fetched');
  }
  for (let hop = 0; ; hop++) {
    checkUrl(url, allowPrivate);
    const answer = await request(url, { deadline, timeoutMs, maxBytes }, allowPrivate);
    if (answer.body) return answer.body;
    if (REDIRECTS.has(answer.status) && answer.location) {
      if (hop >= maxRedirects) throw new PhotoFetchError(`it redirects more than ${maxRedirects} times`);
      try {
        url = new URL(answer.location, url);
      } catch {
        throw new PhotoFetchError(`it redirects to something that is not a URL (${answer.location.slice(0, 200)})`);
      }
      continue;
    }
    throw new PhotoFetchError(`${url.host} answered ${answer.status}${answer.statusText ? ` ${answer.statusText}` : ''}`);
  }
}
