import { sync, translate, type Language } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLog, idempotencyKeys, users } from '../db/tables.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { endsBatch } from './batch.js';
import { QueueableCalls } from './queueable.js';
import {
  keepDatabase,
  revoke,
  sendBatch,
  sendSingle,
  serverState,
  serveTestNote,
  testNote,
  type Queued,
} from '../test-support/sync.js';

// Two seeded servers (one answers batches, the other the same calls one by one), each test starting
// both from their freshly seeded database.
const servers: { t: TestApp; restore: () => Promise<void> }[] = [];
beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const t = await startTestApp({ seedDemoData: true }, { beforeReady: serveTestNote });
    servers.push({ t, restore: await keepDatabase(t.app) });
  }
});
afterAll(async () => Promise.all(servers.map((s) => s.t.close())));
let started = 0;
/** The next server of this test, back to its freshly seeded state. */
async function start() {
  const server = servers[started++ % servers.length]!;
  await server.restore();
  return server.t.app;
}
beforeEach(() => {
  started = 0;
});

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
const notQueueableIn = (lang: Language) => ({
  status: 422,
  body: { message: translate(lang, 'errors.notQueueable'), code: 'not_queueable' },
});
const languageOf = async (app: FastifyInstance, username: string) =>
  (await app.db.select().from(users).where(eq(users.username, username)))[0]!.language;

describe('POST /sync/batch', () => {
  it('answers each item exactly as its single call would, in order, and leaves the same state', async () => {
    const sent = note('key-sent-before', 'student1', 'before');
    const items: Queued[] = [
      changeLanguage('key-b-valid', 'ar'),
      changeLanguage('key-b-invalid', 'xx'),
      sent,
      { id: 'key-b-login', method: 'POST', path: '/login', body: { username: 'student1', password: 'x' } },
      note('key-b-others', 'student2', 'hi'),
      note('key-b-own', 'student1', 'hi'),
      note('key-b-check', 'student1', 'hi!'),
      changeLanguage('key-b-valid', 'ar'),
      { id: 'key-b-dots', method: 'POST', path: '/test-sync/notes/../../change-language', body: { lang: 'ar' } },
      { id: 'key-b-dots2', method: 'POST', path: '/test-sync/notes/%2e%2e', body: { text: 'hi' } },
      { id: 'key-b-method', method: 'PUT', path: '/change-language', body: { lang: 'ar' } },
      { id: 'key-b-batch', method: 'POST', path: '/sync/batch', body: { items: [] } },
      changeLanguage('key-b-last', 'en'),
    ];
    const notQueueable = new Set(['key-b-login', 'key-b-dots', 'key-b-dots2', 'key-b-method', 'key-b-batch']);

    const batched = await start();
    const batchToken = await tokenFor(batched, 'student1');
    await sendSingle(batched, batchToken, sent);
    const answer = await sendBatch(batched, batchToken, items);
    expect(answer.status).toBe(200);

    const single = await start();
    const singleToken = await tokenFor(single, 'student1');
    await sendSingle(single, singleToken, sent);
    const expected = [];
    for (const item of items) {
      if (notQueueable.has(item.id))
        expected.push({ id: item.id, ...notQueueableIn(await languageOf(single, 'student1')) });
      else {
        const { status, body } = await sendSingle(single, singleToken, item);
        expected.push({ id: item.id, status, body });
      }
    }

    expect(answer.body.data.results).toEqual(expected);
    expect(expected.map((r) => r.status)).toEqual([200, 422, 200, 422, 403, 200, 422, 200, 422, 422, 422, 422, 200]);
    expect(await serverState(batched)).toEqual(await serverState(single));
  });

  it('stops at a 401 (the token died mid-batch): later items are not attempted and wait, in order', async () => {
    const app = await start();
    const token = await tokenFor(app, 'student1');
    const items = [
      note('key-stop-1', 'student1', 'one'),
      note('key-stop-2', 'student1', 'revoke-session'),
      changeLanguage('key-stop-3', 'ar'),
      note('key-stop-4', 'student1', 'four'),
    ];
    const { body } = await sendBatch(app, token, items);
    expect(body.data.results.map((r) => [r.id, r.status])).toEqual([
      ['key-stop-1', 200],
      ['key-stop-2', 200],
      ['key-stop-3', 401],
      ['key-stop-4', 0],
    ]);
    expect(body.data.results[3]!.body).toBeNull();
    expect(await app.db.select().from(changeLog)).toHaveLength(2);
    expect((await app.db.select().from(idempotencyKeys)).map((k) => k.key).sort()).toEqual([
      'key-stop-1',
      'key-stop-2',
    ]);

    // The same user signs in again; the device sends what is left, in order, with the same keys.
    const again = await sendBatch(app, await tokenFor(app, 'student1'), items.slice(2));
    expect(again.body.data.results.map((r) => r.status)).toEqual([200, 200]);
    expect(await languageOf(app, 'student1')).toBe('ar');
  });

  it('stops at a 5xx: the failed item and the rest are sent again later', async () => {
    const app = await start();
    const token = await tokenFor(app, 'student1');
    const { body } = await sendBatch(app, token, [
      note('key-crash-1', 'student1', 'crash'),
      changeLanguage('key-crash-2', 'ar'),
    ]);
    expect(body.data.results.map((r) => r.status)).toEqual([500, 0]);
    expect(await app.db.select().from(idempotencyKeys)).toEqual([]);
  });

  it('answers 401 for the whole batch when the token is dead before it starts', async () => {
    const app = await start();
    const token = await tokenFor(app, 'student1');
    await revoke(app, token);
    expect((await sendBatch(app, token, [changeLanguage('key-dead-1', 'ar')])).status).toBe(401);
  });

  it('bounds the batch: item count, envelope shape and body size', async () => {
    const app = await start();
    const token = await tokenFor(app, 'student1');
    const tooMany = Array.from({ length: sync.SYNC_BATCH_MAX + 1 }, (_, i) => changeLanguage(`key-many-${i}`, 'ar'));
    expect((await sendBatch(app, token, tooMany)).status).toBe(422);
    expect((await sendBatch(app, token, [])).status).toBe(422);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/sync/batch',
      headers: bearer(token),
      payload: { items: [{ id: 'key-get-1', method: 'GET', path: '/me' }] },
    });
    expect(bad.statusCode).toBe(422);

    const big = (id: string) => changeLanguage(id, 'a'.repeat(900 * 1024));
    const tooBig = await app.inject({
      method: 'POST',
      url: '/api/sync/batch',
      headers: bearer(token),
      payload: { items: [big('key-big-1'), big('key-big-2'), big('key-big-3')] },
    });
    expect(tooBig.statusCode).toBe(413);

    // One item over the single call's own limit is refused like the single call; the rest goes on.
    const { body } = await sendBatch(app, token, [
      changeLanguage('key-huge-1', 'a'.repeat(1100 * 1024)),
      changeLanguage('key-huge-2', 'ar'),
    ]);
    expect(body.data.results.map((r) => r.status)).toEqual([413, 200]);
  });
});

describe('the batch rules', () => {
  it('ends a batch at 401, 408, 429 and 5xx only', () => {
    expect([200, 403, 404, 409, 413, 422, 401, 408, 429, 500, 503].map(endsBatch)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('recognises a queueable call by method and filled path, never a dot segment or a separator in a parameter', () => {
    const calls = new QueueableCalls([testNote]);
    expect(calls.find('POST', '/test-sync/notes/student1')).toBe(testNote);
    expect(calls.find('POST', '/test-sync/notes/student1?lang=ar')).toBe(testNote);
    expect(calls.find('PUT', '/test-sync/notes/student1')).toBeUndefined();
    for (const path of [
      '/test-sync/notes',
      '/test-sync/notes/',
      '/test-sync/notes/a/b',
      '/test-sync/notes/..',
      '/test-sync/notes/.%2E',
      '/test-sync/notes/a%2Fb',
      '/test-sync/notes/a\\b',
      '/test-sync/notes/%zz',
      '//test-sync/notes/a',
    ]) {
      expect(calls.find('POST', path), path).toBeUndefined();
    }
  });
});
