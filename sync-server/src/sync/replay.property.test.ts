import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type Fixture } from '../test-support/teacher-fixture.js';
import { tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import {
  keepDatabase,
  revoke,
  sendBatch,
  sendSingle,
  serverState,
  serveTestNote,
  withoutTimes,
  withPlaces,
  type Queued,
} from '../test-support/sync.js';

/**
 * Exactly-once, as a property: whatever a flaky link does to a set of queued calls (answers lost so calls
 * are sent again later, duplicates inside and across batches, users' queues interleaved, deliveries with a
 * dead token), the server ends in the state of one clean pass, and every delivery of a key gets the answer
 * the clean pass gave it. Each user's device still sends its first deliveries in order (the protocol's
 * rule); a duplicate may come at any later time.
 *
 * The calls: POST /student-questions-submission (a real lesson submission: graded, stored, best score
 * kept, points once per question, badges, notifications; sometimes naming a question of another lesson,
 * a stored 422), change-language (last write wins, so a late duplicate that ran again would show) and
 * the test-only note (an appending effect; refused after writing for another user's object or a failing
 * cross-field check). Only student1 submits lessons, so its submissions and notifications are made in the
 * same order in both runs and compared by their places (PostgreSQL's ids may leave gaps); server clock times
 * are compared as "<time>".
 */
const USERS = ['student1', 'student2', 'teacher1'] as const;
type Username = (typeof USERS)[number];

type Submission =
  | { kind: 'lang'; lang: string }
  | { kind: 'note'; mine: boolean; text: string }
  | { kind: 'lesson'; lesson: 'A' | 'B'; right: boolean[]; foreign: boolean };

const lang = fc.record({ kind: fc.constant('lang' as const), lang: fc.constantFrom('en', 'ar', 'xx') });
const note = fc.record({
  kind: fc.constant('note' as const),
  mine: fc.boolean(),
  text: fc.constantFrom('a', 'b', 'c', 'oops!'),
});
const lesson = fc.record({
  kind: fc.constant('lesson' as const),
  lesson: fc.constantFrom('A' as const, 'B' as const),
  right: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  foreign: fc.nat(5).map((n) => n === 0),
});
const submissionOf = (user: Username): fc.Arbitrary<Submission> =>
  user === 'student1' ? fc.oneof(lesson, lesson, lang, note) : fc.oneof(lang, note);

/** Right and wrong answers to the fixture's lessons (test-support/teacher-fixture.ts), question by question. */
const ANSWERS = {
  A: { right: [1, true, [0, 1, 2], [0, 1]], wrong: [0, false, [2, 1, 0], [1, 0]] },
  B: { right: ['loop', 0], wrong: ['stop', 1] },
} as const;

/** One step of the flaky link: which user's device sends, what (its next unsent call or a resend), and how. */
const step = fc.record({
  user: fc.nat(USERS.length - 1),
  picks: fc.array(
    fc.oneof(
      fc.constant('next' as const),
      fc.nat(20).map((n) => ({ resend: n })),
    ),
    { minLength: 1, maxLength: 4 },
  ),
  transport: fc.constantFrom('single' as const, 'batch' as const),
  /** About one step in five meets a token that died (a logout elsewhere, a password reset). */
  deadToken: fc.nat(4).map((n) => n === 0),
});

function queued(f: Fixture, user: Username, index: number, s: Submission): Queued {
  const id = `${user}-queued-${index}`;
  if (s.kind === 'lang') return { id, method: 'POST', path: '/change-language', body: { lang: s.lang } };
  if (s.kind === 'lesson') {
    const questionIds = s.lesson === 'A' ? f.questionsA : f.questionsB;
    const answers = questionIds.map((questionId, i) => ({
      question_id: questionId,
      answer: ANSWERS[s.lesson][s.right[i]! ? 'right' : 'wrong'][i],
    }));
    // A question of the other lesson: refused (422), and the refusal is the key's answer.
    if (s.foreign) answers[0] = { ...answers[0]!, question_id: (s.lesson === 'A' ? f.questionsB : f.questionsA)[0]! };
    const body = {
      lesson_id: s.lesson === 'A' ? f.lessonA : f.lessonB,
      course_id: f.courseId,
      gm_task_id: 3,
      answers,
      answered_at: `2025-06-01T10:${String(index).padStart(2, '0')}:00.000Z`,
    };
    return { id, method: 'POST', path: '/student-questions-submission', body };
  }
  const owner = s.mine ? user : USERS[(USERS.indexOf(user) + 1) % USERS.length];
  return { id, method: 'POST', path: `/test-sync/notes/${owner}`, body: { text: s.text } };
}

const contentOf = ({ app: _app, ...content }: Fixture) => content;

interface Server {
  t: TestApp;
  fixture: Fixture;
  restore: () => Promise<void>;
}

/** A seeded server with the fixture's lessons, kept so that every run starts from exactly this state. */
async function startServer(): Promise<Server> {
  const t = await startTestApp({ seedDemoData: true }, { beforeReady: serveTestNote });
  const fixture = await buildFixture(t.app);
  return { t, fixture, restore: await keepDatabase(t.app) };
}

async function tokens(app: FastifyInstance) {
  return Object.fromEntries(await Promise.all(USERS.map(async (u) => [u, await tokenFor(app, u)] as const))) as Record<
    Username,
    string
  >;
}

// Two servers (seeding one takes seconds): each run puts both back to the freshly seeded state.
let cleanServer: Server;
let flakyServer: Server;
beforeAll(async () => {
  [cleanServer, flakyServer] = await Promise.all([startServer(), startServer()]);
  // The same lessons and questions, with the same ids, on both.
  expect(contentOf(flakyServer.fixture)).toEqual(contentOf(cleanServer.fixture));
});
afterAll(async () => {
  await Promise.all([cleanServer?.t.close(), flakyServer?.t.close()]);
});

describe('replaying queued calls', () => {
  it('leaves the state of one clean pass under any duplication, interleaving and dead tokens', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(...USERS.map((u) => fc.array(submissionOf(u), { maxLength: 5 }))),
        fc.array(step, { maxLength: 20 }),
        async (queues, steps) => {
          const calls = Object.fromEntries(
            USERS.map((u, i) => [u, queues[i]!.map((s, n) => queued(cleanServer.fixture, u, n, s))]),
          ) as Record<Username, Queued[]>;

          // The clean pass: every call once, in order, one at a time.
          await cleanServer.restore();
          const clean = cleanServer.t.app;
          const cleanTokens = await tokens(clean);
          const cleanAnswers = new Map<string, { status: number; body: unknown }>();
          for (const user of USERS) {
            for (const call of calls[user]) {
              const { status, body } = await sendSingle(clean, cleanTokens[user], call);
              cleanAnswers.set(call.id, withoutTimes(await withPlaces(clean, { status, body })));
            }
          }
          const expected = await serverState(clean);

          // The flaky link.
          await flakyServer.restore();
          const flaky = flakyServer.t.app;
          const live = await tokens(flaky);
          const dead = await tokens(flaky);
          for (const user of USERS) await revoke(flaky, dead[user]);
          const sent = Object.fromEntries(USERS.map((u) => [u, 0])) as Record<Username, number>;
          const deliver = async (
            user: Username,
            items: Queued[],
            transport: 'single' | 'batch',
            deadToken: boolean,
          ) => {
            if (items.length === 0) return;
            const token = deadToken ? dead[user] : live[user];
            const answers: { status: number; body: unknown }[] = [];
            if (transport === 'single') {
              // Single calls go one after the other, as the device replays them.
              for (const item of items) answers.push(await sendSingle(flaky, token, item));
            } else {
              const batch = await sendBatch(flaky, token, items);
              answers.push(
                ...(batch.status === 401 ? items.map(() => ({ status: 401, body: null })) : batch.body.data.results),
              );
            }
            for (const [i, item] of items.entries()) {
              const { status, body } = answers[i]!;
              if (deadToken) expect(status).toBe(401);
              else
                expect(withoutTimes(await withPlaces(flaky, { status, body })), `${user} ${item.id}`).toEqual(
                  cleanAnswers.get(item.id),
                );
            }
          };

          for (const s of steps) {
            const user = USERS[s.user]!;
            const queue = calls[user];
            const items: Queued[] = [];
            let next = sent[user];
            for (const pick of s.picks) {
              if (pick === 'next') {
                if (next < queue.length) items.push(queue[next++]!);
              } else if (next > 0) {
                items.push(queue[pick.resend % next]!);
              }
            }
            await deliver(user, items, s.transport, s.deadToken);
            // A delivery that met a dead token is kept on the device and sent again later.
            if (!s.deadToken) sent[user] = next;
          }
          // The link comes back for good: each device sends what it has left, in order.
          for (const user of USERS) await deliver(user, calls[user].slice(sent[user]), 'batch', false);

          expect(await serverState(flaky)).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
  }, 240_000);
});
