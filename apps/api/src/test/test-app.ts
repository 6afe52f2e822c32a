import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database, DatabaseKind } from '../db/client.ts';
import { printerAddressRule, type DeploymentNetwork, type ResolveHost } from '../modules/printing/address-rule.ts';
import { createTestDatabase, TEST_DATABASE_KINDS } from './test-db.ts';

/**
 * This test process's DATA_DIR (the .eml files of apps without SMTP_URL land in its mail/),
 * removed when the process exits so runs do not pile up files.
 */
const TEST_DATA_DIR = join(tmpdir(), `platter-test-data-${process.pid}`);
process.once('exit', () => rmSync(TEST_DATA_DIR, { recursive: true, force: true }));

/** Test configuration: NODE_ENV=test, web off, silent logs, no auto-seed; override any variable. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    WEB_MODE: 'off',
    SEED_DEMO: 'false',
    // Suites move their clock by hours: a sweep of their own would reject their waiting orders.
    MISSED_ORDER_SWEEP_SECONDS: '0',
    // Unused: test apps get their database handed in.
    DATA_DIR: TEST_DATA_DIR,
    ...env,
  });
}

export interface TestAppOptions {
  /** Seed the demo restaurants and accounts (default true). */
  seed?: boolean;
  /** Environment variables for the app's config. */
  env?: Record<string, string>;
  /** The app's "now" (see platform/clock.ts); e.g. `() => now` with a `let now` the tests move. */
  clock?: () => Date;
  /** Capture the app's logs (set LOG_LEVEL in env too: tests are silent by default). */
  logStream?: DestinationStream;
  /** Run only on these database kinds (describeEachDatabase); default every kind available. */
  kinds?: readonly DatabaseKind[];
  /** Registers more routes before the app is ready: a throwaway route that pins a guard or hook. */
  routes?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * The printer address rule's view of the network: a stub resolver and the deployment's own names
   * and networks (none unless given), so a printer test reads the same on every machine.
   */
  printerNetwork?: { resolve: ResolveHost; deployment?: DeploymentNetwork };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  kind: DatabaseKind;
  config: Config;
}

/** An app on a fresh database of the given kind; `app.close()` closes and deletes the database. */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind, (options.seed ?? true) ? 'demo' : 'empty');
  try {
    const config = testConfig(options.env);
    const app = await buildApp(config, {
      database,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.printerNetwork
        ? { printerAddresses: printerAddressRule(config, options.printerNetwork.resolve, () => options.printerNetwork?.deployment ?? { names: [], networks: [] }) }
        : {}),
    });
    // The suites are written as English-speaking diners and staff: Tasca do Porto's default is
    // Portuguese (issue 31), so a request naming no language asks for en-GB here. A test of the
    // default itself sends `x-test-bare-language` to keep the request bare.
    app.addHook('onRequest', async (request) => {
      const headers = request.headers;
      if (headers['x-test-bare-language'] !== undefined || headers['accept-language'] || headers.cookie?.includes('platter_lang=')) return;
      headers['accept-language'] = 'en-GB';
    });
    await options.routes?.(app);
    await app.ready();
    return { app, db: database.db, kind, config };
  } catch (err) {
    await database.close();
    throw err;
  }
}

/**
 * Runs the same suite once per test database kind (PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set), each on its own fresh app and database shared by the suite's tests.
 *
 *   describeEachDatabase('catalogue', (t) => {
 *     it('lists products', async () => { const res = await t.app.inject('/api/v1/products'); ... });
 *   });
 */
export function describeEachDatabase(name: string, suite: (t: TestApp) => void, options: TestAppOptions = {}): void {
  for (const kind of TEST_DATABASE_KINDS) {
    if (options.kinds && !options.kinds.includes(kind)) continue;
    describe(`${name} [${kind}]`, () => {
      let current: TestApp | undefined;
      const missing = (): never => {
        throw new Error('The test app is not ready: use it inside tests or hooks, not at collection time.');
      };
      const context: TestApp = {
        get app() {
          return current?.app ?? missing();
        },
        get db() {
          return current?.db ?? missing();
        },
        get config() {
          return current?.config ?? missing();
        },
        kind,
      };
      beforeAll(async () => {
        current = await createTestApp(kind, options);
      });
      afterAll(async () => {
        await current?.app.close();
      });
      suite(context);
    });
  }
}
