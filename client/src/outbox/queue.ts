import Dexie, { type Table, type Transaction } from 'dexie';
import { callKey, fillPath, hasIssues, localiseIssues, translate, type AnyCall } from '@codeyard/shared-schema';
import { ApiError, checkInput, type CallInput } from '../api/client';
import { currentLanguage } from '../i18n/language';
import { sessionStore } from '../session/session-store';
import { announceQueued, announceQuotaError } from './events';
import { rememberUnsynced } from './unsynced';
import { newUuid } from '../storage/uuid';
import { isQuotaError, type OutboxEntry, type OutboxLabel, type UserDb } from '../storage/user-db';

/**
 * A reference to one queued change: the entry's seq (its primary key) in decimal. It is known inside the
 * transaction that queues the change, stays the same for the entry's whole life ("try again" gives the
 * entry a new Idempotency-Key, never a new seq), and is never reused (IndexedDB's key generator only grows).
 * A reference whose entry is gone was sent (or removed by the user). Features keep it opaque.
 */
export type OutboxRef = string;

const refOfSeq = (seq: number): OutboxRef => String(seq);
/** The seq a reference names, or undefined for anything else (an empty or malformed reference). */
export function seqOf(ref: OutboxRef | null | undefined): number | undefined {
  if (!ref || !/^[1-9][0-9]*$/.test(ref)) return undefined;
  return Number(ref);
}

export interface QueueOptions {
  /** What the change was, for the needs-attention list, e.g. { key: 'learning:outbox.answer', vars: { lesson: 'Loops' } }. */
  what?: OutboxLabel;
  /**
   * The local change, applied in the same Dexie transaction as the entry, which it names by `ref` (to keep
   * it in the feature's own rows). It spans every table of the user's database: use `db.<table>` and await
   * only Dexie calls in it (a fetch or a timer would end the transaction). If it throws, nothing is kept.
   */
  apply?: (ref: OutboxRef, tx: Transaction) => void | Promise<void>;
}

/**
 * Records a change for the server: validates the input with the contract (a mistake is refused at once
 * with an ApiError 422 and its field errors, offline too, and nothing is queued), then in ONE Dexie
 * transaction adds the outbox entry and applies the local change (`options.apply`). Answers the entry's
 * reference. Called inside a caller's transaction it joins it (the caller's tables must include
 * `outboxTables(db)`); the engine is told once the change is queued and sends it when it can, with its
 * Idempotency-Key.
 */
export async function queueChange<D extends AnyCall>(
  db: UserDb,
  descriptor: D,
  input: CallInput<D>,
  options: QueueOptions = {},
): Promise<OutboxRef> {
  if (!descriptor.queueable || descriptor.method === 'GET') {
    throw new Error(`${callKey(descriptor)} is not queueable: call it with callApi`);
  }
  const lang = currentLanguage();
  const issues = checkInput(descriptor, input);
  if (hasIssues(issues))
    throw new ApiError(422, translate(lang, 'errors.invalidRequest'), localiseIssues(issues, lang));

  const entry: OutboxEntry = {
    id: newUuid(),
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

  let ref: OutboxRef = '';
  const record = async (tx: Transaction) => {
    ref = refOfSeq((await db.outbox.add(entry)) as number);
    await options.apply?.(ref, tx);
  };
  const outer = Dexie.currentTransaction;
  if (outer && outer.db === db) {
    // Inside the caller's transaction: the entry commits (or not) with the caller's rows.
    await record(outer);
    outer.on('complete', () => void told(db));
    return ref;
  }
  try {
    await db.transaction('rw', db.tables, record);
  } catch (error) {
    if (isQuotaError(error)) announceQuotaError(db.userId, error);
    throw error;
  }
  await told(db);
  return ref;
}

/** Once a change is stored: the device-wide counts, and the engine (sends it now). */
async function told(db: UserDb): Promise<void> {
  await refreshUnsynced(db).catch(() => undefined);
  announceQueued(db.userId);
}

/** The tables a caller's transaction must include to queue a change or read entries' states in it. */
export function outboxTables(db: UserDb): Table[] {
  return [db.outbox];
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
    id: newUuid(),
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

/** "Remove" for a feature that shows the refusal itself (a teacher's dismissed decision): by its reference. */
export async function removeChange(db: UserDb, ref: OutboxRef): Promise<void> {
  const seq = seqOf(ref);
  if (seq !== undefined) await removeEntry(db, seq);
}
