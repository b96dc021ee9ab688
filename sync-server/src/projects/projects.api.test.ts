import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  awards,
  changeLog,
  notifications,
  pointEvents,
  projectSubmissions,
  studentProfiles,
  users,
} from '../db/tables.js';
import { buildFixture, type Fixture } from '../test-support/teacher-fixture.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let f: Fixture;
const tokens = new Map<string, string>();

beforeEach(async () => {
  t = await startTestApp({ seedDemoData: true });
  f = await buildFixture(t.app);
  tokens.clear();
});
afterEach(async () => t?.close());

async function call(method: 'GET' | 'POST', url: string, username?: string, body?: unknown, key?: string) {
  let headers: Record<string, string> = {};
  if (username) {
    if (!tokens.has(username)) tokens.set(username, await tokenFor(t.app, username));
    headers = bearer(tokens.get(username)!);
  }
  if (key) headers['idempotency-key'] = key;
  const res = await (t.app as FastifyInstance).inject({
    method,
    url: `/api${url}`,
    headers,
    ...(body !== undefined && { payload: body as object }),
  });
  return { status: res.statusCode, json: res.json(), headers: res.headers };
}

const SUBMIT = '/student-project-submission';
const COURSE_SUBMIT = '/course-project-submission';
const APPROVE = '/teacher/approve-student-submission';
const DISAPPROVE = '/teacher/disapprove-student-submission';
const SHARE = '/share-project';
const TEACHER_SHARE = '/teacher/share-student-submission';

const individual = (username: string, extra: Record<string, unknown> = {}) => ({
  project_name: 'My robot dance',
  student_profile_id: f.students[username].profileId,
  gm_task_id: 4,
  code: '{"blocks":["move","turn"]}',
  python_code: null,
  js_code: 'console.log(1)',
  html_code: '<p>hi</p>',
  css_code: 'p{color:red}',
  thumb_uri: null,
  img_uri: null,
  is_course_project: false,
  is_confirmed_submission: true,
  ...extra,
});

async function submitted(username = 'student1', extra: Record<string, unknown> = {}, key?: string) {
  const res = await call('POST', SUBMIT, username, individual(username, extra), key);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.project as { id: number; version: number; status: string };
}

const row = async (id: number) =>
  (await t.app.db.select().from(projectSubmissions).where(eq(projectSubmissions.id, id)).limit(1))[0]!;
const pointsOf = async (profileId: number) =>
  await t.app.db
    .select()
    .from(pointEvents)
    .where(eq(pointEvents.studentProfileId, profileId))
    .orderBy(asc(pointEvents.id));
const notesOf = async (userId: number) =>
  await t.app.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));
const projectChanges = async (userId: number) =>
  await t.app.db
    .select()
    .from(changeLog)
    .where(and(eq(changeLog.userId, userId), eq(changeLog.entity, 'project')))
    .orderBy(asc(changeLog.seq));
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('a project from submission to approval', () => {
  it('is submitted, read by the student and the teacher, approved with points, notified, pulled and shared', async () => {
    const s1 = f.students.student1;
    const res = await call('POST', SUBMIT, 'student1', individual('student1'), 'proj-0001');
    expect(res.status).toBe(200);
    const { project, message, submitted_today, left_today } = res.json.data;
    expect(message).toBe('Your project is sent to your teacher.');
    expect(project).toMatchObject({
      type: 'individual',
      status: 'pending',
      approval_status_id: 1,
      version: 1,
      project_name: 'My robot dance',
      editor: 'web',
      js_code: 'console.log(1)',
    });
    expect(new Date(project.review_due_at).getTime() - new Date(project.submitted_at).getTime()).toBe(7 * 86_400_000);
    expect([submitted_today, left_today]).toEqual([1, 2]);

    expect((await call('GET', `/get-student-individual-project/${project.id}`, 'student1')).json.data).toMatchObject({
      id: project.id,
      code: '{"blocks":["move","turn"]}',
    });
    expect((await call('GET', `/get-student-course-project/${project.id}`, 'student1')).status).toBe(404);
    expect((await call('GET', `/get-student-individual-project/${project.id}`, 'student2')).status).toBe(404);
    expect(
      (await call('GET', `/student-projects/${s1.profileId}`, 'student1')).json.data.projects.map(
        (p: { id: number }) => p.id,
      ),
    ).toEqual([project.id]);
    expect((await call('GET', `/student-projects/${s1.profileId}`, 'parent1')).status).toBe(200);
    expect((await call('GET', '/get-student-submissions-count', 'student1')).json.data).toEqual({
      drafts: 0,
      pending: 1,
      approved: 0,
      disapproved: 0,
      submitted_today: 1,
      left_today: 2,
      per_day: 3,
    });
    expect((await call('GET', `/guest-shared-code/${project.id}`)).status).toBe(404);

    const list = await call(
      'GET',
      `/teacher/submissions?classroom_id=${f.classroomId}&approval_status_id=1`,
      'teacher1',
    );
    expect(list.json.data.submissions).toHaveLength(1);
    expect(list.json.data.submissions[0]).toMatchObject({ id: project.id, student: { username: 'student1' } });
    const details = await call('GET', `/teacher/get-school-student-submission-details/${project.id}`, 'teacher1');
    expect(details.json.data).toMatchObject({
      id: project.id,
      version: 1,
      html_code: '<p>hi</p>',
      student: { student_profile_id: s1.profileId },
    });

    const approved = await call(
      'POST',
      APPROVE,
      'teacher1',
      { submission_id: project.id, version: 1, comment: 'Lovely dance!', points: 150 },
      'approve-0001',
    );
    expect(approved.status).toBe(200);
    expect(approved.json.data).toMatchObject({
      message: 'The project is approved.',
      project: { status: 'approved', approval_status_id: 2, points: 150, comment: 'Lovely dance!' },
      new_trophies: [],
    });
    expect(await pointsOf(s1.profileId)).toEqual([
      expect.objectContaining({ source: `project:${project.id}`, points: 150 }),
    ]);
    expect(await row(project.id)).toMatchObject({
      status: 'approved',
      reviewedBy: expect.any(Number),
      reviewedAt: expect.any(String),
    });

    const notes = (await call('GET', '/get-student-notifications', 'student1')).json.data.notifications;
    expect(notes[0]).toMatchObject({
      kind: 'projectApproved',
      message: 'Your teacher approved "My robot dance" and gave you 150 points: Lovely dance!',
    });
    const pulled = (await call('GET', '/sync/pull?cursor=0', 'student1')).json.data.changes as {
      entity: string;
      entity_id: string;
      data: { status?: string };
    }[];
    expect(pulled.filter((c) => c.entity === 'project').map((c) => c.data.status)).toEqual(['pending', 'approved']);
    expect(pulled.some((c) => c.entity === 'points')).toBe(true);

    const comments = await call('GET', `/get-school-student-comments/${s1.profileId}`, 'teacher1');
    expect(comments.json.data.comments).toEqual([
      expect.objectContaining({
        project_id: project.id,
        comment: 'Lovely dance!',
        points: 150,
        reviewed_by: 'Lina Mansour',
      }),
    ]);

    // Approved is not shared (issue 11): a guest sees nothing until the child chooses to share it.
    expect((await call('GET', `/guest-shared-code/${project.id}`)).status).toBe(404);
    const sharing = await call('POST', SHARE, 'student1', { project_id: project.id, shared: true }, 'share-0001');
    expect(sharing.status, JSON.stringify(sharing.json)).toBe(200);
    const token = sharing.json.data.project.share_token as string;
    const shared = await call('GET', `/guest-shared-code/${token}`);
    expect(shared.status).toBe(200);
    // The maker's first name only: no last name, username or profile id; not even the project's number.
    expect(Object.keys(shared.json.data).sort()).toEqual([
      'code',
      'css_code',
      'first_name',
      'html_code',
      'img_uri',
      'js_code',
      'project_name',
      'python_code',
      'thumb_uri',
      'type',
    ]);
    const firstName = (
      await t.app.db
        .select({ n: studentProfiles.firstName })
        .from(studentProfiles)
        .where(eq(studentProfiles.id, s1.profileId))
        .limit(1)
    )[0]!.n;
    expect(shared.json.data.first_name).toBe(firstName);
  });

  it('takes course projects of a lesson of the course, and lists them by course and status', async () => {
    const body = {
      ...individual('student1'),
      is_course_project: true,
      lesson_id: f.lessonA,
      course_id: f.courseId,
      lesson_project_template_id: 7,
      is_graduation_project: false,
    };
    const wrong = await call('POST', COURSE_SUBMIT, 'student1', { ...body, course_id: f.otherCourseId });
    expect(wrong.status).toBe(422);
    const res = await call('POST', COURSE_SUBMIT, 'student1', body);
    expect(res.status).toBe(200);
    const id = res.json.data.project.id;
    expect(res.json.data.project).toMatchObject({
      type: 'course',
      course_id: f.courseId,
      lesson_id: f.lessonA,
      lesson_project_template_id: 7,
    });
    expect((await call('GET', `/get-student-course-project/${id}`, 'student1')).json.data.id).toBe(id);
    const page = await call(
      'GET',
      `/get-student-course-submissions?approval_status_id=1&course_id=${f.courseId}&records_per_page=10&page_number=1`,
      'student1',
    );
    expect(page.json.data).toMatchObject({
      projects: [{ id }],
      pagination: { page_number: 1, records_per_page: 10, total: 1 },
    });
    expect(
      (await call('GET', '/get-student-course-submissions?approval_status_id=2', 'student1')).json.data.projects,
    ).toEqual([]);
    expect(
      (await call('GET', '/get-student-project-submissions?type=individual', 'student1')).json.data.projects,
    ).toEqual([]);
    expect(
      (await call('GET', '/get-student-project-submissions?approval_status_id=1&type=course', 'student1')).json.data
        .projects,
    ).toHaveLength(1);
    // Someone else's profile id in the payload.
    expect((await call('POST', SUBMIT, 'student1', individual('student2'))).status).toBe(403);
  });
});

describe('the editor a project opens in', () => {
  it('is told in every answer, from the code parts it holds: python_code python, html/css/js web, else blocks', async () => {
    const parts = { code: null, python_code: null, js_code: null, html_code: null, css_code: null };
    const blocks = await submitted('student2', { ...parts, project_name: 'Blocks', code: '{"blocks":[]}' });
    const python = await submitted('student2', { ...parts, project_name: 'Python', python_code: '' });
    const web = await submitted('student2', { ...parts, project_name: 'Web', css_code: 'p{}' });
    const editors = (list: { id: number; editor: string }[]) => Object.fromEntries(list.map((p) => [p.id, p.editor]));
    const expected = { [blocks.id]: 'blocks', [python.id]: 'python', [web.id]: 'web' };

    expect(editors((await call('GET', '/get-student-project-submissions', 'student2')).json.data.projects)).toEqual(
      expected,
    );
    expect(
      editors((await call('GET', `/student-projects/${f.students.student2.profileId}`, 'student2')).json.data.projects),
    ).toEqual(expected);
    const pulled = (await call('GET', '/sync/pull?cursor=0', 'student2')).json.data.changes as {
      entity: string;
      data: { id: number; editor: string };
    }[];
    expect(editors(pulled.filter((c) => c.entity === 'project').map((c) => c.data))).toEqual(expected);
    const teacherList = (await call('GET', `/teacher/submissions?classroom_id=${f.classroomId}`, 'teacher1')).json.data
      .submissions;
    // student2's: the demo's community celebrates another child's approved project.
    expect(editors(teacherList.filter((p: { id: number }) => p.id in expected))).toEqual(expected);
    // With its code: the Python program opens in the Python editor on any device.
    expect((await call('GET', `/get-student-individual-project/${python.id}`, 'student2')).json.data).toMatchObject({
      editor: 'python',
      python_code: '',
    });
    expect(
      (await call('GET', `/teacher/get-school-student-submission-details/${web.id}`, 'teacher1')).json.data,
    ).toMatchObject({ editor: 'web', css_code: 'p{}' });
    const decided = await call('POST', DISAPPROVE, 'teacher1', {
      submission_id: web.id,
      version: 1,
      comment: 'More colour',
    });
    expect(decided.json.data.project).toMatchObject({ id: web.id, editor: 'web' });
  });
});

describe('three project submissions a day', () => {
  it('refuses the fourth with the spec message (en and ar), still saves drafts, and opens again the next UTC day', async () => {
    for (let i = 0; i < 3; i++) await submitted('student1', { project_name: `P${i}` });
    const fourth = await call('POST', SUBMIT, 'student1', individual('student1'), 'proj-limit-1');
    expect(fourth.status).toBe(409);
    expect(fourth.json).toMatchObject({
      code: 'daily_project_limit',
      message: 'Submitted three projects today: save and submit tomorrow.',
    });
    // The refusal is the key's stored answer.
    const again = await call('POST', SUBMIT, 'student1', individual('student1'), 'proj-limit-1');
    expect(again.status).toBe(409);
    expect(again.headers['idempotent-replay']).toBe('true');

    const draft = await call('POST', SUBMIT, 'student1', individual('student1', { is_confirmed_submission: false }));
    expect(draft.json.data).toMatchObject({
      message: 'Your project is saved.',
      project: { status: 'draft', version: 0, approval_status_id: null },
    });
    // Confirming the draft is a submission: refused today too.
    expect(
      (await call('POST', SUBMIT, 'student1', individual('student1', { project_id: draft.json.data.project.id }))).json
        .code,
    ).toBe('daily_project_limit');

    await t.app.db.write((tx) =>
      tx.update(users).set({ language: 'ar' }).where(eq(users.id, f.students.student1.userId)),
    );
    expect((await call('POST', SUBMIT, 'student1', individual('student1'))).json.message).toBe(
      'أرسلت ثلاثة مشاريع اليوم: احفظ مشروعك وأرسله غدًا.',
    );

    // Another student is not affected; yesterday's submissions do not count today.
    await submitted('student2');
    await t.app.db.write((tx) =>
      tx
        .update(projectSubmissions)
        .set({ submittedAt: daysAgo(1) })
        .where(eq(projectSubmissions.studentProfileId, f.students.student1.profileId)),
    );
    const next = await call(
      'POST',
      SUBMIT,
      'student1',
      individual('student1', { project_id: draft.json.data.project.id }),
    );
    expect(next.status).toBe(200);
    expect(next.json.data.project).toMatchObject({ status: 'pending', version: 1 });
  });
});

describe('the teacher decision', () => {
  it("answers 403 for another teacher's student and for a draft", async () => {
    const project = await submitted();
    const decision = { submission_id: project.id, version: 1, comment: 'Nice', points: 200 };
    for (const teacher of ['teacher2', 'teacher3']) {
      expect((await call('POST', APPROVE, teacher, decision)).status).toBe(403);
      expect((await call('GET', `/teacher/get-school-student-submission-details/${project.id}`, teacher)).status).toBe(
        403,
      );
      expect((await call('GET', `/get-school-student-comments/${f.students.student1.profileId}`, teacher)).status).toBe(
        403,
      );
    }
    expect((await call('GET', `/teacher/submissions?classroom_id=${f.classroomId}`, 'teacher2')).status).toBe(403);
    expect((await call('GET', '/teacher/submissions', 'teacher2')).json.data.submissions).toEqual([]);
    const draft = await submitted('student1', { is_confirmed_submission: false });
    expect((await call('POST', APPROVE, 'teacher1', { ...decision, submission_id: draft.id })).status).toBe(403);
    expect((await row(project.id)).status).toBe('pending');
  });

  it('needs 100 to 500 points and a comment (422)', async () => {
    const project = await submitted();
    for (const points of [99, 501]) {
      const res = await call('POST', APPROVE, 'teacher1', {
        submission_id: project.id,
        version: 1,
        comment: 'Good',
        points,
      });
      expect(res.status).toBe(422);
      expect(res.json.errors.points).toEqual(['Please give between 100 and 500 points.']);
    }
    const noComment = await call('POST', APPROVE, 'teacher1', { submission_id: project.id, version: 1, points: 200 });
    expect(noComment.status).toBe(422);
    expect(noComment.json.errors.comment).toEqual(['Please write a comment.']);
    expect(
      (await call('POST', DISAPPROVE, 'teacher1', { submission_id: project.id, version: 1, comment: '   ' })).json
        .errors.comment,
    ).toEqual(['Please write a comment.']);
    expect((await row(project.id)).status).toBe('pending');
    expect(await pointsOf(f.students.student1.profileId)).toEqual([]);
  });

  it('changes nothing when a submission or an approval is replayed; points count once per project', async () => {
    const first = await call('POST', SUBMIT, 'student1', individual('student1'), 'proj-replay');
    const replay = await call('POST', SUBMIT, 'student1', individual('student1'), 'proj-replay');
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json).toEqual(first.json);
    // student1's own: the demo's community celebrates another child's approved project.
    expect(
      await t.app.db
        .select()
        .from(projectSubmissions)
        .where(eq(projectSubmissions.studentProfileId, f.students.student1.profileId)),
    ).toHaveLength(1);

    const id = first.json.data.project.id;
    const body = { submission_id: id, version: 1, comment: 'Great', points: 300 };
    const approved = await call('POST', APPROVE, 'teacher1', body, 'approve-replay');
    const notes = (await notesOf(f.students.student1.userId)).length;
    const changes = (await t.app.db.select().from(changeLog)).length;
    const again = await call('POST', APPROVE, 'teacher1', body, 'approve-replay');
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json).toEqual(approved.json);
    // A second approval under another key is refused; the points stay once.
    const other = await call('POST', APPROVE, 'teacher1', body, 'approve-other');
    expect(other.status).toBe(409);
    expect(other.json.code).toBe('already_reviewed');
    expect(await pointsOf(f.students.student1.profileId)).toHaveLength(1);
    expect(await notesOf(f.students.student1.userId)).toHaveLength(notes);
    expect(await t.app.db.select().from(changeLog)).toHaveLength(changes);
  });

  it('lets a disapproved project be corrected and resubmitted within a week, not after', async () => {
    const project = await submitted();
    const res = await call('POST', DISAPPROVE, 'teacher1', {
      submission_id: project.id,
      version: 1,
      comment: 'The robot falls off the grid.',
    });
    expect(res.json.data.project).toMatchObject({ status: 'disapproved', approval_status_id: 3, points: null });
    const mine = (await call('GET', `/get-student-individual-project/${project.id}`, 'student1')).json.data;
    expect(new Date(mine.resubmit_until).getTime() - new Date(mine.reviewed_at).getTime()).toBe(7 * 86_400_000);
    const notes = (await call('GET', '/get-student-notifications', 'student1')).json.data.notifications;
    expect(notes[0]).toMatchObject({
      kind: 'projectDisapproved',
      message:
        'Your teacher sent "My robot dance" back: The robot falls off the grid. You can correct it and send it again within a week.',
    });

    // Two more new projects today: a resubmission is not a new submission for the daily count.
    await submitted('student1', { project_name: 'B' });
    await submitted('student1', { project_name: 'C' });
    const again = await call(
      'POST',
      SUBMIT,
      'student1',
      individual('student1', { project_id: project.id, code: '{"blocks":["move"]}' }),
    );
    expect(again.status).toBe(200);
    expect(again.json.data.project).toMatchObject({
      status: 'pending',
      version: 2,
      resubmitted_at: expect.any(String),
      code: '{"blocks":["move"]}',
      comment: 'The robot falls off the grid.',
    });
    expect(again.json.data.submitted_today).toBe(3);

    // Disapproved again, and the week passes.
    await call('POST', DISAPPROVE, 'teacher1', { submission_id: project.id, version: 2, comment: 'Almost!' });
    await t.app.db.write((tx) =>
      tx
        .update(projectSubmissions)
        .set({ reviewedAt: daysAgo(8) })
        .where(eq(projectSubmissions.id, project.id)),
    );
    const late = await call('POST', SUBMIT, 'student1', individual('student1', { project_id: project.id }));
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({
      code: 'resubmit_window_closed',
      message: expect.stringContaining('More than a week'),
    });
    expect(await row(project.id)).toMatchObject({ status: 'disapproved', version: 2 });
    expect((await notesOf(f.students.student1.userId)).filter((n) => n.kind === 'projectDisapproved')).toHaveLength(2);
  });

  it("answers 409 'resubmitted' to a decision on a version the student has replaced", async () => {
    const project = await submitted();
    await submitted('student1', { project_id: project.id, project_name: 'My robot dance 2' });
    const stale = await call('POST', APPROVE, 'teacher1', {
      submission_id: project.id,
      version: 1,
      comment: 'Nice',
      points: 200,
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({
      code: 'resubmitted',
      message: 'The student sent a new version of this project meanwhile. Please open it again.',
    });
    expect(await pointsOf(f.students.student1.profileId)).toEqual([]);
    const fresh = await call('POST', APPROVE, 'teacher1', {
      submission_id: project.id,
      version: 2,
      comment: 'Nice',
      points: 200,
    });
    expect(fresh.status).toBe(200);
    expect((await call('POST', SUBMIT, 'student1', individual('student1', { project_id: project.id }))).json.code).toBe(
      'already_approved',
    );
  });

  it('grants Project Hero at the tenth approved project, with a notification for every review', async () => {
    const s1 = f.students.student1;
    const rows = await t.app.db.write((tx) =>
      tx
        .insert(projectSubmissions)
        .values(
          Array.from({ length: 10 }, (_, i) => ({
            studentProfileId: s1.profileId,
            type: 'individual' as const,
            status: 'pending' as const,
            version: 1,
            projectName: `P${i}`,
            submittedAt: daysAgo(3),
            updatedAt: daysAgo(3),
          })),
        )
        .returning({ id: projectSubmissions.id }),
    );
    const ids = rows.map((r) => r.id);
    for (const [i, id] of ids.entries()) {
      const res = await call('POST', APPROVE, 'teacher1', {
        submission_id: id,
        version: 1,
        comment: 'Good',
        points: 100,
      });
      expect(res.status).toBe(200);
      expect(res.json.data.new_trophies).toEqual(i === 9 ? ['projectHero'] : []);
    }
    expect(
      (
        await t.app.db
          .select()
          .from(awards)
          .where(and(eq(awards.studentProfileId, s1.profileId), eq(awards.kind, 'trophy')))
      ).map((a) => a.key),
    ).toEqual(['projectHero']);
    const trophies = (await call('GET', `/student-trophies/${s1.profileId}`, 'student1')).json.data;
    expect(trophies.approved_projects).toBe(10);
    expect(trophies.trophies[0]).toMatchObject({ key: 'projectHero', earned: true });
    const kinds = (await notesOf(s1.userId)).map((n) => n.kind);
    expect(kinds.filter((k) => k === 'projectApproved')).toHaveLength(10);
    expect(kinds.filter((k) => k === 'trophyEarned')).toHaveLength(1);
    expect(await projectChanges(s1.userId)).toHaveLength(10);
    expect((await pointsOf(s1.profileId)).reduce((s, p) => s + p.points, 0)).toBe(1000);
  });
});

describe('sharing an approved project (issue 11)', () => {
  async function approvedProject(username = 'student1', name = 'My robot dance') {
    const project = await submitted(username, { project_name: name });
    const res = await call(
      'POST',
      APPROVE,
      'teacher1',
      { submission_id: project.id, version: 1, comment: 'Good.', points: 100 },
      `approve-${project.id}`,
    );
    expect(res.status).toBe(200);
    return project;
  }
  const guest = (id: string | number) => call('GET', `/guest-shared-code/${id}`);

  it('is public only by its random token while the child shares it; a number, an old token or a look-alike never opens it', async () => {
    const project = await approvedProject();
    // Not shared: 404 for the guest, by number (the old public address) and in any loose form.
    for (const id of [project.id, `${project.id}.0`, `0x${project.id}`, `%20${project.id}`]) {
      expect((await guest(id)).status, String(id)).toBe(404);
    }
    const first = await call('POST', SHARE, 'student1', { project_id: project.id, shared: true }, 'share-a-1');
    expect(first.status).toBe(200);
    expect(first.json.data.message).toBe('The project is shared: anyone with its link can see it.');
    const token = first.json.data.project.share_token as string;
    // 128 random bits, base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.json.data.project).toMatchObject({ id: project.id, shared_by: 'student' });
    expect((await guest(token)).status).toBe(200);
    expect((await guest(token)).json.data.project_name).toBe('My robot dance');
    // Still never by its number.
    expect((await guest(project.id)).status).toBe(404);
    // Another string of the same shape is not a token; nor is the token with a letter changed.
    expect((await guest('A'.repeat(22))).status).toBe(404);
    expect((await guest(token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'))).status).toBe(404);
    // A replay of the same key answers the same token; sharing again keeps it.
    const replay = await call('POST', SHARE, 'student1', { project_id: project.id, shared: true }, 'share-a-1');
    expect(replay.json.data.project.share_token).toBe(token);
    const again = await call('POST', SHARE, 'student1', { project_id: project.id, shared: true }, 'share-a-2');
    expect(again.json.data.project.share_token).toBe(token);
    // The child's devices pull the project with its token.
    const changes = await t.app.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.userId, f.students.student1!.userId), eq(changeLog.entity, 'project')));
    expect(changes.some((c) => JSON.stringify(c.data).includes(token))).toBe(true);

    // Unsharing: the link is dead; sharing again makes a new link, and the old one stays dead.
    const off = await call('POST', SHARE, 'student1', { project_id: project.id, shared: false }, 'share-a-3');
    expect(off.status).toBe(200);
    expect(off.json.data.message).toBe('The project is no longer shared: its link does not open it any more.');
    expect(off.json.data.project).toMatchObject({ share_token: null, shared_by: null });
    expect((await guest(token)).status).toBe(404);
    const on = await call('POST', SHARE, 'student1', { project_id: project.id, shared: true }, 'share-a-4');
    const second = on.json.data.project.share_token as string;
    expect(second).not.toBe(token);
    expect((await guest(second)).status).toBe(200);
    expect((await guest(token)).status).toBe(404);
  });

  it("refuses to share a project that is not approved (409), or another child's (403), in the caller's language", async () => {
    const pending = await submitted('student1');
    const refused = await call('POST', SHARE, 'student1', { project_id: pending.id, shared: true }, 'share-b-1');
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: 'not_approved',
      message: 'Only a project your teacher approved can be shared.',
    });
    const ar = await call(
      'POST',
      `${SHARE}?lang=ar`,
      'student1',
      { project_id: pending.id, shared: true },
      'share-b-2',
    );
    expect(ar.json.message).toBe('لا يمكن مشاركة إلا مشروع وافق عليه معلمك.');
    const approved = await approvedProject('student1', 'Mine');
    const other = await call('POST', SHARE, 'student2', { project_id: approved.id, shared: true }, 'share-b-3');
    expect(other.status).toBe(403);
    for (const who of ['parent1', 'teacher1']) {
      expect((await call('POST', SHARE, who, { project_id: approved.id, shared: true }, `share-b-${who}`)).status).toBe(
        403,
      );
    }
    expect((await row(approved.id)).shareToken).toBeNull();
    // A malformed body is refused field by field.
    const bad = await call('POST', SHARE, 'student1', { project_id: approved.id, shared: 'yes' }, 'share-b-4');
    expect(bad.status).toBe(422);
  });

  it('a teacher of the classroom shares an approved project in a class showcase and may take it down; other teachers may not', async () => {
    const project = await approvedProject();
    for (const teacher of ['teacher2', 'teacher3']) {
      const res = await call(
        'POST',
        TEACHER_SHARE,
        teacher,
        { submission_id: project.id, shared: true },
        `tshare-${teacher}`,
      );
      expect(res.status, teacher).toBe(403);
    }
    const on = await call('POST', TEACHER_SHARE, 'teacher1', { submission_id: project.id, shared: true }, 'tshare-1');
    expect(on.status).toBe(200);
    expect(on.json.data.project).toMatchObject({ shared_by: 'teacher' });
    const token = on.json.data.project.share_token as string;
    expect((await guest(token)).status).toBe(200);
    // The child sees it shared, and may stop it: it is their work.
    const mine = await call('GET', `/get-student-individual-project/${project.id}`, 'student1');
    expect(mine.json.data).toMatchObject({ share_token: token, shared_by: 'teacher' });
    const off = await call('POST', SHARE, 'student1', { project_id: project.id, shared: false }, 'share-c-1');
    expect(off.status).toBe(200);
    expect((await guest(token)).status).toBe(404);
    // A teacher can take down what the child shared.
    const childOn = await call('POST', SHARE, 'student1', { project_id: project.id, shared: true }, 'share-c-2');
    const childToken = childOn.json.data.project.share_token as string;
    const down = await call(
      'POST',
      TEACHER_SHARE,
      'teacher1',
      { submission_id: project.id, shared: false },
      'tshare-2',
    );
    expect(down.status).toBe(200);
    expect((await guest(childToken)).status).toBe(404);
    // Not approved: 409.
    const pending = await submitted('student2');
    const refused = await call(
      'POST',
      TEACHER_SHARE,
      'teacher1',
      { submission_id: pending.id, shared: true },
      'tshare-3',
    );
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('not_approved');
  });
});
