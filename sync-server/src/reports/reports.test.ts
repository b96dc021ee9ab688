import { translate } from '@codeyard/shared-schema';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classroomCourses,
  classrooms,
  lessonSubmissions,
  pointEvents,
  projectSubmissions,
  questions,
  schools,
  stoneProgress,
  stones,
  studentProfiles,
  submittedAnswers,
  teacherProfiles,
  users,
} from '../db/tables.js';
import { RecordingMailTransport } from '../messaging/index.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/** The report files of spec 001 §7.6 and §7.7 (issue 13): real .xlsx workbooks, opened here with exceljs. */

let t: TestApp;
const ids = {
  classroom: 0,
  otherClassroom: 0,
  course: 0,
  stone: 0,
  teacher1: 0,
  teacher2: 0,
  student1: 0,
  student3: 0,
};
const ANSWERED = '2026-01-15T09:30:00.000Z';

const get = async (url: string, username?: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: username ? bearer(await tokenFor(t.app, username)) : {} });

async function profileOf(table: typeof studentProfiles | typeof teacherProfiles, username: string) {
  const [row] = await t.app.db
    .select({ id: table.id })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(eq(users.username, username));
  return row!.id;
}

async function open(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}
const headerOf = (ws: ExcelJS.Worksheet) => (ws.getRow(1).values as unknown[]).slice(1);
/** The row whose first cell is `first`, as values by header. */
function rowBy(ws: ExcelJS.Worksheet, first: string): Record<string, ExcelJS.Cell> {
  const headers = headerOf(ws) as string[];
  for (let r = 2; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    if (row.getCell(1).value === first) return Object.fromEntries(headers.map((h, i) => [h, row.getCell(i + 1)]));
  }
  throw new Error(`no row ${first}`);
}

beforeAll(async () => {
  t = await startTestApp({ seedDemoData: true });
  ids.teacher1 = await profileOf(teacherProfiles, 'teacher1');
  ids.teacher2 = await profileOf(teacherProfiles, 'teacher2');
  ids.student1 = await profileOf(studentProfiles, 'student1');
  ids.student3 = await profileOf(studentProfiles, 'student3');
  ids.classroom = (
    await t.app.db.select().from(classrooms).where(eq(classrooms.teacherProfileId, ids.teacher1))
  )[0]!.id;
  ids.otherClassroom = (
    await t.app.db.select().from(classrooms).where(eq(classrooms.teacherProfileId, ids.teacher2))
  )[0]!.id;
  ids.course = (
    await t.app.db.select().from(classroomCourses).where(eq(classroomCourses.classroomId, ids.classroom))
  )[0]!.courseId;
  const [question] = await t.app.db
    .select({ id: questions.id, stone: questions.stoneId })
    .from(questions)
    .innerJoin(stones, eq(stones.id, questions.stoneId))
    .where(and(eq(stones.courseId, ids.course), eq(stones.playable, true)))
    .limit(1);
  ids.stone = question!.stone;
  // student3 answered a lesson, finished it, earned points and sent a course project.
  await t.app.db.write(async (tx) => {
    const [sub] = await tx
      .insert(lessonSubmissions)
      .values({
        studentProfileId: ids.student3,
        stoneId: ids.stone,
        courseId: ids.course,
        score: 4,
        maxScore: 5,
        pointsAwarded: 40,
        answeredAt: ANSWERED,
        receivedAt: ANSWERED,
      })
      .returning();
    await tx
      .insert(submittedAnswers)
      .values({ submissionId: sub!.id, questionId: question!.id, answer: { choice: 1 }, rate: 100, correct: true });
    await tx.insert(stoneProgress).values({
      studentProfileId: ids.student3,
      stoneId: ids.stone,
      completedAt: ANSWERED,
      bestScore: 4,
      maxScore: 5,
      updatedAt: ANSWERED,
    });
    await tx
      .insert(pointEvents)
      .values({ studentProfileId: ids.student3, source: `task:${ids.stone}`, points: 40, createdAt: ANSWERED });
    await tx.insert(projectSubmissions).values({
      studentProfileId: ids.student3,
      type: 'course',
      status: 'approved',
      version: 1,
      projectName: 'My Robot',
      courseId: ids.course,
      lessonId: ids.stone,
      points: 300,
      comment: 'Well done',
      submittedAt: ANSWERED,
      reviewedAt: '2026-01-16T10:00:00.000Z',
      updatedAt: ANSWERED,
    });
  });
});
afterAll(async () => t?.close());

describe("the teacher's classroom report", () => {
  it('is a real .xlsx: header row, frozen pane, one row a student, typed numbers and dates', async () => {
    const res = await get(`/export-students-report-by-teacher/${ids.classroom}`, 'teacher1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="students_Grade-4-Explorers.xlsx"');
    const ws = (await open(res.rawPayload)).worksheets[0]!;
    expect(ws.name).toBe('Students');
    expect(headerOf(ws)).toEqual([
      'Username',
      'First name',
      'Last name',
      'Status',
      'Points',
      'Points this week',
      'Lessons completed',
      'Lessons in total',
      'Progress',
      'Last activity',
    ]);
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.views[0]!.rightToLeft).toBeFalsy();
    expect(ws.rowCount).toBe(6);
    const leo = rowBy(ws, 'student3');
    expect(leo['Points']!.type).toBe(ExcelJS.ValueType.Number);
    expect(leo['Points']!.value).toBe(40);
    expect(leo['Lessons completed']!.value).toBe(1);
    expect(leo['Status']!.value).toBe('Active');
    expect(leo['Last activity']!.type).toBe(ExcelJS.ValueType.Date);
    expect((leo['Last activity']!.value as Date).toISOString()).toBe(ANSWERED);
    expect(ws.getColumn(1).width).toBeGreaterThanOrEqual('Username'.length);
  });

  it('is right to left with Arabic headers in Arabic', async () => {
    const res = await get(`/export-students-report-by-teacher/${ids.classroom}?lang=ar`, 'teacher1');
    const ws = (await open(res.rawPayload)).worksheets[0]!;
    expect(ws.name).toBe('الطلاب');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, rightToLeft: true });
    expect(headerOf(ws)[0]).toBe('اسم المستخدم');
    expect(rowBy(ws, 'student3')['الحالة']!.value).toBe('نشط');
  });

  it("refuses another teacher's classroom, an unknown one and other roles", async () => {
    expect((await get(`/export-students-report-by-teacher/${ids.otherClassroom}`, 'teacher1')).statusCode).toBe(403);
    expect((await get('/export-students-report-by-teacher/99999', 'teacher1')).statusCode).toBe(403);
    expect((await get(`/export-students-report-by-teacher/${ids.classroom}`, 'schooladmin1')).statusCode).toBe(403);
    expect((await get(`/export-students-report-by-teacher/${ids.classroom}`)).statusCode).toBe(401);
  });
});

describe("the teacher's student and submission files", () => {
  it('answers each file with its sheets and rows', async () => {
    const c = ids.classroom;
    const s = ids.student3;
    const cases: [string, string, string, Record<string, unknown>][] = [
      [`/export-student-details-excel/${c}/${s}`, 'Lessons', 'Course', { Completed: 'Yes', Score: 0.8 }],
      [
        `/export-student-skills-excel/${c}/${s}`,
        'Skills',
        'Skill',
        { 'Questions answered': 1, Right: 1, 'Right answers': 1 },
      ],
      [
        `/generate-student-projects-report/${s}/${ids.course}`,
        'Projects',
        'Project',
        { Points: 300, Status: 'Approved' },
      ],
      [
        `/generate-student-overview-report/${s}/${ids.course}`,
        'Overview',
        'Student',
        { Points: 40, 'Projects approved': 1 },
      ],
      [
        `/teacher/get-school-teacher-classroom-student-submissions/${ids.teacher1}/export?classroom_id=${c}`,
        'Submissions',
        'Username',
        { Score: 4, 'Points earned': 40 },
      ],
      [
        `/teacher/get-school-teacher-classroom-lesson-submissions/${ids.teacher1}/export?classroom_id=${c}`,
        'Lesson submissions',
        'Course',
        { Submissions: 1, 'Average score': 0.8 },
      ],
      [
        `/teacher/get-school-teacher-classroom-course-submissions/${ids.teacher1}/export?classroom_id=${c}`,
        'Course projects',
        'Username',
        { Project: 'My Robot', Points: 300 },
      ],
      [
        `/teacher/get-school-teacher-classroom-assessments/${ids.teacher1}/export?classroom_id=${c}&lesson_id=${ids.stone}`,
        'Answers',
        'Username',
        { Right: 'Yes', Skill: expect.any(String), 'Right answers': 1 },
      ],
    ];
    for (const [url, sheetName, firstHeader, expected] of cases) {
      const res = await get(url, 'teacher1');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('spreadsheetml');
      const wb = await open(res.rawPayload);
      const ws = wb.worksheets[0]!;
      expect(ws.name, url).toBe(sheetName);
      expect(headerOf(ws)[0], url).toBe(firstHeader);
      expect(ws.views[0], url).toMatchObject({ state: 'frozen', ySplit: 1 });
      const headers = headerOf(ws) as string[];
      const rows = [];
      for (let r = 2; r <= ws.rowCount; r++)
        rows.push(Object.fromEntries(headers.map((h, i) => [h, ws.getRow(r).getCell(i + 1).value])));
      expect(rows, url).toContainEqual(expect.objectContaining(expected));
    }
  });

  it('types the dates of a submission as dates', async () => {
    const res = await get(
      `/teacher/get-school-teacher-classroom-student-submissions/${ids.teacher1}/export?classroom_id=${ids.classroom}`,
      'teacher1',
    );
    const ws = (await open(res.rawPayload)).worksheets[0]!;
    const row = rowBy(ws, 'student3');
    expect(row['Received on']!.type).toBe(ExcelJS.ValueType.Date);
    expect(row['Score']!.type).toBe(ExcelJS.ValueType.Number);
  });

  it("refuses a student outside the teacher's classroom, another teacher's id, a course not taught to the student", async () => {
    const teacher2Classroom = ids.otherClassroom;
    expect(
      (await get(`/export-student-details-excel/${teacher2Classroom}/${ids.student3}`, 'teacher1')).statusCode,
    ).toBe(403);
    expect((await get(`/export-student-skills-excel/${ids.classroom}/${ids.student3}`, 'teacher2')).statusCode).toBe(
      403,
    );
    expect((await get(`/generate-student-projects-report/${ids.student3}/${ids.course}`, 'teacher2')).statusCode).toBe(
      403,
    );
    expect((await get(`/generate-student-overview-report/${ids.student3}/99999`, 'teacher1')).statusCode).toBe(403);
    expect(
      (
        await get(
          `/teacher/get-school-teacher-classroom-student-submissions/${ids.teacher2}/export?classroom_id=${ids.classroom}`,
          'teacher1',
        )
      ).statusCode,
    ).toBe(403);
    const missing = await get(
      `/teacher/get-school-teacher-classroom-assessments/${ids.teacher1}/export?classroom_id=${ids.classroom}`,
      'teacher1',
    );
    expect(missing.statusCode).toBe(200);
    const stranger = await get(
      `/teacher/get-school-teacher-classroom-assessments/${ids.teacher1}/export?classroom_id=${ids.classroom}&lesson_id=999999`,
      'teacher1',
    );
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors.lesson_id).toBeDefined();
    expect((await get(`/export-student-skills-excel/${ids.classroom}/${ids.student3}`, 'student3')).statusCode).toBe(
      403,
    );
  });

  it('answers chart data: points over time, skills, lessons completed', async () => {
    const points = (await get(`/get-student-reports/${ids.student3}/${ids.course}/points`, 'teacher1')).json().data;
    expect(points.series).toEqual([{ date: '2026-01-15', value: 40, total: 40 }]);
    const lessons = (await get(`/get-student-reports/${ids.student3}/${ids.course}/lessons`, 'teacher1')).json().data;
    expect(lessons.series).toEqual([{ date: '2026-01-15', value: 1, total: 1 }]);
    const skills = (await get(`/get-student-reports/${ids.student3}/${ids.course}/skills`, 'teacher1')).json().data;
    expect(skills.skills).toEqual([expect.objectContaining({ answered: 1, correct: 1, rate: 100 })]);
    expect((await get(`/get-student-reports/${ids.student3}/${ids.course}/other`, 'teacher1')).statusCode).toBe(422);
    expect((await get(`/get-student-reports/${ids.student3}/${ids.course}/points`, 'teacher2')).statusCode).toBe(403);
  });
});

describe('sharing a report with the parent', () => {
  it("mails the file to the student's parent, attached; any other address is refused and nothing is sent", async () => {
    const recorder = new RecordingMailTransport();
    const original = t.app.mail;
    t.app.mail = recorder;
    try {
      const [student] = await t.app.db.select().from(studentProfiles).where(eq(studentProfiles.id, ids.student1));
      const parentEmail = student!.parentEmail!;
      expect(parentEmail).toBeTruthy();
      const res = await get(
        `/export-student-details-excel/${ids.classroom}/${ids.student1}/share?parent_email=${encodeURIComponent(parentEmail.toUpperCase())}`,
        'teacher1',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.message).toBe(translate('en', 'reports.shared'));
      expect(recorder.sent).toHaveLength(1);
      const mail = recorder.sent[0]!;
      expect(mail.to).toBe(parentEmail.toLowerCase());
      expect(mail.subject).toContain('Yousef Saleh');
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments![0]!.filename).toBe('studentDetails_student1.xlsx');
      const ws = (await open(mail.attachments![0]!.content)).worksheets[0]!;
      expect(headerOf(ws)[0]).toBeTruthy();
      expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

      const stranger = await get(
        `/generate-student-overview-report/${ids.student1}/${ids.course}/share?parent_email=someone%40example.com`,
        'teacher1',
      );
      expect(stranger.statusCode).toBe(422);
      expect(stranger.json().errors.parent_email[0]).toBe("This is not the email of the student's parent.");
      const notAnEmail = await get(
        `/generate-student-projects-report/${ids.student1}/${ids.course}/share?parent_email=nope`,
        'teacher1',
      );
      expect(notAnEmail.statusCode).toBe(422);
      const foreign = await get(
        `/generate-student-projects-report/${ids.student1}/${ids.course}/share?parent_email=${encodeURIComponent(parentEmail)}`,
        'teacher2',
      );
      expect(foreign.statusCode).toBe(403);
      expect(recorder.sent).toHaveLength(1);

      const overview = await get(
        `/generate-student-overview-report/${ids.student1}/${ids.course}/share?parent_email=${encodeURIComponent(parentEmail)}`,
        'teacher1',
      );
      expect(overview.statusCode).toBe(200);
      expect((await open(recorder.sent[1]!.attachments![0]!.content)).worksheets.map((w) => w.name)).toHaveLength(3);
    } finally {
      t.app.mail = original;
    }
  });

  it('keeps a note of the attachment in the local outbox', async () => {
    const [student] = await t.app.db.select().from(studentProfiles).where(eq(studentProfiles.id, ids.student1));
    const res = await get(
      `/generate-student-projects-report/${ids.student1}/${ids.course}/share?parent_email=${encodeURIComponent(student!.parentEmail!)}`,
      'teacher1',
    );
    expect(res.statusCode).toBe(200);
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/dev/outbox?to=${encodeURIComponent(student!.parentEmail!.toLowerCase())}`,
    });
    expect(outbox.json().data[0].body).toMatch(
      /\[attachment: projects_student1\.xlsx, application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet, \d+ bytes\]/,
    );
  });
});

describe("the school administrator's files", () => {
  it("exports a classroom's students over a date range, refusing a wrong range on `to`", async () => {
    const url = `/export-students-report-by-schooladmin/${ids.teacher1}/${ids.classroom}`;
    const res = await get(`${url}?from=2026-01-01&to=2026-01-31`, 'schooladmin1');
    expect(res.statusCode).toBe(200);
    const wb = await open(res.rawPayload);
    const ws = wb.worksheets[0]!;
    const leo = rowBy(ws, 'student3');
    expect(leo['Points in these dates']!.value).toBe(40);
    expect(leo['Lessons completed in these dates']!.value).toBe(1);
    const dates = wb.worksheets[1]!;
    expect(dates.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.Date);
    const before = await get(`${url}?from=2025-01-01&to=2025-01-31`, 'schooladmin1');
    expect(rowBy((await open(before.rawPayload)).worksheets[0]!, 'student3')['Points in these dates']!.value).toBe(0);
    const reversed = await get(`${url}?from=2026-02-01&to=2026-01-01`, 'schooladmin1');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to[0]).toBe('The end date must be after the start date.');
    const future = await get(`${url}?to=2999-01-01`, 'schooladmin1');
    expect(future.json().errors.to[0]).toBe('The date cannot be later than today.');
    expect(
      (await get(`/export-students-report-by-schooladmin/${ids.teacher2}/${ids.classroom}`, 'schooladmin1')).statusCode,
    ).toBe(403);
    const teacher3 = await profileOf(teacherProfiles, 'teacher3');
    expect(
      (await get(`/export-students-report-by-schooladmin/${teacher3}/${ids.classroom}`, 'schooladmin1')).statusCode,
    ).toBe(403);
    expect((await get(url, 'teacher1')).statusCode).toBe(403);
  });

  it('answers the general school reports for one school, all schools, and as data', async () => {
    const [school] = await t.app.db.select().from(schools).where(eq(schools.name, 'Demo School'));
    const one = await get(`/general-school-report?school_id=${school!.id}`, 'schooladmin1');
    expect(one.statusCode).toBe(200);
    const wb = await open(one.rawPayload);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Schools', 'Classrooms', 'Dates']);
    const row = rowBy(wb.worksheets[0]!, 'Demo School');
    // student1 to student5 and the young class's sunny1 to sunny5
    expect(row['Students']!.value).toBe(10);
    expect(row['Students']!.type).toBe(ExcelJS.ValueType.Number);
    const all = await get('/general-school-report/all?lang=ar', 'multiadmin1');
    const allWs = (await open(all.rawPayload)).worksheets[0]!;
    expect(allWs.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen' });
    expect(allWs.rowCount).toBe(3);
    const view = (await get('/general-school-report/view', 'multiadmin1')).json().data;
    expect(view.schools.map((s: { school_name: string }) => s.school_name)).toEqual(['Demo Academy', 'Demo School']);
    const [academy] = await t.app.db.select().from(schools).where(eq(schools.name, 'Demo Academy'));
    expect((await get(`/general-school-report?school_id=${academy!.id}`, 'schooladmin1')).statusCode).toBe(403);
    expect((await get(`/general-school-report/view?school_id=${academy!.id}`, 'schooladmin1')).statusCode).toBe(403);
    expect(
      (await get('/general-school-report/view?from=2026-02-01&to=2026-01-01', 'multiadmin1')).json().errors.to,
    ).toBeDefined();
    expect((await get('/general-school-report/all', 'teacher1')).statusCode).toBe(403);
  });
});
