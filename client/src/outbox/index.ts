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
export { queueChange, outboxTables, removeChange, type OutboxRef } from './queue';
export { outboxStates, useOutboxEntry, type OutboxEntryState } from './entry-state';
export { onPulledChange, onRefresh, type PulledChangeOf, type PullContext } from './pull-handlers';
export * from './shell';
