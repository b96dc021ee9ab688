import {
  isPaintGame,
  paintResultProblem,
  type PaintAction,
  type PaintGame,
  gradeAnswer,
  memoryPairs,
  memoryResultProblem,
  type GameFile,
  type MemoryGameFile,
  colouringResultProblem,
  isColouringGame,
  isSudokuGame,
  sudokuResultProblem,
  type ColouringGameFile,
  type SudokuGameFile,
  isPlayable,
  kindsCompletedBy,
  learning,
  projects,
  lessonScore,
  nextStoneId,
  submissionRefusal,
  TASK_POINTS,
  type Answer,
  type Language,
  type Question,
  type StoneKind,
  mazeResultProblem,
  puzzleResultProblem,
  typingResultProblem,
  type MazeGameFile,
  type PuzzleGameFile,
  checkDocument,
  checkSheet,
  checkSlides,
  officeResultProblem,
  type DocumentGameFile,
  type OfficeDocument,
  type Sheet,
  type SlideDeck,
  type SlidesGameFile,
  type SpreadsheetGameFile,
} from '@codeyard/shared-schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { deferredRows, rowsInsert, statement, type Reader, type Tx } from '../db/index.js';
import { gamePlays, lessonSubmissions, questions, stoneProgress, stones, submittedAnswers } from '../db/tables.js';
import { fieldError, HttpError, notFound } from '../http/errors.js';
import { recordChange } from '../sync/change-log.js';
import { grantBadges, standingAfterPoints } from './awards.js';
import type { QuestionRow } from './catalogue-cache.js';
import { snapshot, statusesOf, withProgress, type Snapshot, type StoneRow } from './maps.js';
import { award, awardAll, hasEvent, notePoints, totals } from './points.js';
import type { StudentRow } from './students.js';

/**
 * What a student's device sends when a stone is done. Every function here runs inside the exactly-once
 * unit of work of its call: grade again (the device's own grade is never trusted), store the attempt,
 * keep the best score (max), add point events once per source, grant badges as a set, and note every
 * change for the student's devices. The student's snapshot (maps.ts) is read once per submission and
 * kept up to date in memory: this is the hot path of every classroom's sync.
 */

type AnswerIn = { question_id: number; answer: Answer };

/** The device's time, kept as given unless it lies in the future (a wrong clock), then the server's. */
function deviceTime(answeredAt: string | undefined, now: Date): string {
  const at = answeredAt ? new Date(answeredAt) : now;
  return Number.isNaN(at.getTime()) || at > now ? now.toISOString() : at.toISOString();
}

/** The stone a call names, in the course it names, and the student's right to it. */
async function stoneFor(
  db: Reader,
  student: StudentRow,
  lessonId: number,
  courseId: number,
): Promise<{ stone: StoneRow; snap: Snapshot }> {
  const snap = await snapshot(db, student);
  const stone = snap.stoneById.get(lessonId);
  if (!stone) throw notFound();
  if (stone.courseId !== courseId) throw fieldError('course_id', 'learning.wrongCourse');
  if (stone.retired) throw new HttpError(409, 'learning.lessonRetired', { code: 'lesson_retired' });
  assertEntitled(snap, stone);
  return { stone, snap };
}

/**
 * A course project for this stone is refused as every other stone's work is (403 trial_locked beyond a trial's
 * free stones, course_locked while the course before it is not done); a teacher's lock never refuses it.
 */
export async function assertProjectStoneEntitled(db: Reader, student: StudentRow, stoneId: number): Promise<void> {
  const snap = await snapshot(db, student);
  const stone = snap.stoneById.get(stoneId);
  if (stone) assertEntitled(snap, stone);
}

function assertEntitled(snap: Snapshot, stone: StoneRow): void {
  const status = statusesOf(snap, stone.courseId).find((s) => s.id === stone.id);
  // The course's lock as it is: a teacher's lock (of a stone or a classroom) never refuses work done before it.
  const refusal = status ? submissionRefusal(status, snap.locks.get(stone.courseId)) : null;
  if (refusal === 'trial_locked') throw new HttpError(403, 'learning.trialLocked', { code: 'trial_locked' });
  if (refusal === 'course_locked') throw new HttpError(403, 'learning.courseLocked', { code: 'course_locked' });
}

// Run for every answer: built once (db/statements.ts).
const completeOnce = statement('complete-stone', (db: Tx) => {
  const score = sql.placeholder('score');
  const at = sql.placeholder('at');
  const better = sql`cast(${score} as integer) > ${stoneProgress.bestScore} or ${stoneProgress.maxScore} = 0`;
  return db
    .insert(stoneProgress)
    .values({
      studentProfileId: sql.placeholder('studentProfileId'),
      stoneId: sql.placeholder('stoneId'),
      completedAt: at,
      bestScore: score,
      maxScore: sql.placeholder('maxScore'),
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [stoneProgress.studentProfileId, stoneProgress.stoneId],
      set: {
        completedAt: sql`coalesce(${stoneProgress.completedAt}, ${at})`,
        bestScore: sql`case when ${better} then cast(${score} as integer) else ${stoneProgress.bestScore} end`,
        maxScore: sql`case when ${better} then cast(${sql.placeholder('maxScore')} as integer) else ${stoneProgress.maxScore} end`,
        updatedAt: sql`${at}`,
      },
    })
    .returning();
});
const insertAttempt = statement('insert-attempt', (db: Tx) =>
  db
    .insert(lessonSubmissions)
    .values({
      studentProfileId: sql.placeholder('studentProfileId'),
      stoneId: sql.placeholder('stoneId'),
      courseId: sql.placeholder('courseId'),
      kind: sql.placeholder('kind'),
      score: sql.placeholder('score'),
      maxScore: sql.placeholder('maxScore'),
      pointsAwarded: sql.placeholder('pointsAwarded'),
      answeredAt: sql.placeholder('answeredAt'),
      receivedAt: sql.placeholder('receivedAt'),
    })
    .returning({ id: lessonSubmissions.id }),
);

// A unit's submitted answers, written at its end (db/unit-end.ts): a batch of 100 answers took 100
// inserts, now one per 64 rows. Built once per number of rows (db/statements.ts).
type AnswerRow = { submissionId: number; questionId: number; answer: unknown; rate: number; correct: boolean };
const insertAnswerRows = rowsInsert<AnswerRow, unknown>(
  'insert-answer-rows',
  64,
  ['submissionId', 'questionId', 'answer', 'rate', 'correct'],
  (db: Tx, rows) => db.insert(submittedAnswers).values(rows),
);
const answersAtEnd = deferredRows<AnswerRow>(async (tx, rows) => {
  await insertAnswerRows(tx, rows);
});

/** Completes a stone for the child: the first completion time kept, the best score the max (with its maximum). */
async function complete(db: Tx, student: StudentRow, stone: StoneRow, score: number, maxScore: number, now: Date) {
  const at = now.toISOString();
  const [stored] = await completeOnce(db, { studentProfileId: student.id, stoneId: stone.id, at, score, maxScore });
  const row = stored!;
  await recordChange(db, student.userId, 'progress', stone.id, {
    stone_id: stone.id,
    course_id: stone.courseId,
    completed: true,
    completed_at: row.completedAt,
    best_score: row.bestScore,
    max_score: row.maxScore,
    teacher_locked: row.teacherLocked,
    teacher_finished: row.teacherFinished,
  });
  return {
    row,
    view: {
      id: stone.id,
      state: 'completed' as const,
      best_score: row.bestScore,
      max_score: row.maxScore,
      completed_at: row.completedAt,
    },
  };
}

/**
 * After a stone is done: its task points and the right answers' points once each (one write), badges,
 * the points change, and where to go next.
 */
async function finish(db: Tx, snap: Snapshot, stone: StoneRow, now: Date, answerEvents: PointEvent[] = []) {
  const { student } = snap;
  const task = { source: `task:${stone.id}`, points: TASK_POINTS[stone.kind] };
  const counted = await awardAll(db, student.id, [...answerEvents, task], now);
  const { current, stats, heldBadges } = await standingAfterPoints(db, snap, now);
  const newBadges = await grantBadges(db, student, stats, now, heldBadges);
  const after = await notePoints(db, student.userId, student.id, now, current);
  const taskPoints = counted.has(task.source) ? task.points : 0;
  return {
    counted,
    taskPoints,
    view: { ...after, new_badges: newBadges, next_stone_id: nextStoneId(statusesOf(snap, stone.courseId)) },
  };
}

async function questionsById(db: Reader, ids: number[]) {
  return new Map((await db.select().from(questions).where(inArray(questions.id, ids))).map((q) => [q.id, q]));
}

type PointEvent = { source: string; points: number };
const sourceOf = (q: QuestionRow) => `question:${q.id}`;

function grade(answers: AnswerIn[], byId: Map<number, QuestionRow>, lang: Language) {
  return answers.map((a) => {
    const question = byId.get(a.question_id)!;
    return { question, answer: a.answer, ...gradeAnswer(question.definition as Question, a.answer, lang) };
  });
}

/** The point events of the right answers: a question's points the first time ever it is right. */
const questionEvents = (graded: ReturnType<typeof grade>): PointEvent[] =>
  graded.filter((g) => g.correct).map((g) => ({ source: sourceOf(g.question), points: g.question.points }));

/** Each answer with the points it earned now (`counted`: the sources that counted in this call). */
function withPoints(graded: ReturnType<typeof grade>, counted: Set<string>) {
  const left = new Set(counted);
  return graded.map((g) => {
    const first = left.delete(sourceOf(g.question)); // a question answered twice in one call counts once
    return { ...g, points_awarded: g.correct && first ? g.question.points : 0 };
  });
}

type Graded = ReturnType<typeof withPoints>;

async function storeAttempt(
  db: Tx,
  student: StudentRow,
  stone: StoneRow,
  kind: 'lesson' | 'review',
  graded: Graded,
  score: { score: number; maxScore: number },
  pointsAwarded: number,
  answeredAt: string,
  now: Date,
): Promise<number> {
  const [submission] = await insertAttempt(db, {
    studentProfileId: student.id,
    stoneId: stone.id,
    courseId: stone.courseId,
    kind,
    score: score.score,
    maxScore: score.maxScore,
    pointsAwarded,
    answeredAt,
    receivedAt: now.toISOString(),
  });
  for (const g of graded)
    await answersAtEnd.add(db, {
      submissionId: submission!.id,
      questionId: g.question.id,
      answer: g.answer,
      rate: g.rate,
      correct: g.correct,
    });
  return submission!.id;
}

const results = (graded: Graded) =>
  graded.map((g) => ({
    question_id: g.question.id,
    rate: g.rate,
    correct: g.correct,
    points_awarded: g.points_awarded,
  }));

export interface LessonAnswers {
  lesson_id: number;
  course_id: number;
  answers: AnswerIn[];
  answered_at: string;
}

/**
 * POST /student-questions-submission. Answers may name any question of the lesson, retired ones
 * included (a device offline may hold an older version); unanswered current questions count as wrong.
 */
export async function submitLesson(db: Tx, student: StudentRow, body: LessonAnswers, now: Date, lang: Language) {
  const { stone, snap } = await stoneFor(db, student, body.lesson_id, body.course_id);
  if (!kindsFinishedBy(learning.studentQuestionsSubmission.path).includes(stone.kind))
    throw fieldError('lesson_id', 'learning.notALesson');
  if (!isPlayable(stone)) throw new HttpError(409, 'learning.notPlayable', { code: 'stone_not_playable' });

  const all = await snap.questionsOf(db, stone.id);
  const byId = new Map(all.map((q) => [q.id, q]));
  if (body.answers.some((a) => !byId.has(a.question_id))) throw fieldError('answers', 'learning.unknownQuestion');

  const graded = grade(body.answers, byId, lang);
  const answered = new Set(body.answers.map((a) => a.question_id));
  const score = lessonScore([
    ...graded.map((g) => ({ points: g.question.points, rate: g.rate })),
    ...all.filter((q) => !q.retired && !answered.has(q.id)).map((q) => ({ points: q.points, rate: 0 })),
  ]);
  const progress = await complete(db, student, stone, score.score, score.maxScore, now);
  const done = await finish(db, withProgress(snap, progress.row), stone, now, questionEvents(graded));
  const pointed = withPoints(graded, done.counted);
  const pointsAwarded = pointed.reduce((s, g) => s + g.points_awarded, 0) + done.taskPoints;
  const submissionId = await storeAttempt(
    db,
    student,
    stone,
    'lesson',
    pointed,
    score,
    pointsAwarded,
    deviceTime(body.answered_at, now),
    now,
  );
  return {
    submission_id: submissionId,
    score: score.score,
    max_score: score.maxScore,
    rate: score.rate,
    results: results(pointed),
    lesson_id: stone.id,
    course_id: stone.courseId,
    stone: progress.view,
    points_awarded: pointsAwarded,
    ...done.view,
  };
}

/** POST /review-questions: a second go at questions; points the first time each is right; stones unchanged. */
export async function submitReview(
  db: Tx,
  student: StudentRow,
  body: { answers: AnswerIn[]; answered_at: string },
  now: Date,
  lang: Language,
) {
  const byId = await questionsById(
    db,
    body.answers.map((a) => a.question_id),
  );
  if (body.answers.some((a) => !byId.has(a.question_id))) throw fieldError('answers', 'learning.unknownQuestion');
  const stoneIds = [...new Set([...byId.values()].map((q) => q.stoneId))];
  const stoneRows = await db.select().from(stones).where(inArray(stones.id, stoneIds));
  const snap = await snapshot(db, student);
  for (const stone of stoneRows) assertEntitled(snap, stone);

  const marked = grade(body.answers, byId, lang);
  const graded = withPoints(marked, await awardAll(db, student.id, questionEvents(marked), now));
  const answeredAt = deviceTime(body.answered_at, now);
  for (const stone of stoneRows) {
    const mine = graded.filter((g) => g.question.stoneId === stone.id);
    const score = lessonScore(mine.map((g) => ({ points: g.question.points, rate: g.rate })));
    await storeAttempt(
      db,
      student,
      stone,
      'review',
      mine,
      score,
      mine.reduce((s, g) => s + g.points_awarded, 0),
      answeredAt,
      now,
    );
  }
  // A review never changes a stone's progress: the snapshot read before still holds.
  const { current, stats, heldBadges } = await standingAfterPoints(db, snap, now);
  const newBadges = await grantBadges(db, student, stats, now, heldBadges);
  const after = await notePoints(db, student.userId, student.id, now, current);
  return {
    results: results(graded),
    points_awarded: graded.reduce((s, g) => s + g.points_awarded, 0),
    ...after,
    new_badges: newBadges,
  };
}

/**
 * The stones a completion call finishes: its players' kinds (the stone-player registry); the game call any
 * game stone, whatever its type (one without a player yet is then refused as not playable).
 */
function kindsFinishedBy(path: string): readonly StoneKind[] {
  const kinds = kindsCompletedBy(path);
  return path === learning.submitGameLesson.path && !kinds.includes('game') ? [...kinds, 'game'] : kinds;
}

/**
 * POST /submit-game-lesson and /submit-challenge-lesson: a stone of that kind finished ('challenge' takes
 * the SmoothY challenge and code stones). Stars, when sent, are kept as the best score of 3 (max).
 */
export async function completeStone(
  db: Tx,
  student: StudentRow,
  body: {
    lesson_id: number;
    course_id: number;
    stars?: number;
    moves?: number;
    seconds?: number;
    seed?: number;
    path?: string;
    score?: number;
    paint?: PaintAction[];
    document?: OfficeDocument;
    sheet?: Sheet;
    slides?: SlideDeck;
  },
  kind: Extract<StoneKind, 'game' | 'challenge'>,
  now: Date,
  /**
   * A game stone's content (app.games), to check that the result is one its game can produce; for the
   * challenge call, the stone's game content if it has one (a paint challenge is not finished by that call).
   */
  game?: GameFile,
) {
  const { stone, snap } = await stoneFor(db, student, body.lesson_id, body.course_id);
  const kinds = kindsFinishedBy(kind === 'game' ? learning.submitGameLesson.path : learning.submitChallengeLesson.path);
  if (!kinds.includes(stone.kind))
    throw fieldError('lesson_id', kind === 'game' ? 'learning.notALesson' : 'learning.notAChallenge');
  // A challenge stone a paint or office tool plays (it has a game file) completes with its work, through the
  // game call only; a challenge stone without one (SmoothY) never through the game call.
  if (stone.kind === 'challenge' && (kind === 'game') !== Boolean(game))
    throw fieldError('lesson_id', kind === 'game' ? 'learning.notAGame' : 'learning.playedByOfficeTool');
  if (!isPlayable(stone)) throw new HttpError(409, 'learning.notPlayable', { code: 'stone_not_playable' });
  const stars = kind === 'game' ? (body.stars ?? 0) : body.stars;
  if (kind === 'game' && game) checkGameResult(game, { ...body, stars: stars ?? 0 });
  const progress =
    stars !== undefined
      ? await complete(db, student, stone, stars, 3, now)
      : await complete(db, student, stone, 0, 0, now);
  const done = await finish(db, withProgress(snap, progress.row), stone, now);
  // The teacher's games view shows game stones; an office challenge's work is its submission.
  if (stone.kind === 'game') await recordGamePlay(db, student, stone.id, body, now);
  return {
    lesson_id: stone.id,
    course_id: stone.courseId,
    stone: progress.view,
    points_awarded: done.taskPoints,
    ...done.view,
  };
}

type GameResultBody = {
  stars: number;
  moves?: number;
  seconds?: number;
  grids?: string[];
  colours?: string[][];
  seed?: number;
  path?: string;
  score?: number;
  paint?: PaintAction[];
  document?: OfficeDocument;
  sheet?: Sheet;
  slides?: SlideDeck;
};

/**
 * A game's result must be one its moves can produce (docs/decisions.md, "Games"): a memory game sends its
 * moves and seconds; fewer moves than pairs, or more stars than those earn, is refused.
 */
function checkGameResult(game: GameFile, body: GameResultBody): void {
  // Drag and drop gives no stars: it must be completed correctly (spec 000 §5).
  if (game.game === 'connect' && body.stars > 0) throw fieldError('stars', 'games.tooManyStars');
  if (isSudokuGame(game.game) || isColouringGame(game.game)) return checkSudokuOrColouring(game, body);
  if (isPaintGame(game.game)) return checkPaint(game.game, body);
  if (checkOfficeWork(game, body)) return;
  if (checkReplayedGame(game, body)) return;
  if (game.game !== 'memory') return;
  if (body.moves === undefined) throw fieldError('moves', 'games.resultRequired');
  if (body.seconds === undefined) throw fieldError('seconds', 'games.resultRequired');
  const pairs = memoryPairs(game as unknown as MemoryGameFile);
  const problem = memoryResultProblem({ pairs, moves: body.moves, seconds: body.seconds, stars: body.stars });
  if (problem === 'moves') throw fieldError('moves', 'games.fewerMovesThanPairs');
  if (problem === 'stars') throw fieldError('stars', 'games.tooManyStars');
}

/** Sudoku: every grid solves its puzzle, with no more stars than its moves earn; colouring: every region coloured (rightly). */
function checkSudokuOrColouring(game: GameFile, body: GameResultBody): void {
  if (isSudokuGame(game.game)) {
    const problem = sudokuResultProblem(game as unknown as SudokuGameFile, body);
    if (problem === 'grids') throw fieldError('grids', body.grids ? 'games.notSolved' : 'games.resultRequired');
    if (problem === 'moves')
      throw fieldError('moves', body.moves === undefined ? 'games.resultRequired' : 'games.fewerMovesThanCells');
    if (problem === 'stars') throw fieldError('stars', 'games.tooManyStars');
    return;
  }
  const problem = colouringResultProblem(game as unknown as ColouringGameFile, body);
  if (problem === 'colours') throw fieldError('colours', body.colours ? 'games.notColoured' : 'games.resultRequired');
  if (problem === 'stars') throw fieldError('stars', 'games.tooManyStars');
}

/** A paint challenge: its actions replayed over the challenge meet every goal and earn the stars claimed. */
function checkPaint(game: PaintGame, body: GameResultBody): void {
  const problem = paintResultProblem(game, body);
  if (problem === 'paint') throw fieldError('paint', body.paint ? 'games.paintGoalsNotMet' : 'games.paintRequired');
  if (problem === 'stars') throw fieldError('stars', 'games.paintStars');
}

/**
 * A finished game, for the teacher's view (teacher/games.ts): the student's latest whole play of the stone,
 * kept in game_plays under the stage number 0 (stone id × 100, never a real stage), with its moves and time.
 */
export const WHOLE_GAME_STAGE = (stoneId: number) => stoneId * 100;

async function recordGamePlay(
  db: Tx,
  student: StudentRow,
  stoneId: number,
  body: { moves?: number; seconds?: number },
  now: Date,
): Promise<void> {
  const seconds = body.seconds ?? 0;
  const row = {
    stoneId,
    deck: '[]',
    matched: '[]',
    moves: body.moves ?? 0,
    startedAt: new Date(now.getTime() - seconds * 1000).toISOString(),
    finishedAt: now.toISOString(),
  };
  await db
    .insert(gamePlays)
    .values({ studentProfileId: student.id, stage: WHOLE_GAME_STAGE(stoneId), ...row })
    .onConflictDoUpdate({ target: [gamePlays.studentProfileId, gamePlays.stage], set: row });
}

/**
 * The office tools (course 11): the submitted work is checked against the task again with the player's own
 * checker (formulas evaluated again); work that does not finish the task, or earns fewer stars than sent, is
 * refused. False: not an office tool.
 */
function checkOfficeWork(game: GameFile, body: GameResultBody): boolean {
  const work = {
    document: () => body.document && checkDocument(game as unknown as DocumentGameFile, body.document),
    sheet: () => body.sheet && checkSheet(game as unknown as SpreadsheetGameFile, body.sheet),
    slides: () => body.slides && checkSlides(game as unknown as SlidesGameFile, body.slides),
  } as const;
  const field = OFFICE_WORK_FIELD[game.game];
  if (!field) return false;
  const check = work[field]();
  if (!check) throw fieldError(field, 'games.officeWorkRequired');
  const problem = officeResultProblem(check, body.stars);
  if (problem === 'work') throw fieldError(field, 'games.officeNotDone');
  if (problem === 'stars') throw fieldError('stars', 'games.officeTooManyStars');
  return true;
}

/** The body field that carries each office tool's work. */
const OFFICE_WORK_FIELD: Readonly<Record<string, 'document' | 'sheet' | 'slides'>> = {
  document: 'document',
  spreadsheet: 'sheet',
  slides: 'slides',
};

/** The message of each field a replayed game's result can fail on. */
const REPLAY_MESSAGE = {
  seed: 'games.resultRequired',
  path: 'games.pathNotSolving',
  stars: 'games.tooManyStars',
  score: 'games.scoreNotPassing',
  moves: 'games.fewerKeysThanScore',
  seconds: 'games.typingTooLong',
} as const;

/**
 * The sliding puzzle (its seed and moves replayed), the maze (its path replayed on its mazes) and typing
 * (a passing score a round can produce): a result they cannot produce is refused. False: not one of these.
 */
function checkReplayedGame(game: GameFile, body: GameResultBody): boolean {
  let problem: keyof typeof REPLAY_MESSAGE | null;
  if (game.game === 'puzzle') problem = puzzleResultProblem(game as unknown as PuzzleGameFile, body);
  else if (game.game === 'maze') problem = mazeResultProblem(game as unknown as MazeGameFile, body);
  else if (game.game === 'typing' || game.game === 'typing-words') problem = typingResultProblem(body);
  else return false;
  if (problem) throw fieldError(problem, REPLAY_MESSAGE[problem]);
  return true;
}

/** The stone a game call names, when the caller may play it (a stone of a course of theirs). */
export async function entitledStone(db: Reader, student: StudentRow, stoneId: number): Promise<StoneRow> {
  const snap = await snapshot(db, student);
  const stone = snap.stoneById.get(stoneId);
  if (!stone || stone.retired) throw notFound();
  assertEntitled(snap, stone);
  return stone;
}

/** POST /calculate-task-points/1: a completed stone's task points, once. */
export async function claimTaskPoints(
  db: Tx,
  student: StudentRow,
  body: { lesson_id: number; course_id: number },
  now: Date,
) {
  const [stone] = await db.select().from(stones).where(eq(stones.id, body.lesson_id)).limit(1);
  if (!stone) throw notFound();
  if (stone.courseId !== body.course_id) throw fieldError('course_id', 'learning.wrongCourse');
  const [progress] = await db
    .select()
    .from(stoneProgress)
    .where(and(eq(stoneProgress.studentProfileId, student.id), eq(stoneProgress.stoneId, stone.id)))
    .limit(1);
  if (!progress?.completedAt) throw new HttpError(409, 'learning.notCompleted', { code: 'stone_not_completed' });
  const source = `task:${stone.id}`;
  const before = await hasEvent(db, student.id, source);
  const added = before ? 0 : await award(db, student.id, source, TASK_POINTS[stone.kind], now);
  const after = added ? await notePoints(db, student.userId, student.id, now) : await totals(db, student.id, now);
  return { lesson_id: stone.id, task_points: TASK_POINTS[stone.kind], awarded_now: added > 0, ...after };
}

/** The stone a hint names must exist in the course named. */
export async function hintStone(db: Reader, body: { lesson_id: number; course_id: number }): Promise<StoneRow> {
  const [stone] = await db.select().from(stones).where(eq(stones.id, body.lesson_id)).limit(1);
  if (!stone) throw notFound();
  if (stone.courseId !== body.course_id) throw fieldError('course_id', 'learning.wrongCourse');
  return stone;
}

/**
 * A course project stone ('project' or 'graduation-project') completes when its project is submitted
 * (projects/service.ts saveProject): no task points (TASK_POINTS 0) — the teacher's approval awards the
 * project's 100-500. Any other kind of stone is left alone (null).
 */
export async function completeProjectStone(db: Tx, student: StudentRow, stoneId: number, now: Date) {
  const [stone] = await db.select().from(stones).where(eq(stones.id, stoneId)).limit(1);
  if (!stone || !kindsFinishedBy(projects.courseProjectSubmission.path).includes(stone.kind) || !isPlayable(stone))
    return null;
  const progress = await complete(db, student, stone, 0, 0, now);
  await finish(db, withProgress(await snapshot(db, student), progress.row), stone, now);
  return progress.view;
}
