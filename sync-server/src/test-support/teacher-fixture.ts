/**
 * Test support for the teacher tests (not loaded by the server): the demo school with a small course
 * map of our own on teacher1's course, and submissions written straight into the tables as the learning
 * calls store them (answered_at from the device, received_at on arrival).
 */
import type { Question } from '@codeyard/shared-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  classroomCourses,
  classrooms,
  classroomStudents,
  courses,
  lessonSubmissions,
  pointEvents,
  questions,
  schools,
  stoneProgress,
  stones,
  studentProfiles,
  submittedAnswers,
  teacherProfiles,
  users,
} from '../db/tables.js';
import { DEMO_CLASSROOMS } from '../seed/demo.js';
import { bearer, tokenFor } from './sign-in.js';

const t = (en: string, ar: string) => ({ en, ar });

export const LESSON_A_QUESTIONS: Question[] = [
  {
    key: 'a-first-step',
    type: 'choice',
    prompt: t('Which block moves the robot?', 'أي لبنة تحرك الروبوت؟'),
    points: 10,
    skill: 'sequencing',
    options: [t('Turn', 'استدر'), t('Move', 'تحرك'), t('Wait', 'انتظر')],
    answer: 1,
  },
  {
    key: 'a-order-matters',
    type: 'truefalse',
    prompt: t('The order of blocks matters.', 'ترتيب اللبنات مهم.'),
    points: 10,
    skill: 'sequencing',
    answer: true,
  },
  {
    key: 'a-loop-steps',
    type: 'ordering',
    prompt: t('Put the loop in order.', 'رتب الحلقة.'),
    points: 20,
    skill: 'loops',
    items: [t('Start', 'ابدأ'), t('Repeat', 'كرر'), t('Stop', 'توقف')],
  },
  {
    key: 'a-match',
    type: 'matching',
    prompt: t('Match each block.', 'طابق كل لبنة.'),
    points: 20,
    skill: 'loops',
    pairs: [
      { left: t('Repeat', 'كرر'), right: t('Loop', 'حلقة') },
      { left: t('If', 'إذا'), right: t('Condition', 'شرط') },
    ],
  },
];

export const LESSON_B_QUESTIONS: Question[] = [
  {
    key: 'b-word',
    type: 'fillin',
    prompt: t('A ___ repeats blocks.', '___ تكرر اللبنات.'),
    points: 10,
    skill: 'loops',
    accepted: { en: ['loop'], ar: ['حلقة'] },
  },
  {
    key: 'b-choice',
    type: 'choice',
    prompt: t('Pick the loop.', 'اختر الحلقة.'),
    points: 10,
    skill: 'loops',
    options: [t('Repeat', 'كرر'), t('Say', 'قل')],
    answer: 0,
  },
];

export interface Fixture {
  app: FastifyInstance;
  schoolId: number;
  academyId: number;
  classroomId: number;
  otherClassroomId: number;
  courseId: number;
  otherCourseId: number;
  /** Lesson A and B (playable lessons), C (a game, "soon"), and a lesson of another course. */
  lessonA: number;
  lessonB: number;
  gameC: number;
  foreignLesson: number;
  questionsA: number[];
  questionsB: number[];
  /** student1..student5 by username: profile id and user id. */
  students: Record<string, { profileId: number; userId: number }>;
}

/** Builds the fixture on a seeded app: the course map of teacher1's course is replaced by ours. */
export async function buildFixture(app: FastifyInstance): Promise<Fixture> {
  const db = app.db;
  const schoolId = (
    await db.select({ id: schools.id }).from(schools).where(eq(schools.name, 'Demo School')).limit(1)
  )[0]!.id;
  const academyId = (
    await db.select({ id: schools.id }).from(schools).where(eq(schools.name, 'Demo Academy')).limit(1)
  )[0]!.id;
  const classroomId = (
    await db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(eq(classrooms.name, DEMO_CLASSROOMS.teacher1.name))
      .limit(1)
  )[0]!.id;
  const otherClassroomId = (
    await db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(eq(classrooms.name, DEMO_CLASSROOMS.teacher2.name))
      .limit(1)
  )[0]!.id;
  const courseId = (
    await db
      .select({ courseId: classroomCourses.courseId })
      .from(classroomCourses)
      .where(eq(classroomCourses.classroomId, classroomId))
      .limit(1)
  )[0]!.courseId;
  const otherCourseId = (
    await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.number, DEMO_CLASSROOMS.teacher2.courseNumber))
      .limit(1)
  )[0]!.id;

  // Whatever content the server loaded for these courses steps aside: the tests count on this map only.
  const content = await db.write(async (tx) => {
    await tx
      .update(stones)
      .set({ retired: true })
      .where(inArray(stones.courseId, [courseId, otherCourseId]));
    const stone = async (
      course: number,
      key: string,
      position: number,
      kind: 'lesson' | 'game',
      playable: boolean,
      titleEn: string,
      titleAr: string,
    ) =>
      (
        await tx
          .insert(stones)
          .values({ courseId: course, key, position, kind, titleEn, titleAr, playable })
          .returning({ id: stones.id })
      )[0]!.id;
    const addQuestions = async (stoneId: number, list: Question[]) => {
      const ids: number[] = [];
      for (const [i, q] of list.entries()) {
        const [row] = await tx
          .insert(questions)
          .values({
            stoneId,
            key: q.key,
            position: i + 1,
            type: q.type,
            definition: q,
            points: q.points,
            skill: q.skill,
          })
          .returning({ id: questions.id });
        ids.push(row!.id);
      }
      return ids;
    };
    const lessonA = await stone(courseId, 't-first-steps', 1001, 'lesson', true, 'First steps', 'الخطوات الأولى');
    const lessonB = await stone(courseId, 't-loops', 1002, 'lesson', true, 'Loops', 'الحلقات');
    const gameC = await stone(courseId, 't-maze', 1003, 'game', false, 'Maze', 'المتاهة');
    const foreignLesson = await stone(otherCourseId, 't-other', 1001, 'lesson', true, 'Another course', 'مساق آخر');
    const questionsA = await addQuestions(lessonA, LESSON_A_QUESTIONS);
    const questionsB = await addQuestions(lessonB, LESSON_B_QUESTIONS);
    await addQuestions(foreignLesson, LESSON_B_QUESTIONS);
    return { lessonA, lessonB, gameC, foreignLesson, questionsA, questionsB };
  });
  const { lessonA, lessonB, gameC, foreignLesson, questionsA, questionsB } = content;

  const students: Fixture['students'] = {};
  for (const row of await db
    .select({ profileId: studentProfiles.id, userId: users.id, username: users.username })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))) {
    students[row.username] = { profileId: row.profileId, userId: row.userId };
  }
  return {
    app,
    schoolId,
    academyId,
    classroomId,
    otherClassroomId,
    courseId,
    otherCourseId,
    lessonA,
    lessonB,
    gameC,
    foreignLesson,
    questionsA,
    questionsB,
    students,
  };
}

export interface SubmittedAnswer {
  questionId: number;
  answer: unknown;
  correct: boolean;
  rate?: number;
  points?: number;
}

/** One submitted attempt, stored as POST /student-questions-submission stores it. */
export async function submit(
  app: FastifyInstance,
  input: {
    studentProfileId: number;
    stoneId: number;
    courseId: number;
    answers: SubmittedAnswer[];
    answeredAt: string;
    receivedAt: string;
    kind?: 'lesson' | 'review';
  },
): Promise<number> {
  const score = input.answers.reduce((s, a) => s + (a.correct ? (a.points ?? 10) : 0), 0);
  const maxScore = input.answers.reduce((s, a) => s + (a.points ?? 10), 0);
  return app.db.write(async (tx) => {
    const [{ id }] = await tx
      .insert(lessonSubmissions)
      .values({
        studentProfileId: input.studentProfileId,
        stoneId: input.stoneId,
        courseId: input.courseId,
        kind: input.kind ?? 'lesson',
        score,
        maxScore,
        pointsAwarded: 0,
        answeredAt: input.answeredAt,
        receivedAt: input.receivedAt,
      })
      .returning({ id: lessonSubmissions.id });
    for (const a of input.answers) {
      await tx.insert(submittedAnswers).values({
        submissionId: id,
        questionId: a.questionId,
        answer: a.answer,
        rate: a.rate ?? (a.correct ? 100 : 0),
        correct: a.correct,
      });
    }
    return id;
  });
}

export async function complete(
  app: FastifyInstance,
  studentProfileId: number,
  stoneId: number,
  at: string,
  score = 0,
  maxScore = 0,
): Promise<void> {
  await app.db.write((tx) =>
    tx
      .insert(stoneProgress)
      .values({ studentProfileId, stoneId, completedAt: at, bestScore: score, maxScore, updatedAt: at })
      .onConflictDoUpdate({
        target: [stoneProgress.studentProfileId, stoneProgress.stoneId],
        set: { completedAt: at, bestScore: score, maxScore, updatedAt: at },
      }),
  );
}

export async function addPoints(
  app: FastifyInstance,
  studentProfileId: number,
  source: string,
  points: number,
  createdAt: string,
): Promise<void> {
  await app.db.write((tx) => tx.insert(pointEvents).values({ studentProfileId, source, points, createdAt }));
}

/** More students in a classroom, named so that they sort after the demo students ("Zed 01"...). */
export async function addStudents(
  app: FastifyInstance,
  classroomId: number,
  n: number,
  schoolId: number,
): Promise<number[]> {
  return app.db.write(async (tx) => {
    const ids: number[] = [];
    for (let i = 1; i <= n; i++) {
      const name = `extra${String(i).padStart(2, '0')}`;
      const [u] = await tx
        .insert(users)
        .values({ username: name, usernameKey: name, userType: 'student' })
        .returning({ id: users.id });
      const [p] = await tx
        .insert(studentProfiles)
        .values({ userId: u.id, firstName: 'Zed', lastName: String(i).padStart(2, '0'), schoolId })
        .returning({ id: studentProfiles.id });
      await tx.insert(classroomStudents).values({ classroomId, studentProfileId: p.id });
      ids.push(p.id);
    }
    return ids;
  });
}

/** More classrooms for teacher1, named to sort after the demo classroom. */
export async function addClassrooms(app: FastifyInstance, teacherUsername: string, n: number): Promise<number[]> {
  const teacher = (
    await app.db
      .select({ id: teacherProfiles.id, schoolId: teacherProfiles.schoolId })
      .from(teacherProfiles)
      .innerJoin(users, eq(users.id, teacherProfiles.userId))
      .where(eq(users.username, teacherUsername))
      .limit(1)
  )[0]!;
  return app.db.write(async (tx) => {
    const ids: number[] = [];
    for (let i = 1; i <= n; i++) {
      const [row] = await tx
        .insert(classrooms)
        .values({
          schoolId: teacher.schoolId,
          teacherProfileId: teacher.id,
          name: `Room ${String(i).padStart(2, '0')}`,
          schoolGradeId: 3,
          numberOfSeats: 20,
        })
        .returning({ id: classrooms.id });
      ids.push(row.id);
    }
    return ids;
  });
}

export async function setSchoolFlags(
  app: FastifyInstance,
  schoolId: number,
  flags: { locking?: boolean; finishing?: boolean },
): Promise<void> {
  await app.db.write((tx) =>
    tx
      .update(schools)
      .set({
        ...(flags.locking !== undefined && { allowTeacherLessonLocking: flags.locking }),
        ...(flags.finishing !== undefined && { allowTeacherFinishLessons: flags.finishing }),
      })
      .where(eq(schools.id, schoolId)),
  );
}

export async function progressOf(app: FastifyInstance, studentProfileId: number, stoneId: number) {
  return (
    await app.db
      .select()
      .from(stoneProgress)
      .where(and(eq(stoneProgress.studentProfileId, studentProfileId), eq(stoneProgress.stoneId, stoneId)))
      .limit(1)
  )[0];
}

/** A GET or POST as a user (or anonymous), with an optional Idempotency-Key. */
export function caller(app: FastifyInstance) {
  const tokens = new Map<string, string>();
  const headersFor = async (username?: string) => {
    if (!username) return {};
    if (!tokens.has(username)) tokens.set(username, await tokenFor(app, username));
    return bearer(tokens.get(username)!);
  };
  return {
    get: async (url: string, username?: string) =>
      app.inject({ method: 'GET', url: `/api${url}`, headers: await headersFor(username) }),
    post: async (url: string, body: unknown, username?: string, key?: string) =>
      app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { ...(await headersFor(username)), ...(key && { 'idempotency-key': key }) },
        payload: body as object,
      }),
  };
}

/** ISO time `days` before `from` (plus minutes). */
export function ago(days: number, minutes = 0, from = new Date()): string {
  return new Date(from.getTime() - days * 86_400_000 - minutes * 60_000).toISOString();
}
