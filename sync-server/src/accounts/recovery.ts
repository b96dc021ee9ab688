import { identifierKind, normalisePhone } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import { users } from '../db/tables.js';
import { HttpError } from '../http/errors.js';
import { deliver, type AccountDeps } from './deps.js';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  findUserByUsername,
  identifierKey,
  studentProfileOfUser,
  type User,
} from './directory.js';
import { hashSecret, normaliseSafeAnswer, verifySecret } from './passwords.js';
import { CODE_MAX_ATTEMPTS, LIFETIMES } from './policy.js';

const RESET_PURPOSES = ['password-reset', 'phone-reset'] as const;

/**
 * Password recovery: a link by mail (a child's goes to the parent email), a code by SMS, or the child's
 * safe question; then a new password, which ends every session of the account. Unknown accounts get
 * the same answer as known ones, except where the spec asks the client to switch to the safe question.
 */
export class RecoveryService {
  constructor(private readonly deps: AccountDeps) {}

  /**
   * POST /password/email. Answers quietly for unknown, pending and disabled accounts. A student without
   * any email (no own email, no parent email) → 422 with code use_safe_question; an adult with only a
   * phone → 422 with code use_phone.
   */
  async requestLink(identifier: string, type: 'email' | 'username' | undefined): Promise<void> {
    const { db, throttle, tokens, messages } = this.deps;
    await throttle.message(identifierKey(identifier));
    const kind = type ?? (identifierKind(identifier) === 'email' ? 'email' : 'username');
    const user = await (kind === 'email' ? findUserByEmail(db, identifier) : findUserByUsername(db, identifier));
    if (!user || user.status !== 'active') return;
    const recipient =
      user.email ??
      (user.userType === 'student' ? ((await studentProfileOfUser(db, user.id))?.parentEmail ?? null) : null);
    if (!recipient) {
      if (user.userType === 'student')
        throw new HttpError(422, 'errors.useSafeQuestion', {
          code: 'use_safe_question',
          issues: { username: [{ key: 'errors.useSafeQuestion' }] },
        });
      if (user.phone)
        throw new HttpError(422, 'errors.usePhone', {
          code: 'use_phone',
          issues: { username: [{ key: 'errors.usePhone' }] },
        });
      return;
    }
    const token = await tokens.issueLink(user.id, 'password-reset', LIFETIMES.passwordResetLink, recipient);
    await deliver(this.deps, 'mail', messages.sendResetLink(recipient, user.language, user.username, token));
  }

  /** POST /password/reset: a live reset token and a new password; every session of the account ends. */
  async resetPassword(token: string, password: string): Promise<User> {
    const { db, tokens, sessions } = this.deps;
    const peeked = await tokens.peekLink('password-reset', token);
    if (!peeked) throw invalidToken();
    const passwordHash = await hashSecret(password);
    const userId = await db.write(async (tx) => {
      const row = await tokens.consumeLink('password-reset', token);
      if (!row) throw invalidToken();
      await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
      await tokens.revokeAll(row.userId, RESET_PURPOSES);
      return row.userId;
    });
    await sessions.revokeAllOf(userId);
    return (await findUserById(db, userId))!;
  }

  /**
   * POST /check-security-answer: the child's safe question and answer → a reset token. Limited like a
   * password (per child across addresses with growing waits, per child and address, per address), and
   * after a few failures of the child or of the address it asks for the captcha (422 captcha_required).
   */
  async checkSafeAnswer(
    username: string,
    questionId: number,
    answer: string,
    ip: string,
    captcha?: string,
  ): Promise<string> {
    const { db, throttle, tokens } = this.deps;
    const user = await findUserByUsername(db, username);
    const account = user ? `user:${user.id}` : identifierKey(username);
    await throttle.assertMayTry('safe-answer', account, ip);
    if ((await throttle.captchaNeeded('safe-answer', account, ip)) && !(await this.deps.captcha.verify(captcha)))
      throw new HttpError(422, 'validation.captcha', {
        code: 'captcha_required',
        issues: { captcha: [{ key: 'validation.captcha' }] },
      });
    await throttle.startTry('safe-answer', account);
    const profile = user && user.userType === 'student' ? await studentProfileOfUser(db, user.id) : undefined;
    const storedHash = profile && profile.safeQuestionId === questionId ? profile.safeAnswerHash : null;
    const ok = await verifySecret(storedHash, normaliseSafeAnswer(answer));
    if (!ok || !user || user.status !== 'active') {
      await throttle.failed('safe-answer', account, ip);
      throw new HttpError(422, 'errors.wrongSafeAnswer', { issues: { answer: [{ key: 'errors.wrongSafeAnswer' }] } });
    }
    await throttle.succeeded('safe-answer', account, ip);
    return tokens.issueLink(user.id, 'password-reset', LIFETIMES.passwordResetAnswered);
  }

  /** POST /reset-password-phone and GET /resend-recover-password-phone: a 6-digit code by SMS, quietly. */
  async requestCode(phone: string): Promise<void> {
    const { db, throttle, tokens, messages } = this.deps;
    const target = normalisePhone(phone);
    await throttle.message(`phone:${target}`);
    const user = await findUserByPhone(db, target);
    if (!user || user.status !== 'active') return;
    const code = await tokens.issueCode(user.id, 'phone-reset', LIFETIMES.passwordResetCode, target);
    await deliver(this.deps, 'sms', messages.sendResetCode(target, user.language, code));
  }

  /** GET /verify-reset-password-phone/{number}/{code}: the code (5 tries) → a reset token. */
  async verifyCode(phone: string, code: string): Promise<string> {
    const { tokens } = this.deps;
    const row = await tokens.consumeCode('phone-reset', normalisePhone(phone), code, CODE_MAX_ATTEMPTS);
    if (!row) throw new HttpError(422, 'errors.invalidCode', { issues: { code: [{ key: 'errors.invalidCode' }] } });
    return tokens.issueLink(row.userId, 'password-reset', LIFETIMES.passwordResetAnswered);
  }
}

function invalidToken(): HttpError {
  return new HttpError(422, 'errors.invalidLink', { issues: { token: [{ key: 'errors.invalidLink' }] } });
}
