import { rightAnswer, type CourseMapFile, type LessonFile, type Question } from '@codeyard/shared-schema';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { examAttempts, localOutbox, questions, studentProfiles } from '../db/tables.js';
import { startLearningTest, type LearningTest } from '../test-support/learning.js';

const t = (en: string) => ({ en, ar: `${en} (ar)` });

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
const COURSE_4: { map: CourseMapFile; lessons: Record<string, LessonFile> } = {
  map: {
    course: 4,
    version: 1,
    stones: ['m1', 'm2', 'm3', 'm4'].map((key) => ({ key, kind: 'lesson' as const, title: t(key), file: key })),
  },
  lessons: Object.fromEntries(['m1', 'm2', 'm3', 'm4'].map((key) => [key, lesson(key)])),
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
const start = async () => (l = await startLearningTest({ courses: { '4-smoothy-game-maker': COURSE_4 } }));

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
    await l.completeDirectly('examkid', 2, ['a1']);
    await l.completeDirectly('examkid', 4, ['m1', 'm2', 'm3', 'm4']);
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
    await l.completeDirectly('youngkid', 2, ['a1']);
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
    await l.completeDirectly('examkid', 2, ['a1']);
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
    await l.completeDirectly('examkid', 2, ['a1']);
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
    await l.completeDirectly('examkid', 2, ['a1']);
    await l.completeDirectly('examkid', 4, ['m1', 'm2', 'm3', 'm4']);
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

    const right = await rightAnswers(ids);
    const submit = await l.call('POST', `/student-exam/attempts/${sitting.attempt_id}/submit`, 'examkid', {
      answers: right,
    });
    expect(submit.status).toBe(200);
    expect(submit.json.data).toMatchObject({ right: 10, total: 10, rate: 100, passed: true, pass_rate: 60 });
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
    await l.completeDirectly('examkid', 2, ['a1']);
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
