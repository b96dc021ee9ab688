/**
 * Test support for the sync tests (not loaded by the server): a test-only queueable call with a richer
 * effect than change-language, ways to deliver queued calls singly or in a batch, and a snapshot of the
 * server state that sync must keep equal whatever the replay schedule.
 */
import {
  allCalls,
  DataMessage,
  defineCall,
  Strict,
  USER_TYPES,
  type FieldIssues,
  type HttpMethod,
} from '@codeyard/shared-schema';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { keepTables } from '../db/snapshot.js';
import { changeLog, idempotencyKeys, lessonSubmissions, notifications, users } from '../db/tables.js';
import { serve } from '../http/contract-routes.js';
import { forbidden } from '../http/errors.js';
import { bearer } from './sign-in.js';
import { recordChange } from '../sync/change-log.js';

/**
 * POST /test-sync/notes/{owner}: appends a note to the caller's change log (an effect that a second run
 * would show), and only for the caller's own object: it writes first and refuses after, so a refusal
 * proves the rollback. A "!" in the text fails the cross-field check; "revoke-session" ends the caller's
 * session after its own effect (the token dies mid-batch); "crash" is a server bug (500).
 */
export const testNote = defineCall({
  method: 'POST',
  path: '/test-sync/notes/{owner}',
  access: USER_TYPES,
  queueable: true,
  summary: "Test only: a note on the owner's own object.",
  params: Strict({ owner: Type.String({ minLength: 1, maxLength: 40 }) }),
  body: Strict({ text: Type.String({ minLength: 1, maxLength: 40 }) }),
  check: ({ body }): FieldIssues => (body.text.includes('!') ? { text: [{ key: 'validation.invalid' }] } : {}),
  response: DataMessage,
});

/** POST /test-sync/echo: a second call whose input has change-language's very shape, and no effect. */
export const testEcho = defineCall({
  method: 'POST',
  path: '/test-sync/echo',
  access: USER_TYPES,
  queueable: true,
  summary: 'Test only: answers its input.',
  body: Strict({ lang: Type.String() }),
  response: DataMessage,
});

// The server serves and batches only the contract's calls (allCalls): the test-only calls join them in
// this test process only (each vitest file has its own module registry).
for (const call of [testNote, testEcho]) if (!allCalls.includes(call)) allCalls.push(call);

/** Serves the test-only calls (startTestApp's beforeReady). */
export function serveTestNote(app: FastifyInstance): void {
  serve(app, testEcho, (request) => ({ data: { message: `echo ${request.body.lang}` } }));
  serve(app, testNote, async (request) => {
    const auth = request.auth!;
    await app.db.write((tx) =>
      recordChange(tx, auth.user.id, 'profile', request.params.owner, { language: request.body.text }),
    );
    if (request.params.owner !== auth.user.username) throw forbidden();
    if (request.body.text === 'crash') throw new Error('a bug in a handler');
    if (request.body.text === 'revoke-session') await app.sessions.revoke(auth.sessionId);
    return { data: { message: `noted ${request.body.text}` } };
  });
}

export interface Queued {
  id: string;
  method: HttpMethod;
  path: string;
  body?: unknown;
}
export interface Answer {
  status: number;
  body: unknown;
  replay: boolean;
}

export async function sendSingle(app: FastifyInstance, token: string, call: Queued): Promise<Answer> {
  const res = await app.inject({
    method: call.method,
    url: '/api' + call.path,
    headers: {
      ...bearer(token),
      'idempotency-key': call.id,
      ...(call.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(call.body !== undefined && { payload: JSON.stringify(call.body) }),
  });
  return {
    status: res.statusCode,
    body: res.body ? res.json() : null,
    replay: res.headers['idempotent-replay'] === 'true',
  };
}

export async function sendBatch(app: FastifyInstance, token: string, items: Queued[]) {
  const res = await app.inject({ method: 'POST', url: '/api/sync/batch', headers: bearer(token), payload: { items } });
  return {
    status: res.statusCode,
    body: res.json() as { data: { results: { id: string; status: number; body: unknown }[] } },
  };
}

/** A token whose session has ended, as after a logout on another tab or a password reset. */
export async function revoke(app: FastifyInstance, token: string): Promise<void> {
  await app.sessions.revoke(app.jwt.decode<{ sid: string }>(token)!.sid);
}

/**
 * Keeps the database as it is now and answers a function that puts it back exactly (every table and the
 * id counters), so that a property test can start many runs from one freshly seeded server instead of
 * seeding a new one per run.
 */
export function keepDatabase(app: FastifyInstance): Promise<() => Promise<void>> {
  return keepTables(app.db);
}

/** Server clock times differ between two runs of the same calls: they are compared as "<time>". */
const ISO_TIME = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g;
export function withoutTimes<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replace(ISO_TIME, '<time>')) as T;
}

/**
 * The ids of lesson submissions and notifications as their places among the app's rows of that table (the
 * first made is 1), wherever a value names one: PostgreSQL's sequences leave a gap where a transaction
 * rolled back (a unit of work run again after one of its parts failed, db/postgres.ts), so two runs of the
 * same calls may number these rows differently, but always in the same order.
 */
export async function withPlaces<T>(app: FastifyInstance, value: T): Promise<T> {
  return (await placesIn(app))(value);
}

/** `withPlaces` for several values, the places read once. */
async function placesIn(app: FastifyInstance): Promise<<T>(value: T) => T> {
  const placesOf = (ids: { id: number }[]) =>
    new Map(
      ids
        .map((r) => r.id)
        .sort((a, b) => a - b)
        .map((id, i) => [id, i + 1]),
    );
  const submissions = placesOf(await app.db.select({ id: lessonSubmissions.id }).from(lessonSubmissions));
  const notes = placesOf(await app.db.select({ id: notifications.id }).from(notifications));
  const place = (places: Map<number, number>, id: unknown) => places.get(Number(id)) ?? `none ${String(id)}`;
  return <T>(value: T) =>
    JSON.parse(
      JSON.stringify(value, function (this: Record<string, unknown>, key, v: unknown) {
        if (key === 'submission_id' || key === 'submissionId') return place(submissions, v);
        if (key === 'entityId' && this.entity === 'notification') return place(notes, v);
        return v;
      }),
    ) as T;
}

/** The learning tables a submission writes (rows without their own autoincrement id, sorted). */
const LEARNING_TABLES = [
  'lesson_submissions',
  'submitted_answers',
  'stone_progress',
  'point_events',
  'awards',
  'notifications',
  'student_course_flags',
];

/**
 * What sync must keep equal: each user's language, the stored answers of every key, each user's change
 * log in order (by username, never by seq), and the learning tables; without autoincrement ids and
 * server clock times, and with submissions and notifications named by their places.
 */
export async function serverState(app: FastifyInstance) {
  const placed = await placesIn(app);
  const names = new Map(
    (await app.db.select({ id: users.id, username: users.username }).from(users)).map((u) => [u.id, u.username]),
  );
  const languages = await app.db
    .select({ username: users.username, language: users.language })
    .from(users)
    .orderBy(asc(users.username));
  const answers = placed(
    (await app.db.select().from(idempotencyKeys)).map((row) => ({
      user: names.get(row.userId),
      key: row.key,
      method: row.method,
      path: row.path,
      requestHash: row.requestHash,
      status: row.statusCode,
      response: JSON.parse(row.response) as unknown,
    })),
  ).sort((a, b) => `${a.user} ${a.key}`.localeCompare(`${b.user} ${b.key}`));
  const changes: Record<string, unknown[]> = {};
  for (const row of placed(await app.db.select().from(changeLog).orderBy(asc(changeLog.seq)))) {
    (changes[names.get(row.userId)!] ??= []).push({ entity: row.entity, entityId: row.entityId, data: row.data });
  }
  const learning: Record<string, string[]> = {};
  for (const table of LEARNING_TABLES) {
    learning[table] = placed(await app.db.rows(sql.raw(`select * from ${table}`)))
      .map(({ id: _id, ...row }) => JSON.stringify(row))
      .sort();
  }
  return withoutTimes({ languages, answers, changes, learning });
}
