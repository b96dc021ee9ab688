/** The device's storage: one Dexie database per user (the outbox's API is in ../outbox). Loads Dexie. */
export { openUserDb, closeUserDbs, userDbName, getMeta, setMeta, isQuotaError, META, UserDb } from './user-db';
export type { DataRow, KeyedRow, MetaRow } from './user-db';
export { useUserDb } from './use-user-db';
export { newUuid } from './uuid';
