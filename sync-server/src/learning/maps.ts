import {
  courseLocks,
  courseProgress,
  kindsPlayableBy,
  lockContext,
  stoneStates,
  TRIAL,
  type CourseLock,
  type CourseNode,
  type Language,
  type Question,
  type StoneProgress,
  type StoneStatus,
} from '@codeyard/shared-schema';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  classroomCourses,
  classrooms,
  classroomStudents,
  questions,
  stoneProgress,
  stones,
  studentCourseFlags,
  subscriptions,
} from '../db/tables.js';
import {
  catalogueAt,
  catalogueStampRead,
  stampIn,
  type Catalogue,
  type CourseRow,
  type StoneRow,
} from './catalogue-cache.js';
import { together, type Reader } from '../db/index.js';
import type { StudentRow } from './students.js';

export type { CourseRow, StoneRow };

/** The stones played from a lesson file (the stone-player registry): their intro and questions. */
const LESSON_KINDS: readonly string[] = kindsPlayableBy('lessons');

/**
 * A student's view of the whole catalogue, read once per request: every course, the stones on their
 * maps (retired ones left out), the student's progress and the course locks, computed with the shared
 * rules (rules/learning.ts) exactly as the device computes them offline.
 */

export type ProgressRow = typeof stoneProgress.$inferSelect;

export interface Snapshot {
  student: StudentRow;
  courses: readonly CourseRow[];
  stonesByCourse: ReadonlyMap<number, readonly StoneRow[]>;
  /** Every stone of the catalogue by id, retired ones included. */
  stoneById: ReadonlyMap<number, StoneRow>;
  progressRows: Map<number, ProgressRow>;
  progress: Map<number, StoneProgress>;
  assigned: Set<number>;
  /** Courses assigned only through classrooms a teacher locked. */
  teacherLocked: Set<number>;
  locks: Map<number, CourseLock>;
  /** What `locks` was computed from, one per course in catalogue order (withProgress counts one again). */
  courseNodes: readonly CourseNode[];
  versions: ReadonlyMap<number, number>;
  /** A stone's questions, retired ones included (the catalogue's, read once). */
  questionsOf: Catalogue['questionsOf'];
  /** Each course's count where the student has no progress (the catalogue's). */
  untouchedCounts: Catalogue['untouchedCounts'];
  /** Courses a parent bought the student, open now (active, or cancelled until expiry): no trial limit there. */
  subscribed: ReadonlySet<number>;
}

// Read for every answer, with the catalogue's stamp: asked together, built once (db/statements.ts).
const snapshotReads = together('snapshot-reads', {
  stamp: catalogueStampRead,
  progress: (db: Reader) =>
    db
      .select()
      .from(stoneProgress)
      .where(eq(stoneProgress.studentProfileId, sql.placeholder('studentProfileId'))),
  assignments: (db: Reader) =>
    db
      .select({ id: classroomCourses.courseId, locked: classrooms.locked })
      .from(classroomStudents)
      .innerJoin(classroomCourses, eq(classroomCourses.classroomId, classroomStudents.classroomId))
      .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
      .where(eq(classroomStudents.studentProfileId, sql.placeholder('studentProfileId'))),
  // A course bought for the student and not expired opens beyond the trial (issue 15): asked for trials only.
  subscriptions: (db: Reader) =>
    db
      .select({ courseId: subscriptions.courseId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.studentProfileId, sql.placeholder('studentProfileId')),
          gt(subscriptions.expiresAt, sql.placeholder('now')),
        ),
      ),
});

export async function snapshot(db: Reader, student: StudentRow, now: Date = new Date()): Promise<Snapshot> {
  const reads = await snapshotReads(
    db,
    { studentProfileId: student.id, now: now.toISOString() },
    student.isTrial ? [] : ['subscriptions'],
  );
  const catalogue = await catalogueAt(db, stampIn(reads.stamp));
  const subscribed = new Set(reads.subscriptions.map((r) => r.courseId));
  const progressRows = new Map(reads.progress.map((p) => [p.stoneId, p]));
  const progress = new Map<number, StoneProgress>(
    [...progressRows.values()].map((p) => [
      p.stoneId,
      { completed: p.completedAt !== null, teacherLocked: p.teacherLocked, teacherFinished: p.teacherFinished },
    ]),
  );
  const assignments = reads.assignments;
  const assigned = new Set(assignments.map((r) => r.id));
  // A teacher's classroom lock holds unless another, unlocked classroom of the student has the course too.
  const throughOpenClassroom = new Set(assignments.filter((r) => !r.locked).map((r) => r.id));
  const teacherLocked = new Set([...assigned].filter((id) => !throughOpenClassroom.has(id)));
  const { courses, stonesByCourse, stoneById, versions, questionsOf, untouchedCounts } = catalogue;
  const snap = {
    student,
    courses,
    stonesByCourse,
    stoneById,
    progressRows,
    progress,
    assigned,
    teacherLocked,
    versions,
    questionsOf,
    untouchedCounts,
    subscribed,
  };
  const touched = new Set<number>();
  for (const stoneId of progress.keys()) {
    const courseId = stoneById.get(stoneId)?.courseId;
    if (courseId !== undefined) touched.add(courseId);
  }
  return withLocks(
    snap,
    courses.map((course) => courseNode(snap, course, touched)),
  );
}

type Unlocked = Omit<Snapshot, 'locks' | 'courseNodes'>;

/** What the course locks are computed from, for one course (its progress counted with the shared rule). */
function courseNode(snap: Unlocked, course: CourseRow, touched: ReadonlySet<number>): CourseNode {
  // A course without any progress of the student counts as the catalogue counted it once.
  const counted =
    (!touched.has(course.id) && snap.untouchedCounts.get(course.id)) ||
    courseProgress(snap.stonesByCourse.get(course.id) ?? [], snap.progress);
  return {
    id: course.id,
    track: course.track,
    order: course.sortOrder,
    assigned: snap.assigned.has(course.id),
    teacherLocked: snap.teacherLocked.has(course.id),
    playable: counted.playable,
    completed: counted.completed,
  };
}

function withLocks(snap: Unlocked, courseNodes: readonly CourseNode[]): Snapshot {
  return { ...snap, courseNodes, locks: courseLocks(courseNodes) };
}

/**
 * The snapshot after the student's progress on one stone changed in this unit of work (a submission
 * completes a stone): the same as reading it again, without the reads; only that stone's course is
 * counted again.
 */
export function withProgress(snap: Snapshot, row: ProgressRow): Snapshot {
  const progressRows = new Map(snap.progressRows).set(row.stoneId, row);
  const progress = new Map(snap.progress).set(row.stoneId, {
    completed: row.completedAt !== null,
    teacherLocked: row.teacherLocked,
    teacherFinished: row.teacherFinished,
  });
  const next = { ...snap, progressRows, progress };
  const courseId = snap.stoneById.get(row.stoneId)?.courseId;
  const nodes = snap.courseNodes.map((node, i) =>
    node.id === courseId ? courseNode(next, snap.courses[i]!, new Set([courseId])) : node,
  );
  return withLocks(next, nodes);
}

/** The trial's limit holds on a course unless a parent bought it for the student (open now). */
export function onTrial(snap: Pick<Snapshot, 'student' | 'subscribed'>, courseId: number): boolean {
  return snap.student.isTrial && !snap.subscribed.has(courseId);
}

export function statusesOf(snap: Snapshot, courseId: number): StoneStatus[] {
  return stoneStates(snap.stonesByCourse.get(courseId) ?? [], snap.progress, {
    isTrial: onTrial(snap, courseId),
    ...lockContext(snap.locks.get(courseId)),
  });
}

export const localised = (en: string, ar: string) => ({ en, ar });
const title = (course: CourseRow, lang: Language) => (lang === 'ar' ? course.titleAr : course.titleEn);

/** When the course was completed: the latest completion of its playable stones. */
function completedAt(snap: Snapshot, courseId: number): string | null {
  if (!snap.locks.get(courseId)?.completed) return null;
  const times = (snap.stonesByCourse.get(courseId) ?? [])
    .filter((s) => s.playable)
    .map((s) => snap.progressRows.get(s.id))
    .map((p) => p?.completedAt ?? p?.updatedAt ?? '')
    .sort();
  return times.at(-1) || null;
}

/** A course in a list (StudentCourse). */
export function courseListItem(snap: Snapshot, course: CourseRow, lang: Language) {
  const list = snap.stonesByCourse.get(course.id) ?? [];
  const counted = courseProgress(list, snap.progress);
  const lock = snap.locks.get(course.id);
  return {
    id: course.id,
    number: course.number,
    track: course.track,
    level: course.level,
    title: title(course, lang),
    min_age: course.minAge,
    max_age: course.maxAge,
    lesson_count: course.lessonCount,
    assigned: snap.assigned.has(course.id),
    locked: lock?.locked ?? false,
    completed: counted.completed,
    stone_count: counted.stones,
    playable_stones: counted.playable,
    completed_stones: counted.done,
    completed_at: completedAt(snap, course.id),
  };
}

export function completedCourses(snap: Snapshot) {
  return snap.courses
    .filter((c) => snap.locks.get(c.id)?.completed)
    .map((c) => ({ course: c, completedAt: completedAt(snap, c.id) ?? '' }))
    .sort((a, b) => a.completedAt.localeCompare(b.completedAt));
}

/** The course map of one course (CourseMap). */
export async function courseMap(db: Reader, snap: Snapshot, course: CourseRow) {
  const list = snap.stonesByCourse.get(course.id) ?? [];
  const statuses = new Map(statusesOf(snap, course.id).map((s) => [s.id, s]));
  const lock = snap.locks.get(course.id);
  const blockedBy = lock?.blockedBy ? snap.courses.find((c) => c.id === lock.blockedBy) : undefined;
  const [flags] = await db
    .select()
    .from(studentCourseFlags)
    .where(and(eq(studentCourseFlags.studentProfileId, snap.student.id), eq(studentCourseFlags.courseId, course.id)))
    .limit(1);
  return {
    course: {
      id: course.id,
      number: course.number,
      track: course.track,
      level: course.level,
      title: localised(course.titleEn, course.titleAr),
      description: localised(course.descriptionEn, course.descriptionAr),
      min_age: course.minAge,
      max_age: course.maxAge,
      lesson_count: course.lessonCount,
    },
    content_version: snap.versions.get(course.id) ?? 0,
    locked: lock?.locked ?? false,
    lock_reason: lock?.locked ? lock.reason : null,
    previous_course_number: blockedBy?.number ?? null,
    completed: lock?.completed ?? false,
    has_seen_modal: flags?.hasSeenModal ?? false,
    is_trial: onTrial(snap, course.id),
    free_lessons: TRIAL.freeLessons,
    stones: list.map((stone) => {
      const status = statuses.get(stone.id)!;
      const p = snap.progressRows.get(stone.id);
      return {
        id: stone.id,
        key: stone.key,
        kind: stone.kind,
        position: stone.position,
        title: localised(stone.titleEn, stone.titleAr),
        playable: status.playable,
        free: status.free,
        state: status.state,
        button: status.button,
        lock_reason: status.lockReason,
        best_score: p?.bestScore ?? 0,
        max_score: p?.maxScore ?? 0,
        completed_at: p?.completedAt ?? null,
      };
    }),
  };
}

/** The lesson contents of these stones: intro and current questions, answers included (LessonContent). */
export async function lessonContents(db: Reader, stoneList: readonly StoneRow[]) {
  const ids = stoneList.filter((s) => s.playable && LESSON_KINDS.includes(s.kind)).map((s) => s.id);
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(questions)
    .where(and(inArray(questions.stoneId, ids), eq(questions.retired, false)))
    .orderBy(asc(questions.position), asc(questions.id));
  const intros = new Map(
    (await db.select({ id: stones.id, intro: stones.intro }).from(stones).where(inArray(stones.id, ids))).map((r) => [
      r.id,
      r.intro,
    ]),
  );
  return stoneList
    .filter((s) => ids.includes(s.id))
    .map((stone) => ({
      lesson_id: stone.id,
      course_id: stone.courseId,
      key: stone.key,
      title: localised(stone.titleEn, stone.titleAr),
      intro: (intros.get(stone.id) ?? []) as { picture: string; text: { en: string; ar: string } }[],
      questions: rows
        .filter((q) => q.stoneId === stone.id)
        .map((q) => ({ id: q.id, position: q.position, question: q.definition as Question })),
    }));
}
