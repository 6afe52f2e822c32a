import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { seedDemoIfEmpty } from '../provisioning/demo-seed/index.ts';
import { prepareDatabase } from './prepare.ts';
import { restaurants } from './schema.ts';
import { createEmptyPostgresDatabase } from '../test/test-db.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

describe.skipIf(!TEST_DATABASE_URL)('starting several processes on one PostgreSQL database', () => {
  it('migrates and seeds once while the others wait, then every one of them serves', async () => {
    const empty = await createEmptyPostgresDatabase();
    const logs: string[] = [];
    const config = loadConfig({ DATABASE_URL: empty.url, SEED_DEMO: 'true', JWT_SECRET: 'x'.repeat(40) });
    try {
      const handles = await Promise.all(Array.from({ length: 4 }, () => prepareDatabase(config, { info: (line) => logs.push(line) }, seedDemoIfEmpty)));
      try {
        for (const handle of handles) {
          const [row] = await handle.db.select({ n: count() }).from(restaurants);
          expect(row?.n).toBe(2);
        }
        expect(logs.filter((line) => line.startsWith('Seeded the demo restaurants'))).toHaveLength(1);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    } finally {
      await empty.drop();
    }
  }, 60_000);
});
