/**
 * The outbox: a feature's changes, kept on the device and sent to the server exactly once (docs/sync.md).
 * The public API; nothing outside client/src/outbox/ imports its other modules (eslint). Loads Dexie: the
 * app frame imports ./shell instead.
 *
 *   queue:   queueChange(db, call, input, { what, apply }) → OutboxRef, also inside a caller's transaction
 *            that includes outboxTables(db);
 *   read:    useOutboxEntry(ref) in a screen; outboxStates(db) in a live query or a transaction;
 *   pull:    onPulledChange / onRefresh, registered by the app in one place (app/pull-handlers.ts).
 */
export { queueChange, outboxTables, removeChange, type OutboxRef, type QueueOptions } from './queue';
export { outboxStates, useOutboxEntry, type OutboxEntryState } from './entry-state';
export {
  onPulledChange,
  onRefresh,
  type PulledChange,
  type PulledChangeOf,
  type PulledChangeHandler,
  type PullContext,
  type RefreshHandler,
} from './pull-handlers';
export type { OutboxError, OutboxLabel, OutboxState } from '../storage/user-db';
export * from './shell';
