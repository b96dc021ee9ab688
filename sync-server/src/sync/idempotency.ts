import { and, eq, inArray, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { liveSessionNow, liveSessionRead, type ActiveSession, type SessionStore } from '../auth/sessions.js';
import { insertsOnce, rowsInsert, statement, together, type Reader, type Tx } from '../db/index.js';
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

export type StoredRecord = StoredAnswer & { requestHash: string; method: string; path: string };

export async function findStoredAnswer(db: Reader, userId: number, key: string): Promise<StoredRecord | undefined> {
  return storedAnswerIn(await storedAnswer(db, { userId, key }));
}

type AnswerRow = typeof idempotencyKeys.$inferSelect;

const recordOf = (row: AnswerRow): StoredRecord => ({
  statusCode: row.statusCode,
  body: JSON.parse(row.response),
  requestHash: row.requestHash,
  method: row.method,
  path: row.path,
});

function storedAnswerIn(rows: readonly AnswerRow[]): StoredRecord | undefined {
  const [row] = rows;
  return row && recordOf(row);
}

/** The answers stored under any of these keys of the user's, by key, in one read (a batch's items). */
export async function storedAnswersOf(
  db: Reader,
  userId: number,
  keys: readonly string[],
): Promise<Map<string, StoredRecord>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), inArray(idempotencyKeys.key, [...keys])));
  return new Map(rows.map((row) => [row.key, recordOf(row)]));
}

/**
 * The caller's live session and the answer stored under their key, in one read (one round trip on
 * PostgreSQL): what every queued call asks first. `userId` is the token's; the answer counts only when the
 * session is that user's (the caller checks it).
 */
export async function sessionAndStoredAnswer(
  db: Reader,
  sessions: SessionStore,
  sessionId: string,
  userId: number,
  key: string,
): Promise<{ session: ActiveSession | undefined; stored: StoredRecord | null }> {
  const reads = await sessionWithAnswer(db, { id: sessionId, now: liveSessionNow(), userId, key });
  return { session: await sessions.accept(reads.session), stored: storedAnswerIn(reads.answer) ?? null };
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
  await insertAnswer(tx, answerRow(entry));
}

/** The row of a stored answer: the body kept as JSON text. */
function answerRow({ body, ...entry }: Parameters<typeof storeAnswer>[1]) {
  return { ...entry, response: JSON.stringify(body) };
}

/**
 * Stores the answer of a key unless one is stored already; answers whether it stored it (false: a
 * concurrent call with the same key committed first, and this call's effect must be undone). On PostgreSQL
 * the answers of a unit's calls are stored together at its end (db/insert-once.ts): a batch's in one
 * statement.
 */
export async function claimAnswer(tx: Tx, entry: Parameters<typeof storeAnswer>[1]): Promise<boolean> {
  return answersOnce.add(tx, answerRow(entry));
}

const storedAnswerRead = (db: Reader) =>
  db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, sql.placeholder('userId')), eq(idempotencyKeys.key, sql.placeholder('key'))))
    .limit(1);
// Run for every queued call: built once (db/statements.ts).
const storedAnswer = statement('stored-answer', storedAnswerRead);
const sessionWithAnswer = together('session-and-stored-answer', {
  session: liveSessionRead,
  answer: storedAnswerRead,
});
const answerValues = (tx: Tx) =>
  tx.insert(idempotencyKeys).values({
    userId: sql.placeholder('userId'),
    key: sql.placeholder('key'),
    method: sql.placeholder('method'),
    path: sql.placeholder('path'),
    requestHash: sql.placeholder('requestHash'),
    statusCode: sql.placeholder('statusCode'),
    response: sql.placeholder('response'),
  });
const insertAnswer = statement('insert-answer', answerValues);
/** A unit's answers claimed at its end (`insertsOnce`): a batch's in statements of 64. */
const insertAnswersOnce = rowsInsert<ReturnType<typeof answerRow>, { key: string }[]>(
  'insert-answers-once',
  64,
  ['userId', 'key', 'method', 'path', 'requestHash', 'statusCode', 'response'],
  (tx: Tx, rows) =>
    tx.insert(idempotencyKeys).values(rows).onConflictDoNothing().returning({ key: idempotencyKeys.key }),
);
const answersOnce = insertsOnce(async (tx: Tx, rows: ReturnType<typeof answerRow>[]) =>
  (await insertAnswersOnce(tx, rows)).reduce((inserted, keys) => inserted + keys.length, 0),
);
