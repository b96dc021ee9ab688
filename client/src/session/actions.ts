import type { Static } from 'typebox';
import { accounts, type LoginAnswer } from '@codeyard/shared-schema';
import { sessionFromLogin, sessionStore, type Session } from './session-store';

/** Keeps the session of a login answer (login, registration, social sign-in, parent ↔ child). */
export function signInWithAnswer(answer: Static<typeof LoginAnswer>): Session {
  const item = answer.data[0];
  if (!item) throw new Error('empty login answer');
  const session = sessionFromLogin(item);
  sessionStore.signIn(session);
  return session;
}

/** Work of the signed-in user that has not reached the server, found when they try to sign out. */
export interface UnsyncedWork {
  userId: number;
  username: string;
  pending: number;
  needsAttention: number;
}

export type LogoutResult = { done: true } | { done: false; unsynced: UnsyncedWork };

async function unsyncedWorkOf(userId: number): Promise<{ pending: number; needsAttention: number } | null> {
  try {
    const { unsyncedWorkOf: count } = await import('../outbox/shell');
    return await count(userId);
  } catch {
    // No IndexedDB here (a locked-down browser): the device-wide list is the best we know.
    const { unsyncedFor } = await import('../outbox/shell');
    return unsyncedFor(userId) ?? null;
  }
}

/**
 * Ends the session on the server if it can; the local session is cleared even when that fails.
 *
 * When this user still has work on the device that has not reached the server, nothing happens and the
 * answer is `{ done: false, unsynced }`: the Shell asks first ("Your work is saved on this device and will
 * be sent next time you sign in"). `force: true` signs out anyway. Either way the user's database and
 * outbox stay on the device (never deleted); the sync engine stops before the token ends.
 */
export async function logout(options: { force?: boolean } = {}): Promise<LogoutResult> {
  const session = sessionStore.get();
  if (session && !options.force) {
    const counts = await unsyncedWorkOf(session.userId);
    if (counts && counts.pending + counts.needsAttention > 0) {
      return { done: false, unsynced: { userId: session.userId, username: session.username, ...counts } };
    }
  }
  try {
    if (session) {
      await import('../outbox/shell').then((outbox) => outbox.stopSync()).catch(() => undefined);
      // Loaded on demand: the API layer (and its validator) stays out of the first screen's chunk.
      const { callApi } = await import('../api/client');
      await callApi(accounts.logout);
    }
  } catch {
    // spec 000 §4: a failed logout still clears the session locally.
  } finally {
    sessionStore.signOut();
  }
  return { done: true };
}
