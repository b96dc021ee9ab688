import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLog, idempotencyKeys, users } from '../db/tables.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { keepDatabase, revoke, sendBatch, sendSingle, serveTestNote, type Queued } from '../test-support/sync.js';

// One seeded server; each test starts from its freshly seeded database.
let t: TestApp;
let restore: () => Promise<void>;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ seedDemoData: true }, { beforeReady: serveTestNote });
  restore = await keepDatabase(t.app);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await restore();
  token = await tokenFor(t.app, 'student1');
});

const language = async (username: string) =>
  (await t.app.db.select().from(users).where(eq(users.username, username)))[0]!.language;
const stored = async (username: string, key: string) => {
  const [user] = await t.app.db.select().from(users).where(eq(users.username, username));
  return t.app.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, user!.id), eq(idempotencyKeys.key, key)));
};
const notes = () => t.app.db.select().from(changeLog).orderBy(changeLog.seq);
const changeLanguage = (id: string, lang: string): Queued => ({
  id,
  method: 'POST',
  path: '/change-language',
  body: { lang },
});
const note = (id: string, owner: string, text: string): Queued => ({
  id,
  method: 'POST',
  path: `/test-sync/notes/${owner}`,
  body: { text },
});

describe('a queueable call with an Idempotency-Key', () => {
  it('answers a replay of the key with the stored answer and changes nothing', async () => {
    const first = await sendSingle(t.app, token, changeLanguage('key-lang-ar', 'ar'));
    expect(first).toEqual({ status: 200, body: { data: { message: expect.any(String) } }, replay: false });
    expect(await language('student1')).toBe('ar');

    // A later change, then a late duplicate of the first (its answer was lost): it must not undo the later one.
    expect((await sendSingle(t.app, token, changeLanguage('key-lang-en', 'en'))).status).toBe(200);
    const replay = await sendSingle(t.app, token, changeLanguage('key-lang-ar', 'ar'));
    expect(replay).toEqual({ ...first, replay: true });
    expect(await language('student1')).toBe('en');
    expect(await stored('student1', 'key-lang-ar')).toHaveLength(1);
  });

  it('runs an appending effect once however often the key is sent', async () => {
    for (let i = 0; i < 3; i++)
      expect((await sendSingle(t.app, token, note('key-note-1', 'student1', 'hello'))).status).toBe(200);
    expect(await notes()).toHaveLength(1);
  });

  it('runs the effect once when the same key arrives twice at once (the later one undone and replayed)', async () => {
    const both = await Promise.all([
      sendSingle(t.app, token, note('key-note-twice', 'student1', 'hello')),
      sendSingle(t.app, token, note('key-note-twice', 'student1', 'hello')),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.replay).sort()).toEqual([false, true]);
    expect(both[1]!.body).toEqual(both[0]!.body);
    expect(await notes()).toHaveLength(1);
    expect(await stored('student1', 'key-note-twice')).toHaveLength(1);
  });

  it('runs each effect once when the same batch arrives twice at once (a device that sent it again)', async () => {
    const items = [1, 2, 3].map((n) => note(`key-batch-twice-${n}`, 'student1', `note ${n}`));
    const both = await Promise.all([sendBatch(t.app, token, items), sendBatch(t.app, token, items)]);
    for (const { status, body } of both) {
      expect(status).toBe(200);
      expect(body.data.results.map((r) => r.status)).toEqual([200, 200, 200]);
    }
    expect(both[1]!.body.data.results.map((r) => r.body)).toEqual(both[0]!.body.data.results.map((r) => r.body));
    expect((await notes()).map((n) => (n.data as { language: string }).language)).toEqual([
      'note 1',
      'note 2',
      'note 3',
    ]);
    for (const n of [1, 2, 3]) expect(await stored('student1', `key-batch-twice-${n}`)).toHaveLength(1);
  });

  it('refuses the same key with another body, or on another call, as idempotency_key_reused', async () => {
    await sendSingle(t.app, token, changeLanguage('key-reused-1', 'ar'));
    const otherBody = await sendSingle(t.app, token, changeLanguage('key-reused-1', 'en'));
    expect(otherBody.status).toBe(422);
    expect(otherBody.body).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await language('student1')).toBe('ar');

    // Another call with the very same input (so the same request hash): the key names one call only.
    await sendSingle(t.app, token, {
      id: 'key-reused-2',
      method: 'POST',
      path: '/test-sync/echo',
      body: { lang: 'ar' },
    });
    const sameInput = await sendSingle(t.app, token, changeLanguage('key-reused-2', 'ar'));
    expect(sameInput.status).toBe(422);
    expect(sameInput.body).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await language('student1')).toBe('ar');
  });

  it('keeps keys apart per user: another user may use the same key', async () => {
    await sendSingle(t.app, token, changeLanguage('key-shared-1', 'ar'));
    const other = await sendSingle(t.app, await tokenFor(t.app, 'student2'), changeLanguage('key-shared-1', 'ar'));
    expect(other).toMatchObject({ status: 200, replay: false });
    expect(await language('student2')).toBe('ar');
  });

  it('refuses a malformed key with 422 and does nothing', async () => {
    for (const key of ['short', 'has space in it', 'x'.repeat(101), 'slash/not/allowed']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/change-language',
        headers: { ...bearer(token), 'idempotency-key': key },
        payload: { lang: 'ar' },
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['Idempotency-Key']);
    }
    expect(await language('student1')).toBe('en');
    expect(await t.app.db.select().from(idempotencyKeys)).toEqual([]);
  });
});

describe('a permanent rejection', () => {
  it.each([
    ['a body failing the schema', changeLanguage('key-rej-schema', 'xx'), 422, changeLanguage('key-rej-schema', 'ar')],
    [
      'a body failing the cross-field check',
      note('key-rej-check', 'student1', 'hi!'),
      422,
      note('key-rej-check', 'student1', 'hi'),
    ],
    ["another user's object", note('key-rej-object', 'student2', 'hi'), 403, note('key-rej-object', 'student1', 'hi')],
  ])("is stored as the key's answer and replayed: %s", async (_name, call, status, fixed) => {
    const first = await sendSingle(t.app, token, call);
    expect(first).toMatchObject({ status, replay: false });
    expect(await stored('student1', call.id)).toMatchObject([{ statusCode: status }]);
    // The refusal rolled back whatever the handler wrote before refusing.
    expect(await notes()).toEqual([]);

    expect(await sendSingle(t.app, token, call)).toEqual({ ...first, replay: true });
    // The key was processed: the device must not reuse it for a corrected call (it gets a new key).
    expect((await sendSingle(t.app, token, fixed)).body).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await notes()).toEqual([]);
    expect(await language('student1')).toBe('en');
  });
});

describe('answers that are not stored', () => {
  it('does not store a 401: the same key applies once the user signs in again', async () => {
    await revoke(t.app, token);
    expect((await sendSingle(t.app, token, changeLanguage('key-after-401', 'ar'))).status).toBe(401);
    expect(await stored('student1', 'key-after-401')).toEqual([]);

    const again = await sendSingle(t.app, await tokenFor(t.app, 'student1'), changeLanguage('key-after-401', 'ar'));
    expect(again).toMatchObject({ status: 200, replay: false });
    expect(await language('student1')).toBe('ar');
  });

  it('does not store a 5xx: the server failed, the device tries again', async () => {
    const crash = note('key-crash-1', 'student1', 'crash');
    expect((await sendSingle(t.app, token, crash)).status).toBe(500);
    expect(await stored('student1', crash.id)).toEqual([]);
    expect(await notes()).toEqual([]);
  });
});
