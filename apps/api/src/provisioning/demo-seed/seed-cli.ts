// `npm run seed:demo`: migrate, then seed the demo restaurants if the database has none.
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { seedDemoIfEmpty } from './index.ts';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  const result = await seedDemoIfEmpty(database.db);
  console.log(
    result
      ? `Seeded the demo restaurants: ${result.restaurants.join(', ')}.`
      : 'The database already has restaurants; nothing seeded.',
  );
} finally {
  await database.close();
}
