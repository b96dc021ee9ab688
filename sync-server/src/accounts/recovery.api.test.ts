import { ar, en } from '@codeyard/shared-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parentProfiles, users } from '../db/tables.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { hashSecret } from './passwords.js';
import { THROTTLE_POLICY } from './policy.js';
import {
  bearer,
  get,
  lastMessage,
  linkToken,
  login,
  outbox,
  PASSWORD,
  post,
  registerParentWithChild,
  registerStudent,
  sixDigitCode,
  solveCaptcha,
} from '../test-support/accounts.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const NEW_PASSWORD = 'Brand-new-9';
const child = {
  username: 'omar',
  age: 10,
  full_name: 'Omar Al Amin',
  password: PASSWORD,
  question_id: 3,
  answer: 'Yusuf',
};

async function parentWithPhone(phone = '+201000000005', email: string | null = null) {
  const user = (
    await t.app.db.write(async (tx) =>
      tx
        .insert(users)
        .values({
          username: 'dad',
          usernameKey: 'dad',
          userType: 'parent',
          phone,
          email,
          passwordHash: await hashSecret(PASSWORD),
          language: 'ar',
        })
        .returning(),
    )
  )[0];
  await t.app.db.write((tx) =>
    tx.insert(parentProfiles).values({ userId: user.id, firstName: 'Adel', lastName: 'Haddad' }),
  );
  return user;
}

async function reset(token: string, password = NEW_PASSWORD, extra: Record<string, unknown> = {}) {
  return post(t.app, '/api/password/reset', {
    token,
    password,
    password_confirmation: password,
    captcha: await solveCaptcha(t.app),
    ...extra,
  });
}

describe('POST /password/email and POST /password/reset', () => {
  it('mails a reset link; the new password works, the old one not, and every session has ended (401)', async () => {
    const parentFlow = await registerParentWithChild(t.app);
    const extraSession = (await login(t.app, 'pparent')).json().data[0].api_token;
    const res = await post(t.app, '/api/password/email', {
      username: 'pparent',
      type: 'username',
      captcha: await solveCaptcha(t.app),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(en.success.recoverySent);
    const mail = await lastMessage(t.app, 'pparent@example.com');
    expect(mail.subject).toBe(en.mail.resetSubject);
    expect(mail.body).toContain('http://localhost:3000/new-password/');
    const token = linkToken(mail.body, 'new-password');

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.message).toBe(en.success.passwordChanged);
    for (const old of [parentFlow.parent.api_token, extraSession]) {
      expect((await post(t.app, '/api/change-language', { lang: 'en' }, { headers: bearer(old) })).statusCode).toBe(
        401,
      );
    }
    expect((await login(t.app, 'pparent')).statusCode).toBe(422);
    expect((await login(t.app, 'pparent', NEW_PASSWORD)).statusCode).toBe(200);
    // The child's sessions are the child's own: untouched.
    expect(
      (await post(t.app, '/api/change-language', { lang: 'en' }, { headers: bearer(parentFlow.child.api_token) }))
        .statusCode,
    ).toBe(200);
    // The token worked once.
    const again = await reset(token, 'Another-pass-1');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual([en.errors.invalidLink]);
  });

  it('finds the account by email too, and sends a student’s link to the parent email', async () => {
    await registerStudent(t.app, { username: 'sara', parent_email: 'mum@example.com' });
    await post(t.app, '/api/password/email', { username: 'sara', captcha: await solveCaptcha(t.app) });
    expect((await lastMessage(t.app, 'mum@example.com')).subject).toBe(en.mail.resetSubject);
    await registerStudent(t.app, { username: 'lina', parent_email: 'mum2@example.com', email: 'lina@example.com' });
    await post(t.app, '/api/password/email', {
      username: 'LINA@example.com',
      type: 'email',
      captcha: await solveCaptcha(t.app),
    });
    expect(await outbox(t.app, 'lina@example.com')).toHaveLength(1);
  });

  it('answers unknown accounts with the same message and sends nothing', async () => {
    await registerStudent(t.app, { username: 'sara' });
    const known = await post(t.app, '/api/password/email', { username: 'sara', captcha: await solveCaptcha(t.app) });
    const unknown = await post(t.app, '/api/password/email', {
      username: 'nobody',
      captcha: await solveCaptcha(t.app),
    });
    const unknownEmail = await post(t.app, '/api/password/email', {
      username: 'nobody@example.com',
      captcha: await solveCaptcha(t.app),
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(unknownEmail.json()).toEqual(known.json());
    expect(await outbox(t.app)).toHaveLength(1);
  });

  it('tells a child without any email to use the safe question (422, code use_safe_question)', async () => {
    await post(t.app, '/api/register-child', child);
    const res = await post(t.app, '/api/password/email?lang=ar', {
      username: 'omar',
      captcha: await solveCaptcha(t.app),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'use_safe_question', message: ar.errors.useSafeQuestion });
  });

  it('refuses unequal passwords, a bad token and a missing captcha', async () => {
    const mismatch = await reset('a'.repeat(43), NEW_PASSWORD, { password_confirmation: 'different-1' });
    expect(mismatch.json().errors.password_confirmation).toEqual([en.validation.passwordsIdentical]);
    const badToken = await reset('a'.repeat(43));
    expect(badToken.statusCode).toBe(422);
    expect(badToken.json().errors.token).toEqual([en.errors.invalidLink]);
    const noCaptcha = await post(t.app, '/api/password/reset?lang=ar', {
      token: 'a'.repeat(43),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(noCaptcha.json().errors.captcha).toEqual([ar.validation.captcha]);
  });

  it('limits reset mails per account: the 4th request in 10 minutes answers 429', async () => {
    await registerStudent(t.app, { username: 'sara' });
    for (let i = 0; i < 3; i++)
      expect(
        (await post(t.app, '/api/password/email', { username: 'sara', captcha: await solveCaptcha(t.app) })).statusCode,
      ).toBe(200);
    expect(
      (await post(t.app, '/api/password/email', { username: 'sara', captcha: await solveCaptcha(t.app) })).statusCode,
    ).toBe(429);
  });
});

describe('the captcha on recovery calls', () => {
  it('is required, must be a real solution, and works only once', async () => {
    await registerStudent(t.app, { username: 'sara' });
    const missing = await post(t.app, '/api/password/email', { username: 'sara' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.captcha).toEqual([en.validation.captcha]);
    const garbage = await post(t.app, '/api/password/email', { username: 'sara', captcha: 'bm90IGEgc29sdXRpb24=' });
    expect(garbage.json().errors.captcha).toEqual([en.validation.captcha]);
    const captcha = await solveCaptcha(t.app);
    expect((await post(t.app, '/api/password/email', { username: 'sara', captcha })).statusCode).toBe(200);
    const reused = await post(t.app, '/api/password/email?lang=ar', { username: 'sara', captcha });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.captcha).toEqual([ar.validation.captcha]);
    expect(await outbox(t.app)).toHaveLength(1);
  });

  it('GET /captcha/challenge answers a signed, expiring challenge that is not cached', async () => {
    const res = await get(t.app, '/api/captcha/challenge');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = res.json();
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(parameters.expiresAt * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(parameters.expiresAt * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });
});

describe('POST /check-security-answer (a child’s safe question)', () => {
  it('answers a reset token for the right question and answer (case and spaces do not matter)', async () => {
    await post(t.app, '/api/register-child', child);
    const session = (await login(t.app, 'omar')).json().data[0].api_token;
    const res = await post(t.app, '/api/check-security-answer', {
      username: 'Omar',
      question_id: 3,
      answer: '  yusuf ',
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json().data;
    expect((await reset(token)).statusCode).toBe(200);
    expect((await login(t.app, 'omar', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await post(t.app, '/api/change-language', { lang: 'en' }, { headers: bearer(session) })).statusCode).toBe(
      401,
    );
  });

  it('refuses a wrong answer, a wrong question and an unknown child alike (422 errors.wrongSafeAnswer)', async () => {
    await post(t.app, '/api/register-child', child);
    const wrong = await post(t.app, '/api/check-security-answer?lang=ar', {
      username: 'omar',
      question_id: 3,
      answer: 'Ali',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: ar.errors.wrongSafeAnswer,
      errors: { answer: [ar.errors.wrongSafeAnswer] },
    });
    const question = await post(t.app, '/api/check-security-answer?lang=ar', {
      username: 'omar',
      question_id: 2,
      answer: 'Yusuf',
    });
    const nobody = await post(t.app, '/api/check-security-answer?lang=ar', {
      username: 'nobody',
      question_id: 3,
      answer: 'Yusuf',
    });
    expect(question.json()).toEqual(wrong.json());
    expect(nobody.json()).toEqual(wrong.json());
  });

  it('is rate limited per child and address: 5 wrong answers, then 429 even for the right one', async () => {
    await post(t.app, '/api/register-child', child);
    const answer = async (text: string, remoteAddress: string) =>
      post(
        t.app,
        '/api/check-security-answer',
        { username: 'omar', question_id: 3, answer: text, captcha: await solveCaptcha(t.app) },
        { remoteAddress },
      );
    for (let i = 0; i < 5; i++) expect((await answer(`guess${i}`, '10.3.3.3')).statusCode).toBe(422);
    expect((await answer('Yusuf', '10.3.3.3')).statusCode).toBe(429);
    expect((await answer('Yusuf', '10.4.4.4')).statusCode).toBe(200);
  });

  it('asks for the captcha after 3 wrong answers for the child, from any address (422 captcha_required)', async () => {
    await post(t.app, '/api/register-child', child);
    const after = THROTTLE_POLICY.safeAnswerCaptchaAfter;
    for (let i = 0; i < after; i++) {
      const res = await post(
        t.app,
        '/api/check-security-answer',
        { username: 'omar', question_id: 3, answer: `guess${i}` },
        { remoteAddress: `10.10.0.${i}` },
      );
      expect(res.json().errors).toEqual({ answer: [en.errors.wrongSafeAnswer] });
    }
    const asked = await post(
      t.app,
      '/api/check-security-answer?lang=ar',
      { username: 'omar', question_id: 3, answer: 'Yusuf' },
      { remoteAddress: '10.11.0.1' },
    );
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toEqual({
      message: ar.validation.captcha,
      errors: { captcha: [ar.validation.captcha] },
      code: 'captcha_required',
    });
    const wrongCaptcha = await post(
      t.app,
      '/api/check-security-answer',
      { username: 'omar', question_id: 3, answer: 'Yusuf', captcha: 'bm90LWEtc29sdXRpb24=' },
      { remoteAddress: '10.11.0.1' },
    );
    expect(wrongCaptcha.json().code).toBe('captcha_required');
    const solved = await post(
      t.app,
      '/api/check-security-answer',
      { username: 'omar', question_id: 3, answer: 'Yusuf', captcha: await solveCaptcha(t.app) },
      { remoteAddress: '10.11.0.1' },
    );
    expect(solved.statusCode).toBe(200);
    expect(solved.json().data.token).toEqual(expect.any(String));
  });

  it('asks one address that failed for several children for the captcha too', async () => {
    await post(t.app, '/api/register-child', child);
    for (let i = 0; i < THROTTLE_POLICY.safeAnswerCaptchaAfter; i++)
      await post(
        t.app,
        '/api/check-security-answer',
        { username: `kid${i}`, question_id: 3, answer: 'guess' },
        { remoteAddress: '10.12.0.1' },
      );
    const asked = await post(
      t.app,
      '/api/check-security-answer',
      { username: 'omar', question_id: 3, answer: 'Yusuf' },
      { remoteAddress: '10.12.0.1' },
    );
    expect(asked.json().code).toBe('captcha_required');
    const elsewhere = await post(
      t.app,
      '/api/check-security-answer',
      { username: 'omar', question_id: 3, answer: 'Yusuf' },
      { remoteAddress: '10.12.0.2' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('stops 200 wrong answers spread over 40 addresses: the child waits, and no answer yields a token meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await post(t.app, '/api/register-child', child);
    const { freeFailures, firstWaitMs } = THROTTLE_POLICY.accountWait.safeAnswer;
    const answer = async (text: string, remoteAddress: string) =>
      post(
        t.app,
        '/api/check-security-answer',
        { username: 'omar', question_id: 3, answer: text, captcha: await solveCaptcha(t.app) },
        { remoteAddress },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) statuses.push((await answer(`guess${i}`, `10.40.0.${i % 40}`)).statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(freeFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - freeFailures);
    const right = await answer('Yusuf', '10.41.0.1');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(en.errors.accountWait);
    expect(right.body).not.toContain('token');
    vi.setSystemTime(Date.now() + firstWaitMs + 1_000);
    expect((await answer('Yusuf', '10.41.0.1')).statusCode).toBe(200);
  });
});

describe('recovery by phone', () => {
  it('POST /reset-password-phone sends a code; GET /verify-reset-password-phone answers a reset token', async () => {
    const user = await parentWithPhone();
    const session = (await login(t.app, 'dad')).json().data[0].api_token;
    const res = await post(t.app, '/api/reset-password-phone', {
      phone: '+201000000005',
      captcha: await solveCaptcha(t.app),
    });
    expect(res.statusCode).toBe(200);
    const sms = await lastMessage(t.app, '+201000000005');
    expect(sms.channel).toBe('sms');
    expect(sms.body).toMatch(/^رمز كلمة المرور في كوديارد هو [0-9]{6}$/);
    const code = sixDigitCode(sms.body);
    const verified = await get(t.app, `/api/verify-reset-password-phone/+201000000005/${code}`);
    expect(verified.statusCode).toBe(200);
    expect((await reset(verified.json().data.token)).statusCode).toBe(200);
    expect((await login(t.app, 'dad', NEW_PASSWORD)).json().data[0].id).toBe(user.id);
    expect((await post(t.app, '/api/logout', {}, { headers: bearer(session) })).statusCode).toBe(401);
    // The code worked once.
    expect((await get(t.app, `/api/verify-reset-password-phone/+201000000005/${code}`)).statusCode).toBe(422);
  });

  it('a wrong code is refused, and after 5 wrong tries the right one is dead too', async () => {
    await parentWithPhone();
    await post(t.app, '/api/reset-password-phone', { phone: '+201000000005', captcha: await solveCaptcha(t.app) });
    const code = sixDigitCode((await lastMessage(t.app, '+201000000005')).body);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await get(t.app, `/api/verify-reset-password-phone/+201000000005/${wrong}?lang=ar`);
    expect(first.statusCode).toBe(422);
    expect(first.json().errors.code).toEqual([ar.errors.invalidCode]);
    for (let i = 0; i < 4; i++) await get(t.app, `/api/verify-reset-password-phone/+201000000005/${wrong}`);
    expect((await get(t.app, `/api/verify-reset-password-phone/+201000000005/${code}`)).statusCode).toBe(422);
  });

  it('GET /resend-recover-password-phone needs a captcha in the query, sends a fresh code, and answers unknown phones alike', async () => {
    await parentWithPhone();
    const noCaptcha = await get(t.app, '/api/resend-recover-password-phone/+201000000005');
    expect(noCaptcha.statusCode).toBe(422);
    expect(noCaptcha.json().errors.captcha).toEqual([en.validation.captcha]);
    const known = await get(
      t.app,
      `/api/resend-recover-password-phone/+201000000005?captcha=${encodeURIComponent(await solveCaptcha(t.app))}`,
    );
    const unknown = await get(
      t.app,
      `/api/resend-recover-password-phone/+201000000077?captcha=${encodeURIComponent(await solveCaptcha(t.app))}`,
    );
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await outbox(t.app, '+201000000005')).toHaveLength(1);
    expect(await outbox(t.app, '+201000000077')).toHaveLength(0);
  });

  it('tells a parent with only a phone to use it (422, code use_phone)', async () => {
    await parentWithPhone();
    const res = await post(t.app, '/api/password/email', { username: 'dad', captcha: await solveCaptcha(t.app) });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('use_phone');
  });

  it('refuses a malformed phone or code', async () => {
    const phone = await post(t.app, '/api/reset-password-phone?lang=ar', {
      phone: 'call me',
      captcha: await solveCaptcha(t.app),
    });
    expect(phone.json().errors.phone).toEqual([ar.validation.phone]);
    expect((await get(t.app, '/api/verify-reset-password-phone/+201000000005/12ab56')).statusCode).toBe(422);
  });
});

describe('logs', () => {
  it('never contain a password, a token, a code, a safe answer or a captcha answer', async () => {
    const secrets: string[] = [PASSWORD, NEW_PASSWORD, 'Yusuf'];
    await post(t.app, '/api/register-child', child);
    await login(t.app, 'omar');
    await login(t.app, 'omar', 'Wrong-password-x');
    const answer = (
      await post(t.app, '/api/check-security-answer', { username: 'omar', question_id: 3, answer: 'Yusuf' })
    ).json().data.token;
    const captcha = await solveCaptcha(t.app);
    secrets.push(answer, captcha);
    await post(t.app, '/api/password/reset', {
      token: answer,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      captcha,
    });

    await post(t.app, '/api/register_Parent', {
      first_name: 'Huda',
      last_name: 'Nasser',
      country: 'eg',
      parent_email: 'huda@example.com',
    });
    const link = linkToken((await lastMessage(t.app, 'huda@example.com')).body, 'register/create');
    const setToken = (await get(t.app, `/api/parent/verify/${link}`)).json().data.verification;
    await post(t.app, `/api/parent-set-password/${setToken}`, {
      parent_username: 'huda',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    secrets.push(link, setToken);

    await parentWithPhone('+201000000006');
    const resendCaptcha = await solveCaptcha(t.app);
    await get(t.app, `/api/resend-recover-password-phone/+201000000006?captcha=${encodeURIComponent(resendCaptcha)}`);
    const code = sixDigitCode((await lastMessage(t.app, '+201000000006')).body);
    const phoneToken = (await get(t.app, `/api/verify-reset-password-phone/+201000000006/${code}`)).json().data.token;
    secrets.push(resendCaptcha, code, phoneToken);

    const logs = t.logs();
    expect(logs).toContain('incoming request');
    expect(logs).toContain('/api/verify-reset-password-phone/:number/:code');
    for (const secret of secrets) expect(logs, secret).not.toContain(secret);
    expect(logs).not.toContain('+201000000006');
  });
});
