import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLog, lessonSubmissions, pointEvents, submittedAnswers } from '../db/tables.js';
import { startLearningTest, type LearningTest } from '../test-support/learning.js';

let l: LearningTest;
afterEach(async () => l?.close());
const start = async () => (l = await startLearningTest());

describe('GET /coursedetails/{courseNumber}', () => {
  it("answers the course map with the student's states and buttons", async () => {
    await start();
    const res = await l.call('GET', '/coursedetails/1', 'student1');
    expect(res.status).toBe(200);
    const map = res.json.data;
    expect(map).toMatchObject({
      content_version: 1,
      locked: false,
      completed: false,
      has_seen_modal: false,
      is_trial: false,
      free_lessons: 5,
    });
    expect(map.course).toMatchObject({ number: 1, title: { en: 'SmoothY Starter', ar: 'بداية سموذي' } });
    expect(map.stones.map((s: { key: string; button: string }) => `${s.key}:${s.button}`)).toEqual([
      'l1:start',
      'l2:locked',
      'g1:soon',
      'l3:locked',
      'l4:locked',
      'l5:locked',
      'l6:locked',
      'c1:soon',
      'l7:soon',
    ]);
    expect(map.stones[0]).toMatchObject({
      kind: 'lesson',
      state: 'unlocked',
      playable: true,
      free: true,
      lock_reason: null,
      best_score: 0,
    });
    expect(map.stones[1]).toMatchObject({ state: 'locked', lock_reason: 'previous' });
    expect(map.stones[0]).not.toHaveProperty('questions');
  });

  it('keeps the next course locked until this one is completed, naming it', async () => {
    await start();
    const second = (await l.call('GET', '/coursedetails/2', 'student1')).json.data;
    expect(second).toMatchObject({ locked: true, lock_reason: 'course', previous_course_number: 1 });
    expect(second.stones[0]).toMatchObject({ state: 'locked', button: 'locked', lock_reason: 'course' });
    await l.completeDirectly('student1', 1, ['l1', 'l2', 'l3', 'l4', 'l5', 'l6']);
    const open = (await l.call('GET', '/coursedetails/2', 'student1')).json.data;
    expect(open).toMatchObject({ locked: false, previous_course_number: null });
    expect(open.stones[0].button).toBe('start');
    expect((await l.call('GET', '/coursedetails/1', 'student1')).json.data.completed).toBe(true);
  });

  it('answers 404 for an unknown course, 422 for a bad number, 403 for a parent', async () => {
    await start();
    expect((await l.call('GET', '/coursedetails/99', 'student1')).status).toBe(404);
    const bad = await l.call('GET', '/coursedetails/abc', 'student1');
    expect(bad.status).toBe(422);
    expect(bad.json.errors.courseNumber).toBeDefined();
    expect((await l.call('GET', '/coursedetails/1', 'parent1')).status).toBe(403);
  });

  it('shows a course without content as an empty map', async () => {
    await start();
    const res = (await l.call('GET', '/coursedetails/9', 'student1')).json.data;
    expect(res).toMatchObject({ content_version: 0, locked: false, stones: [] });
  });
});

describe('GET /course-lessons/{id}/{course_id}: the offline download', () => {
  it('carries the map and every playable lesson with its intro and questions, answers included', async () => {
    await start();
    const me = (await l.profileOf('student1')).id;
    const res = await l.call('GET', `/course-lessons/${me}/${await l.courseId(1)}`, 'student1');
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.stones).toHaveLength(9);
    expect(data.lessons.map((x: { key: string }) => x.key)).toEqual(['l1', 'l2', 'l3', 'l4', 'l5', 'l6']);
    const l1 = data.lessons[0];
    expect(l1.intro).toHaveLength(2);
    expect(l1.questions.map((q: { question: { type: string } }) => q.question.type)).toEqual([
      'choice',
      'truefalse',
      'fillin',
      'ordering',
      'matching',
    ]);
    expect(l1.questions[0].question.answer).toBe(1);
    expect(l1.questions[2].question.accepted).toEqual({ en: ['loop', 'repeat'], ar: ['حلقة'] });
  });

  it("leaves out the lessons beyond a trial student's free five, which stay on the map, locked", async () => {
    await start();
    const kid = await l.addStudent('trialkid');
    const data = (await l.call('GET', `/course-lessons/${kid.id}/${await l.courseId(1)}`, 'trialkid')).json.data;
    expect(data.is_trial).toBe(true);
    expect(data.lessons.map((x: { key: string }) => x.key)).toEqual(['l1', 'l2', 'l3', 'l4', 'l5']);
    const l6 = data.stones.find((s: { key: string }) => s.key === 'l6');
    expect(l6).toMatchObject({ free: false, state: 'locked', lock_reason: 'trial' });
  });

  it("refuses another student's download (403) and an unknown course (404)", async () => {
    await start();
    const other = (await l.profileOf('student2')).id;
    expect((await l.call('GET', `/course-lessons/${other}/${await l.courseId(1)}`, 'student1')).status).toBe(403);
    const me = (await l.profileOf('student1')).id;
    expect((await l.call('GET', `/course-lessons/${me}/9999`, 'student1')).status).toBe(404);
  });
});

describe('GET /lessonprevideo/{lessonId}/{courseId}', () => {
  it('answers one lesson and its state', async () => {
    await start();
    const res = await l.call('GET', `/lessonprevideo/${await l.stoneId(1, 'l1')}/${await l.courseId(1)}`, 'student1');
    expect(res.status).toBe(200);
    expect(res.json.data.stone).toMatchObject({ key: 'l1', button: 'start' });
    expect(res.json.data.lesson.questions).toHaveLength(5);
  });

  it('answers 404 for a game, a lesson without content, or the wrong course; 403 trial_locked beyond the trial', async () => {
    await start();
    expect(
      (await l.call('GET', `/lessonprevideo/${await l.stoneId(1, 'g1')}/${await l.courseId(1)}`, 'student1')).status,
    ).toBe(404);
    expect(
      (await l.call('GET', `/lessonprevideo/${await l.stoneId(1, 'l7')}/${await l.courseId(1)}`, 'student1')).status,
    ).toBe(404);
    expect(
      (await l.call('GET', `/lessonprevideo/${await l.stoneId(1, 'l1')}/${await l.courseId(2)}`, 'student1')).status,
    ).toBe(404);
    await l.addStudent('trialkid');
    const res = await l.call('GET', `/lessonprevideo/${await l.stoneId(1, 'l6')}/${await l.courseId(1)}`, 'trialkid');
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('trial_locked');
  });
});

describe('POST /student-questions-submission', () => {
  it('grades on the server, completes the stone, awards points once per question plus task points, and a badge', async () => {
    await start();
    const res = await l.submit('student1', 'l1', await l.rightL1(), { question_points: 9999 });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({
      score: 70,
      max_score: 70,
      rate: 100,
      lesson_id: await l.stoneId(1, 'l1'),
      course_id: await l.courseId(1),
    });
    expect(data.results.every((r: { correct: boolean }) => r.correct)).toBe(true);
    expect(data.points_awarded).toBe(80); // 70 for the questions, 10 task points; question_points ignored
    expect(data).toMatchObject({ points: 80, weekly_points: 80 });
    expect(data.stone).toMatchObject({ state: 'completed', best_score: 70, max_score: 70 });
    expect(data.new_badges).toEqual(['firstLesson', 'perfectLesson']);
    expect(data.next_stone_id).toBe(await l.stoneId(1, 'l2'));

    const map = (await l.call('GET', '/coursedetails/1', 'student1')).json.data;
    expect(map.stones.slice(0, 2).map((s: { button: string }) => s.button)).toEqual(['completed', 'next']);
    const me = await l.profileOf('student1');
    const changes = (await l.t.app.db.select().from(changeLog).where(eq(changeLog.userId, me.userId))).map(
      (c) => c.entity,
    );
    expect(changes).toEqual(expect.arrayContaining(['progress', 'points', 'awards', 'notification']));
    const stored = (
      await l.t.app.db.select().from(lessonSubmissions).where(eq(lessonSubmissions.studentProfileId, me.id)).limit(1)
    )[0]!;
    expect(stored).toMatchObject({
      score: 70,
      maxScore: 70,
      pointsAwarded: 80,
      answeredAt: '2025-01-05T10:00:00.000Z',
      kind: 'lesson',
    });
    expect(
      await l.t.app.db.select().from(submittedAnswers).where(eq(submittedAnswers.submissionId, stored.id)),
    ).toHaveLength(5);
  });

  it('gives part marks, counts unanswered questions as wrong, and keeps the best score on a retry', async () => {
    await start();
    const ids = await l.questionIds(1, 'l1');
    const partial = [
      { question_id: ids.get('q-choice')!, answer: 0 },
      { question_id: ids.get('q-ordering')!, answer: [0, 2, 1] },
      { question_id: ids.get('q-matching')!, answer: [0, 1] },
    ];
    const first = (await l.submit('student1', 'l1', partial)).json.data;
    expect(first.results.map((r: { rate: number }) => r.rate)).toEqual([0, 33, 100]);
    expect(first).toMatchObject({ score: 26, max_score: 70, points_awarded: 30 }); // 20 for matching + 10 task points
    const second = (await l.submit('student1', 'l1', await l.rightL1())).json.data;
    expect(second).toMatchObject({ score: 70, points_awarded: 50 }); // matching counted already; no second task points
    expect(second.stone.best_score).toBe(70);
    const third = (await l.submit('student1', 'l1', partial)).json.data;
    expect(third).toMatchObject({ score: 26, points_awarded: 0, points: 80 });
    expect(third.stone.best_score).toBe(70);
  });

  it('replays the same Idempotency-Key with the stored answer, counting points once', async () => {
    await start();
    const headers = { 'idempotency-key': 'lesson-l1-attempt-0001' };
    const first = await l.submit('student1', 'l1', await l.rightL1(), {}, 1, headers);
    const again = await l.submit('student1', 'l1', await l.rightL1(), {}, 1, headers);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json).toEqual(first.json);
    const me = (await l.profileOf('student1')).id;
    expect(
      await l.t.app.db.select().from(lessonSubmissions).where(eq(lessonSubmissions.studentProfileId, me)),
    ).toHaveLength(1);
    expect((await l.call('GET', '/studentprofile', 'student1')).json.data.points).toBe(80);
  });

  it('refuses bad input with field errors (422)', async () => {
    await start();
    const missing = await l.call('POST', '/student-questions-submission', 'student1', {
      lesson_id: await l.stoneId(1, 'l1'),
      answers: [],
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.json.errors)).toEqual(
      expect.arrayContaining(['course_id', 'gm_task_id', 'answered_at']),
    );
    expect((await l.submit('student1', 'l1', await l.rightL1(), { gm_task_id: 4 })).status).toBe(422);
    expect((await l.submit('student1', 'l1', await l.rightL1(), { answered_at: 'yesterday' })).status).toBe(422);

    const foreign = await l.submit('student1', 'l1', [(await l.rightSimple('l2'))[0]]);
    expect(foreign.status).toBe(422);
    expect(foreign.json.errors.answers[0]).toBe('This question is not part of this lesson.');
    const twice = await l.submit('student1', 'l1', [(await l.rightL1())[0], (await l.rightL1())[0]]);
    expect(twice.status).toBe(422);
    expect(twice.json.errors.answers).toBeDefined();
    const wrongCourse = await l.submit('student1', 'l1', await l.rightL1(), { course_id: await l.courseId(2) });
    expect(wrongCourse.status).toBe(422);
    expect(wrongCourse.json.errors.course_id).toBeDefined();
    const game = await l.call('POST', '/student-questions-submission', 'student1', {
      lesson_id: await l.stoneId(1, 'g1'),
      course_id: await l.courseId(1),
      gm_task_id: 3,
      answers: await l.rightL1(),
      answered_at: '2025-01-05T10:00:00Z',
    });
    expect(game.status).toBe(422);
    expect(game.json.errors.lesson_id).toBeDefined();
    expect((await l.submit('student1', 'l1', await l.rightL1(), { lesson_id: 999999 })).status).toBe(404);
  });

  it("stores a refusal as the key's answer, so that a replay gets the same refusal", async () => {
    await start();
    const headers = { 'idempotency-key': 'refused-attempt-0001' };
    const first = await l.submit('student1', 'l1', [(await l.rightSimple('l2'))[0]], {}, 1, headers);
    const again = await l.submit('student1', 'l1', [(await l.rightSimple('l2'))[0]], {}, 1, headers);
    expect(first.status).toBe(422);
    expect(again.status).toBe(422);
    expect(again.headers['idempotent-replay']).toBe('true');
  });

  it('refuses a trial student beyond the fifth lesson with 403 trial_locked, and takes the free ones', async () => {
    await start();
    await l.addStudent('trialkid');
    const beyond = await l.submit('trialkid', 'l6', await l.rightSimple('l6'));
    expect(beyond.status).toBe(403);
    expect(beyond.json).toMatchObject({
      code: 'trial_locked',
      message: 'This lesson is for members. Ask your parent to subscribe to open every lesson.',
    });
    const free = await l.submit('trialkid', 'l1', await l.rightL1());
    expect(free.status).toBe(200);
    const paid = await l.addStudent('paidkid', { trial: false });
    expect(paid.id).toBeGreaterThan(0);
    expect((await l.submit('paidkid', 'l6', await l.rightSimple('l6'))).status).toBe(200);
  });

  it('refuses a lesson of a locked course with 403 course_locked, and takes it once the course before is completed', async () => {
    await start();
    const locked = await l.submit('student1', 'a1', await l.rightSimple('a1', 2), {}, 2);
    expect(locked.status).toBe(403);
    expect(locked.json.code).toBe('course_locked');
    await l.completeDirectly('student1', 1, ['l1', 'l2', 'l3', 'l4', 'l5', 'l6']);
    expect((await l.submit('student1', 'a1', await l.rightSimple('a1', 2), {}, 2)).status).toBe(200);
  });

  it('keeps offline work done out of order: a lesson locked by the previous one is still taken', async () => {
    await start();
    const res = await l.submit('student1', 'l3', await l.rightSimple('l3'));
    expect(res.status).toBe(200);
    expect(res.json.data.stone.state).toBe('completed');
  });

  it('keeps the device time, unless it is in the future', async () => {
    await start();
    await l.submit('student1', 'l1', await l.rightL1(), { answered_at: '2999-01-01T00:00:00Z' });
    const me = (await l.profileOf('student1')).id;
    const stored = (
      await l.t.app.db.select().from(lessonSubmissions).where(eq(lessonSubmissions.studentProfileId, me)).limit(1)
    )[0]!;
    expect(stored.answeredAt < '2999').toBe(true);
  });
});

describe('POST /calculate-task-points/1 and /calculate-hints-points/11', () => {
  it('answers task points once the stone is completed, never twice', async () => {
    await start();
    const body = { lesson_id: await l.stoneId(1, 'l1'), course_id: await l.courseId(1), gm_task_id: 1 };
    const before = await l.call('POST', '/calculate-task-points/1', 'student1', body);
    expect(before.status).toBe(409);
    expect(before.json.code).toBe('stone_not_completed');
    await l.submit('student1', 'l1', await l.rightL1());
    const after = await l.call('POST', '/calculate-task-points/1', 'student1', body);
    expect(after.json.data).toMatchObject({ task_points: 10, awarded_now: false, points: 80 });
    await l.completeDirectly('student1', 1, ['l2']);
    const claimed = await l.call('POST', '/calculate-task-points/1', 'student1', {
      ...body,
      lesson_id: await l.stoneId(1, 'l2'),
    });
    expect(claimed.json.data).toMatchObject({ awarded_now: true, points: 90 });
  });

  it('charges 10 points for a hint, once per hint, and never below zero', async () => {
    await start();
    const hint = async (hint_key: string, username = 'student1') =>
      l.call('POST', '/calculate-hints-points/11', username, {
        lesson_id: await l.stoneId(1, 'l1'),
        course_id: await l.courseId(1),
        hint_key,
        gm_task_id: 11,
      });
    const broke = await hint('q-1');
    expect(broke.json.data).toEqual({ charged: 0, already_paid: false, points: 0, weekly_points: 0 });
    await l.addPoints('student1', 'test:grant', 14);
    expect((await hint('q-2')).json.data).toMatchObject({ charged: 10, points: 4 });
    expect((await hint('q-2')).json.data).toMatchObject({ charged: 0, already_paid: true, points: 4 });
    expect((await hint('q-3')).json.data).toMatchObject({ charged: 4, points: 0 });
    expect((await hint('q-4')).json.data).toMatchObject({ charged: 0, points: 0 });
    // Points earned later never pay for an old hint.
    await l.addPoints('student1', 'test:later', 20);
    expect((await hint('q-1')).json.data).toMatchObject({ charged: 0, already_paid: true, points: 20 });
  });

  it('refuses a bad hint key (422) and a lesson of another course (422)', async () => {
    await start();
    const bad = await l.call('POST', '/calculate-hints-points/11', 'student1', {
      lesson_id: await l.stoneId(1, 'l1'),
      course_id: await l.courseId(1),
      hint_key: 'no spaces!',
    });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.hint_key).toBeDefined();
    const wrong = await l.call('POST', '/calculate-hints-points/11', 'student1', {
      lesson_id: await l.stoneId(1, 'l1'),
      course_id: await l.courseId(2),
      hint_key: 'q-1',
    });
    expect(wrong.status).toBe(422);
  });
});

describe('game and challenge stones', () => {
  it('answer 409 stone_not_playable while their players are "soon"', async () => {
    await start();
    const game = await l.call('POST', '/submit-game-lesson', 'student1', {
      lesson_id: await l.stoneId(1, 'g1'),
      course_id: await l.courseId(1),
      completed: true,
      stars: 3,
      answered_at: '2025-01-05T10:00:00Z',
    });
    expect(game.status).toBe(409);
    expect(game.json.code).toBe('stone_not_playable');
    const challenge = await l.call('POST', '/submit-challenge-lesson', 'student1', {
      lesson_id: await l.stoneId(1, 'c1'),
      course_id: await l.courseId(1),
    });
    expect(challenge.status).toBe(409);
    const notAGame = await l.call('POST', '/submit-game-lesson', 'student1', {
      lesson_id: await l.stoneId(1, 'l1'),
      course_id: await l.courseId(1),
      completed: true,
      answered_at: '2025-01-05T10:00:00Z',
    });
    expect(notAGame.status).toBe(422);
    const unfinished = await l.call('POST', '/submit-game-lesson', 'student1', {
      lesson_id: await l.stoneId(1, 'g1'),
      course_id: await l.courseId(1),
      completed: false,
      answered_at: '2025-01-05T10:00:00Z',
    });
    expect(unfinished.status).toBe(422);
  });
});

describe('assessments and reviews', () => {
  it('GET /assessmentresult answers the latest attempt with each answer, rate and skill; 404 before any', async () => {
    await start();
    const lesson = await l.stoneId(1, 'l1');
    expect((await l.call('GET', `/assessmentresult?lesson_id=${lesson}`, 'student1')).status).toBe(404);
    expect((await l.call('GET', '/assessmentresult', 'student1')).status).toBe(422);
    const ids = await l.questionIds(1, 'l1');
    await l.submit('student1', 'l1', [
      { question_id: ids.get('q-choice')!, answer: 1 },
      { question_id: ids.get('q-fillin')!, answer: 'nope' },
    ]);
    const res = (await l.call('GET', `/assessmentresult?lesson_id=${lesson}`, 'student1')).json.data;
    expect(res).toMatchObject({ score: 10, max_score: 70, rate: 14 });
    expect(res.questions).toHaveLength(5);
    expect(res.questions[0]).toMatchObject({ answer: 1, rate: 100, correct: true });
    expect(res.questions[2]).toMatchObject({ answer: 'nope', rate: 0, correct: false });
    expect(res.questions[3]).toMatchObject({ answer: null, rate: 0 });
    expect(res.skills).toEqual(
      expect.arrayContaining([
        { skill: 'sequencing', rate: 50 },
        { skill: 'loops', rate: 0 },
      ]),
    );
    // Another student has no attempt of their own.
    expect((await l.call('GET', `/assessmentresult?lesson_id=${lesson}`, 'student2')).status).toBe(404);
  });

  it('GET /review-questions lists questions answered wrong; POST /review-questions gives their points once', async () => {
    await start();
    const ids = await l.questionIds(1, 'l1');
    await l.submit('student1', 'l1', [
      { question_id: ids.get('q-choice')!, answer: 0 },
      { question_id: ids.get('q-truefalse')!, answer: true },
    ]);
    const list = (await l.call('GET', `/review-questions?course_id=${await l.courseId(1)}`, 'student1')).json.data;
    expect(list.map((q: { id: number }) => q.id)).toEqual([ids.get('q-choice')]);
    expect(list[0]).toMatchObject({ lesson_id: await l.stoneId(1, 'l1'), course_id: await l.courseId(1) });
    expect((await l.call('GET', `/review-questions?course_id=${await l.courseId(2)}`, 'student1')).json.data).toEqual(
      [],
    );

    const body = { answers: [{ question_id: ids.get('q-choice')!, answer: 1 }], answered_at: '2025-01-06T10:00:00Z' };
    const review = await l.call('POST', '/review-questions', 'student1', body);
    expect(review.status).toBe(200);
    expect(review.json.data).toMatchObject({
      points_awarded: 10,
      points: 30,
      results: [{ correct: true, points_awarded: 10 }],
    });
    expect((await l.call('POST', '/review-questions', 'student1', body)).json.data.points_awarded).toBe(0);
    expect((await l.call('GET', '/review-questions', 'student1')).json.data).toEqual([]);
    const bad = await l.call('POST', '/review-questions', 'student1', {
      answers: [{ question_id: 999999, answer: 1 }],
      answered_at: '2025-01-06T10:00:00Z',
    });
    expect(bad.status).toBe(422);
  });

  it('refuses review answers of lessons beyond the trial', async () => {
    await start();
    await l.addStudent('trialkid');
    const res = await l.call('POST', '/review-questions', 'trialkid', {
      answers: [(await l.rightSimple('l6'))[0]],
      answered_at: '2025-01-06T10:00:00Z',
    });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('trial_locked');
    const me = (await l.profileOf('trialkid')).id;
    expect(
      await l.t.app.db
        .select()
        .from(pointEvents)
        .where(and(eq(pointEvents.studentProfileId, me))),
    ).toEqual([]);
  });
});
