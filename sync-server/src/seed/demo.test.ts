import { and, eq } from 'drizzle-orm';
import { PRICES } from '@codeyard/shared-schema';
import { afterEach, describe, expect, it } from 'vitest';
import { verifySecret } from '../accounts/passwords.js';
import {
  classroomCourses, classrooms, classroomStudents, courses, parentProfiles, schooladminProfiles, schooladminSchools, schools,
  studentProfiles, teacherProfiles, users,
} from '../db/schema.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { readCatalogue } from '../curriculum/catalogue.js';

const CATALOGUE = readCatalogue();
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo.js';

let t: TestApp;
afterEach(async () => t?.close());

const arabicLetters = /[\u0600-\u06FF]/;

describe('the course catalogue data', () => {
  it('has the spec\'s 11 courses: Computer Skills 3, SmoothY 6, Web 1, Python 1', () => {
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
    const rows = db.select().from(courses).orderBy(courses.sortOrder).all();
    expect(rows).toHaveLength(11);
    for (const row of rows) expect(PRICES.perCourse).toContain(row.price);

    const all = db.select().from(users).all();
    expect(all.map((u) => u.username).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.username).sort());
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
    expect(db.select().from(schools).all().map((s) => s.name).sort()).toEqual(['Demo Academy', 'Demo School']);
  });

  it('links the multi-school administrator to both schools and the single-school one to Demo School only', async () => {
    t = await startTestApp({ seedDemoData: true });
    const db = t.app.db;
    const schoolsOf = (username: string) =>
      db.select({ name: schools.name, multiple: schooladminProfiles.multipleSchools })
        .from(users)
        .innerJoin(schooladminProfiles, eq(schooladminProfiles.userId, users.id))
        .innerJoin(schooladminSchools, eq(schooladminSchools.schooladminProfileId, schooladminProfiles.id))
        .innerJoin(schools, eq(schools.id, schooladminSchools.schoolId))
        .where(eq(users.username, username)).all();
    expect(schoolsOf('multiadmin1').map((s) => s.name).sort()).toEqual(['Demo Academy', 'Demo School']);
    expect(schoolsOf('multiadmin1').every((s) => s.multiple)).toBe(true);
    expect(schoolsOf('schooladmin1')).toEqual([{ name: 'Demo School', multiple: false }]);
  });

  it("puts student1 to student5 in teacher1's classroom, gives teacher2 an empty one, and parent1 two children", async () => {
    t = await startTestApp({ seedDemoData: true });
    const db = t.app.db;
    const classroomOf = (username: string) =>
      db.select({ id: classrooms.id, name: classrooms.name, seats: classrooms.numberOfSeats, schoolId: classrooms.schoolId })
        .from(classrooms)
        .innerJoin(teacherProfiles, eq(teacherProfiles.id, classrooms.teacherProfileId))
        .innerJoin(users, eq(users.id, teacherProfiles.userId))
        .where(eq(users.username, username)).all();
    const [explorers] = classroomOf('teacher1');
    expect(explorers).toMatchObject({ name: 'Grade 4 Explorers', seats: 30 });
    const members = db.select({ username: users.username, schoolId: studentProfiles.schoolId })
      .from(classroomStudents)
      .innerJoin(studentProfiles, eq(studentProfiles.id, classroomStudents.studentProfileId))
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(eq(classroomStudents.classroomId, explorers.id)).all();
    expect(members.map((m) => m.username).sort()).toEqual(['student1', 'student2', 'student3', 'student4', 'student5']);
    expect(members.every((m) => m.schoolId === explorers.schoolId)).toBe(true);
    const course = db.select({ number: courses.number, track: courses.track }).from(classroomCourses)
      .innerJoin(courses, eq(courses.id, classroomCourses.courseId)).where(eq(classroomCourses.classroomId, explorers.id)).all();
    expect(course).toEqual([{ number: 1, track: 'smoothy' }]);

    const [other] = classroomOf('teacher2');
    expect(other).toBeDefined();
    expect(db.select().from(classroomStudents).where(eq(classroomStudents.classroomId, other.id)).all()).toHaveLength(0);

    const children = db.select({ username: users.username, parentEmail: studentProfiles.parentEmail })
      .from(studentProfiles)
      .innerJoin(parentProfiles, eq(parentProfiles.id, studentProfiles.parentProfileId))
      .innerJoin(users, eq(users.id, studentProfiles.userId)).all();
    expect(children.map((c) => c.username).sort()).toEqual(['student1', 'student2']);
    expect(children.every((c) => c.parentEmail === 'maryam.saleh@example.com')).toBe(true);
  });

  it('leaves a database that already has users alone', async () => {
    t = await startTestApp({ seedDemoData: true });
    const before = t.app.db.select().from(users).all().length;
    expect(await seedDemoData(t.app.db)).toBe(false);
    expect(t.app.db.select().from(users).all()).toHaveLength(before);
    expect(t.app.db.select().from(courses).all()).toHaveLength(11);
  });

  it('seeds an empty database once', async () => {
    t = await startTestApp({ seedDemoData: false });
    expect(t.app.db.select().from(users).all()).toHaveLength(0);
    expect(await seedDemoData(t.app.db)).toBe(true);
    expect(await seedDemoData(t.app.db)).toBe(false);
    expect(t.app.db.select().from(users).where(and(eq(users.userType, 'student'))).all()).toHaveLength(5);
  });
});
