/**
 * npm run outbox — prints the latest messages of the local outbox (mail and SMS kept by the `local`
 * transports: confirmation links and codes, password reset links and codes) from the configured database:
 * DATABASE_URL, or the SQLite file of DATABASE_PATH (./data/app.db by default). This is how the operator
 * reads them; the server shows them over HTTP only to a developer who sets DEV_OUTBOX_HTTP=true.
 *
 *   npm run outbox                       the latest 20
 *   npm run outbox -- --to a@example.org  the latest for one recipient
 *   npm run outbox -- --limit 5
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { databaseConfigFrom } from '../sync-server/src/config.js';
import { openDatabase } from '../sync-server/src/db/index.js';
import { formatOutbox, latestOutbox } from '../sync-server/src/messaging/transports.js';

const { values } = parseArgs({
  options: { to: { type: 'string' }, limit: { type: 'string', default: '20' } },
});
const limit = Math.min(Math.max(Number.parseInt(values.limit ?? '20', 10) || 20, 1), 500);
const config = databaseConfigFrom(process.env);
if (!config.databaseUrl && !existsSync(config.databasePath)) {
  console.error(`No database at ${config.databasePath} (set DATABASE_PATH or DATABASE_URL).`);
  process.exit(1);
}
const db = await openDatabase(config);
try {
  process.stdout.write(formatOutbox(await latestOutbox(db, { to: values.to, limit })));
} finally {
  await db.close();
}
