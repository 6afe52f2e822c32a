/**
 * Once per API test run, before any worker starts: the migrated (and seeded) template databases
 * every suite copies (test-db.ts), built once instead of raced for by the workers.
 */
import { prepareTestTemplates } from './test-db.ts';

export async function setup(): Promise<void> {
  await prepareTestTemplates();
}
