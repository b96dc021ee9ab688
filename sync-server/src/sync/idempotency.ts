import { and, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { statement, type Reader, type Tx } from '../db/index.js';
import { idempotencyKeys } from '../db/tables.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Client-made keys: a UUID or any other 8 to 100 safe characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

export async function findStoredAnswer(
  db: Reader,
  userId: number,
  key: string,
): Promise<(StoredAnswer & { requestHash: string; method: string; path: string }) | undefined> {
  const [row] = await storedAnswer(db, { userId, key });
  return (
    row && {
      statusCode: row.statusCode,
      body: JSON.parse(row.response),
      requestHash: row.requestHash,
      method: row.method,
      path: row.path,
    }
  );
}

export async function storeAnswer(
  tx: Tx,
  entry: {
    userId: number;
    key: string;
    method: string;
    path: string;
    requestHash: string;
    statusCode: number;
    body: unknown;
  },
): Promise<void> {
  await insertAnswer(tx, {
    userId: entry.userId,
    key: entry.key,
    method: entry.method,
    path: entry.path,
    requestHash: entry.requestHash,
    statusCode: entry.statusCode,
    response: JSON.stringify(entry.body),
  });
}

// Run for every queued call: built once (db/statements.ts).
const storedAnswer = statement('stored-answer', (db: Reader) =>
  db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, sql.placeholder('userId')), eq(idempotencyKeys.key, sql.placeholder('key'))))
    .limit(1),
);
const insertAnswer = statement('insert-answer', (tx: Tx) =>
  tx.insert(idempotencyKeys).values({
    userId: sql.placeholder('userId'),
    key: sql.placeholder('key'),
    method: sql.placeholder('method'),
    path: sql.placeholder('path'),
    requestHash: sql.placeholder('requestHash'),
    statusCode: sql.placeholder('statusCode'),
    response: sql.placeholder('response'),
  }),
);
