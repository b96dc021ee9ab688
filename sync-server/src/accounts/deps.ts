import type { SessionStore } from '../auth/sessions.js';
import type { Database } from '../db/index.js';
import type { AccountMessages } from './account-messages.js';
import type { OneTimeTokens } from './one-time-tokens.js';
import type { Throttle } from './throttle.js';

/** What the account services need; tests build it without HTTP (see services.test.ts). */
export interface AccountDeps {
  db: Database;
  sessions: SessionStore;
  tokens: OneTimeTokens;
  messages: AccountMessages;
  throttle: Throttle;
  /** The human check, for calls that ask for it only after failures (the safe question). */
  captcha: { verify(answer: unknown): Promise<boolean> };
  now: () => Date;
  /** A mail or SMS could not be sent: logged without recipient or content, the request still succeeds. */
  onDeliveryError: (channel: 'mail' | 'sms', error: unknown) => void;
}

/** Sends without failing the request: the account exists, and "send again" is one tap away. */
export async function deliver(deps: AccountDeps, channel: 'mail' | 'sms', sending: Promise<void>): Promise<void> {
  try {
    await sending;
  } catch (error) {
    deps.onDeliveryError(channel, error);
  }
}
