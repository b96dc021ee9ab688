import { CERTIFICATE_CODE_PATTERN, ar, en } from '@codeyard/shared-schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, courses, stones, teacherProfiles, users } from '../db/tables.js';
import { complete } from '../test-support/teacher-fixture.js';
import { profileIdOf } from '../test-support/parents.js';
import { pdfFacts } from '../test-support/pdf-text.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { DEMO_CERTIFICATE } from './demo.js';
import { VERIFY_RATE_LIMIT } from './routes.js';

/**
 * The certificate calls (spec 001 §7.10, /certificates?type=student and /generate-student-certificate of
 * §7.3) on one seeded server: sunny5 (teacher1's young class) has completed My First Computer and has its
 * certificate; student1 and student2 sit in teacher1's other class (SmoothY Starter); teacher2 teaches at the
 * same school, teacher3 at another.
 */
let t: TestApp;
const tokens = new Map<string, string>();
let ids: { sunny5: number; student1: number; student2: number; starter: number; python: number };
let demo: typeof certificates.$inferSelect;

beforeAll(async () => {
  t = await startTestApp({ seedDemoData: true });
  const db = t.app.db;
  const courseId = async (n: number) =>
    (await db.select({ id: courses.id }).from(courses).where(eq(courses.number, n)).limit(1))[0]!.id;
  ids = {
    sunny5: await profileIdOf(t.app, DEMO_CERTIFICATE.username),
    student1: await profileIdOf(t.app, 'student1'),
    student2: await profileIdOf(t.app, 'student2'),
    starter: await courseId(1),
    python: await courseId(8),
  };
  [demo] = await db.select().from(certificates).where(eq(certificates.studentProfileId, ids.sunny5));
});
afterAll(async () => t?.close());

async function call(method: 'GET' | 'POST', url: string, who?: string, body?: unknown) {
  if (who && !tokens.has(who)) tokens.set(who, await tokenFor(t.app, who));
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? bearer(tokens.get(who)!) : {},
    ...(body !== undefined && { payload: body as object }),
  });
  return { status: res.statusCode, json: () => res.json(), raw: res.rawPayload, headers: res.headers };
}

/** Completes every playable stone of a course for a student (as the lessons would). */
async function completeCourse(studentProfileId: number, courseId: number) {
  const playable = await t.app.db
    .select({ id: stones.id })
    .from(stones)
    .where(and(eq(stones.courseId, courseId), eq(stones.playable, true)));
  for (const stone of playable) await complete(t.app, studentProfileId, stone.id, '2026-11-20T10:00:00.000Z');
}

const teacherId = async (username: string) =>
  (
    await t.app.db
      .select({ id: teacherProfiles.id })
      .from(teacherProfiles)
      .innerJoin(users, eq(users.id, teacherProfiles.userId))
      .where(eq(users.usernameKey, username))
  )[0]!.id;

describe("a student's certificates", () => {
  it('the demo child has the certificate of the course they completed, and no course waits for one', async () => {
    const list = await call('GET', '/certificates?type=student', 'sunny5');
    expect(list.status).toBe(200);
    const { certificates: mine, ready_courses } = list.json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      id: demo.id,
      type: 'student',
      course_number: DEMO_CERTIFICATE.courseNumber,
      course_title: 'My First Computer',
      first_name: 'Sami',
      last_name: 'Haddad',
    });
    expect(mine[0].code).toMatch(new RegExp(CERTIFICATE_CODE_PATTERN));
    expect(ready_courses).toEqual([]);
  });

  it('downloads as a one-page PDF with the name, the course and the code, in English and in Arabic', async () => {
    const english = await call('GET', `/certificates/${demo.id}`, 'sunny5');
    expect(english.status).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toContain(`codeyard-certificate-${demo.code}.pdf`);
    const facts = pdfFacts(english.raw);
    expect(facts).toMatchObject({ header: '%PDF-', pages: 1 });
    expect(facts.text).toContain('Sami Haddad');
    expect(facts.text).toContain('My First Computer');
    expect(facts.text).toContain(en.certificates.pdf.title);
    expect(facts.text).toContain(demo.code);
    expect(facts.text).toContain(`/certificates/verify/${demo.code}`);

    const arabic = pdfFacts((await call('GET', `/certificates/${demo.id}?lang=ar`, 'sunny5')).raw);
    expect(arabic.pages).toBe(1);
    expect(arabic.fonts).toEqual(expect.arrayContaining(['NotoNaskhArabic-Regular', 'NotoNaskhArabic-Bold']));
    // A Latin name stays in its order inside the Arabic page; Arabic words are drawn right to left.
    expect(arabic.text).toContain('Sami Haddad');
    expect(arabic.text).toContain(demo.code);
    expect(arabic.text).not.toContain(en.certificates.pdf.title);
  });

  it("another student, a parent of other children and a teacher of another classroom get 403; the child's teacher may read it", async () => {
    for (const who of ['student1', 'parent1', 'teacher2', 'teacher3'])
      expect((await call('GET', `/certificates/${demo.id}`, who)).status, who).toBe(403);
    expect((await call('GET', '/certificates/999999', 'sunny5')).status).toBe(403);
    expect((await call('GET', `/certificates/${demo.id}?type=teacher`, 'sunny5')).status).toBe(403);
    expect((await call('GET', `/certificates/${demo.id}`)).status).toBe(401);
    expect((await call('GET', `/certificates/${demo.id}`, 'teacher1')).status).toBe(200);
  });

  it('is made only for a completed course, with the name the child chooses, once per course', async () => {
    const refused = await call('GET', `/generate-student-certificate/${ids.starter}`, 'student1');
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'course_not_completed', message: en.certificates.courseNotCompleted });
    const refusedAr = await call('GET', `/generate-student-certificate/${ids.starter}?lang=ar`, 'student1');
    expect(refusedAr.json().message).toBe(ar.certificates.courseNotCompleted);
    expect((await call('GET', '/certificates?type=student', 'student1')).json().data).toEqual({
      certificates: [],
      ready_courses: [],
    });

    await completeCourse(ids.student1, ids.starter);
    const ready = (await call('GET', '/certificates?type=student', 'student1')).json().data;
    expect(ready.ready_courses).toEqual([expect.objectContaining({ course_id: ids.starter, number: 1 })]);

    const made = await call(
      'GET',
      `/generate-student-certificate/${ids.starter}?first_name=${encodeURIComponent('ليلى')}&last_name=Omar`,
      'student1',
    );
    expect(made.status).toBe(200);
    const certificate = made.json().data.certificate;
    expect(made.json().data.message).toBe(en.certificates.made);
    expect(certificate).toMatchObject({
      type: 'student',
      course_id: ids.starter,
      first_name: 'ليلى',
      last_name: 'Omar',
    });

    const again = (await call('GET', `/generate-student-certificate/${ids.starter}`, 'student1')).json().data
      .certificate;
    expect(again).toMatchObject({ id: certificate.id, code: certificate.code, first_name: 'ليلى' });
    const renamed = (
      await call('GET', `/generate-student-certificate/${ids.starter}?first_name=Layla&last_name=Omar`, 'student1')
    ).json().data.certificate;
    expect(renamed).toMatchObject({ id: certificate.id, code: certificate.code, first_name: 'Layla' });
    const after = (await call('GET', '/certificates?type=student', 'student1')).json().data;
    expect(after.certificates.map((c: { id: number }) => c.id)).toEqual([certificate.id]);
    expect(after.ready_courses).toEqual([]);

    // The child's parent may download it; another child may not.
    expect((await call('GET', `/certificates/${certificate.id}`, 'parent1')).status).toBe(200);
    expect((await call('GET', `/certificates/${certificate.id}`, 'student2')).status).toBe(403);
    // A blank name is refused beside its field.
    const blank = await call('GET', `/generate-student-certificate/${ids.starter}?first_name=%20%20`, 'student1');
    expect(blank.status).toBe(422);
    expect(blank.json().errors.first_name).toBeDefined();
  });
});

describe("a teacher's certificates", () => {
  it('makes one for a student of their own classroom who completed the course; never for another teacher’s student', async () => {
    const path = `/certificates/students/${ids.student2}`;
    const notYet = await call('POST', path, 'teacher1', { type: 'student', course_id: ids.starter });
    expect(notYet.status).toBe(409);
    expect(notYet.json().code).toBe('course_not_completed');

    await completeCourse(ids.student2, ids.starter);
    // teacher2 (same school, another classroom) and teacher3 (another school) may not.
    for (const who of ['teacher2', 'teacher3'])
      expect((await call('POST', path, who, { type: 'student', course_id: ids.starter })).status, who).toBe(403);
    expect((await call('POST', path, 'student2', { type: 'student', course_id: ids.starter })).status).toBe(403);

    const made = await call('POST', path, 'teacher1', { type: 'student', course_id: ids.starter });
    expect(made.status).toBe(200);
    const certificate = made.json().data.certificate;
    expect(certificate).toMatchObject({ student_profile_id: ids.student2, first_name: 'Noor' });
    expect(
      (await call('POST', path, 'teacher1', { type: 'student', course_id: ids.starter })).json().data.certificate.id,
    ).toBe(certificate.id);

    const seen = await call('GET', `/certificates/teachers/students?student_profile_id=${ids.student2}`, 'teacher1');
    expect(seen.status).toBe(200);
    expect(seen.json().data).toMatchObject({
      student: { id: ids.student2 },
      certificates: [expect.objectContaining({ id: certificate.id })],
      ready_courses: [],
    });
    for (const who of ['teacher2', 'teacher3'])
      expect(
        (await call('GET', `/certificates/teachers/students?student_profile_id=${ids.student2}`, who)).status,
        who,
      ).toBe(403);

    // The classroom's certificates: teacher1 sees their students' (sunny5's among them), teacher3 none.
    const classroom = (await call('GET', '/certificates?type=student', 'teacher1')).json().data.certificates;
    expect(classroom.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([certificate.id, demo.id]));
    expect((await call('GET', '/certificates?type=student', 'teacher3')).json().data.certificates).toEqual([]);
    // The student sees it as their own.
    expect((await call('GET', '/certificates?type=student', 'student2')).json().data.certificates).toHaveLength(1);
  });

  it("makes the teacher's own for a course of their classrooms, read by them alone", async () => {
    const mine = await teacherId('teacher1');
    const other = await teacherId('teacher2');
    expect((await call('POST', `/certificates/teachers/${other}`, 'teacher1', { course_id: ids.starter })).status).toBe(
      403,
    );
    const notTaught = await call('POST', `/certificates/teachers/${mine}`, 'teacher1', { course_id: ids.python });
    expect(notTaught.status).toBe(409);
    expect(notTaught.json().message).toBe(en.certificates.notTaught);

    const made = await call('POST', `/certificates/teachers/${mine}`, 'teacher1', { course_id: ids.starter });
    expect(made.status).toBe(200);
    const certificate = made.json().data.certificate;
    expect(certificate).toMatchObject({ type: 'teacher', teacher_profile_id: mine, student_profile_id: null });

    const list = (await call('GET', '/certificates/teachers', 'teacher1')).json().data;
    expect(list.certificates.map((c: { id: number }) => c.id)).toEqual([certificate.id]);
    expect(list.courses.map((c: { number: number }) => c.number)).toEqual(expect.arrayContaining([1, 9]));
    expect((await call('GET', '/certificates?type=teacher', 'teacher1')).json().data.certificates).toHaveLength(1);
    expect((await call('GET', '/certificates/teachers', 'teacher2')).json().data.certificates).toEqual([]);

    const file = await call('GET', `/certificates/${certificate.id}?type=teacher`, 'teacher1');
    expect(file.status).toBe(200);
    expect(pdfFacts(file.raw).text).toContain(en.certificates.pdf.teacherTitle);
    expect((await call('GET', `/certificates/${certificate.id}?type=teacher`, 'teacher2')).status).toBe(403);
    expect((await call('GET', `/certificates/${certificate.id}`, 'student1')).status).toBe(403);
  });
});

describe('the verification code', () => {
  it('opens for anyone and tells only the name, the course and the date', async () => {
    const found = await call('GET', `/certificates/verify/${demo.code}`);
    expect(found.status).toBe(200);
    expect(found.json().data).toEqual({
      type: 'student',
      name: 'Sami Haddad',
      course_title: 'My First Computer',
      issued_at: demo.issuedAt,
    });
    const arabic = await call('GET', `/certificates/verify/${demo.code}?lang=ar`);
    expect(arabic.json().data.course_title).not.toBe('My First Computer');
  });

  it('answers 404 for an unknown code and 422 for a malformed one', async () => {
    const unknown = demo.code === 'AAAAA-AAAAA' ? 'BBBBB-BBBBB' : 'AAAAA-AAAAA';
    expect((await call('GET', `/certificates/verify/${unknown}`)).status).toBe(404);
    const malformed = await call('GET', '/certificates/verify/not-a-code');
    expect(malformed.status).toBe(422);
    expect(malformed.json().errors.code[0]).toBe(en.certificates.codeInvalid);
  });

  it('answers one address 30 look-ups a minute, then 429', async () => {
    const lookUp = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/certificates/verify/${demo.code}`,
          remoteAddress: '203.0.113.7',
        })
      ).statusCode;
    const statuses: number[] = [];
    for (let i = 0; i < VERIFY_RATE_LIMIT.max; i++) statuses.push(await lookUp());
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await lookUp()).toBe(429);
    // Another address is not held back.
    expect((await call('GET', `/certificates/verify/${demo.code}`)).status).toBe(200);
  });
});
