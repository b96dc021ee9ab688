import { useSyncExternalStore } from 'react';

/**
 * Which users have work on this device that has not reached the server, kept in localStorage (readable at
 * once, without opening anyone's database), so the sign-in screen and the shell can say "3 changes of
 * sara.k are waiting on this device". Only a username and counts are kept here, never the work itself.
 */
export interface UnsyncedUser {
  userId: number;
  username: string;
  /** Entries still to send. */
  pending: number;
  /** Entries the server refused, waiting for the user to look at them. */
  needsAttention: number;
  updatedAt: string;
}

const KEY = 'codeyard.unsynced';
const listeners = new Set<() => void>();
let cache: UnsyncedUser[] | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(): UnsyncedUser[] {
  if (cache) return cache;
  try {
    const raw = storage()?.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as UnsyncedUser[]) : [];
    cache = Array.isArray(parsed) ? parsed.filter((u) => typeof u?.userId === 'number') : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(list: UnsyncedUser[]): void {
  cache = list;
  try {
    if (list.length === 0) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify(list));
  } catch {
    // A full disk: the list is a convenience; the work itself is in the user's database.
  }
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    cache = null;
    for (const listener of listeners) listener();
  });
}

/** Records a user's counts (0 and 0 removes them from the list). The username is kept when not given. */
export function rememberUnsynced(
  userId: number,
  counts: { pending: number; needsAttention: number },
  username?: string,
): void {
  const list = read();
  const existing = list.find((u) => u.userId === userId);
  const rest = list.filter((u) => u.userId !== userId);
  if (counts.pending + counts.needsAttention === 0) {
    if (existing) write(rest);
    return;
  }
  const name = username ?? existing?.username ?? String(userId);
  if (
    existing &&
    existing.username === name &&
    existing.pending === counts.pending &&
    existing.needsAttention === counts.needsAttention
  )
    return;
  write([...rest, { userId, username: name, ...counts, updatedAt: new Date().toISOString() }]);
}

export function unsyncedFor(userId: number): UnsyncedUser | undefined {
  return read().find((u) => u.userId === userId);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Live list of users with unsent work on this device (for the sign-in screen and the shell). */
export function useUnsyncedUsers(): UnsyncedUser[] {
  return useSyncExternalStore(subscribe, read, () => []);
}
