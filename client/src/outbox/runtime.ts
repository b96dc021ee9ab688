import { sessionStore } from '../session/session-store';
import { countUnsynced } from './queue';
import { openUserDb } from '../storage/user-db';
import { SyncEngine } from './engine/engine';
import { emptySnapshot, publishSyncStatus } from './status-store';

/**
 * Binds one engine to the session of this tab: started after a sign-in (or a reload with a session), for
 * that user's database only; stopped at logout; replaced when another user signs in. The engine reads the
 * token through the session and only while the session is still that user's, so child A's queue is never
 * sent with child B's token.
 */
let current: { userId: number; token: string; engine: SyncEngine } | null = null;
let bindings = 0;
let unsubscribe: (() => void) | null = null;

function tokenOf(userId: number): string | null {
  const session = sessionStore.get();
  return session && session.userId === userId ? session.token : null;
}

function follow(): void {
  const session = sessionStore.get();
  if (!session) {
    void stopSync();
    return;
  }
  if (current && current.userId === session.userId) {
    if (current.token !== session.token) {
      current.token = session.token;
      void current.engine.signedInAgain();
    }
    return;
  }
  void stopSync();
  const userId = session.userId;
  const engine = new SyncEngine({ userId, db: openUserDb(userId), getToken: () => tokenOf(userId) });
  current = { userId, token: session.token, engine };
  publishSyncStatus(emptySnapshot(userId));
  void engine.start();
}

/** Starts following the session (idempotent; returns the function that stops following). */
export function bindSyncToSession(): () => void {
  bindings++;
  if (!unsubscribe) {
    unsubscribe = sessionStore.subscribe(follow);
    follow();
  }
  return () => {
    bindings--;
    if (bindings > 0) return;
    unsubscribe?.();
    unsubscribe = null;
    void stopSync();
  };
}

/** Stops the engine (logout, another user). The user's database and outbox stay on the device. */
export async function stopSync(): Promise<void> {
  const stopping = current;
  current = null;
  publishSyncStatus(emptySnapshot(sessionStore.get()?.userId ?? null));
  await stopping?.engine.stop();
}

export async function syncNow(): Promise<void> {
  await current?.engine.syncNow();
}

/** Work of this user on this device that has not reached the server (used by logout). */
export async function unsyncedWorkOf(userId: number): Promise<{ pending: number; needsAttention: number }> {
  return countUnsynced(openUserDb(userId));
}
