import { useSyncExternalStore } from 'react';

/**
 * The sync status the screens show, for the signed-in user of this tab. Light on purpose (no Dexie): the
 * shell's indicator and the update prompt import it on every screen; the engine (runtime.ts, loaded on
 * demand) publishes into it and shares it with the other tabs of the same user.
 */
export interface SyncSnapshot {
  /** The user this status is about (null: nobody signed in, or the engine has not started yet). */
  userId: number | null;
  /** The browser says online and the server answered the last try. */
  online: boolean;
  /** Some tab of this user is sending queued work right now. */
  syncing: boolean;
  /** Has the engine counted this user's outbox yet? Until then no count is shown, not even "0". */
  counted: boolean;
  /** Queued changes still to send. */
  pending: number;
  /** Changes the server refused for good, waiting for the user. */
  needsAttention: number;
  /** When the server last accepted one of this user's changes (ISO). */
  lastSyncedAt: string | null;
  /** The server answered 401 to a queued call: nothing more is sent until this user signs in again. */
  paused401: boolean;
  /** The device refused to save (disk full). */
  quotaError: boolean;
  /** Less than 10 % of the storage the browser allows is left. */
  storageLow: boolean;
  /** When the engine tries again after a failure (epoch ms), or null. */
  nextRetryAt: number | null;
}

export type SyncState = 'paused' | 'offline' | 'syncing' | 'online';

/** The one word the indicator shows: a 401 pause first, then offline, then sending. */
export function syncStateOf(s: SyncSnapshot): SyncState {
  if (s.paused401) return 'paused';
  if (!s.online) return 'offline';
  if (s.syncing) return 'syncing';
  return 'online';
}

export function emptySnapshot(userId: number | null = null): SyncSnapshot {
  return {
    userId,
    online: typeof navigator === 'undefined' || navigator.onLine !== false,
    syncing: false,
    counted: false,
    pending: 0,
    needsAttention: 0,
    lastSyncedAt: null,
    paused401: false,
    quotaError: false,
    storageLow: false,
    nextRetryAt: null,
  };
}

let snapshot: SyncSnapshot = emptySnapshot();
const listeners = new Set<() => void>();

export function publishSyncStatus(next: SyncSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function getSyncStatus(): SyncSnapshot {
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSyncStatus(): SyncSnapshot {
  return useSyncExternalStore(subscribe, getSyncStatus, getSyncStatus);
}

// ------------------------------------------------------------------ one replaying tab, and the update prompt

export const SYNC_LOCK_PREFIX = 'codeyard-sync-';
export function syncLockName(userId: number): string {
  return `${SYNC_LOCK_PREFIX}${userId}`;
}

export function lockManager(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks && typeof navigator.locks.request === 'function'
    ? navigator.locks
    : null;
}

let replaysHere = 0;

/** The engine marks the time it holds the sync lock (a replay or a pull round) in this tab. */
export function markReplaying(running: boolean): void {
  replaysHere = Math.max(0, replaysHere + (running ? 1 : -1));
}

/** Also asks the browser whether any tab holds a sync lock (exact across tabs, and free again if a tab crashed). */
export async function isReplayingAnywhere(): Promise<boolean> {
  if (replaysHere > 0) return true;
  const locks = lockManager();
  if (!locks?.query) return snapshot.syncing;
  try {
    const state = await locks.query();
    return (state.held ?? []).some((lock) => lock.name?.startsWith(SYNC_LOCK_PREFIX));
  } catch {
    return snapshot.syncing;
  }
}

/** Resolves once no replay runs (checked every 300 ms). */
export async function whenReplayIdle(pollMs = 300): Promise<void> {
  while (await isReplayingAnywhere()) await new Promise((resolve) => setTimeout(resolve, pollMs));
}

/**
 * Waits until no replay runs, then runs `action` (a reload) while holding the signed-in user's sync lock,
 * so no tab can start a replay between the check and the reload. The lock is let go after `holdMs` in
 * case the page does not unload.
 */
export async function runWithoutReplay(userId: number | null, action: () => void, holdMs = 10_000): Promise<void> {
  const locks = lockManager();
  if (!locks || userId === null) {
    await whenReplayIdle();
    action();
    return;
  }
  await locks.request(syncLockName(userId), async () => {
    action();
    await new Promise((resolve) => setTimeout(resolve, holdMs));
  });
}
