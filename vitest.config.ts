import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Workers per project: one per core, and no fewer than two. The API's suites spend much of their
 * time waiting on PostgreSQL, PGlite's file copies and sockets, so two workers keep a 2-core
 * machine busy where Vitest's default (cores - 1) would run one file at a time.
 */
const WORKERS = Math.max(2, availableParallelism());

/**
 * Web suites that replace modules with vi.mock, or say `@isolated` (the whole root layout, whose
 * stores read storage once per module graph), found by reading them: they run isolated (the
 * web-mocks project), since a replaced module or a hydrated store would leak into the files a
 * shared worker runs next.
 */
const WEB_APP = fileURLToPath(new URL('apps/web/app/', import.meta.url));
const WEB_MOCKING_TESTS = readdirSync(WEB_APP, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && /vi\.mock\(|@isolated\b/.test(readFileSync(join(WEB_APP, file), 'utf8')))
  .map((file) => `app/${file.split(sep).join('/')}`);

/**
 * The second e2e lane: the accessibility matrix (three states at a time, each in its own context)
 * and the journeys that bring both lanes to about the same wall time (measured per file in the
 * gate's e2e reports; move a file when one lane ends well before the other).
 */
/**
 * expect.poll in the journeys: a page under the gate's load (two lanes, both cores busy) can take
 * seconds to show what it will show; Vitest's default of one second made a journey fail now and
 * then (a new service worker taking over). A poll that passes returns at once, so only a real
 * failure waits this long.
 */
const JOURNEY_POLL = { timeout: 15_000, interval: 100 };

const SECOND_E2E_LANE = ['accessibility.e2e.ts', 'staff.e2e.ts', 'menu-editor.e2e.ts', 'rough-edges.e2e.ts', 'orders.e2e.ts', 'page-weight.e2e.ts', 'offers-editor.e2e.ts', 'checkout.e2e.ts', 'missed-orders.e2e.ts', 'installable.e2e.ts', 'languages.e2e.ts'];

// One runner, six projects; `npm test` runs domain/api/web first and e2e after the build.
export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          // The property tests run thousands of cases (tips: 10,000 carts, ~1 s alone); beside the
          // API suites on a loaded machine one took over Vitest's default 5 s and failed the gate.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          // Room for a loaded machine: staff-status's walk of every Delivery move (a few hundred
          // requests) takes 22 s beside other work and timed out at 30 s, and the test still
          // running then failed the next one's "publishes nothing". A passing test returns at once.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // No suite mocks modules or keeps state in them, so a worker's files share one module
          // graph: Fastify, Drizzle and the PGlite WASM are loaded once per worker, not per file.
          isolate: false,
          globalSetup: ['src/test/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['app/**/*.test.{ts,tsx}'],
          exclude: WEB_MOCKING_TESTS,
          environment: 'jsdom',
          setupFiles: ['app/test-setup.ts'],
          // A suite's first render loads lazy chunks cold: room for that on a loaded machine.
          testTimeout: 15_000,
          // One jsdom and module graph per worker instead of per file (13 s instead of 78 s).
          isolate: false,
        },
      },
      {
        // The suites that replace modules (vi.mock) keep a module graph of their own per file.
        test: {
          name: 'web-mocks',
          root: 'apps/web',
          include: WEB_MOCKING_TESTS,
          environment: 'jsdom',
          setupFiles: ['app/test-setup.ts'],
          // A suite's first render loads lazy chunks cold: room for that on a loaded machine.
          testTimeout: 15_000,
        },
      },
      {
        // Journeys, one file at a time per lane: two at once in one lane took as long on two cores
        // (the browser's rendering kept them busy) and timed out under the load. The gate runs
        // two lanes side by side (e2e and e2e-2), split so that they end together.
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          exclude: [...SECOND_E2E_LANE, '**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The journeys keep no state in modules: one module graph per lane loads playwright-core
          // and the support files once, not once per file.
          isolate: false,
          expect: { poll: JOURNEY_POLL },
          globalSetup: ['support/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e-2',
          root: 'e2e',
          include: SECOND_E2E_LANE,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The journeys keep no state in modules: one module graph per lane loads playwright-core
          // and the support files once, not once per file.
          isolate: false,
          expect: { poll: JOURNEY_POLL },
          globalSetup: ['support/global-setup.ts'],
        },
      },
    ],
  },
});
