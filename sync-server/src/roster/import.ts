import { usernameBase, type FieldIssue } from '@codeyard/shared-schema';
import { eq, inArray, like, or } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { hashSecret } from '../accounts/passwords.js';
import type { Database, Reader } from '../db/index.js';
import { isUniqueViolation } from '../db/sql.js';
import { classroomStudents, studentProfiles, users } from '../db/tables.js';
import { fieldError } from '../http/errors.js';
import { ownClassroom, teacherOf, type Classroom } from '../teacher/access.js';
import { fileIssues, nameKey, readClassList, type NameRow } from './class-list.js';
import { assertTakesStudents, lockClassroom, studentCount, type Said } from './classrooms.js';
import { insertSchoolStudent, schoolLanguage } from './students.js';

/**
 * POST /import-excel-by-teacher/{id}: a class list becomes student accounts. A preview answers what
 * would be created and writes nothing; an import creates every account in one unit of work (all or
 * none: a name already in the classroom, a full classroom or a username taken meanwhile undoes it all)
 * and answers the usernames and first passwords, the only time they are shown.
 */

/** Short words a young child reads and types; a first password is one of them and two digits ("tiger42"). */
const WORDS = [
  'apple',
  'bear',
  'bird',
  'boat',
  'cake',
  'camel',
  'cloud',
  'duck',
  'eagle',
  'fish',
  'frog',
  'goat',
  'grape',
  'horse',
  'kite',
  'lemon',
  'lion',
  'mango',
  'moon',
  'owl',
  'panda',
  'pear',
  'rain',
  'river',
  'robot',
  'rocket',
  'seal',
  'ship',
  'snow',
  'star',
  'sun',
  'tiger',
  'train',
  'tree',
  'whale',
  'wolf',
  'zebra',
  'comet',
  'olive',
  'lamp',
];

export function firstPassword(): string {
  const word = WORDS[randomInt(WORDS.length)]!;
  // At least 6 characters (spec 001 §9.1): a short word gets a third digit.
  const digits = word.length >= 4 ? 2 : 3;
  return `${word}${String(randomInt(10 ** digits)).padStart(digits, '0')}`;
}

export interface ImportedStudent {
  row: number;
  first_name: string;
  last_name: string;
  username: string;
  password: string | null;
}

/** Names already in the classroom, and the seats left: the import's checks against the class. */
async function checkAgainstClassroom(tx: Reader, classroom: Classroom, names: NameRow[]): Promise<void> {
  assertTakesStudents(classroom, 'file');
  const present = new Set(
    (
      await tx
        .select({ first: studentProfiles.firstName, last: studentProfiles.lastName })
        .from(classroomStudents)
        .innerJoin(studentProfiles, eq(studentProfiles.id, classroomStudents.studentProfileId))
        .where(eq(classroomStudents.classroomId, classroom.id))
    ).map((s) => nameKey(`${s.first} ${s.last}`)),
  );
  const issues: FieldIssue[] = names
    .filter((n) => present.has(nameKey(n.fullName)))
    .map((n) => ({ key: 'validation.importInClassroom', vars: { row: n.row, name: n.fullName } }));
  if (issues.length) throw fileIssues(issues);
  if ((await studentCount(tx, classroom.id)) + names.length > classroom.numberOfSeats)
    throw fieldError('file', 'validation.maxStudents');
}

/** A free username for each name, none the same as another of the list. */
async function usernamesFor(tx: Reader, names: NameRow[]): Promise<string[]> {
  const bases = names.map((n) => usernameBase(n.fullName));
  const distinct = [...new Set(bases)];
  const taken = new Set(
    (
      await tx
        .select({ key: users.usernameKey })
        .from(users)
        .where(or(inArray(users.usernameKey, distinct), ...distinct.map((b) => like(users.usernameKey, `${b}%`))))
    ).map((r) => r.key),
  );
  return bases.map((base) => {
    let name = base;
    for (let n = 1; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    return name;
  });
}

export async function importClassList(
  db: Database,
  teacherUserId: number,
  classroomId: number,
  bytes: Buffer,
  preview: boolean,
): Promise<Said<{ preview: boolean; classroom_id: number; students: ImportedStudent[] }>> {
  // The object first: another teacher's classroom is refused before its file is read.
  const classroom = await ownClassroom(db, await teacherOf(db, teacherUserId), classroomId);
  const names = await readClassList(bytes);
  const answer = (usernames: string[], passwords: (string | null)[]) =>
    names.map((n, i) => ({
      row: n.row,
      first_name: n.firstName,
      last_name: n.lastName,
      username: usernames[i]!,
      password: passwords[i]!,
    }));

  if (preview) {
    await checkAgainstClassroom(db, classroom, names);
    const usernames = await usernamesFor(db, names);
    return {
      messageKey: 'success.importPreview',
      value: {
        preview: true,
        classroom_id: classroom.id,
        students: answer(
          usernames,
          usernames.map(() => null),
        ),
      },
    };
  }

  const passwords = names.map(() => firstPassword());
  const hashes: string[] = [];
  for (const password of passwords) hashes.push(await hashSecret(password)); // slow: before the unit of work
  try {
    return await db.write(async (tx) => {
      const locked = await lockClassroom(
        tx,
        (await ownClassroom(tx, await teacherOf(tx, teacherUserId), classroomId)).id,
      );
      await checkAgainstClassroom(tx, locked, names);
      const usernames = await usernamesFor(tx, names);
      const language = await schoolLanguage(tx, locked.schoolId);
      for (const [i, n] of names.entries())
        await insertSchoolStudent(
          tx,
          locked,
          { first_name: n.firstName, last_name: n.lastName, username: usernames[i]! },
          hashes[i]!,
          language,
        );
      return {
        messageKey: 'success.imported',
        value: { preview: false, classroom_id: locked.id, students: answer(usernames, passwords) },
      };
    });
  } catch (error) {
    // Another unit took one of these usernames between our look-up and our insert: nothing was kept.
    if (isUniqueViolation(error)) throw fieldError('file', 'validation.usernameTaken');
    throw error;
  }
}
