import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/api) writes SQL migrations to drizzle/; they are committed
// and applied on start by src/db/migrate.ts. One dialect for PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
});
