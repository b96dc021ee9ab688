import type { Language } from '@codeyard/shared-schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Reader } from '../db/index.js';
import { classroomCourses, courses, lessonSubmissions, stoneProgress, stones, studentProfiles } from '../db/tables.js';
import { totals } from '../learning/points.js';

/** Reads shared by the teacher's screens: a classroom's courses and lessons, and its students' progress. */

export const courseTitle = (lang: Language) => (lang === 'ar' ? courses.titleAr : courses.titleEn);
export const stoneTitle = (lang: Language) => (lang === 'ar' ? stones.titleAr : stones.titleEn);

/** A stone counts as completed for a student when they completed it or their teacher finished it for them. */
export const isCompleted = sql<boolean>`(${stoneProgress.completedAt} is not null or ${stoneProgress.teacherFinished} = true)`;

export async function classroomCourseList(db: Reader, classroomIds: number[], lang: Language) {
  if (!classroomIds.length) return [];
  return await db
    .select({ classroomId: classroomCourses.classroomId, id: courses.id, title: courseTitle(lang) })
    .from(classroomCourses)
    .innerJoin(courses, eq(courses.id, classroomCourses.courseId))
    .where(inArray(classroomCourses.classroomId, classroomIds))
    .orderBy(asc(courses.sortOrder), asc(courses.number));
}

/** The stones on the maps of these courses (retired ones left out), in course then map order. */
export async function courseStones(db: Reader, courseIds: number[], lang: Language) {
  if (!courseIds.length) return [];
  return await db
    .select({
      id: stones.id,
      courseId: stones.courseId,
      position: stones.position,
      kind: stones.kind,
      title: stoneTitle(lang),
      playable: stones.playable,
    })
    .from(stones)
    .innerJoin(courses, eq(courses.id, stones.courseId))
    .where(and(inArray(stones.courseId, courseIds), eq(stones.retired, false)))
    .orderBy(asc(courses.sortOrder), asc(stones.position), asc(stones.id));
}

/** The playable stone ids of these courses: what "lessons_total" counts. */
export async function playableStoneIds(db: Reader, courseIds: number[]): Promise<number[]> {
  if (!courseIds.length) return [];
  const rows = await db
    .select({ id: stones.id })
    .from(stones)
    .where(and(inArray(stones.courseId, courseIds), eq(stones.retired, false), eq(stones.playable, true)));
  return rows.map((r) => r.id);
}

/** How many of these stones each student completed. */
export async function completedCounts(
  db: Reader,
  studentIds: number[],
  stoneIds: number[],
): Promise<Map<number, number>> {
  if (!studentIds.length || !stoneIds.length) return new Map();
  const rows = await db
    .select({ student: stoneProgress.studentProfileId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(stoneProgress)
    .where(
      and(inArray(stoneProgress.studentProfileId, studentIds), inArray(stoneProgress.stoneId, stoneIds), isCompleted),
    )
    .groupBy(stoneProgress.studentProfileId);
  return new Map(rows.map((r) => [r.student, r.n]));
}

/**
 * Each student's points exactly as the student sees them: the learning area's totals() (a sum over
 * unique events, the week from the shared weekStart, never below zero by the shared shownPoints), so a
 * week of hints shows 0 on the teacher's screen as on the child's, never a negative number.
 */
export async function pointTotals(
  db: Reader,
  studentIds: number[],
  now = new Date(),
): Promise<Map<number, { points: number; weekly: number }>> {
  const result = new Map<number, { points: number; weekly: number }>();
  for (const id of studentIds) {
    const shown = await totals(db, id, now);
    result.set(id, { points: shown.points, weekly: shown.weekly_points });
  }
  return result;
}

/**
 * When each student last worked and when their latest work arrived. The device's answer time is
 * capped by its arrival time: a device clock set in the future cannot make a child look active later
 * than the server heard from them. The profile's own last-activity mark counts too. Device times may
 * carry any offset, so times are compared as instants and answered in UTC.
 */
export async function activityTimes(
  db: Reader,
  studentIds: number[],
  stoneIds?: number[],
): Promise<Map<number, { lastActivityAt: string | null; lastReceivedAt: string | null; submissions: number }>> {
  const result = new Map<
    number,
    { lastActivityAt: string | null; lastReceivedAt: string | null; submissions: number }
  >();
  if (!studentIds.length) return result;
  for (const id of studentIds) result.set(id, { lastActivityAt: null, lastReceivedAt: null, submissions: 0 });
  if (stoneIds && !stoneIds.length) return result;
  const rows = await db
    .select({
      student: lessonSubmissions.studentProfileId,
      answeredAt: lessonSubmissions.answeredAt,
      receivedAt: lessonSubmissions.receivedAt,
    })
    .from(lessonSubmissions)
    .where(
      and(
        inArray(lessonSubmissions.studentProfileId, studentIds),
        stoneIds ? inArray(lessonSubmissions.stoneId, stoneIds) : undefined,
      ),
    );
  for (const r of rows) {
    const entry = result.get(r.student)!;
    entry.submissions++;
    entry.lastActivityAt = latest(entry.lastActivityAt, earliest(r.answeredAt, r.receivedAt));
    entry.lastReceivedAt = latest(entry.lastReceivedAt, r.receivedAt);
  }
  if (!stoneIds) {
    const marks = await db
      .select({ id: studentProfiles.id, at: studentProfiles.lastActivityAt })
      .from(studentProfiles)
      .where(inArray(studentProfiles.id, studentIds));
    for (const m of marks) {
      const entry = result.get(m.id)!;
      entry.lastActivityAt = latest(entry.lastActivityAt, m.at);
    }
  }
  return result;
}

/** An ISO time as UTC ("...Z"); a value that is not a time is answered as it is. */
export function utc(value: string): string;
export function utc(value: string | null | undefined): string | null;
export function utc(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : new Date(ms).toISOString();
}

const instant = (value: string) => {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? -Infinity : ms;
};

/** The later of two times, in UTC. */
export function latest(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return utc(b);
  if (!b) return utc(a);
  return utc(instant(b) > instant(a) ? b : a);
}

/** The earlier of two times, in UTC. */
export function earliest(a: string, b: string): string {
  return utc(instant(b) < instant(a) ? b : a);
}

export const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((100 * part) / whole) : null;
