import { judge, LEVEL_STEP_BUDGET, type LevelDefinition, type Program } from '@codeyard/shared-schema/smoothy';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, stones, studentProfiles, users } from '../db/tables.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await startTestApp({ seedDemoData: true });
});
afterAll(async () => t?.close());

async function call(url: string, username?: string) {
  if (username && !tokens.has(username)) tokens.set(username, await tokenFor(t.app, username));
  const res = await t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: username ? bearer(tokens.get(username)!) : {},
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
const stoneId = async (n: number, key: string) => (await mapOf(n)).find((s) => s.key === key)!.id;
const firstChallenge = async () => (await mapOf(1)).find((s) => s.kind === 'challenge')!;

describe('the SmoothY level calls', () => {
  it('loads a level for every challenge and code stone of SmoothY Starter, and makes exactly those playable', async () => {
    const levelStones = (await mapOf(1)).filter((s) => s.kind === 'challenge' || s.kind === 'code');
    expect(levelStones.length).toBe(8);
    for (const s of levelStones) expect(t.app.levels.byStone(s.id)?.file.key).toBe(s.key);
    expect(levelStones.every((s) => s.playable)).toBe(true);
    // Project stones are not levels: untouched here.
    expect(
      (await mapOf(1))
        .filter((s) => s.kind === 'project' || s.kind === 'graduation-project')
        .every((s) => !t.app.levels.byStone(s.id)),
    ).toBe(true);
  });

  it('GET /ide/{lessonId} answers the level of a challenge stone without its solution', async () => {
    const stone = await firstChallenge();
    const res = await call(`/ide/${stone.id}`, 'student1');
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({
      lesson_id: stone.id,
      course_id: await courseId(1),
      course_number: 1,
      key: stone.key,
      kind: 'challenge',
    });
    expect(data.title.en).toBeTruthy();
    expect(data.instructions.en).toBeTruthy();
    expect(data.hint.ar).toBeTruthy();
    expect(['basic', 'intermediate', 'advanced', 'expert']).toContain(data.toolbox);
    expect(data.level.start).toBeDefined();
    expect(data).not.toHaveProperty('solution');
    expect(JSON.stringify(res.json)).not.toContain('solution');
  });

  it('carries a starter program whole when the level has one', async () => {
    const withStarter = (await mapOf(1)).find((s) => t.app.levels.byStone(s.id)?.file.starter);
    expect(withStarter).toBeDefined();
    const res = await call(`/ide/${withStarter!.id}`, 'student1');
    expect(res.status).toBe(200);
    expect(res.json.data.starter).toEqual(t.app.levels.byStone(withStarter!.id)!.file.starter);
  });

  it('GET /ide-questions/{courseId} lists the course levels in map order, without content', async () => {
    const res = await call(`/ide-questions/${await courseId(1)}`, 'student1');
    expect(res.status).toBe(200);
    const expected = (await mapOf(1)).filter((s) => s.kind === 'challenge' || s.kind === 'code');
    expect(res.json.data.map((l: { lesson_id: number; key: string }) => [l.lesson_id, l.key])).toEqual(
      expected.map((s) => [s.id, s.key]),
    );
    expect(res.json.data).toHaveLength(8);
    expect(res.json.data[0]).toMatchObject({
      kind: 'challenge',
      title: { en: expect.any(String), ar: expect.any(String) },
    });
    expect(res.json.data[0]).not.toHaveProperty('level');
    expect(res.json.data[0]).not.toHaveProperty('solution');
    expect((await call('/ide-questions/9999', 'student1')).status).toBe(404);
  });

  it('GET /challenge-goal/{challengeId} answers the goal rules and star thresholds', async () => {
    const stone = await firstChallenge();
    const res = await call(`/challenge-goal/${stone.id}`, 'student1');
    expect(res.status).toBe(200);
    const level = t.app.levels.byStone(stone.id)!.file.level;
    expect(res.json.data).toEqual({
      lesson_id: stone.id,
      key: stone.key,
      rules: level.rules,
      thresholds: level.thresholds ?? null,
    });
  });

  it('gives a teacher the level with a solution that passes judge(), and refuses it to a student', async () => {
    const stone = await firstChallenge();
    const res = await call(`/teacher/get-course-challenge-code-solution?lesson_id=${stone.id}`, 'teacher1');
    expect(res.status).toBe(200);
    const { lesson, solution } = res.json.data as {
      lesson: { level: LevelDefinition; keys: string[] };
      solution: Program;
    };
    const verdict = judge(solution, lesson.level, LEVEL_STEP_BUDGET, lesson.keys);
    expect({ passed: verdict.passed, stars: verdict.stars }).toEqual({ passed: true, stars: 3 });
    expect((await call(`/teacher/get-course-challenge-code-solution?lesson_id=${stone.id}`, 'student1')).status).toBe(
      403,
    );
    expect(
      (await call(`/teacher/get-course-challenge-code-solution?lesson_id=${(await mapOf(1))[0].id}`, 'teacher1'))
        .status,
    ).toBe(404);
  });

  it('answers 404 for a lesson stone or an unknown stone, 401 without a token', async () => {
    const lesson = (await mapOf(1)).find((s) => s.kind === 'lesson')!;
    expect((await call(`/ide/${lesson.id}`, 'student1')).status).toBe(404);
    expect((await call(`/challenge-goal/${lesson.id}`, 'student1')).status).toBe(404);
    expect((await call('/ide/999999', 'student1')).status).toBe(404);
    expect((await call(`/ide/${(await firstChallenge()).id}`)).status).toBe(401);
    expect((await call(`/ide-questions/${await courseId(1)}`)).status).toBe(401);
  });

  it("refuses a locked course and a trial student's stones beyond the free ones with the learning codes", async () => {
    const locked = (await mapOf(2)).find((s) => s.kind === 'challenge' || s.kind === 'code')!;
    const res = await call(`/ide/${locked.id}`, 'student1');
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('course_locked');
    expect((await call(`/ide-questions/${await courseId(2)}`, 'student1')).json.code).toBe('course_locked');

    const user = (await t.app.db.select().from(users).where(eq(users.usernameKey, 'student2')).limit(1))[0]!;
    await t.app.db.write((tx) =>
      tx.update(studentProfiles).set({ isTrial: true }).where(eq(studentProfiles.userId, user.id)),
    );
    expect((await call(`/ide/${(await firstChallenge()).id}`, 'student2')).status).toBe(200);
    const beyond = await call(`/ide/${await stoneId(1, 'code-first-walk')}`, 'student2');
    expect(beyond.status).toBe(403);
    expect(beyond.json.code).toBe('trial_locked');
  });
});
