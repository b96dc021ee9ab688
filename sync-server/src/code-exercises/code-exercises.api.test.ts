import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, questions, stones, studentProfiles, users } from '../db/tables.js';
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
  return { status: res.statusCode, json: res.json(), text: res.body };
}
const course = async (n: number) => (await t.app.db.select().from(courses).where(eq(courses.number, n)).limit(1))[0]!;
const mapOf = async (n: number) =>
  (
    await t.app.db
      .select()
      .from(stones)
      .where(and(eq(stones.courseId, (await course(n)).id), eq(stones.retired, false)))
  ).sort((a, b) => a.position - b.position);
const stoneOf = async (n: number, key: string) => (await mapOf(n)).find((s) => s.key === key)!;
const WEB = 7;
const PYTHON = 8;

describe('the Python and Web courses as loaded', () => {
  it('loads every lesson of both courses playable, with its questions', async () => {
    for (const n of [WEB, PYTHON]) {
      const lessons = (await mapOf(n)).filter((s) => s.kind === 'lesson');
      expect(lessons).toHaveLength(20);
      expect(lessons.every((s) => s.playable && s.intro !== null)).toBe(true);
      for (const lesson of lessons) {
        const count = (
          await t.app.db
            .select()
            .from(questions)
            .where(and(eq(questions.stoneId, lesson.id), eq(questions.retired, false)))
        ).length;
        expect(count, lesson.key).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('registers an exercise for every code and challenge stone, and the project briefs; Web and Python code and challenge stones are playable (/web-ide, /python-ide)', async () => {
    for (const n of [WEB, PYTHON]) {
      const checked = (await mapOf(n)).filter((s) => s.kind === 'code' || s.kind === 'challenge');
      for (const s of checked) expect(t.app.codeExercises.byStone(s.id)?.file.key).toBe(s.key);
      const projects = (await mapOf(n)).filter((s) => s.kind === 'project' || s.kind === 'graduation-project');
      for (const s of projects) expect(t.app.codeExercises.byStone(s.id)?.kind).toBe(s.kind);
      expect(t.app.codeExercises.ofCourse((await course(n)).id).map((e) => e.stoneId)).toEqual(
        [...checked, ...projects].sort((a, b) => a.position - b.position).map((s) => s.id),
      );
      expect(checked.length).toBeGreaterThan(0);
      expect(checked.every((s) => s.playable)).toBe(true);
    }
    expect(t.app.codeExercises.size).toBe(13);
  });
});

describe('GET /code-exercise/{lessonId}', () => {
  it('answers a Python exercise with its starter and tests, never the solution', async () => {
    const stone = await stoneOf(PYTHON, 'challenge-age-calculator');
    const file = t.app.codeExercises.byStone(stone.id)!.file;
    const res = await call(`/code-exercise/${stone.id}`, 'student1');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      lesson_id: stone.id,
      course_id: (await course(PYTHON)).id,
      key: stone.key,
      kind: 'challenge',
      language: 'python',
      checks: [],
    });
    expect(res.json.data.title).toEqual(file.title);
    expect(res.json.data.hint.ar).toBeTruthy();
    expect(res.json.data.starter).toEqual(file.starter);
    expect(res.json.data.tests).toEqual(file.language === 'python' && file.tests);
    expect(res.json.data).not.toHaveProperty('solution');
    expect(
      file.language === 'python' && res.text.includes(JSON.stringify(file.solution.python_code).slice(1, -1)),
    ).toBe(false);
  });

  it('answers a Web exercise with its three code parts and checks, never the solution', async () => {
    const stone = await stoneOf(WEB, 'code-picture-cards');
    const file = t.app.codeExercises.byStone(stone.id)!.file;
    const res = await call(`/code-exercise/${stone.id}`, 'student1');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ key: stone.key, kind: 'code', language: 'web', tests: [] });
    expect(res.json.data.starter).toEqual(file.starter);
    expect(res.json.data.checks).toEqual(file.language === 'web' && file.checks);
    expect(res.json.data.checks.length).toBeGreaterThan(0);
    expect(res.text).not.toContain('solution');
    expect(file.language === 'web' && res.text.includes(JSON.stringify(file.solution.css_code).slice(1, -1))).toBe(
      false,
    );
  });

  it('answers a project brief, and 404 for a lesson stone, a SmoothY level stone, an unknown stone; 401 without a token', async () => {
    expect(
      (await call(`/code-exercise/${(await stoneOf(WEB, 'project-my-timetable-page')).id}`, 'student1')).json.data.kind,
    ).toBe('project');
    expect((await call(`/code-exercise/${(await stoneOf(PYTHON, 'hello-python')).id}`, 'student1')).status).toBe(404);
    const smoothy = (await mapOf(1)).find((s) => s.kind === 'challenge')!;
    expect((await call(`/code-exercise/${smoothy.id}`, 'student1')).status).toBe(404);
    expect((await call('/code-exercise/999999', 'student1')).status).toBe(404);
    expect((await call(`/code-exercise/${(await stoneOf(WEB, 'code-my-hello-page')).id}`)).status).toBe(401);
  });

  it('refuses other roles with 403', async () => {
    const id = (await stoneOf(WEB, 'code-my-hello-page')).id;
    expect((await call(`/code-exercise/${id}`, 'teacher1')).status).toBe(403);
    expect((await call(`/code-exercise/${id}`, 'parent1')).status).toBe(403);
  });

  it("refuses a trial student's stones beyond the free lessons with trial_locked, as GET /ide", async () => {
    const user = (await t.app.db.select().from(users).where(eq(users.usernameKey, 'student2')).limit(1))[0]!;
    await t.app.db.write((tx) =>
      tx.update(studentProfiles).set({ isTrial: true }).where(eq(studentProfiles.userId, user.id)),
    );
    try {
      // After three lessons: free. After six (web) or eight (python) lessons: beyond the five free ones.
      expect((await call(`/code-exercise/${(await stoneOf(WEB, 'code-my-hello-page')).id}`, 'student2')).status).toBe(
        200,
      );
      expect(
        (await call(`/code-exercise/${(await stoneOf(PYTHON, 'code-a-name-poster')).id}`, 'student2')).status,
      ).toBe(200);
      for (const [n, key] of [
        [WEB, 'challenge-a-poem-page'],
        [PYTHON, 'challenge-age-calculator'],
      ] as const) {
        const res = await call(`/code-exercise/${(await stoneOf(n, key)).id}`, 'student2');
        expect(res.status).toBe(403);
        expect(res.json.code).toBe('trial_locked');
      }
    } finally {
      await t.app.db.write((tx) =>
        tx.update(studentProfiles).set({ isTrial: false }).where(eq(studentProfiles.userId, user.id)),
      );
    }
  });

  it('refuses a course locked by the course before it with course_locked', async () => {
    // The Python course is the only one of its track; put it after the Web course for this test.
    const python = await course(PYTHON);
    await t.app.db.write(async (tx) =>
      tx
        .update(courses)
        .set({ track: 'web', sortOrder: (await course(WEB)).sortOrder + 1 })
        .where(eq(courses.id, python.id)),
    );
    try {
      const res = await call(`/code-exercise/${(await stoneOf(PYTHON, 'code-a-name-poster')).id}`, 'student1');
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('course_locked');
    } finally {
      await t.app.db.write((tx) =>
        tx.update(courses).set({ track: python.track, sortOrder: python.sortOrder }).where(eq(courses.id, python.id)),
      );
    }
    expect((await call(`/code-exercise/${(await stoneOf(PYTHON, 'code-a-name-poster')).id}`, 'student1')).status).toBe(
      200,
    );
  });
});

describe('GET /teacher/code-exercise-solution', () => {
  it('gives a teacher the exercise with its solution, for Python and Web', async () => {
    for (const [n, key] of [
      [PYTHON, 'code-a-quiz-program'],
      [WEB, 'challenge-colour-makeover'],
    ] as const) {
      const stone = await stoneOf(n, key);
      const file = t.app.codeExercises.byStone(stone.id)!.file;
      const res = await call(`/teacher/code-exercise-solution?lesson_id=${stone.id}`, 'teacher1');
      expect(res.status).toBe(200);
      expect(res.json.data.exercise).toMatchObject({ lesson_id: stone.id, key, language: file.language });
      expect(res.json.data.solution).toEqual(file.solution);
    }
  });

  it('answers 404 for a stone without an exercise or an unknown one, 403 for a student or a parent, 401 without a token', async () => {
    const id = (await stoneOf(PYTHON, 'code-a-quiz-program')).id;
    expect(
      (await call(`/teacher/code-exercise-solution?lesson_id=${(await stoneOf(PYTHON, 'variables')).id}`, 'teacher1'))
        .status,
    ).toBe(404);
    expect((await call('/teacher/code-exercise-solution?lesson_id=999999', 'teacher1')).status).toBe(404);
    expect((await call(`/teacher/code-exercise-solution?lesson_id=${id}`, 'student1')).status).toBe(403);
    expect((await call(`/teacher/code-exercise-solution?lesson_id=${id}`, 'parent1')).status).toBe(403);
    expect((await call(`/teacher/code-exercise-solution?lesson_id=${id}`)).status).toBe(401);
    expect((await call('/teacher/code-exercise-solution', 'teacher1')).status).toBe(422);
  });
});
