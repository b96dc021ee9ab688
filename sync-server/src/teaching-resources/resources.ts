import { fillPath, teachingResources, type Language } from '@codeyard/shared-schema';
import type { Static } from 'typebox';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LevelRegistry } from '../curriculum/levels.js';
import type { Reader } from '../db/index.js';
import { courses, questions, stones } from '../db/tables.js';
import { notFound } from '../http/errors.js';
import { teacherOf } from '../teacher/access.js';
import { lessonQuestions, solutionView } from '../teacher/assessment.js';

/**
 * The teaching resources of spec 001 §7.6 (lesson videos, lesson plans, question bank, course resources),
 * read from the curriculum the server loaded at start: the courses, their maps (stones) with the lessons'
 * introductions, the questions, and the levels registry. Any course of the catalogue: a teacher prepares
 * a course before a classroom is given it (as /teacher/get-course-lesson-question-solution does).
 */

const { PLAN_MINUTES } = teachingResources;
type Course = Static<typeof teachingResources.ResourceCourse>;
type CourseResources = Static<typeof teachingResources.CourseResources>;

type CourseRow = typeof courses.$inferSelect;
type IntroStep = { picture: string; text: Record<Language, string> };

function courseView(row: CourseRow, lang: Language): Course {
  return {
    id: row.id,
    number: row.number,
    title: lang === 'ar' ? row.titleAr : row.titleEn,
    description: lang === 'ar' ? row.descriptionAr : row.descriptionEn,
    track: row.track,
    level: row.level,
    min_age: row.minAge,
    max_age: row.maxAge,
  };
}

async function allCourses(db: Reader): Promise<CourseRow[]> {
  return await db.select().from(courses).orderBy(asc(courses.sortOrder), asc(courses.number));
}

async function courseRow(db: Reader, courseId: number): Promise<CourseRow> {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The current stones of these courses, in map order. */
async function mapOf(db: Reader, courseIds: number[]) {
  if (!courseIds.length) return [];
  return await db
    .select({
      id: stones.id,
      courseId: stones.courseId,
      position: stones.position,
      kind: stones.kind,
      titleEn: stones.titleEn,
      titleAr: stones.titleAr,
      intro: stones.intro,
      playable: stones.playable,
    })
    .from(stones)
    .where(and(inArray(stones.courseId, courseIds), eq(stones.retired, false)))
    .orderBy(asc(stones.courseId), asc(stones.position), asc(stones.id));
}
type Stone = Awaited<ReturnType<typeof mapOf>>[number];

const titleOf = (stone: Pick<Stone, 'titleEn' | 'titleAr'>, lang: Language) =>
  lang === 'ar' ? stone.titleAr : stone.titleEn;
const introOf = (stone: Stone) => (Array.isArray(stone.intro) ? (stone.intro as IntroStep[]) : []);

/** The current questions' count and skills per lesson stone. */
async function questionsByStone(db: Reader, stoneIds: number[]) {
  const byStone = new Map<number, { count: number; skills: string[] }>();
  if (!stoneIds.length) return byStone;
  const rows = await db
    .select({ stone: questions.stoneId, skill: questions.skill })
    .from(questions)
    .where(and(inArray(questions.stoneId, stoneIds), eq(questions.retired, false)))
    .orderBy(asc(questions.stoneId), asc(questions.position), asc(questions.id));
  for (const row of rows) {
    const entry = byStone.get(row.stone) ?? { count: 0, skills: [] };
    entry.count += 1;
    if (!entry.skills.includes(row.skill)) entry.skills.push(row.skill);
    byStone.set(row.stone, entry);
  }
  return byStone;
}

/** GET /teacher/get-course-lesson-videos: the lessons' introductions (the story a lesson opens with). */
export async function lessonVideos(
  db: Reader,
  teacherUserId: number,
  filter: { courseId?: number; lessonId?: number },
  lang: Language,
) {
  await teacherOf(db, teacherUserId);
  const catalogue = await allCourses(db);
  let chosen = catalogue;
  if (filter.courseId !== undefined) {
    chosen = catalogue.filter((c) => c.id === filter.courseId);
    if (!chosen.length) throw notFound();
  }
  const order = new Map(catalogue.map((c, i) => [c.id, i]));
  let map = (
    await mapOf(
      db,
      chosen.map((c) => c.id),
    )
  ).filter((s) => s.kind === 'lesson');
  if (filter.lessonId !== undefined) {
    map = map.filter((s) => s.id === filter.lessonId);
    if (!map.length) throw notFound();
  }
  const byId = new Map(chosen.map((c) => [c.id, c]));
  return map
    .filter((s) => introOf(s).length > 0)
    .sort((a, b) => order.get(a.courseId)! - order.get(b.courseId)! || a.position - b.position)
    .map((s) => {
      const course = byId.get(s.courseId)!;
      return {
        lesson_id: s.id,
        course_id: s.courseId,
        course_title: lang === 'ar' ? course.titleAr : course.titleEn,
        position: s.position,
        title: titleOf(s, lang),
        route: fillPath('/lessonprevideo/{courseId}/{stoneId}/{locked}', {
          courseId: s.courseId,
          stoneId: s.id,
          locked: 0,
        }),
        steps: introOf(s).map((step) => ({ picture: step.picture, text: step.text[lang] })),
      };
    });
}

/** Minutes a stone takes in class (PLAN_MINUTES). */
function minutesOf(stone: Stone, questionCount: number): number {
  if (stone.kind === 'lesson') {
    const steps = introOf(stone).length;
    if (!steps && !questionCount) return PLAN_MINUTES.lessonWithoutContent;
    return steps * PLAN_MINUTES.introStep + questionCount * PLAN_MINUTES.question;
  }
  return PLAN_MINUTES[stone.kind];
}

/** GET /teacher/lesson-plans/{courseId}: a plan per lesson of the course, in map order. */
export async function lessonPlans(db: Reader, teacherUserId: number, courseId: number, lang: Language) {
  await teacherOf(db, teacherUserId);
  const course = await courseRow(db, courseId);
  const map = await mapOf(db, [course.id]);
  const counts = await questionsByStone(
    db,
    map.filter((s) => s.kind === 'lesson').map((s) => s.id),
  );
  const activity = (s: Stone) => ({
    stone_id: s.id,
    position: s.position,
    kind: s.kind,
    title: titleOf(s, lang),
    playable: s.playable,
    minutes: minutesOf(s, counts.get(s.id)?.count ?? 0),
  });
  const plans: Static<typeof teachingResources.LessonPlan>[] = [];
  // Stones before the first lesson (a map that opens with a game) belong to the first lesson's plan.
  let leading: Stone[] = [];
  for (const stone of map) {
    if (stone.kind !== 'lesson') {
      const current = plans.at(-1);
      if (current) current.activities.push(activity(stone));
      else leading.push(stone);
      continue;
    }
    const questionInfo = counts.get(stone.id) ?? { count: 0, skills: [] };
    plans.push({
      lesson_id: stone.id,
      number: plans.length + 1,
      position: stone.position,
      title: titleOf(stone, lang),
      objectives: {
        title: titleOf(stone, lang),
        description: introOf(stone)[0]?.text[lang] ?? null,
        question_count: questionInfo.count,
        skills: questionInfo.skills,
      },
      activities: [...leading.map(activity), activity(stone)],
      estimated_minutes: 0,
    });
    leading = [];
  }
  for (const plan of plans) plan.estimated_minutes = plan.activities.reduce((sum, a) => sum + a.minutes, 0);
  return {
    course: courseView(course, lang),
    plans,
    estimated_minutes: plans.reduce((sum, p) => sum + p.estimated_minutes, 0),
  };
}

/** GET /teacher/question-bank/{courseId}: the course's questions with their right answers. */
export async function questionBank(db: Reader, teacherUserId: number, courseId: number, lang: Language) {
  await teacherOf(db, teacherUserId);
  const course = await courseRow(db, courseId);
  const lessons = (await mapOf(db, [course.id])).filter((s) => s.kind === 'lesson');
  const skills = new Map<string, number>();
  const grouped = [];
  for (const lesson of lessons) {
    const list = await lessonQuestions(db, lesson.id);
    if (!list.length) continue;
    for (const q of list) skills.set(q.skill, (skills.get(q.skill) ?? 0) + 1);
    grouped.push({
      lesson_id: lesson.id,
      position: lesson.position,
      title: titleOf(lesson, lang),
      questions: list.map((q) => solutionView(q, lang)),
    });
  }
  return {
    course: courseView(course, lang),
    question_count: grouped.reduce((sum, l) => sum + l.questions.length, 0),
    skills: [...skills].map(([skill, question_count]) => ({ skill, question_count })),
    lessons: grouped,
  };
}

async function resourcesOf(
  db: Reader,
  levels: LevelRegistry,
  rows: CourseRow[],
  lang: Language,
): Promise<CourseResources[]> {
  const map = await mapOf(
    db,
    rows.map((c) => c.id),
  );
  const counts = await questionsByStone(
    db,
    map.filter((s) => s.kind === 'lesson').map((s) => s.id),
  );
  return rows.map((row) => {
    const own = map.filter((s) => s.courseId === row.id);
    const lessons = own.filter((s) => s.kind === 'lesson');
    const playable = (kinds: string[]) => own.filter((s) => kinds.includes(s.kind) && s.playable).length;
    const levelsOf = (kind: string) => levels.ofCourse(row.id).filter((l) => l.kind === kind).length;
    const questionCount = lessons.reduce((sum, s) => sum + (counts.get(s.id)?.count ?? 0), 0);
    const withContent = lessons.filter((s) => introOf(s).length > 0).length;
    const course = { courseId: row.id };
    const candidates: CourseResources['resources'] = [
      { type: 'lesson-plans', count: lessons.length, path: fillPath('/teacher/lesson-plans/{courseId}', course) },
      { type: 'question-bank', count: questionCount, path: fillPath('/teacher/question-bank/{courseId}', course) },
      { type: 'lesson-videos', count: withContent, path: `/teacher/get-course-lesson-videos?course_id=${row.id}` },
      {
        type: 'challenge-solutions',
        count: levelsOf('challenge'),
        path: '/teacher/get-course-challenge-code-solution',
      },
      { type: 'code-solutions', count: levelsOf('code'), path: '/teacher/get-course-lesson-code-solution' },
      // Projects and games open on the children's map: no teacher call to name.
      { type: 'project-templates', count: playable(['project', 'graduation-project']), path: null },
      { type: 'games', count: playable(['game']), path: null },
    ];
    return {
      course: courseView(row, lang),
      counts: {
        lessons: lessons.length,
        lessons_with_content: withContent,
        questions: questionCount,
        challenges: own.filter((s) => s.kind === 'challenge').length,
        code: own.filter((s) => s.kind === 'code').length,
        games: own.filter((s) => s.kind === 'game').length,
        projects: own.filter((s) => s.kind === 'project' || s.kind === 'graduation-project').length,
      },
      resources: candidates.filter((r) => r.count > 0),
    };
  });
}

/** GET /course-resources: every course of the catalogue with what it has for a teacher. */
export async function allCourseResources(db: Reader, levels: LevelRegistry, teacherUserId: number, lang: Language) {
  await teacherOf(db, teacherUserId);
  return await resourcesOf(db, levels, await allCourses(db), lang);
}

/** GET /course-resources/{courseId}. */
export async function oneCourseResources(
  db: Reader,
  levels: LevelRegistry,
  teacherUserId: number,
  courseId: number,
  lang: Language,
) {
  await teacherOf(db, teacherUserId);
  const [resources] = await resourcesOf(db, levels, [await courseRow(db, courseId)], lang);
  return resources!;
}
