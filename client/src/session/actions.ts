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

/** Ends the session on the server if it can; the local session is cleared even when that fails. */
export async function logout(): Promise<void> {
  try {
    if (sessionStore.get()) {
      // Loaded on demand: the API layer (and its validator) stays out of the first screen's chunk.
      const { callApi } = await import('../api/client');
      await callApi(accounts.logout);
    }
  } catch {
    // spec 000 §4: a failed logout still clears the session locally.
  } finally {
    sessionStore.signOut();
  }
}
