/**
 * `tsx e2e/support/make-seeded-template.ts DIR`: the journeys' seeded data folder, made once by
 * `npm test` (scripts/gate.mjs) while the API tests run, then handed to both e2e lanes in
 * E2E_SEEDED_DATA_DIR instead of each lane seeding its own at its start.
 */
import { mkdirSync } from 'node:fs';
import { makeSeededTemplate } from './global-setup.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: tsx e2e/support/make-seeded-template.ts DIR');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
await makeSeededTemplate(dir);
console.log(`Seeded the journeys' template data folder in ${dir}.`);
