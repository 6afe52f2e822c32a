import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js (CONTRIBUTING.md, "The parts of the house"), run through ESLint's own API
// on small sources placed at made-up paths: each wrong import must be flagged, each right one not.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
});

/** The boundary complaints about `code` if it stood at `file` (relative to the repository). */
async function boundaryProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'platter/import-boundaries').map((m) => m.message);
}

async function expectFlagged(file: string, code: string, message: RegExp): Promise<void> {
  const problems = await boundaryProblems(file, code);
  expect(problems, `${file}: ${code}`).toHaveLength(1);
  expect(problems[0]).toMatch(message);
}

async function expectAllowed(file: string, code: string): Promise<void> {
  expect(await boundaryProblems(file, code), `${file}: ${code}`).toEqual([]);
}

describe('API module layers', () => {
  const routes = 'apps/api/src/modules/menu/routes.ts';
  const queries = 'apps/api/src/modules/menu/queries.ts';

  it('routes.ts reaches neither queries nor db/ nor another module', async () => {
    const routesRule = /routes\.ts of module "menu" may import only its own services and presenters/;
    await expectFlagged(routes, "import { findDish } from './queries.ts';", routesRule);
    await expectFlagged(routes, "import { products } from '../../db/schema.ts';", routesRule);
    await expectFlagged(routes, "import type { Database } from '../../db/client.ts';", routesRule);
    await expectFlagged(routes, "import { loadUser } from '../users/service.ts';", routesRule);
    await expectFlagged(routes, "import { emptyBodyAsForm } from '../auth/routes.ts';", routesRule);
    await expectFlagged(routes, "export { findDish } from './queries.ts';", routesRule);
  });

  it('routes.ts may use its own services and presenters, platform/, config.ts and the domain', async () => {
    await expectAllowed(
      routes,
      [
        "import { menuDishes } from './service.ts';",
        "import { presentDish } from './presenters.ts';",
        "import { requireUser } from '../../platform/auth.ts';",
        "import type { Config } from '../../config.ts';",
        "import { productResponse } from '@platter/domain';",
        "import { z } from 'zod';",
      ].join('\n'),
    );
  });

  it('queries.ts imports db/ and only types from the domain', async () => {
    const queriesRule = /queries\.ts of module "menu" may import only db\//;
    await expectFlagged(queries, "import { menuDishes } from './service.ts';", queriesRule);
    await expectFlagged(queries, "import type { Executor } from '../loyalty/queries.ts';", queriesRule);
    await expectFlagged(queries, "import { requireUser } from '../../platform/auth.ts';", queriesRule);
    await expectFlagged(queries, "import { priceOrder } from '@platter/domain';", /only types from @platter\/domain/);
    await expectAllowed(
      queries,
      [
        "import { eq } from 'drizzle-orm';",
        "import type { Database } from '../../db/client.ts';",
        "import { products } from '../../db/schema.ts';",
        "import type { OrderStatus } from '@platter/domain';",
        "import { type ProductResponse } from '@platter/domain';",
      ].join('\n'),
    );
  });

  it('a module’s SQL split by use case (`*-queries.ts`, a folder’s `queries.ts`) is a queries file too', async () => {
    const split = 'apps/api/src/modules/menu/missed-queries.ts';
    await expectFlagged(split, "import { menuDishes } from './service.ts';", /missed-queries\.ts of module "menu" may import only db\//);
    await expectFlagged(split, "import { priceOrder } from '@platter/domain';", /missed-queries\.ts may take only types from @platter\/domain/);
    await expectFlagged('apps/api/src/modules/menu/place-dish/queries.ts', "import { checkDish } from './check.ts';", /queries\.ts of module "menu" may import only db\//);
    await expectFlagged(routes, "import { findMissed } from './missed-queries.ts';", /routes\.ts of module "menu" may import only its own services/);
    await expectAllowed(split, "import { orders } from '../../db/schema.ts';\nimport type { PhotoRecord } from './photo-urls.ts';");
  });

  it('a module reaches another only through its public entry, modules/<m>/index.ts', async () => {
    const service = 'apps/api/src/modules/menu/service.ts';
    const entryRule = /Module "menu" may reach module "users" only through its public entry modules\/users\/index\.ts/;
    await expectFlagged(service, "import { findUserById } from '../users/queries.ts';", entryRule);
    await expectFlagged(service, "import { presentUser } from '../users/service.ts';", entryRule);
    await expectFlagged(service, "export { findUserById } from '../users/queries.ts';", entryRule);
    await expectFlagged(service, "const { findUserById } = await import('../users/queries.ts');", entryRule);
    // From a use-case folder too.
    await expectFlagged('apps/api/src/modules/menu/place-dish/write.ts', "import type { UserRow } from '../../users/queries.ts';", entryRule);
    await expectAllowed(
      service,
      [
        "import { findUserById, presentUser } from '../users/index.ts';",
        "import { findDish } from './queries.ts';",
        "import { checkDish } from './place-dish/check.ts';",
      ].join('\n'),
    );
    await expectAllowed('apps/api/src/modules/menu/service.test.ts', "import { findUserById } from '../users/queries.ts';");
  });

  it('db/ imports no module, provisioning/ or platform/: the caller hands in what it needs', async () => {
    const prepare = 'apps/api/src/db/prepare.ts';
    const dbRule = /db\/ is the bottom layer of the API/;
    await expectFlagged(prepare, "import { hashPassword } from '../modules/auth/password.ts';", dbRule);
    await expectFlagged(prepare, "import { seedDemoIfEmpty } from '../provisioning/demo-seed/index.ts';", dbRule);
    await expectFlagged(prepare, "import { hashPassword } from '../platform/password.ts';", dbRule);
    await expectFlagged('apps/api/src/db/schema/users.ts', "import type { UserRow } from '../../modules/users/index.ts';", dbRule);
    await expectAllowed(
      prepare,
      ["import type { Config } from '../config.ts';", "import { MIGRATIONS_DIR } from '../paths.ts';", "import { openDatabase } from './client.ts';"].join('\n'),
    );
    await expectAllowed('apps/api/src/db/prepare.test.ts', "import { seedDemoIfEmpty } from '../provisioning/demo-seed/index.ts';");
  });

  it('every file of a module: SQL and db/ only in its queries files (queries.ts, *-queries.ts, a queries/ folder)', async () => {
    const useCase = 'apps/api/src/modules/menu/place-dish/write.ts';
    const noSql = /write\.ts of module "menu" runs no SQL/;
    await expectFlagged(useCase, "import { sql } from 'drizzle-orm';", noSql);
    await expectFlagged(useCase, "import { products } from '../../../db/schema.ts';", noSql);
    await expectFlagged('apps/api/src/modules/menu/audit-log.ts', "import { and, eq } from 'drizzle-orm';", /audit-log\.ts of module "menu" runs no SQL/);
    await expectAllowed(
      useCase,
      [
        "import type { SQL } from 'drizzle-orm';",
        "import type { Executor } from '../../../db/client.ts';",
        "import type { ProductRow } from '../../../db/schema.ts';",
        "import { isUniqueViolation } from '../../../db/errors.ts';",
        "import { findDish } from './queries.ts';",
      ].join('\n'),
    );
    await expectAllowed('apps/api/src/modules/menu/queries/dishes.ts', "import { sql } from 'drizzle-orm';\nimport { products } from '../../../db/schema.ts';");
    await expectAllowed('apps/api/src/modules/menu/write-queries.ts', "import { sql } from 'drizzle-orm';");
  });

  it('a queries file touches only its own module’s tables (TABLE_OWNERS); another module’s through that module’s index.ts', async () => {
    const queriesOf = (module: string) => `apps/api/src/modules/${module}/queries.ts`;
    await expectFlagged(queriesOf('favorites'), "import { mailOutbox } from '../../db/schema.ts';", /mailOutbox belongs to module "mail": call that module's index\.ts/);
    await expectFlagged(
      'apps/api/src/modules/orders/place-order/write-queries.ts',
      "import { orders, slotLoads } from '../../../db/schema.ts';",
      /write-queries\.ts of module "orders" may touch only its own module's tables; slotLoads belongs to module "capacity"/,
    );
    await expectFlagged(queriesOf('catalog'), "import { categories, refunds as paid } from '../../db/schema/payments.ts';", /refunds belongs to module "orders"/);
    // A read the file is still granted (FOREIGN_READS) is never a write.
    const code = "import { users } from '../../db/schema.ts';\nexport const touch = (db) => db.update(users).set({ name: 'x' });";
    const problems = await boundaryProblems('apps/api/src/modules/addresses/queries.ts', code);
    expect(problems).toEqual(['Module "addresses" may not write users, a table of module "users": call modules/users/index.ts.']);
    const inTemplate = "import { sql } from 'drizzle-orm';\nimport { users } from '../../db/schema.ts';\nexport const q = sql`UPDATE ${users} SET name = 'x'`;";
    expect(await boundaryProblems('apps/api/src/modules/addresses/queries.ts', inTemplate)).toEqual([
      'Module "addresses" may not write users, a table of module "users": call modules/users/index.ts.',
    ]);
    await expectAllowed(queriesOf('mail'), "import { mailOutbox, type OrderRow } from '../../db/schema.ts';\nimport type { orders } from '../../db/schema.ts';");
    await expectAllowed('apps/api/src/modules/addresses/queries.ts', "import { savedAddresses, users } from '../../db/schema.ts';\nexport const read = (db) => db.select().from(users);");
  });

  it('every routes file (routes.ts, *-routes.ts) is held to the routes rules', async () => {
    const editorRoutes = 'apps/api/src/modules/promotions/editor-routes.ts';
    await expectFlagged(editorRoutes, "import { listAllPromotions } from './editor-queries.ts';", /editor-routes\.ts of module "promotions" may import only its own services/);
    await expectFlagged(editorRoutes, "import { orders } from '../../db/schema.ts';", /editor-routes\.ts of module "promotions"/);
    await expectAllowed(editorRoutes, "import { menuEditOf } from '../catalog/index.ts';\nimport { allEditablePromotions } from './editor-common.ts';");
  });

  it('a use case never takes the app: only routes files and plugins import FastifyInstance', async () => {
    const appRule = /may not take the app \(FastifyInstance\)/;
    await expectFlagged('apps/api/src/modules/orders/payments/payment-service.ts', "import type { FastifyInstance } from 'fastify';", appRule);
    await expectFlagged('apps/api/src/modules/printing/reprint.ts', "import { type FastifyBaseLogger, type FastifyInstance } from 'fastify';", appRule);
    await expectAllowed('apps/api/src/modules/printing/reprint.ts', "import type { FastifyBaseLogger } from 'fastify';");
    await expectAllowed('apps/api/src/modules/printing/staff-routes.ts', "import type { FastifyInstance } from 'fastify';");
    await expectAllowed('apps/api/src/modules/mail/plugin.ts', "import type { FastifyInstance } from 'fastify';");
    await expectAllowed('apps/api/src/modules/media/photo-plugin.ts', "import type { FastifyInstance } from 'fastify';");
  });

  it('platform/ reads no module’s table; provisioning/ reaches modules only through their index.ts', async () => {
    await expectFlagged('apps/api/src/platform/events.ts', "import { mailOutbox } from '../db/schema.ts';", /platform\/ reads no module's table \(mailOutbox\)/);
    await expectAllowed('apps/api/src/platform/events.ts', "import type { Database } from '../db/client.ts';");
    const provisioning = 'apps/api/src/provisioning/import-photos.ts';
    await expectFlagged(provisioning, "import { renderPhoto } from '../modules/media/photo-pipeline.ts';", /provisioning\/ may reach module "media" only through its public entry/);
    await expectAllowed(provisioning, "import { renderPhoto } from '../modules/media/index.ts';");
  });

  it('every module has a public entry, index.ts', async () => {
    const { readdir, stat } = await import('node:fs/promises');
    const modules = path.join(ROOT, 'apps/api/src/modules');
    const missing: string[] = [];
    for (const name of await readdir(modules)) {
      if (!(await stat(path.join(modules, name))).isDirectory()) continue;
      if (!(await stat(path.join(modules, name, 'index.ts')).catch(() => null))) missing.push(name);
    }
    expect(missing).toEqual([]);
  });

  it('platform/ never imports modules/, though its tests may', async () => {
    const code = "import { findRestaurantBySlug } from '../modules/restaurants/queries.ts';";
    await expectFlagged('apps/api/src/platform/tenant.ts', code, /platform\/ must not import modules\//);
    await expectAllowed('apps/api/src/platform/tenant.ts', "import { AppError } from './errors.ts';\nimport { users } from '../db/schema.ts';");
    await expectAllowed('apps/api/src/platform/tenant.test.ts', code);
  });
});

describe('import cycles', () => {
  /** The cycle complaints about `code` at `file`, with `overlay` standing in for other files on disk. */
  async function cycleProblems(file: string, code: string, overlay: Record<string, string> = {}): Promise<string[]> {
    const linter = new ESLint({
      cwd: ROOT,
      overrideConfigFile: path.join(ROOT, 'eslint.config.js'),
      overrideConfig: { rules: { 'platter/import-cycles': ['error', { overlay }] } },
    });
    const [result] = await linter.lintText(code, { filePath: path.join(ROOT, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'platter/import-cycles').map((m) => m.message);
  }
  const a = 'apps/api/src/modules/menu/a.ts';
  const b = 'apps/api/src/modules/menu/b.ts';
  const c = 'apps/api/src/modules/menu/c.ts';

  it('refuses two files importing each other, anywhere in the tree', async () => {
    const problems = await cycleProblems(a, "import { fromB } from './b.ts';\nexport const fromA = 1;", { [b]: "import { fromA } from './a.ts';\nexport const fromB = fromA;" });
    expect(problems).toEqual([`Import cycle: ${a} → ${b} → ${a}. Move what both need into a third file, or hand it in.`]);
    const web = 'apps/web/app/lib/one.ts';
    const other = 'apps/web/app/lib/two.ts';
    expect(await cycleProblems(web, "export { two } from '~/lib/two.ts';", { [other]: "import { one } from './one';\nexport const two = one;" })).toHaveLength(1);
  });

  it('refuses a longer cycle', async () => {
    const overlay = { [b]: "import { fromC } from './c.ts';", [c]: "export * from './a.ts';" };
    expect(await cycleProblems(a, "import { fromB } from './b.ts';", overlay)).toEqual([
      `Import cycle: ${a} → ${b} → ${c} → ${a}. Move what both need into a third file, or hand it in.`,
    ]);
  });

  it('lets type-only imports and lazy import()s close a loop (neither runs at load), and a chain that never comes back', async () => {
    expect(await cycleProblems(a, "const { fromB } = await import('./b.ts');", { [b]: "import { fromA } from './a.ts';" })).toEqual([]);
    expect(await cycleProblems(a, "import { fromB } from './b.ts';", { [b]: "export const load = () => import('./a.ts');" })).toEqual([]);
    expect(await cycleProblems(a, "import { fromB } from './b.ts';", { [b]: "import type { A } from './a.ts';" })).toEqual([]);
    expect(await cycleProblems(a, "import { fromB } from './b.ts';", { [b]: "import { type A, type B } from './a.ts';" })).toEqual([]);
    expect(await cycleProblems(a, "import type { B } from './b.ts';", { [b]: "import { fromA } from './a.ts';" })).toEqual([]);
    expect(await cycleProblems(a, "import { fromB } from './b.ts';", { [b]: "import { fromC } from './c.ts';", [c]: "import { z } from 'zod';" })).toEqual([]);
  });

  it('finds none in the house as it is (users and addresses no longer import each other)', async () => {
    const file = 'apps/api/src/modules/users/service.ts';
    const { readFile } = await import('node:fs/promises');
    expect(await cycleProblems(file, await readFile(path.join(ROOT, file), 'utf8'))).toEqual([]);
  });
});

describe('web layers', () => {
  it('app/lib imports neither app/shell nor app/features', async () => {
    const lib = 'apps/web/app/lib/cart-tools.ts';
    const libRule = /app\/lib must not import app\/shell or app\/features/;
    await expectFlagged(lib, "import { showSnackbar } from '../shell/snackbar.tsx';", libRule);
    await expectFlagged(lib, "import { MenuPage } from '../features/menu/menu-page.tsx';", libRule);
    await expectFlagged(lib, "import { showSnackbar } from '~/shell/snackbar.tsx';", libRule);
    await expectAllowed(lib, "import { Button } from '../ui/button.tsx';\nimport { apiClient } from './api-client.ts';");
  });

  it('features do not import each other, and no app imports another', async () => {
    await expectFlagged(
      'apps/web/app/features/cart/cart-page.tsx',
      "import { MenuPage } from '../menu/menu-page.tsx';",
      /Feature "cart" must not import feature "menu"/,
    );
    await expectFlagged('apps/web/app/lib/api-client.ts', "import { buildApp } from '../../../api/src/app.ts';", /apps\/web must not import source from apps\/api/);
    await expectAllowed('apps/web/app/features/cart/cart-page.tsx', "import { showSnackbar } from '../../shell/snackbar.tsx';");
  });

  it('app/staff-area is shared by the staff features: it imports no feature or route, and nothing below it imports it', async () => {
    const shared = 'apps/web/app/staff-area/staff-bar.tsx';
    const sharedRule = /app\/staff-area is shared by the staff features/;
    await expectFlagged(shared, "import BoardPage from '../features/board/board-page.tsx';", sharedRule);
    await expectFlagged(shared, "const Board = lazy(() => import('../features/board/board-page.tsx'));", sharedRule);
    await expectFlagged(shared, "import { sectionsFor } from '../routes/staff-settings-sections.ts';", sharedRule);
    await expectAllowed(shared, "import { Icon } from '../ui/icon.tsx';\nimport { STAFF_PATH } from '../lib/staff.ts';");
    const below = /must not import app\/staff-area/;
    await expectFlagged('apps/web/app/ui/some-field.tsx', "import { boardTime } from '../staff-area/staff-time.ts';", below);
    await expectFlagged('apps/web/app/lib/some-helper.ts', "import { boardTime } from '../staff-area/staff-time.ts';", below);
    await expectFlagged('apps/web/app/shell/header.tsx', "import { StaffBar } from '../staff-area/staff-bar.tsx';", below);
    await expectAllowed('apps/web/app/features/board/board-page.tsx', "import { boardTime } from '../../staff-area/staff-time.ts';");
    await expectAllowed('apps/web/app/routes/staff.tsx', "import { staffMeta } from '../staff-area/staff-meta.ts';");
  });

  it('a feature never imports a route: the route assembles the features', async () => {
    await expectFlagged(
      'apps/web/app/features/team/team-section.tsx',
      "import { sectionsFor } from '../../routes/staff-settings-sections.ts';",
      /Feature "team" must not import app\/routes/,
    );
    await expectAllowed('apps/web/app/routes/staff-settings-sections.ts', "export const load = () => import('../features/team/team-section.tsx');");
  });
});

describe('e2e and bench use the apps only through what they export for tests', () => {
  it('e2e/ imports nothing of the apps but the API test scaffolding', async () => {
    const journey = 'e2e/some-journey.e2e.ts';
    const e2eRule = /e2e\/ drives the built apps as a browser does/;
    await expectFlagged(journey, "import { buildApp } from '../apps/api/src/app.ts';", e2eRule);
    await expectFlagged(journey, "import { DEMO_OWNER } from '../apps/api/src/provisioning/demo-seed/index.ts';", e2eRule);
    await expectFlagged(journey, "import { formatMoney } from '../apps/web/app/lib/format.ts';", e2eRule);
    await expectAllowed(journey, "import { fakePhoton } from '../apps/api/src/test/fake-address-providers.ts';\nimport { startServer } from './support/server.ts';");
  });

  it('bench/ builds the app as the server does, and reaches nothing behind it', async () => {
    const bench = 'bench/support/some-server.ts';
    const benchRule = /bench\/ may import of the apps only/;
    await expectFlagged(bench, "import { placeOrder } from '../../apps/api/src/modules/orders/place-order.ts';", benchRule);
    await expectFlagged(bench, "import { requireUser } from '../../apps/api/src/platform/auth.ts';", benchRule);
    await expectAllowed(
      bench,
      [
        "import { buildApp } from '../../apps/api/src/app.ts';",
        "import { loadConfig } from '../../apps/api/src/config.ts';",
        "import { prepareDatabase } from '../../apps/api/src/db/prepare.ts';",
        "import { growMenu } from '../../apps/api/src/provisioning/demo-seed/grow-menu.ts';",
        "const { createTestDatabase } = await import('../../apps/api/src/test/test-db.ts');",
      ].join('\n'),
    );
  });
});

describe('web calls: one client, each call with its contract', () => {
  /** The web-calls complaints about `code` if it stood at `file`. */
  async function callProblems(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'platter/web-calls').map((m) => m.message);
  }
  const feature = 'apps/web/app/features/menu/api/load-specials.ts';

  it('refuses a raw fetch, an XMLHttpRequest or the load context called directly, anywhere in apps/web/app but the client', async () => {
    for (const code of [
      "export const load = () => fetch('/api/v1/products');",
      "export const load = () => window.fetch('/api/v1/products');",
      'export const upload = () => new XMLHttpRequest();',
      "export const load = (context: { api: (path: string) => unknown }) => context.api('/products');",
    ]) {
      expect(await callProblems(feature, code), code).toEqual([expect.stringMatching(/goes through the API client/)]);
    }
    expect(await callProblems('apps/web/app/lib/api-client.ts', "export const load = () => fetch('/api/v1/products');")).toEqual([]);
  });

  it('refuses a call without its contract, and lets one with it pass', async () => {
    const noContract = /names the contract of its answer/;
    expect(await callProblems(feature, "import { http } from '../../../lib/http.ts';\nexport const load = () => http.get('/products');")).toEqual([expect.stringMatching(noContract)]);
    expect(await callProblems(feature, "import { http } from '../../../lib/http.ts';\nexport const load = () => http.get('/products', 'Failed to load.');")).toEqual([expect.stringMatching(noContract)]);
    expect(await callProblems(feature, "declare const api: any;\nexport const save = () => api.send('/favorites/x', { method: 'PUT' });")).toEqual([expect.stringMatching(noContract)]);
    expect(
      await callProblems(
        feature,
        "import { productsResponse } from '@platter/domain';\nimport { http } from '../../../lib/http.ts';\nexport const load = () => http.get('/products', productsResponse, 'Failed to load.');",
      ),
    ).toEqual([]);
  });
});

describe('fulfilment methods are asked of the registry, never spelled out', () => {
  /** The complaints of `platter/fulfilment-literals` about `code` at `file`. */
  async function literalProblems(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'platter/fulfilment-literals').map((m) => m.message);
  }
  const rule = /'Delivery' spelled out: ask the fulfilment registry/;

  it("refuses 'Delivery' and 'Pickup' in product code of the API, the web and the domain", async () => {
    const api = await literalProblems('apps/api/src/modules/orders/presenters.ts', "export const address = (orderType: string) => orderType === 'Delivery';");
    expect(api).toHaveLength(1);
    expect(api[0]).toMatch(rule);
    expect(await literalProblems('apps/web/app/features/checkout/some-field.tsx', 'export const type = <input value="Pickup" />;')).toHaveLength(1);
    expect(await literalProblems('apps/web/app/features/checkout/some-model.ts', 'export const kinds: readonly string[] = [`Delivery`, "Pickup"];')).toHaveLength(2);
    expect(await literalProblems('packages/domain/src/pricing.ts', "export type Kind = 'Delivery' | 'Pickup';")).toHaveLength(2);
  });

  it('lets the registry, tests and their fixtures name them, and other words through', async () => {
    const code = "export const type = 'Delivery';";
    expect(await literalProblems('packages/domain/src/fulfilment/methods.ts', code)).toEqual([]);
    expect(await literalProblems('apps/api/src/modules/orders/presenters.test.ts', code)).toEqual([]);
    expect(await literalProblems('apps/api/src/test/orders.ts', code)).toEqual([]);
    expect(await literalProblems('apps/web/app/lib/test-fixtures.ts', code)).toEqual([]);
    expect(await literalProblems('apps/web/app/staff-area/staff-test-fixtures.tsx', code)).toEqual([]);
    expect(await literalProblems('e2e/support/staff.ts', code)).toEqual([]);
    expect(await literalProblems('apps/api/src/modules/orders/presenters.ts', "export const words = ['Out for Delivery', 'delivery', 'Ready for Pickup'];")).toEqual([]);
  });
});
