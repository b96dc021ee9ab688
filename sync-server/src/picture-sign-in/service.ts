import { createHmac, randomInt } from 'node:crypto';
import {
  PICTURE_GRID_SIZE,
  PICTURE_KEYS,
  SIGN_IN_CODE_ALPHABET,
  SIGN_IN_CODE_LENGTH,
  type PictureKey,
} from '@codeyard/shared-schema';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Reader, Tx } from '../db/index.js';
import { classrooms, classroomStudents, studentProfiles, users } from '../db/tables.js';
import { forbidden, HttpError, notFound } from '../http/errors.js';
import { ownClassroom, teacherOf, type Classroom } from '../teacher/access.js';

/**
 * Picture sign-in (issue 13): the teacher's switch per classroom and each child's picture, the class's
 * public page and the child's sign-in. docs/security.md has the reasoning; the limits are in routes.ts.
 */

type User = typeof users.$inferSelect;

const isPicture = (value: string | null): value is PictureKey =>
  value !== null && (PICTURE_KEYS as readonly string[]).includes(value);

/** A random picture, other than `not` when given. */
export function randomPicture(not?: string | null): PictureKey {
  const choices = PICTURE_KEYS.filter((p) => p !== not);
  return choices[randomInt(choices.length)]!;
}

export function randomSignInCode(): string {
  let code = '';
  for (let i = 0; i < SIGN_IN_CODE_LENGTH; i++) code += SIGN_IN_CODE_ALPHABET[randomInt(SIGN_IN_CODE_ALPHABET.length)];
  return code;
}

/** A code as the database keeps it: capitals. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * The nine pictures a child chooses from: theirs and eight others, in an order of their own. Chosen
 * with a keyed hash (the server's secret) of the child and their picture, so that the page answers the
 * same nine every time (asking again shows nothing new) and nobody without the key can tell from the
 * nine which one is theirs. A new picture gives a new nine.
 */
export function pictureGrid(secret: string, studentProfileId: number, picture: PictureKey): PictureKey[] {
  const rank = (purpose: string, key: string) =>
    createHmac('sha256', secret).update(`picture-grid:${purpose}:${studentProfileId}:${picture}:${key}`).digest('hex');
  const byRank = (purpose: string) => (a: string, b: string) => (rank(purpose, a) < rank(purpose, b) ? -1 : 1);
  const others = PICTURE_KEYS.filter((p) => p !== picture)
    .sort(byRank('choose'))
    .slice(0, PICTURE_GRID_SIZE - 1);
  return [...others, picture].sort(byRank('order'));
}

async function classStudents(db: Reader, classroomId: number) {
  return await db
    .select({
      student_profile_id: studentProfiles.id,
      first_name: studentProfiles.firstName,
      last_name: studentProfiles.lastName,
      username: users.username,
      picture: studentProfiles.picturePassword,
      status: users.status,
      avatar: users.imgUri,
      userId: users.id,
    })
    .from(classroomStudents)
    .innerJoin(studentProfiles, eq(studentProfiles.id, classroomStudents.studentProfileId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(classroomStudents.classroomId, classroomId))
    .orderBy(asc(studentProfiles.firstName), asc(studentProfiles.lastName), asc(studentProfiles.id));
}

async function stateOf(db: Reader, classroom: Classroom) {
  return {
    classroom_id: classroom.id,
    picture_sign_in: classroom.pictureSignIn,
    sign_in_code: classroom.signInCode,
    students: (await classStudents(db, classroom.id)).map(
      ({ student_profile_id, first_name, last_name, username, picture }) => ({
        student_profile_id,
        first_name,
        last_name,
        username,
        picture,
      }),
    ),
  };
}

/** GET /teacher/classrooms/{id}/picture-sign-in. */
export async function pictureSignInState(db: Reader, teacherUserId: number, classroomId: number) {
  const teacher = await teacherOf(db, teacherUserId);
  return await stateOf(db, await ownClassroom(db, teacher, classroomId));
}

/** A code no classroom has yet (the unique index still guards a race: the unit fails and nothing is written). */
async function freeCode(tx: Reader): Promise<string> {
  for (;;) {
    const code = randomSignInCode();
    const [taken] = await tx.select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.signInCode, code));
    if (!taken) return code;
  }
}

/**
 * POST /teacher/classrooms/{id}/picture-sign-in: on gives the classroom its code (once) and each student
 * without a picture one (spread over the set, so that neighbours rarely share one); off keeps both, so
 * that printed cards stay right when it is turned on again.
 */
export async function setPictureSignIn(db: Database, teacherUserId: number, classroomId: number, enabled: boolean) {
  return await db.write(async (tx) => {
    const teacher = await teacherOf(tx, teacherUserId);
    const classroom = await ownClassroom(tx, teacher, classroomId);
    const changes: Partial<Classroom> = { pictureSignIn: enabled };
    if (enabled && !classroom.signInCode) changes.signInCode = await freeCode(tx);
    await tx.update(classrooms).set(changes).where(eq(classrooms.id, classroom.id));
    if (enabled) await givePictures(tx, classroom.id);
    return await stateOf(tx, { ...classroom, ...changes });
  });
}

async function givePictures(tx: Tx, classroomId: number): Promise<void> {
  const students = await classStudents(tx, classroomId);
  const used = new Map<string, number>(PICTURE_KEYS.map((p) => [p, 0]));
  for (const s of students) if (isPicture(s.picture)) used.set(s.picture, used.get(s.picture)! + 1);
  for (const s of students) {
    if (isPicture(s.picture)) continue;
    const fewest = Math.min(...used.values());
    const candidates = PICTURE_KEYS.filter((p) => used.get(p) === fewest);
    const picture = candidates[randomInt(candidates.length)]!;
    used.set(picture, fewest + 1);
    await tx
      .update(studentProfiles)
      .set({ picturePassword: picture })
      .where(eq(studentProfiles.id, s.student_profile_id));
  }
}

/** POST /teacher/classrooms/{id}/picture-sign-in/students/{studentId}: a new picture, chosen or random. */
export async function setStudentPicture(
  db: Database,
  teacherUserId: number,
  classroomId: number,
  studentProfileId: number,
  picture: PictureKey | undefined,
) {
  return await db.write(async (tx) => {
    const teacher = await teacherOf(tx, teacherUserId);
    const classroom = await ownClassroom(tx, teacher, classroomId);
    const student = (await classStudents(tx, classroom.id)).find((s) => s.student_profile_id === studentProfileId);
    if (!student) throw forbidden();
    const chosen = picture ?? randomPicture(student.picture);
    await tx.update(studentProfiles).set({ picturePassword: chosen }).where(eq(studentProfiles.id, studentProfileId));
    const { student_profile_id, first_name, last_name, username } = student;
    return { student_profile_id, first_name, last_name, username, picture: chosen };
  });
}

/** The classroom that signs in with pictures under this code (404 otherwise: unknown, off, archived or completed). */
async function pictureClassroom(db: Reader, code: string): Promise<Classroom> {
  const [classroom] = await db
    .select()
    .from(classrooms)
    .where(
      and(
        eq(classrooms.signInCode, normaliseCode(code)),
        eq(classrooms.pictureSignIn, true),
        eq(classrooms.status, 'active'),
      ),
    )
    .limit(1);
  if (!classroom) throw notFound();
  return classroom;
}

/** The children who can sign in with a picture: active accounts that have one. */
async function signInChildren(db: Reader, classroomId: number) {
  return (await classStudents(db, classroomId)).filter(
    (s): s is typeof s & { picture: PictureKey } => s.status === 'active' && isPicture(s.picture),
  );
}

/** The first letter of the last name, as a child reads it ("" when there is none). */
const initialOf = (name: string) => [...name.trim()][0]?.toLocaleUpperCase() ?? '';

/** GET /picture-sign-in/{code}: first names, last initials, avatars and each child's nine pictures; nothing else. */
export async function classPictureList(db: Reader, secret: string, code: string) {
  const classroom = await pictureClassroom(db, code);
  return {
    classroom_name: classroom.name,
    children: (await signInChildren(db, classroom.id)).map((s) => ({
      student_profile_id: s.student_profile_id,
      first_name: s.first_name,
      last_initial: initialOf(s.last_name),
      avatar: s.avatar,
      pictures: pictureGrid(secret, s.student_profile_id, s.picture),
    })),
  };
}

export const wrongPicture = () =>
  new HttpError(422, 'errors.wrongPicture', { issues: { picture: [{ key: 'errors.wrongPicture' }] } });

/** The limits a picture try passes through (routes.ts gives the Throttle with the picture policy). */
export interface PictureTries {
  assertMayTry(account: string): Promise<void>;
  startTry(account: string): Promise<void>;
  failed(account: string): Promise<void>;
  succeeded(account: string): Promise<void>;
}

/**
 * POST /picture-sign-in/{code}: the child's account when the picture is theirs. A try is counted against
 * the account exactly as a password try is (the same counters: a wrong picture and a wrong password add
 * up, a right one clears them); a child not of this class is counted under the class and the id typed.
 */
export async function checkPicture(
  db: Reader,
  tries: PictureTries,
  code: string,
  studentProfileId: number,
  picture: string,
): Promise<User> {
  const classroom = await pictureClassroom(db, code);
  const child = (await signInChildren(db, classroom.id)).find((s) => s.student_profile_id === studentProfileId);
  const [user] = child ? await db.select().from(users).where(eq(users.id, child.userId)).limit(1) : [];
  const account = user ? `user:${user.id}` : `picture:${classroom.id}:${studentProfileId}`;
  await tries.assertMayTry(account);
  await tries.startTry(account);
  if (!child || !user || child.picture !== picture) {
    await tries.failed(account);
    throw wrongPicture();
  }
  await tries.succeeded(account);
  if (user.status === 'disabled') throw forbidden('errors.accountDisabled');
  return user;
}
