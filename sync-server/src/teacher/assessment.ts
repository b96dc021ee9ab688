import type { Language, Question } from '@codeyard/shared-schema';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Reader } from '../db/index.js';
import { asInstant } from '../db/sql.js';
import {
  courses,
  lessonSubmissions,
  questions,
  stoneProgress,
  stones,
  studentProfiles,
  submittedAnswers,
  users,
} from '../db/tables.js';
import { forbidden, notFound } from '../http/errors.js';
import { classroomsHoldingStudent, classroomStudentIds, teacherOf } from './access.js';
import { correctAnswer, questionOptions, studentAnswer } from './answers.js';
import { courseTitle, percent, stoneTitle, utc } from './progress.js';

/**
 * A student's lesson assessment (spec 000 §3: question text, student answer, correct answer, skill rate,
 * question rate; spec 000 §2 /teacher/studentQuestions/{studentId}/{lessonId}).
 *
 * "Latest answer" is the answer of the latest submission holding that question, latest by the child's
 * own answer time (a device that was offline sends old work late; what the child did last is what
 * counts), then by arrival. Reviews of wrong answers count as answers.
 */

/** The lesson stone with its course and titles; 404 when unknown (and when retired, unless asked for). */
export async function lessonOf(db: Reader, lessonId: number, lang: Language, options: { retiredToo?: boolean } = {}) {
  const [lesson] = await db
    .select({
      id: stones.id,
      title: stoneTitle(lang),
      kind: stones.kind,
      course_id: stones.courseId,
      course_title: courseTitle(lang),
    })
    .from(stones)
    .innerJoin(courses, eq(courses.id, stones.courseId))
    .where(and(eq(stones.id, lessonId), options.retiredToo ? undefined : eq(stones.retired, false)))
    .limit(1);
  if (!lesson) throw notFound();
  return lesson;
}

/** The lesson's current questions, in order, with their definitions. */
export async function lessonQuestions(db: Reader, lessonId: number) {
  return (
    await db
      .select({
        id: questions.id,
        position: questions.position,
        type: questions.type,
        skill: questions.skill,
        points: questions.points,
        definition: questions.definition,
      })
      .from(questions)
      .where(and(eq(questions.stoneId, lessonId), eq(questions.retired, false)))
      .orderBy(asc(questions.position), asc(questions.id))
  ).map((q) => ({ ...q, definition: q.definition as Question }));
}

export function solutionView(q: Awaited<ReturnType<typeof lessonQuestions>>[number], lang: Language) {
  return {
    question_id: q.id,
    position: q.position,
    type: q.type,
    skill: q.skill,
    points: q.points,
    prompt: q.definition.prompt?.[lang] ?? '',
    options: questionOptions(q.definition, lang),
    correct_answer: correctAnswer(q.definition, lang),
    explanation: q.definition.explanation?.[lang] ?? null,
  };
}

/** Latest by the child's answer time as an instant (device times may carry any offset), then by arrival, then by id. */
const newestFirst = [
  desc(asInstant(lessonSubmissions.answeredAt)),
  desc(asInstant(lessonSubmissions.receivedAt)),
  desc(lessonSubmissions.id),
];

interface LatestAnswer {
  student: number;
  question: number;
  answer: unknown;
  rate: number;
  correct: boolean;
  answeredAt: string;
  receivedAt: string;
}

/** Each student's latest answer to each of these questions. */
async function latestAnswers(
  db: Reader,
  studentIds: number[],
  questionIds: number[],
): Promise<Map<string, LatestAnswer>> {
  const latest = new Map<string, LatestAnswer>();
  if (!studentIds.length || !questionIds.length) return latest;
  const rows = await db
    .select({
      student: lessonSubmissions.studentProfileId,
      question: submittedAnswers.questionId,
      answer: submittedAnswers.answer,
      rate: submittedAnswers.rate,
      correct: submittedAnswers.correct,
      answeredAt: lessonSubmissions.answeredAt,
      receivedAt: lessonSubmissions.receivedAt,
    })
    .from(submittedAnswers)
    .innerJoin(lessonSubmissions, eq(lessonSubmissions.id, submittedAnswers.submissionId))
    .where(
      and(inArray(lessonSubmissions.studentProfileId, studentIds), inArray(submittedAnswers.questionId, questionIds)),
    )
    .orderBy(...newestFirst, desc(submittedAnswers.id));
  for (const row of rows) {
    const key = `${row.student}:${row.question}`;
    if (!latest.has(key)) latest.set(key, row);
  }
  return latest;
}

/** The lessons the student has sent answers for, latest first. */
async function submittedLessons(db: Reader, studentProfileId: number, lang: Language) {
  const rows = await db
    .select({
      id: lessonSubmissions.id,
      stone: lessonSubmissions.stoneId,
      kind: lessonSubmissions.kind,
      score: lessonSubmissions.score,
      maxScore: lessonSubmissions.maxScore,
      answeredAt: lessonSubmissions.answeredAt,
      receivedAt: lessonSubmissions.receivedAt,
      title: stoneTitle(lang),
      stoneKind: stones.kind,
      courseId: stones.courseId,
      courseTitle: courseTitle(lang),
    })
    .from(lessonSubmissions)
    .innerJoin(stones, eq(stones.id, lessonSubmissions.stoneId))
    .innerJoin(courses, eq(courses.id, stones.courseId))
    .where(eq(lessonSubmissions.studentProfileId, studentProfileId))
    .orderBy(...newestFirst);
  const progress = new Map(
    (await db.select().from(stoneProgress).where(eq(stoneProgress.studentProfileId, studentProfileId))).map((p) => [
      p.stoneId,
      p,
    ]),
  );
  const byStone = new Map<number, typeof rows>();
  for (const row of rows) byStone.set(row.stone, [...(byStone.get(row.stone) ?? []), row]);
  return [...byStone.entries()].map(([stoneId, attempts]) => {
    const lessonAttempts = attempts.filter((a) => a.kind === 'lesson');
    const scored = lessonAttempts.length ? lessonAttempts : attempts;
    const head = attempts[0];
    const p = progress.get(stoneId);
    const times = (pick: (a: (typeof attempts)[number]) => string) =>
      attempts.map((a) => utc(pick(a))).sort((x, y) => Date.parse(x) - Date.parse(y));
    return {
      lesson_id: stoneId,
      title: head.title,
      kind: head.stoneKind,
      course_id: head.courseId,
      course_title: head.courseTitle,
      attempts: lessonAttempts.length,
      latest_score: scored[0].score,
      best_score: Math.max(p?.bestScore ?? 0, ...scored.map((a) => a.score)),
      max_score: Math.max(p?.maxScore ?? 0, scored[0].maxScore),
      completed: !!(p?.completedAt || p?.teacherFinished),
      teacher_finished: p?.teacherFinished ?? false,
      teacher_locked: p?.teacherLocked ?? false,
      first_answered_at: times((a) => a.answeredAt)[0],
      last_answered_at: times((a) => a.answeredAt).at(-1)!,
      last_received_at: times((a) => a.receivedAt).at(-1)!,
    };
  });
}

/** GET /teacher/get-school-student-lesson-assessment-details/{studentId}. */
export async function studentLessonAssessment(
  db: Reader,
  teacherUserId: number,
  studentProfileId: number,
  options: { lessonId?: number; classroomId?: number; lang: Language },
) {
  const { lang } = options;
  const teacher = await teacherOf(db, teacherUserId);
  const holding = await classroomsHoldingStudent(db, teacher, studentProfileId);
  const compared = options.classroomId === undefined ? holding[0] : holding.find((c) => c.id === options.classroomId);
  if (!compared) throw forbidden();

  const [student] = await db
    .select({
      id: studentProfiles.id,
      username: users.username,
      firstName: studentProfiles.firstName,
      lastName: studentProfiles.lastName,
    })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(studentProfiles.id, studentProfileId))
    .limit(1);
  if (!student) throw forbidden();

  const lessons = await submittedLessons(db, studentProfileId, lang);
  const result = {
    student: {
      student_profile_id: student.id,
      username: student.username,
      first_name: student.firstName,
      last_name: student.lastName,
    },
    lessons,
    assessment: null as Awaited<ReturnType<typeof assess>> | null,
  };
  if (options.lessonId !== undefined)
    result.assessment = await assess(db, studentProfileId, options.lessonId, compared.id, lessons, lang);
  return result;
}

async function assess(
  db: Reader,
  studentProfileId: number,
  lessonId: number,
  comparedClassroomId: number,
  lessons: Awaited<ReturnType<typeof submittedLessons>>,
  lang: Language,
) {
  const lesson = await lessonOf(db, lessonId, lang, { retiredToo: true });
  const qs = await lessonQuestions(db, lessonId);
  const questionIds = qs.map((q) => q.id);
  const group = await classroomStudentIds(db, comparedClassroomId);
  const latest = await latestAnswers(db, [...new Set([...group, studentProfileId])], questionIds);
  const mine = (questionId: number) => latest.get(`${studentProfileId}:${questionId}`);

  const skills = [...new Set(qs.map((q) => q.skill))].map((skill) => {
    const ofSkill = qs.filter((q) => q.skill === skill);
    const answered = ofSkill.filter((q) => mine(q.id));
    const correct = answered.filter((q) => mine(q.id)!.correct).length;
    return {
      skill,
      questions: ofSkill.length,
      answered: answered.length,
      correct,
      rate: percent(correct, answered.length),
    };
  });

  const assessed = qs.map((q) => {
    const answer = mine(q.id);
    const classAnswers = group.map((s) => latest.get(`${s}:${q.id}`)).filter((a): a is LatestAnswer => !!a);
    return {
      ...solutionView(q, lang),
      student_answer: answer ? studentAnswer(q.definition, answer.answer, lang) : null,
      correct: answer ? answer.correct : null,
      answer_rate: answer ? answer.rate : null,
      question_rate: percent(classAnswers.filter((a) => a.correct).length, classAnswers.length),
      question_rate_answers: classAnswers.length,
      skill_rate: skills.find((s) => s.skill === q.skill)!.rate,
      answered_at: utc(answer?.answeredAt),
      received_at: utc(answer?.receivedAt),
    };
  });

  const summary = lessons.find((l) => l.lesson_id === lessonId);
  const answeredCount = assessed.filter((q) => q.correct !== null).length;
  return {
    lesson,
    compared_with_classroom_id: comparedClassroomId,
    score: summary?.latest_score ?? 0,
    max_score: summary?.max_score || qs.reduce((sum, q) => sum + q.points, 0),
    question_score_rate: percent(assessed.filter((q) => q.correct).length, answeredCount),
    skills,
    questions: assessed,
  };
}
