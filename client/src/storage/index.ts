/** The device's storage: one Dexie database per user (the outbox's API is in ../outbox). Loads Dexie. */
export { UserDb } from './user-db';
export { useUserDb } from './use-user-db';
