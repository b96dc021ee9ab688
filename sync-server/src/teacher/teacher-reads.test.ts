import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import {
  addClassrooms,
  addPoints,
  addStudents,
  ago,
  buildFixture,
  caller,
  complete,
  submit,
  type Fixture,
} from '../test-support/teacher-fixture.js';

let t: TestApp;
let f: Fixture;
let api: ReturnType<typeof caller>;

beforeEach(async () => {
  t = await startTestApp({ seedDemoData: true });
  f = await buildFixture(t.app);
  api = caller(t.app);
});
afterEach(async () => t?.close());

const [Q1, Q2, Q3, Q4] = [0, 1, 2, 3];

/**
 * What arrived from Grade 4 Explorers:
 * - student1 did lesson A twice: first (3 days ago) with two mistakes — that attempt reached the
 *   server only now, after the second (yesterday, arrived at once), which was right except the matching.
 * - student2 did lesson A once, wrong on the choice question; student3 right on it.
 * - student1 also did lesson B; student1 completed A and B, student2 completed A.
 */
async function arrived() {
  const s1 = f.students.student1.profileId;
  const s2 = f.students.student2.profileId;
  const s3 = f.students.student3.profileId;
  const qa = f.questionsA;
  const base = { stoneId: f.lessonA, courseId: f.courseId };
  const late = { answeredAt: ago(3), receivedAt: ago(0, 1) };
  const second = { answeredAt: ago(1), receivedAt: ago(1, -2) };
  await submit(t.app, {
    ...base,
    studentProfileId: s1,
    ...second,
    answers: [
      { questionId: qa[Q1], answer: 1, correct: true },
      { questionId: qa[Q2], answer: true, correct: true },
      { questionId: qa[Q3], answer: [0, 1, 2], correct: true, points: 20 },
      { questionId: qa[Q4], answer: [1, 0], correct: false, rate: 0, points: 20 },
    ],
  });
  await submit(t.app, {
    ...base,
    studentProfileId: s1,
    ...late,
    answers: [
      { questionId: qa[Q1], answer: 2, correct: false },
      { questionId: qa[Q2], answer: false, correct: false },
      { questionId: qa[Q3], answer: [0, 2, 1], correct: false, rate: 33, points: 20 },
      { questionId: qa[Q4], answer: [0, 1], correct: true, points: 20 },
    ],
  });
  await submit(t.app, {
    ...base,
    studentProfileId: s2,
    answeredAt: ago(2),
    receivedAt: ago(2),
    answers: [{ questionId: qa[Q1], answer: 0, correct: false }],
  });
  await submit(t.app, {
    ...base,
    studentProfileId: s3,
    answeredAt: ago(2),
    receivedAt: ago(2),
    answers: [{ questionId: qa[Q1], answer: 1, correct: true }],
  });
  const lessonB = { answeredAt: ago(0, 30), receivedAt: ago(0, 29) };
  await submit(t.app, {
    stoneId: f.lessonB,
    courseId: f.courseId,
    studentProfileId: s1,
    ...lessonB,
    answers: [
      { questionId: f.questionsB[0], answer: 'Loop', correct: true },
      { questionId: f.questionsB[1], answer: 1, correct: false },
    ],
  });
  await complete(t.app, s1, f.lessonA, ago(1), 50, 60);
  await complete(t.app, s1, f.lessonB, ago(0, 30), 10, 20);
  await complete(t.app, s2, f.lessonA, ago(2), 0, 10);
  await addPoints(t.app, s1, 'question:old', 40, ago(30));
  await addPoints(t.app, s1, 'question:new', 25, new Date().toISOString());
  return { s1, s2, s3, late, second, lessonB };
}

describe('GET /teacher/get-school-teacher-classrooms-summary/{schoolId}', () => {
  it("answers the teacher's classrooms at their school with counts and the school's setup flags", async () => {
    await arrived();
    const res = await api.get(`/teacher/get-school-teacher-classrooms-summary/${f.schoolId}`, 'teacher1');
    expect(res.statusCode).toBe(200);
    const { school, classrooms, pagination } = res.json().data;
    expect(school).toEqual({
      id: f.schoolId,
      name: 'Demo School',
      allow_teacher_lesson_locking: true,
      allow_teacher_finish_lessons: true,
    });
    // Grade 4 Explorers and the young children's Sunny Starters.
    expect(pagination).toEqual({ page_number: 1, per_page: 6, total: 2 });
    expect(classrooms).toHaveLength(2);
    expect(classrooms[0]).toMatchObject({
      id: f.classroomId,
      name: 'Grade 4 Explorers',
      student_count: 5,
      lesson_count: 2,
      completed_count: 3,
      completion_rate: 30,
      submission_count: 5,
      locked: false,
      courses: [{ id: f.courseId, title: 'SmoothY Starter' }],
    });
    expect(Date.parse(classrooms[0].last_received_at)).toBeGreaterThanOrEqual(
      Date.parse(classrooms[0].last_activity_at),
    );
  });

  it('pages by 6 (classroom_number)', async () => {
    await addClassrooms(t.app, 'teacher1', 7);
    const first = (await api.get(`/teacher/get-school-teacher-classrooms-summary/${f.schoolId}`, 'teacher1')).json()
      .data;
    const second = (
      await api.get(`/teacher/get-school-teacher-classrooms-summary/${f.schoolId}?page_number=2`, 'teacher1')
    ).json().data;
    expect(first.classrooms).toHaveLength(6);
    expect(second.classrooms).toHaveLength(3);
    expect(second.pagination).toEqual({ page_number: 2, per_page: 6, total: 9 });
    expect(new Set([...first.classrooms, ...second.classrooms].map((c: { id: number }) => c.id)).size).toBe(9);
    const three = (
      await api.get(
        `/teacher/get-school-teacher-classrooms-summary/${f.schoolId}?classroom_number=3&page_number=3`,
        'teacher1',
      )
    ).json().data;
    expect(three.classrooms).toHaveLength(3);
  });

  it("shows teacher2 only their own classroom, and refuses another school's id", async () => {
    const mine = (await api.get(`/teacher/get-school-teacher-classrooms-summary/${f.schoolId}`, 'teacher2')).json()
      .data;
    expect(mine.classrooms.map((c: { name: string }) => c.name)).toEqual(['Grade 5 Inventors']);
    expect(
      (await api.get(`/teacher/get-school-teacher-classrooms-summary/${f.academyId}`, 'teacher1')).statusCode,
    ).toBe(403);
    expect((await api.get(`/teacher/get-school-teacher-classrooms-summary/${f.schoolId}`, 'teacher3')).statusCode).toBe(
      403,
    );
    expect((await api.get('/teacher/get-school-teacher-classrooms-summary/9999', 'teacher1')).statusCode).toBe(403);
  });

  it('refuses other roles, anonymous callers and bad params', async () => {
    for (const who of ['student1', 'parent1', 'schooladmin1']) {
      expect((await api.get(`/teacher/get-school-teacher-classrooms-summary/${f.schoolId}`, who)).statusCode).toBe(403);
    }
    expect((await api.get(`/teacher/get-school-teacher-classrooms-summary/${f.schoolId}`)).statusCode).toBe(401);
    const bad = await api.get(
      `/teacher/get-school-teacher-classrooms-summary/${f.schoolId}?classroom_number=0`,
      'teacher1',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.classroom_number).toBeDefined();
    expect((await api.get('/teacher/get-school-teacher-classrooms-summary/abc', 'teacher1')).statusCode).toBe(422);
  });
});

describe('GET /teacher/get-school-classroom-details/{id}', () => {
  it('answers the classroom and its students with lessons completed, points, weekly points, last activity and arrival', async () => {
    const { late, lessonB } = await arrived();
    const res = await api.get(`/teacher/get-school-classroom-details/${f.classroomId}`, 'teacher1');
    expect(res.statusCode).toBe(200);
    const { classroom, students, pagination } = res.json().data;
    expect(classroom).toMatchObject({
      id: f.classroomId,
      name: 'Grade 4 Explorers',
      school_id: f.schoolId,
      student_count: 5,
      lesson_count: 2,
      allow_teacher_finish_lessons: true,
    });
    expect(pagination).toEqual({ page_number: 1, per_page: 10, total: 5 });
    expect(students.map((s: { username: string }) => s.username)).toEqual([
      'student5',
      'student3',
      'student2',
      'student4',
      'student1',
    ]); // by first name
    const yousef = students.find((s: { username: string }) => s.username === 'student1');
    expect(yousef).toMatchObject({
      first_name: 'Yousef',
      last_name: 'Saleh',
      status: 'active',
      lessons_completed: 2,
      lessons_total: 2,
      points: 65,
    });
    // The 40 points of a month ago are not this week's.
    expect(yousef.weekly_points).toBe(25);
    // Last activity: lesson B, 30 minutes ago; last arrival: the late attempt at lesson A, a minute ago.
    expect(yousef.last_activity_at).toBe(lessonB.answeredAt);
    expect(yousef.last_received_at).toBe(late.receivedAt);
    const sara = students.find((s: { username: string }) => s.username === 'student4');
    expect(sara).toMatchObject({
      lessons_completed: 0,
      points: 0,
      weekly_points: 0,
      last_activity_at: null,
      last_received_at: null,
    });
  });

  it('shows weekly points exactly as the student sees them: a week whose only event is a hint is 0, never -10', async () => {
    const s2 = f.students.student2.profileId;
    await addPoints(t.app, s2, 'question:1', 30, ago(30));
    await addPoints(t.app, s2, 'hint:1:h1', -10, ago(0, 1));
    const students = (await api.get(`/teacher/get-school-classroom-details/${f.classroomId}`, 'teacher1')).json().data
      .students;
    expect(students.find((s: { username: string }) => s.username === 'student2')).toMatchObject({
      points: 20,
      weekly_points: 0,
    });
    const own = (await api.get('/studentoverview/', 'student2')).json().data;
    expect(own).toMatchObject({ points: 20, weekly_points: 0 });
  });

  it("caps a device's future answer time at its arrival", async () => {
    const s4 = f.students.student4.profileId;
    const received = ago(0, 5);
    await submit(t.app, {
      studentProfileId: s4,
      stoneId: f.lessonB,
      courseId: f.courseId,
      answeredAt: '2099-01-01T00:00:00.000Z',
      receivedAt: received,
      answers: [{ questionId: f.questionsB[0], answer: 'loop', correct: true }],
    });
    const students = (await api.get(`/teacher/get-school-classroom-details/${f.classroomId}`, 'teacher1')).json().data
      .students;
    expect(students.find((s: { username: string }) => s.username === 'student4').last_activity_at).toBe(received);
  });

  it('pages by 10 students (student_number)', async () => {
    await addStudents(t.app, f.classroomId, 7, f.schoolId);
    const first = (await api.get(`/teacher/get-school-classroom-details/${f.classroomId}`, 'teacher1')).json().data;
    const second = (
      await api.get(`/teacher/get-school-classroom-details/${f.classroomId}?page_number=2`, 'teacher1')
    ).json().data;
    expect(first.students).toHaveLength(10);
    expect(second.students).toHaveLength(2);
    expect(second.pagination).toEqual({ page_number: 2, per_page: 10, total: 12 });
    expect(
      new Set([...first.students, ...second.students].map((s: { student_profile_id: number }) => s.student_profile_id))
        .size,
    ).toBe(12);
    const small = (
      await api.get(`/teacher/get-school-classroom-details/${f.classroomId}?student_number=5&page_number=3`, 'teacher1')
    ).json().data;
    expect(small.students).toHaveLength(2);
  });

  it("refuses another teacher's classroom at the same school, another school's teacher and other roles", async () => {
    expect((await api.get(`/teacher/get-school-classroom-details/${f.classroomId}`, 'teacher2')).statusCode).toBe(403);
    expect((await api.get(`/teacher/get-school-classroom-details/${f.otherClassroomId}`, 'teacher1')).statusCode).toBe(
      403,
    );
    const foreign = await api.get(`/teacher/get-school-classroom-details/${f.classroomId}`, 'teacher3');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('You are not allowed to do that.');
    expect((await api.get('/teacher/get-school-classroom-details/99999', 'teacher1')).statusCode).toBe(403);
    for (const who of ['student1', 'parent1', 'schooladmin1']) {
      expect((await api.get(`/teacher/get-school-classroom-details/${f.classroomId}`, who)).statusCode).toBe(403);
    }
    expect((await api.get(`/teacher/get-school-classroom-details/${f.classroomId}`)).statusCode).toBe(401);
  });

  it('refuses bad params with field errors', async () => {
    expect((await api.get('/teacher/get-school-classroom-details/abc', 'teacher1')).statusCode).toBe(422);
    const res = await api.get(
      `/teacher/get-school-classroom-details/${f.classroomId}?student_number=0&page_number=0`,
      'teacher1',
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['page_number', 'student_number']);
    expect(
      (await api.get(`/teacher/get-school-classroom-details/${f.classroomId}?nope=1`, 'teacher1')).statusCode,
    ).toBe(422);
  });
});

describe('GET /teacher/get-school-student-lesson-assessment-details/{studentId}', () => {
  it('lists the lessons the student has submitted, with scores and dates', async () => {
    const { s1, late, second } = await arrived();
    const res = await api.get(`/teacher/get-school-student-lesson-assessment-details/${s1}`, 'teacher1');
    expect(res.statusCode).toBe(200);
    const { student, lessons, assessment } = res.json().data;
    expect(student).toEqual({ student_profile_id: s1, username: 'student1', first_name: 'Yousef', last_name: 'Saleh' });
    expect(assessment).toBeNull();
    expect(lessons.map((l: { lesson_id: number }) => l.lesson_id)).toEqual([f.lessonB, f.lessonA]);
    const a = lessons.find((l: { lesson_id: number }) => l.lesson_id === f.lessonA);
    expect(a).toMatchObject({
      title: 'First steps',
      course_title: 'SmoothY Starter',
      attempts: 2,
      latest_score: 40,
      best_score: 50,
      completed: true,
      teacher_finished: false,
    });
    expect(a.first_answered_at).toBe(late.answeredAt);
    expect(a.last_answered_at).toBe(second.answeredAt);
    expect(a.last_received_at).toBe(late.receivedAt);
  });

  it("puts each latest answer beside the right one, with the question's classroom rate and the student's skill rate", async () => {
    const { s1, second } = await arrived();
    const res = await api.get(
      `/teacher/get-school-student-lesson-assessment-details/${s1}?lesson_id=${f.lessonA}`,
      'teacher1',
    );
    expect(res.statusCode).toBe(200);
    const { assessment } = res.json().data;
    expect(assessment.lesson).toEqual({
      id: f.lessonA,
      title: 'First steps',
      kind: 'lesson',
      course_id: f.courseId,
      course_title: 'SmoothY Starter',
    });
    expect(assessment.compared_with_classroom_id).toBe(f.classroomId);
    expect(assessment.questions.map((q: { question_id: number }) => q.question_id)).toEqual(f.questionsA);
    const [choice, truth, ordering, matching] = assessment.questions;

    // The latest answer is the one the child gave last (yesterday), although the older one arrived later.
    expect(choice).toMatchObject({
      type: 'choice',
      skill: 'sequencing',
      prompt: 'Which block moves the robot?',
      options: ['Turn', 'Move', 'Wait'],
      student_answer: { value: 1, text: 'Move' },
      correct_answer: { value: 1, text: 'Move' },
      correct: true,
      answer_rate: 100,
      answered_at: second.answeredAt,
      received_at: second.receivedAt,
    });
    // Of the classroom's latest answers to the choice question (student1 right, student2 wrong, student3 right): 67%.
    expect(choice).toMatchObject({ question_rate: 67, question_rate_answers: 3 });
    expect(truth).toMatchObject({
      student_answer: { value: true, text: 'True' },
      correct_answer: { value: true, text: 'True' },
      correct: true,
      question_rate: 100,
      question_rate_answers: 1,
    });
    expect(ordering).toMatchObject({
      student_answer: { value: [0, 1, 2], text: 'Start → Repeat → Stop' },
      correct_answer: { text: 'Start → Repeat → Stop' },
      correct: true,
    });
    expect(matching).toMatchObject({
      student_answer: { value: [1, 0], text: 'Repeat = Condition; If = Loop' },
      correct_answer: { value: [0, 1], text: 'Repeat = Loop; If = Condition' },
      correct: false,
      answer_rate: 0,
      question_rate: 0,
    });
    // Skills: sequencing 2 of 2 right, loops 1 of 2.
    expect(choice.skill_rate).toBe(100);
    expect(matching.skill_rate).toBe(50);
    expect(assessment.skills).toEqual([
      { skill: 'sequencing', questions: 2, answered: 2, correct: 2, rate: 100 },
      { skill: 'loops', questions: 2, answered: 2, correct: 1, rate: 50 },
    ]);
    expect(assessment).toMatchObject({ score: 40, max_score: 60, question_score_rate: 75 });
  });

  it('shows an answer that arrived late with received_at after answered_at', async () => {
    const s2 = f.students.student2.profileId;
    const answeredAt = ago(4);
    const receivedAt = ago(0, 2);
    await submit(t.app, {
      studentProfileId: s2,
      stoneId: f.lessonB,
      courseId: f.courseId,
      answeredAt,
      receivedAt,
      answers: [{ questionId: f.questionsB[0], answer: 'lop', correct: false }],
    });
    const { assessment } = (
      await api.get(`/teacher/get-school-student-lesson-assessment-details/${s2}?lesson_id=${f.lessonB}`, 'teacher1')
    ).json().data;
    const [fill, choice] = assessment.questions;
    expect(fill).toMatchObject({
      answered_at: answeredAt,
      received_at: receivedAt,
      student_answer: { value: 'lop', text: 'lop' },
      correct_answer: { value: ['loop'], text: 'loop' },
      correct: false,
    });
    expect(Date.parse(fill.received_at) - Date.parse(fill.answered_at)).toBeGreaterThan(3 * 86_400_000);
    expect(choice).toMatchObject({
      student_answer: null,
      correct: null,
      answered_at: null,
      received_at: null,
      question_rate: null,
      question_rate_answers: 0,
    });
  });

  it('compares device times with offsets as instants and answers them in UTC', async () => {
    const s5 = f.students.student5.profileId;
    const base = { studentProfileId: s5, stoneId: f.lessonB, courseId: f.courseId, receivedAt: ago(0, 1) };
    // 09:30 in Amman (+03:00) is 06:30 UTC: earlier than 07:00 UTC although its text sorts later.
    await submit(t.app, {
      ...base,
      answeredAt: '2025-03-02T07:00:00.000Z',
      answers: [{ questionId: f.questionsB[0], answer: 'loop', correct: true }],
    });
    await submit(t.app, {
      ...base,
      answeredAt: '2025-03-02T09:30:00+03:00',
      answers: [{ questionId: f.questionsB[0], answer: 'lop', correct: false }],
    });
    const data = (
      await api.get(`/teacher/get-school-student-lesson-assessment-details/${s5}?lesson_id=${f.lessonB}`, 'teacher1')
    ).json().data;
    expect(data.assessment.questions[0]).toMatchObject({
      student_answer: { value: 'loop' },
      correct: true,
      answered_at: '2025-03-02T07:00:00.000Z',
    });
    expect(data.lessons[0]).toMatchObject({
      first_answered_at: '2025-03-02T06:30:00.000Z',
      last_answered_at: '2025-03-02T07:00:00.000Z',
    });
    const students = (await api.get(`/teacher/get-school-classroom-details/${f.classroomId}`, 'teacher1')).json().data
      .students;
    expect(students.find((s: { username: string }) => s.username === 'student5').last_activity_at).toBe(
      '2025-03-02T07:00:00.000Z',
    );
  });

  it('answers in Arabic with ?lang=ar', async () => {
    const { s1 } = await arrived();
    const { assessment } = (
      await api.get(
        `/teacher/get-school-student-lesson-assessment-details/${s1}?lesson_id=${f.lessonA}&lang=ar`,
        'teacher1',
      )
    ).json().data;
    expect(assessment.lesson.title).toBe('الخطوات الأولى');
    expect(assessment.questions[0]).toMatchObject({
      prompt: 'أي لبنة تحرك الروبوت؟',
      correct_answer: { text: 'تحرك' },
    });
    expect(assessment.questions[1].correct_answer.text).toBe('صح');
  });

  it("refuses a student outside the teacher's classrooms, a foreign classroom_id, and other roles", async () => {
    const { s1 } = await arrived();
    const url = `/teacher/get-school-student-lesson-assessment-details/${s1}`;
    expect((await api.get(url, 'teacher2')).statusCode).toBe(403);
    expect((await api.get(url, 'teacher3')).statusCode).toBe(403);
    expect((await api.get(`${url}?classroom_id=${f.otherClassroomId}`, 'teacher1')).statusCode).toBe(403);
    const outsider = (await addStudents(t.app, f.otherClassroomId, 1, f.schoolId))[0];
    expect(
      (await api.get(`/teacher/get-school-student-lesson-assessment-details/${outsider}`, 'teacher1')).statusCode,
    ).toBe(403);
    expect(
      (await api.get(`/teacher/get-school-student-lesson-assessment-details/${outsider}`, 'teacher2')).statusCode,
    ).toBe(200);
    expect((await api.get(url, 'student1')).statusCode).toBe(403);
    expect((await api.get(url, 'parent1')).statusCode).toBe(403);
    expect((await api.get(url)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown lesson and 422 for bad params', async () => {
    const s1 = f.students.student1.profileId;
    expect(
      (await api.get(`/teacher/get-school-student-lesson-assessment-details/${s1}?lesson_id=99999`, 'teacher1'))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.get(`/teacher/get-school-student-lesson-assessment-details/${s1}?lesson_id=x`, 'teacher1')).statusCode,
    ).toBe(422);
    expect((await api.get('/teacher/get-school-student-lesson-assessment-details/0', 'teacher1')).statusCode).toBe(422);
  });
});

describe('GET /teacher/get-school-teacher-classroom-lessons/{id}', () => {
  it("answers the classroom's lessons in map order with how many of its students completed each", async () => {
    await arrived();
    const res = await api.get(`/teacher/get-school-teacher-classroom-lessons/${f.classroomId}`, 'teacher1');
    expect(res.statusCode).toBe(200);
    const { classroom, courses } = res.json().data;
    expect(classroom).toEqual({ id: f.classroomId, name: 'Grade 4 Explorers', locked: false, student_count: 5 });
    expect(courses).toHaveLength(1);
    expect(courses[0].lessons).toEqual([
      {
        lesson_id: f.lessonA,
        position: 1001,
        kind: 'lesson',
        title: 'First steps',
        playable: true,
        question_count: 4,
        completed_count: 2,
        teacher_finished_count: 0,
        teacher_locked_count: 0,
        submitted_count: 3,
      },
      {
        lesson_id: f.lessonB,
        position: 1002,
        kind: 'lesson',
        title: 'Loops',
        playable: true,
        question_count: 2,
        completed_count: 1,
        teacher_finished_count: 0,
        teacher_locked_count: 0,
        submitted_count: 1,
      },
      {
        lesson_id: f.gameC,
        position: 1003,
        kind: 'game',
        title: 'Maze',
        playable: false,
        question_count: 0,
        completed_count: 0,
        teacher_finished_count: 0,
        teacher_locked_count: 0,
        submitted_count: 0,
      },
    ]);
  });

  it("refuses another teacher's classroom and bad ids", async () => {
    expect(
      (await api.get(`/teacher/get-school-teacher-classroom-lessons/${f.classroomId}`, 'teacher2')).statusCode,
    ).toBe(403);
    expect(
      (await api.get(`/teacher/get-school-teacher-classroom-lessons/${f.classroomId}`, 'teacher3')).statusCode,
    ).toBe(403);
    expect(
      (await api.get(`/teacher/get-school-teacher-classroom-lessons/${f.classroomId}`, 'student1')).statusCode,
    ).toBe(403);
    expect((await api.get('/teacher/get-school-teacher-classroom-lessons/-1', 'teacher1')).statusCode).toBe(422);
  });
});

describe('GET /teacher/get-classroom-completed-lessons', () => {
  it('answers per student the lesson ids completed', async () => {
    const { s1, s2 } = await arrived();
    const res = await api.get(`/teacher/get-classroom-completed-lessons?classroom_id=${f.classroomId}`, 'teacher1');
    expect(res.statusCode).toBe(200);
    const { classroom_id, students } = res.json().data;
    expect(classroom_id).toBe(f.classroomId);
    expect(students).toHaveLength(5);
    const of = (id: number) => students.find((s: { student_profile_id: number }) => s.student_profile_id === id);
    expect(of(s1)).toMatchObject({
      username: 'student1',
      completed_lesson_ids: [f.lessonA, f.lessonB],
      teacher_finished_lesson_ids: [],
      teacher_locked_lesson_ids: [],
    });
    expect(of(s2).completed_lesson_ids).toEqual([f.lessonA]);
    expect(of(f.students.student4.profileId).completed_lesson_ids).toEqual([]);
  });

  it("needs a classroom_id of the teacher's own", async () => {
    expect((await api.get('/teacher/get-classroom-completed-lessons', 'teacher1')).statusCode).toBe(422);
    expect(
      (await api.get(`/teacher/get-classroom-completed-lessons?classroom_id=${f.classroomId}`, 'teacher2')).statusCode,
    ).toBe(403);
    expect(
      (await api.get(`/teacher/get-classroom-completed-lessons?classroom_id=${f.classroomId}`, 'teacher3')).statusCode,
    ).toBe(403);
    expect(
      (await api.get(`/teacher/get-classroom-completed-lessons?classroom_id=${f.classroomId}`, 'parent1')).statusCode,
    ).toBe(403);
  });
});

describe('GET /teacher/get-course-lesson-question-solution/{lessonId}', () => {
  it("answers the lesson's questions with their right answers, for any lesson of the catalogue", async () => {
    const res = await api.get(`/teacher/get-course-lesson-question-solution/${f.lessonA}`, 'teacher1');
    expect(res.statusCode).toBe(200);
    const { lesson, questions } = res.json().data;
    expect(lesson).toEqual({
      id: f.lessonA,
      title: 'First steps',
      kind: 'lesson',
      course_id: f.courseId,
      course_title: 'SmoothY Starter',
    });
    expect(questions.map((q: { correct_answer: { text: string } }) => q.correct_answer.text)).toEqual([
      'Move',
      'True',
      'Start → Repeat → Stop',
      'Repeat = Loop; If = Condition',
    ]);
    expect(questions[0]).toMatchObject({
      question_id: f.questionsA[0],
      position: 1,
      type: 'choice',
      points: 10,
      skill: 'sequencing',
      options: ['Turn', 'Move', 'Wait'],
      explanation: null,
    });
    // Teachers prepare courses they do not teach yet: another course's lesson is open to them too.
    expect(
      (await api.get(`/teacher/get-course-lesson-question-solution/${f.foreignLesson}`, 'teacher3')).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown lesson; refuses students, parents and anonymous callers', async () => {
    expect((await api.get('/teacher/get-course-lesson-question-solution/99999', 'teacher1')).statusCode).toBe(404);
    expect((await api.get(`/teacher/get-course-lesson-question-solution/${f.lessonA}`, 'student1')).statusCode).toBe(
      403,
    );
    expect((await api.get(`/teacher/get-course-lesson-question-solution/${f.lessonA}`, 'parent1')).statusCode).toBe(
      403,
    );
    expect((await api.get(`/teacher/get-course-lesson-question-solution/${f.lessonA}`)).statusCode).toBe(401);
  });
});
