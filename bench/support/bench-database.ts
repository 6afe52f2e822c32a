// What the benches' API child processes share: a fresh migrated, demo-seeded database of the kind
// asked for (deleted (PGlite) or dropped (PostgreSQL) when the app closes), and the production
// configuration they run with.
import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../../apps/api/src/config.ts';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';

export type BenchDatabaseKind = 'pglite' | 'postgres';

/** The kind named by the child's first argument. */
export const benchDatabaseKind = (): BenchDatabaseKind => (process.argv[2] === 'postgres' ? 'postgres' : 'pglite');

/**
 * The fresh database, or (when it cannot be had, e.g. PostgreSQL unreachable) one JSON line
 * `{skipped}` for the parent and an exit.
 */
export async function freshBenchDatabase(kind: BenchDatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'postgres') process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // test-db.ts reads TEST_DATABASE_URL when it loads.
  const { createTestDatabase } = await import('../../apps/api/src/test/test-db.ts');
  try {
    return await createTestDatabase(kind, 'demo');
  } catch (err) {
    process.stdout.write(`${JSON.stringify({ skipped: `${kind}: ${(err as Error).message}` })}\n`);
    process.exit(0);
  }
}

/** Production settings without the web app, a fresh secret and two-hour tokens, plus `more`. */
export function benchConfig(more: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    WEB_MODE: 'off',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ACCESS_TOKEN_TTL_MINUTES: '120',
    ...more,
  });
}
