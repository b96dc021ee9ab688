import { ar, en } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../db/tables.js';
import { THROTTLE_POLICY } from './policy.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import {
  bearer,
  createStudents,
  get,
  login,
  PASSWORD,
  post,
  registerParentWithChild,
  registerStudent,
} from '../test-support/accounts.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const JWT_SECRET = 'test-secret-test-secret-test-secret-0123';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('POST /login', () => {
  it('accepts a username (any case), an email or a mobile number with the password', async () => {
    const student = await registerStudent(t.app, { username: 'Sara', email: 'sara@example.com' });
    await t.app.db.write((tx) => tx.update(users).set({ phone: '+201000000007' }).where(eq(users.id, student.id)));
    for (const id of ['Sara', 'sara', 'SARA@example.com', '+201000000007']) {
      const res = await login(t.app, id);
      expect(res.statusCode, id).toBe(200);
      expect(res.json().data[0]).toMatchObject({ id: student.id, user_type: 'student', language: 'en' });
    }
  });

  it('answers a wrong password or an unknown account alike, on the field login_email (422), in English and Arabic', async () => {
    await registerStudent(t.app);
    const wrong = await login(t.app, 'sara', 'not-the-password');
    const unknown = await login(t.app, 'nobody', PASSWORD);
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      message: en.errors.wrongCredentials,
      errors: { login_email: [en.errors.wrongCredentials] },
    });
    const arWrong = await post(t.app, '/api/login?lang=ar', { login_email: 'sara', password: 'nope' });
    expect(arWrong.json().errors.login_email).toEqual([ar.errors.wrongCredentials]);
  });

  it('refuses empty fields and unknown fields (422)', async () => {
    const empty = await post(t.app, '/api/login?lang=ar', { login_email: '', password: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ login_email: [ar.validation.required], password: [ar.validation.required] });
    const extra = await post(t.app, '/api/login', { login_email: 'sara', password: PASSWORD, remember: true });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors.remember).toEqual([en.validation.unknownField]);
  });

  it('answers 403 for a disabled account', async () => {
    const student = await registerStudent(t.app);
    await t.app.db.write((tx) => tx.update(users).set({ status: 'disabled' }).where(eq(users.id, student.id)));
    const res = await login(t.app, 'sara');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(en.errors.accountDisabled);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await post(t.app, '/api/login', { login_email: 'x'.repeat(1024 * 1024 + 10), password: PASSWORD });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(en.errors.tooLarge);
  });
});

describe('login rate limits', () => {
  it('blocks an account from one address after 5 failures for a minute; another address still signs in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await registerStudent(t.app);
    for (let i = 0; i < 5; i++) expect((await login(t.app, 'sara', 'wrong-guess', '10.1.1.1')).statusCode).toBe(422);
    const blocked = await login(t.app, 'sara', PASSWORD, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    expect(blocked.json().message).toBe(en.errors.tooManyRequests);
    expect((await login(t.app, 'SARA', PASSWORD, '10.1.1.1')).statusCode).toBe(429);
    // A classmate on another address, or the child at home, is not locked out.
    expect((await login(t.app, 'sara', PASSWORD, '10.2.2.2')).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await login(t.app, 'sara', PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it('limits unknown accounts exactly like known ones', async () => {
    for (let i = 0; i < 5; i++) await login(t.app, 'ghost', 'wrong-guess', '10.1.1.1');
    expect((await login(t.app, 'ghost', 'wrong-guess', '10.1.1.1')).statusCode).toBe(429);
  });

  it('has a ceiling of 300 recovery and confirmation requests a minute per address, which sign-in is not behind', async () => {
    await registerStudent(t.app);
    for (let i = 0; i < 300; i++) {
      const res = await get(t.app, '/api/parent/verify/not-a-real-token', { remoteAddress: '10.9.9.9' });
      if (res.statusCode !== 422) throw new Error(`request ${i} answered ${res.statusCode}`);
    }
    expect((await get(t.app, '/api/parent/verify/not-a-real-token', { remoteAddress: '10.9.9.9' })).statusCode).toBe(
      429,
    );
    expect((await login(t.app, 'sara', PASSWORD, '10.9.9.9')).statusCode).toBe(200);
  });

  it('lets 300 children of one school sign in from one address within a minute, 30 of them after a typo', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const usernames = await createStudents(t.app, 300);
    const school = '10.20.30.40';
    // The clock stands still: every sign-in is within the same minute however long the machine takes.
    // Ten at a time, as children of several classes press "sign in" together.
    for (let start = 0; start < usernames.length; start += 10) {
      const statuses = await Promise.all(
        usernames.slice(start, start + 10).map(async (username, i) => {
          const typo = i === 0 ? (await login(t.app, username, 'Typo-1234', school)).statusCode : 422;
          return [typo, (await login(t.app, username, PASSWORD, school)).statusCode];
        }),
      );
      expect(statuses, `children ${start}…${start + 9}`).toEqual(Array(10).fill([422, 200]));
    }
  });

  it('stops guessing from one address over many accounts: 100 failures, then 429 for that address only', async () => {
    await registerStudent(t.app);
    const max = THROTTLE_POLICY.failuresPerAddress.login.max;
    for (let i = 0; i < max; i++)
      expect((await login(t.app, `child${i}`, 'guess-1234', '10.7.7.7')).statusCode, `try ${i}`).toBe(422);
    const stopped = await login(t.app, 'sara', PASSWORD, '10.7.7.7');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toBe(en.errors.tooManyRequests);
    expect((await login(t.app, 'sara', PASSWORD, '10.8.8.8')).statusCode).toBe(200);
  });

  it('stops guessing spread over many addresses: 100 wrong passwords from 20 addresses, then the account waits', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await registerStudent(t.app);
    const { freeFailures, firstWaitMs } = THROTTLE_POLICY.accountWait.login;
    const answers: number[] = [];
    for (let i = 0; i < 100; i++) {
      answers.push((await login(t.app, i % 2 ? 'sara' : 'SARA', 'wrong-guess', `10.50.0.${i % 20}`)).statusCode);
    }
    expect(answers.filter((s) => s === 422)).toHaveLength(freeFailures);
    expect(answers.filter((s) => s === 429)).toHaveLength(100 - freeFailures);
    // The right password from a fresh address is refused too while the account waits, in both languages.
    const waiting = await post(
      t.app,
      '/api/login?lang=ar',
      { login_email: 'sara', password: PASSWORD },
      {
        remoteAddress: '10.60.0.1',
      },
    );
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe(ar.errors.accountWait);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(firstWaitMs / 1000);
    // Not a lock: once the wait is over the child signs in, and that clears the count.
    vi.setSystemTime(Date.now() + firstWaitMs + 1_000);
    expect((await login(t.app, 'sara', PASSWORD, '10.60.0.1')).statusCode).toBe(200);
    expect((await login(t.app, 'sara', 'wrong-guess', '10.60.0.2')).statusCode).toBe(422);
  });

  it('makes the account wait longer after each further failure, up to the cap, whichever name is typed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await registerStudent(t.app, { email: 'sara@example.com' });
    const { freeFailures, firstWaitMs, maxWaitMs } = THROTTLE_POLICY.accountWait.login;
    for (let i = 0; i < freeFailures; i++)
      expect((await login(t.app, i % 2 ? 'sara' : 'sara@example.com', 'x-guess', `10.70.0.${i}`)).statusCode).toBe(422);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const refused = await login(t.app, 'sara@example.com', 'x-guess', '10.71.0.1');
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      vi.setSystemTime(Date.now() + Number(refused.headers['retry-after']) * 1000 + 1);
      expect((await login(t.app, 'sara', 'x-guess', `10.72.0.${i}`)).statusCode).toBe(422);
    }
    expect(waits.slice(0, 4)).toEqual([1, 2, 4, 8].map((n) => (n * firstWaitMs) / 1000));
    expect(Math.max(...waits)).toBe(maxWaitMs / 1000);
  });
});

describe('tokens and sessions', () => {
  it('POST /logout ends the session: the same token then answers 401', async () => {
    const { api_token } = await registerStudent(t.app);
    const out = await post(t.app, '/api/logout?lang=ar', {}, { headers: bearer(api_token) });
    expect(out.statusCode).toBe(200);
    expect(out.json().data.message).toBe(ar.success.loggedOut);
    const again = await post(t.app, '/api/change-language', { lang: 'ar' }, { headers: bearer(api_token) });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(en.errors.notAuthorized);
    expect((await post(t.app, '/api/logout', {}, { headers: bearer(api_token) })).statusCode).toBe(401);
  });

  it('answers 401 without a token and for tokens signed with another algorithm (none, HS512)', async () => {
    const { api_token } = await registerStudent(t.app);
    const [, payload] = api_token.split('.');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const hs512Head = `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}`;
    const hs512 = `${hs512Head}.${createHmac('sha512', JWT_SECRET).update(hs512Head).digest('base64url')}`;
    const tampered = `${api_token.split('.')[0]}.${b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '999' })}.${api_token.split('.')[2]}`;
    for (const token of [none, hs512, tampered]) {
      expect((await post(t.app, '/api/change-language', { lang: 'ar' }, { headers: bearer(token) })).statusCode).toBe(
        401,
      );
    }
    expect((await post(t.app, '/api/change-language', { lang: 'ar' })).statusCode).toBe(401);
    expect((await post(t.app, '/api/change-language', { lang: 'ar' }, { headers: bearer(api_token) })).statusCode).toBe(
      200,
    );
  });

  it('POST /change-language saves the language: later answers and messages use it', async () => {
    const { api_token, id } = await registerStudent(t.app);
    const res = await post(t.app, '/api/change-language', { lang: 'ar' }, { headers: bearer(api_token) });
    expect(res.json().data.message).toBe(ar.success.languageChanged);
    expect((await t.app.db.select().from(users).where(eq(users.id, id)).limit(1))[0]!.language).toBe('ar');
    expect((await login(t.app, 'sara')).json().data[0].language).toBe('ar');
    const bad = await post(t.app, '/api/change-language', { lang: 'fr' }, { headers: bearer(api_token) });
    expect(bad.statusCode).toBe(422);
  });

  it("POST /change-language records a 'profile' change that the user's other devices pull, once per Idempotency-Key", async () => {
    const { api_token, id } = await registerStudent(t.app);
    const otherDevice = (await login(t.app, 'sara')).json().data[0].api_token as string;
    const profileChanges = async () => {
      const res = await get(t.app, '/api/sync/pull?cursor=0', { headers: bearer(otherDevice) });
      expect(res.statusCode).toBe(200);
      return (res.json().data.changes as { entity: string; entity_id: string | null; data: unknown }[]).filter(
        (c) => c.entity === 'profile',
      );
    };
    expect(await profileChanges()).toEqual([]);

    const headers = { ...bearer(api_token), 'idempotency-key': 'lang-change-0001' };
    expect((await post(t.app, '/api/change-language', { lang: 'ar' }, { headers })).statusCode).toBe(200);
    expect(await profileChanges()).toEqual([
      expect.objectContaining({ entity: 'profile', entity_id: String(id), data: { language: 'ar' } }),
    ]);

    // A replay of the same key changes nothing; a refused language records nothing.
    const replay = await post(t.app, '/api/change-language', { lang: 'ar' }, { headers });
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect((await post(t.app, '/api/change-language', { lang: 'fr' }, { headers: bearer(api_token) })).statusCode).toBe(
      422,
    );
    expect(await profileChanges()).toHaveLength(1);

    expect((await post(t.app, '/api/change-language', { lang: 'en' }, { headers: bearer(api_token) })).statusCode).toBe(
      200,
    );
    expect((await profileChanges()).map((c) => c.data)).toEqual([{ language: 'ar' }, { language: 'en' }]);
  });
});

describe('a parent signed in as their child', () => {
  it('POST /login-as-student opens a child session for their own child, and /login-back-as-parent comes back', async () => {
    const { parent, child } = await registerParentWithChild(t.app);
    const asChild = await post(
      t.app,
      '/api/login-as-student',
      { student_profile_id: child.student_profile.id },
      { headers: bearer(parent.api_token) },
    );
    expect(asChild.statusCode).toBe(200);
    const childItem = asChild.json().data[0];
    expect(childItem).toMatchObject({
      user_type: 'student',
      username: 'pchild',
      acting_parent_profile_id: parent.parent_profile.id,
    });

    const back = await post(
      t.app,
      '/api/login-back-as-parent',
      { parent_profile_id: parent.parent_profile.id },
      { headers: bearer(childItem.api_token) },
    );
    expect(back.statusCode).toBe(200);
    expect(back.json().data[0]).toMatchObject({
      user_type: 'parent',
      parent_profile: { id: parent.parent_profile.id },
    });
    // The child session ended; the parent's sessions work.
    expect(
      (await post(t.app, '/api/change-language', { lang: 'en' }, { headers: bearer(childItem.api_token) })).statusCode,
    ).toBe(401);
    expect(
      (await post(t.app, '/api/change-language', { lang: 'en' }, { headers: bearer(back.json().data[0].api_token) }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses another parent’s child (403) and a student calling it (403)', async () => {
    const first = await registerParentWithChild(t.app, 'a');
    const second = await registerParentWithChild(t.app, 'b');
    const res = await post(
      t.app,
      '/api/login-as-student?lang=ar',
      { student_profile_id: second.child.student_profile.id },
      { headers: bearer(first.parent.api_token) },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ar.errors.notParentOfChild);
    const missing = await post(
      t.app,
      '/api/login-as-student',
      { student_profile_id: 99999 },
      { headers: bearer(first.parent.api_token) },
    );
    expect(missing.statusCode).toBe(403);
    const byStudent = await post(
      t.app,
      '/api/login-as-student',
      { student_profile_id: first.child.student_profile.id },
      { headers: bearer(first.child.api_token) },
    );
    expect(byStudent.statusCode).toBe(403);
  });

  it('refuses a disabled child', async () => {
    const { parent, child } = await registerParentWithChild(t.app);
    await t.app.db.write((tx) => tx.update(users).set({ status: 'disabled' }).where(eq(users.id, child.id)));
    const res = await post(
      t.app,
      '/api/login-as-student',
      { student_profile_id: child.student_profile.id },
      { headers: bearer(parent.api_token) },
    );
    expect(res.statusCode).toBe(403);
  });

  it('/login-back-as-parent: only from such a session, only to that parent, only while the parent session lives', async () => {
    const { parent, child } = await registerParentWithChild(t.app, 'a');
    const other = await registerParentWithChild(t.app, 'b');
    // A child's own session has no parent to go back to.
    const own = await post(
      t.app,
      '/api/login-back-as-parent',
      { parent_profile_id: parent.parent_profile.id },
      { headers: bearer(child.api_token) },
    );
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(en.errors.noParentSession);

    const acting = (
      await post(
        t.app,
        '/api/login-as-student',
        { student_profile_id: child.student_profile.id },
        { headers: bearer(parent.api_token) },
      )
    ).json().data[0];
    const wrongParent = await post(
      t.app,
      '/api/login-back-as-parent',
      { parent_profile_id: other.parent.parent_profile.id },
      { headers: bearer(acting.api_token) },
    );
    expect(wrongParent.statusCode).toBe(403);
    // A parent calling it: wrong role.
    expect(
      (
        await post(
          t.app,
          '/api/login-back-as-parent',
          { parent_profile_id: parent.parent_profile.id },
          { headers: bearer(parent.api_token) },
        )
      ).statusCode,
    ).toBe(403);

    await post(t.app, '/api/logout', {}, { headers: bearer(parent.api_token) });
    const afterLogout = await post(
      t.app,
      '/api/login-back-as-parent',
      { parent_profile_id: parent.parent_profile.id },
      { headers: bearer(acting.api_token) },
    );
    // The parent's logout ended the child session it opened.
    expect(afterLogout.statusCode).toBe(401);
  });

  it("the parent's logout ends the child sessions it opened, and only those", async () => {
    const { parent, child } = await registerParentWithChild(t.app);
    const actAsChild = async (parentToken: string) =>
      (
        await post(
          t.app,
          '/api/login-as-student',
          { student_profile_id: child.student_profile.id },
          { headers: bearer(parentToken) },
        )
      ).json().data[0].api_token as string;
    const acting = await actAsChild(parent.api_token);
    // The same parent on another device, also signed in as the child there.
    const otherDevice = (await login(t.app, 'pparent')).json().data[0].api_token as string;
    const actingElsewhere = await actAsChild(otherDevice);
    const works = async (token: string) =>
      (await post(t.app, '/api/change-language', { lang: 'en' }, { headers: bearer(token) })).statusCode;
    expect(await works(acting)).toBe(200);

    expect((await post(t.app, '/api/logout', {}, { headers: bearer(parent.api_token) })).statusCode).toBe(200);
    expect(await works(acting)).toBe(401);
    // The child's own sign-in, and what the parent opened on the other device, go on.
    expect(await works(child.api_token)).toBe(200);
    expect(await works(otherDevice)).toBe(200);
    expect(await works(actingElsewhere)).toBe(200);
  });

  it("a child session ends with the parent's session however that ends (a password reset ends them all)", async () => {
    const { parent, child } = await registerParentWithChild(t.app);
    const acting = (
      await post(
        t.app,
        '/api/login-as-student',
        { student_profile_id: child.student_profile.id },
        { headers: bearer(parent.api_token) },
      )
    ).json().data[0].api_token as string;
    await t.app.sessions.revokeAllOf(parent.id);
    expect((await post(t.app, '/api/change-language', { lang: 'en' }, { headers: bearer(acting) })).statusCode).toBe(
      401,
    );
    expect(
      (await post(t.app, '/api/change-language', { lang: 'en' }, { headers: bearer(child.api_token) })).statusCode,
    ).toBe(200);
  });
});

describe('tokens without expiry', () => {
  it('are refused (401) even when signed with the right key and naming a live session', async () => {
    const { api_token } = await registerStudent(t.app);
    const claims = JSON.parse(Buffer.from(api_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims.exp).toEqual(expect.any(Number));
    const sign = (payload: Record<string, unknown>) => {
      const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
      return `${head}.${createHmac('sha256', JWT_SECRET).update(head).digest('base64url')}`;
    };
    const { exp: _exp, ...forever } = claims;
    const call = (token: string) => post(t.app, '/api/change-language', { lang: 'en' }, { headers: bearer(token) });
    expect((await call(sign(claims))).statusCode).toBe(200);
    expect((await call(sign(forever))).statusCode).toBe(401);
    expect((await call(sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }))).statusCode).toBe(401);
  });
});
