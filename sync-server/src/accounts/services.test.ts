import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionStore } from '../auth/sessions.js';
import type { Database } from '../db/index.js';
import { parentProfiles, studentProfiles, users } from '../db/tables.js';
import { HttpError } from '../http/errors.js';
import type { MailMessage, SmsMessage } from '../messaging/transports.js';
import { startTestDatabase } from '../test-support/test-database.js';
import { AccountMessages } from './account-messages.js';
import type { AccountDeps } from './deps.js';
import { findUserByIdentifier, splitName, suggestUsername } from './directory.js';
import { LoginService } from './login.js';
import { OneTimeTokens } from './one-time-tokens.js';
import { hashSecret, verifySecret } from './passwords.js';
import { RecoveryService } from './recovery.js';
import { RegistrationService } from './registration.js';
import { Throttle } from './throttle.js';

let db: Database;
let close: () => Promise<void>;
let mails: MailMessage[];
let sms: SmsMessage[];
let deps: AccountDeps;
let registration: RegistrationService;
let loginService: LoginService;
let recovery: RecoveryService;

beforeEach(async () => {
  ({ db, close } = await startTestDatabase());
  mails = [];
  sms = [];
  const messages = new AccountMessages(
    { send: async (m) => void mails.push(m) },
    { send: async (m) => void sms.push(m) },
    'https://codeyard.test/',
  );
  deps = {
    db,
    sessions: new SessionStore(db, 30),
    tokens: new OneTimeTokens(db),
    messages,
    throttle: new Throttle(db),
    captcha: { verify: async (answer) => answer === 'solved' },
    now: () => new Date('2026-06-01T00:00:00Z'),
    onDeliveryError: () => {},
  };
  registration = new RegistrationService(deps);
  loginService = new LoginService(deps);
  recovery = new RecoveryService(deps);
});
afterEach(async () => close());

async function rejection(promise: Promise<unknown> | (() => unknown)): Promise<HttpError> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

const child = {
  username: 'Omar_7',
  age: 9,
  full_name: 'Omar Al Amin',
  password: 'secret7',
  question_id: 2,
  answer: '  Dark   BLUE ',
};

describe('names', () => {
  it('splits a full name into the first word and the rest', () => {
    expect(splitName('Omar Al Amin')).toEqual({ firstName: 'Omar', lastName: 'Al Amin' });
    expect(splitName('  Lina ')).toEqual({ firstName: 'Lina', lastName: '' });
  });

  it('suggests the base, then the base with the smallest free number', async () => {
    expect(await suggestUsername(db, 'Lina Haddad')).toBe('linahaddad');
    await db.write((tx) =>
      tx.insert(users).values({ username: 'LinaHaddad', usernameKey: 'linahaddad', userType: 'student' }),
    );
    await db.write((tx) =>
      tx.insert(users).values({ username: 'linahaddad1', usernameKey: 'linahaddad1', userType: 'student' }),
    );
    expect(await suggestUsername(db, 'Lina Haddad')).toBe('linahaddad2');
  });
});

describe('RegistrationService', () => {
  it('registers a child with the year of birth from the age and only a hash of the safe answer', async () => {
    const user = await registration.registerChild(child, 'ar');
    const profile = (await db.select().from(studentProfiles).where(eq(studentProfiles.userId, user.id)).limit(1))[0]!;
    expect(user).toMatchObject({
      username: 'Omar_7',
      usernameKey: 'omar_7',
      userType: 'student',
      status: 'active',
      language: 'ar',
    });
    expect(profile).toMatchObject({
      firstName: 'Omar',
      lastName: 'Al Amin',
      yearOfBirth: 2017,
      safeQuestionId: 2,
      isTrial: true,
      schoolId: null,
      parentProfileId: null,
    });
    expect(profile.safeAnswerHash).not.toContain('blue');
    expect(await verifySecret(profile.safeAnswerHash, 'dark blue')).toBe(true);
  });

  it('refuses a safe question that does not exist, and a username taken in another case', async () => {
    expect((await rejection(registration.registerChild({ ...child, question_id: 6 }, 'en'))).options.issues).toEqual({
      question_id: [{ key: 'validation.safeQuestion', vars: undefined }],
    });
    await registration.registerChild(child, 'en');
    const taken = await rejection(registration.registerChild({ ...child, username: 'OMAR_7' }, 'en'));
    expect(taken.statusCode).toBe(422);
    expect(taken.options.issues?.username[0].key).toBe('validation.usernameTaken');
  });

  it('starts a parent as pending without a password and mails a 48-hour link; a restart re-sends', async () => {
    const channel = await registration.startParent(
      { first_name: 'Huda', last_name: 'Nasser', country: 'jo', parent_email: 'Huda@Example.com' },
      'en',
    );
    expect(channel).toBe('email');
    const user = (await findUserByIdentifier(db, 'huda@example.com'))!;
    expect(user).toMatchObject({ status: 'pending', passwordHash: null, email: 'huda@example.com' });
    expect(
      (await db.select().from(parentProfiles).where(eq(parentProfiles.userId, user.id)).limit(1))[0],
    ).toMatchObject({ country: 'JO' });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(
      /^Hello Huda, please confirm your account: https:\/\/codeyard\.test\/register\/create\/[A-Za-z0-9_-]{43}\?lang=en$/,
    );
    await registration.startParent(
      { first_name: 'Huda', last_name: 'Nasser', country: 'jo', parent_email: 'huda@example.com' },
      'ar',
    );
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('أكّد حسابك في كوديارد');
    expect(await db.select().from(users)).toHaveLength(1);
  });

  it('starts a parent with only a phone by SMS code, and the code answers a set-password token', async () => {
    expect(
      await registration.startParent(
        { first_name: 'Huda', last_name: 'Nasser', country: 'EG', phone: '+20 100-000-0001' },
        'en',
      ),
    ).toBe('phone');
    expect(sms[0].to).toBe('+201000000001');
    const code = /([0-9]{6})/.exec(sms[0].text)![1];
    const answer = await registration.verifyParent(code, '+201000000001');
    expect(answer.verification).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = await registration.setParentPassword(answer.verification, {
      parent_username: 'huda',
      password: 'secret12',
      password_confirmation: 'secret12',
    });
    expect(user).toMatchObject({ username: 'huda', status: 'active' });
    expect(
      (
        await rejection(
          registration.setParentPassword(answer.verification, {
            parent_username: 'huda2',
            password: 'secret12',
            password_confirmation: 'secret12',
          }),
        )
      ).messageKey,
    ).toBe('errors.invalidLink');
  });

  it('still succeeds when the mail cannot be sent (the parent can ask again), reporting only the channel', async () => {
    const failures: string[] = [];
    const failing = new RegistrationService({
      ...deps,
      messages: new AccountMessages(
        {
          send: async () => {
            throw new Error('smtp down for huda@example.com');
          },
        },
        { send: async () => {} },
        'https://codeyard.test',
      ),
      onDeliveryError: (channel) => void failures.push(channel),
    });
    await expect(
      failing.startParent(
        { first_name: 'Huda', last_name: 'Nasser', country: 'EG', parent_email: 'huda@example.com' },
        'en',
      ),
    ).resolves.toBe('email');
    expect(failures).toEqual(['mail']);
  });

  it('refuses an email that an active account has', async () => {
    await registration.registerStudent(
      {
        username: 'kid',
        parent_email: 'p@example.com',
        year_of_birth: 2015,
        password: 'secret1',
        email: 'kid@example.com',
      },
      'en',
    );
    const error = await rejection(
      registration.startParent(
        { first_name: 'Huda', last_name: 'Nasser', country: 'EG', parent_email: 'KID@example.com' },
        'en',
      ),
    );
    expect(error.options.issues?.parent_email[0].key).toBe('validation.emailTaken');
  });
});

describe('LoginService', () => {
  it('signs in by username, email or phone; wrong passwords count towards the limit', async () => {
    const user = await registration.registerStudent(
      {
        username: 'Kid',
        parent_email: 'p@example.com',
        year_of_birth: 2015,
        password: 'secret1',
        email: 'kid@example.com',
      },
      'en',
    );
    await db.write((tx) => tx.update(users).set({ phone: '+201000000009' }).where(eq(users.id, user.id)));
    for (const id of ['kid', 'KID', 'Kid@Example.com', '+20 100 000 0009'])
      expect((await loginService.checkCredentials(id, 'secret1', 'ip')).id).toBe(user.id);
    for (let i = 0; i < 5; i++)
      expect((await rejection(loginService.checkCredentials('kid', 'wrong!', 'ip'))).statusCode).toBe(422);
    expect((await rejection(loginService.checkCredentials('kid', 'secret1', 'ip'))).statusCode).toBe(429);
    expect((await loginService.checkCredentials('kid', 'secret1', 'other-ip')).id).toBe(user.id);
  });

  it('answers 403 for a disabled account and 401 for a parent not yet confirmed, only with the right password', async () => {
    const user = await registration.registerStudent(
      { username: 'kid', parent_email: 'p@example.com', year_of_birth: 2015, password: 'secret1' },
      'en',
    );
    await db.write((tx) => tx.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id)));
    expect((await rejection(loginService.checkCredentials('kid', 'nope!!', 'ip'))).statusCode).toBe(422);
    expect(await rejection(loginService.checkCredentials('kid', 'secret1', 'ip'))).toMatchObject({
      statusCode: 403,
      messageKey: 'errors.accountDisabled',
    });
    await registration.registerParentWithChild(
      {
        parent_username: 'mum',
        student_username: 'kid2',
        first_name: 'Huda',
        last_name: 'Nasser',
        country: 'EG',
        parent_email: 'mum@example.com',
        parent_password: 'secret1',
        student_password: 'secret2',
      },
      'en',
    );
    expect(await rejection(loginService.checkCredentials('mum', 'secret1', 'ip'))).toMatchObject({
      statusCode: 401,
      messageKey: 'errors.notVerified',
    });
    expect((await loginService.checkCredentials('kid2', 'secret2', 'ip')).userType).toBe('student');
  });
});

describe('RecoveryService', () => {
  it('mails a child’s reset link to the parent email, and asks a child without any email for the safe question', async () => {
    await registration.registerStudent(
      { username: 'kid', parent_email: 'p@example.com', year_of_birth: 2015, password: 'secret1' },
      'en',
    );
    await recovery.requestLink('kid', undefined);
    expect(mails.at(-1)).toMatchObject({ to: 'p@example.com', subject: 'Reset your Codeyard password' });
    await registration.registerChild(child, 'en');
    expect(await rejection(recovery.requestLink('omar_7', 'username'))).toMatchObject({
      statusCode: 422,
      options: { code: 'use_safe_question' },
    });
  });

  it('says nothing different for unknown accounts', async () => {
    await expect(recovery.requestLink('nobody', undefined)).resolves.toBeUndefined();
    await expect(recovery.requestLink('nobody@example.com', 'email')).resolves.toBeUndefined();
    await expect(recovery.requestCode('+201000000077')).resolves.toBeUndefined();
    expect(mails).toHaveLength(0);
    expect(sms).toHaveLength(0);
  });

  it('turns a right safe answer into a reset token; a new password ends every session', async () => {
    const user = await registration.registerChild(child, 'en');
    expect((await rejection(recovery.checkSafeAnswer('omar_7', 2, 'red', 'ip'))).messageKey).toBe(
      'errors.wrongSafeAnswer',
    );
    expect((await rejection(recovery.checkSafeAnswer('omar_7', 3, 'dark blue', 'ip'))).messageKey).toBe(
      'errors.wrongSafeAnswer',
    );
    const token = await recovery.checkSafeAnswer('OMAR_7', 2, 'DARK blue', 'ip');
    const session = await deps.sessions.open(user.id);
    await recovery.resetPassword(token, 'newpass1');
    expect(await deps.sessions.find(session.id)).toBeUndefined();
    expect((await loginService.checkCredentials('omar_7', 'newpass1', 'ip')).id).toBe(user.id);
    expect((await rejection(recovery.resetPassword(token, 'again12'))).statusCode).toBe(422);
  });

  it('never answers a reset token for a wrong phone code', async () => {
    const hash = await hashSecret('secret1');
    const [user] = await db.write((tx) =>
      tx
        .insert(users)
        .values({ username: 'dad', usernameKey: 'dad', userType: 'parent', phone: '+201000000005', passwordHash: hash })
        .returning(),
    );
    await db.write((tx) => tx.insert(parentProfiles).values({ userId: user!.id, firstName: 'A', lastName: 'B' }));
    await recovery.requestCode('+20 100 000 0005');
    const code = /([0-9]{6})/.exec(sms[0].text)![1];
    expect(
      (await rejection(() => recovery.verifyCode('+201000000005', code === '123456' ? '654321' : '123456'))).messageKey,
    ).toBe('errors.invalidCode');
    expect(await recovery.verifyCode('+201000000005', code)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
