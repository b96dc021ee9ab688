import { defineConfig } from 'drizzle-kit';

/** SQLite, the embedded default (npm run db:generate runs this and drizzle.pg.config.ts). */
export default defineConfig({
  dialect: 'sqlite',
  schema: './sync-server/src/db/schema/sqlite.ts',
  out: './migrations/sqlite',
});
