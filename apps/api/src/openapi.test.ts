/**
 * The API document (/api/v1/docs/json; platform/openapi.ts) checked with tools nobody here wrote:
 * @redocly/cli's recommended rules, and a strict JSON Schema validator (Ajv, strict mode, the
 * draft 2020-12 dialect OpenAPI 3.1 uses) over real answers. The document is made in-process,
 * with the storefront's pages on (a stand-in web build), as production serves it.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { beforeAll, expect, it } from 'vitest';
import { registerDiner, registerStaff, type Session } from './test/auth.ts';
import { loadStorefront, placeOrderAs, type Storefront } from './test/orders.ts';
import { describeEachDatabase } from './test/test-app.ts';

const addFormats = addFormatsPlugin as unknown as (ajv: Ajv2020) => Ajv2020;
/** Both restaurants are open (an order for as soon as possible is taken). */
const TUESDAY_2PM = new Date('2026-06-02T13:00:00Z');

/** A stand-in for the web build (apps/web/build): enough for the app to mount the storefront's page routes. */
function standInWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'platter-openapi-web-'));
  mkdirSync(join(dir, 'server'));
  mkdirSync(join(dir, 'client', 'assets'), { recursive: true });
  const assets = { url: '/assets/manifest.js', version: 'stand-in', entry: { module: '/assets/entry.js', imports: [] }, routes: {} };
  writeFileSync(join(dir, 'server', 'index.js'), `export const assets = ${JSON.stringify(assets)};\nexport const routes = {};\n`);
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method, path, operation })));

/**
 * The recommended rules' warnings we keep, by rule and place (an error is never accepted):
 * - the spec's paths `/restaurants/public/{slug}` and `/restaurants/{restaurantId}/reviews`
 *   (Fastify matches the fixed `public` first);
 * - no licence: the API of one deployment, not a published product;
 * - operations nothing a caller sends can refuse: health, readiness (503 when not ready), logout
 *   (ends what it can, else nothing) and the service worker.
 */
const ACCEPTED_WARNINGS = new Set([
  'no-ambiguous-paths #/paths/~1api~1v1~1restaurants~1{restaurantId}~1reviews',
  'info-license #/info',
  'operation-4xx-response #/paths/~1api~1v1~1health/get/responses',
  'operation-4xx-response #/paths/~1api~1v1~1ready/get/responses',
  'operation-4xx-response #/paths/~1api~1v1~1auth~1logout/post/responses',
  'operation-4xx-response #/paths/~1sw.js/get/responses',
]);

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/** `redocly lint` with its recommended rules (no config file, no telemetry), as a separate process. */
async function redoclyLint(doc: Document): Promise<LintProblem[]> {
  const dir = mkdtempSync(join(tmpdir(), 'platter-openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const args = [cli, 'lint', file, '--extends=recommended', '--format=json', '--max-problems=100000'];
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    // Exit code 1 when there are errors: the report on stdout says which.
    const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 }).catch(
      (err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }),
    );
    return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describeEachDatabase(
  'the API document',
  (t) => {
    let doc: Document;
    let gf: Storefront;
    let owner: Session;
    let diner: Session;
    const ajv = addFormats(new Ajv2020({ strict: true, allErrors: true }));
    const validators = new Map<object, ValidateFunction>();

    beforeAll(async () => {
      doc = t.app.swagger() as unknown as Document;
      gf = await loadStorefront(t.app, 'localhost');
      [owner, diner] = await Promise.all([registerStaff(t.app, t.db, gf.restaurant._id, 'Owner'), registerDiner(t.app)]);
    });

    /** What is wrong with a real answer by the document (its status, content type and body), strictly; [] when nothing. */
    function problemsWith(method: string, template: string, res: LightMyRequestResponse): string[] {
      const operation = doc.paths[template]?.[method.toLowerCase()];
      if (!operation) return [`${method} ${template} is not in the document`];
      const response = operation.responses[String(res.statusCode)];
      if (!response) return [`${res.statusCode} is not a documented answer of ${method} ${template}: ${res.body}`];
      const type = String(res.headers['content-type']).split(';')[0]!.trim();
      const content = response.content?.[type];
      if (!content) return [`${type} is not a documented content type of ${method} ${template} ${res.statusCode}`];
      let validate = validators.get(content.schema);
      if (!validate) validators.set(content.schema, (validate = ajv.compile(content.schema)));
      if (validate(type.endsWith('json') ? JSON.parse(res.body) : res.body)) return [];
      return (validate.errors ?? []).map((error) => `${method} ${template} ${res.statusCode}: ${error.instancePath} ${error.message}`);
    }

    it("passes @redocly/cli lint's recommended rules: no errors, and no warnings but those accepted", async () => {
      const problems = await redoclyLint(doc);
      const unaccepted = problems
        .filter((problem) => problem.severity === 'error' || !ACCEPTED_WARNINGS.has(`${problem.ruleId} ${problem.location[0]?.pointer}`))
        .map((problem) => `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
      expect(unaccepted).toEqual([]);
    });

    it('names every operation (a unique operationId) and says how each is called', () => {
      const operations = operationsOf(doc);
      expect(operations.length).toBeGreaterThan(100);
      const ids = operations.map(({ operation }) => operation.operationId);
      expect(ids.filter((id) => typeof id !== 'string')).toEqual([]);
      expect(new Set(ids).size).toBe(ids.length);
      expect(operations.filter(({ operation }) => !Array.isArray(operation.security)).map(({ method, path }) => `${method} ${path}`)).toEqual([]);
      const byRoute = (method: string, path: string) => doc.paths[path]![method]!;
      expect(byRoute('get', '/api/v1/products')).toMatchObject({ operationId: 'getProducts', security: [] });
      expect(byRoute('patch', '/api/v1/orders/{id}/cancel-my-order').operationId).toBe('patchOrdersByIdCancelMyOrder');
      expect(byRoute('get', '/api/v1/staff/menu').security).toEqual([{ bearerAuth: [] }]);
      expect(byRoute('post', '/api/v1/auth/refresh-token').security).toEqual([{ refreshCookie: [] }]);
    });

    it("leaves the storefront's pages (/*) out, and declares no multipleOf on money", () => {
      expect(Object.keys(doc.paths).filter((path) => path.includes('*'))).toEqual([]);
      // The pages are there: the catch-all answers (a page request reaches the storefront's handler).
      expect(t.app.hasRoute({ method: 'GET', url: '/*' })).toBe(true);
      expect(JSON.stringify(doc)).not.toContain('multipleOf');
      expect(JSON.stringify(doc.paths['/api/v1/products'])).toContain('Money in major units, with at most 2 decimals.');
    });

    it('describes the live stream as text/event-stream', () => {
      expect(Object.keys(doc.paths['/api/v1/restaurant/live']!.get!.responses['200']!.content ?? {})).toEqual(['text/event-stream']);
    });

    it('describes real answers, by a strict validator: the menu, the staff menu, the manifest, an order and errors', async () => {
      const as = (session: Session | null) => ({ host: 'localhost', ...(session?.headers ?? {}) });
      const dish = gf.products.find((product) => product.options.length > 0) ?? gf.products[0]!;
      const order = await placeOrderAs(t.app, gf, diner, { lines: [{ product: dish }], orderType: 'Pickup' });
      const answers: [string, string, LightMyRequestResponse][] = [
        ['GET', '/api/v1/products', await t.app.inject({ url: '/api/v1/products', headers: as(null) })],
        ['GET', '/api/v1/products', await t.app.inject({ url: '/api/v1/products', headers: { host: 'tasca-do-porto.localhost' } })],
        ['GET', '/api/v1/staff/menu', await t.app.inject({ url: '/api/v1/staff/menu', headers: as(owner) })],
        [
          'PATCH',
          '/api/v1/staff/products/{id}/availability',
          await t.app.inject({ method: 'PATCH', url: `/api/v1/staff/products/${dish._id}/availability`, headers: as(owner), payload: { isAvailable: true } }),
        ],
        ['GET', '/manifest.webmanifest', await t.app.inject({ url: '/manifest.webmanifest', headers: as(null) })],
        ['GET', '/api/v1/orders/{id}', await t.app.inject({ url: `/api/v1/orders/${order._id}`, headers: as(diner) })],
        ['GET', '/api/v1/orders/my-orders', await t.app.inject({ url: '/api/v1/orders/my-orders', headers: as(diner) })],
        ['GET', '/api/v1/staff/orders', await t.app.inject({ url: '/api/v1/staff/orders', headers: as(owner) })],
        ['GET', '/api/v1/restaurants/public/{slug}', await t.app.inject({ url: '/api/v1/restaurants/public/-', headers: as(null) })],
        // Errors: not found, a refused body, and no token.
        ['GET', '/api/v1/products/{id}', await t.app.inject({ url: `/api/v1/products/${randomUUID()}`, headers: as(null) })],
        ['POST', '/api/v1/orders', await t.app.inject({ method: 'POST', url: '/api/v1/orders', headers: as(diner), payload: { items: 'none' } })],
        ['GET', '/api/v1/staff/menu', await t.app.inject({ url: '/api/v1/staff/menu', headers: as(null) })],
      ];
      expect(answers.map(([method, template, res]) => `${method} ${template} ${res.statusCode}`)).toEqual([
        'GET /api/v1/products 200',
        'GET /api/v1/products 200',
        'GET /api/v1/staff/menu 200',
        'PATCH /api/v1/staff/products/{id}/availability 200',
        'GET /manifest.webmanifest 200',
        'GET /api/v1/orders/{id} 200',
        'GET /api/v1/orders/my-orders 200',
        'GET /api/v1/staff/orders 200',
        'GET /api/v1/restaurants/public/{slug} 200',
        'GET /api/v1/products/{id} 404',
        'POST /api/v1/orders 400',
        'GET /api/v1/staff/menu 401',
      ]);
      // Prices with cents that are not exact in binary (8.95 / 0.01 is not a whole number in floating point).
      expect(answers[0]![2].body).toMatch(/"price":\d+\.\d[1-9]/);
      expect(answers.flatMap(([method, template, res]) => problemsWith(method, template, res))).toEqual([]);
    });

    it('publishes as public (security: []) only operations an anonymous caller is not refused with a 401', async () => {
      const refused: string[] = [];
      for (const { method, path, operation } of operationsOf(doc)) {
        if (operation.security?.length !== 0 || path === '/api/v1/restaurant/live') continue; // the stream stays open
        const url = path.replace(/\{[^}]+\}/g, () => randomUUID());
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, headers: { host: 'localhost' } });
        if (res.statusCode === 401) refused.push(`${method} ${path}`);
      }
      expect(refused).toEqual([]);
    });
  },
  { kinds: ['pglite'], clock: () => TUESDAY_2PM, env: { WEB_MODE: 'build', WEB_BUILD_DIR: standInWebBuild() } },
);
