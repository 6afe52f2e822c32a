import type { Database } from '../../db/client.ts';
import { pingDatabase } from './queries.ts';

/** The database answers (readiness). */
export function databaseAnswers(db: Database): Promise<void> {
  return pingDatabase(db);
}
