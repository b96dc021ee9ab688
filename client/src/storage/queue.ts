import type { Transaction } from 'dexie';
import { callKey, fillPath, hasIssues, localiseIssues, translate, type AnyCall } from '@codeyard/shared-schema';
import { ApiError, checkInput, type CallInput } from '../api/client';
import { currentLanguage } from '../i18n/language';
import { sessionStore } from '../session/session-store';
import { announceQueued, announceQuotaError } from './events';
import { rememberUnsynced } from './unsynced';
import { isQuotaError, type OutboxEntry, type OutboxLabel, type UserDb } from './user-db';

/** A client-made Idempotency-Key: a UUID (crypto.randomUUID needs a secure context, hence the fallback). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface QueueOptions {
  /** What the change was, for the needs-attention list, e.g. { key: 'learning:outbox.answer', vars: { lesson: 'Loops' } }. */
  what?: OutboxLabel;
}

/**
 * Records a student's change: validates the input with the contract (a mistake is refused at once with an
 * ApiError 422 and its field errors, offline too, and nothing is queued), then in ONE Dexie transaction
 * applies the local change (`applyLocal`) and adds the outbox entry. If applyLocal throws, neither is kept.
 *
 * applyLocal runs inside the transaction, which spans every table of the user's database: use `db.<table>`
 * (or `tx.table(name)`) and await only Dexie calls in it — a fetch or a timer would end the transaction.
 * The engine is told at once and sends the entry when it can; the entry's id is its Idempotency-Key.
 */
export async function queueCall<D extends AnyCall>(
  db: UserDb,
  descriptor: D,
  input: CallInput<D>,
  applyLocal: (tx: Transaction) => void | Promise<void> = () => undefined,
  options: QueueOptions = {},
): Promise<OutboxEntry> {
  if (!descriptor.queueable || descriptor.method === 'GET') {
    throw new Error(`${callKey(descriptor)} is not queueable: call it with callApi`);
  }
  const lang = currentLanguage();
  const issues = checkInput(descriptor, input);
  if (hasIssues(issues))
    throw new ApiError(422, translate(lang, 'errors.invalidRequest'), localiseIssues(issues, lang));

  const entry: OutboxEntry = {
    id: newIdempotencyKey(),
    call: callKey(descriptor),
    method: descriptor.method as OutboxEntry['method'],
    path: fillPath(descriptor.path, (input.params ?? {}) as Record<string, string | number>),
    ...(descriptor.body ? { body: input.body ?? {} } : {}),
    createdAt: new Date().toISOString(),
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending',
    ...(options.what ? { what: options.what } : {}),
  };

  try {
    await db.transaction('rw', db.tables, async (tx) => {
      await applyLocal(tx);
      entry.seq = await db.outbox.add(entry);
    });
  } catch (error) {
    if (isQuotaError(error)) announceQuotaError(db.userId, error);
    throw error;
  }
  await refreshUnsynced(db).catch(() => undefined);
  announceQueued(db.userId);
  return entry;
}

/** How much of this user's work has not reached the server: entries to send, and entries refused. */
export async function countUnsynced(db: UserDb): Promise<{ pending: number; needsAttention: number }> {
  const [pending, needsAttention] = await Promise.all([
    db.outbox.where('state').equals('pending').count(),
    db.outbox.where('state').equals('needs-attention').count(),
  ]);
  return { pending, needsAttention };
}

/** Updates the device-wide list of users with unsent work (localStorage) from the user's outbox. */
export async function refreshUnsynced(db: UserDb): Promise<{ pending: number; needsAttention: number }> {
  const counts = await countUnsynced(db);
  const session = sessionStore.get();
  rememberUnsynced(db.userId, counts, session?.userId === db.userId ? session.username : undefined);
  return counts;
}

/**
 * "Try again" on an entry the server refused: back to pending at its place in the queue, with a NEW
 * Idempotency-Key (the old key would only replay the stored refusal). The engine is told at once.
 */
export async function retryEntry(db: UserDb, seq: number): Promise<void> {
  await db.outbox.update(seq, {
    state: 'pending',
    id: newIdempotencyKey(),
    attempts: 0,
    nextAttemptAt: 0,
    error: undefined,
  });
  await refreshUnsynced(db).catch(() => undefined);
  announceQueued(db.userId);
}

/** "Remove": the entry is not sent. Its local change stays until a pull or a download brings the server's state. */
export async function removeEntry(db: UserDb, seq: number): Promise<void> {
  await db.outbox.delete(seq);
  await refreshUnsynced(db).catch(() => undefined);
}
