import type { Static } from 'typebox';
import { accounts, type LoginAnswer } from '@codeyard/shared-schema';
import { callApi } from '../api/client';
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
    if (sessionStore.get()) await callApi(accounts.logout);
  } catch {
    // spec 000 §4: a failed logout still clears the session locally.
  } finally {
    sessionStore.signOut();
  }
}
