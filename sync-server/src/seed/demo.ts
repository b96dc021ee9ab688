import { DISCOUNT_PERCENT, dollarsToCents, planById, quote, type UserType } from '@codeyard/shared-schema';
import { and, count, eq, inArray } from 'drizzle-orm';
import { hashSecret } from '../accounts/passwords.js';
import { seedDemoCertificate } from '../certificates/demo.js';
import type { Database, Reader } from '../db/index.js';
import {
  classroomCourses,
  classroomSchedules,
  classrooms,
  classroomStudents,
  coupons,
  courses,
  parentProfiles,
  schooladminProfiles,
  schooladminSchools,
  schools,
  stoneProgress,
  stones,
  studentProfiles,
  subscriptions,
  teacherProfiles,
  users,
} from '../db/tables.js';
import { seedDemoCommunity } from '../community/demo.js';

/** Every demo account signs in with this password (README). */
export const DEMO_PASSWORD = 'Demo1234';

export interface DemoAccount {
  username: string;
  role: UserType;
  name: string;
  email: string;
  /** What signing in as this account shows. */
  shows: string;
}

/** The demo accounts, for the README, the end-to-end tests and the API tests. */
export const DEMO_ACCOUNTS = [
  {
    username: 'schooladmin1',
    role: 'schooladmin',
    name: 'Salma Haddad',
    email: 'salma.haddad@example.com',
    shows: 'Demo School: its teachers list, students and reports',
  },
  {
    username: 'multiadmin1',
    role: 'schooladmin',
    name: 'Omar Khalil',
    email: 'omar.khalil@example.com',
    shows: 'The admin area over two schools (Demo School and Demo Academy) with the school search',
  },
  {
    username: 'teacher1',
    role: 'teacher',
    name: 'Lina Mansour',
    email: 'lina.mansour@example.com',
    shows: 'Classroom "Grade 4 Explorers" (SmoothY Starter) with student1 to student5',
  },
  {
    username: 'teacher2',
    role: 'teacher',
    name: 'Daniel Brooks',
    email: 'daniel.brooks@example.com',
    shows: 'Classroom "Grade 5 Inventors" with no students yet (another teacher of Demo School)',
  },
  {
    username: 'teacher3',
    role: 'teacher',
    name: 'Huda Nasser',
    email: 'huda.nasser@example.com',
    shows: 'A teacher of Demo Academy, the second school (no classrooms)',
  },
  {
    username: 'student1',
    role: 'student',
    name: 'Yousef Saleh',
    email: 'yousef.saleh@example.com',
    shows: "A school student of Demo School and parent1's child",
  },
  {
    username: 'student2',
    role: 'student',
    name: 'Noor Saleh',
    email: 'noor.saleh@example.com',
    shows: "A school student of Demo School and parent1's child",
  },
  {
    username: 'student3',
    role: 'student',
    name: 'Leo Martin',
    email: 'leo.martin@example.com',
    shows: 'A school student of Demo School in Grade 4 Explorers',
  },
  {
    username: 'student4',
    role: 'student',
    name: 'Sara Ali',
    email: 'sara.ali@example.com',
    shows: 'A school student of Demo School in Grade 4 Explorers',
  },
  {
    username: 'student5',
    role: 'student',
    name: 'Ethan Clark',
    email: 'ethan.clark@example.com',
    shows: 'A school student of Demo School in Grade 4 Explorers',
  },
  {
    username: 'parent1',
    role: 'parent',
    name: 'Maryam Saleh',
    email: 'maryam.saleh@example.com',
    shows: 'Manage my kids: student1 (an active yearly plan for SmoothY Starter), student2 and kid1 (on the trial)',
  },
  {
    username: 'kid1',
    role: 'student',
    name: 'Lina Saleh',
    email: 'lina.saleh@example.com',
    shows: "A home learner on the free trial, parent1's third child (no school)",
  },
  {
    username: 'candidate1',
    role: 'student',
    name: 'Adam Nasser',
    email: 'adam.nasser@example.com',
    shows:
      'A home learner aged 10 who finished SmoothY Starter and SmoothY Adventures: the first SmoothY exam is open (/examLogin)',
  },
] as const satisfies readonly DemoAccount[];

export type DemoUsername = (typeof DEMO_ACCOUNTS)[number]['username'];

export const DEMO_SCHOOLS = {
  school: {
    name: 'Demo School',
    abbreviation: 'DS',
    city: 'Amman',
    country: 'JO',
    email: 'office@example.com',
    phone: '+962791000001',
    preferredLanguage: 'en',
  },
  academy: {
    name: 'Demo Academy',
    abbreviation: 'DA',
    city: 'Dubai',
    country: 'AE',
    email: 'academy@example.com',
    phone: '+971501000002',
    preferredLanguage: 'ar',
  },
} as const;

export const DEMO_CLASSROOMS = {
  teacher1: { name: 'Grade 4 Explorers', schoolGradeId: 4, numberOfSeats: 30, courseNumber: 1 },
  teacher2: { name: 'Grade 5 Inventors', schoolGradeId: 5, numberOfSeats: 25, courseNumber: 3 },
} as const;

/**
 * teacher1's second classroom (issue 13): young children (5 to 7) who sign in with pictures at
 * /class/SUNNY, with a weekly schedule (day 0 = Sunday). Each child has a fixed picture (and the demo
 * password too, for a grown-up helping at a keyboard).
 */
export const DEMO_YOUNG_CLASS = {
  name: 'Sunny Starters',
  schoolGradeId: 1,
  numberOfSeats: 20,
  courseNumber: 9,
  signInCode: 'SUNNY',
  schedules: [
    { day: 0, startTime: '08:30', endTime: '09:15' },
    { day: 2, startTime: '08:30', endTime: '09:15' },
    { day: 4, startTime: '10:00', endTime: '10:45' },
  ],
  children: [
    { username: 'sunny1', firstName: 'Adam', lastName: 'Farah', picture: 'sun', age: 6 },
    { username: 'sunny2', firstName: 'Lana', lastName: 'Khoury', picture: 'cat', age: 5 },
    { username: 'sunny3', firstName: 'Zaid', lastName: 'Omari', picture: 'rocket', age: 7 },
    { username: 'sunny4', firstName: 'Mira', lastName: 'Said', picture: 'flower', age: 6 },
    { username: 'sunny5', firstName: 'Sami', lastName: 'Haddad', picture: 'boat', age: 6 },
  ],
} as const;

export const DEMO_PARENT_PHONE = '+15555550101';

/** A coupon every parent may use: 25 % off the subscription fees (README). */
export const DEMO_COUPON = 'FAMILY25';

function account(username: DemoUsername) {
  const found = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!found) throw new Error(`no demo account ${username}`);
  const [firstName, ...rest] = found.name.split(' ');
  return { ...found, firstName, lastName: rest.join(' ') };
}

/**
 * Seeds the demo schools and the demo accounts (the catalogue is loaded before) into an empty database (one
 * without users), in one transaction. Every password is DEMO_PASSWORD, hashed once. Safe to call at
 * every start: a database with users is left alone.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  return db.write(async (tx) => {
    // Checked again inside the transaction: another process may have seeded while we hashed.
    if (await hasUsers(tx)) return false;
    const courseId = async (number: number) => {
      const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.number, number)).limit(1);
      if (!row) throw new Error(`course ${number} is missing`);
      return row.id;
    };

    const addUser = async (
      username: DemoUsername,
      userType: UserType,
      extra: Partial<typeof users.$inferInsert> = {},
    ) => {
      const a = account(username);
      const [row] = await tx
        .insert(users)
        .values({
          username,
          usernameKey: username.toLowerCase(),
          email: a.email,
          passwordHash,
          userType,
          status: 'active',
          ...extra,
        })
        .returning({ id: users.id });
      return { userId: row.id, firstName: a.firstName, lastName: a.lastName, email: a.email };
    };

    const schoolId = (await tx.insert(schools).values(DEMO_SCHOOLS.school).returning({ id: schools.id }))[0].id;
    const academyId = (await tx.insert(schools).values(DEMO_SCHOOLS.academy).returning({ id: schools.id }))[0].id;

    // School administrators: one of a single school, one over both schools.
    const admin = await addUser('schooladmin1', 'schooladmin', { phone: '+962791000011' });
    const adminProfileId = (
      await tx
        .insert(schooladminProfiles)
        .values({
          userId: admin.userId,
          schoolId,
          firstName: admin.firstName,
          lastName: admin.lastName,
          multipleSchools: false,
        })
        .returning({ id: schooladminProfiles.id })
    )[0].id;
    await tx.insert(schooladminSchools).values({ schooladminProfileId: adminProfileId, schoolId });

    const multi = await addUser('multiadmin1', 'schooladmin', { phone: '+962791000012' });
    const multiProfileId = (
      await tx
        .insert(schooladminProfiles)
        .values({
          userId: multi.userId,
          schoolId,
          firstName: multi.firstName,
          lastName: multi.lastName,
          multipleSchools: true,
        })
        .returning({ id: schooladminProfiles.id })
    )[0].id;
    await tx.insert(schooladminSchools).values([
      { schooladminProfileId: multiProfileId, schoolId },
      { schooladminProfileId: multiProfileId, schoolId: academyId },
    ]);

    // Teachers.
    const teacher = async (username: DemoUsername, inSchool: number) => {
      const u = await addUser(username, 'teacher');
      return (
        await tx
          .insert(teacherProfiles)
          .values({ userId: u.userId, schoolId: inSchool, firstName: u.firstName, lastName: u.lastName })
          .returning({ id: teacherProfiles.id })
      )[0].id;
    };
    const teacher1 = await teacher('teacher1', schoolId);
    const teacher2 = await teacher('teacher2', schoolId);
    await teacher('teacher3', academyId);

    // The parent of student1 and student2.
    const parent = await addUser('parent1', 'parent', { phone: DEMO_PARENT_PHONE });
    const parentProfileId = (
      await tx
        .insert(parentProfiles)
        .values({ userId: parent.userId, firstName: parent.firstName, lastName: parent.lastName, country: 'JO' })
        .returning({ id: parentProfiles.id })
    )[0].id;

    // Students: school students of Demo School, in teacher1's classroom.
    const yearOfBirth = new Date().getUTCFullYear() - 9;
    const studentIds: number[] = [];
    for (const username of ['student1', 'student2', 'student3', 'student4', 'student5'] as const) {
      const u = await addUser(username, 'student');
      const ofParent = username === 'student1' || username === 'student2';
      studentIds.push(
        (
          await tx
            .insert(studentProfiles)
            .values({
              userId: u.userId,
              firstName: u.firstName,
              lastName: u.lastName,
              yearOfBirth,
              schoolId,
              grade: 4,
              isTrial: false,
              parentProfileId: ofParent ? parentProfileId : null,
              parentEmail: ofParent ? parent.email : null,
            })
            .returning({ id: studentProfiles.id })
        )[0].id,
      );
    }

    const classroom = async (
      teacherProfileId: number,
      spec: { name: string; schoolGradeId: number; numberOfSeats: number; courseNumber: number },
    ) => {
      const id = (
        await tx
          .insert(classrooms)
          .values({
            schoolId,
            teacherProfileId,
            name: spec.name,
            schoolGradeId: spec.schoolGradeId,
            numberOfSeats: spec.numberOfSeats,
          })
          .returning({ id: classrooms.id })
      )[0].id;
      await tx.insert(classroomCourses).values({ classroomId: id, courseId: await courseId(spec.courseNumber) });
      return id;
    };
    const explorers = await classroom(teacher1, DEMO_CLASSROOMS.teacher1);
    await classroom(teacher2, DEMO_CLASSROOMS.teacher2);
    await tx
      .insert(classroomStudents)
      .values(studentIds.map((studentProfileId) => ({ classroomId: explorers, studentProfileId })));

    // teacher1's young class: a schedule, picture sign-in on with its fixed code, five children.
    const young = DEMO_YOUNG_CLASS;
    const sunny = await classroom(teacher1, young);
    await tx
      .update(classrooms)
      .set({ pictureSignIn: true, signInCode: young.signInCode })
      .where(eq(classrooms.id, sunny));
    await tx.insert(classroomSchedules).values(young.schedules.map((s) => ({ classroomId: sunny, ...s })));
    const thisYear = new Date().getUTCFullYear();
    for (const child of young.children) {
      const [user] = await tx
        .insert(users)
        .values({
          username: child.username,
          usernameKey: child.username,
          passwordHash,
          userType: 'student',
          status: 'active',
        })
        .returning({ id: users.id });
      const [profile] = await tx
        .insert(studentProfiles)
        .values({
          userId: user!.id,
          firstName: child.firstName,
          lastName: child.lastName,
          yearOfBirth: thisYear - child.age,
          schoolId,
          grade: young.schoolGradeId,
          isTrial: false,
          picturePassword: child.picture,
        })
        .returning({ id: studentProfiles.id });
      await tx.insert(classroomStudents).values({ classroomId: sunny, studentProfileId: profile!.id });
    }

    // parent1's plans (issue 15): student1 has a yearly plan for course 1, kid1 learns at home on the trial.
    const kid = await addUser('kid1', 'student');
    await tx.insert(studentProfiles).values({
      userId: kid.userId,
      firstName: kid.firstName,
      lastName: kid.lastName,
      yearOfBirth: thisYear - 8,
      isTrial: true,
      parentProfileId,
      parentEmail: parent.email,
    });
    const starter = await courseId(1);
    const [starterRow] = await tx.select({ price: courses.price }).from(courses).where(eq(courses.id, starter));
    const yearly = planById(2)!;
    const bought = quote({
      children: 1,
      courses: [{ id: starter, priceCents: dollarsToCents(starterRow!.price) }],
      months: yearly.months,
    });
    const purchasedAt = new Date();
    const expiresAt = new Date(purchasedAt);
    expiresAt.setUTCMonth(expiresAt.getUTCMonth() + yearly.months);
    await tx.insert(subscriptions).values({
      studentProfileId: studentIds[0]!,
      parentProfileId,
      courseId: starter,
      planId: yearly.id,
      amountCents: bought.totalCents,
      discountCents: bought.discountCents,
      paymentMethod: 'demo',
      purchasedAt: purchasedAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    await tx.insert(coupons).values({ code: DEMO_COUPON, percent: DISCOUNT_PERCENT.coupon });
    // The community (issue 16): on for Demo School, a few posts among teacher1's students.
    await seedDemoCommunity(tx, {
      schoolId,
      classroomId: explorers,
      studentProfileIds: studentIds,
      reviewerTeacherProfileId: teacher1,
    });
    // sunny5 has completed My First Computer and has its certificate (issue 16).
    await seedDemoCertificate(tx);

    // The certification programme (issue 16): candidate1 finished courses 1 and 2, so exam 1 is open.
    const candidate = await addUser('candidate1', 'student');
    const [candidateProfile] = await tx
      .insert(studentProfiles)
      .values({
        userId: candidate.userId,
        firstName: candidate.firstName,
        lastName: candidate.lastName,
        yearOfBirth: thisYear - 10,
        isTrial: false,
      })
      .returning({ id: studentProfiles.id });
    const finishedAt = new Date().toISOString();
    const finished = await tx
      .select({ id: stones.id })
      .from(stones)
      .where(
        and(
          inArray(stones.courseId, [await courseId(1), await courseId(2)]),
          eq(stones.playable, true),
          eq(stones.retired, false),
        ),
      );
    if (finished.length)
      await tx.insert(stoneProgress).values(
        finished.map((stone) => ({
          studentProfileId: candidateProfile!.id,
          stoneId: stone.id,
          completedAt: finishedAt,
          updatedAt: finishedAt,
        })),
      );
    return true;
  });
}

async function hasUsers(db: Reader): Promise<boolean> {
  return ((await db.select({ n: count() }).from(users).limit(1))[0]?.n ?? 0) > 0;
}
