import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, pointEvents, stoneProgress, stones, studentProfiles, users } from '../db/tables.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * SmoothY challenge and code stones with the real content: playable on the map, solved through
 * POST /submit-challenge-lesson (task points once, best stars kept), and in the offline course download.
 */

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await startTestApp({ seedDemoData: true });
});
afterAll(async () => t?.close());

async function call(
  method: 'GET' | 'POST',
  url: string,
  username: string,
  body?: object,
  headers: Record<string, string> = {},
) {
  if (!tokens.has(username)) tokens.set(username, await tokenFor(t.app, username));
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(tokens.get(username)!), ...headers },
    ...(body && { payload: body }),
  });
  return { status: res.statusCode, json: res.json() };
}
const courseId = async (n: number) =>
  (await t.app.db.select().from(courses).where(eq(courses.number, n)).limit(1))[0]!.id;
const mapOf = async (n: number) =>
  (
    await t.app.db
      .select()
      .from(stones)
      .where(and(eq(stones.courseId, await courseId(n)), eq(stones.retired, false)))
  ).sort((a, b) => a.position - b.position);
const stone = async (n: number, key: string) => (await mapOf(n)).find((s) => s.key === key)!;
const profileOf = async (username: string) =>
  (
    await t.app.db
      .select({ id: studentProfiles.id })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(eq(users.usernameKey, username))
      .limit(1)
  )[0]!.id;
const taskEvents = async (username: string, stoneId: number) =>
  await t.app.db
    .select()
    .from(pointEvents)
    .where(and(eq(pointEvents.studentProfileId, await profileOf(username)), eq(pointEvents.source, `task:${stoneId}`)));
const solve = async (
  username: string,
  n: number,
  key: string,
  extra: object = {},
  headers: Record<string, string> = {},
) =>
  call(
    'POST',
    '/submit-challenge-lesson',
    username,
    {
      lesson_id: (await stone(n, key)).id,
      course_id: await courseId(n),
      answered_at: '2026-01-05T10:00:00.000Z',
      ...extra,
    },
    headers,
  );

describe('SmoothY challenge and code stones', () => {
  it('stand on the map as playable: the first challenge waits for the lessons before it', async () => {
    const map = (await call('GET', '/coursedetails/1', 'student3')).json.data;
    const view = (key: string) => map.stones.find((s: { key: string }) => s.key === key);
    expect(view('challenge-reach-the-star')).toMatchObject({
      kind: 'challenge',
      playable: true,
      button: 'locked',
      lock_reason: 'previous',
    });
    expect(view('code-first-walk')).toMatchObject({ kind: 'code', playable: true });
    // Project stones are not levels: they are playable through their project templates (projects/templates.ts).
    expect(view('project-first-letter').playable).toBe(true); // it has project templates (projects/templates.ts)
  });

  it('POST /submit-challenge-lesson completes a challenge, awards 20 task points once, and keeps the best stars', async () => {
    const key = { 'idempotency-key': 'challenge-reach-the-star-0001' };
    const first = await solve('student1', 1, 'challenge-reach-the-star', { stars: 2 }, key);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({
      points_awarded: 20,
      stone: { state: 'completed', best_score: 2, max_score: 3 },
    });
    const points = first.json.data.points;

    // The same call replayed: the stored answer, nothing counted again.
    const replay = await solve('student1', 1, 'challenge-reach-the-star', { stars: 2 }, key);
    expect(replay.json).toEqual(first.json);
    // Solved again, better, then worse: the best stars stay, the task points never come twice.
    const better = await solve('student1', 1, 'challenge-reach-the-star', { stars: 3 });
    expect(better.json.data).toMatchObject({ points_awarded: 0, points, stone: { best_score: 3, max_score: 3 } });
    const worse = await solve('student1', 1, 'challenge-reach-the-star', { stars: 1 });
    expect(worse.json.data).toMatchObject({ points_awarded: 0, points, stone: { best_score: 3 } });
    expect(await taskEvents('student1', (await stone(1, 'challenge-reach-the-star')).id)).toHaveLength(1);
    const row = (
      await t.app.db
        .select()
        .from(stoneProgress)
        .where(
          and(
            eq(stoneProgress.studentProfileId, await profileOf('student1')),
            eq(stoneProgress.stoneId, (await stone(1, 'challenge-reach-the-star')).id),
          ),
        )
        .limit(1)
    )[0]!;
    expect(row.completedAt).toBeTruthy();
  });

  it('takes code stones too, and works without stars', async () => {
    const res = await solve('student1', 1, 'code-first-walk');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ points_awarded: 20, stone: { state: 'completed' } });
    expect(await taskEvents('student1', (await stone(1, 'code-first-walk')).id)).toHaveLength(1);
  });

  it('refuses a stone that is not a challenge, unknown stones, a wrong course and out-of-range stars', async () => {
    const lesson = (await mapOf(1)).find((s) => s.kind === 'lesson')!;
    const notChallenge = await call('POST', '/submit-challenge-lesson', 'student1', {
      lesson_id: lesson.id,
      course_id: await courseId(1),
    });
    expect(notChallenge.status).toBe(422);
    expect(notChallenge.json.errors.lesson_id).toEqual(['This stone is not a SmoothY challenge of this kind.']);
    const project = await solve('student1', 1, 'project-first-letter');
    expect(project.status).toBe(422);
    expect(
      (await call('POST', '/submit-challenge-lesson', 'student1', { lesson_id: 999999, course_id: await courseId(1) }))
        .status,
    ).toBe(404);
    const wrongCourse = await call('POST', '/submit-challenge-lesson', 'student1', {
      lesson_id: (await stone(1, 'challenge-fix-the-path')).id,
      course_id: await courseId(2),
    });
    expect(wrongCourse.status).toBe(422);
    expect(wrongCourse.json.errors).toHaveProperty('course_id');
    expect((await solve('student1', 1, 'challenge-fix-the-path', { stars: 4 })).status).toBe(422);
    expect((await solve('student1', 1, 'challenge-fix-the-path', { stars: 0 })).status).toBe(422);
    expect(await taskEvents('student1', (await stone(1, 'challenge-fix-the-path')).id)).toHaveLength(0);
  });

  it('refuses a locked course and stones beyond a trial, with the learning codes', async () => {
    const locked = (await mapOf(2)).find((s) => s.kind === 'challenge' || s.kind === 'code')!;
    const res = await call('POST', '/submit-challenge-lesson', 'student4', {
      lesson_id: locked.id,
      course_id: await courseId(2),
    });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('course_locked');

    const user = (await t.app.db.select().from(users).where(eq(users.usernameKey, 'student5')).limit(1))[0]!;
    await t.app.db.write((tx) =>
      tx.update(studentProfiles).set({ isTrial: true }).where(eq(studentProfiles.userId, user.id)),
    );
    expect((await solve('student5', 1, 'challenge-reach-the-star', { stars: 3 })).status).toBe(200);
    const beyond = await solve('student5', 1, 'code-first-walk', { stars: 3 });
    expect(beyond.status).toBe(403);
    expect(beyond.json.code).toBe('trial_locked');
    expect(await taskEvents('student5', (await stone(1, 'code-first-walk')).id)).toHaveLength(0);
  });
});

describe('the offline course download', () => {
  it('carries every level the student may open, without solutions, and nothing for another student', async () => {
    const me = await profileOf('student2');
    const res = await call('GET', `/course-lessons/${me}/${await courseId(1)}`, 'student2');
    expect(res.status).toBe(200);
    const levels = res.json.data.levels as {
      lesson_id: number;
      kind: string;
      key: string;
      level: unknown;
      starter: unknown;
    }[];
    const expected = (await mapOf(1)).filter((s) => s.kind === 'challenge' || s.kind === 'code');
    expect(levels.map((l) => l.lesson_id).sort()).toEqual(expected.map((s) => s.id).sort());
    expect(levels.every((l) => l.level && (l.kind === 'challenge' || l.kind === 'code'))).toBe(true);
    expect(JSON.stringify(levels)).not.toContain('solution');
    expect(levels.find((l) => l.key === 'challenge-fix-the-path')!.starter).toEqual(
      t.app.levels.byStone((await stone(1, 'challenge-fix-the-path')).id)!.file.starter,
    );

    // Another student's profile: refused.
    expect(
      (await call('GET', `/course-lessons/${await profileOf('student3')}/${await courseId(1)}`, 'student2')).status,
    ).toBe(403);

    // A trial student gets only the levels within the free stones.
    await t.app.db.write(async (tx) =>
      tx
        .update(studentProfiles)
        .set({ isTrial: true })
        .where(eq(studentProfiles.id, await profileOf('student5'))),
    );
    const trial = await call('GET', `/course-lessons/${await profileOf('student5')}/${await courseId(1)}`, 'student5');
    const free = new Set(
      trial.json.data.stones.filter((s: { free: boolean }) => s.free).map((s: { id: number }) => s.id),
    );
    const trialLevels = trial.json.data.levels as { lesson_id: number }[];
    expect(trialLevels.length).toBeGreaterThan(0);
    expect(trialLevels.length).toBeLessThan(expected.length);
    expect(trialLevels.every((l) => free.has(l.lesson_id))).toBe(true);
  });
});
