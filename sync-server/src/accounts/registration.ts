import { normalisePhone, type BodyOf, type Language, type accounts } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Tx } from '../db/index.js';
import { isUniqueViolation } from '../db/sql.js';
import {
  parentProfiles,
  schooladminProfiles,
  schooladminSchools,
  schools,
  studentProfiles,
  users,
} from '../db/tables.js';
import { fieldError, HttpError } from '../http/errors.js';
import { claimInvitation, linkInvitingChildren, liveInvitation } from '../parent/invitations.js';
import { deliver, type AccountDeps } from './deps.js';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  isEmailRegistered,
  isPhoneRegistered,
  isUsernameTaken,
  normaliseEmail,
  parentProfileOfUser,
  splitName,
  usernameKeyOf,
  type User,
} from './directory.js';
import { hashSecret, normaliseSafeAnswer } from './passwords.js';
import { CODE_MAX_ATTEMPTS, LIFETIMES, SAFE_QUESTION_IDS } from './policy.js';

export type Channel = 'email' | 'phone';

type PendingParent = {
  email: string | null;
  phone: string | null;
  lang: Language;
  details: { firstName: string; lastName: string; country: string };
};

const invalidLink = () =>
  new HttpError(422, 'errors.invalidLink', { issues: { verification: [{ key: 'errors.invalidLink' }] } });
const invalidCode = () =>
  new HttpError(422, 'errors.invalidCode', { issues: { verification: [{ key: 'errors.invalidCode' }] } });

/** A parent who started registration (step one) and never finished: no username or password yet. */
function isUnfinishedParent(user: User): boolean {
  return user.userType === 'parent' && user.status === 'pending' && !user.passwordHash;
}

/**
 * Registration of students, children (wizard), parents (three steps, or one form with the first child)
 * and schools, and the parent confirmation by link or code. Rules live here; routes only translate.
 */
export class RegistrationService {
  constructor(private readonly deps: AccountDeps) {}

  /** POST /register: a student with a parent email; a trial student, not a school student. */
  async registerStudent(body: BodyOf<typeof accounts.register>, lang: Language): Promise<User> {
    const { db } = this.deps;
    await this.assertUsernameFree('username', body.username);
    if (body.email && (await isEmailRegistered(db, body.email))) throw fieldError('email', 'validation.emailTaken');
    const passwordHash = await hashSecret(body.password);
    return this.uniquely('username', () =>
      db.write(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            username: body.username,
            usernameKey: usernameKeyOf(body.username),
            email: body.email ? normaliseEmail(body.email) : null,
            passwordHash,
            userType: 'student',
            language: lang,
          })
          .returning();
        await tx.insert(studentProfiles).values({
          userId: user.id,
          firstName: body.username,
          lastName: '',
          yearOfBirth: body.year_of_birth,
          parentEmail: normaliseEmail(body.parent_email),
          isTrial: true,
        });
        return user;
      }),
    );
  }

  /** POST /register-child: the child wizard; the safe answer is stored only as a hash. */
  async registerChild(body: BodyOf<typeof accounts.registerChild>, lang: Language): Promise<User> {
    const { db } = this.deps;
    if (!SAFE_QUESTION_IDS.includes(body.question_id)) throw fieldError('question_id', 'validation.safeQuestion');
    await this.assertUsernameFree('username', body.username);
    const { firstName, lastName } = splitName(body.full_name);
    const yearOfBirth = this.deps.now().getUTCFullYear() - body.age;
    const [passwordHash, safeAnswerHash] = await Promise.all([
      hashSecret(body.password),
      hashSecret(normaliseSafeAnswer(body.answer)),
    ]);
    return this.uniquely('username', () =>
      db.write(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            username: body.username,
            usernameKey: usernameKeyOf(body.username),
            passwordHash,
            userType: 'student',
            language: lang,
          })
          .returning();
        await tx.insert(studentProfiles).values({
          userId: user.id,
          firstName,
          lastName,
          yearOfBirth,
          safeQuestionId: body.question_id,
          safeAnswerHash,
          isTrial: true,
        });
        return user;
      }),
    );
  }

  /**
   * POST /register_Parent: a pending parent (no username or password yet) and a confirmation: a link by
   * mail, or a 6-digit code by SMS when only a phone is given. Starting again with the same email or phone
   * before finishing re-sends the confirmation.
   */
  async startParent(body: BodyOf<typeof accounts.registerParentStart>, lang: Language): Promise<Channel> {
    const { db } = this.deps;
    const email = body.parent_email ? normaliseEmail(body.parent_email) : null;
    const phone = body.phone ? normalisePhone(body.phone) : null;
    const byEmail = email ? await findUserByEmail(db, email) : undefined;
    const byPhone = phone ? await findUserByPhone(db, phone) : undefined;
    if (byEmail && !isUnfinishedParent(byEmail)) throw fieldError('parent_email', 'validation.emailTaken');
    if (byPhone && (!isUnfinishedParent(byPhone) || (byEmail && byEmail.id !== byPhone.id)))
      throw fieldError('phone', 'validation.phoneTaken');
    const invitation = body.invitation ? await liveInvitation(db, body.invitation, this.deps.now()) : undefined;
    if (body.invitation && !invitation) throw fieldError('invitation', 'errors.invalidLink');
    await this.deps.throttle.message(email ?? phone ?? '');
    const existing = byEmail ?? byPhone;
    const details = { firstName: body.first_name, lastName: body.last_name, country: body.country.toUpperCase() };
    const user = await db.write(async (tx) => {
      const pending = await this.writePendingParent(tx, existing, { email, phone, lang, details });
      if (invitation) await claimInvitation(tx, invitation.id, pending.id);
      return pending;
    });
    return this.sendConfirmation(user, body.first_name);
  }

  /** Step one's parent: the unfinished one of an earlier start, brought up to date, or a new one. */
  private async writePendingParent(
    tx: Tx,
    existing: User | undefined,
    { email, phone, lang, details }: PendingParent,
  ): Promise<User> {
    if (existing) {
      const [updated] = await tx
        .update(users)
        .set({ email: email ?? existing.email, phone: phone ?? existing.phone, language: lang })
        .where(eq(users.id, existing.id))
        .returning();
      await tx.update(parentProfiles).set(details).where(eq(parentProfiles.userId, existing.id));
      return updated!;
    }
    const placeholder = `~pending-${randomBytes(9).toString('hex')}`;
    const [created] = await tx
      .insert(users)
      .values({
        username: placeholder,
        usernameKey: placeholder,
        email,
        phone,
        userType: 'parent',
        status: 'pending',
        language: lang,
      })
      .returning();
    await tx.insert(parentProfiles).values({ userId: created.id, ...details });
    return created;
  }

  /** POST /parent_register: a pending parent with username and password, and the first child, usable at once. */
  async registerParentWithChild(body: BodyOf<typeof accounts.parentRegister>, lang: Language): Promise<Channel> {
    const { db } = this.deps;
    await this.assertUsernameFree('parent_username', body.parent_username);
    await this.assertUsernameFree('student_username', body.student_username);
    if (usernameKeyOf(body.parent_username) === usernameKeyOf(body.student_username))
      throw fieldError('student_username', 'validation.usernameTaken');
    const email = body.parent_email ? normaliseEmail(body.parent_email) : null;
    const phone = body.phone ? normalisePhone(body.phone) : null;
    if (email && (await isEmailRegistered(db, email))) throw fieldError('parent_email', 'validation.emailTaken');
    if (phone && (await isPhoneRegistered(db, phone))) throw fieldError('phone', 'validation.phoneTaken');
    await this.deps.throttle.message(email ?? phone ?? '');
    const [parentHash, studentHash] = await Promise.all([
      hashSecret(body.parent_password),
      hashSecret(body.student_password),
    ]);
    const parent = await this.uniquely('parent_username', () =>
      db.write(async (tx) => {
        const [parentUser] = await tx
          .insert(users)
          .values({
            username: body.parent_username,
            usernameKey: usernameKeyOf(body.parent_username),
            email,
            phone,
            passwordHash: parentHash,
            userType: 'parent',
            status: 'pending',
            language: lang,
          })
          .returning();
        const [profile] = await tx
          .insert(parentProfiles)
          .values({
            userId: parentUser.id,
            firstName: body.first_name,
            lastName: body.last_name,
            country: body.country.toUpperCase(),
          })
          .returning();
        const [child] = await tx
          .insert(users)
          .values({
            username: body.student_username,
            usernameKey: usernameKeyOf(body.student_username),
            passwordHash: studentHash,
            userType: 'student',
            language: lang,
          })
          .returning();
        await tx.insert(studentProfiles).values({
          userId: child.id,
          firstName: body.student_username,
          lastName: body.last_name,
          parentEmail: email,
          parentProfileId: profile.id,
          isTrial: true,
        });
        return parentUser;
      }),
    );
    return this.sendConfirmation(parent, body.first_name);
  }

  /**
   * GET /parent/verify/{verification}: the mailed link's token, or the SMS code with ?phone=. A parent of
   * the three-step flow gets a one-time token to choose a username and password; a parent of the
   * one-form flow already has both, so the account is activated here and `verification` is empty.
   */
  async verifyParent(
    verification: string,
    phone: string | undefined,
  ): Promise<{ verification: string; email: string | null; phone: string | null }> {
    const { db, tokens } = this.deps;
    let userId: number;
    if (phone !== undefined) {
      if (!/^[0-9]{6}$/.test(verification)) throw invalidCode();
      const row = await tokens.consumeCode('parent-verify', normalisePhone(phone), verification, CODE_MAX_ATTEMPTS);
      if (!row) throw invalidCode();
      userId = row.userId;
    } else {
      const row = await tokens.consumeLink('parent-verify', verification);
      if (!row) throw invalidLink();
      userId = row.userId;
    }
    const user = await findUserById(db, userId);
    if (!user || user.userType !== 'parent') throw invalidLink();
    if (user.status !== 'pending') throw new HttpError(422, 'errors.alreadyVerified');
    if (user.passwordHash) {
      await db.write((tx) => tx.update(users).set({ status: 'active' }).where(eq(users.id, user.id)));
      return { verification: '', email: user.email, phone: user.phone };
    }
    return {
      verification: await tokens.issueLink(user.id, 'parent-set-password', LIFETIMES.parentSetPassword),
      email: user.email,
      phone: user.phone,
    };
  }

  /** POST /parent-set-password/{verification}: username and password; the account becomes active. */
  async setParentPassword(token: string, body: BodyOf<typeof accounts.parentSetPassword>): Promise<User> {
    const { db, tokens } = this.deps;
    const row = await tokens.peekLink('parent-set-password', token);
    const user = row && (await findUserById(db, row.userId));
    if (!row || !user || !isUnfinishedParent(user)) throw invalidLink();
    await this.assertUsernameFree('parent_username', body.parent_username);
    const passwordHash = await hashSecret(body.password);
    return this.uniquely('parent_username', () =>
      db.write(async (tx) => {
        if (!(await tokens.consumeLink('parent-set-password', token))) throw invalidLink();
        const [updated] = await tx
          .update(users)
          .set({
            username: body.parent_username,
            usernameKey: usernameKeyOf(body.parent_username),
            passwordHash,
            status: 'active',
          })
          .where(eq(users.id, user.id))
          .returning();
        await linkInvitingChildren(tx, user.id, this.deps.now());
        return updated!;
      }),
    );
  }

  /** GET /resend-verify/{email}: the same answer whether or not a pending parent has this email. */
  async resendLink(email: string): Promise<void> {
    await this.deps.throttle.message(normaliseEmail(email));
    const user = await findUserByEmail(this.deps.db, email);
    if (user && user.userType === 'parent' && user.status === 'pending' && user.email)
      await this.sendConfirmation(user, await this.firstNameOf(user), 'email');
  }

  /** GET /resend-verify-phone/{phone}: the same answer whether or not a pending parent has this phone. */
  async resendCode(phone: string): Promise<void> {
    await this.deps.throttle.message(normalisePhone(phone));
    const user = await findUserByPhone(this.deps.db, phone);
    if (user && user.userType === 'parent' && user.status === 'pending' && user.phone)
      await this.sendConfirmation(user, await this.firstNameOf(user), 'phone');
  }

  /** POST /school/schooladmin-register: the school, its administrator, and a welcome mail. */
  async registerSchool(
    body: BodyOf<typeof accounts.schoolAdminRegister>,
    lang: Language,
  ): Promise<{ schoolId: number; user: User }> {
    const { db } = this.deps;
    await this.assertUsernameFree('username', body.username);
    if (await isEmailRegistered(db, body.email)) throw fieldError('email', 'validation.emailTaken');
    const language = body.preferred_language ?? lang;
    const passwordHash = await hashSecret(body.password);
    const result = await this.uniquely('username', () =>
      db.write(async (tx) => {
        const [school] = await tx
          .insert(schools)
          .values({
            name: body.name,
            abbreviation: body.abbreviation ?? null,
            website: body.website ?? null,
            email: normaliseEmail(body.parent_email),
            phone: normalisePhone(body.phone_number),
            city: body.city,
            country: body.country.toUpperCase(),
            address: body.address,
            preferredLanguage: language,
          })
          .returning();
        const [user] = await tx
          .insert(users)
          .values({
            username: body.username,
            usernameKey: usernameKeyOf(body.username),
            email: normaliseEmail(body.email),
            phone: normalisePhone(body.schooladmin_phone_number),
            passwordHash,
            userType: 'schooladmin',
            language,
          })
          .returning();
        const [profile] = await tx
          .insert(schooladminProfiles)
          .values({ userId: user.id, schoolId: school.id, firstName: body.first_name, lastName: body.last_name })
          .returning();
        await tx.insert(schooladminSchools).values({ schooladminProfileId: profile.id, schoolId: school.id });
        return { schoolId: school.id, user };
      }),
    );
    await deliver(
      this.deps,
      'mail',
      this.deps.messages.sendSchoolWelcome(normaliseEmail(body.email), language, body.name, body.username),
    );
    return result;
  }

  private async firstNameOf(user: User): Promise<string> {
    return (await parentProfileOfUser(this.deps.db, user.id))?.firstName ?? '';
  }

  /** The confirmation of a pending parent: a link by mail when there is an email, else a code by SMS. */
  private async sendConfirmation(user: User, name: string, prefer?: Channel): Promise<Channel> {
    const { tokens, messages } = this.deps;
    const channel: Channel = prefer ?? (user.email ? 'email' : 'phone');
    if (channel === 'email' && user.email) {
      const token = await tokens.issueLink(user.id, 'parent-verify', LIFETIMES.parentVerifyLink, user.email);
      await deliver(this.deps, 'mail', messages.sendVerificationLink(user.email, user.language, name, token));
    } else if (user.phone) {
      const code = await tokens.issueCode(user.id, 'parent-verify', LIFETIMES.parentVerifyCode, user.phone);
      await deliver(this.deps, 'sms', messages.sendVerificationCode(user.phone, user.language, code));
    }
    return channel;
  }

  private async assertUsernameFree(field: string, username: string): Promise<void> {
    if (await isUsernameTaken(this.deps.db, username)) throw fieldError(field, 'validation.usernameTaken');
  }

  /** Runs an insert; a unique index that says no (a race for the same username) becomes the field error. */
  private async uniquely<T>(field: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError(field, 'validation.usernameTaken');
      throw error;
    }
  }
}
