import {
  ageOn,
  certificationProgress,
  drawQuestions,
  EXAM_GRACE_SECONDS,
  EXAM_PASS_RATE,
  EXAM_QUESTION_TYPES,
  EXAM_WINDOW_DAYS,
  examById,
  examLocks,
  EXAMS,
  earnedAwards,
  examState,
  gradeExam,
  partCovers,
  withTask,
  type Answer,
  type ExamDefinition,
  type ExamFacts,
  type Question,
} from '@codeyard/shared-schema';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Reader, Tx } from '../db/index.js';
import {
  courses,
  examAttempts,
  examCandidates,
  examRegistrations,
  questions,
  stones,
  studentProfiles,
} from '../db/tables.js';
import { fieldError, HttpError, notFound } from '../http/errors.js';
import { issueAward } from '../certificates/service.js';
import type { SessionUser } from '../auth/sessions.js';
import { forbidden } from '../http/errors.js';
import { completedCourses, snapshot } from '../learning/maps.js';
import { mayReadStudent, type StudentRow } from '../learning/students.js';
import { gradeTask, taskPointsFor, taskPool, taskView, type TaskAnswer, type TaskContents } from './tasks.js';

/**
 * The certification programme (contract/exams.ts): the exam list, the candidate's registration and the
 * exams' sittings. The questions of an exam are drawn from the lessons' existing questions of its courses
 * (the curriculum loaded at start, table questions); the answers are graded here, never on the device.
 */

type CandidateRow = typeof examCandidates.$inferSelect;
type RegistrationRow = typeof examRegistrations.$inferSelect;
type AttemptRow = typeof examAttempts.$inferSelect;
export type CandidateBody = {
  first_name: string;
  middle_name: string;
  last_name: string;
  city: string;
  country?: string;
  date_of_birth: string;
  language: 'en' | 'ar';
  phone_number: string;
  parent_email: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The question ids each exam may draw: one-answer questions of the lessons of its courses (and halves). */
export async function examPools(db: Reader): Promise<Map<number, number[]>> {
  const numbers = [...new Set(EXAMS.flatMap((e) => e.sources.map((s) => s.course)))];
  const rows = await db
    .select({ id: questions.id, course: courses.number, stoneId: stones.id, position: stones.position })
    .from(questions)
    .innerJoin(stones, eq(stones.id, questions.stoneId))
    .innerJoin(courses, eq(courses.id, stones.courseId))
    .where(
      and(
        inArray(courses.number, numbers),
        eq(stones.kind, 'lesson'),
        eq(stones.retired, false),
        eq(questions.retired, false),
        inArray(questions.type, [...EXAM_QUESTION_TYPES]),
      ),
    );
  // Each course's lessons that have such questions, in map order.
  const lessonsOf = new Map<number, number[]>();
  for (const row of [...rows].sort((a, b) => a.position - b.position)) {
    const list = lessonsOf.get(row.course) ?? [];
    if (!list.includes(row.stoneId)) list.push(row.stoneId);
    lessonsOf.set(row.course, list);
  }
  const pools = new Map<number, number[]>();
  for (const exam of EXAMS) {
    const ids = rows
      .filter((row) =>
        exam.sources.some((source) => {
          if (source.course !== row.course) return false;
          const lessons = lessonsOf.get(row.course) ?? [];
          return partCovers(source.part, lessons.indexOf(row.stoneId), lessons.length);
        }),
      )
      .map((row) => row.id)
      .sort((a, b) => a - b);
    pools.set(exam.id, ids);
  }
  return pools;
}

/** An exam is released once its courses give enough questions and at least one practical task. */
const hasContent = (pools: Map<number, number[]>, contents: TaskContents, exam: ExamDefinition) =>
  (pools.get(exam.id)?.length ?? 0) >= exam.questions && taskPool(contents, exam).length > 0;

async function candidateOf(db: Reader, student: StudentRow): Promise<CandidateRow | undefined> {
  const [row] = await db.select().from(examCandidates).where(eq(examCandidates.studentProfileId, student.id)).limit(1);
  return row;
}

/** The child's age for the rules: from the candidate's date of birth, else from the account's year of birth. */
function ageFor(student: StudentRow, candidate: CandidateRow | undefined, now: Date): number | null {
  if (candidate) return ageOn(candidate.dateOfBirth, now);
  return student.yearOfBirth ? now.getUTCFullYear() - student.yearOfBirth : null;
}

async function factsOf(db: Reader, student: StudentRow, age: number | null): Promise<ExamFacts> {
  const completed = completedCourses(await snapshot(db, student)).map((c) => c.course.number);
  const passed = await db
    .select({ examId: examAttempts.examId })
    .from(examAttempts)
    .where(and(eq(examAttempts.studentProfileId, student.id), eq(examAttempts.passed, true)));
  return { age, completedCourses: new Set(completed), passedExams: new Set(passed.map((p) => p.examId)) };
}

const registrationsOf = (db: Reader, student: StudentRow) =>
  db.select().from(examRegistrations).where(eq(examRegistrations.studentProfileId, student.id));

const attemptsOf = (db: Reader, student: StudentRow) =>
  db.select().from(examAttempts).where(eq(examAttempts.studentProfileId, student.id));

const windowOpen = (registration: RegistrationRow, now: Date) => Date.parse(registration.windowEndsAt) > now.getTime();
const beforeDeadline = (attempt: AttemptRow, now: Date) =>
  now.getTime() <= Date.parse(attempt.deadlineAt) + EXAM_GRACE_SECONDS * 1000;

/** GET /student-exam. */
export async function examList(db: Reader, contents: TaskContents, student: StudentRow, now: Date) {
  const candidate = await candidateOf(db, student);
  const age = ageFor(student, candidate, now);
  const facts = await factsOf(db, student, age);
  const pools = await examPools(db);
  const registrations = await registrationsOf(db, student);
  const attempts = await attemptsOf(db, student);
  const courseRows = await db.select().from(courses);
  const withContent = new Set(EXAMS.filter((e) => hasContent(pools, contents, e)).map((e) => e.id));
  const registered = new Set(registrations.filter((r) => windowOpen(r, now)).map((r) => r.examId));
  const exams = EXAMS.map((exam) => {
    const state = examState(exam, { ...facts, registered, withContent });
    const course = courseRows.find((c) => c.number === exam.requiredCourse);
    const registration = registrations.find((r) => r.examId === exam.id);
    const open = attempts.find((a) => a.examId === exam.id && a.submittedAt === null && beforeDeadline(a, now));
    const best = attempts
      .filter((a) => a.examId === exam.id && a.submittedAt !== null && a.score !== null)
      .sort((a, b) => (b.rate ?? 0) - (a.rate ?? 0) || a.submittedAt!.localeCompare(b.submittedAt!))[0];
    return {
      id: exam.id,
      key: exam.key,
      track: exam.track,
      step: exam.step,
      title: exam.title,
      required_course: {
        number: exam.requiredCourse,
        title: { en: course?.titleEn ?? '', ar: course?.titleAr ?? '' },
      },
      questions: exam.questions,
      minutes: exam.minutes,
      state,
      locks: state === 'locked' ? examLocks(exam, facts) : [],
      registration: registration
        ? {
            eligibility_id: registration.eligibilityId,
            registered_at: registration.registeredAt,
            window_ends_at: registration.windowEndsAt,
          }
        : null,
      open_attempt: open ? { attempt_id: open.id, deadline_at: open.deadlineAt } : null,
      result: best
        ? {
            score: best.score!,
            max_score: best.maxScore,
            rate: best.rate ?? 0,
            passed: best.passed === true,
            submitted_at: best.submittedAt!,
          }
        : null,
    };
  });
  const progress = certificationProgress(facts.passedExams);
  return { exams, age, pass_rate: EXAM_PASS_RATE, tracks: progress.tracks, master: progress.master };
}

function registrationView(row: RegistrationRow, publicUrl: string) {
  return {
    exam_id: row.examId,
    exam_title: examById(row.examId)?.title ?? { en: '', ar: '' },
    eligibility_id: row.eligibilityId,
    registered_at: row.registeredAt,
    window_ends_at: row.windowEndsAt,
    schedule_url: scheduleUrl(publicUrl),
  };
}

export const scheduleUrl = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/exams`;
/** The app's page of a registration's authorisation letter (the child, or the parent, downloads it there). */
export const letterUrl = (publicUrl: string, eligibilityId: string) =>
  `${publicUrl.replace(/\/$/, '')}/exams/letters/${eligibilityId}`;

/**
 * GET /exam-letters/{eligibilityId}: what the authorisation letter prints — the candidate and every exam
 * registered with this one (the same registration), with the window. The child's own, or their parent's;
 * 403 for anyone else and for an unknown ID alike.
 */
export async function letterOf(db: Reader, user: SessionUser, eligibilityId: string) {
  const [registration] = await db
    .select()
    .from(examRegistrations)
    .where(eq(examRegistrations.eligibilityId, eligibilityId))
    .limit(1);
  if (!registration) throw forbidden();
  const [student] = await db
    .select()
    .from(studentProfiles)
    .where(eq(studentProfiles.id, registration.studentProfileId))
    .limit(1);
  if (!student || !(await mayReadStudent(db, user.id, user.userType, student))) throw forbidden();
  const candidate = await candidateOf(db, student);
  if (!candidate) throw forbidden();
  const together = (await registrationsOf(db, student))
    .filter((r) => r.registeredAt === registration.registeredAt)
    .sort((a, b) => a.examId - b.examId);
  return {
    name: [candidate.firstName, candidate.middleName, candidate.lastName].filter(Boolean).join(' '),
    dateOfBirth: candidate.dateOfBirth,
    exams: together.map((r) => ({
      title: examById(r.examId)?.title ?? { en: '', ar: '' },
      eligibilityId: r.eligibilityId,
      registeredAt: r.registeredAt,
      windowEndsAt: r.windowEndsAt,
    })),
  };
}

function candidateView(row: CandidateRow) {
  return {
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    city: row.city,
    country: row.country,
    date_of_birth: row.dateOfBirth,
    language: row.language as 'en' | 'ar',
    phone_number: row.phoneNumber,
    parent_email: row.parentEmail,
    submitted_at: row.submittedAt,
  };
}

/** GET /get-student-exam-info. */
export async function examInfo(db: Reader, student: StudentRow, publicUrl: string) {
  const candidate = await candidateOf(db, student);
  const registrations = await registrationsOf(db, student);
  return {
    candidate: candidate ? candidateView(candidate) : null,
    registrations: registrations.sort((a, b) => a.examId - b.examId).map((r) => registrationView(r, publicUrl)),
  };
}

const ELIGIBILITY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function eligibilityId(exam: ExamDefinition): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ELIGIBILITY_ALPHABET[randomInt(ELIGIBILITY_ALPHABET.length)];
  return `CY-${exam.track.toUpperCase()}${exam.step}-${code}`;
}

function sameCandidate(row: CandidateRow, body: CandidateBody): boolean {
  const given = candidateView(row);
  return (
    given.first_name === body.first_name &&
    given.middle_name === body.middle_name &&
    given.last_name === body.last_name &&
    given.city === body.city &&
    (given.country ?? null) === (body.country?.toUpperCase() ?? null) &&
    given.date_of_birth === body.date_of_birth &&
    given.language === body.language &&
    given.phone_number === body.phone_number &&
    given.parent_email.toLowerCase() === body.parent_email.toLowerCase()
  );
}

/** The exam ids of ?exam_id=1,4, each once. */
export function examIdsOf(text: string): ExamDefinition[] {
  const ids = [...new Set(text.split(',').map(Number))];
  return ids.map((id) => {
    const exam = examById(id);
    if (!exam) throw fieldError('exam_id', 'exams.unknownExam');
    return exam;
  });
}

/**
 * POST /student-submit-exam: the candidate's details (kept from the first time, never changed) and a
 * registration for each exam, with its eligibility ID and window. One unit of work: all or none.
 */
export async function registerForExams(
  tx: Tx,
  contents: TaskContents,
  student: StudentRow,
  exams: ExamDefinition[],
  body: CandidateBody,
  now: Date,
  publicUrl: string,
) {
  const existing = await candidateOf(tx, student);
  if (existing && !sameCandidate(existing, body))
    throw new HttpError(409, 'exams.detailsLocked', { code: 'exam_details_locked' });
  if (!existing) {
    const year = Number(body.date_of_birth.slice(0, 4));
    if (student.yearOfBirth && student.yearOfBirth !== year) throw fieldError('date_of_birth', 'exams.birthMismatch');
  }
  const age = ageOn(body.date_of_birth, now);
  const facts = await factsOf(tx, student, age);
  const pools = await examPools(tx);
  const registrations = await registrationsOf(tx, student);
  const at = now.toISOString();
  const windowEndsAt = new Date(now.getTime() + EXAM_WINDOW_DAYS * DAY_MS).toISOString();
  for (const exam of exams) {
    if (!hasContent(pools, contents, exam))
      throw new HttpError(409, 'exams.notReleased', { code: 'exam_not_released' });
    const locks = examLocks(exam, facts);
    if (locks.includes('age')) throw fieldError('date_of_birth', 'exams.age', { min: 8, max: 18 });
    if (facts.passedExams.has(exam.id)) throw new HttpError(409, 'exams.passed', { code: 'exam_passed' });
    if (locks.length > 0) throw new HttpError(409, 'exams.locked', { code: 'exam_locked' });
    const earlier = registrations.find((r) => r.examId === exam.id);
    if (earlier && windowOpen(earlier, now))
      throw new HttpError(409, 'exams.alreadyRegistered', { code: 'already_submitted' });
  }
  if (!existing) {
    await tx.insert(examCandidates).values({
      studentProfileId: student.id,
      firstName: body.first_name,
      middleName: body.middle_name,
      lastName: body.last_name,
      city: body.city,
      country: body.country?.toUpperCase() ?? null,
      dateOfBirth: body.date_of_birth,
      language: body.language,
      phoneNumber: body.phone_number,
      parentEmail: body.parent_email,
      submittedAt: at,
    });
  }
  const made: RegistrationRow[] = [];
  for (const exam of exams) {
    const values = { eligibilityId: eligibilityId(exam), registeredAt: at, windowEndsAt };
    // A window that ran out before the exam was taken is opened again, with a new eligibility ID.
    const [row] = await tx
      .insert(examRegistrations)
      .values({ studentProfileId: student.id, examId: exam.id, ...values })
      .onConflictDoUpdate({ target: [examRegistrations.studentProfileId, examRegistrations.examId], set: values })
      .returning();
    made.push(row!);
  }
  return { registrations: made.map((r) => registrationView(r, publicUrl)), parentEmail: body.parent_email };
}

function questionView(id: number, q: Question) {
  return {
    id,
    type: q.type as 'choice' | 'truefalse' | 'fillin',
    prompt: q.prompt,
    ...(q.type === 'choice' && { options: q.options }),
    points: q.points,
  };
}

async function questionsByIds(db: Reader, ids: number[]) {
  const rows = ids.length ? await db.select().from(questions).where(inArray(questions.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r.definition as Question]));
  return ids.filter((id) => byId.has(id)).map((id) => ({ id, question: byId.get(id)! }));
}

async function sittingView(db: Reader, contents: TaskContents, attempt: AttemptRow, language: 'en' | 'ar', now: Date) {
  const exam = examById(attempt.examId)!;
  const drawn = await questionsByIds(db, JSON.parse(attempt.questionIds) as number[]);
  return {
    attempt_id: attempt.id,
    exam_id: exam.id,
    title: exam.title,
    language,
    started_at: attempt.startedAt,
    deadline_at: attempt.deadlineAt,
    seconds_left: Math.max(0, Math.floor((Date.parse(attempt.deadlineAt) - now.getTime()) / 1000)),
    questions: drawn.map(({ id, question }) => questionView(id, question)),
    task: taskView(contents, attempt.taskStoneId, attempt.taskMax),
  };
}

/** POST /student-exam/{examId}/start: a new sitting (its questions drawn here), or the one still open. */
export async function startSitting(
  tx: Tx,
  contents: TaskContents,
  student: StudentRow,
  examId: number,
  now: Date,
  random: () => number = Math.random,
) {
  const exam = examById(examId);
  if (!exam) throw notFound();
  const [registration] = await tx
    .select()
    .from(examRegistrations)
    .where(and(eq(examRegistrations.studentProfileId, student.id), eq(examRegistrations.examId, exam.id)))
    .limit(1);
  if (!registration) throw new HttpError(409, 'exams.notRegistered', { code: 'exam_not_registered' });
  const candidate = await candidateOf(tx, student);
  const facts = await factsOf(tx, student, ageFor(student, candidate, now));
  if (facts.passedExams.has(exam.id)) throw new HttpError(409, 'exams.passed', { code: 'exam_passed' });
  if (examLocks(exam, facts).length > 0) throw new HttpError(409, 'exams.locked', { code: 'exam_locked' });
  const language = (candidate?.language ?? 'en') as 'en' | 'ar';

  const open = (await attemptsOf(tx, student)).filter((a) => a.examId === exam.id && a.submittedAt === null);
  const current = open.find((a) => beforeDeadline(a, now));
  if (current) return sittingView(tx, contents, current, language, now);
  // Sittings left past their time end as not passed.
  for (const stale of open)
    await tx
      .update(examAttempts)
      .set({ submittedAt: now.toISOString(), score: 0, rate: 0, passed: false })
      .where(eq(examAttempts.id, stale.id));
  if (!windowOpen(registration, now)) throw new HttpError(409, 'exams.notRegistered', { code: 'exam_not_registered' });

  const pool = (await examPools(tx)).get(exam.id) ?? [];
  const tasks = taskPool(contents, exam);
  if (pool.length < exam.questions || tasks.length === 0)
    throw new HttpError(409, 'exams.notReleased', { code: 'exam_not_released' });
  const ids = drawQuestions(pool, exam.questions, random);
  const [taskStoneId] = drawQuestions(tasks, 1, random);
  const drawn = await questionsByIds(tx, ids);
  const questionsMax = drawn.reduce((sum, d) => sum + d.question.points, 0);
  const taskMax = taskPointsFor(questionsMax, taskStoneId!);
  const [attempt] = await tx
    .insert(examAttempts)
    .values({
      studentProfileId: student.id,
      examId: exam.id,
      questionIds: JSON.stringify(ids),
      startedAt: now.toISOString(),
      deadlineAt: new Date(now.getTime() + exam.minutes * 60 * 1000).toISOString(),
      maxScore: questionsMax + taskMax,
      taskStoneId: taskStoneId!,
      taskMax,
    })
    .returning();
  return sittingView(tx, contents, attempt!, language, now);
}

/**
 * POST /student-exam/attempts/{attemptId}/submit: grades the answers. Past the deadline and its grace the
 * sitting ends as not passed (`late`: the route answers 409 exam_time_over once this is written).
 */
export async function finishSitting(
  tx: Tx,
  contents: TaskContents,
  student: StudentRow,
  attemptId: number,
  sent: { answers: readonly { question_id: number; answer: Answer }[]; task?: TaskAnswer },
  now: Date,
) {
  const { answers } = sent;
  const [attempt] = await tx
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.studentProfileId, student.id)))
    .limit(1);
  if (!attempt) throw notFound();
  if (attempt.submittedAt !== null) throw new HttpError(409, 'exams.alreadySubmitted', { code: 'already_submitted' });
  const at = now.toISOString();
  const close = (values: Partial<AttemptRow>) =>
    tx
      .update(examAttempts)
      .set({ submittedAt: at, ...values })
      .where(and(eq(examAttempts.id, attempt.id), isNull(examAttempts.submittedAt)))
      .returning({ id: examAttempts.id });
  if (!beforeDeadline(attempt, now)) {
    await close({ score: 0, rate: 0, passed: false });
    return { late: true as const };
  }
  const ids = JSON.parse(attempt.questionIds) as number[];
  if (answers.some((a) => !ids.includes(a.question_id))) throw fieldError('answers', 'exams.notDrawn');
  if (sent.task !== undefined && attempt.taskStoneId === null) throw fieldError('task', 'exams.taskNotDrawn');
  const questionsResult = gradeExam(
    await questionsByIds(tx, ids),
    new Map(answers.map((a) => [a.question_id, a.answer])),
  );
  const taskScore = gradeTask(contents, attempt.taskStoneId, sent.task, attempt.taskMax);
  const result = withTask(questionsResult, { score: taskScore, points: attempt.taskMax });
  const closed = await close({
    answers: JSON.stringify(answers),
    score: result.score,
    rate: result.rate,
    passed: result.passed,
    taskAnswer: sent.task === undefined ? null : JSON.stringify(sent.task),
    taskScore,
  });
  // Two submissions at once: only the first closes the sitting.
  if (closed.length === 0) throw new HttpError(409, 'exams.alreadySubmitted', { code: 'already_submitted' });
  const awards = result.passed ? await awardCertificates(tx, student, now) : [];
  return {
    late: false as const,
    result: {
      attempt_id: attempt.id,
      exam_id: attempt.examId,
      score: result.score,
      max_score: result.maxScore,
      rate: result.rate,
      right: result.right,
      total: result.total,
      task_score: taskScore,
      task_max: attempt.taskMax,
      passed: result.passed,
      pass_rate: EXAM_PASS_RATE,
      submitted_at: at,
      awards,
    },
  };
}

/**
 * The certificates the passed exams give now (a specialisation, the master), in the sitting's unit of work;
 * those the child holds already are not made again. The name printed is the candidate's, as registered.
 */
async function awardCertificates(tx: Tx, student: StudentRow, now: Date) {
  const candidate = await candidateOf(tx, student);
  const facts = await factsOf(tx, student, null);
  const made: { certificate_id: number; award: ReturnType<typeof earnedAwards>[number] }[] = [];
  for (const award of earnedAwards(facts.passedExams)) {
    const row = await issueAward(
      tx,
      {
        student,
        award,
        firstName: candidate?.firstName ?? student.firstName,
        lastName: candidate?.lastName ?? student.lastName,
        issuedBy: student.userId,
      },
      now,
    );
    if (row) made.push({ certificate_id: row.id, award });
  }
  return made;
}
