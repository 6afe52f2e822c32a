/**
 * Property-based fuzzing of every API route (the hardening issue's "never a 5xx, never a stack
 * trace or SQL text, every 4xx with a message").
 *
 * The routes come from the app's own OpenAPI document, so a new route is fuzzed without touching
 * this file. Each request draws its path parameters, query string, body, Host, credentials and
 * stray headers independently (src/test/fuzz-inputs.ts), and goes through app.inject, Node's HTTP
 * client over a real socket (Node's parser, no URL normalisation, a missing Host), or bytes
 * written by hand (broken framing, control characters in headers, odd HTTP versions).
 *
 * No fixed seed: every run tries new inputs. A failure prints fast-check's seed and path, a
 * reproducer (method, URL, headers, body, status, answer) with the server's log lines for that
 * request, and saves the full reproducer as JSON under the OS temp dir. That file is the exact
 * replay: FUZZ_SEED=<seed> regenerates the same shapes, but the seeded rows get new ids each run.
 *
 * FUZZ_REQUESTS=20000 FUZZ_VERBOSE=1 npx vitest run --project api src/fuzz.test.ts   # a longer hunt, statuses per route
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { join } from 'node:path';
import fc from 'fast-check';
import { decodeJwt, SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addressResponse, apiErrorSchema, categoriesResponse, orderResponse, printerSchema, printersSettingsResponse, promotionsResponse } from '@platter/domain';
import { API_PREFIX, buildApp } from './app.ts';
import { postgresHandle } from './db/client.ts';
import { DEMO_CUSTOMER } from './provisioning/demo-seed/index.ts';
import { REFRESH_COOKIE } from './modules/auth/cookie.ts';
import { API_ROOT } from './paths.ts';
import { loginAs, registerDiner, registerStaff, type Session } from './test/auth.ts';
import type { ResolveHost } from './modules/printing/address-rule.ts';
import { FAKE_GOOGLE_KEY, fakeGooglePlaces } from './test/fake-address-providers.ts';
import { loadStorefront, orderBody, type Storefront } from './test/orders.ts';
import { describeEachDatabase, type TestApp } from './test/test-app.ts';
import { plainWebp } from './test/photos.ts';
import { inspectPhoto, renderPhoto } from './modules/media/photo-pipeline.ts';
import { photoKey } from './modules/media/photo-urls.ts';
import { TEST_REDIS_URL, randomRedisPrefix } from './test/test-redis.ts';
import {
  hostilePrinterHost,
  isRecord,
  LEAKS,
  requestFor,
  routesOf,
  type FuzzRequest,
  type FuzzWorld,
  type Leak,
  type RouteSpec,
} from './test/fuzz-inputs.ts';

/** Requests per database kind: 50 a route, ~6 s on an idle 2-core machine, ~20 s on a busy one. FUZZ_REQUESTS overrides. */
const REQUESTS_PER_KIND = Number(process.env.FUZZ_REQUESTS) || 1500;
/** Replays fast-check's choices of a failed run (see above); unset, every run is new. */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Routes that stream (text/event-stream) instead of answering once. */
const STREAMS = new Set(['GET /api/v1/restaurant/live']);
/**
 * Room for a slow machine (and for shrinking a failure): 200 ms a request, at least five minutes.
 * A request costs about 6.5 ms of CPU here; on a 2-core machine shared with other work (load 24)
 * the PGlite hunt sent 1,028 of its 1,612 requests in 143 s, and at 40 ms a request the suite
 * timed out, closed its app under the requests still running and reported their 500s.
 */
const FUZZ_TIMEOUT_MS = Math.max(300_000, REQUESTS_PER_KIND * 200);

/** Tuesday 14:00 in London: both demo restaurants are open, so well-formed orders get placed. */
const OPEN_FOR_BUSINESS = new Date('2026-06-02T13:00:00Z');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Stack traces, SQL, and the paths of the server's own files: never in an answer. */
const LEAKS_HERE: readonly Leak[] = [
  ...LEAKS,
  ...[...new Set([API_ROOT, process.cwd()])].map((path) => ({ what: `the path ${path}`, pattern: new RegExp(escapeRegExp(path)) })),
];

/** The app's log lines (LOG_LEVEL=warn), so a failure can show what the server said about it. */
class LogCapture implements DestinationStream {
  private lines: string[] = [];
  write(line: string): void {
    this.lines.push(line.trim());
    if (this.lines.length > 50) this.lines.shift();
  }
  take(): string[] {
    const lines = this.lines;
    this.lines = [];
    return lines;
  }
}

const logs = new LogCapture();
// Address search talks to a local fake of Google Places, so those routes run for real (no 503).
const google = await fakeGooglePlaces();
afterAll(async () => {
  await google.close();
});

interface Answer {
  status: number;
  body: string;
}

/** Counts what was sent and what came back, for the summary line. */
class Tally {
  requests = 0;
  readonly byTransport = { inject: 0, socket: 0, raw: 0 };
  private readonly statuses = new Map<number, number>();
  private readonly byRoute = new Map<string, Map<number, number>>();
  private started = Date.now();

  start(): void {
    this.started = Date.now();
  }

  count(request: FuzzRequest, answer: Answer | null): void {
    this.requests += 1;
    this.byTransport[request.transport] += 1;
    const status = answer?.status ?? 0;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    const route = this.byRoute.get(request.route) ?? new Map<number, number>();
    route.set(status, (route.get(status) ?? 0) + 1);
    this.byRoute.set(request.route, route);
  }

  summary(kind: string, routes: number): string {
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    return (
      `fuzz [${kind}]: ${this.requests} requests over ${routes} routes in ${seconds} s ` +
      `(inject ${this.byTransport.inject}, socket ${this.byTransport.socket}, raw ${this.byTransport.raw}); statuses ${statusList(this.statuses)}`
    );
  }

  /** One line per route (FUZZ_VERBOSE=1): does every route get past validation sometimes? */
  perRoute(): string {
    return [...this.byRoute.entries()].map(([route, statuses]) => `  ${route}: ${statusList(statuses)}`).join('\n');
  }
}

function statusList(statuses: ReadonlyMap<number, number>): string {
  return [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'no-answer' : status}×${n}`)
    .join(' ');
}

/**
 * The fuzz diner. Logout, refresh, a replayed refresh cookie or a password change can end its
 * session mid-run; it then signs in again (or, if fuzzed logins locked it out, registers anew).
 */
class FuzzDiner {
  private readonly t: TestApp;
  session: Session & { email: string; password: string };
  private stale = false;

  private constructor(t: TestApp, session: Session & { email: string; password: string }) {
    this.t = t;
    this.session = session;
  }

  static async register(t: TestApp): Promise<FuzzDiner> {
    return new FuzzDiner(t, await registerDiner(t.app, { name: 'Fuzz Diner' }));
  }

  async ensureLive(): Promise<void> {
    if (!this.stale) return;
    this.stale = false;
    try {
      this.session = { ...this.session, ...(await loginAs(this.t.app, this.session)) };
    } catch {
      this.session = (await FuzzDiner.register(this.t)).session;
    }
  }

  /** After a request: did it (possibly) end the session? */
  settle(request: FuzzRequest, answer: Answer | null): void {
    const usedLiveCredentials = request.authorization.kind === 'valid' || request.cookie.kind === 'valid-refresh';
    if (!usedLiveCredentials) return;
    if (/auth|password/i.test(request.url) || answer?.status === 401) this.stale = true;
  }
}

/** Bearer tokens signed with the app's own key but with claims a real token never has. */
async function forgedTokens(t: TestApp, diner: Session): Promise<string[]> {
  const key = new TextEncoder().encode(t.config.JWT_SECRET);
  const real = decodeJwt(diner.accessToken);
  const now = Math.floor(Date.now() / 1000);
  const sign = (claims: Record<string, unknown>, alg = 'HS256') =>
    new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
  const standard = { iss: 'platter', aud: 'platter-api', iat: now, exp: now + 600 };
  return Promise.all([
    sign({ ...standard, sub: randomUUID(), sid: randomUUID(), pwv: 'x' }),
    sign({ ...standard, sub: diner.user._id, sid: randomUUID(), pwv: real.pwv }),
    sign({ ...standard, sub: diner.user._id, sid: real.sid, pwv: 'stale' }),
    sign({ ...standard, sub: 'not-a-uuid', sid: real.sid, pwv: real.pwv }),
    sign({ ...standard, sub: 12345, sid: real.sid, pwv: real.pwv }),
    sign({ ...standard, sub: "'; drop table users; --", sid: real.sid, pwv: real.pwv }),
    sign({ ...standard, sub: diner.user._id, sid: 'a\u0000b', pwv: real.pwv }),
    sign({ ...standard, sub: diner.user._id, sid: real.sid, pwv: { $ne: null } }),
    sign({ ...standard, sub: '00000000-0000-0000-0000-000000000000', sid: 'ffffffff-ffff-ffff-ffff-ffffffffffff', pwv: 'x' }),
    sign({ iss: 'platter', aud: 'platter-api', iat: now, sub: diner.user._id, sid: real.sid, pwv: real.pwv }), // no exp
    sign({ ...standard, exp: now - 60, sub: diner.user._id, sid: real.sid, pwv: real.pwv }), // expired
    sign({ ...standard, iat: now + 86_400, sub: diner.user._id, sid: real.sid, pwv: real.pwv }), // issued tomorrow
    sign({ ...standard, aud: 'someone-else', sub: diner.user._id, sid: real.sid, pwv: real.pwv }),
    sign({ ...standard, sub: diner.user._id, sid: real.sid, pwv: real.pwv }, 'HS512'),
    sign({ ...standard, sub: diner.user._id, sid: real.sid, pwv: real.pwv, padding: 'x'.repeat(6000) }),
  ]);
}

/** What the seeded world holds (real ids, good bodies), so fuzzing reaches past validation. */
async function prepareWorld(t: TestApp, diner: FuzzDiner): Promise<FuzzWorld> {
  const auth = diner.session.headers;
  const stores: Storefront[] = await Promise.all([loadStorefront(t.app, 'localhost'), loadStorefront(t.app, 'tasca-do-porto.localhost')]);
  const [golden] = stores;
  if (!golden) throw new Error('no storefront');

  const categoryIds: string[] = [];
  const promotionIds: string[] = [];
  for (const store of stores) {
    const headers = { host: store.host };
    const categories = await t.app.inject({ url: `${API_PREFIX}/categories`, headers });
    categoryIds.push(...categoriesResponse.parse(categories.json()).data.categories.map((c) => c._id));
    const promotions = await t.app.inject({ url: `${API_PREFIX}/promotions/public`, headers });
    promotionIds.push(...promotionsResponse.parse(promotions.json()).data.promotions.map((p) => p._id));
  }
  const products = stores.flatMap((s) => s.products);
  const optionIds = products.flatMap((p) => p.options.map((o) => o._id));
  const valueIds = products.flatMap((p) => p.options.flatMap((o) => o.values.map((v) => v._id)));
  const restaurantIds = stores.map((s) => s.restaurant._id);

  const address = {
    label: 'Home',
    street: '10 Downing Street',
    city: 'London',
    postcode: 'SW1A 2AA',
    country: 'United Kingdom',
    location: { type: 'Point', coordinates: [-0.1276, 51.5034] },
    note: 'Black door',
    isDefault: true,
  };
  // A saved address and a placed order give the id parameters real rows to name. Setup is not
  // what this suite tests: when a rule change refuses them, fuzzing goes on with random ids.
  const saved = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/users/me/addresses`, headers: auth, payload: address });
  const addressId = saved.statusCode === 201 ? addressResponse.parse(saved.json()).data.address._id : randomUUID();
  if (saved.statusCode !== 201) console.warn(`fuzz [${t.kind}]: could not save an address (${saved.statusCode} ${saved.body})`);

  const [first, second] = golden.products;
  if (!first || !second) throw new Error('the demo menu has fewer than two products');
  const order = orderBody(golden, { lines: [{ product: first }, { product: second, quantity: 2 }] });
  const placed = await t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/orders`,
    headers: { ...auth, host: 'localhost', 'idempotency-key': randomUUID() },
    payload: order,
  });
  const orderId = placed.statusCode === 201 ? orderResponse.parse(placed.json()).data.order._id : randomUUID();
  if (placed.statusCode !== 201) console.warn(`fuzz [${t.kind}]: could not place an order (${placed.statusCode} ${placed.body})`);

  // A stored photo (straight through the pipeline: the fuzz diner is no staff), so photo URLs reach a real one.
  const photoBytes = await plainWebp(700, 400);
  const photo = await t.app.photos.store.save(golden.restaurant._id, null, await renderPhoto(photoBytes, await inspectPhoto(photoBytes)));
  const photoKeyHint = photoKey(photo.id, photo.sha256);

  const ids = (values: readonly string[]) => fc.constantFrom(...(values.length ? values : [randomUUID()]));
  return {
    hints: {
      restaurantId: ids(restaurantIds),
      productId: ids(products.map((p) => p._id)),
      categoryId: ids(categoryIds),
      optionId: ids(optionIds),
      valueId: ids(valueIds),
      promotionId: ids(promotionIds),
      _id: ids([addressId]),
      // The fuzz diner's e-mail: conflicts and login failures (never its password: see FuzzDiner).
      email: fc.oneof(fc.constantFrom(diner.session.email, DEMO_CUSTOMER.email, 'New.Diner@Example.com'), fc.emailAddress()),
      password: fc.constantFrom('Secret#4567', 'short', 'nodigits!!'),
      currentPassword: fc.constantFrom('Wrong#Pass1', ''),
      newPassword: fc.constantFrom('Another#Pass2', 'x'),
      couponCode: fc.constantFrom('WELCOME10', 'welcome10', ' WELCOME10 ', 'NOPE'),
      contactPhone: fc.constantFrom('07700 900123', '+44 7700 900123'),
      phoneNumber: fc.constantFrom('07700 900123', ''),
      name: fc.constantFrom('Fuzz Diner', 'Ana'),
      // Around the app's clock, in 15-minute steps: inside and outside opening hours and lead times.
      scheduledAt: fc.integer({ min: -8, max: 7 * 96 }).map((steps) => new Date(OPEN_FOR_BUSINESS.getTime() + steps * 15 * 60_000).toISOString()),
    },
    pathHints: {
      id: [...products.slice(0, 10).map((p) => p._id), orderId],
      addressId: [addressId],
      restaurantId: restaurantIds,
      productId: products.slice(0, 10).map((p) => p._id),
      slug: ['golden-fork', 'tasca-do-porto', '-', 'GOLDEN-FORK', 'nope'],
      kind: ['product', 'thumb', 'cover', 'highlight', 'logo', 'about'],
      name: ['fish-and-chips', 'Fish and Chips', 'a'],
      file: ['highlight-kitchen.mp4', 'missing.mp4', 'README.md', '.env', '../package.json', '320.avif', '700.webp', '640.webp', '0.avif', '320.svg'],
      photo: [photoKeyHint, photoKeyHint.replace(/.$/, (c) => (c === '0' ? '1' : '0')), `${photo.id}-`, photo.id, `${randomUUID()}-0123456789abcdef`],
      w: ['64', '4000', '0', '4001'],
      h: ['64', '1', '-1', '1.5'],
    },
    realIds: [...restaurantIds, ...products.slice(0, 5).map((p) => p._id), ...categoryIds.slice(0, 3), orderId, addressId, diner.session.user._id],
    examples: {
      [`POST ${API_PREFIX}/orders`]: order,
      // A phone order as the board sends it (the fuzz diner is no staff: it reaches the role check).
      [`POST ${API_PREFIX}/staff/orders`]: { ...order, customer: { name: 'Caller', phone: '07700 900123', email: null }, channel: 'phone', overrideCapacity: false },
      [`POST ${API_PREFIX}/users/me/addresses`]: address,
      [`PUT ${API_PREFIX}/users/me/addresses/{addressId}`]: address,
      [`POST ${API_PREFIX}/promotions/validate-coupon`]: { couponCode: 'WELCOME10', orderSubtotal: 30 },
      [`PUT ${API_PREFIX}/users/me`]: { name: 'Fuzz Diner', phoneNumber: '07700 900123' },
      [`PUT ${API_PREFIX}/users/me/change-password`]: { currentPassword: 'Wrong#Pass1', newPassword: 'Another#Pass2' },
      [`POST ${API_PREFIX}/auth/login`]: { email: DEMO_CUSTOMER.email, password: 'Wrong#Pass1' },
      [`POST ${API_PREFIX}/auth/register`]: { name: 'New Diner', email: 'new.diner@example.com', password: 'Secret#4567' },
      [`PATCH ${API_PREFIX}/orders/{id}/cancel-my-order`]: { restaurantId: golden.restaurant._id },
      [`POST ${API_PREFIX}/orders/{id}/review`]: { rating: 4.5, comment: 'Lovely <b>fish</b> & chips' },
    },
    forgedTokens: await forgedTokens(t, diner.session),
    refreshCookie: REFRESH_COOKIE,
  };
}

/** The headers actually sent, with the live session filled in. */
function headersOf(request: FuzzRequest, diner: FuzzDiner): Record<string, string> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.host !== null) headers.host = request.host;
  if (request.authorization.kind === 'valid') headers.authorization = diner.session.headers.authorization;
  if (request.authorization.kind === 'header') headers.authorization = request.authorization.value;
  if (request.cookie.kind === 'valid-refresh') headers.cookie = `${REFRESH_COOKIE}=${diner.session.refreshToken}`;
  if (request.cookie.kind === 'header') headers.cookie = request.cookie.value;
  if (request.contentType !== null) headers['content-type'] = request.contentType;
  return headers;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

/** What went over the shared keep-alive connection last (a hang may be the previous request's doing). */
let previousOnSocket = '(none)';

/** Over a real socket: no URL normalisation, Node's own parser, and a request may omit Host. */
function overSocket(port: number, request: FuzzRequest, headers: Record<string, string>, viaAgent: Agent | false = agent): Promise<Answer> {
  // Node's client frames a GET/HEAD/DELETE/OPTIONS body with no Content-Length (the bytes would
  // read as a second, malformed request): frame every body explicitly.
  const framed = request.payload === null ? headers : { ...headers, 'content-length': String(Buffer.byteLength(request.payload)) };
  return new Promise((resolve, reject) => {
    if (viaAgent) previousOnSocket = `${request.method} ${cut(request.url, 300)} headers ${cut(JSON.stringify(headers), 600)} body ${request.payload === null ? '(none)' : `${Buffer.byteLength(request.payload)} bytes`}`;
    const req = httpRequest({ host: '127.0.0.1', port, method: request.method, path: request.url, headers: framed, setHost: false, agent: viaAgent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: bodyText(Buffer.concat(chunks), res.headers['content-encoding']) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error('no answer within 15 s')));
    req.end(request.payload ?? undefined);
  });
}

/** The bytes of an HTTP/1.x answer: status and body, past any 100 Continue, de-chunked. */
function parseAnswer(bytes: Buffer): Answer | null {
  let text = bytes.toString('latin1');
  for (;;) {
    const end = text.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const head = text.slice(0, end);
    const status = Number(/^HTTP\/\d\.\d (\d{3})/.exec(head)?.[1]);
    if (!status) return null;
    text = text.slice(end + 4);
    if (status < 200) continue;
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
    const body = /\r\ntransfer-encoding:\s*chunked/i.test(head) ? dechunk(text) : length !== undefined ? text.slice(0, Number(length)) : text;
    return { status, body: Buffer.from(body, 'latin1').toString('utf8') };
  }
}

function dechunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (lineEnd < 0 || !size) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/** Written byte by byte on a fresh connection: broken framing, control characters in headers, odd versions. */
function overRaw(port: number, request: FuzzRequest, headers: Record<string, string>): Promise<Answer> {
  const target = request.raw.absoluteForm ? `http://${request.host ?? 'localhost'}${request.url}` : request.url;
  const payload = Buffer.from(request.payload ?? '', 'utf8');
  const head = [
    `${request.method} ${target} ${request.raw.version}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `content-length: ${payload.length}`,
    'connection: close',
  ].join('\r\n');
  const noise = request.raw.lines.map((line) => `\r\n${line}`).join('');
  // Header values are already latin1 (see headerSafe); the noise lines are UTF-8 on purpose.
  const bytes = Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(noise, 'utf8'), Buffer.from('\r\n\r\n', 'latin1'), payload]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: Error | null = null;
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.setTimeout(15_000, () => socket.destroy(new Error('no answer within 15 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer (the server closes on a refusal) still counts the answer.
    socket.on('error', (err) => (failure = err));
    socket.on('close', () => {
      const answer = parseAnswer(Buffer.concat(chunks));
      if (answer) resolve(answer);
      else reject(failure ?? new Error('the connection closed without an answer'));
    });
  });
}

async function send(target: Target, request: FuzzRequest, headers: Record<string, string>): Promise<Answer> {
  const { app, port } = target;
  if (request.transport === 'socket') return overSocket(port, request, headers, target.agent);
  if (request.transport === 'raw') return overRaw(port, request, headers);
  const res = await app.inject({ method: request.method, url: request.url, headers, ...(request.payload === null ? {} : { payload: request.payload }) });
  return { status: res.statusCode, body: bodyText(res.rawPayload, res.headers['content-encoding']) };
}

/**
 * An answer's body as a client reads it: decompressed by its Content-Encoding (a fuzzed request may
 * accept gzip, deflate or br, and an error body over the compression threshold comes compressed).
 */
function bodyText(bytes: Buffer, encoding: string | string[] | number | undefined): string {
  // A HEAD answer names the GET's encoding but has no body to decode (Tasca's categories, with their
  // translations, now pass the compression threshold: gunzip of nothing threw and read as "no answer").
  if (bytes.length === 0) return '';
  const decode = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync }[String(encoding ?? '').trim().toLowerCase()];
  return (decode ? decode(bytes) : bytes).toString('utf8');
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Everything the properties forbid in one answer. */
function problemsWith(request: FuzzRequest, headers: Record<string, string>, answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (answer.status >= 400 && request.method !== 'HEAD') {
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      problems.push(`a ${answer.status} whose body is not JSON`);
    }
    if (body !== undefined) {
      const error = isRecord(body) ? body : {};
      if (typeof error.message !== 'string' || error.message.trim() === '') problems.push(`a ${answer.status} without a message`);
      if (typeof error.code !== 'string') problems.push(`a ${answer.status} without a code`);
    }
  }
  // What was sent may legitimately come back (an SVG of the name, a saved note): only new text counts.
  const sent = [request.url, decoded(request.url), ...Object.values(headers), ...request.raw.lines, request.payload ?? ''].join('\n');
  for (const leak of LEAKS_HERE) {
    const match = leak.pattern.exec(answer.body);
    if (match && !leak.pattern.test(sent)) problems.push(`the answer contains ${leak.what}: ${JSON.stringify(match[0])}`);
  }
  return problems;
}

/**
 * After a request went unanswered: is the server alive on a new connection, and does the same
 * request get an answer there? (Tells a wedged keep-alive connection from a stuck server.)
 */
async function diagnoseSilence(port: number, request: FuzzRequest, headers: Record<string, string>, previous: string): Promise<string[]> {
  const notes = [`previous request on the shared connection: ${previous}`];
  const probe = async (what: string, run: () => Promise<Answer>) => {
    const started = Date.now();
    try {
      const answer = await run();
      notes.push(`${what}: ${answer.status} after ${Date.now() - started} ms`);
    } catch (err) {
      notes.push(`${what}: no answer after ${Date.now() - started} ms (${err instanceof Error ? err.message : String(err)})`);
    }
  };
  const health: FuzzRequest = { ...request, method: 'GET', url: `${API_PREFIX}/health`, payload: null };
  await probe('GET /health on a new connection', () => overSocket(port, health, { host: 'localhost' }, false));
  if (request.transport === 'socket') await probe('the same request on a new connection', () => overSocket(port, request, headers, false));
  return notes;
}

interface Failure {
  route: string;
  report: string;
  reproducer: unknown;
}

const cut = (text: string, max = 2000) => (text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);

function failureOf(request: FuzzRequest, headers: Record<string, string>, answer: Answer | null, problems: string[], logLines: string[]): Failure {
  const shown = { ...headers };
  if (request.authorization.kind === 'valid') shown.authorization = 'Bearer <the fuzz diner’s access token>';
  if (request.cookie.kind === 'valid-refresh') shown.cookie = `${REFRESH_COOKIE}=<the fuzz diner’s refresh token>`;
  const reproducer = {
    problems,
    transport: request.transport,
    ...(request.transport === 'raw' ? { raw: request.raw } : {}),
    method: request.method,
    url: request.url,
    headers: shown,
    body: request.payload,
    status: answer?.status ?? null,
    response: answer?.body ?? null,
    serverLog: logLines,
  };
  const report = [
    `${problems.join('; ')}`,
    `  ${request.method} ${cut(request.url, 500)} (${request.transport})`,
    `  headers: ${cut(JSON.stringify(shown), 1000)}`,
    ...(request.transport === 'raw' ? [`  raw: ${cut(JSON.stringify(request.raw), 1000)}`] : []),
    `  body: ${request.payload === null ? '(none)' : cut(JSON.stringify(request.payload), 1000)}`,
    `  → ${answer ? `${answer.status} ${cut(answer.body, 1000)}` : 'no answer'}`,
    ...logLines.map((line) => `  log: ${cut(line, 2000)}`),
  ].join('\n');
  return { route: request.route, report, reproducer };
}

/** Where one request goes: an app instance, its port, and its keep-alive agent. */
interface Target {
  app: FastifyInstance;
  port: number;
  agent: Agent;
}

async function listening(app: FastifyInstance, sharedAgent: Agent): Promise<Target> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
  return { app, port: address.port, agent: sharedAgent };
}

/**
 * The suite. With `twoProcesses`, a second app instance (as a second process: its own caches,
 * pool and Redis connections) serves the same PostgreSQL database and Redis, and the requests
 * alternate between the two, as behind a load balancer.
 */
function fuzzSuite(t: TestApp, twoProcesses: boolean): void {
  const tally = new Tally();
  const label = twoProcesses ? `${t.kind}, two processes` : t.kind;
  let diner: FuzzDiner;
  let world: FuzzWorld;
  let routes: RouteSpec[] = [];
  let targets: Target[] = [];
  let sent = 0;
  let twin: FastifyInstance | null = null;
  const twinAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  // Set once the suite is over (a timeout included): a run still in flight stops sending.
  let closing = false;

  beforeAll(async () => {
    diner = await FuzzDiner.register(t);
    world = await prepareWorld(t, diner);
    targets = [await listening(t.app, agent)];
    if (twoProcesses) {
      const url = t.app.database.url;
      if (!url) throw new Error('two processes need a PostgreSQL test database');
      twin = await buildApp(t.config, { database: postgresHandle(url), clock: () => OPEN_FOR_BUSINESS, logStream: logs });
      targets.push(await listening(twin, twinAgent));
    }
  });

  afterAll(async () => {
    closing = true;
    console.log(tally.summary(label, routes.length));
    if (process.env.FUZZ_VERBOSE) console.log(tally.perRoute());
    twinAgent.destroy();
    await twin?.close();
  });

  it('answers hostile requests without a 5xx, a leak, or a 4xx without a message', async () => {
    // A Server-Sent Events stream answers its headers and then stays open by design, so a request
    // to it never completes; its hostile inputs (Host, per-address and per-process caps) are
    // pinned in realtime/ordering-stream.test.ts.
    routes = routesOf(t.app.swagger()).filter((route) => !STREAMS.has(`${route.method} ${route.template}`));
    expect(routes.length).toBeGreaterThan(20);
    const runsPerRoute = Math.max(1, Math.ceil(REQUESTS_PER_KIND / routes.length));
    const failures: string[] = [];
    tally.start();

    for (const route of routes) {
      if (closing) break;
      // The last failing run is the counterexample fast-check ends up reporting (after shrinking).
      const last: { failure: Failure | null } = { failure: null };
      const property = fc.asyncProperty(requestFor(route, world), async (request) => {
        if (closing) return;
        await diner.ensureLive();
        const headers = headersOf(request, diner);
        logs.take();
        let answer: Answer | null = null;
        let problems: string[];
        const before = previousOnSocket;
        const sentAt = Date.now();
        const target = targets[sent++ % targets.length]!;
        try {
          answer = await send(target, request, headers);
          problems = problemsWith(request, headers, answer);
        } catch (err) {
          problems = [`no answer after ${Date.now() - sentAt} ms: ${err instanceof Error ? err.message : String(err)}`];
          problems.push(...(await diagnoseSilence(target.port, request, headers, before)));
        }
        tally.count(request, answer);
        diner.settle(request, answer);
        if (problems.length) {
          last.failure = failureOf(request, headers, answer, problems, logs.take());
          throw new Error(last.failure.report);
        }
      });
      const details = await fc.check(property, {
        numRuns: runsPerRoute,
        interruptAfterTimeLimit: 60_000,
        ...(SEED === undefined ? {} : { seed: SEED }),
      });
      if (details.failed) {
        const { failure } = last;
        let saved = '';
        if (failure) {
          const file = join(tmpdir(), `platter-fuzz-failure-${t.kind}${twoProcesses ? '-two' : ''}-${Date.now()}.json`);
          writeFileSync(file, JSON.stringify(failure.reproducer, null, 2));
          saved = `\n  full reproducer: ${file}`;
        }
        const message = `${route.method} ${route.template}: ${fc.defaultReportMessage(details) ?? 'failed'}${failure ? `\n${failure.report}` : ''}${saved}`;
        // Right away too, so a long hunt that times out still shows what it found.
        console.error(`fuzz [${label}] failure: ${message}`);
        failures.push(message);
      }
    }

    expect(failures, failures.join('\n\n')).toEqual([]);
  }, FUZZ_TIMEOUT_MS);

  it('refuses every hostile printer address an owner types: 400 PRINTER_ADDRESS_NOT_ALLOWED (or not a host at all), never saved', async () => {
    const golden = await loadStorefront(t.app, 'localhost');
    const owner = await registerStaff(t.app, t.db, golden.restaurant._id, 'Owner');
    const call = (method: 'GET' | 'PUT', payload?: object) =>
      t.app.inject({ method, url: `${API_PREFIX}/staff/settings/printers`, headers: { host: 'localhost', ...owner.headers }, ...(payload ? { payload } : {}) });
    const before = printersSettingsResponse.parse((await call('GET')).json()).data;
    await fc.assert(
      fc.asyncProperty(hostilePrinterHost, fc.integer({ min: 1, max: 65_535 }), async (host, port) => {
        const printer = { name: 'Kitchen', host, port, paperWidth: 80, autoPrint: true, tickets: ['kitchen'] };
        const answer = await call('PUT', { version: before.stamp.version, printers: [printer] });
        const expected = printerSchema.shape.host.safeParse(host).success ? 'PRINTER_ADDRESS_NOT_ALLOWED' : 'VALIDATION_ERROR';
        expect([host, answer.statusCode, apiErrorSchema.parse(answer.json()).code]).toEqual([host, 400, expected]);
      }),
      { numRuns: 80, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
    expect(printersSettingsResponse.parse((await call('GET')).json()).data).toEqual(before);
  });

  it('still answers GET /api/v1/ready with 200 afterwards', async () => {
    for (const { app } of targets) {
      const res = await app.inject({ url: `${API_PREFIX}/ready`, headers: { host: 'localhost' } });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
}

/** Names the hostile printer addresses use, as a resolver might answer them; any other is not found (no real DNS in the gate). */
const printerDns: ResolveHost = async (host) => {
  const answers: Record<string, string[]> = {
    'rebind.printer.test': ['192.168.1.5', '169.254.169.254'],
    'loopback.printer.test': ['::1'],
    'printer.example.com': ['93.184.216.34'],
  };
  const addresses = answers[host];
  if (!addresses) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const FUZZ_ENV = {
  // Throttles would turn findings into 429s: out of the way (429 is still a fine answer).
  ORDER_RATE_LIMIT_PER_MINUTE: '100000',
  COUPON_RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_RATE_LIMIT_MAX: '100000',
  GOOGLE_MAPS_API_KEY: FAKE_GOOGLE_KEY,
  GOOGLE_PLACES_URL: google.url,
  LOG_LEVEL: 'warn',
};

// One process on PGlite; on PostgreSQL, one process only when there is no Redis for two. The
// two-process hunt sends the same requests (half to each process) to the same PostgreSQL, so a
// one-process PostgreSQL run beside it found nothing it does not: it was 42 s of the gate.
describeEachDatabase('fuzzing every API route', (t) => fuzzSuite(t, false), {
  kinds: TEST_REDIS_URL ? ['pglite'] : undefined,
  env: FUZZ_ENV,
  clock: () => OPEN_FOR_BUSINESS,
  logStream: logs,
  printerNetwork: { resolve: printerDns },
});

// Several processes (issue "scale-out"): the same hunt over two app instances on one PostgreSQL
// database and one Redis. Without TEST_REDIS_URL, PostgreSQL is fuzzed with one process above.
if (!TEST_REDIS_URL) console.log('fuzz on two processes skipped: TEST_REDIS_URL is not set');
describeEachDatabase('fuzzing every API route', (t) => fuzzSuite(t, true), {
  kinds: TEST_REDIS_URL ? ['postgres'] : [],
  env: { ...FUZZ_ENV, REDIS_URL: TEST_REDIS_URL ?? '', REDIS_KEY_PREFIX: randomRedisPrefix() },
  clock: () => OPEN_FOR_BUSINESS,
  logStream: logs,
  printerNetwork: { resolve: printerDns },
});
