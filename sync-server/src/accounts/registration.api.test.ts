import { ar, en } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  oneTimeTokens,
  parentProfiles,
  schooladminProfiles,
  schooladminSchools,
  schools,
  studentProfiles,
  users,
} from '../db/tables.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import {
  get,
  lastMessage,
  linkToken,
  login,
  outbox,
  PASSWORD,
  post,
  registerStudent,
  sixDigitCode,
  solveCaptcha,
} from '../test-support/accounts.js';
import { THROTTLE_POLICY } from './policy.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => t.close());

const year = new Date().getUTCFullYear();
const arabic = /[\u0600-\u06FF]/;

describe('POST /register (a student with a parent email)', () => {
  it('creates a trial student who is not a school student and answers the login answer', async () => {
    const res = await post(t.app, '/api/register', {
      username: 'Sara',
      parent_email: 'Mum@Example.com',
      year_of_birth: year - 9,
      password: PASSWORD,
      subscription_type: 'free',
    });
    expect(res.statusCode).toBe(200);
    const [item] = res.json().data;
    expect(item).toMatchObject({
      username: 'Sara',
      user_type: 'student',
      is_school_student: false,
      parent_email: 'mum@example.com',
      student_profile: { first_name: 'Sara', school_id: null },
    });
    const profile = (
      await t.app.db.select().from(studentProfiles).where(eq(studentProfiles.id, item.student_profile.id)).limit(1)
    )[0]!;
    expect(profile).toMatchObject({ isTrial: true, schoolId: null, yearOfBirth: year - 9 });
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/change-language',
      headers: { authorization: `Bearer ${item.api_token}` },
      payload: { lang: 'en' },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a taken username whatever its case (422 on username), in English and in Arabic', async () => {
    await registerStudent(t.app, { username: 'sara' });
    const res = await post(t.app, '/api/register', {
      username: 'SARA',
      parent_email: 'x@example.com',
      year_of_birth: year - 9,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.username).toEqual([en.validation.usernameTaken]);
    const resAr = await post(t.app, '/api/register?lang=ar', {
      username: 'Sara',
      parent_email: 'x@example.com',
      year_of_birth: year - 9,
      password: PASSWORD,
    });
    expect(resAr.json().errors.username).toEqual([ar.validation.usernameTaken]);
  });

  it('refuses a child younger than 8, a bad email, a short password and a password with outer spaces', async () => {
    const res = await post(t.app, '/api/register', {
      username: 'tiny',
      parent_email: 'x@example.com',
      year_of_birth: year - 5,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.year_of_birth).toEqual(['You must be at least 8 years old to register.']);
    const bad = await post(t.app, '/api/register?lang=ar', {
      username: 'a!',
      parent_email: 'not-an-email',
      year_of_birth: year - 9,
      password: ' abc',
    });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    expect(errors.username).toContain(ar.validation.username);
    expect(errors.parent_email).toEqual([ar.validation.email]);
    expect(errors.password).toContain(ar.validation.passwordSpaces);
    for (const list of Object.values(errors) as string[][]) expect(list[0]).toMatch(arabic);
  });

  it('refuses unknown fields', async () => {
    const res = await post(t.app, '/api/register', {
      username: 'sara',
      parent_email: 'x@example.com',
      year_of_birth: year - 9,
      password: PASSWORD,
      is_admin: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.is_admin).toEqual([en.validation.unknownField]);
  });
});

describe('POST /register-child (the child wizard)', () => {
  const body = {
    username: 'omar',
    age: 9,
    full_name: 'Omar Al Amin',
    password: PASSWORD,
    question_id: 1,
    answer: 'Fluffy',
  };

  it('creates the child, answers its username and a message, and the child signs in with /login', async () => {
    const res = await post(t.app, '/api/register-child?lang=ar', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { username: 'omar', message: ar.success.registered } });
    const user = (await t.app.db.select().from(users).where(eq(users.usernameKey, 'omar')).limit(1))[0]!;
    const profile = (
      await t.app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, user.id)).limit(1)
    )[0]!;
    expect(profile).toMatchObject({ firstName: 'Omar', lastName: 'Al Amin', yearOfBirth: year - 9, safeQuestionId: 1 });
    expect(profile.safeAnswerHash).toMatch(/^\$argon2id\$/);
    expect(user.language).toBe('ar');
    expect((await login(t.app, 'omar')).statusCode).toBe(200);
  });

  it('refuses an unknown safe question, an age under 8, a non-English name and unequal passwords', async () => {
    const res = await post(t.app, '/api/register-child', { ...body, question_id: 9 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.question_id).toEqual([en.validation.safeQuestion]);
    const young = await post(t.app, '/api/register-child', { ...body, age: 7 });
    expect(young.json().errors.age).toEqual(['You must be at least 8 years old to register.']);
    const name = await post(t.app, '/api/register-child?lang=ar', { ...body, full_name: 'عمر' });
    expect(name.json().errors.full_name).toEqual([ar.validation.englishName]);
    const mismatch = await post(t.app, '/api/register-child', { ...body, password_confirmation: 'something-else' });
    expect(mismatch.json().errors.password_confirmation).toEqual([en.validation.passwordsIdentical]);
  });
});

describe('the parent flow: POST /register_Parent, GET /parent/verify, POST /parent-set-password', () => {
  const start = { first_name: 'Huda', last_name: 'Nasser', country: 'eg' };

  it('by email: a pending parent, a mailed link, a set-password token, then an active parent signed in', async () => {
    const res = await post(t.app, '/api/register_Parent', {
      ...start,
      parent_email: 'huda@example.com',
      subscription_type: 'free',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ message: en.success.verificationSent, channel: 'email' });
    const pending = (await t.app.db.select().from(users).where(eq(users.email, 'huda@example.com')).limit(1))[0]!;
    expect(pending).toMatchObject({ status: 'pending', passwordHash: null, userType: 'parent' });

    // A pending parent cannot sign in yet: 401 with a clear message.
    const early = await login(t.app, 'huda@example.com', 'whatever');
    expect(early.statusCode).toBe(401);
    expect(early.json().message).toBe(en.errors.notVerified);

    const mail = await lastMessage(t.app, 'huda@example.com');
    expect(mail.body).toContain('http://localhost:3000/register/create/');
    const token = linkToken(mail.body, 'register/create');
    const row = (await t.app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, pending.id)).limit(1))[0]!;
    expect(row.purpose).toBe('parent-verify');
    expect(Date.parse(row.expiresAt) - Date.parse(row.createdAt)).toBeGreaterThan(47 * 3600_000);

    const verified = await get(t.app, `/api/parent/verify/${token}`);
    expect(verified.statusCode).toBe(200);
    const { verification, email, phone, message } = verified.json().data;
    expect({ email, phone, message }).toEqual({ email: 'huda@example.com', phone: null, message: en.success.verified });
    expect((await get(t.app, `/api/parent/verify/${token}`)).statusCode).toBe(422);

    const mismatch = await post(t.app, `/api/parent-set-password/${verification}`, {
      parent_username: 'huda',
      password: PASSWORD,
      password_confirmation: 'other-password',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual([en.validation.passwordsIdentical]);
    await registerStudent(t.app, { username: 'taken' });
    const taken = await post(t.app, `/api/parent-set-password/${verification}`, {
      parent_username: 'TAKEN',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(taken.json().errors.parent_username).toEqual([en.validation.usernameTaken]);

    const set = await post(t.app, `/api/parent-set-password/${verification}`, {
      parent_username: 'huda',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data[0]).toMatchObject({
      username: 'huda',
      user_type: 'parent',
      parent_profile: { first_name: 'Huda', last_name: 'Nasser' },
    });
    expect(
      (
        await post(t.app, `/api/parent-set-password/${verification}`, {
          parent_username: 'huda2',
          password: PASSWORD,
          password_confirmation: PASSWORD,
        })
      ).statusCode,
    ).toBe(422);
    expect((await login(t.app, 'huda')).statusCode).toBe(200);
  });

  it('by phone: a 6-digit SMS code, checked with ?phone=, dead after 5 wrong tries', async () => {
    const res = await post(t.app, '/api/register_Parent', { ...start, phone: '+201000000001' });
    expect(res.json().data.channel).toBe('phone');
    const code = sixDigitCode((await lastMessage(t.app, '+201000000001')).body);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await get(t.app, `/api/parent/verify/${wrong}?phone=%2B201000000001&lang=ar`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(ar.errors.invalidCode);
    const ok = await get(t.app, `/api/parent/verify/${code}?phone=%2B201000000001`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.phone).toBe('+201000000001');

    await post(t.app, '/api/register_Parent', { ...start, phone: '+201000000002' });
    const second = sixDigitCode((await lastMessage(t.app, '+201000000002')).body);
    const other = second === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await get(t.app, `/api/parent/verify/${other}?phone=%2B201000000002`)).statusCode).toBe(422);
    expect((await get(t.app, `/api/parent/verify/${second}?phone=%2B201000000002`)).statusCode).toBe(422);
  });

  it('refuses neither email nor phone, and an email an active account has', async () => {
    const none = await post(t.app, '/api/register_Parent?lang=ar', start);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.parent_email).toEqual([ar.validation.emailOrPhone]);
    await registerStudent(t.app, { username: 'kid', email: 'kid@example.com' });
    const taken = await post(t.app, '/api/register_Parent', { ...start, parent_email: 'kid@example.com' });
    expect(taken.json().errors.parent_email).toEqual([en.validation.emailTaken]);
  });

  it('GET /resend-verify and /resend-verify-phone send again, and answer the same for unknown accounts', async () => {
    await post(t.app, '/api/register_Parent', { ...start, parent_email: 'huda@example.com', phone: '+201000000003' });
    const first = linkToken((await lastMessage(t.app, 'huda@example.com')).body, 'register/create');
    const again = await get(t.app, '/api/resend-verify/huda@example.com');
    const unknown = await get(t.app, '/api/resend-verify/nobody@example.com');
    expect(again.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(again.json());
    const second = linkToken((await lastMessage(t.app, 'huda@example.com')).body, 'register/create');
    expect(second).not.toBe(first);
    expect((await get(t.app, `/api/parent/verify/${first}`)).statusCode).toBe(422);
    expect(await outbox(t.app, 'nobody@example.com')).toHaveLength(0);

    const phone = await get(t.app, '/api/resend-verify-phone/+201000000003');
    const phoneUnknown = await get(t.app, '/api/resend-verify-phone/+201000000099');
    expect(phone.json()).toEqual(phoneUnknown.json());
    expect(sixDigitCode((await lastMessage(t.app, '+201000000003')).body)).toMatch(/^[0-9]{6}$/);
  });

  it('resending is rate limited per recipient (3 messages in 10 minutes), known or not', async () => {
    await post(t.app, '/api/register_Parent', { ...start, parent_email: 'huda@example.com' });
    expect((await get(t.app, '/api/resend-verify/huda@example.com')).statusCode).toBe(200);
    expect((await get(t.app, '/api/resend-verify/huda@example.com')).statusCode).toBe(200);
    expect((await get(t.app, '/api/resend-verify/huda@example.com')).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) expect((await get(t.app, '/api/resend-verify/ghost@example.com')).statusCode).toBe(200);
    const limited = await get(t.app, '/api/resend-verify/ghost@example.com?lang=ar');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(ar.errors.tooManyRequests);
  });
});

describe('POST /parent_register (parent and first child in one form)', () => {
  const body = {
    parent_username: 'huda',
    student_username: 'zaid',
    first_name: 'Huda',
    last_name: 'Nasser',
    country: 'jo',
    parent_email: 'huda@example.com',
    parent_password: PASSWORD,
    student_password: 'kidpass1',
    subscription_type: 'free',
    source: 'friend',
  };

  it('creates a pending parent and a child usable at once, linked by profile and email; the link activates the parent', async () => {
    const res = await post(t.app, '/api/parent_register', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.channel).toBe('email');
    const child = await login(t.app, 'zaid', 'kidpass1');
    expect(child.statusCode).toBe(200);
    const parentUser = (await t.app.db.select().from(users).where(eq(users.usernameKey, 'huda')).limit(1))[0]!;
    const parentProfile = (
      await t.app.db.select().from(parentProfiles).where(eq(parentProfiles.userId, parentUser.id)).limit(1)
    )[0]!;
    const childProfile = (
      await t.app.db
        .select()
        .from(studentProfiles)
        .where(eq(studentProfiles.id, child.json().data[0].student_profile.id))
        .limit(1)
    )[0]!;
    expect(childProfile).toMatchObject({
      parentProfileId: parentProfile.id,
      parentEmail: 'huda@example.com',
      isTrial: true,
    });
    expect((await login(t.app, 'huda')).statusCode).toBe(401);

    const verified = await get(
      t.app,
      `/api/parent/verify/${linkToken((await lastMessage(t.app, 'huda@example.com')).body, 'register/create')}`,
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.verification).toBe('');
    expect((await login(t.app, 'huda')).statusCode).toBe(200);
  });

  it('refuses taken usernames (either one), the same name twice, and an email or phone already registered', async () => {
    await registerStudent(t.app, { username: 'zaid', email: 'z@example.com' });
    const res = await post(t.app, '/api/parent_register', body);
    expect(res.json().errors).toEqual({ student_username: [en.validation.usernameTaken] });
    const same = await post(t.app, '/api/parent_register', { ...body, student_username: 'HUDA' });
    expect(same.json().errors.student_username).toEqual([en.validation.usernameTaken]);
    const email = await post(t.app, '/api/parent_register?lang=ar', {
      ...body,
      student_username: 'zaid2',
      parent_email: 'z@example.com',
    });
    expect(email.json().errors.parent_email).toEqual([ar.validation.emailTaken]);
    const neither = await post(t.app, '/api/parent_register', {
      ...body,
      student_username: 'zaid2',
      parent_email: undefined,
    });
    expect(neither.json().errors.parent_email).toEqual([en.validation.emailOrPhone]);
    expect(await t.app.db.select().from(users)).toHaveLength(1);
  });
});

describe('POST /school/schooladmin-register', () => {
  const body = {
    name: 'Nile Future School',
    abbreviation: 'NFS',
    website: 'https://nfs.example.org',
    phone_number: '+20222222222',
    parent_email: 'office@nfs.example.org',
    address: '12 River Road, Cairo',
    country: 'eg',
    city: 'Cairo',
    email: 'admin@nfs.example.org',
    username: 'nfsadmin',
    first_name: 'Mona',
    last_name: 'Saleh',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    schooladmin_phone_number: '+201011111111',
    preferred_language: 'ar',
    subscription_type: 'free',
  };

  it('creates the school, the administrator and the schooladmin_schools row, and sends a welcome mail', async () => {
    const res = await post(t.app, '/api/school/schooladmin-register', body);
    expect(res.statusCode).toBe(200);
    const { school_id, message } = res.json().data;
    expect(message).toBe(en.success.schoolRegistered);
    expect((await t.app.db.select().from(schools).where(eq(schools.id, school_id)).limit(1))[0]).toMatchObject({
      name: 'Nile Future School',
      email: 'office@nfs.example.org',
      country: 'EG',
      preferredLanguage: 'ar',
    });
    const profile = (await t.app.db.select().from(schooladminProfiles).limit(1))[0]!;
    expect(profile).toMatchObject({ schoolId: school_id, firstName: 'Mona', multipleSchools: false });
    expect(await t.app.db.select().from(schooladminSchools)).toEqual([
      { schooladminProfileId: profile.id, schoolId: school_id },
    ]);
    const mail = await lastMessage(t.app, 'admin@nfs.example.org');
    expect(mail.subject).toBe('مرحبًا بكم في كوديارد، Nile Future School');
    expect(mail.body).toContain('nfsadmin');
    const signedIn = await login(t.app, 'nfsadmin');
    expect(signedIn.json().data[0]).toMatchObject({
      user_type: 'schooladmin',
      school_name: 'Nile Future School',
      schooladmin_profile: { school_id },
    });
  });

  it('refuses a taken username, unequal passwords and a missing email', async () => {
    await registerStudent(t.app, { username: 'nfsadmin' });
    expect((await post(t.app, '/api/school/schooladmin-register', body)).json().errors.username).toEqual([
      en.validation.usernameTaken,
    ]);
    const mismatch = await post(t.app, '/api/school/schooladmin-register', {
      ...body,
      username: 'other',
      password_confirmation: 'nope-nope',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual([en.validation.passwordsIdentical]);
    const { email: _email, ...noEmail } = body;
    const missing = await post(t.app, '/api/school/schooladmin-register?lang=ar', { ...noEmail, username: 'other' });
    expect(missing.json().errors.email).toEqual([ar.validation.emailRequired]);
  });
});

describe('look-ups', () => {
  it('POST /check-username says whether a name is free, whatever its case', async () => {
    await registerStudent(t.app, { username: 'Sara' });
    const taken = await post(t.app, '/api/check-username', { username: 'sARA' });
    expect(taken.json().data).toEqual({ available: false, message: en.validation.usernameTaken });
    const free = await post(t.app, '/api/check-username?lang=ar', { username: 'lina' });
    expect(free.json().data).toEqual({ available: true, message: ar.success.usernameAvailable });
    const bad = await post(t.app, '/api/check-username', { username: 'a b' });
    expect(bad.statusCode).toBe(422);
  });

  it('GET /check-registered-email and /check-registered-phone answer for adults, behind the captcha', async () => {
    await post(t.app, '/api/register_Parent', {
      first_name: 'Huda',
      last_name: 'Nasser',
      country: 'eg',
      parent_email: 'Huda@example.com',
      phone: '+201000000001',
    });
    const probe = async (query: string) =>
      get(t.app, `/api/${query}&captcha=${encodeURIComponent(await solveCaptcha(t.app))}`);
    expect((await probe('check-registered-email?email=HUDA@example.com')).json()).toEqual({
      data: { registered: true },
    });
    expect((await probe('check-registered-email?email=x@example.com')).json()).toEqual({
      data: { registered: false },
    });
    expect((await probe('check-registered-phone?phone=%2B201000000001')).json()).toEqual({
      data: { registered: true },
    });
    expect((await probe('check-registered-phone?phone=%2B201000000002')).json()).toEqual({
      data: { registered: false },
    });
    const bad = await probe('check-registered-email?email=nope&lang=ar');
    expect(bad.json().errors.email).toEqual([ar.validation.email]);
  });

  it('never confirms a child’s email to a guest, and asks every guest for the captcha', async () => {
    await registerStudent(t.app, { username: 'sara', email: 'Sara.Kid@example.com' });
    const withCaptcha = await get(
      t.app,
      `/api/check-registered-email?email=sara.kid@example.com&captcha=${encodeURIComponent(await solveCaptcha(t.app))}`,
    );
    expect(withCaptcha.statusCode).toBe(200);
    expect(withCaptcha.json()).toEqual({ data: { registered: false } });
    for (const url of [
      '/api/check-registered-email?email=sara.kid@example.com&lang=ar',
      '/api/check-registered-phone?phone=%2B201000000001',
    ]) {
      const res = await get(t.app, url);
      expect(res.statusCode, url).toBe(422);
      expect(res.body).not.toContain('registered');
    }
    expect((await get(t.app, '/api/check-registered-email?email=sara.kid@example.com&lang=ar')).json().errors).toEqual({
      captcha: [ar.validation.captcha],
    });
  });

  it('lets one address probe 20 emails or phones in 10 minutes, then answers 429', async () => {
    const max = THROTTLE_POLICY.accountProbesPerAddress.max;
    for (let i = 0; i < max; i++) {
      const res = await get(t.app, `/api/check-registered-email?email=a${i}@example.com`, {
        remoteAddress: '10.5.5.5',
      });
      expect(res.statusCode).toBe(422);
    }
    const limited = await get(t.app, '/api/check-registered-phone?phone=%2B201000000001', {
      remoteAddress: '10.5.5.5',
    });
    expect(limited.statusCode).toBe(429);
    expect(
      (await get(t.app, '/api/check-registered-phone?phone=%2B201000000001', { remoteAddress: '10.6.6.6' })).statusCode,
    ).toBe(422);
  });

  it('GET /generate-student-username adds digits until the name is free', async () => {
    expect((await get(t.app, '/api/generate-student-username?name=Lina%20Haddad')).json()).toEqual({
      data: { username: 'linahaddad' },
    });
    await registerStudent(t.app, { username: 'linahaddad' });
    expect((await get(t.app, '/api/generate-student-username?name=Lina%20Haddad')).json()).toEqual({
      data: { username: 'linahaddad1' },
    });
  });

  it('GET /safe-questions answers the five questions in the request language', async () => {
    const enRes = await get(t.app, '/api/safe-questions');
    expect(enRes.json().data).toHaveLength(5);
    expect(enRes.json().data[0]).toEqual({ id: 1, question: en.safeQuestions['1'] });
    const arRes = await get(t.app, '/api/safe-questions?lang=ar');
    expect(arRes.json().data[4]).toEqual({ id: 5, question: ar.safeQuestions['5'] });
  });
});
