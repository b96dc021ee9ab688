// npm run db:generate: a migration for each dialect from its schema (sync-server/src/db/schema/), by drizzle-kit.
// PostgreSQL migrations name no schema, so that a server may run in any schema (each test file has its own).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const name = process.argv[2];
for (const config of ['drizzle.config.ts', 'drizzle.pg.config.ts']) {
  execFileSync('npx', ['drizzle-kit', 'generate', '--config', config, ...(name ? ['--name', name] : [])], {
    stdio: 'inherit',
  });
}
for (const file of readdirSync('migrations/pg').filter((f) => f.endsWith('.sql'))) {
  const path = `migrations/pg/${file}`;
  const text = readFileSync(path, 'utf8');
  if (text.includes('"public".')) writeFileSync(path, text.replaceAll('"public".', ''));
}
