import { and, eq } from 'drizzle-orm';
import { COURSE_PRICES_CENTS, dollarsToCents, PICTURE_KEYS } from '@codeyard/shared-schema';
import { afterEach, describe, expect, it } from 'vitest';
import { verifySecret } from '../accounts/passwords.js';
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
  studentProfiles,
  subscriptions,
  teacherProfiles,
  users,
} from '../db/tables.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { readCatalogue } from '../curriculum/catalogue.js';

const CATALOGUE = readCatalogue();
import { DEMO_ACCOUNTS, DEMO_COUPON, DEMO_PASSWORD, DEMO_YOUNG_CLASS, seedDemoData } from './demo.js';

let t: TestApp;
afterEach(async () => t?.close());

const arabicLetters = /[\u0600-\u06FF]/;

describe('the course catalogue data', () => {
  it("has the spec's 11 courses: Computer Skills 3, SmoothY 6, Web 1, Python 1", () => {
    const byTrack = (track: string) => CATALOGUE.filter((c) => c.track === track).length;
    expect(CATALOGUE).toHaveLength(11);
    expect(byTrack('computer-skills')).toBe(3);
    expect(byTrack('smoothy')).toBe(6);
    expect(byTrack('web')).toBe(1);
    expect(byTrack('python')).toBe(1);
    expect(new Set(CATALOGUE.map((c) => c.number)).size).toBe(11);
  });

  it('gives SmoothY course 1 twenty lessons, has courses for ages 5 to 7, and the SmoothY levels and html', () => {
    const smoothy = CATALOGUE.filter((c) => c.track === 'smoothy');
    expect(smoothy.find((c) => c.number === Math.min(...smoothy.map((s) => s.number)))?.lessons).toBe(20);
    expect(CATALOGUE.some((c) => c.ages.min === 5 && c.ages.max === 7)).toBe(true);
    expect(new Set(smoothy.map((c) => c.level))).toEqual(new Set(['basic', 'intermediate', 'advanced', 'expert']));
    expect(CATALOGUE.find((c) => c.track === 'web')?.level).toBe('html');
  });

  it('has titles and one-sentence descriptions in English and real Arabic', () => {
    for (const c of CATALOGUE) {
      expect(c.title.en).toMatch(/^[A-Za-z]/);
      expect(c.title.ar).toMatch(arabicLetters);
      expect(c.description.en).toMatch(/^[A-Z][^.]*\.$/);
      expect(c.description.ar).toMatch(arabicLetters);
      expect(c.description.ar.endsWith('.')).toBe(true);
    }
  });
});

describe('seedDemoData', () => {
  it('seeds the catalogue, two schools and the demo accounts, all with the demo password', async () => {
    t = await startTestApp({ seedDemoData: true });
    const db = t.app.db;
    const rows = await db.select().from(courses).orderBy(courses.sortOrder);
    expect(rows).toHaveLength(11);
    for (const row of rows) expect(COURSE_PRICES_CENTS).toContain(dollarsToCents(row.price));

    const all = await db.select().from(users);
    expect(all.map((u) => u.username).sort()).toEqual(
      [...DEMO_ACCOUNTS.map((a) => a.username), ...DEMO_YOUNG_CLASS.children.map((c) => c.username)].sort(),
    );
    for (const a of DEMO_ACCOUNTS) {
      const u = all.find((x) => x.username === a.username)!;
      expect(u.userType).toBe(a.role);
      expect(u.status).toBe('active');
      expect(u.email).toMatch(/@example\.com$/);
    }
    // One hash for everyone, and it is the demo password's.
    expect(new Set(all.map((u) => u.passwordHash)).size).toBe(1);
    expect(await verifySecret(all[0].passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(all.find((u) => u.username === 'parent1')?.phone).toMatch(/^\+\d{7,15}$/);
    expect((await db.select().from(schools)).map((s) => s.name).sort()).toEqual(['Demo Academy', 'Demo School']);
  });

  it('links the multi-school administrator to both schools and the single-school one to Demo School only', async () => {
    t = await startTestApp({ seedDemoData: true });
    const db = t.app.db;
    const schoolsOf = async (username: string) =>
      await db
        .select({ name: schools.name, multiple: schooladminProfiles.multipleSchools })
        .from(users)
        .innerJoin(schooladminProfiles, eq(schooladminProfiles.userId, users.id))
        .innerJoin(schooladminSchools, eq(schooladminSchools.schooladminProfileId, schooladminProfiles.id))
        .innerJoin(schools, eq(schools.id, schooladminSchools.schoolId))
        .where(eq(users.username, username));
    expect((await schoolsOf('multiadmin1')).map((s) => s.name).sort()).toEqual(['Demo Academy', 'Demo School']);
    expect((await schoolsOf('multiadmin1')).every((s) => s.multiple)).toBe(true);
    expect(await schoolsOf('schooladmin1')).toEqual([{ name: 'Demo School', multiple: false }]);
  });

  it("puts student1 to student5 in teacher1's classroom, gives teacher2 an empty one, and parent1 three children (kid1 at home, on the trial)", async () => {
    t = await startTestApp({ seedDemoData: true });
    const db = t.app.db;
    const classroomOf = async (username: string) =>
      await db
        .select({
          id: classrooms.id,
          name: classrooms.name,
          seats: classrooms.numberOfSeats,
          schoolId: classrooms.schoolId,
        })
        .from(classrooms)
        .innerJoin(teacherProfiles, eq(teacherProfiles.id, classrooms.teacherProfileId))
        .innerJoin(users, eq(users.id, teacherProfiles.userId))
        .where(eq(users.username, username));
    const [explorers] = await classroomOf('teacher1');
    expect(explorers).toMatchObject({ name: 'Grade 4 Explorers', seats: 30 });
    const members = await db
      .select({ username: users.username, schoolId: studentProfiles.schoolId })
      .from(classroomStudents)
      .innerJoin(studentProfiles, eq(studentProfiles.id, classroomStudents.studentProfileId))
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(eq(classroomStudents.classroomId, explorers.id));
    expect(members.map((m) => m.username).sort()).toEqual(['student1', 'student2', 'student3', 'student4', 'student5']);
    expect(members.every((m) => m.schoolId === explorers.schoolId)).toBe(true);
    const course = await db
      .select({ number: courses.number, track: courses.track })
      .from(classroomCourses)
      .innerJoin(courses, eq(courses.id, classroomCourses.courseId))
      .where(eq(classroomCourses.classroomId, explorers.id));
    expect(course).toEqual([{ number: 1, track: 'smoothy' }]);

    const [other] = await classroomOf('teacher2');
    expect(other).toBeDefined();
    expect(await db.select().from(classroomStudents).where(eq(classroomStudents.classroomId, other.id))).toHaveLength(
      0,
    );

    const children = await db
      .select({ id: studentProfiles.id, username: users.username, parentEmail: studentProfiles.parentEmail })
      .from(studentProfiles)
      .innerJoin(parentProfiles, eq(parentProfiles.id, studentProfiles.parentProfileId))
      .innerJoin(users, eq(users.id, studentProfiles.userId));
    expect(children.map((c) => c.username).sort()).toEqual(['kid1', 'student1', 'student2']);
    expect(children.every((c) => c.parentEmail === 'maryam.saleh@example.com')).toBe(true);
    const [plan] = await db.select().from(subscriptions);
    expect(plan).toMatchObject({
      studentProfileId: children.find((c) => c.username === 'student1')?.id,
      status: 'active',
    });
    expect(plan!.expiresAt > new Date().toISOString()).toBe(true);
    expect((await db.select().from(coupons)).map((c) => [c.code, c.percent])).toEqual([[DEMO_COUPON, 25]]);
  });

  it('gives teacher1 a second classroom of young children who sign in with pictures, with a weekly schedule', async () => {
    t = await startTestApp({ seedDemoData: true });
    const db = t.app.db;
    const [sunny] = await db
      .select()
      .from(classrooms)
      .innerJoin(teacherProfiles, eq(teacherProfiles.id, classrooms.teacherProfileId))
      .innerJoin(users, eq(users.id, teacherProfiles.userId))
      .where(and(eq(users.username, 'teacher1'), eq(classrooms.name, 'Sunny Starters')));
    expect(sunny!.classrooms).toMatchObject({ pictureSignIn: true, signInCode: 'SUNNY', status: 'active' });
    const schedule = await db
      .select({ day: classroomSchedules.day, start: classroomSchedules.startTime, end: classroomSchedules.endTime })
      .from(classroomSchedules)
      .where(eq(classroomSchedules.classroomId, sunny!.classrooms.id));
    expect(schedule.length).toBeGreaterThan(0);
    for (const s of schedule) expect(s.end > s.start).toBe(true);
    const children = await db
      .select({ picture: studentProfiles.picturePassword, year: studentProfiles.yearOfBirth })
      .from(classroomStudents)
      .innerJoin(studentProfiles, eq(studentProfiles.id, classroomStudents.studentProfileId))
      .where(eq(classroomStudents.classroomId, sunny!.classrooms.id));
    expect(children.length).toBeGreaterThanOrEqual(4);
    const thisYear = new Date().getUTCFullYear();
    for (const c of children) {
      expect(PICTURE_KEYS).toContain(c.picture);
      expect(thisYear - c.year!).toBeGreaterThanOrEqual(5);
      expect(thisYear - c.year!).toBeLessThanOrEqual(7);
    }
    const [course] = await db
      .select({ min: courses.minAge, max: courses.maxAge })
      .from(classroomCourses)
      .innerJoin(courses, eq(courses.id, classroomCourses.courseId))
      .where(eq(classroomCourses.classroomId, sunny!.classrooms.id));
    expect(course).toEqual({ min: 5, max: 7 });
  });

  it('leaves a database that already has users alone', async () => {
    t = await startTestApp({ seedDemoData: true });
    const before = (await t.app.db.select().from(users)).length;
    expect(await seedDemoData(t.app.db)).toBe(false);
    expect(await t.app.db.select().from(users)).toHaveLength(before);
    expect(await t.app.db.select().from(courses)).toHaveLength(11);
  });

  it('seeds an empty database once', async () => {
    t = await startTestApp({ seedDemoData: false });
    expect(await t.app.db.select().from(users)).toHaveLength(0);
    expect(await seedDemoData(t.app.db)).toBe(true);
    expect(await seedDemoData(t.app.db)).toBe(false);
    expect(
      await t.app.db
        .select()
        .from(users)
        .where(and(eq(users.userType, 'student'))),
    ).toHaveLength(7 + DEMO_YOUNG_CLASS.children.length);
  });
});
