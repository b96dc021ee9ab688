import type { Language } from '@codeyard/shared-schema';
import { and, asc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { hashSecret } from '../accounts/passwords.js';
import { suggestUsername, usernameKeyOf } from '../accounts/directory.js';
import type { Database, Reader, Tx } from '../db/index.js';
import { isUniqueViolation } from '../db/sql.js';
import {
  classroomCourses,
  classrooms,
  classroomStudents,
  courses,
  schools,
  sessions,
  stoneProgress,
  stones,
  studentProfiles,
  users,
} from '../db/tables.js';
import { fieldError, forbidden } from '../http/errors.js';
import {
  classroomsHoldingStudent,
  ownClassroom,
  teacherOf,
  type Classroom,
  type TeacherProfile,
} from '../teacher/access.js';
import { pointTotals } from '../teacher/progress.js';
import { assertSeats, assertTakesStudents, lockClassroom, type Said } from './classrooms.js';

/**
 * The school students a teacher manages (spec 001 §7.6): added with a password, assigned from the
 * school's unassigned students, taken out, moved between the teacher's classrooms, renamed, given a
 * new username or password. A student created here is a school student of the teacher's school, like
 * the seeded ones: a student user, a profile with school_id, seated in the classroom. Seats are
 * counted inside the unit of work that seats, after the classroom's row lock (classrooms.ts).
 */

export type RosterStudent = Awaited<ReturnType<typeof studentRows>>[number];

/** Students as the roster shows them, ordered by name, with the classrooms of their school they sit in. */
export async function studentRows(db: Reader, where: SQL | undefined) {
  const rows = await db
    .select({
      student_profile_id: studentProfiles.id,
      username: users.username,
      first_name: studentProfiles.firstName,
      last_name: studentProfiles.lastName,
      status: users.status,
      grade: studentProfiles.grade,
      year_of_birth: studentProfiles.yearOfBirth,
      last_activity_at: studentProfiles.lastActivityAt,
    })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(where)
    .orderBy(asc(studentProfiles.firstName), asc(studentProfiles.lastName), asc(studentProfiles.id));
  const ids = rows.map((r) => r.student_profile_id);
  const seats = ids.length
    ? await db
        .select({ student: classroomStudents.studentProfileId, classroom: classroomStudents.classroomId })
        .from(classroomStudents)
        .where(inArray(classroomStudents.studentProfileId, ids))
        .orderBy(asc(classroomStudents.classroomId))
    : [];
  return rows.map((r) => ({
    ...r,
    classroom_ids: seats.filter((s) => s.student === r.student_profile_id).map((s) => s.classroom),
  }));
}

async function oneStudent(db: Reader, studentProfileId: number): Promise<RosterStudent> {
  return (await studentRows(db, eq(studentProfiles.id, studentProfileId)))[0]!;
}

const unassigned = notExists(
  sql`(select 1 from ${classroomStudents} where ${classroomStudents.studentProfileId} = ${studentProfiles.id})`,
);

/** A student sitting in one of the teacher's own classrooms, with their user (else 403). */
async function ownStudent(tx: Reader, teacher: TeacherProfile, studentProfileId: number) {
  await classroomsHoldingStudent(tx, teacher, studentProfileId);
  const [row] = await tx
    .select({ profile: studentProfiles, user: users })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(studentProfiles.id, studentProfileId))
    .limit(1);
  if (!row) throw forbidden();
  return row;
}

/** Refuses a username another account has, whatever its case. */
async function assertUsernameFree(tx: Reader, username: string, exceptUserId?: number): Promise<void> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.usernameKey, usernameKeyOf(username)))
    .limit(1);
  if (other && other.id !== exceptUserId) throw fieldError('username', 'validation.usernameTaken');
}

/** A unique key taken by a unit that ran at the same time: the spec's "Username already taken". */
async function usernameRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('username', 'validation.usernameTaken');
    throw error;
  }
}

export interface NewStudent {
  first_name: string;
  last_name?: string;
  username: string;
  year_of_birth?: number;
}

/** Inserts a school student (user, profile, seat) inside the caller's unit. */
export async function insertSchoolStudent(
  tx: Tx,
  classroom: Classroom,
  student: NewStudent,
  passwordHash: string,
  language: Language,
): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({
      username: student.username,
      usernameKey: usernameKeyOf(student.username),
      passwordHash,
      userType: 'student',
      status: 'active',
      language,
    })
    .returning({ id: users.id });
  const [profile] = await tx
    .insert(studentProfiles)
    .values({
      userId: user.id,
      firstName: student.first_name.trim(),
      lastName: (student.last_name ?? '').trim(),
      yearOfBirth: student.year_of_birth ?? null,
      schoolId: classroom.schoolId,
      grade: classroom.schoolGradeId,
      isTrial: false,
    })
    .returning({ id: studentProfiles.id });
  await tx.insert(classroomStudents).values({ classroomId: classroom.id, studentProfileId: profile.id });
  return profile.id;
}

export async function schoolLanguage(tx: Reader, schoolId: number): Promise<Language> {
  const [school] = await tx
    .select({ language: schools.preferredLanguage })
    .from(schools)
    .where(eq(schools.id, schoolId))
    .limit(1);
  return school?.language ?? 'en';
}

/** POST /teacher/add-school-student-to-classroom. */
export async function addStudent(
  db: Database,
  teacherUserId: number,
  input: NewStudent & { classroom_id: number; password: string },
): Promise<Said<RosterStudent>> {
  const passwordHash = await hashSecret(input.password); // slow: before the unit of work
  return usernameRace(() =>
    db.write(async (tx) => {
      const own = await ownClassroom(tx, await teacherOf(tx, teacherUserId), input.classroom_id);
      const classroom = await lockClassroom(tx, own.id);
      assertTakesStudents(classroom);
      await assertSeats(tx, classroom, 1);
      await assertUsernameFree(tx, input.username);
      const id = await insertSchoolStudent(
        tx,
        classroom,
        input,
        passwordHash,
        await schoolLanguage(tx, classroom.schoolId),
      );
      return { messageKey: 'success.studentAdded', value: await oneStudent(tx, id) };
    }),
  );
}

export interface StudentsResult {
  classroom_id: number;
  student_profile_ids: number[];
}

/** POST /teacher/assign-school-student-to-classroom: the school's unassigned students, all or none. */
export function assignStudents(
  db: Database,
  teacherUserId: number,
  input: { classroom_id: number; student_profile_ids: number[] },
): Promise<Said<StudentsResult>> {
  return db.write(async (tx) => {
    const teacher = await teacherOf(tx, teacherUserId);
    const classroom = await lockClassroom(tx, (await ownClassroom(tx, teacher, input.classroom_id)).id);
    assertTakesStudents(classroom);
    const free = await tx
      .select({ id: studentProfiles.id })
      .from(studentProfiles)
      .where(
        and(
          inArray(studentProfiles.id, input.student_profile_ids),
          eq(studentProfiles.schoolId, teacher.schoolId),
          unassigned,
        ),
      );
    if (free.length !== input.student_profile_ids.length)
      throw fieldError('student_profile_ids', 'validation.notUnassigned');
    await assertSeats(tx, classroom, free.length, 'student_profile_ids');
    await tx
      .insert(classroomStudents)
      .values(input.student_profile_ids.map((studentProfileId) => ({ classroomId: classroom.id, studentProfileId })));
    return {
      messageKey: 'success.studentsAssigned',
      value: { classroom_id: classroom.id, student_profile_ids: [...input.student_profile_ids].sort((a, b) => a - b) },
    };
  });
}

/** GET /teacher/get-school-unassigned-students/{schoolId}. */
export async function unassignedStudents(db: Reader, teacherUserId: number, schoolId: number) {
  const teacher = await teacherOf(db, teacherUserId);
  if (teacher.schoolId !== schoolId) throw forbidden();
  return {
    students: await studentRows(db, and(eq(studentProfiles.schoolId, teacher.schoolId), unassigned)),
  };
}

async function seatedIn(tx: Reader, classroomId: number, ids: number[]): Promise<Set<number>> {
  return new Set(
    (
      await tx
        .select({ id: classroomStudents.studentProfileId })
        .from(classroomStudents)
        .where(and(eq(classroomStudents.classroomId, classroomId), inArray(classroomStudents.studentProfileId, ids)))
    ).map((r) => r.id),
  );
}

/** POST /teacher/remove-student-from-school-classroom. */
export function removeStudents(
  db: Database,
  teacherUserId: number,
  input: { classroom_id: number; student_profile_id?: number; student_profile_ids?: number[] },
): Promise<Said<StudentsResult>> {
  const ids = [
    ...new Set([
      ...(input.student_profile_ids ?? []),
      ...(input.student_profile_id !== undefined ? [input.student_profile_id] : []),
    ]),
  ].sort((a, b) => a - b);
  return db.write(async (tx) => {
    const classroom = await ownClassroom(tx, await teacherOf(tx, teacherUserId), input.classroom_id);
    if ((await seatedIn(tx, classroom.id, ids)).size !== ids.length)
      throw fieldError(
        input.student_profile_ids ? 'student_profile_ids' : 'student_profile_id',
        'validation.notInClassroom',
      );
    await tx
      .delete(classroomStudents)
      .where(and(eq(classroomStudents.classroomId, classroom.id), inArray(classroomStudents.studentProfileId, ids)));
    return { messageKey: 'success.studentsRemoved', value: { classroom_id: classroom.id, student_profile_ids: ids } };
  });
}

/** POST /change-students-classroom: from one of the teacher's classrooms to another, all or none. */
export function moveStudents(
  db: Database,
  teacherUserId: number,
  input: { old_classroom_id: number; new_classroom_id: number; students: number[] },
): Promise<Said<StudentsResult>> {
  const ids = [...input.students].sort((a, b) => a - b);
  return db.write(async (tx) => {
    const teacher = await teacherOf(tx, teacherUserId);
    const from = await ownClassroom(tx, teacher, input.old_classroom_id);
    const to = await lockClassroom(tx, (await ownClassroom(tx, teacher, input.new_classroom_id)).id);
    assertTakesStudents(to, 'new_classroom_id');
    if ((await seatedIn(tx, from.id, ids)).size !== ids.length)
      throw fieldError('students', 'validation.notInClassroom');
    const already = await seatedIn(tx, to.id, ids);
    const coming = ids.filter((id) => !already.has(id));
    await assertSeats(tx, to, coming.length, 'new_classroom_id');
    await tx
      .delete(classroomStudents)
      .where(and(eq(classroomStudents.classroomId, from.id), inArray(classroomStudents.studentProfileId, ids)));
    if (coming.length)
      await tx
        .insert(classroomStudents)
        .values(coming.map((studentProfileId) => ({ classroomId: to.id, studentProfileId })));
    return {
      messageKey: 'success.studentsMoved',
      vars: { classroom: to.name },
      value: { classroom_id: to.id, student_profile_ids: ids },
    };
  });
}

/** POST /teacher/reset-school-student-password: the student's sessions end at once. */
export async function resetStudentPassword(
  db: Database,
  teacherUserId: number,
  input: { student_profile_id: number; password: string },
): Promise<Said<RosterStudent>> {
  const passwordHash = await hashSecret(input.password);
  return db.write(async (tx) => {
    const { user, profile } = await ownStudent(tx, await teacherOf(tx, teacherUserId), input.student_profile_id);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date().toISOString() })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    return { messageKey: 'success.studentPasswordReset', value: await oneStudent(tx, profile.id) };
  });
}

export interface StudentChanges {
  first_name?: string;
  last_name?: string;
  username?: string;
  grade?: number;
  year_of_birth?: number;
}

/** Renames, a new username, grade, year of birth: what is given changes. */
export function editStudent(
  db: Database,
  teacherUserId: number,
  studentProfileId: number,
  changes: StudentChanges,
  classroomId?: number,
): Promise<Said<RosterStudent>> {
  return usernameRace(() =>
    db.write(async (tx) => {
      const teacher = await teacherOf(tx, teacherUserId);
      if (classroomId !== undefined) {
        const classroom = await ownClassroom(tx, teacher, classroomId);
        if (!(await seatedIn(tx, classroom.id, [studentProfileId])).size) throw forbidden();
      }
      const { user, profile } = await ownStudent(tx, teacher, studentProfileId);
      if (changes.username !== undefined && changes.username !== user.username) {
        await assertUsernameFree(tx, changes.username, user.id);
        await tx
          .update(users)
          .set({ username: changes.username, usernameKey: usernameKeyOf(changes.username) })
          .where(eq(users.id, user.id));
      }
      const set = {
        ...(changes.first_name !== undefined && { firstName: changes.first_name.trim() }),
        ...(changes.last_name !== undefined && { lastName: changes.last_name.trim() }),
        ...(changes.grade !== undefined && { grade: changes.grade }),
        ...(changes.year_of_birth !== undefined && { yearOfBirth: changes.year_of_birth }),
      };
      if (Object.keys(set).length) await tx.update(studentProfiles).set(set).where(eq(studentProfiles.id, profile.id));
      return { messageKey: 'success.studentSaved', value: await oneStudent(tx, profile.id) };
    }),
  );
}

/** GET /teacher/generate-student-username. */
export async function generateUsername(db: Reader, teacherUserId: number, name: string) {
  await teacherOf(db, teacherUserId);
  return { username: await suggestUsername(db, name) };
}

/** GET /get-students-info-by-teacher: the students of the teacher's own classrooms (or one of them). */
export async function studentsOfTeacher(db: Reader, teacherUserId: number, classroomId?: number) {
  const teacher = await teacherOf(db, teacherUserId);
  const mine =
    classroomId !== undefined
      ? [(await ownClassroom(db, teacher, classroomId)).id]
      : (
          await db
            .select({ id: classrooms.id })
            .from(classrooms)
            .where(and(eq(classrooms.teacherProfileId, teacher.id), eq(classrooms.schoolId, teacher.schoolId)))
        ).map((c) => c.id);
  if (!mine.length) return { students: [] };
  const seated = sql`exists (select 1 from ${classroomStudents} where ${classroomStudents.studentProfileId} = ${studentProfiles.id} and ${inArray(classroomStudents.classroomId, mine)})`;
  return { students: await studentRows(db, seated) };
}

const title = (lang: Language) => (lang === 'ar' ? courses.titleAr : courses.titleEn);
const stoneTitle = (lang: Language) => (lang === 'ar' ? stones.titleAr : stones.titleEn);

/** GET /teacher/get-school-student-profile (and, with a course, .../get-school-student-profile-by-courseid). */
export async function studentProfile(db: Reader, teacherUserId: number, studentProfileId: number, lang: Language) {
  const teacher = await teacherOf(db, teacherUserId);
  const held = await classroomsHoldingStudent(db, teacher, studentProfileId);
  const student = await oneStudent(db, studentProfileId);
  const points = (await pointTotals(db, [studentProfileId])).get(studentProfileId)?.points ?? 0;
  const courseRows = await db
    .selectDistinct({ id: courses.id, title: title(lang), sortOrder: courses.sortOrder })
    .from(classroomCourses)
    .innerJoin(courses, eq(courses.id, classroomCourses.courseId))
    .where(
      inArray(
        classroomCourses.classroomId,
        held.map((c) => c.id),
      ),
    )
    .orderBy(asc(courses.sortOrder), asc(courses.id));
  const courseIds = courseRows.map((c) => c.id);
  const lessonRows = courseIds.length
    ? await db
        .select({
          courseId: stones.courseId,
          done: sql<number>`case when ${stoneProgress.completedAt} is not null or ${stoneProgress.teacherFinished} then 1 else 0 end`.mapWith(
            Number,
          ),
        })
        .from(stones)
        .leftJoin(
          stoneProgress,
          and(eq(stoneProgress.stoneId, stones.id), eq(stoneProgress.studentProfileId, studentProfileId)),
        )
        .where(and(inArray(stones.courseId, courseIds), eq(stones.playable, true), eq(stones.retired, false)))
    : [];
  return {
    student,
    points,
    classrooms: held.map((c) => ({ id: c.id, name: c.name })),
    courses: courseRows.map((c) => {
      const lessons = lessonRows.filter((l) => l.courseId === c.id);
      return {
        id: c.id,
        title: c.title,
        lessons_total: lessons.length,
        lessons_completed: lessons.filter((l) => l.done).length,
      };
    }),
  };
}

export async function studentProfileByCourse(
  db: Reader,
  teacherUserId: number,
  studentProfileId: number,
  courseId: number,
  lang: Language,
) {
  const profile = await studentProfile(db, teacherUserId, studentProfileId, lang);
  if (!profile.courses.some((c) => c.id === courseId)) throw fieldError('course_id', 'validation.unknownCourse');
  const lessons = await db
    .select({
      lesson_id: stones.id,
      title: stoneTitle(lang),
      kind: stones.kind,
      completedAt: stoneProgress.completedAt,
      teacher_finished: sql<boolean>`coalesce(${stoneProgress.teacherFinished}, false)`.mapWith(Boolean),
      teacher_locked: sql<boolean>`coalesce(${stoneProgress.teacherLocked}, false)`.mapWith(Boolean),
      best_score: sql<number>`coalesce(${stoneProgress.bestScore}, 0)`.mapWith(Number),
      max_score: sql<number>`coalesce(${stoneProgress.maxScore}, 0)`.mapWith(Number),
    })
    .from(stones)
    .leftJoin(
      stoneProgress,
      and(eq(stoneProgress.stoneId, stones.id), eq(stoneProgress.studentProfileId, studentProfileId)),
    )
    .where(and(eq(stones.courseId, courseId), eq(stones.playable, true), eq(stones.retired, false)))
    .orderBy(asc(stones.position), asc(stones.id));
  return {
    ...profile,
    lessons: lessons.map(({ completedAt, ...l }) => ({ ...l, completed: !!completedAt || l.teacher_finished })),
  };
}
