import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Client-made keys: a UUID or any other 8 to 100 safe characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

export interface StoredAnswer { statusCode: number; body: unknown }

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');
}

export function findStoredAnswer(db: Pick<Db, 'select'>, userId: number, key: string): (StoredAnswer & { requestHash: string; method: string; path: string }) | undefined {
  const row = db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))).get();
  return row && { statusCode: row.statusCode, body: JSON.parse(row.response), requestHash: row.requestHash, method: row.method, path: row.path };
}

export function storeAnswer(
  db: Pick<Db, 'insert'>,
  entry: { userId: number; key: string; method: string; path: string; requestHash: string; statusCode: number; body: unknown },
): void {
  db.insert(idempotencyKeys)
    .values({ userId: entry.userId, key: entry.key, method: entry.method, path: entry.path, requestHash: entry.requestHash, statusCode: entry.statusCode, response: JSON.stringify(entry.body) })
    .run();
}
