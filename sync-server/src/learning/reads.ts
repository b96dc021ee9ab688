import {
  ageFromYearOfBirth,
  COURSE_LEVELS,
  EMOJIS,
  emojiUnlocked,
  isJunior,
  isUploadedPhoto,
  kindsPlayableBy,
  LEADERBOARD_SIZE,
  maskName,
  nextStoneId,
  nextWeekStart,
  rankLeaderboard,
  shownPoints,
  WEEKLY_RESET,
  weekStart,
  type Language,
  type Question,
} from '@codeyard/shared-schema';
import { and, desc, eq, gte, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions.js';
import { levelsOf } from '../blocks/levels.js';
import { exercisesOf } from '../code-exercises/service.js';
import type { CodeExerciseRegistry } from '../curriculum/code-exercises.js';
import { gamesOf, type GameRegistry } from '../curriculum/games.js';
import type { LevelRegistry } from '../curriculum/levels.js';
import { templatesOf, type TemplateRegistry } from '../projects/templates.js';
import type { Reader } from '../db/index.js';
import {
  classrooms,
  classroomStudents,
  lessonSubmissions,
  pointEvents,
  questions,
  schools,
  stones,
  studentProfiles,
  submittedAnswers,
  users,
} from '../db/tables.js';
import { HttpError, notFound } from '../http/errors.js';
import { badgeViews, earnedList, learningStats, trophyViews, unseenCount } from './awards.js';
import {
  completedCourses,
  courseListItem,
  courseMap,
  lessonContents,
  snapshot,
  statusesOf,
  type Snapshot,
} from './maps.js';
import { totals } from './points.js';
import { classroomIdsOf, type StudentRow } from './students.js';

const courseTitle = (course: { titleEn: string; titleAr: string }, lang: Language) =>
  lang === 'ar' ? course.titleAr : course.titleEn;

// ---------------------------------------------------------------- courses and maps

export async function courseDetails(db: Reader, student: StudentRow, courseNumber: number) {
  const snap = await snapshot(db, student);
  const course = snap.courses.find((c) => c.number === courseNumber);
  if (!course) throw notFound();
  return courseMap(db, snap, course);
}

/**
 * The offline download: the map, every playable lesson, every SmoothY level and every Python or Web
 * exercise (no solution) the student may open (not those beyond a trial), the project templates of
 * its project stones and its game stones' content (left out when there is none).
 */
export async function courseDownload(
  db: Reader,
  content: {
    levels: LevelRegistry;
    codeExercises: Pick<CodeExerciseRegistry, 'byStone'>;
    projectTemplates: TemplateRegistry;
    games: Pick<GameRegistry, 'byStone'>;
  },
  student: StudentRow,
  courseId: number,
) {
  const snap = await snapshot(db, student);
  const course = snap.courses.find((c) => c.id === courseId);
  if (!course) throw notFound();
  const map = await courseMap(db, snap, course);
  const free = new Set(map.stones.filter((s) => s.free).map((s) => s.id));
  const open = (snap.stonesByCourse.get(course.id) ?? []).filter((s) => free.has(s.id));
  const lessons = await lessonContents(db, open);
  const games = gamesOf(
    content.games,
    open.filter((s) => s.playable),
  );
  return {
    ...map,
    lessons,
    levels: levelsOf(
      content.levels,
      open.filter((s) => s.playable),
    ),
    exercises: exercisesOf(content.codeExercises, open),
    project_templates: templatesOf(
      content.projectTemplates,
      open.filter((s) => s.playable),
    ),
    ...(games.length ? { games } : {}),
  };
}

export async function lessonForPlay(db: Reader, student: StudentRow, lessonId: number, courseId: number) {
  const snap = await snapshot(db, student);
  const course = snap.courses.find((c) => c.id === courseId);
  const stone = (snap.stonesByCourse.get(courseId) ?? []).find((s) => s.id === lessonId);
  if (!course || !stone || !kindsPlayableBy('lessons').includes(stone.kind) || !stone.playable) throw notFound();
  const view = (await courseMap(db, snap, course)).stones.find((s) => s.id === lessonId)!;
  if (!view.free) throw trialLocked();
  return { course_id: courseId, stone: view, lesson: (await lessonContents(db, [stone]))[0] };
}

const trialLocked = () => new HttpError(403, 'learning.trialLocked', { code: 'trial_locked' });

export async function allCourses(db: Reader, student: StudentRow, lang: Language) {
  const snap = await snapshot(db, student);
  return snap.courses.map((c) => courseListItem(snap, c, lang));
}

export async function programCourses(db: Reader, student: StudentRow, level: string, lang: Language) {
  return (await allCourses(db, student, lang)).filter((c) => c.level === level);
}

export async function coursesByLevel(db: Reader, student: StudentRow, lang: Language) {
  const list = await allCourses(db, student, lang);
  return COURSE_LEVELS.map((level) => ({ level, courses: list.filter((c) => c.level === level) })).filter(
    (g) => g.courses.length > 0,
  );
}

/** The courses a parent or teacher follows: assigned to the student's classroom, or started. */
export async function followedCourses(db: Reader, student: StudentRow, lang: Language) {
  const snap = await snapshot(db, student);
  const started = new Set(
    [...snap.progressRows.values()].filter((p) => p.completedAt || p.teacherFinished).map((p) => p.stoneId),
  );
  const courses = snap.courses
    .filter((c) => snap.assigned.has(c.id) || (snap.stonesByCourse.get(c.id) ?? []).some((s) => started.has(s.id)))
    .map((c) => courseListItem(snap, c, lang));
  return { student: { id: student.id, first_name: student.firstName, last_name: student.lastName }, courses };
}

export async function courseCompletions(db: Reader, student: StudentRow, lang: Language) {
  return completedCourses(await snapshot(db, student)).map(({ course, completedAt }) => ({
    course_id: course.id,
    number: course.number,
    title: courseTitle(course, lang),
    completed_at: completedAt,
  }));
}

// ---------------------------------------------------------------- the student's standing

async function statsOf(db: Reader, snap: Snapshot, now: Date) {
  const points = await totals(db, snap.student.id, now);
  return { points, stats: await learningStats(db, snap, points.points) };
}

/** The course to continue: the first assigned or unlocked course with a stone to play, by catalogue order. */
function currentCourse(snap: Snapshot, lang: Language) {
  const candidates = snap.courses.filter((c) => (snap.stonesByCourse.get(c.id) ?? []).some((s) => s.playable));
  const ordered = [
    ...candidates.filter((c) => snap.assigned.has(c.id)),
    ...candidates.filter((c) => !snap.assigned.has(c.id)),
  ];
  for (const course of ordered) {
    const next = nextStoneId(statusesOf(snap, course.id));
    if (next !== null || course === ordered.at(-1)) {
      const item = courseListItem(snap, course, lang);
      return {
        id: course.id,
        number: course.number,
        title: item.title,
        next_stone_id: next,
        playable_stones: item.playable_stones,
        completed_stones: item.completed_stones,
      };
    }
  }
  return null;
}

export async function overview(db: Reader, student: StudentRow, user: SessionUser, lang: Language, now: Date) {
  const snap = await snapshot(db, student);
  const { points, stats } = await statsOf(db, snap, now);
  const board = await leaderboard(db, student, now);
  return {
    ...points,
    week_start: weekStart(now).toISOString(),
    resets_at: nextWeekStart(now).toISOString(),
    lessons_completed: stats.lessonsCompleted,
    perfect_lessons: stats.perfectLessons,
    courses_completed: stats.coursesCompleted,
    badges_earned: (await earnedList(db, student.id, 'badge', lang)).length,
    trophies_earned: (await earnedList(db, student.id, 'trophy', lang)).length,
    leaderboard_rank: board.me.rank,
    unseen_notifications: await unseenCount(db, user.id),
    current_course: currentCourse(snap, lang),
  };
}

export async function profile(db: Reader, student: StudentRow, user: SessionUser, lang: Language, now: Date) {
  const school = student.schoolId
    ? (await db.select({ name: schools.name }).from(schools).where(eq(schools.id, student.schoolId)).limit(1))[0]
    : undefined;
  const classroomIds = await classroomIdsOf(db, student.id);
  const classroom = classroomIds.length
    ? (
        await db.select({ name: classrooms.name }).from(classrooms).where(eq(classrooms.id, classroomIds[0])).limit(1)
      )[0]
    : undefined;
  return {
    student_profile_id: student.id,
    user_id: user.id,
    username: user.username,
    first_name: student.firstName,
    last_name: student.lastName,
    img_uri: user.imgUri,
    year_of_birth: student.yearOfBirth,
    is_school_student: student.schoolId !== null,
    is_trial: student.isTrial,
    is_junior: isJunior(student.yearOfBirth, now),
    school_name: school?.name ?? null,
    classroom_name: classroom?.name ?? null,
    ...(await totals(db, student.id, now)),
    has_visited_ide: user.hasVisitedIde,
    did_watch_storyline_video: user.didWatchStorylineVideo,
    badges: await earnedList(db, student.id, 'badge', lang),
    trophies: await earnedList(db, student.id, 'trophy', lang),
  };
}

export async function badges(db: Reader, student: StudentRow, lang: Language, now: Date) {
  return badgeViews(db, student.id, (await statsOf(db, await snapshot(db, student), now)).stats, lang);
}

export function trophies(db: Reader, student: StudentRow, lang: Language) {
  return trophyViews(db, student.id, lang);
}

export function junior(student: StudentRow, now: Date) {
  return {
    is_junior: isJunior(student.yearOfBirth, now),
    age: student.yearOfBirth === null ? null : ageFromYearOfBirth(student.yearOfBirth, now),
  };
}

export async function emojis(db: Reader, student: StudentRow, now: Date) {
  const { points } = await totals(db, student.id, now);
  return EMOJIS.map((e) => ({
    id: e.id,
    emoji: e.emoji,
    points_needed: e.pointsNeeded,
    unlocked: emojiUnlocked(e, points),
  }));
}

export async function collection(db: Reader, student: StudentRow, lang: Language, now: Date) {
  const snap = await snapshot(db, student);
  const { points, stats } = await statsOf(db, snap, now);
  return {
    ...points,
    badges: await earnedList(db, student.id, 'badge', lang),
    trophies: await earnedList(db, student.id, 'trophy', lang),
    completed_courses: completedCourses(snap).map(({ course }) => ({
      id: course.id,
      number: course.number,
      title: courseTitle(course, lang),
    })),
    lessons_completed: stats.lessonsCompleted,
    perfect_lessons: stats.perfectLessons,
    emojis_unlocked: EMOJIS.filter((e) => emojiUnlocked(e, points.points)).length,
  };
}

// ---------------------------------------------------------------- leaderboard

/**
 * This week's top 10: a school student's classmates (every classroom they sit in; their school when in
 * none), otherwise every student who is not a school student. Names are masked (first name, last initial).
 */
export async function leaderboard(db: Reader, student: StudentRow, now: Date) {
  const { scope, since, ranked } = await leaderboardRanking(db, student, now);
  const mine = ranked.find((r) => r.id === student.id);
  return {
    scope,
    week_start: since,
    resets_at: nextWeekStart(now).toISOString(),
    time_zone: WEEKLY_RESET.timeZone,
    entries: ranked.slice(0, LEADERBOARD_SIZE).map((r) => ({
      rank: r.rank,
      name: r.name,
      weekly_points: r.weeklyPoints,
      // A photo is a classmate's to see (issue 11): the world's board (children who share no school) shows
      // emoji pictures only; the photo itself is served to those who may see it (GET /api/uploads/…).
      img_uri: scope === 'world' && r.id !== student.id && isUploadedPhoto(r.imgUri) ? null : r.imgUri,
      is_me: r.id === student.id,
    })),
    me: { rank: mine?.rank ?? null, weekly_points: shownPoints((await totals(db, student.id, now)).weekly_points) },
  };
}

/**
 * The student profiles whose photos a student sees on their leaderboard: this week's top ten of their
 * classroom (or school), never of the world's board.
 */
export async function leaderboardPhotoPeers(db: Reader, student: StudentRow, now: Date): Promise<number[]> {
  const { scope, ranked } = await leaderboardRanking(db, student, now);
  return scope === 'world' ? [] : ranked.slice(0, LEADERBOARD_SIZE).map((r) => r.id);
}

async function leaderboardRanking(db: Reader, student: StudentRow, now: Date) {
  const since = weekStart(now).toISOString();
  let scope: 'classroom' | 'school' | 'world';
  let who;
  if (student.schoolId !== null) {
    const rooms = await classroomIdsOf(db, student.id);
    if (rooms.length) {
      scope = 'classroom';
      who = inArray(
        studentProfiles.id,
        db
          .select({ id: classroomStudents.studentProfileId })
          .from(classroomStudents)
          .where(inArray(classroomStudents.classroomId, rooms)),
      );
    } else {
      scope = 'school';
      who = eq(studentProfiles.schoolId, student.schoolId);
    }
  } else {
    scope = 'world';
    who = isNull(studentProfiles.schoolId);
  }
  const rows = await db
    .select({
      id: studentProfiles.id,
      firstName: studentProfiles.firstName,
      lastName: studentProfiles.lastName,
      imgUri: users.imgUri,
      weekly: sum(pointEvents.points),
    })
    .from(pointEvents)
    .innerJoin(studentProfiles, eq(studentProfiles.id, pointEvents.studentProfileId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(and(gte(pointEvents.createdAt, since), who, eq(users.status, 'active')))
    .groupBy(studentProfiles.id, users.id)
    .having(sql`sum(${pointEvents.points}) > 0`);
  const ranked = rankLeaderboard(
    rows.map((r) => ({
      id: r.id,
      name: maskName(r.firstName, r.lastName),
      weeklyPoints: Number(r.weekly ?? 0),
      imgUri: r.imgUri,
    })),
  );
  return { scope, since, ranked };
}

// ---------------------------------------------------------------- assessments and reviews

export async function assessment(db: Reader, student: StudentRow, lessonId: number) {
  const [submission] = await db
    .select()
    .from(lessonSubmissions)
    .where(
      and(
        eq(lessonSubmissions.studentProfileId, student.id),
        eq(lessonSubmissions.stoneId, lessonId),
        eq(lessonSubmissions.kind, 'lesson'),
      ),
    )
    .orderBy(desc(lessonSubmissions.id))
    .limit(1);
  if (!submission) throw notFound();
  const answers = new Map(
    (await db.select().from(submittedAnswers).where(eq(submittedAnswers.submissionId, submission.id))).map((a) => [
      a.questionId,
      a,
    ]),
  );
  const current = (
    await db.select().from(questions).where(eq(questions.stoneId, lessonId)).orderBy(questions.position, questions.id)
  ).filter((q) => !q.retired || answers.has(q.id));
  const list = current.map((q) => {
    const a = answers.get(q.id);
    return {
      question_id: q.id,
      question: q.definition as Question,
      skill: q.skill,
      answer: (a?.answer ?? null) as never,
      rate: a?.rate ?? 0,
      correct: a?.correct ?? false,
    };
  });
  const bySkill = new Map<string, number[]>();
  for (const q of list) bySkill.set(q.skill, [...(bySkill.get(q.skill) ?? []), q.rate]);
  const rate = submission.maxScore ? Math.floor((100 * submission.score) / submission.maxScore) : 0;
  return {
    submission_id: submission.id,
    lesson_id: lessonId,
    course_id: submission.courseId,
    score: submission.score,
    max_score: submission.maxScore,
    rate,
    answered_at: submission.answeredAt,
    questions: list.map(({ skill: _skill, ...q }) => q),
    skills: [...bySkill].map(([skill, rates]) => ({
      skill: skill as never,
      rate: Math.round(rates.reduce((s, r) => s + r, 0) / rates.length),
    })),
  };
}

/** Questions whose latest answer by the student was not right (current questions of current stones only). */
export async function reviewList(db: Reader, student: StudentRow, filter: { course_id?: number; lesson_id?: number }) {
  const answered = await db
    .select({ id: submittedAnswers.id, questionId: submittedAnswers.questionId, correct: submittedAnswers.correct })
    .from(submittedAnswers)
    .innerJoin(lessonSubmissions, eq(lessonSubmissions.id, submittedAnswers.submissionId))
    .where(eq(lessonSubmissions.studentProfileId, student.id))
    .orderBy(submittedAnswers.id);
  const latest = new Map<number, boolean>();
  for (const a of answered) latest.set(a.questionId, a.correct);
  const wrong = [...latest].filter(([, correct]) => !correct).map(([id]) => id);
  if (!wrong.length) return [];
  const conditions = [inArray(questions.id, wrong), eq(questions.retired, false), eq(stones.retired, false)];
  if (filter.course_id) conditions.push(eq(stones.courseId, filter.course_id));
  if (filter.lesson_id) conditions.push(eq(stones.id, filter.lesson_id));
  return (
    await db
      .select({ q: questions, courseId: stones.courseId })
      .from(questions)
      .innerJoin(stones, eq(stones.id, questions.stoneId))
      .where(and(...conditions))
      .orderBy(stones.courseId, stones.position, questions.position)
  ).map(({ q, courseId }) => ({
    lesson_id: q.stoneId,
    course_id: courseId,
    id: q.id,
    position: q.position,
    question: q.definition as Question,
  }));
}
