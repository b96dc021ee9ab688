import { rightAnswer, type LessonFile, type Question } from '@codeyard/shared-schema';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { issueAward } from '../certificates/service.js';
import { certificates, examAttempts, localOutbox, questions, studentProfiles, users } from '../db/tables.js';
import { startLearningTest, type LearningTest } from '../test-support/learning.js';

const t = (en: string) => ({ en, ar: `${en} (ar)` });

/** A SmoothY level: Robo walks four squares east to the star (three stars with four blocks). */
const WALK_LEVEL = {
  key: 'walk',
  title: t('Walk to the star'),
  instructions: t('Walk Robo to the star.'),
  toolbox: 'basic',
  level: {
    width: 6,
    height: 3,
    walls: [],
    start: { x: 0, y: 1, dir: 'E' },
    stars: [{ x: 4, y: 1 }],
    goal: { x: 4, y: 1 },
    rules: { reach_goal: true },
    thresholds: { three: 4, two: 6 },
  },
  hint: t('Count the squares.'),
  solution: walk(4),
};
/** A program of `steps` "move forward" blocks. */
function walk(steps: number) {
  return {
    scripts: [
      {
        id: 's1',
        event: 'start',
        body: Array.from({ length: steps }, (_, i) => ({ id: `m${i}`, type: 'move_forward' })),
      },
    ],
  };
}

/** Course 2 (SmoothY Adventures) of the fixture with a challenge stone whose level is exam 1's task. */
const COURSE_2 = {
  map: {
    course: 2,
    version: 1,
    stones: [
      { key: 'a1', kind: 'lesson' as const, title: t('Adventure'), file: 'a1' },
      { key: 'c1', kind: 'challenge' as const, title: t('Walk') },
    ],
  },
  lessons: {},
  levels: { c1: { ...WALK_LEVEL, key: 'c1' } },
};
const COURSE_2_DONE = ['a1', 'c1'];
const COURSE_4_DONE = ['m1', 'm2', 'm3', 'm4', 'g1'];

/** A course 4 (SmoothY Game Maker) of four lessons with three one-answer questions each: exam 2's content. */
const lesson = (key: string): LessonFile => ({
  key,
  title: t(`Lesson ${key}`),
  intro: [
    { picture: '🎮', text: t('Games.') },
    { picture: '🧩', text: t('Blocks.') },
  ],
  questions: [
    {
      key: `${key}-a`,
      type: 'choice',
      prompt: t('Pick one.'),
      points: 10,
      skill: 'events',
      options: [t('One'), t('Two')],
      answer: 0,
    },
    { key: `${key}-b`, type: 'truefalse', prompt: t('Sprites move.'), points: 10, skill: 'events', answer: true },
    {
      key: `${key}-c`,
      type: 'fillin',
      prompt: t('3 + 3 = ___'),
      points: 10,
      skill: 'debugging',
      accepted: { en: ['6'], ar: ['٦'] },
    },
  ],
});
const COURSE_4 = {
  map: {
    course: 4,
    version: 1,
    stones: [
      ...['m1', 'm2', 'm3', 'm4'].map((key) => ({ key, kind: 'lesson' as const, title: t(key), file: key })),
      { key: 'g1', kind: 'challenge' as const, title: t('Walk') },
    ],
  },
  lessons: Object.fromEntries(['m1', 'm2', 'm3', 'm4'].map((key) => [key, lesson(key)])),
  levels: { g1: { ...WALK_LEVEL, key: 'g1' } },
};

const YEAR = new Date().getUTCFullYear();
/** The candidate's details; addStudent's children were born nine years ago. */
const candidate = (over: Record<string, unknown> = {}) => ({
  first_name: 'Sami',
  middle_name: '',
  last_name: 'Haddad',
  city: 'Amman',
  country: 'JO',
  date_of_birth: `${YEAR - 9}-01-02`,
  language: 'en',
  phone_number: '+962791234567',
  parent_email: 'parent.of.sami@example.org',
  ...over,
});

let l: LearningTest;
afterEach(async () => l?.close());
const start = async (more: NonNullable<Parameters<typeof startLearningTest>[0]>['courses'] = {}) =>
  (l = await startLearningTest({
    courses: { '2-smoothy-adventures': COURSE_2, '4-smoothy-game-maker': COURSE_4, ...more },
  }));

type Entry = { id: number; state: string; locks: string[]; result: unknown; registration: unknown };
const list = async (username: string) => (await l.call('GET', '/student-exam', username)).json.data;
const entry = async (username: string, id: number): Promise<Entry> =>
  (await list(username)).exams.find((e: Entry) => e.id === id);
const register = (username: string, exams: string, body: unknown = candidate()) =>
  l.call('POST', `/student-submit-exam?exam_id=${exams}`, username, body);

/** The right answer of each drawn question, read from the content (the test knows what the device does not). */
async function rightAnswers(ids: number[]) {
  const rows = await l.t.app.db.select().from(questions).where(inArray(questions.id, ids));
  return rows.map((r) => ({ question_id: r.id, answer: rightAnswer(r.definition as Question) }));
}

describe('exam eligibility', () => {
  it('locks by course and by order, and says "released soon" for an exam without questions', async () => {
    await start();
    await l.addStudent('examkid');
    const first = await list('examkid');
    expect(first.exams.map((e: Entry) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(first.age).toBe(9);
    expect(first.exams[0]).toMatchObject({ key: 'smoothy-1', state: 'locked', locks: ['course'], questions: 10 });
    expect(first.exams[1]).toMatchObject({ key: 'smoothy-2', state: 'locked', locks: ['course', 'order'] });
    // The fixture has no course 5 to 8: those exams have no questions yet.
    expect(first.exams.slice(2).map((e: Entry) => e.state)).toEqual(['soon', 'soon', 'soon', 'soon', 'soon']);

    expect((await register('examkid', '1')).json.code).toBe('exam_locked');
    await l.completeDirectly('examkid', 2, COURSE_2_DONE);
    await l.completeDirectly('examkid', 4, COURSE_4_DONE);
    expect(await entry('examkid', 1)).toMatchObject({ state: 'available', locks: [] });
    expect(await entry('examkid', 2)).toMatchObject({ state: 'locked', locks: ['order'] });
    const order = await register('examkid', '2');
    expect(order.status).toBe(409);
    expect(order.json.code).toBe('exam_locked');
    const soon = await register('examkid', '3');
    expect(soon.status).toBe(409);
    expect(soon.json.code).toBe('exam_not_released');
    expect((await register('examkid', '9')).status).toBe(422);
  });

  it('takes ages 8 to 18 only, a date of birth that matches the account, and English names', async () => {
    await start();
    const young = await l.addStudent('youngkid');
    await l.completeDirectly('youngkid', 2, COURSE_2_DONE);
    await l.t.app.db.write((tx) =>
      tx
        .update(studentProfiles)
        .set({ yearOfBirth: YEAR - 7 })
        .where(eq(studentProfiles.id, young.id)),
    );
    expect((await entry('youngkid', 1)).locks).toEqual(['age']);
    const tooYoung = await register('youngkid', '1', candidate({ date_of_birth: `${YEAR - 7}-01-01` }));
    expect(tooYoung.status).toBe(422);
    expect(tooYoung.json.errors.date_of_birth[0]).toContain('8');

    await l.addStudent('examkid');
    await l.completeDirectly('examkid', 2, COURSE_2_DONE);
    const old = await register('examkid', '1', candidate({ date_of_birth: `${YEAR - 19}-01-01` }));
    expect(old.status).toBe(422);
    expect(old.json.errors.date_of_birth).toBeDefined();
    const mismatch = await register('examkid', '1', candidate({ date_of_birth: `${YEAR - 10}-01-01` }));
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.errors.date_of_birth[0]).toMatch(/year of birth/);
    const names = await register('examkid', '1', candidate({ first_name: 'سامي', city: 'Amman!' }));
    expect(names.status).toBe(422);
    expect(Object.keys(names.json.errors).sort()).toEqual(['city', 'first_name']);
    const ar = await l.call(
      'POST',
      '/student-submit-exam?exam_id=1&lang=ar',
      'examkid',
      candidate({ last_name: 'H4' }),
    );
    expect(ar.status).toBe(422);
    expect(Object.keys(ar.json.errors)).toEqual(['last_name']);
    expect(ar.json.errors.last_name[0]).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('registration', () => {
  it('registers once with an eligibility ID and a year-long window, mails the parent, and changes nothing after', async () => {
    await start();
    await l.addStudent('examkid');
    await l.completeDirectly('examkid', 2, COURSE_2_DONE);
    expect((await l.call('GET', '/get-student-exam-info', 'examkid')).json.data).toEqual({
      candidate: null,
      registrations: [],
    });
    const done = await register('examkid', '1');
    expect(done.status).toBe(200);
    const [registration] = done.json.data.registrations;
    expect(registration.eligibility_id).toMatch(/^CY-SMOOTHY1-[A-Z2-9]{8}$/);
    const days = (Date.parse(registration.window_ends_at) - Date.parse(registration.registered_at)) / 86_400_000;
    expect(days).toBe(365);
    expect(registration.schedule_url).toMatch(/\/exams$/);

    const [mail] = await l.t.app.db
      .select()
      .from(localOutbox)
      .where(eq(localOutbox.recipient, 'parent.of.sami@example.org'));
    expect(mail!.body).toContain(registration.eligibility_id);
    expect(mail!.body).toContain(registration.schedule_url);

    const info = (await l.call('GET', '/get-student-exam-info', 'examkid')).json.data;
    expect(info.candidate).toMatchObject({ first_name: 'Sami', date_of_birth: `${YEAR - 9}-01-02`, country: 'JO' });
    expect(info.registrations).toHaveLength(1);
    expect(await entry('examkid', 1)).toMatchObject({ state: 'in-progress' });

    const twice = await register('examkid', '1');
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe('already_submitted');
    const changed = await register('examkid', '1', candidate({ first_name: 'Samir' }));
    expect(changed.status).toBe(409);
    expect(changed.json.code).toBe('exam_details_locked');
    expect((await l.call('GET', '/get-student-exam-info', 'examkid')).json.data.candidate.first_name).toBe('Sami');
    // Another student sees none of it.
    await l.addStudent('otherkid');
    expect((await l.call('GET', '/get-student-exam-info', 'otherkid')).json.data.candidate).toBeNull();
    expect((await l.call('GET', '/student-exam', 'teacher1')).status).toBe(403);
  });
});

describe('taking an exam', () => {
  it('draws a timed set of questions without their answers and grades the answers on the server', async () => {
    await start();
    await l.addStudent('examkid');
    await l.completeDirectly('examkid', 2, COURSE_2_DONE);
    await l.completeDirectly('examkid', 4, COURSE_4_DONE);
    expect((await l.call('POST', '/student-exam/1/start', 'examkid')).json.code).toBe('exam_not_registered');
    await register('examkid', '1');

    const started = await l.call('POST', '/student-exam/1/start', 'examkid');
    expect(started.status).toBe(200);
    const sitting = started.json.data;
    expect(sitting.questions).toHaveLength(10);
    expect(sitting.seconds_left).toBeGreaterThan(14 * 60);
    expect(JSON.stringify(sitting.questions)).not.toMatch(/"answer"|"accepted"/);
    // Exam 1 draws from courses 1 and 2 only (not course 4, exam 2's).
    const ids: number[] = sitting.questions.map((q: { id: number }) => q.id);
    const drawnRows = await l.t.app.db.select().from(questions).where(inArray(questions.id, ids));
    expect(drawnRows.every((r) => !r.key.startsWith('m'))).toBe(true);
    // Starting again gives back the open sitting, not a new draw.
    expect((await l.call('POST', '/student-exam/1/start', 'examkid')).json.data.attempt_id).toBe(sitting.attempt_id);

    // The device's own score is refused: only answers are taken.
    const claimed = await l.call('POST', `/student-exam/attempts/${sitting.attempt_id}/submit`, 'examkid', {
      answers: [],
      score: 100,
    });
    expect(claimed.status).toBe(422);
    // Another student cannot submit this sitting.
    await l.addStudent('otherkid');
    const other = await l.call('POST', `/student-exam/attempts/${sitting.attempt_id}/submit`, 'otherkid', {
      answers: [],
    });
    expect(other.status).toBe(404);

    // The practical task: a level of exam 1's courses (course 2's challenge), without its solution.
    expect(sitting.task).toMatchObject({ track: 'smoothy', exercise: null, level: { key: 'c1', toolbox: 'basic' } });
    expect(sitting.task.points).toBeGreaterThan(0);
    expect(JSON.stringify(sitting.task)).not.toMatch(/"solution"/);

    const right = await rightAnswers(ids);
    const submit = await l.call('POST', `/student-exam/attempts/${sitting.attempt_id}/submit`, 'examkid', {
      answers: right,
      task: { program: walk(4) },
    });
    expect(submit.status).toBe(200);
    expect(submit.json.data).toMatchObject({ right: 10, total: 10, rate: 100, passed: true, pass_rate: 60 });
    expect(submit.json.data.task_score).toBe(sitting.task.points);
    expect(submit.json.data.max_score).toBe(submit.json.data.score);
    const again = await l.call('POST', `/student-exam/attempts/${sitting.attempt_id}/submit`, 'examkid', {
      answers: right,
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('already_submitted');

    expect(await entry('examkid', 1)).toMatchObject({ state: 'completed', result: { rate: 100, passed: true } });
    // Exam 1 passed and course 4 completed: exam 2 opens.
    expect(await entry('examkid', 2)).toMatchObject({ state: 'available', locks: [] });
    expect((await l.call('POST', '/student-exam/1/start', 'examkid')).json.code).toBe('exam_passed');
  });

  it('fails wrong answers, lets the child start again, and ends a sitting past its time as not passed', async () => {
    await start();
    await l.addStudent('examkid');
    await l.completeDirectly('examkid', 2, COURSE_2_DONE);
    await register('examkid', '1');
    const first = (await l.call('POST', '/student-exam/1/start', 'examkid')).json.data;
    const foreign = await l.call('POST', `/student-exam/attempts/${first.attempt_id}/submit`, 'examkid', {
      answers: [{ question_id: 999_999, answer: 1 }],
    });
    expect(foreign.status).toBe(422);
    const wrong = await l.call('POST', `/student-exam/attempts/${first.attempt_id}/submit`, 'examkid', {
      answers: first.questions.map((q: { id: number }) => ({ question_id: q.id, answer: 'no idea' })),
    });
    expect(wrong.json.data).toMatchObject({ right: 0, passed: false });
    expect(await entry('examkid', 1)).toMatchObject({ state: 'in-progress', result: { passed: false } });

    const second = (await l.call('POST', '/student-exam/1/start', 'examkid')).json.data;
    expect(second.attempt_id).not.toBe(first.attempt_id);
    await l.t.app.db.write((tx) =>
      tx
        .update(examAttempts)
        .set({ deadlineAt: new Date(Date.now() - 5 * 60_000).toISOString() })
        .where(eq(examAttempts.id, second.attempt_id)),
    );
    const late = await l.call('POST', `/student-exam/attempts/${second.attempt_id}/submit`, 'examkid', {
      answers: await rightAnswers(second.questions.map((q: { id: number }) => q.id)),
    });
    expect(late.status).toBe(409);
    expect(late.json.code).toBe('exam_time_over');
    const [row] = await l.t.app.db.select().from(examAttempts).where(eq(examAttempts.id, second.attempt_id));
    expect(row).toMatchObject({ passed: false, score: 0 });
    expect((await entry('examkid', 1)).state).toBe('in-progress');
  });
});

/** A Python exercise (the times table): exam 6's or 7's task in the course 8 fixture. */
const timesTable = (key: string) => ({
  key,
  language: 'python',
  title: t('Times table'),
  instructions: t('Print the times table.'),
  hint: t('Use a loop.'),
  starter: { python_code: 'number = int(input())\n' },
  solution: {
    python_code: 'number = int(input())\nfor i in range(1, 11):\n    print(number, "x", i, "=", number * i)\n',
  },
  tests: [
    { key: 'three', stdin: ['3'], output_contains: ['3 x 10 = 30'], message: t('Three.') },
    { key: 'seven', stdin: ['7'], output_contains: ['7 x 10 = 70'], message: t('Seven.') },
  ],
});
/** Course 8 (Python Basics): eight lessons and two exercises, one in each half (exams 6 and 7). */
const PYTHON_LESSONS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];
const COURSE_8 = {
  map: {
    course: 8,
    version: 1,
    stones: [
      ...PYTHON_LESSONS.slice(0, 4).map((key) => ({ key, kind: 'lesson' as const, title: t(key), file: key })),
      { key: 'x1', kind: 'challenge' as const, title: t('First') },
      ...PYTHON_LESSONS.slice(4).map((key) => ({ key, kind: 'lesson' as const, title: t(key), file: key })),
      { key: 'x2', kind: 'challenge' as const, title: t('Second') },
    ],
  },
  lessons: Object.fromEntries(PYTHON_LESSONS.map((key) => [key, lesson(key)])),
  exercises: { x1: timesTable('x1'), x2: timesTable('x2') },
};

/** Writes a passed sitting of these exams straight into the table (as if taken earlier). */
async function passedBefore(username: string, examIds: number[]) {
  const { id } = await l.profileOf(username);
  const at = new Date().toISOString();
  for (const examId of examIds)
    await l.t.app.db.write((tx) =>
      tx.insert(examAttempts).values({
        studentProfileId: id,
        examId,
        questionIds: '[]',
        startedAt: at,
        deadlineAt: at,
        submittedAt: at,
        maxScore: 100,
        score: 100,
        rate: 100,
        passed: true,
      }),
    );
}

/** Starts a sitting of the exam and sends every question's right answer with this task answer. */
async function sit(username: string, examId: number, task?: unknown) {
  const sitting = (await l.call('POST', `/student-exam/${examId}/start`, username)).json.data;
  const answers = await rightAnswers(sitting.questions.map((q: { id: number }) => q.id));
  const done = await l.call('POST', `/student-exam/attempts/${sitting.attempt_id}/submit`, username, {
    answers,
    ...(task !== undefined && { task }),
  });
  return { sitting, done };
}

describe('the practical task', () => {
  it('is graded on the server: a program that solves the level earns its points, one that does not earns none', async () => {
    await start();
    await l.addStudent('examkid');
    await l.completeDirectly('examkid', 2, COURSE_2_DONE);
    await register('examkid', '1');
    const first = (await l.call('POST', '/student-exam/1/start', 'examkid')).json.data;
    const submit = (body: unknown) =>
      l.call('POST', `/student-exam/attempts/${first.attempt_id}/submit`, 'examkid', body);
    // Code sent for a SmoothY task is refused, and the sitting stays open.
    const kind = await submit({ answers: [], task: { code: { python_code: 'print(1)' }, results: [] } });
    expect(kind.status).toBe(422);
    expect(Object.keys(kind.json.errors)).toEqual(['task']);
    // The task alone, solved with three stars: all its points, but not enough to pass.
    const taskOnly = await submit({ answers: [], task: { program: walk(4) } });
    const only = taskOnly.json.data;
    expect(only).toMatchObject({ right: 0, score: first.task.points, task_score: first.task.points, passed: false });
    expect(only.task_max).toBe(first.task.points);
    // About 30 % of the exam (the share is rounded to whole points).
    expect(only.rate).toBe(Math.floor((100 * only.score) / only.max_score));
    expect(Math.abs(only.rate - 30)).toBeLessThanOrEqual(1);

    // Every question right and a program that stops short of the star: the task earns nothing.
    const { sitting, done } = await sit('examkid', 1, { program: walk(3) });
    expect(sitting.attempt_id).not.toBe(first.attempt_id);
    const graded = done.json.data;
    expect(graded).toMatchObject({ right: 10, task_score: 0, passed: true });
    expect(graded.rate).toBe(Math.floor((100 * graded.score) / graded.max_score));
    expect(graded.rate).toBeLessThan(100);
    const [row] = await l.t.app.db.select().from(examAttempts).where(eq(examAttempts.id, sitting.attempt_id));
    expect(JSON.parse(row!.taskAnswer!)).toEqual({ program: walk(3) });
  });

  it("takes a Python task's checks as the device reports them, only when every check is reported passed for new code", async () => {
    await start({ '8-python-basics': COURSE_8 });
    await l.addStudent('examkid');
    await l.completeDirectly(
      'examkid',
      8,
      COURSE_8.map.stones.map((s) => s.key),
    );
    await register('examkid', '6');
    const started = (await l.call('POST', '/student-exam/6/start', 'examkid')).json.data;
    // Exam 6 draws from the first half of course 8: the first exercise, with its tests and no solution.
    expect(started.task).toMatchObject({ track: 'python', level: null, exercise: { key: 'x1', language: 'python' } });
    expect(started.task.exercise.tests.map((t: { key: string }) => t.key)).toEqual(['three', 'seven']);
    expect(JSON.stringify(started.task)).not.toMatch(/"solution"/);
    const code = { python_code: timesTable('x1').solution.python_code };
    const answers = await rightAnswers(started.questions.map((q: { id: number }) => q.id));
    const submit = (task: unknown) =>
      l.call('POST', `/student-exam/attempts/${started.attempt_id}/submit`, 'examkid', { answers, task });
    // A report that leaves a test out earns nothing (tasks.test.ts has the other cases of the rule).
    const missing = await submit({ code, results: [{ key: 'three', passed: true }] });
    expect(missing.json.data).toMatchObject({ task_score: 0, passed: true });
  });
});

describe('the authorisation letter', () => {
  it('is a PDF in English and Arabic for the child and their parent, linked in the mail, and 403 for another child', async () => {
    await start();
    await l.t.app.db.write((tx) =>
      tx
        .update(studentProfiles)
        .set({ yearOfBirth: YEAR - 9 })
        .where(eq(studentProfiles.id, 1)),
    );
    const [student1] = await l.t.app.db.select().from(studentProfiles).where(eq(studentProfiles.id, 1));
    const username = (await l.t.app.db.select().from(users).where(eq(users.id, student1!.userId)))[0]!.username;
    expect(username).toBe('student1');
    await l.completeDirectly('student1', 2, COURSE_2_DONE);
    const done = await register('student1', '1');
    const id = done.json.data.registrations[0].eligibility_id;
    for (const lang of ['en', 'ar']) {
      const letter = await l.call('GET', `/exam-letters/${id}?lang=${lang}`, 'student1');
      expect(letter.status).toBe(200);
      expect(letter.headers['content-type']).toBe('application/pdf');
      expect(String(letter.json).startsWith('%PDF')).toBe(true);
    }
    expect((await l.call('GET', `/exam-letters/${id}`, 'parent1')).status).toBe(200);
    await l.addStudent('otherkid');
    expect((await l.call('GET', `/exam-letters/${id}`, 'otherkid')).status).toBe(403);
    expect((await l.call('GET', '/exam-letters/CY-SMOOTHY1-ABCDEFGH', 'student1')).status).toBe(403);
    expect((await l.call('GET', `/exam-letters/${id}`, 'teacher1')).status).toBe(403);

    const [mail] = await l.t.app.db
      .select()
      .from(localOutbox)
      .where(eq(localOutbox.recipient, 'parent.of.sami@example.org'));
    expect(mail!.body).toContain(`/exams/letters/${id}`);
  });
});

describe('specialisation and master certificates', () => {
  it('gives a specialisation once for every exam of its track passed, and the master certificate for all three', async () => {
    await start({ '8-python-basics': COURSE_8 });
    await l.addStudent('examkid');
    await l.completeDirectly('examkid', 2, COURSE_2_DONE);
    await l.completeDirectly(
      'examkid',
      8,
      COURSE_8.map.stones.map((s) => s.key),
    );
    await passedBefore('examkid', [2, 3]);
    await register('examkid', '1');
    const smoothy = (await sit('examkid', 1, { program: walk(4) })).done.json.data;
    expect(smoothy.passed).toBe(true);
    expect(smoothy.awards.map((a: { award: string }) => a.award)).toEqual(['smoothy']);

    const list = (await l.call('GET', '/certificates?type=student', 'examkid')).json.data.certificates;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'specialisation',
      award: 'smoothy',
      course_id: null,
      course_title: 'SmoothY Specialisation',
      first_name: 'Sami',
      last_name: 'Haddad',
    });
    const file = await l.call('GET', `/certificates/${list[0].id}?lang=ar`, 'examkid');
    expect(file.headers['content-type']).toBe('application/pdf');
    const verified = await l.call('GET', `/certificates/verify/${list[0].code}`, 'examkid');
    expect(verified.json.data).toMatchObject({ type: 'specialisation', name: 'Sami Haddad' });

    // Web passed before, Python 1 too: passing Python 2 gives Python, Web and the master, never SmoothY again.
    await passedBefore('examkid', [4, 5, 6]);
    await register('examkid', '7');
    const code = { python_code: timesTable('x2').solution.python_code };
    const results = [
      { key: 'three', passed: true },
      { key: 'seven', passed: true },
    ];
    const last = (await sit('examkid', 7, { code, results })).done.json.data;
    expect(last).toMatchObject({ rate: 100, passed: true });
    expect(last.task_score).toBe(last.task_max);
    expect(last.awards.map((a: { award: string }) => a.award).sort()).toEqual(['master', 'python', 'web']);
    const all = (await l.call('GET', '/certificates?type=student', 'examkid')).json.data.certificates;
    expect(all.map((c: { award: string }) => c.award).sort()).toEqual(['master', 'python', 'smoothy', 'web']);
    expect(all.find((c: { award: string }) => c.award === 'master')).toMatchObject({
      type: 'master',
      course_title: 'Master Programmer',
    });
    const progress = (await l.call('GET', '/student-exam', 'examkid')).json.data;
    expect(progress.master).toBe(true);
  });

  it('never makes a second certificate of an award, even when the same award is earned again', async () => {
    await start();
    const kid = await l.addStudent('examkid');
    const [student] = await l.t.app.db.select().from(studentProfiles).where(eq(studentProfiles.id, kid.id));
    const award = () =>
      l.t.app.db.write((tx) =>
        issueAward(
          tx,
          { student: student!, award: 'web', firstName: 'Sami', lastName: 'Haddad', issuedBy: kid.userId },
          new Date(),
        ),
      );
    expect(await award()).toMatchObject({ kind: 'specialisation', award: 'web', courseId: null });
    expect(await award()).toBeUndefined();
    await Promise.all([award(), award()]);
    const rows = await l.t.app.db.select().from(certificates).where(eq(certificates.studentProfileId, kid.id));
    expect(rows).toHaveLength(1);
  });
});
