import { AWARD_TITLES, CERTIFICATE_CODE_ALPHABET, type ExamAward, type Language } from '@codeyard/shared-schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { SessionUser } from '../auth/sessions.js';
import type { Database, Reader, Tx } from '../db/index.js';
import { certificates, classroomCourses, classrooms, courses, studentProfiles, teacherProfiles } from '../db/tables.js';
import { forbidden, HttpError } from '../http/errors.js';
import { completedCourses, snapshot } from '../learning/maps.js';
import { mayReadStudent, type StudentRow } from '../learning/students.js';
import { classroomStudentIds, type TeacherProfile } from '../teacher/access.js';

/**
 * Certificates (contract/certificates.ts): who may make and read which, and the rows. A student's
 * certificate needs the course completed (the map's `completed`, as GET /get-student-courses-completions
 * says); a teacher reaches only the students of their own classrooms at their own school; every other
 * id answers 403, unknown ids too.
 */

export type CertificateRow = typeof certificates.$inferSelect;
type CourseRow = typeof courses.$inferSelect;

const titleOf = (course: { titleEn: string; titleAr: string }, lang: Language) =>
  lang === 'ar' ? course.titleAr : course.titleEn;

/** A fresh verification code: 10 characters of 31 (about 50 bits), shown as XXXXX-XXXXX. */
export function newCode(): string {
  const pick = () => CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)]!;
  const half = () => Array.from({ length: 5 }, pick).join('');
  return `${half()}-${half()}`;
}

/** What a certificate is for, in the language: its course, or its award (a specialisation, the master). */
export function certificateTitle(row: CertificateRow, course: CourseRow | null, lang: Language): string {
  if (row.award) return AWARD_TITLES[row.award as ExamAward][lang];
  return course ? titleOf(course, lang) : '';
}

/** The kinds a student holds: a course's certificate and the certification awards. */
export const STUDENT_KINDS = ['student', 'specialisation', 'master'] as const;

export function certificateView(row: CertificateRow, course: CourseRow | null, lang: Language) {
  return {
    id: row.id,
    type: row.kind,
    code: row.code,
    course_id: course?.id ?? null,
    course_number: course?.number ?? null,
    course_title: certificateTitle(row, course, lang),
    award: (row.award as ExamAward | null) ?? null,
    first_name: row.firstName,
    last_name: row.lastName,
    student_profile_id: row.studentProfileId,
    teacher_profile_id: row.teacherProfileId,
    issued_at: row.issuedAt,
  };
}

async function withCourses(db: Reader, rows: CertificateRow[], lang: Language) {
  if (!rows.length) return [];
  const ids = [...new Set(rows.flatMap((r) => (r.courseId === null ? [] : [r.courseId])))];
  const list = ids.length ? await db.select().from(courses).where(inArray(courses.id, ids)) : [];
  const byId = new Map(list.map((c) => [c.id, c]));
  return rows.map((row) => certificateView(row, row.courseId === null ? null : (byId.get(row.courseId) ?? null), lang));
}

/** A student's certificates, oldest first, and the completed courses still without one. */
export async function studentCertificates(db: Reader, student: StudentRow, lang: Language) {
  const rows = await db
    .select()
    .from(certificates)
    .where(and(inArray(certificates.kind, [...STUDENT_KINDS]), eq(certificates.studentProfileId, student.id)))
    .orderBy(asc(certificates.issuedAt), asc(certificates.id));
  const done = new Set(rows.map((r) => r.courseId));
  const ready = completedCourses(await snapshot(db, student))
    .filter(({ course }) => !done.has(course.id))
    .map(({ course, completedAt }) => ({
      course_id: course.id,
      number: course.number,
      title: titleOf(course, lang),
      completed_at: completedAt,
    }));
  return { certificates: await withCourses(db, rows, lang), ready_courses: ready };
}

/** The certificates of the students of the teacher's own classrooms, newest first. */
export async function classroomCertificates(db: Reader, teacher: TeacherProfile, lang: Language) {
  const own = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(and(eq(classrooms.teacherProfileId, teacher.id), eq(classrooms.schoolId, teacher.schoolId)));
  const students = await classroomStudentIds(
    db,
    own.map((c) => c.id),
  );
  if (!students.length) return [];
  const rows = await db
    .select()
    .from(certificates)
    .where(and(inArray(certificates.kind, [...STUDENT_KINDS]), inArray(certificates.studentProfileId, students)))
    .orderBy(asc(certificates.issuedAt), asc(certificates.id));
  return (await withCourses(db, rows, lang)).reverse();
}

/** The teacher's own certificates, oldest first. */
export async function teacherOwnCertificates(db: Reader, teacher: TeacherProfile, lang: Language) {
  const rows = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.kind, 'teacher'), eq(certificates.teacherProfileId, teacher.id)))
    .orderBy(asc(certificates.issuedAt), asc(certificates.id));
  return withCourses(db, rows, lang);
}

/** Makes the certificate of a course the student completed, or returns theirs (with the new name, if given). */
export async function issueStudentCertificate(
  db: Database,
  input: { student: StudentRow; courseId: number; firstName?: string; lastName?: string; issuedBy: number },
  now = new Date(),
): Promise<{ row: CertificateRow; course: CourseRow }> {
  const done = completedCourses(await snapshot(db, input.student)).find(({ course }) => course.id === input.courseId);
  if (!done)
    throw new HttpError(409, 'certificates.courseNotCompleted', {
      code: 'course_not_completed',
    });
  const firstName = input.firstName?.trim() || input.student.firstName;
  const lastName = input.lastName?.trim() || input.student.lastName;
  const row = await issue(db, {
    kind: 'student',
    holder: `student:${input.student.id}`,
    studentProfileId: input.student.id,
    teacherProfileId: null,
    courseId: input.courseId,
    firstName,
    lastName,
    issuedByUserId: input.issuedBy,
    issuedAt: now.toISOString(),
    renamed: input.firstName !== undefined || input.lastName !== undefined,
  });
  return { row, course: done.course };
}

/**
 * The certificate of a certification award (a specialisation, or the master), in the exam's unit of work:
 * made once per child and award (the unique index holder + award), never a second time. Undefined when the
 * child has it already.
 */
export async function issueAward(
  tx: Tx,
  input: { student: StudentRow; award: ExamAward; firstName: string; lastName: string; issuedBy: number },
  now: Date,
): Promise<CertificateRow | undefined> {
  const holder = `student:${input.student.id}`;
  const values = {
    kind: input.award === 'master' ? ('master' as const) : ('specialisation' as const),
    holder,
    studentProfileId: input.student.id,
    teacherProfileId: null,
    courseId: null,
    award: input.award,
    firstName: input.firstName,
    lastName: input.lastName,
    issuedByUserId: input.issuedBy,
    issuedAt: now.toISOString(),
  };
  for (;;) {
    const [existing] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.holder, holder), eq(certificates.award, input.award)))
      .limit(1);
    if (existing) return undefined;
    // A code taken already is drawn again; a second pass at the same moment is the unique index's to refuse.
    const [made] = await tx
      .insert(certificates)
      .values({ ...values, code: newCode() })
      .onConflictDoNothing()
      .returning();
    if (made) return made;
  }
}

/** The courses of the teacher's own classrooms (a teacher certificate is for one of them). */
export async function taughtCourses(db: Reader, teacher: TeacherProfile) {
  return db
    .selectDistinct({ course: courses })
    .from(classroomCourses)
    .innerJoin(classrooms, eq(classrooms.id, classroomCourses.classroomId))
    .innerJoin(courses, eq(courses.id, classroomCourses.courseId))
    .where(and(eq(classrooms.teacherProfileId, teacher.id), eq(classrooms.schoolId, teacher.schoolId)))
    .orderBy(asc(courses.number))
    .then((rows) => rows.map((r) => r.course));
}

export async function issueTeacherCertificate(
  db: Database,
  input: { teacher: TeacherProfile; courseId: number; issuedBy: number },
  now = new Date(),
): Promise<{ row: CertificateRow; course: CourseRow }> {
  const course = (await taughtCourses(db, input.teacher)).find((c) => c.id === input.courseId);
  if (!course) throw new HttpError(409, 'certificates.notTaught');
  const row = await issue(db, {
    kind: 'teacher',
    holder: `teacher:${input.teacher.id}`,
    studentProfileId: null,
    teacherProfileId: input.teacher.id,
    courseId: input.courseId,
    firstName: input.teacher.firstName,
    lastName: input.teacher.lastName,
    issuedByUserId: input.issuedBy,
    issuedAt: now.toISOString(),
    renamed: true,
  });
  return { row, course };
}

async function issue(
  db: Database,
  values: Omit<CertificateRow, 'id' | 'code' | 'award'> & { courseId: number; renamed: boolean },
): Promise<CertificateRow> {
  const { renamed, ...row } = values;
  return db.write(async (tx) => {
    const [existing] = await tx
      .select()
      .from(certificates)
      .where(and(eq(certificates.holder, row.holder), eq(certificates.courseId, row.courseId)))
      .limit(1);
    if (existing) {
      if (!renamed || (existing.firstName === row.firstName && existing.lastName === row.lastName)) return existing;
      const [changed] = await tx
        .update(certificates)
        .set({ firstName: row.firstName, lastName: row.lastName })
        .where(eq(certificates.id, existing.id))
        .returning();
      return changed!;
    }
    // A code taken already (one chance in about 10^15) is drawn again; a holder's second call meanwhile
    // is the unique index's to refuse, and then its row is answered.
    for (;;) {
      const [made] = await tx
        .insert(certificates)
        .values({ ...row, code: newCode() })
        .onConflictDoNothing()
        .returning();
      if (made) return made;
      const [raced] = await tx
        .select()
        .from(certificates)
        .where(and(eq(certificates.holder, row.holder), eq(certificates.courseId, row.courseId)))
        .limit(1);
      if (raced) return raced;
    }
  });
}

/**
 * The certificate `id`, when the user may read it: a student's own; a student certificate for their parent
 * or a teacher of one of their classrooms; a teacher certificate for that teacher alone. 403 otherwise.
 */
export async function readableCertificate(db: Reader, user: SessionUser, id: number) {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id)).limit(1);
  if (!row) throw forbidden();
  if (row.kind === 'teacher') {
    const [teacher] =
      user.userType === 'teacher'
        ? await db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, user.id)).limit(1)
        : [];
    if (!teacher || teacher.id !== row.teacherProfileId) throw forbidden();
  } else {
    const [student] = await db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.id, row.studentProfileId!))
      .limit(1);
    if (!student || !(await mayReadStudent(db, user.id, user.userType, student))) throw forbidden();
  }
  const [course] =
    row.courseId === null ? [] : await db.select().from(courses).where(eq(courses.id, row.courseId)).limit(1);
  return { row, course: course ?? null };
}

/** The public check of a code: the certificate and its course, or undefined. */
export async function certificateByCode(db: Reader, code: string) {
  const [found] = await db
    .select({ row: certificates, course: courses })
    .from(certificates)
    .leftJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.code, code))
    .limit(1);
  return found;
}
