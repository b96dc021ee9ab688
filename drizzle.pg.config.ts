import { defineConfig } from 'drizzle-kit';

/** PostgreSQL, for a district or a country: the same tables as drizzle.config.ts (db/schema.test.ts). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './sync-server/src/db/schema/pg.ts',
  out: './migrations/pg',
});
