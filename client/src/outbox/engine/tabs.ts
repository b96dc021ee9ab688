import { META, setMeta, type UserDb } from '../../storage/user-db';
import { syncLockName, type SyncSnapshot } from '../status-store';

/**
 * One replaying tab per user: the engine takes the user's Web Lock (ifAvailable) for a round; the tabs
 * share their status over a BroadcastChannel ("status" patches, and "kick" to ask for a round), and the
 * status is kept in meta for a new tab.
 */
export type StatusChannel = Pick<
  BroadcastChannel,
  'postMessage' | 'close' | 'addEventListener' | 'removeEventListener'
>;

/** Status fields shared with the other tabs and kept in meta for a new tab. */
export type SharedStatus = Pick<
  SyncSnapshot,
  'online' | 'syncing' | 'lastSyncedAt' | 'paused401' | 'quotaError' | 'storageLow' | 'nextRetryAt'
>;
const SHARED_KEYS: (keyof SharedStatus)[] = [
  'online',
  'syncing',
  'lastSyncedAt',
  'paused401',
  'quotaError',
  'storageLow',
  'nextRetryAt',
];

/** The user's status channel, or null where there is none (Node, old browsers). */
export function openStatusChannel(userId: number): StatusChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${syncLockName(userId)}-status`);
}

/** Tells the other tabs what changed of the shared fields, and keeps them in meta (without "syncing"). */
export function shareStatus(
  channel: StatusChannel | null | undefined,
  db: UserDb,
  changed: (keyof SyncSnapshot)[],
  next: SyncSnapshot,
): void {
  const shared = changed.filter((k): k is keyof SharedStatus => (SHARED_KEYS as string[]).includes(k));
  if (shared.length === 0) return;
  const patch = Object.fromEntries(shared.map((k) => [k, next[k]]));
  try {
    channel?.postMessage({ type: 'status', patch });
  } catch {
    // The channel is closed (stopping).
  }
  const { syncing: _syncing, ...kept } = Object.fromEntries(SHARED_KEYS.map((k) => [k, next[k]])) as SharedStatus;
  void setMeta(db, META.status, kept).catch(() => undefined);
}

/** Listens to the other tabs: their status patches, and their requests for a round. Returns the unsubscribe. */
export function listenToTabs(
  channel: StatusChannel,
  on: { status: (patch: Partial<SharedStatus>) => void; kick: () => void },
): () => void {
  const onMessage = (event: MessageEvent) => {
    const message = event.data as { type?: string; patch?: Partial<SharedStatus> };
    if (message?.type === 'status' && message.patch) on.status(message.patch);
    if (message?.type === 'kick') on.kick();
  };
  channel.addEventListener('message', onMessage as EventListener);
  return () => channel.removeEventListener('message', onMessage as EventListener);
}

/**
 * Runs `work` holding the user's sync lock, or, when another tab holds it, calls `busy` instead (that tab
 * replays our entries too). Without Web Locks (Node, old browsers) it simply runs.
 */
export async function withSyncLock(
  locks: LockManager | null,
  userId: number,
  work: () => Promise<void>,
  busy: () => void,
): Promise<void> {
  if (!locks) return work();
  await locks.request(syncLockName(userId), { ifAvailable: true }, async (lock) => {
    if (!lock) return busy();
    await work();
  });
}
