/**
 * Migrations and the demo seed run once when several processes start together on one PostgreSQL
 * database: each process takes a session-level advisory lock on its own connection before
 * migrating and seeding, so the first does the work while the others wait, then find nothing to
 * do and serve. PGlite needs no lock here: one process owns its folder (data-dir-lock.ts).
 */
import pg from 'pg';

/** The advisory lock's key: 'platter:startup' as a stable 64-bit number (any constant would do). */
export const STARTUP_LOCK_KEY = '7070617474657201';

export async function withStartupLock<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  // A dropped lock connection must not crash the process (the lock is gone with it anyway).
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(x'${STARTUP_LOCK_KEY}'::bigint)`);
    return await work();
  } finally {
    // Ending the session releases the lock even if the unlock below cannot be sent.
    await client.query(`select pg_advisory_unlock(x'${STARTUP_LOCK_KEY}'::bigint)`).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
