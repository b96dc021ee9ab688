/**
 * The sync engine's public face for screens (light: no Dexie here). Storage (queueCall, useUserDb) is in
 * ../storage; the engine itself (runtime.ts) is loaded on demand by useSyncForSession.
 */
export {
  onPulledChange,
  onRefresh,
  type PulledChange,
  type PulledChangeHandler,
  type PullContext,
  type RefreshHandler,
} from './pulled-changes';
export {
  useSyncStatus,
  getSyncStatus,
  isReplaying,
  whenReplayIdle,
  syncStateOf,
  type SyncSnapshot,
  type SyncState,
} from './status-store';
export { useSyncForSession } from './use-sync-for-session';
