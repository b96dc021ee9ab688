import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './sync-server/src/db/schema.ts',
  out: './migrations',
});
