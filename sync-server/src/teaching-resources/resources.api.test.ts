import { and, asc, eq } from 'drizzle-orm';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CURRICULUM_DIR } from '../curriculum/catalogue.js';
import { courses, questions, stones } from '../db/tables.js';
import { caller } from '../test-support/teacher-fixture.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * The real curriculum, except that Keyboard and Paint's lessons are taken out: its map keeps its lesson
 * stones, but none has a lesson file, as a course whose lessons are not written yet.
 */
function curriculumWithoutPaintLessons(): string {
  const dir = mkdtempSync(join(tmpdir(), 'codeyard-resources-'));
  cpSync(DEFAULT_CURRICULUM_DIR, dir, { recursive: true });
  const folder = join(dir, '10-keyboard-and-paint');
  rmSync(join(folder, 'lessons'), { recursive: true, force: true });
  const map = JSON.parse(readFileSync(join(folder, 'course.json'), 'utf8'));
  for (const stone of map.stones) delete stone.file;
  writeFileSync(join(folder, 'course.json'), JSON.stringify(map));
  return dir;
}
const curriculumDir = curriculumWithoutPaintLessons();
afterAll(() => rmSync(curriculumDir, { recursive: true, force: true }));

let t: TestApp;
let api: ReturnType<typeof caller>;
/** SmoothY Starter (course 1): 20 lessons with content, challenge and code stones with levels. */
let starter: number;
/** Keyboard and Paint (course 10): lessons without content in this copy of the curriculum. */
let paint: number;

beforeEach(async () => {
  t = await startTestApp({ seedDemoData: true, curriculumDir });
  api = caller(t.app);
  const idOf = async (number: number) =>
    (await t.app.db.select({ id: courses.id }).from(courses).where(eq(courses.number, number)))[0]!.id;
  starter = await idOf(1);
  paint = await idOf(10);
});
afterEach(async () => t?.close());

async function mapOf(courseId: number) {
  return await t.app.db
    .select()
    .from(stones)
    .where(and(eq(stones.courseId, courseId), eq(stones.retired, false)))
    .orderBy(asc(stones.position));
}

async function questionCount(stoneId: number) {
  return (
    await t.app.db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.stoneId, stoneId), eq(questions.retired, false)))
  ).length;
}

/** Other roles are refused (403), anonymous callers must sign in (401). */
async function refusesOthers(url: string) {
  for (const who of ['student1', 'parent1', 'schooladmin1', 'multiadmin1']) {
    expect((await api.get(url, who)).statusCode, `${who} on ${url}`).toBe(403);
  }
  expect((await api.get(url)).statusCode).toBe(401);
}

describe('GET /teacher/get-course-lesson-videos', () => {
  it("answers one course's lesson introductions in map order, and one lesson", async () => {
    const res = await api.get(`/teacher/get-course-lesson-videos?course_id=${starter}`, 'teacher1');
    expect(res.statusCode).toBe(200);
    const videos = res.json().data;
    const lessons = (await mapOf(starter)).filter((s) => s.kind === 'lesson');
    expect(videos.map((v: { lesson_id: number }) => v.lesson_id)).toEqual(lessons.map((s) => s.id));
    expect(videos[0]).toMatchObject({
      course_id: starter,
      course_title: 'SmoothY Starter',
      title: 'What is a program?',
      route: `/lessonprevideo/${starter}/${lessons[0]!.id}/0`,
    });
    expect(videos[0].steps.length).toBe((lessons[0]!.intro as unknown[]).length);
    expect(videos[0].steps[0]).toEqual({
      picture: expect.any(String),
      text: (lessons[0]!.intro as { text: { en: string } }[])[0]!.text.en,
    });

    const one = await api.get(`/teacher/get-course-lesson-videos?lesson_id=${lessons[1]!.id}&lang=ar`, 'teacher1');
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toHaveLength(1);
    expect(one.json().data[0]).toMatchObject({ lesson_id: lessons[1]!.id, title: 'تعليمات واضحة' });
  });

  it('answers every course without a filter, leaving out lessons without content', async () => {
    const res = await api.get('/teacher/get-course-lesson-videos', 'teacher3');
    expect(res.statusCode).toBe(200);
    const videos: { course_id: number; steps: unknown[] }[] = res.json().data;
    expect(videos.some((v) => v.course_id === starter)).toBe(true);
    expect(videos.some((v) => v.course_id === paint)).toBe(false);
    expect(videos.every((v) => v.steps.length > 0)).toBe(true);
  });

  it('answers 404 for an unknown course or lesson, 422 for bad ids, and refuses other roles', async () => {
    expect((await api.get('/teacher/get-course-lesson-videos?course_id=99999', 'teacher1')).statusCode).toBe(404);
    expect((await api.get('/teacher/get-course-lesson-videos?lesson_id=99999', 'teacher1')).statusCode).toBe(404);
    const bad = await api.get('/teacher/get-course-lesson-videos?course_id=x', 'teacher1');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.course_id).toBeDefined();
    await refusesOthers(`/teacher/get-course-lesson-videos?course_id=${starter}`);
  });
});

describe('GET /teacher/lesson-plans/{courseId}', () => {
  it('answers a plan per lesson with its objectives, its stones in order and the minutes they take', async () => {
    const res = await api.get(`/teacher/lesson-plans/${starter}`, 'teacher1');
    expect(res.statusCode).toBe(200);
    const { course, plans, estimated_minutes } = res.json().data;
    expect(course).toMatchObject({ id: starter, number: 1, title: 'SmoothY Starter', min_age: 7, max_age: 10 });
    const map = await mapOf(starter);
    const lessons = map.filter((s) => s.kind === 'lesson');
    expect(plans).toHaveLength(lessons.length);
    // Every stone of the map is in exactly one plan, in map order.
    expect(plans.flatMap((p: { activities: { stone_id: number }[] }) => p.activities.map((a) => a.stone_id))).toEqual(
      map.map((s) => s.id),
    );
    const first = plans[0];
    const intro = lessons[0]!.intro as { text: { en: string } }[];
    const count = await questionCount(lessons[0]!.id);
    expect(first).toMatchObject({
      lesson_id: lessons[0]!.id,
      number: 1,
      title: 'What is a program?',
      objectives: { title: 'What is a program?', description: intro[0]!.text.en, question_count: count },
    });
    expect(first.objectives.skills.length).toBeGreaterThan(0);
    // Minutes: one per introduction step and per question (PLAN_MINUTES).
    expect(first.activities[0].minutes).toBe(intro.length + count);
    // The stones after "Meet Robo" up to the next lesson belong to its plan: the first challenge.
    const robo = plans.find((p: { title: string }) => p.title === 'Meet Robo and the grid');
    expect(robo.activities.map((a: { kind: string }) => a.kind)).toEqual(['lesson', 'challenge']);
    expect(robo.activities[1]).toMatchObject({ kind: 'challenge', minutes: 10, playable: true });
    for (const plan of plans) {
      expect(plan.estimated_minutes).toBe(
        plan.activities.reduce((s: number, a: { minutes: number }) => s + a.minutes, 0),
      );
    }
    expect(estimated_minutes).toBe(
      plans.reduce((s: number, p: { estimated_minutes: number }) => s + p.estimated_minutes, 0),
    );
  });

  it('plans lessons without content with a fixed time and no description, in Arabic with ?lang=ar', async () => {
    const res = await api.get(`/teacher/lesson-plans/${paint}?lang=ar`, 'teacher1');
    expect(res.statusCode).toBe(200);
    const { course, plans } = res.json().data;
    expect(course.title).not.toMatch(/[A-Za-z]/);
    expect(plans[0].objectives).toMatchObject({ description: null, question_count: 0, skills: [] });
    expect(plans[0].activities[0].minutes).toBe(10);
  });

  it('answers 404 for an unknown course, 422 for a bad id, and refuses other roles', async () => {
    expect((await api.get('/teacher/lesson-plans/99999', 'teacher1')).statusCode).toBe(404);
    const bad = await api.get('/teacher/lesson-plans/abc', 'teacher1');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.courseId).toBeDefined();
    await refusesOthers(`/teacher/lesson-plans/${starter}`);
  });
});

describe('GET /teacher/question-bank/{courseId}', () => {
  it("answers the course's questions with their right answers, grouped by lesson, with the skills", async () => {
    const res = await api.get(`/teacher/question-bank/${starter}`, 'teacher1');
    expect(res.statusCode).toBe(200);
    const bank = res.json().data;
    const lessons = (await mapOf(starter)).filter((s) => s.kind === 'lesson');
    let total = 0;
    for (const lesson of lessons) total += await questionCount(lesson.id);
    expect(bank.question_count).toBe(total);
    expect(bank.lessons.map((l: { lesson_id: number }) => l.lesson_id)).toEqual(lessons.map((l) => l.id));
    expect(bank.skills.reduce((s: number, k: { question_count: number }) => s + k.question_count, 0)).toBe(total);
    const q = bank.lessons[0].questions[0];
    expect(q).toMatchObject({ position: expect.any(Number), prompt: expect.any(String), skill: expect.any(String) });
    expect(q.correct_answer.text.length).toBeGreaterThan(0);
    // The same right answer as the lesson's solution call.
    const solution = await api.get(`/teacher/get-course-lesson-question-solution/${lessons[0]!.id}`, 'teacher1');
    expect(bank.lessons[0].questions).toEqual(solution.json().data.questions);
  });

  it('answers an empty bank for a course without questions', async () => {
    const res = await api.get(`/teacher/question-bank/${paint}`, 'teacher2');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ question_count: 0, skills: [], lessons: [] });
  });

  it('keeps the right answers from students and every other role; 404 and 422 for bad courses', async () => {
    await refusesOthers(`/teacher/question-bank/${starter}`);
    expect((await api.get('/teacher/question-bank/99999', 'teacher1')).statusCode).toBe(404);
    expect((await api.get('/teacher/question-bank/0', 'teacher1')).statusCode).toBe(422);
  });
});

describe('GET /course-resources and /course-resources/{courseId}', () => {
  it('answers what a course has, with the calls that open it', async () => {
    const res = await api.get(`/course-resources/${starter}`, 'teacher1');
    expect(res.statusCode).toBe(200);
    const { course, counts, resources } = res.json().data;
    expect(course.id).toBe(starter);
    const map = await mapOf(starter);
    expect(counts).toMatchObject({
      lessons: map.filter((s) => s.kind === 'lesson').length,
      lessons_with_content: map.filter((s) => s.kind === 'lesson').length,
      challenges: map.filter((s) => s.kind === 'challenge').length,
      code: map.filter((s) => s.kind === 'code').length,
    });
    const byType = Object.fromEntries(resources.map((r: { type: string }) => [r.type, r]));
    expect(byType['lesson-plans']).toEqual({
      type: 'lesson-plans',
      count: counts.lessons,
      path: `/teacher/lesson-plans/${starter}`,
    });
    expect(byType['question-bank']).toMatchObject({
      count: counts.questions,
      path: `/teacher/question-bank/${starter}`,
    });
    expect(byType['lesson-videos'].path).toBe(`/teacher/get-course-lesson-videos?course_id=${starter}`);
    expect(byType['challenge-solutions'].count).toBeGreaterThan(0);
  });

  it('lists every course of the catalogue, leaving out what a course does not have', async () => {
    const res = await api.get('/course-resources?lang=ar', 'teacher3');
    expect(res.statusCode).toBe(200);
    const list: { course: { id: number }; resources: { type: string }[] }[] = res.json().data;
    const all = await t.app.db.select().from(courses);
    expect(list).toHaveLength(all.length);
    const ofPaint = list.find((c) => c.course.id === paint)!;
    expect(ofPaint.resources.map((r) => r.type)).not.toContain('question-bank');
    expect(ofPaint.resources.map((r) => r.type)).toContain('lesson-plans');
  });

  it('answers 404 for an unknown course, 422 for a bad id, and refuses other roles', async () => {
    expect((await api.get('/course-resources/99999', 'teacher1')).statusCode).toBe(404);
    expect((await api.get('/course-resources/x', 'teacher1')).statusCode).toBe(422);
    await refusesOthers('/course-resources');
    await refusesOthers(`/course-resources/${starter}`);
  });
});
