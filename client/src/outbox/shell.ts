/**
 * What the app frame needs of the outbox, light on purpose (no Dexie, no engine): the status indicator,
 * the engine's binding to the session (loaded on demand), the update prompt's "no replay now", and the
 * device-wide list of users with unsent work. Features use ./index (the whole public API).
 */
export { SyncStatus, DeviceWaitingNotice } from './SyncStatus';
export { useSyncForSession } from './use-sync-for-session';
export { whenReplayIdle, runWithoutReplay } from './status-store';
export { unsyncedFor } from './unsynced';

/** Stops this tab's engine (logout, another user). The user's database and outbox stay on the device. */
export async function stopSync(): Promise<void> {
  await import('./runtime').then((runtime) => runtime.stopSync());
}

/** Sends what is due now, ignoring a backoff (the user stayed to let it send). */
export async function syncNow(): Promise<void> {
  await import('./runtime').then((runtime) => runtime.syncNow());
}

/** Work of this user on this device that has not reached the server (used by logout). */
export async function unsyncedWorkOf(userId: number): Promise<{ pending: number; needsAttention: number }> {
  return import('./runtime').then((runtime) => runtime.unsyncedWorkOf(userId));
}
