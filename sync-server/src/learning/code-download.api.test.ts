import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, stoneProgress, stones, studentProfiles, users } from '../db/tables.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/** The Web and Python courses in the offline download, and their course projects (task H2). */
let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await startTestApp({ seedDemoData: true });
});
afterAll(async () => t?.close());

async function call(method: 'GET' | 'POST', url: string, username: string, body?: unknown, key?: string) {
  if (!tokens.has(username)) tokens.set(username, await tokenFor(t.app, username));
  const headers: Record<string, string> = { ...bearer(tokens.get(username)!) };
  if (key) headers['idempotency-key'] = key;
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(body !== undefined && { payload: body as object }),
  });
  return { status: res.statusCode, json: res.json() };
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
const profileOf = async (username: string) =>
  (
    await t.app.db
      .select({ id: studentProfiles.id, userId: users.id })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(eq(users.usernameKey, username))
      .limit(1)
  )[0]!;
const WEB = 7;
const PYTHON = 8;

describe('the offline course download: code exercises', () => {
  it('carries every Python and Web exercise the student may open, without solutions', async () => {
    for (const n of [WEB, PYTHON]) {
      const res = await call(
        'GET',
        `/course-lessons/${(await profileOf('student1')).id}/${(await course(n)).id}`,
        'student1',
      );
      expect(res.status).toBe(200);
      const exercises = res.json.data.exercises as {
        lesson_id: number;
        key: string;
        language: string;
        starter: unknown;
        checks: unknown[];
        tests: unknown[];
      }[];
      const expected = t.app.codeExercises.ofCourse((await course(n)).id);
      expect(expected.length).toBeGreaterThan(0);
      expect(exercises.map((e) => e.lesson_id)).toEqual(expected.map((e) => e.stoneId));
      expect(JSON.stringify(exercises)).not.toContain('solution');
      for (const e of exercises) {
        const file = t.app.codeExercises.byStone(e.lesson_id)!.file;
        expect(e.starter).toEqual(file.starter);
        expect(e.language).toBe(n === WEB ? 'web' : 'python');
        expect(n === WEB ? e.checks : e.tests).toEqual(file.language === 'web' ? file.checks : file.tests);
        // The solution's code never travels, under any name.
        const starter = file.starter as Record<string, string>;
        for (const [part, code] of Object.entries(file.solution as Record<string, string>)) {
          if (code.trim().length > 20 && code !== starter[part])
            expect(JSON.stringify(exercises)).not.toContain(JSON.stringify(code).slice(1, -1));
        }
      }
    }
    // A SmoothY course has none.
    const smoothy = await call(
      'GET',
      `/course-lessons/${(await profileOf('student1')).id}/${(await course(1)).id}`,
      'student1',
    );
    expect(smoothy.json.data.exercises).toEqual([]);
  });

  it('gives a trial student only the exercises of the free stones', async () => {
    const me = await profileOf('student4');
    await t.app.db.write((tx) =>
      tx.update(studentProfiles).set({ isTrial: true }).where(eq(studentProfiles.id, me.id)),
    );
    try {
      for (const n of [WEB, PYTHON]) {
        const res = await call('GET', `/course-lessons/${me.id}/${(await course(n)).id}`, 'student4');
        expect(res.status).toBe(200);
        const free = new Set(
          res.json.data.stones.filter((s: { free: boolean }) => s.free).map((s: { id: number }) => s.id),
        );
        const ids = (res.json.data.exercises as { lesson_id: number }[]).map((e) => e.lesson_id);
        expect(ids.length).toBeGreaterThan(0);
        expect(ids.length).toBeLessThan(t.app.codeExercises.ofCourse((await course(n)).id).length);
        expect(ids.every((id) => free.has(id))).toBe(true);
        expect(res.json.data.project_templates).toEqual([]);
      }
    } finally {
      await t.app.db.write((tx) =>
        tx.update(studentProfiles).set({ isTrial: false }).where(eq(studentProfiles.id, me.id)),
      );
    }
  });
});

describe('Web and Python course projects', () => {
  it('makes the project and graduation-project stones of both courses playable, with a template whose brief is the exercise file', async () => {
    for (const n of [WEB, PYTHON]) {
      const projects = (await mapOf(n)).filter((s) => s.kind === 'project' || s.kind === 'graduation-project');
      expect(projects).toHaveLength(2);
      for (const s of projects) {
        expect(s.playable).toBe(true);
        const entry = t.app.projectTemplates.byStone(s.id)!;
        const file = t.app.codeExercises.byStone(s.id)!.file;
        expect(entry.type).toBe(n === WEB ? 'web' : 'python');
        expect(entry.templates).toEqual([
          expect.objectContaining({
            title: file.title,
            brief: file.instructions,
            ideas: [file.hint],
            starter: file.starter,
          }),
        ]);
      }
    }
  });

  it('GET /get-random-course-project answers type web or python for their course, 404 for another type', async () => {
    for (const [n, key, type, other] of [
      [WEB, 'project-my-timetable-page', 'web', 'python'],
      [PYTHON, 'project-turtle-art-gallery', 'python', 'blocks'],
    ] as const) {
      const stone = await stoneOf(n, key);
      const file = t.app.codeExercises.byStone(stone.id)!.file;
      const res = await call('GET', `/get-random-course-project/${stone.id}/${type}`, 'student1');
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        lesson_id: stone.id,
        course_id: (await course(n)).id,
        key,
        kind: 'project',
        type,
        is_graduation_project: false,
      });
      expect(res.json.data.template).toEqual({
        id: n === WEB ? 701 : 801,
        title: file.title,
        brief: file.instructions,
        ideas: [file.hint],
        starter: file.starter,
      });
      expect((await call('GET', `/get-random-course-project/${stone.id}/${other}`, 'student1')).status).toBe(404);
    }
    // A SmoothY project stone still answers blocks only.
    const smoothy = (await mapOf(1)).find((s) => s.kind === 'project')!;
    expect((await call('GET', `/get-random-course-project/${smoothy.id}/web`, 'student1')).status).toBe(404);
    const blocks = await call('GET', `/get-random-course-project/${smoothy.id}/blocks`, 'student1');
    expect(blocks.status).toBe(200);
    expect(blocks.json.data.type).toBe('blocks');
  });

  it('GET /get-graduation-project answers the Web and Python graduation templates', async () => {
    for (const [n, key, id] of [
      [WEB, 'graduation-my-own-web-page', 711],
      [PYTHON, 'graduation-my-python-game', 811],
    ] as const) {
      const stone = await stoneOf(n, key);
      const res = await call('GET', `/get-graduation-project/${stone.id}`, 'student1');
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        lesson_id: stone.id,
        kind: 'graduation-project',
        is_graduation_project: true,
        type: n === WEB ? 'web' : 'python',
      });
      expect(res.json.data.template.id).toBe(id);
      // A project stone is not a graduation one.
      expect(
        (
          await call(
            'GET',
            `/get-graduation-project/${(await stoneOf(n, n === WEB ? 'project-my-timetable-page' : 'project-turtle-art-gallery')).id}`,
            'student1',
          )
        ).status,
      ).toBe(404);
    }
  });

  it('the download carries the templates of the playable project stones, SmoothY ones too', async () => {
    for (const n of [1, WEB, PYTHON]) {
      const res = await call(
        'GET',
        `/course-lessons/${(await profileOf('student1')).id}/${(await course(n)).id}`,
        'student1',
      );
      const list = res.json.data.project_templates as {
        lesson_id: number;
        type: string;
        templates: { id: number }[];
      }[];
      const projects = (await mapOf(n)).filter((s) => s.kind === 'project' || s.kind === 'graduation-project');
      expect(list.map((p) => p.lesson_id).sort()).toEqual(projects.map((s) => s.id).sort());
      for (const p of list) expect(p.templates).toEqual(t.app.projectTemplates.byStone(p.lesson_id)!.templates);
      expect(list.every((p) => p.type === (n === 1 ? 'blocks' : n === WEB ? 'web' : 'python'))).toBe(true);
    }
  });

  it('POST /course-project-submission with the code parts completes a Web and a Python project stone', async () => {
    const me = await profileOf('student3');
    for (const [n, key, code, id] of [
      [
        WEB,
        'project-my-timetable-page',
        { html_code: '<h1>Timetable</h1>', css_code: 'h1 { color: red; }', js_code: '' },
        701,
      ],
      [PYTHON, 'graduation-my-python-game', { python_code: 'print("hi")' }, 811],
    ] as const) {
      const stone = await stoneOf(n, key);
      const body = {
        project_name: 'Mine',
        student_profile_id: me.id,
        is_course_project: true,
        is_confirmed_submission: true,
        lesson_id: stone.id,
        course_id: (await course(n)).id,
        lesson_project_template_id: id,
        is_graduation_project: stone.kind === 'graduation-project',
        ...code,
      };
      const res = await call('POST', '/course-project-submission', 'student3', body, `h2-${key}`);
      expect(res.status).toBe(200);
      expect(res.json.data.project).toMatchObject({
        status: 'pending',
        lesson_id: stone.id,
        lesson_project_template_id: id,
        ...code,
      });
      const [progress] = await t.app.db
        .select()
        .from(stoneProgress)
        .where(and(eq(stoneProgress.studentProfileId, me.id), eq(stoneProgress.stoneId, stone.id)))
        .limit(1);
      expect(progress?.completedAt).toBeTruthy();
      const map = await call('GET', `/course-lessons/${me.id}/${(await course(n)).id}`, 'student3');
      expect(map.json.data.stones.find((s: { id: number }) => s.id === stone.id).state).toBe('completed');
    }
  });
});
