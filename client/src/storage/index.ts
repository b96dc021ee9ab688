/** The device's storage: one Dexie database per user, the outbox and queueCall. Loads Dexie. */
export { openUserDb, closeUserDbs, userDbName, getMeta, setMeta, isQuotaError, META, UserDb } from './user-db';
export type { OutboxEntry, OutboxError, OutboxLabel, OutboxState, DataRow, KeyedRow, MetaRow } from './user-db';
export {
  queueCall,
  countUnsynced,
  refreshUnsynced,
  newIdempotencyKey,
  retryEntry,
  removeEntry,
  type QueueOptions,
} from './queue';
export { useUserDb } from './use-user-db';
export { unsyncedUsers, unsyncedFor, useUnsyncedUsers, type UnsyncedUser } from './unsynced';
