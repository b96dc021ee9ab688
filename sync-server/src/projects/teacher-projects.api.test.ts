import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stones, teacherProjects } from '../db/tables.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/** A teacher's own projects (teacher-ide): POST /teacher/teacher-project-submission, GET /teacher/get-teacher-individual-project/{id}, GET /teacher/teacher-projects. */

let t: TestApp;
const tokens = new Map<string, string>();
beforeEach(async () => {
  t = await startTestApp({ seedDemoData: true });
  tokens.clear();
});
afterEach(async () => t?.close());

async function call(method: 'GET' | 'POST', url: string, username: string, body?: unknown, key?: string) {
  if (!tokens.has(username)) tokens.set(username, await tokenFor(t.app, username));
  const headers: Record<string, string> = { ...bearer(tokens.get(username)!), ...(key && { 'idempotency-key': key }) };
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(body !== undefined && { payload: body as object }),
  });
  return { status: res.statusCode, json: res.json() };
}

const SAVE = '/teacher/teacher-project-submission';
const program = '{"scripts":[{"id":"s","event":"start","body":[{"id":"m","type":"move_forward"}]}]}';
const rows = async () => await t.app.db.select().from(teacherProjects).orderBy(asc(teacherProjects.id));

describe("the teacher's own projects", () => {
  it('saves a new project once per key, reads it back, saves it again with project_id, and lists it', async () => {
    const lessonId = (
      await t.app.db.select({ id: stones.id }).from(stones).where(eq(stones.kind, 'challenge')).limit(1)
    )[0]!.id;
    const body = { project_name: 'Square dance', code: program, lesson_id: lessonId };
    const first = await call('POST', SAVE, 'teacher1', body, 'teacher-project-0001');
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.data.message).toBe('Your project is saved.');
    const project = first.json.data.project;
    expect(project).toMatchObject({
      project_name: 'Square dance',
      code: program,
      lesson_id: lessonId,
      python_code: null,
    });

    // A replay of the same key answers the same and adds nothing.
    const replay = await call('POST', SAVE, 'teacher1', body, 'teacher-project-0001');
    expect(replay.json.data).toEqual(first.json.data);
    expect(await rows()).toHaveLength(1);

    const read = await call('GET', `/teacher/get-teacher-individual-project/${project.id}`, 'teacher1');
    expect(read.status).toBe(200);
    expect(read.json.data).toEqual(project);

    const again = await call(
      'POST',
      SAVE,
      'teacher1',
      { project_name: 'Square dance 2', code: '{"scripts":[]}', project_id: project.id },
      'teacher-project-0002',
    );
    expect(again.status).toBe(200);
    expect(again.json.data.project).toMatchObject({
      id: project.id,
      project_name: 'Square dance 2',
      code: '{"scripts":[]}',
      lesson_id: null,
    });
    expect(await rows()).toHaveLength(1);

    const list = await call('GET', '/teacher/teacher-projects', 'teacher1');
    expect(list.json.data.projects).toEqual([
      expect.objectContaining({ id: project.id, project_name: 'Square dance 2' }),
    ]);
    expect(list.json.data.projects[0]).not.toHaveProperty('code');
  });

  it("keeps a teacher's project theirs: another teacher gets 403 to read or overwrite it, and sees none in their list; students 403", async () => {
    const saved = await call('POST', SAVE, 'teacher1', { project_name: 'Mine', code: program }, 'teacher-project-0003');
    const id = saved.json.data.project.id;
    expect((await call('GET', `/teacher/get-teacher-individual-project/${id}`, 'teacher2')).status).toBe(403);
    expect((await call('GET', `/teacher/get-teacher-individual-project/${id}`, 'teacher3')).status).toBe(403);
    expect((await call('GET', '/teacher/get-teacher-individual-project/999999', 'teacher1')).status).toBe(403);
    const overwrite = await call(
      'POST',
      SAVE,
      'teacher2',
      { project_name: 'Taken', code: '{}', project_id: id },
      'teacher-project-0004',
    );
    expect(overwrite.status).toBe(403);
    expect((await rows())[0]).toMatchObject({ projectName: 'Mine' });
    expect((await call('GET', '/teacher/teacher-projects', 'teacher2')).json.data.projects).toEqual([]);
    expect((await call('GET', `/teacher/get-teacher-individual-project/${id}`, 'student1')).status).toBe(403);
    expect((await call('POST', SAVE, 'student1', { project_name: 'x' }, 'teacher-project-0005')).status).toBe(403);
  });

  it('refuses bad input with field errors (422): no name, an unknown field, an unknown lesson, code too long', async () => {
    const noName = await call('POST', SAVE, 'teacher1', { project_name: '', code: program }, 'teacher-project-0006');
    expect(noName.status).toBe(422);
    expect(noName.json.errors).toHaveProperty('project_name');
    const extra = await call(
      'POST',
      SAVE,
      'teacher1',
      { project_name: 'A', student_profile_id: 1 },
      'teacher-project-0007',
    );
    expect(extra.status).toBe(422);
    expect(extra.json.errors).toHaveProperty('student_profile_id');
    const lesson = await call(
      'POST',
      SAVE,
      'teacher1',
      { project_name: 'A', lesson_id: 999_999 },
      'teacher-project-0008',
    );
    expect(lesson.status).toBe(422);
    expect(lesson.json.errors).toHaveProperty('lesson_id');
    const long = await call(
      'POST',
      SAVE,
      'teacher1',
      { project_name: 'A', code: 'x'.repeat(200_001) },
      'teacher-project-0009',
    );
    expect(long.status).toBe(422);
    expect(long.json.errors).toHaveProperty('code');
    expect(await rows()).toHaveLength(0);
    expect((await call('GET', '/teacher/get-teacher-individual-project/abc', 'teacher1')).status).toBe(422);
  });
});

describe('the list calls take the ?lang= the app adds to every call', () => {
  it('answers /teacher/submissions and the student lists with ?lang=', async () => {
    expect((await call('GET', '/teacher/submissions?approval_status_id=1&lang=ar', 'teacher1')).status).toBe(200);
    expect((await call('GET', '/get-student-course-submissions?lang=ar', 'student1')).status).toBe(200);
    expect((await call('GET', '/get-student-project-submissions?lang=en', 'student1')).status).toBe(200);
  });
});
