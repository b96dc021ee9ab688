import type { Language } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import type { ActiveSession } from '../auth/sessions.js';
import { users } from '../db/tables.js';
import { forbidden, HttpError } from '../http/errors.js';
import { recordChange } from '../sync/change-log.js';
import type { AccountDeps } from './deps.js';
import {
  childOfParent,
  findUserById,
  findUserByIdentifier,
  identifierKey,
  parentProfileOfUser,
  type User,
} from './directory.js';
import { verifySecret } from './passwords.js';

export const wrongCredentials = () =>
  new HttpError(422, 'errors.wrongCredentials', { issues: { login_email: [{ key: 'errors.wrongCredentials' }] } });

/** Sign-in with a password, a parent's sign-in as their child and back, and the language choice. */
export class LoginService {
  constructor(private readonly deps: AccountDeps) {}

  /**
   * POST /login: a username, an email or a mobile number, and the password. The password is checked
   * (and an argon2 hash spent) for unknown accounts too. Failures count per account (a known account
   * by its id, whichever of its names was typed; an unknown one by what was typed), per account and
   * address, and per address; right passwords never count against the address.
   */
  async checkCredentials(identifier: string, password: string, ip: string): Promise<User> {
    const { db, throttle } = this.deps;
    const user = await findUserByIdentifier(db, identifier);
    const account = user ? `user:${user.id}` : identifierKey(identifier);
    await throttle.assertMayTry('login', account, ip);
    await throttle.startTry('login', account);
    const ok = await verifySecret(user?.passwordHash, password);
    if (!ok || !user) {
      await throttle.failed('login', account, ip);
      // A parent who started registration has no password yet: say what to do rather than "wrong".
      if (user && user.status === 'pending' && !user.passwordHash) throw new HttpError(401, 'errors.notVerified');
      throw wrongCredentials();
    }
    await throttle.succeeded('login', account, ip);
    if (user.status === 'pending') throw new HttpError(401, 'errors.notVerified');
    if (user.status === 'disabled') throw forbidden('errors.accountDisabled');
    return user;
  }

  /** POST /login-as-student: only a child of this parent (studentProfiles.parentProfileId). */
  async childToActAs(
    parent: ActiveSession,
    studentProfileId: number,
  ): Promise<{ child: User; parentProfileId: number }> {
    const { db } = this.deps;
    const parentProfile = await parentProfileOfUser(db, parent.user.id);
    const found = parentProfile && (await childOfParent(db, parentProfile.id, studentProfileId));
    if (!parentProfile || !found) throw forbidden('errors.notParentOfChild');
    if (found.user.status !== 'active') throw forbidden('errors.accountDisabled');
    return { child: found.user, parentProfileId: parentProfile.id };
  }

  /**
   * POST /login-back-as-parent: only from a session a parent opened as their child, only to that parent,
   * and only while the parent's own session is live. The child's session ends here.
   */
  async parentToReturnTo(child: ActiveSession, parentProfileId: number): Promise<User> {
    const { db, sessions } = this.deps;
    if (!child.actingParentSessionId) throw forbidden('errors.noParentSession');
    const parentSession = await sessions.find(child.actingParentSessionId);
    const parentProfile = parentSession && (await parentProfileOfUser(db, parentSession.user.id));
    if (!parentSession || !parentProfile || parentProfile.id !== parentProfileId)
      throw forbidden('errors.noParentSession');
    await sessions.revoke(child.sessionId);
    return (await findUserById(db, parentSession.user.id)) ?? parentSession.user;
  }

  /** Ends this session, and every child session a parent opened from it (POST /login-as-student). */
  async logout(session: ActiveSession): Promise<void> {
    await this.deps.sessions.revokeWithChildren(session.sessionId);
  }

  /**
   * POST /change-language: one unit of work (inside the call's exactly-once unit, which it joins), so the
   * user's 'profile' change (their other devices pull it) is written with the language or not at all.
   */
  async changeLanguage(userId: number, lang: Language): Promise<void> {
    await this.deps.db.write(async (tx) => {
      await tx.update(users).set({ language: lang }).where(eq(users.id, userId));
      await recordChange(tx, userId, 'profile', userId, { language: lang });
    });
  }
}
