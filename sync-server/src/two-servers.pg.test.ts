import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_POLICY } from './accounts/policy.js';
import { lessonSubmissions, users } from './db/tables.js';
import { sendSingle } from './test-support/sync.js';
import { buildFixture, type Fixture } from './test-support/teacher-fixture.js';
import { bearer } from './test-support/sign-in.js';
import { startTestApp, testDatabaseSpace, type TestApp, type TestDatabaseSpace } from './test-support/test-app.js';

/**
 * Two servers on one PostgreSQL behave as one (stateless servers behind a load balancer): tokens,
 * logouts, idempotency records, failure counters and submissions all live in the database. Runs in the
 * PostgreSQL project only (vitest.config.ts), where each test file has a schema of its own.
 */
let space: TestDatabaseSpace;
let a: TestApp;
let b: TestApp;
let fixture: Fixture;
beforeAll(async () => {
  space = testDatabaseSpace();
  a = await startTestApp({ seedDemoData: true }, { space });
  // The second server starts on the same database: it finds it migrated and seeded.
  b = await startTestApp({ seedDemoData: true }, { space });
  fixture = await buildFixture(a.app);
}, 240_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await space?.drop();
});

async function login(server: TestApp, username: string, password = 'Demo1234') {
  return server.app.inject({ method: 'POST', url: '/api/login', payload: { login_email: username, password } });
}
const tokenOf = async (server: TestApp, username: string) =>
  (await login(server, username)).json().data[0].api_token as string;
const pull = (server: TestApp, token: string) =>
  server.app.inject({ method: 'GET', url: '/api/sync/pull', headers: bearer(token) });

describe('two servers on one PostgreSQL', () => {
  it("accept each other's tokens, and a logout on one ends the session on the other", async () => {
    const token = await tokenOf(a, 'student3');
    expect((await pull(b, token)).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await pull(b, token)).statusCode).toBe(401);
    expect((await pull(a, token)).statusCode).toBe(401);
  });

  it('answer an Idempotency-Key replayed on the other with the stored answer, and change nothing', async () => {
    const token = await tokenOf(a, 'student4');
    const call = { id: 'two-servers-lang-1', method: 'POST' as const, path: '/change-language', body: { lang: 'ar' } };
    const first = await sendSingle(a.app, token, call);
    expect(first.status).toBe(200);
    // Changed back without the key, then the key replayed through B: the stored answer, no second effect.
    expect((await sendSingle(a.app, token, { ...call, id: 'two-servers-lang-2', body: { lang: 'en' } })).status).toBe(
      200,
    );
    const replay = await sendSingle(b.app, token, call);
    expect(replay).toEqual({ ...first, replay: true });
    const [user] = await b.app.db.select().from(users).where(eq(users.username, 'student4'));
    expect(user!.language).toBe('en');
  });

  it('count failed logins on both servers against one limit', async () => {
    const max = THROTTLE_POLICY.failuresPerAccountAndAddress.max;
    for (let i = 0; i < max; i++)
      expect((await login(i % 2 === 0 ? a : b, 'student5', 'Wrong-password-1')).statusCode).toBe(422);
    // The limit is reached across the two: the next try is refused on either, even with the right password.
    expect((await login(a, 'student5')).statusCode).toBe(429);
    expect((await login(b, 'student5')).statusCode).toBe(429);
  });

  it('make an account wait after failures spread over both servers and many addresses', async () => {
    const { freeFailures } = THROTTLE_POLICY.accountWait.login;
    const from = (server: TestApp, i: number, password: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { login_email: 'student2', password },
        remoteAddress: `10.90.0.${i}`,
      });
    for (let i = 0; i < freeFailures; i++)
      expect((await from(i % 2 === 0 ? a : b, i, 'Wrong-password-1')).statusCode).toBe(422);
    // A fresh address on either server, even with the right password: the account waits.
    expect((await from(a, 200, 'Demo1234')).statusCode).toBe(429);
    expect((await from(b, 201, 'Demo1234')).statusCode).toBe(429);
  });

  it('store a lesson submitted through one and replayed through the other once', async () => {
    const token = await tokenOf(a, 'student1');
    const before = (await a.app.db.select().from(lessonSubmissions)).length;
    const call = {
      id: 'two-servers-lesson-1',
      method: 'POST' as const,
      path: '/student-questions-submission',
      body: {
        lesson_id: fixture.lessonB,
        course_id: fixture.courseId,
        gm_task_id: 3,
        answers: [
          { question_id: fixture.questionsB[0]!, answer: 'loop' },
          { question_id: fixture.questionsB[1]!, answer: 0 },
        ],
        answered_at: '2026-11-25T08:00:00.000Z',
      },
    };
    const first = await sendSingle(a.app, token, call);
    expect(first.status).toBe(200);
    const [second, third] = await Promise.all([sendSingle(b.app, token, call), sendSingle(a.app, token, call)]);
    expect(second).toEqual({ ...first, replay: true });
    expect(third).toEqual({ ...first, replay: true });
    expect((await b.app.db.select().from(lessonSubmissions)).length).toBe(before + 1);
  });
});
