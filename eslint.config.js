// @ts-check
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The repository root: layer rules read paths relative to it. */
const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** What bench/ may load of the API: the app built as server.ts builds it, its database, the demo data (provisioning/demo-seed/) and src/test/. */
const BENCH_MAY_IMPORT = [
  'apps/api/src/app.ts',
  'apps/api/src/config.ts',
  'apps/api/src/db/client.ts',
  'apps/api/src/db/prepare.ts',
  'apps/api/src/provisioning/demo-seed/',
  'apps/api/src/test/',
];
/** What db/ may load of the API besides db/ itself: no module, provisioning/ or platform/. */
const DB_MAY_IMPORT = ['apps/api/src/config.ts', 'apps/api/src/paths.ts'];
/** What e2e/ may load of the apps: only the API's test scaffolding (fake providers); the app itself runs as a process. */
const E2E_MAY_IMPORT = ['apps/api/src/test/'];

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('apps/api/src/test/');
const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' && node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
const withoutExtension = (file) => file.replace(/\.(ts|tsx|js|mjs)$/, '');
/**
 * A module's SQL: its `queries.ts`, a use case's (`place-dish/queries.ts`), or one split by use
 * case (`missed-queries.ts`, `payments/payment-queries.ts`). Each obeys the queries rules.
 */
const isQueriesFile = (file) => /^apps\/api\/src\/modules\/.+\/(?:(?:[\w-]+-)?queries\.(ts|js)|queries\/[\w./-]+\.(ts|js))$/.test(file);
/** A module's HTTP: `routes.ts` and every `*-routes.ts` (`staff-routes.ts`, `editor-routes.ts`). */
const isRoutesFile = (file) => /^apps\/api\/src\/modules\/.+\/(?:[\w-]+-)?routes\.(ts|js)$/.test(file);
/** What lives with the app (a worker, a subscriber): `plugin.ts` or `*-plugin.ts`, with its `attach…(app, …)`. */
const isPluginFile = (file) => /^apps\/api\/src\/modules\/.+\/(?:[\w-]+-)?plugin\.(ts|js)$/.test(file);

/**
 * Which module owns each table (by its export name in `apps/api/src/db/schema/`): only that
 * module's queries files read or write it; every other module asks the owner's index.ts.
 * A new table gets a line here (a table missing from the map may be used by no module's queries).
 */
const TABLE_OWNERS = {
  auditLog: 'audit',
  categories: 'catalog',
  products: 'catalog',
  productCategories: 'catalog',
  optionGroups: 'catalog',
  optionValues: 'catalog',
  favorites: 'favorites',
  highlights: 'highlights',
  loyaltyBalances: 'loyalty',
  mailOutbox: 'mail',
  passwordResetTokens: 'auth',
  media: 'media',
  mediaVariants: 'media',
  orders: 'orders',
  orderNumberCounters: 'orders',
  orderItems: 'orders',
  orderStatusHistory: 'orders',
  promotionRedemptions: 'promotions',
  slotLoads: 'capacity',
  // Card payments live in the orders module (modules/orders/payments/, its own index.ts).
  checkoutSessions: 'orders',
  paymentEvents: 'orders',
  refunds: 'orders',
  printJobs: 'printing',
  promotions: 'promotions',
  restaurants: 'restaurants',
  staffMemberships: 'team',
  staffInvites: 'team',
  reviews: 'reviews',
  reviewReplies: 'reviews',
  users: 'users',
  savedAddresses: 'addresses',
  refreshTokens: 'auth',
  emailVerifications: 'auth',
  organisations: 'organisations',
  organisationMembers: 'organisations',
  platformOperators: 'organisations',
  staffHandoffs: 'organisations',
  // The restaurant's parts (docs/reference/tenancy.md): one table each, owned by one module.
  restaurantCalendars: 'calendar',
  restaurantFulfilment: 'fulfilment',
  restaurantCapacity: 'capacity',
  restaurantPrinters: 'printing',
  restaurantLooks: 'restaurants',
};

/**
 * Reads of another module's table that a queries file still makes in its own SQL (a join the
 * owner's index cannot answer in one round trip). Each is debt: new code asks the owner's index.
 * Never a write: a write of another module's table is refused without exception, except those of
 * the restaurant row listed in `RESTAURANT_ROW_WRITERS` until issue 41's restaurant parts land.
 */
const FOREIGN_READS = {
  'apps/api/src/modules/catalog/queries.ts': ['media', 'mediaVariants'],
  'apps/api/src/modules/catalog/editor-queries.ts': ['orderItems', 'users'],
  'apps/api/src/modules/users/queries.ts': ['staffMemberships'],
  'apps/api/src/modules/team/queries.ts': ['restaurants', 'users'],
  'apps/api/src/modules/orders/missed-queries.ts': ['restaurants', 'restaurantCapacity'],
  'apps/api/src/modules/orders/queries.ts': ['restaurants', 'users'],
  'apps/api/src/modules/orders/payments/payment-queries.ts': ['restaurants'],
  'apps/api/src/modules/orders/orderable-queries.ts': ['media', 'optionGroups', 'optionValues', 'products'],
  'apps/api/src/modules/orders/guest/guest-queries.ts': [],
  'apps/api/src/modules/reviews/queries.ts': ['orders', 'restaurants', 'users'],
  'apps/api/src/modules/mail/queries.ts': ['orders', 'restaurants', 'restaurantLooks', 'users'],
  'apps/api/src/modules/promotions/queries.ts': [],
  'apps/api/src/modules/promotions/editor-queries.ts': ['orders', 'products'],
  'apps/api/src/modules/printing/queries.ts': ['products', 'restaurants'],
  'apps/api/src/modules/reports/queries.ts': ['orderItems', 'orders'],
  'apps/api/src/modules/favorites/queries.ts': ['products', 'users'],
  'apps/api/src/modules/addresses/queries.ts': ['users'],
  'apps/api/src/modules/organisations/queries.ts': ['restaurants', 'users'],
};
/** Modules that still write their part of the restaurant row (rating, settings sections) until it is split into parts. */
const RESTAURANT_ROW_WRITERS = ['reviews', 'settings'];
const baseName = (file) => file.slice(file.lastIndexOf('/') + 1);
const allowedBy = (list, target) => list.some((allowed) => (allowed.endsWith('/') ? target.startsWith(allowed) : withoutExtension(target) === withoutExtension(allowed)));

/** The tables platform/ may read itself: who is signed in, and where they are staff or Owner (platform/auth.ts). No other module's. */
const PLATFORM_READS = ['refreshTokens', 'staffMemberships', 'users', 'organisationMembers', 'platformOperators', 'restaurants'];
/** A module that is in the tree (fixtures at made-up modules own no table and are held only to the import rules). */
const moduleExists = (name) => {
  let known = fileChecks.get(`module:${name}`);
  if (known === undefined) {
    known = statSync(path.join(ROOT, 'apps/api/src/modules', name), { throwIfNoEntry: false })?.isDirectory() ?? false;
    fileChecks.set(`module:${name}`, known);
  }
  return known;
};
const isSchema = (target) => /^apps\/api\/src\/db\/schema(\.ts|\/[\w-]+\.ts)?$/.test(target) || withoutExtension(target) === 'apps/api/src/db/schema';
/** The names an import or re-export brings in as values (type-only specifiers left out). */
const importedNames = (node) =>
  (node.specifiers ?? [])
    .filter((s) => s.importKind !== 'type' && s.exportKind !== 'type')
    .map((s) => (s.type === 'ImportSpecifier' ? (s.imported.name ?? s.imported.value) : s.type === 'ExportSpecifier' ? (s.local.name ?? s.local.value) : null))
    .filter(Boolean);
const importsName = (node, name) => (node.specifiers ?? []).some((s) => s.type === 'ImportSpecifier' && (s.imported.name ?? s.imported.value) === name);

/**
 * Why `from` (a repository-relative path) may not import `target` (a repository-relative path,
 * or a package name when `isPackage`), or null. The layers are architecture.md's "Layout" and
 * "Rules that keep the house in order" (CONTRIBUTING.md, "The parts of the house"). Tests (*.test.ts,
 * apps/api/src/test/) may reach across the API's layers to set things up.
 */
function boundaryProblem(from, target, isPackage, node) {
  const appOf = (file) => /^apps\/([^/]+)\//.exec(file)?.[1];
  const featureOf = (file) => /^apps\/web\/app\/features\/([^/]+)\//.exec(file)?.[1];
  const moduleOf = (file) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(file)?.[1];

  if (isPackage) {
    // queries.ts talks SQL and decides nothing: the domain only for its types.
    if (isQueriesFile(from) && target === '@platter/domain' && !isTypeOnly(node)) {
      return `${baseName(from)} may take only types from @platter/domain (\`import type\`): a query never decides a rule.`;
    }
    const inModule = moduleOf(from) && !isTest(from);
    if (inModule && !isQueriesFile(from) && /^drizzle-orm(\/|$)/.test(target) && !isTypeOnly(node)) {
      return `${baseName(from)} of module "${moduleOf(from)}" runs no SQL: SQL lives in the module's queries files (queries.ts, *-queries.ts, a queries/ folder).`;
    }
    if (inModule && !isRoutesFile(from) && !isPluginFile(from) && target === 'fastify' && importsName(node, 'FastifyInstance')) {
      return `${baseName(from)} of module "${moduleOf(from)}" may not take the app (FastifyInstance): a use case takes narrow inputs ({ db, clock, events, … }); only routes files and plugins (plugin.ts, *-plugin.ts) see the app.`;
    }
    return null;
  }

  const fromApp = appOf(from);
  const toApp = appOf(target);
  if (fromApp && toApp && fromApp !== toApp) {
    return `apps/${fromApp} must not import source from apps/${toApp}; talk over HTTP or the load context.`;
  }
  const fromFeature = featureOf(from);
  const toFeature = featureOf(target);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `Feature "${fromFeature}" must not import feature "${toFeature}"; move shared code to app/ui or app/lib.`;
  }
  if (from.startsWith('apps/web/app/lib/') && !isTest(from) && /^apps\/web\/app\/(shell|features)\//.test(target)) {
    return 'app/lib must not import app/shell or app/features: lib is the bottom layer; let the caller pass what lib needs in.';
  }
  // app/staff-area: the staff area's frame and what several staff features share (bar, live
  // channel, skeleton, meta, time helpers, the board's model, the settings sections' parts).
  // Features build on it; it builds on no feature, and nothing below it (lib, ui, shell) reaches up.
  if (from.startsWith('apps/web/app/staff-area/') && !isTest(from) && /^apps\/web\/app\/(features|routes)\//.test(target)) {
    return 'app/staff-area is shared by the staff features: it must not import a feature or a route; move what it needs into staff-area, or let the route hand it in.';
  }
  if (/^apps\/web\/app\/(lib|ui|shell)\//.test(from) && target.startsWith('apps/web/app/staff-area/')) {
    return 'app/lib, app/ui and app/shell must not import app/staff-area: the staff area sits above them.';
  }
  if (fromFeature && !isTest(from) && target.startsWith('apps/web/app/routes/')) {
    return `Feature "${fromFeature}" must not import app/routes: a route assembles features (the settings sections' registry is a route's), never the reverse.`;
  }
  if (from.startsWith('e2e/') && toApp && !allowedBy(E2E_MAY_IMPORT, target)) {
    return 'e2e/ drives the built apps as a browser does: it may import only apps/api/src/test/ (test scaffolding), nothing else of the apps.';
  }
  if (from.startsWith('bench/') && toApp && !allowedBy(BENCH_MAY_IMPORT, target)) {
    return `bench/ may import of the apps only ${BENCH_MAY_IMPORT.join(', ')}; reach the rest over HTTP.`;
  }

  if (fromApp !== 'api' || isTest(from)) return null;
  if (from.startsWith('apps/api/src/platform/') && target.startsWith('apps/api/src/modules/')) {
    return 'platform/ must not import modules/: hand what it needs in from app.ts (as the tenant lookups are).';
  }
  if (from.startsWith('apps/api/src/platform/') && isSchema(target) && !isTypeOnly(node)) {
    const tables = importedNames(node).filter((name) => Object.hasOwn(TABLE_OWNERS, name) && !PLATFORM_READS.includes(name));
    if (tables.length > 0) return `platform/ reads no module's table (${tables.join(', ')}): hand in what it needs from app.ts, through the owner's index.ts.`;
  }
  if (from.startsWith('apps/api/src/provisioning/') && !isTest(from) && moduleOf(target) && withoutExtension(target) !== `apps/api/src/modules/${moduleOf(target)}/index`) {
    return `provisioning/ may reach module "${moduleOf(target)}" only through its public entry modules/${moduleOf(target)}/index.ts; not ${target}.`;
  }
  const fromModule = moduleOf(from);
  if (fromModule && isQueriesFile(from) && isSchema(target) && !isTypeOnly(node) && moduleExists(fromModule)) {
    const foreign = importedNames(node).filter((name) => {
      const owner = TABLE_OWNERS[name];
      if (owner === undefined || owner === fromModule) return false;
      return !(FOREIGN_READS[from] ?? []).includes(name) && !(name === 'restaurants' && RESTAURANT_ROW_WRITERS.includes(fromModule));
    });
    if (foreign.length > 0) {
      return `${baseName(from)} of module "${fromModule}" may touch only its own module's tables; ${foreign.map((name) => `${name} belongs to module "${TABLE_OWNERS[name]}"`).join(', ')}: call that module's index.ts.`;
    }
  }
  if (fromModule && isRoutesFile(from)) {
    const own = `apps/api/src/modules/${fromModule}/`;
    const allowed =
      (target.startsWith(own) && !isQueriesFile(target)) ||
      (moduleOf(target) !== undefined && withoutExtension(target) === `apps/api/src/modules/${moduleOf(target)}/index`) ||
      target.startsWith('apps/api/src/platform/') ||
      allowedBy(['apps/api/src/config.ts', 'apps/api/src/paths.ts'], target);
    if (!allowed) {
      return `${baseName(from)} of module "${fromModule}" may import only its own services and presenters, platform/, config.ts and the domain; not ${target} (queries and db/ sit behind the service).`;
    }
  }
  if (fromModule && !isQueriesFile(from) && target.startsWith('apps/api/src/db/') && !isTypeOnly(node) && !allowedBy(['apps/api/src/db/errors.ts'], target)) {
    return `${baseName(from)} of module "${fromModule}" runs no SQL: only the module's queries files (queries.ts, *-queries.ts, a queries/ folder) import db/ (other files: \`import type\`); not ${target}.`;
  }
  // A type of its own module (a row shape a presenter also reads) vanishes at runtime: allowed.
  const ownType = fromModule && isTypeOnly(node) && target.startsWith(`apps/api/src/modules/${fromModule}/`);
  if (fromModule && isQueriesFile(from) && !target.startsWith('apps/api/src/db/') && !ownType) {
    return `${baseName(from)} of module "${fromModule}" may import only db/ (and types from the domain); not ${target}.`;
  }
  const toModule = moduleOf(target);
  if (fromModule && toModule && toModule !== fromModule && withoutExtension(target) !== `apps/api/src/modules/${toModule}/index`) {
    return `Module "${fromModule}" may reach module "${toModule}" only through its public entry modules/${toModule}/index.ts; not ${target}.`;
  }
  if (from.startsWith('apps/api/src/db/') && !target.startsWith('apps/api/src/db/') && !allowedBy(DB_MAY_IMPORT, target)) {
    return `db/ is the bottom layer of the API: it may import only db/, ${DB_MAY_IMPORT.join(', ')}; not ${target} (let the caller hand in what it needs, as prepareDatabase's demo seed is).`;
  }
  return null;
}

/**
 * The import graph of the repository's own files, for `import-cycles`: each file's relative (and
 * web `~/`) imports, read once per lint run with a regular expression (parsing every file again
 * would cost more than the lint itself). Type-only imports are left out: they vanish at runtime.
 * So are dynamic `import()`s: a lazy chunk loaded later (the web's favourites sync) may import
 * the file that loads it without an initialisation-order hazard.
 * `overlay` (the rule's option) stands in for files on disk, for the rule's own tests.
 */
const IMPORT_STATEMENT = /^\s*(?:import|export)\s+(type\s+)?(?:([\w\s{},*$]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;
const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
const importGraph = new Map();
/** The file being linted: it exists even when its text is not on disk (an editor's buffer, a test's). */
let linting = '';

function isTypeOnlyClause(clause) {
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1].split(',').map((n) => n.trim()).filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
}

const fileChecks = new Map();
function isFile(file) {
  let known = fileChecks.get(file);
  if (known === undefined) {
    known = statSync(path.join(ROOT, file), { throwIfNoEntry: false })?.isFile() ?? false;
    fileChecks.set(file, known);
  }
  return known;
}

/** The repository-relative file `source` names from `from`, or null for a package or a file not found. */
function resolveImport(from, source, overlay) {
  let base;
  if (source.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), source));
  else if (source.startsWith('~/') && from.startsWith('apps/web/')) base = `apps/web/app/${source.slice(2)}`;
  else return null;
  for (const extension of SOURCE_EXTENSIONS) {
    const candidate = base + extension;
    if (Object.hasOwn(overlay, candidate) || candidate === linting || isFile(candidate)) return candidate;
  }
  return null;
}

/** The files `file` imports at runtime (repository-relative), from `text` or else the file. */
function importsOf(file, overlay, text) {
  const known = importGraph.get(file);
  if (known && text === undefined) return known;
  let code = text ?? overlay[file];
  if (code === undefined) {
    try {
      code = readFileSync(path.join(ROOT, file), 'utf8');
    } catch {
      code = '';
    }
  }
  const targets = [];
  for (const match of code.matchAll(IMPORT_STATEMENT)) {
    const [, typeKeyword, clause, source] = match;
    if (typeKeyword || (clause && isTypeOnlyClause(clause))) continue;
    const target = resolveImport(file, source, overlay);
    if (target) targets.push(target);
  }
  if (text === undefined) importGraph.set(file, targets);
  return targets;
}

/**
 * The way from `to` back to `from` (so that `from` importing `to` closes a cycle), or null.
 * `dead` holds the files already found not to lead back to `from` (shared by its imports).
 */
function pathBack(from, to, overlay, dead) {
  if (dead.has(to)) return null;
  const parent = new Map([[to, null]]);
  const stack = [to];
  while (stack.length > 0) {
    const file = stack.pop();
    for (const next of importsOf(file, overlay)) {
      if (next === from) {
        const trail = [];
        for (let at = file; at !== null; at = parent.get(at)) trail.unshift(at);
        return trail;
      }
      if (parent.has(next) || dead.has(next)) continue;
      parent.set(next, file);
      stack.push(next);
    }
  }
  for (const file of parent.keys()) dead.add(file);
  return null;
}

/**
 * The web's calls (issue 41): one API client, `apps/web/app/lib/api-client.ts`, and every call
 * names the domain's contract of its answer. Outside that file no raw `fetch(`, no
 * XMLHttpRequest, no direct call of the load context's `api`; `http.get`/`api.get` take (path,
 * contract, text?) and `send` (path, init, contract, text?). The compiler requires the contract by
 * type too; this rule refuses a call written without one even where types are loose.
 * `lint-boundaries.test.ts` pins it with fixtures.
 */
const WEB_APP = 'apps/web/app/';
const WEB_CLIENT = 'apps/web/app/lib/api-client.ts';
const RAW_CALL = 'A web call goes through the API client (lib/api-client.ts; lib/http.ts signed in), which checks the answer with the domain\'s contract: no raw fetch or XMLHttpRequest outside it.';
const NO_CONTRACT = 'A web call names the contract of its answer: `get(path, contract, text?)`, `send(path, init, contract, text?)`, the contract a zod schema from packages/domain/src/contracts.';
const webCalls = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = path.relative(ROOT, context.filename).split(path.sep).join('/');
    if (!from.startsWith(WEB_APP) || from === WEB_CLIENT || /\.test\.tsx?$/.test(from)) return {};
    const isGlobal = (node, name) =>
      (node.type === 'Identifier' && node.name === name) ||
      (node.type === 'MemberExpression' && !node.computed && node.property.name === name && node.object.type === 'Identifier' && ['window', 'globalThis', 'self'].includes(node.object.name));
    const notAContract = (node) => !node || node.type === 'Literal' || node.type === 'TemplateLiteral' || node.type === 'ObjectExpression' || (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.property.name === 't');
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (isGlobal(callee, 'fetch')) return context.report({ node, message: RAW_CALL });
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        const object = callee.object.type === 'Identifier' ? callee.object.name : null;
        const method = callee.property.name;
        if (object === 'context' && method === 'api') return context.report({ node, message: RAW_CALL });
        if (!['http', 'api'].includes(object) || !['get', 'send'].includes(method)) return;
        const contract = node.arguments[method === 'get' ? 1 : 2];
        if (notAContract(contract)) context.report({ node, message: NO_CONTRACT });
      },
      NewExpression(node) {
        if (isGlobal(node.callee, 'XMLHttpRequest')) context.report({ node, message: RAW_CALL });
      },
    };
  },
};

/**
 * The order types' wire values, spelled out only in the fulfilment registry
 * (packages/domain/src/fulfilment/): product code asks the method (`fulfilment(order.orderType).needsAddress`),
 * so that a new method is one entry and its module. Tests, their fixtures and the catalogues (JSON) may name them.
 */
const FULFILMENT_LITERALS = new Set(['Delivery', 'Pickup']);
const FULFILMENT_REGISTRY = 'packages/domain/src/fulfilment/';
const isProductCode = (file) => /^(apps\/api\/src|apps\/web\/app|packages\/domain\/src)\//.test(file);
const isFixture = (file) => /test-fixtures\.tsx?$/.test(file) || /(^|\/)fixtures\//.test(file);
const fulfilmentLiterals = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = path.relative(ROOT, context.filename).split(path.sep).join('/');
    if (!isProductCode(from) || from.startsWith(FULFILMENT_REGISTRY) || isTest(from) || isFixture(from)) return {};
    const report = (node, value) =>
      context.report({
        node,
        message: `'${value}' spelled out: ask the fulfilment registry instead (\`fulfilment(orderType).needsAddress\`, \`.key\`, \`.words\`…, packages/domain/src/fulfilment/), so that a new method is one entry there.`,
      });
    return {
      Literal(node) {
        if (typeof node.value === 'string' && FULFILMENT_LITERALS.has(node.value)) report(node, node.value);
      },
      TemplateLiteral(node) {
        const text = node.expressions.length === 0 ? node.quasis[0]?.value.cooked : null;
        if (text && FULFILMENT_LITERALS.has(text)) report(node, text);
      },
    };
  },
};

/**
 * Import boundaries, enforced on every relative (and web `~/`) import and re-export.
 * `lint-boundaries.test.ts` (apps/api/src) pins each rule with fixtures at fake paths.
 */
const boundaries = {
  rules: {
    'fulfilment-literals': fulfilmentLiterals,
    'import-cycles': {
      meta: {
        type: 'problem',
        schema: [{ type: 'object', properties: { overlay: { type: 'object', additionalProperties: { type: 'string' } } }, additionalProperties: false }],
      },
      create(context) {
        const from = path.relative(ROOT, context.filename).split(path.sep).join('/');
        const overlay = context.options[0]?.overlay ?? {};
        linting = from;
        if (Object.keys(overlay).length > 0) importGraph.clear();
        const own = new Set(importsOf(from, overlay, context.sourceCode.text));
        const dead = new Set();
        return {
          'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration'(node) {
            const source = node.source && node.source.type === 'Literal' ? String(node.source.value) : null;
            if (!source || isTypeOnly(node)) return;
            const target = resolveImport(from, source, overlay);
            if (!target || !own.has(target)) return;
            const back = pathBack(from, target, overlay, dead);
            if (back) context.report({ node, message: `Import cycle: ${[from, ...back, from].join(' → ')}. Move what both need into a third file, or hand it in.` });
          },
        };
      },
    },
    'web-calls': webCalls,
    'import-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = path.relative(ROOT, context.filename).split(path.sep).join('/');
        /** Local name → table export name, of this file's imports from db/schema. */
        const tables = new Map();
        return {
          'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression'(node) {
            const source = node.source && node.source.type === 'Literal' ? String(node.source.value) : null;
            if (!source) return;
            let target = source;
            let isPackage = true;
            if (source.startsWith('.')) {
              target = path.relative(ROOT, path.resolve(path.dirname(context.filename), source)).split(path.sep).join('/');
              isPackage = false;
            } else if (source.startsWith('~/') && from.startsWith('apps/web/')) {
              target = `apps/web/app/${source.slice(2)}`;
              isPackage = false;
            }
            const problem = boundaryProblem(from, target, isPackage, node);
            if (problem) context.report({ node, message: problem });
            if (!isPackage && node.type === 'ImportDeclaration' && isSchema(target)) {
              for (const s of node.specifiers) if (s.type === 'ImportSpecifier' && s.importKind !== 'type') tables.set(s.local.name, s.imported.name ?? s.imported.value);
            }
          },
          // A write of another module's table, even one its queries may read (FOREIGN_READS): refused.
          CallExpression(node) {
            const callee = node.callee;
            if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !['insert', 'update', 'delete'].includes(callee.property.name)) return;
            const argument = node.arguments[0];
            if (argument?.type === 'Identifier') reportWrite(node, argument.name);
          },
          TaggedTemplateExpression(node) {
            node.quasi.expressions.forEach((expression, i) => {
              if (expression.type === 'Identifier' && /(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s*$/i.test(node.quasi.quasis[i].value.raw)) reportWrite(expression, expression.name);
            });
          },
        };
        function reportWrite(node, local) {
          const table = tables.get(local);
          const fromModule = /^apps\/api\/src\/modules\/([^/]+)\//.exec(from)?.[1];
          if (!table || !fromModule || isTest(from) || !Object.hasOwn(TABLE_OWNERS, table) || !moduleExists(fromModule)) return;
          const owner = TABLE_OWNERS[table];
          if (owner === fromModule || (table === 'restaurants' && RESTAURANT_ROW_WRITERS.includes(fromModule))) return;
          context.report({ node, message: `Module "${fromModule}" may not write ${table}, a table of module "${owner}": call modules/${owner}/index.ts.` });
        }
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'apps/api/.cli-test-*/**', '**/build/**', '**/.react-router/**', 'data/**', '**/drizzle/meta/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { platter: boundaries },
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      'platter/import-boundaries': 'error',
      'platter/import-cycles': 'error',
      'platter/web-calls': 'error',
      'platter/fulfilment-literals': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'http', 'crypto'], message: 'packages/domain is pure: no Node imports.' },
            { group: ['react', 'react-*', 'react/*'], message: 'packages/domain is pure: no React.' },
            { group: ['drizzle-orm*', 'pg', '@electric-sql/*', 'fastify*', '@fastify/*'], message: 'packages/domain is pure: no database or server code.' },
            { group: ['**/apps/**'], message: 'packages/domain must not import the apps.' },
          ],
        },
      ],
    },
  },
);
