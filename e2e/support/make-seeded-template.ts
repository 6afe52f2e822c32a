/**
 * `tsx e2e/support/make-seeded-template.ts DIR`: the journeys' seeded data folder, made once by
 * `npm test` (scripts/gate.mjs) while the API tests run, then handed to both e2e lanes in
 * E2E_SEEDED_DATA_DIR instead of each lane seeding its own at its start. With TEST_DATABASE_URL
 * and E2E_SEEDED_POSTGRES_DB, the seeded PostgreSQL database of that name too, made at the same
 * time; `--drop-postgres` drops it again (the gate's last step).
 */
import { mkdirSync } from 'node:fs';
import { makeSeededPostgres, makeSeededTemplate } from './global-setup.ts';
import { onPostgres } from './server.ts';

const admin = process.env.TEST_DATABASE_URL;
const postgresName = admin ? process.env.E2E_SEEDED_POSTGRES_DB : undefined;
if (process.argv[2] === '--drop-postgres') {
  if (admin && postgresName) await onPostgres(admin, `DROP DATABASE IF EXISTS "${postgresName}" WITH (FORCE)`);
  process.exit(0);
}
const dir = process.argv[2];
if (!dir) {
  console.error('Usage: tsx e2e/support/make-seeded-template.ts DIR | --drop-postgres');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
await Promise.all([makeSeededTemplate(dir), admin && postgresName ? makeSeededPostgres(admin, postgresName) : undefined]);
console.log(`Seeded the journeys' template data folder in ${dir}${postgresName && admin ? ` and the PostgreSQL database ${postgresName}` : ''}.`);
