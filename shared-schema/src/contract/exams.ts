import { Type } from 'typebox';
import { Localised } from '../content/curriculum.js';
import { ageOn, EXAM_AWARDS, EXAM_TRACKS, isExamAge } from '../exams/rules.js';
import { ENGLISH_NAME_PATTERN } from '../rules/accounts.js';
import { IdeLevel, ProgramJson } from './blocks.js';
import { CodeExercise, ExerciseCode } from './code-exercises.js';
import { PdfFile } from './payments.js';
import { ACCOUNT_LIMITS } from '../rules/constants.js';
import { Data, defineCall, Strict, type FieldIssues } from './define.js';
import { CountryCode, Email, Id, Lang, Nullable, Phone, StudentAccess, Time } from './fields.js';

/**
 * The certification programme (spec 000 §4 "Exam registration", §5; spec 001 §7.3): the exam list with
 * each exam's state, the candidate's registration (student-submit-exam?exam_id=, once, never changed
 * afterwards) and the exams themselves, taken on line: the server draws a timed set of questions from
 * the course's lessons and grades the answers itself. Rules: shared-schema/src/exams/rules.ts.
 */

const Track = Type.Enum(EXAM_TRACKS);
const State = Type.Enum(['completed', 'in-progress', 'available', 'locked', 'soon'] as const);
const Lock = Type.Enum(['age', 'course', 'order'] as const);

/** A name typed in English, no special characters or symbols (spec 000 §5); one letter is a name too. */
const CandidateName = Type.String({
  minLength: 1,
  maxLength: ACCOUNT_LIMITS.nameMax,
  pattern: ENGLISH_NAME_PATTERN,
  errorMessages: { pattern: 'validation.englishName', minLength: 'validation.required' },
});

export const Candidate = Strict({
  first_name: CandidateName,
  /** May be left empty. */
  middle_name: Type.Union([Type.Literal(''), CandidateName]),
  last_name: CandidateName,
  city: CandidateName,
  country: Type.Optional(CountryCode),
  /** YYYY-MM-DD. */
  date_of_birth: Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    errorMessages: { pattern: 'exams.dateOfBirth', required: 'exams.dateOfBirth' },
  }),
  /** The language the exam is taken in. */
  language: Lang,
  phone_number: Phone,
  parent_email: Email,
});

export const ExamEntry = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  track: Track,
  /** 1-based place in its track. */
  step: Type.Integer(),
  title: Localised,
  required_course: Type.Object({ number: Type.Integer(), title: Localised }),
  questions: Type.Integer(),
  minutes: Type.Integer(),
  state: State,
  /** Why it is locked (empty unless state is locked). */
  locks: Type.Array(Lock),
  registration: Nullable(Type.Object({ eligibility_id: Type.String(), registered_at: Time, window_ends_at: Time })),
  /** The sitting begun and not yet submitted, to go back to before its deadline. */
  open_attempt: Nullable(Type.Object({ attempt_id: Type.Integer(), deadline_at: Time })),
  /** The best result so far. */
  result: Nullable(
    Type.Object({
      score: Type.Integer(),
      max_score: Type.Integer(),
      rate: Type.Integer(),
      passed: Type.Boolean(),
      submitted_at: Time,
    }),
  ),
});

export const studentExams = defineCall({
  method: 'GET',
  path: '/student-exam',
  access: StudentAccess,
  queueable: false,
  summary:
    "The caller's exams: the seven of the programme, each completed, in progress, available, locked (with why) or released soon, and the specialisations earned.",
  response: Data(
    Type.Object({
      exams: Type.Array(ExamEntry),
      /** The age the rules used: from the candidate's date of birth, else the year of birth; null when unknown. */
      age: Nullable(Type.Integer()),
      pass_rate: Type.Integer(),
      tracks: Type.Array(
        Type.Object({ track: Track, exams: Type.Integer(), passed: Type.Integer(), earned: Type.Boolean() }),
      ),
      master: Type.Boolean(),
    }),
  ),
});

export const Registration = Type.Object({
  exam_id: Type.Integer(),
  exam_title: Localised,
  eligibility_id: Type.String(),
  registered_at: Time,
  window_ends_at: Time,
  /** Where the exam is scheduled and taken (the app's exam area). */
  schedule_url: Type.String(),
});

export const studentExamInfo = defineCall({
  method: 'GET',
  path: '/get-student-exam-info',
  access: StudentAccess,
  queueable: false,
  summary: "The caller's candidate details (null before the first registration) and registrations.",
  response: Data(
    Type.Object({
      candidate: Nullable(
        Type.Object({ ...Candidate.properties, country: Nullable(Type.String()), submitted_at: Time }),
      ),
      registrations: Type.Array(Registration),
    }),
  ),
});

/** Whether the date of birth is a real day on which the child is 8 to 18 (spec 000 §5), today. */
export function candidateIssues(body: { date_of_birth: string }, today: Date = new Date()): FieldIssues {
  const age = ageOn(body.date_of_birth, today);
  if (age === null) return { date_of_birth: [{ key: 'exams.dateOfBirth' }] };
  if (!isExamAge(age)) return { date_of_birth: [{ key: 'exams.age', vars: { min: 8, max: 18 } }] };
  return {};
}

export const submitExam = defineCall({
  method: 'POST',
  path: '/student-submit-exam',
  access: StudentAccess,
  queueable: false,
  summary:
    'Registers the caller for one or more exams (exam_id=1 or exam_id=1,4) with the candidate details. The details are kept from the first registration and cannot change: a later one must send the same (409 exam_details_locked otherwise). Each exam must be open to the caller (409 exam_locked), not registered yet (409 already_submitted) and not released soon (409 exam_not_released). A mail to the parent gives each eligibility ID, its window and the scheduling link.',
  query: Strict({
    lang: Type.Optional(Lang),
    exam_id: Type.String({
      pattern: '^[1-9][0-9]{0,2}(,[1-9][0-9]{0,2}){0,6}$',
      errorMessages: { pattern: 'exams.choose' },
    }),
  }),
  body: Candidate,
  check: ({ body }) => candidateIssues(body),
  response: Data(Type.Object({ message: Type.String(), registrations: Type.Array(Registration) })),
});

export const ExamQuestion = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(['choice', 'truefalse', 'fillin'] as const),
  prompt: Localised,
  /** Choice questions: the options, in the file's order. */
  options: Type.Optional(Type.Array(Localised)),
  points: Type.Integer(),
});

/**
 * The sitting's practical task: a SmoothY level (played with the blocks editor, judged by the server with the
 * level's own judge) or a Web or Python exercise (written in that editor, its checks run on the device).
 */
export const ExamTask = Type.Object({
  stone_id: Type.Integer(),
  track: Track,
  /** Its share of the exam's points. */
  points: Type.Integer(),
  /** SmoothY: the level as the challenge screen gets it (no solution); null otherwise. */
  level: Nullable(IdeLevel),
  /** Web or Python: the exercise with its checks or tests (no solution); null otherwise. */
  exercise: Nullable(CodeExercise),
});

const CheckResult = Strict({ key: Type.String({ minLength: 1, maxLength: 60 }), passed: Type.Boolean() });
/** What the child made for the task: a SmoothY program, or Web/Python code with the results of its checks. */
export const TaskAnswer = Type.Union([
  Strict({ program: ProgramJson }),
  Strict({ code: ExerciseCode, results: Type.Array(CheckResult, { maxItems: 50 }) }),
]);

export const Sitting = Type.Object({
  attempt_id: Type.Integer(),
  exam_id: Type.Integer(),
  title: Localised,
  language: Lang,
  started_at: Time,
  deadline_at: Time,
  /** Seconds left by the server's clock when answered (the device counts down from it). */
  seconds_left: Type.Integer(),
  questions: Type.Array(ExamQuestion),
  task: Nullable(ExamTask),
});

export const startExam = defineCall({
  method: 'POST',
  path: '/student-exam/{examId}/start',
  access: StudentAccess,
  queueable: false,
  summary:
    'Starts (schedules) a sitting of an exam the caller registered for: the server draws its questions and sets its deadline. A sitting still open is given back as it is (same questions, same deadline). 409 exam_not_registered without a registration, exam_locked when a rule stops it, exam_passed when the exam is passed.',
  params: Strict({ examId: Id }),
  response: Data(Sitting),
});

export const ExamAnswer = Strict({
  question_id: Id,
  answer: Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Type.Boolean(), Type.String({ maxLength: 200 })]),
});

export const finishExam = defineCall({
  method: 'POST',
  path: '/student-exam/attempts/{attemptId}/submit',
  access: StudentAccess,
  queueable: false,
  summary:
    "The sitting's answers, graded by the server (a question not answered counts as wrong; an answer to a question not drawn is refused, 422). 404 for another student's sitting; 409 already_submitted the second time; 409 exam_time_over past the deadline and a minute's grace (the sitting then counts as not passed).",
  params: Strict({ attemptId: Id }),
  body: Strict({ answers: Type.Array(ExamAnswer, { maxItems: 50 }), task: Type.Optional(TaskAnswer) }),
  response: Data(
    Type.Object({
      attempt_id: Type.Integer(),
      exam_id: Type.Integer(),
      score: Type.Integer(),
      max_score: Type.Integer(),
      rate: Type.Integer(),
      right: Type.Integer(),
      total: Type.Integer(),
      /** The practical task's points of score and max_score (0 of 0 without a task). */
      task_score: Type.Integer(),
      task_max: Type.Integer(),
      passed: Type.Boolean(),
      pass_rate: Type.Integer(),
      submitted_at: Time,
      /** The certificates this pass gave: a specialisation, the master; empty when none is new. */
      awards: Type.Array(Type.Object({ certificate_id: Type.Integer(), award: Type.Enum(EXAM_AWARDS) })),
    }),
  ),
});

export const examLetter = defineCall({
  method: 'GET',
  path: '/exam-letters/{eligibilityId}',
  access: ['student', 'parent'],
  queueable: false,
  summary:
    "Ours: the authorisation letter of a registration as a one-page PDF in the asked language (the child's name, the exams registered with it, the eligibility ID, the time window and the scheduling link). The child's own or their parent's; anyone else 403, unknown IDs too.",
  params: Strict({ eligibilityId: Type.String({ pattern: '^CY-[A-Z]+[1-9]-[A-Z2-9]{8}$' }) }),
  query: Strict({ lang: Type.Optional(Lang) }),
  response: PdfFile,
});
