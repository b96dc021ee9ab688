import type { Language } from '@codeyard/shared-schema';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Reader, Tx } from '../db/index.js';
import {
  classroomCourses,
  classrooms,
  classroomSchedules,
  classroomStudents,
  courses,
  schooladminProfiles,
  schooladminSchools,
  teacherProfiles,
} from '../db/tables.js';
import { fieldError, forbidden } from '../http/errors.js';
import { ownClassroom, teacherOf, type Classroom } from '../teacher/access.js';

/**
 * Classrooms as their teacher manages them (spec 001 §7.6, spec 000 §3-§5): create, edit, archive,
 * complete, remove, and the weekly schedule. The cross-field rules of the form (schedule days, times,
 * a name that is not blank) are the contract's `check`; what needs the database (courses exist, seats
 * not below the students) is checked here, inside the unit of work that writes.
 */

export interface ScheduleInput {
  day: number;
  start_time: string;
  end_time: string;
}

export interface ClassroomInput {
  name?: string;
  number_of_seats?: number;
  school_grade_id?: number;
  course_id?: number;
  course_ids?: number[];
  schedules?: ScheduleInput[];
  status?: 'active' | 'archived' | 'completed';
}

/** The answer's messages are locale keys, translated by the route. */
export interface Said<T> {
  messageKey: string;
  vars?: Record<string, string | number>;
  value: T;
}

const title = (lang: Language) => (lang === 'ar' ? courses.titleAr : courses.titleEn);

export async function studentCount(db: Reader, classroomId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(classroomStudents)
    .where(eq(classroomStudents.classroomId, classroomId));
  return Number(n);
}

/** A classroom as every roster answer shows it. */
export async function classroomInfo(db: Reader, classroomId: number, lang: Language) {
  const [c] = await db.select().from(classrooms).where(eq(classrooms.id, classroomId)).limit(1);
  const courseRows = await db
    .select({ id: courses.id, title: title(lang) })
    .from(classroomCourses)
    .innerJoin(courses, eq(courses.id, classroomCourses.courseId))
    .where(eq(classroomCourses.classroomId, classroomId))
    .orderBy(asc(courses.sortOrder), asc(courses.id));
  const schedules = await db
    .select({
      day: classroomSchedules.day,
      start_time: classroomSchedules.startTime,
      end_time: classroomSchedules.endTime,
    })
    .from(classroomSchedules)
    .where(eq(classroomSchedules.classroomId, classroomId))
    .orderBy(asc(classroomSchedules.day));
  return {
    id: c.id,
    name: c.name,
    school_id: c.schoolId,
    teacher_profile_id: c.teacherProfileId,
    school_grade_id: c.schoolGradeId,
    number_of_seats: c.numberOfSeats,
    student_count: await studentCount(db, c.id),
    status: c.status,
    locked: c.locked,
    community_locked: c.communityLocked,
    courses: courseRows,
    schedules,
  };
}

export type ClassroomInfo = Awaited<ReturnType<typeof classroomInfo>>;

function wantedCourses(input: ClassroomInput): number[] | undefined {
  if (input.course_ids === undefined && input.course_id === undefined) return undefined;
  return [...new Set([...(input.course_ids ?? []), ...(input.course_id !== undefined ? [input.course_id] : [])])];
}

async function setCourses(tx: Tx, classroomId: number, courseIds: number[]): Promise<void> {
  const known = await tx.select({ id: courses.id }).from(courses).where(inArray(courses.id, courseIds));
  if (known.length !== courseIds.length) throw fieldError('course_ids', 'validation.unknownCourse');
  await tx.delete(classroomCourses).where(eq(classroomCourses.classroomId, classroomId));
  await tx.insert(classroomCourses).values(courseIds.map((courseId) => ({ classroomId, courseId })));
}

async function setSchedules(tx: Tx, classroomId: number, schedules: ScheduleInput[]): Promise<void> {
  await tx.delete(classroomSchedules).where(eq(classroomSchedules.classroomId, classroomId));
  await tx
    .insert(classroomSchedules)
    .values(schedules.map((s) => ({ classroomId, day: s.day, startTime: s.start_time, endTime: s.end_time })));
}

/**
 * Takes the classroom's row lock until the unit commits (on PostgreSQL an update locks the row; SQLite
 * runs one unit at a time): units that count a classroom's students and then seat more, or lower its
 * seats, run one after the other, so that two of them cannot both pass the seat limit.
 */
export async function lockClassroom(tx: Tx, classroomId: number): Promise<Classroom> {
  const [row] = await tx
    .update(classrooms)
    .set({ numberOfSeats: sql`${classrooms.numberOfSeats}` })
    .where(eq(classrooms.id, classroomId))
    .returning();
  return row;
}

/** POST /teacher/add-school-classroom. */
export function addClassroom(
  db: Database,
  teacherUserId: number,
  input: Required<Pick<ClassroomInput, 'name' | 'number_of_seats' | 'school_grade_id' | 'schedules'>> & ClassroomInput,
  lang: Language,
): Promise<Said<ClassroomInfo>> {
  return db.write(async (tx) => {
    const teacher = await teacherOf(tx, teacherUserId);
    const [row] = await tx
      .insert(classrooms)
      .values({
        schoolId: teacher.schoolId,
        teacherProfileId: teacher.id,
        name: input.name.trim(),
        schoolGradeId: input.school_grade_id,
        numberOfSeats: input.number_of_seats,
      })
      .returning({ id: classrooms.id });
    await setCourses(tx, row.id, wantedCourses(input) ?? []);
    await setSchedules(tx, row.id, input.schedules);
    return { messageKey: 'success.classroomAdded', value: await classroomInfo(tx, row.id, lang) };
  });
}

/** POST /teacher/edit-school-classroom (also archives, completes and reopens). */
export function editClassroom(
  db: Database,
  teacherUserId: number,
  input: ClassroomInput & { classroom_id: number },
  lang: Language,
): Promise<Said<ClassroomInfo>> {
  return db.write(async (tx) => {
    const classroom = await lockClassroom(
      tx,
      (await ownClassroom(tx, await teacherOf(tx, teacherUserId), input.classroom_id)).id,
    );
    if (input.number_of_seats !== undefined) {
      const students = await studentCount(tx, classroom.id);
      if (input.number_of_seats < students)
        throw fieldError('number_of_seats', 'validation.seatsBelowStudents', { students });
    }
    const set: Partial<Classroom> = {
      ...(input.name !== undefined && { name: input.name.trim() }),
      ...(input.number_of_seats !== undefined && { numberOfSeats: input.number_of_seats }),
      ...(input.school_grade_id !== undefined && { schoolGradeId: input.school_grade_id }),
      ...(input.status !== undefined && { status: input.status }),
    };
    if (Object.keys(set).length) await tx.update(classrooms).set(set).where(eq(classrooms.id, classroom.id));
    const courseIds = wantedCourses(input);
    if (courseIds) await setCourses(tx, classroom.id, courseIds);
    if (input.schedules) await setSchedules(tx, classroom.id, input.schedules);
    return { messageKey: 'success.classroomSaved', value: await classroomInfo(tx, classroom.id, lang) };
  });
}

/**
 * POST /teacher/remove-school-classroom. The classroom, its schedule, course list and seating go; its
 * students stay students of the school with all their work (progress, points, projects are theirs, not
 * the classroom's). Answers those left in no classroom: the school's unassigned students.
 */
export function removeClassroom(
  db: Database,
  teacherUserId: number,
  classroomId: number,
): Promise<Said<{ classroom_id: number; unassigned_student_profile_ids: number[] }>> {
  return db.write(async (tx) => {
    const classroom = await ownClassroom(tx, await teacherOf(tx, teacherUserId), classroomId);
    const seated = (
      await tx
        .select({ id: classroomStudents.studentProfileId })
        .from(classroomStudents)
        .where(eq(classroomStudents.classroomId, classroom.id))
    ).map((r) => r.id);
    await tx.delete(classroomStudents).where(eq(classroomStudents.classroomId, classroom.id));
    await tx.delete(classroomCourses).where(eq(classroomCourses.classroomId, classroom.id));
    await tx.delete(classroomSchedules).where(eq(classroomSchedules.classroomId, classroom.id));
    await tx.delete(classrooms).where(eq(classrooms.id, classroom.id));
    const stillSeated = seated.length
      ? new Set(
          (
            await tx
              .select({ id: classroomStudents.studentProfileId })
              .from(classroomStudents)
              .where(inArray(classroomStudents.studentProfileId, seated))
          ).map((r) => r.id),
        )
      : new Set<number>();
    return {
      messageKey: 'success.classroomRemoved',
      value: {
        classroom_id: classroom.id,
        unassigned_student_profile_ids: seated.filter((id) => !stillSeated.has(id)).sort((a, b) => a - b),
      },
    };
  });
}

/** POST /teacher/update-school-classroom-schedule and /set-classroom-schedules/{id}. */
export function updateSchedule(
  db: Database,
  teacherUserId: number,
  classroomId: number,
  schedules: ScheduleInput[],
  lang: Language,
): Promise<Said<ClassroomInfo>> {
  return db.write(async (tx) => {
    const classroom = await ownClassroom(tx, await teacherOf(tx, teacherUserId), classroomId);
    await setSchedules(tx, classroom.id, schedules);
    return { messageKey: 'success.scheduleSaved', value: await classroomInfo(tx, classroom.id, lang) };
  });
}

/** GET /classrooms/{classroomId}/complete. */
export function completeClassroom(
  db: Database,
  teacherUserId: number,
  classroomId: number,
  lang: Language,
): Promise<Said<ClassroomInfo>> {
  return db.write(async (tx) => {
    const classroom = await ownClassroom(tx, await teacherOf(tx, teacherUserId), classroomId);
    if (classroom.status !== 'completed')
      await tx.update(classrooms).set({ status: 'completed' }).where(eq(classrooms.id, classroom.id));
    return { messageKey: 'success.classroomCompleted', value: await classroomInfo(tx, classroom.id, lang) };
  });
}

/** An active classroom takes new students; an archived or completed one does not. */
export function assertTakesStudents(classroom: Classroom, field = 'classroom_id'): void {
  if (classroom.status !== 'active') throw fieldError(field, 'validation.classroomClosed');
}

/** Seats `adding` more students, or refuses with the spec's message (call after lockClassroom). */
export async function assertSeats(tx: Reader, classroom: Classroom, adding: number, field = 'classroom_id') {
  if ((await studentCount(tx, classroom.id)) + adding > classroom.numberOfSeats)
    throw fieldError(field, 'validation.maxStudents');
}

/**
 * POST /change-classroom-teacher/{classRoomId}/{teacher_id}: the classroom, with its students and
 * schedule, moves to another teacher of the same school. A teacher moves one of their own classrooms; a
 * school administrator any classroom of a school they manage. Unknown and foreign ids: the same 403.
 */
export function changeClassroomTeacher(
  db: Database,
  caller: { id: number; userType: string },
  classroomId: number,
  teacherProfileId: number,
  lang: Language,
): Promise<Said<ClassroomInfo>> {
  return db.write(async (tx) => {
    let classroom: Classroom;
    if (caller.userType === 'teacher') {
      classroom = await ownClassroom(tx, await teacherOf(tx, caller.id), classroomId);
    } else {
      const [row] = await tx
        .select({ classroom: classrooms })
        .from(classrooms)
        .innerJoin(schooladminSchools, eq(schooladminSchools.schoolId, classrooms.schoolId))
        .innerJoin(schooladminProfiles, eq(schooladminProfiles.id, schooladminSchools.schooladminProfileId))
        .where(and(eq(classrooms.id, classroomId), eq(schooladminProfiles.userId, caller.id)))
        .limit(1);
      if (!row) throw forbidden();
      classroom = row.classroom;
    }
    const [teacher] = await tx
      .select()
      .from(teacherProfiles)
      .where(and(eq(teacherProfiles.id, teacherProfileId), eq(teacherProfiles.schoolId, classroom.schoolId)))
      .limit(1);
    if (!teacher) throw forbidden();
    if (teacher.id !== classroom.teacherProfileId)
      await tx.update(classrooms).set({ teacherProfileId: teacher.id }).where(eq(classrooms.id, classroom.id));
    return {
      messageKey: 'success.classroomTeacherChanged',
      vars: { teacher: `${teacher.firstName} ${teacher.lastName}`.trim() },
      value: await classroomInfo(tx, classroom.id, lang),
    };
  });
}
