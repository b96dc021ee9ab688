import type { community } from '@codeyard/shared-schema';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions.js';
import type { Reader } from '../db/index.js';
import {
  classroomCourses,
  classrooms,
  classroomStudents,
  communityFriendships,
  communitySettings,
  parentProfiles,
  schools,
  studentProfiles,
  teacherProfiles,
  users,
} from '../db/tables.js';
import { forbidden, HttpError } from '../http/errors.js';

/**
 * Who is asking, and what they may see (docs/decisions.md, "Community"): a child's classrooms, school,
 * courses, region and friends; a teacher's classrooms and the children in them. Every community call
 * starts here.
 */
export interface Viewer {
  userId: number;
  kind: 'student' | 'teacher';
  studentProfileId: number | null;
  schoolId: number | null;
  parentProfileId: number | null;
  firstName: string;
  lastName: string;
  classroomIds: number[];
  courseIds: number[];
  region: string | null;
  /** Accepted friends' user ids. */
  friendIds: number[];
  /** A teacher's: the user ids of the children of their classrooms. */
  studentUserIds: number[];
}

/** The community as a child finds it: on (their school's or parent's choice) and not locked by a teacher. */
export async function accessOf(db: Reader, student: typeof studentProfiles.$inferSelect) {
  const decidedBy = student.schoolId !== null ? ('school' as const) : ('parent' as const);
  const [setting] = await db
    .select({ enabled: communitySettings.enabled })
    .from(communitySettings)
    .where(
      decidedBy === 'school'
        ? and(eq(communitySettings.scope, 'school'), eq(communitySettings.ownerId, student.schoolId!))
        : and(eq(communitySettings.scope, 'student'), eq(communitySettings.ownerId, student.id)),
    )
    .limit(1);
  const [locked] = await db
    .select({ id: classrooms.id })
    .from(classroomStudents)
    .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
    .where(and(eq(classroomStudents.studentProfileId, student.id), eq(classrooms.communityLocked, true)))
    .limit(1);
  return { enabled: setting?.enabled === true, locked: locked !== undefined, decided_by: decidedBy };
}

export async function friendIdsOf(db: Reader, userId: number): Promise<number[]> {
  const rows = await db
    .select({ sender: communityFriendships.senderUserId, receiver: communityFriendships.receiverUserId })
    .from(communityFriendships)
    .where(
      and(
        eq(communityFriendships.status, 'accepted'),
        or(eq(communityFriendships.senderUserId, userId), eq(communityFriendships.receiverUserId, userId)),
      ),
    );
  return rows.map((r) => (r.sender === userId ? r.receiver : r.sender));
}

/**
 * The caller as a viewer of the community. A child whose community is off answers 403 community_off,
 * locked 403 community_locked (the settings call `communityAccess` reads without this gate).
 */
export async function viewerOf(db: Reader, user: SessionUser): Promise<Viewer> {
  if (user.userType === 'teacher') return teacherViewer(db, user.id);
  if (user.userType !== 'student') throw forbidden();
  const [student] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, user.id)).limit(1);
  if (!student) throw forbidden();
  const access = await accessOf(db, student);
  if (!access.enabled) throw new HttpError(403, 'community.off', { code: 'community_off' });
  if (access.locked) throw new HttpError(403, 'community.locked', { code: 'community_locked' });
  const seats = await db
    .select({ id: classroomStudents.classroomId })
    .from(classroomStudents)
    .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
    .where(and(eq(classroomStudents.studentProfileId, student.id), eq(classrooms.status, 'active')))
    .orderBy(asc(classroomStudents.classroomId));
  const classroomIds = seats.map((s) => s.id);
  const courseIds = classroomIds.length
    ? (
        await db
          .selectDistinct({ id: classroomCourses.courseId })
          .from(classroomCourses)
          .where(inArray(classroomCourses.classroomId, classroomIds))
      ).map((c) => c.id)
    : [];
  return {
    userId: user.id,
    kind: 'student',
    studentProfileId: student.id,
    schoolId: student.schoolId,
    parentProfileId: student.parentProfileId,
    firstName: student.firstName,
    lastName: student.lastName,
    classroomIds,
    courseIds,
    region: await regionOf(db, student),
    friendIds: await friendIdsOf(db, user.id),
    studentUserIds: [],
  };
}

async function teacherViewer(db: Reader, userId: number): Promise<Viewer> {
  const [teacher] = await db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, userId)).limit(1);
  if (!teacher) throw forbidden();
  const classroomIds = (
    await db.select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.teacherProfileId, teacher.id))
  ).map((c) => c.id);
  const studentUserIds = classroomIds.length
    ? (
        await db
          .selectDistinct({ id: studentProfiles.userId })
          .from(classroomStudents)
          .innerJoin(studentProfiles, eq(studentProfiles.id, classroomStudents.studentProfileId))
          .where(inArray(classroomStudents.classroomId, classroomIds))
      ).map((s) => s.id)
    : [];
  return {
    userId,
    kind: 'teacher',
    studentProfileId: null,
    schoolId: teacher.schoolId,
    parentProfileId: null,
    firstName: teacher.firstName,
    lastName: teacher.lastName,
    classroomIds,
    courseIds: [],
    region: null,
    friendIds: [],
    studentUserIds,
  };
}

/** A child's region: their school's country, or at home their parent's. */
async function regionOf(db: Reader, student: typeof studentProfiles.$inferSelect): Promise<string | null> {
  if (student.schoolId !== null) {
    const [school] = await db
      .select({ country: schools.country })
      .from(schools)
      .where(eq(schools.id, student.schoolId))
      .limit(1);
    return school?.country ?? null;
  }
  if (student.parentProfileId !== null) {
    const [parent] = await db
      .select({ country: parentProfiles.country })
      .from(parentProfiles)
      .where(eq(parentProfiles.id, student.parentProfileId))
      .limit(1);
    return parent?.country ?? null;
  }
  return null;
}

/** A person of the community as stored: their account, their student profile (if a child) and school. */
export interface Person {
  userId: number;
  userType: string;
  username: string;
  studentProfileId: number | null;
  firstName: string;
  lastName: string;
  imgUri: string | null;
  schoolId: number | null;
  schoolName: string | null;
  parentProfileId: number | null;
}

export async function peopleByIds(db: Reader, userIds: number[]): Promise<Map<number, Person>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ user: users, student: studentProfiles, schoolName: schools.name })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(schools, eq(schools.id, studentProfiles.schoolId))
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.user.id, personOf(r)]));
}

export function personOf(r: {
  user: typeof users.$inferSelect;
  student: typeof studentProfiles.$inferSelect | null;
  schoolName: string | null;
}): Person {
  return {
    userId: r.user.id,
    userType: r.user.userType,
    username: r.user.username,
    studentProfileId: r.student?.id ?? null,
    firstName: r.student?.firstName ?? r.user.username,
    lastName: r.student?.lastName ?? '',
    imgUri: r.user.imgUri,
    schoolId: r.student?.schoolId ?? null,
    schoolName: r.student ? r.schoolName : null,
    parentProfileId: r.student?.parentProfileId ?? null,
  };
}

/** Whether the viewer may see who this person is: themself, a schoolmate, a sibling, or a teacher's own pupil. */
export function knowsWhoTheyAre(viewer: Viewer, person: Person): boolean {
  if (viewer.userId === person.userId) return true;
  if (viewer.schoolId !== null && viewer.schoolId === person.schoolId) return true;
  if (viewer.parentProfileId !== null && viewer.parentProfileId === person.parentProfileId) return true;
  return viewer.kind === 'teacher' && viewer.studentUserIds.includes(person.userId);
}

/** A person as the viewer may see them: another school's child by first name only. */
export function userView(viewer: Viewer, person: Person): community.CommunityUser {
  const known = knowsWhoTheyAre(viewer, person);
  return {
    id: person.userId,
    user_type: person.userType,
    first_name: person.firstName,
    last_name: known ? person.lastName : null,
    img_uri: known ? person.imgUri : null,
    school_name: known ? person.schoolName : null,
  };
}

/** Whether a child may ask this person to be friends, search for them and see their achievements. */
export function inReach(viewer: Viewer, person: Person): boolean {
  if (person.userId === viewer.userId || person.userType !== 'student') return false;
  if (viewer.kind !== 'student') return false;
  if (viewer.schoolId !== null) return viewer.schoolId === person.schoolId;
  return viewer.parentProfileId !== null && viewer.parentProfileId === person.parentProfileId;
}
