import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../storage/use-user-db';
import type { OutboxEntry, OutboxError, OutboxState, UserDb } from '../storage/user-db';
import { seqOf, type OutboxRef } from './queue';

/** Where a queued change is: waiting on the device, refused by the server (with why), or sent. */
export interface OutboxEntryState {
  state: OutboxState | 'sent';
  /** Why the server refused it (needs-attention only). */
  error?: OutboxError;
}

const SENT: OutboxEntryState = { state: 'sent' };

/** The entry a reference names, while it is on the device (the outbox's own modules and tests). */
export async function entryOf(db: UserDb, ref: OutboxRef): Promise<OutboxEntry | undefined> {
  const seq = seqOf(ref);
  return seq === undefined ? undefined : db.outbox.get(seq);
}

/**
 * The changes still on the device (waiting or refused), by reference; a reference missing here was sent
 * (or removed). The one way to read states outside a hook: in a live query (lists), or inside a caller's
 * Dexie transaction that includes `outboxTables(db)`, so the answer is consistent with the caller's rows.
 */
export async function outboxStates(db: UserDb): Promise<Map<OutboxRef, OutboxEntryState>> {
  const entries = await db.outbox.toArray();
  return new Map(
    entries.map((e) => [String(e.seq), e.error ? { state: e.state, error: e.error } : { state: e.state }] as const),
  );
}

/**
 * The state of one queued change of the signed-in user, live; undefined while it is read (also right after
 * `ref` changes, so a screen never shows a new reference with the old one's state). No reference: sent.
 */
export function useOutboxEntry(ref: OutboxRef | null | undefined): OutboxEntryState | undefined {
  const db = useUserDb();
  const read = useLiveQuery(async () => {
    const entry = db && ref ? await entryOf(db, ref) : undefined;
    const state: OutboxEntryState = entry
      ? entry.error
        ? { state: entry.state, error: entry.error }
        : { state: entry.state }
      : SENT;
    return { ref, db, state };
  }, [db, ref]);
  return read && read.ref === ref && read.db === db ? read.state : undefined;
}
