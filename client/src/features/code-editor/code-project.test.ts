import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { closeUserDbs, openUserDb } from '../../storage/user-db';
import { fakeServer, json } from '../../test-support/outbox';
import { applyServerProject, getProject, listProjects, type ServerProject } from '../projects/store';
import { projectHref } from '../projects/MyProjectsPage';
import { findCodeProject, openProjectCode, projectCode, submitCodeProject } from './code-project';
import { draftKey, parseIdeParams } from './ide-params';

let nextUser = 9800;
afterEach(() => {
  closeUserDbs();
  vi.unstubAllGlobals();
});
const python = (n: number, params = parseIdeParams('')) => ({
  editor: 'python' as const,
  params,
  draftKey: draftKey('python', params),
  name: `Program ${n}`,
  defaultName: 'Python program',
  codeParts: { python_code: `print(${n})\n` },
  studentProfileId: 7,
});

describe('a Python program sent as a project', () => {
  it('goes through the projects flow with python_code only (no SmoothY or web code), and is found again for its draft', async () => {
    const db = openUserDb(nextUser++);
    const first = await submitCodeProject(db, python(1));
    expect(first).toMatchObject({
      status: 'pending',
      editor: 'python',
      kind: 'individual',
      name: 'Program 1',
      draftKey: 'python:free',
    });
    const [entry] = await db.outbox.toArray();
    expect(entry!.call).toBe('POST /student-project-submission');
    expect(entry!.body).toMatchObject({
      project_name: 'Program 1',
      student_profile_id: 7,
      is_course_project: false,
      code: null,
      python_code: 'print(1)\n',
      html_code: null,
      css_code: null,
      js_code: null,
    });
    // Not a web page's project, even with the same kind of draft key.
    expect(await findCodeProject(db, 'web', parseIdeParams(''), 'python:free')).toBeUndefined();
    expect((await findCodeProject(db, 'python', parseIdeParams(''), 'python:free'))?.id).toBe(first.id);
    expect(await listProjects(db)).toHaveLength(1);
  });

  it('an empty name gets the default one; a course project goes to POST /course-project-submission', async () => {
    const db = openUserDb(nextUser++);
    const params = parseIdeParams('coursedId=8&lessonId=120&isCourseProject=1');
    await submitCodeProject(db, { ...python(2, params), name: '  ' });
    const [entry] = await db.outbox.toArray();
    expect(entry!.call).toBe('POST /course-project-submission');
    expect(entry!.body).toMatchObject({
      project_name: 'Python program',
      course_id: 8,
      lesson_id: 120,
      is_course_project: true,
      python_code: 'print(2)\n',
    });
  });

  it("keeps the projects' daily limit: a fourth new program on the same day is refused on the device", async () => {
    const db = openUserDb(nextUser++);
    const now = new Date('2026-03-01T10:00:00Z');
    for (let i = 1; i <= 3; i++) await submitCodeProject(db, python(i, parseIdeParams(`projectId=${i}`)), now);
    const fourth = submitCodeProject(db, python(4), now);
    await expect(fourth).rejects.toBeInstanceOf(ApiError);
    await expect(fourth).rejects.toMatchObject({ code: 'daily_project_limit' });
    expect(await db.outbox.count()).toBe(3);
  });

  it('opens again from My projects: the Python editor by its server id, whose code is kept on the device', async () => {
    const db = openUserDb(nextUser++);
    const sent = await submitCodeProject(db, python(5));
    expect(projectHref(sent)).toBe('/python-ide');
    await db.projects.update(sent.id, { serverId: 41 });
    const linked = (await listProjects(db))[0]!;
    expect(projectHref(linked)).toBe('/python-ide?projectId=41');
    expect(await projectCode(db, 'python', parseIdeParams('projectId=41'))).toEqual({ python_code: 'print(5)\n' });
    expect(await projectCode(db, 'web', parseIdeParams('projectId=41'))).toBeNull();
    expect(await projectCode(db, 'python', parseIdeParams('projectId=42'))).toBeNull();
  });
});

describe('where My projects opens a project', () => {
  const base = { id: 'p-1', serverId: null, course: null, draftKey: undefined, editor: undefined } as const;
  const href = (p: object) => projectHref({ ...base, ...p } as unknown as Parameters<typeof projectHref>[0]);
  it('SmoothY in the playground by its local id, web and Python in their editors', () => {
    expect(href({})).toBe('/playground-ide?projectId=p-1');
    expect(href({ editor: 'web', draftKey: 'web:project:9' })).toBe('/web-ide?projectId=9');
    expect(href({ editor: 'web', draftKey: 'web:lesson:77' })).toBe('/web-ide?lessonId=77');
    expect(href({ editor: 'python', serverId: 12, draftKey: 'python:free' })).toBe('/python-ide?projectId=12');
    expect(
      href({
        editor: 'python',
        draftKey: 'python:lesson:120',
        course: { courseId: 8, lessonId: 120, templateId: null, isGraduation: true },
      }),
    ).toBe('/python-ide?coursedId=8&lessonId=120&isCourseProject=1&isGraduationProject=1');
  });
});

describe("a project made on another device (known here only from the server's list)", () => {
  const summary = (
    id: number,
    editor: 'blocks' | 'python' | 'web',
    extra: Partial<ServerProject> = {},
  ): ServerProject => ({
    id,
    type: 'individual',
    status: 'pending',
    version: 1,
    project_name: `Made elsewhere ${id}`,
    editor,
    thumb_uri: null,
    course_id: null,
    lesson_id: null,
    lesson_project_template_id: null,
    is_graduation_project: false,
    comment: null,
    points: null,
    submitted_at: '2026-03-02T10:00:00.000Z',
    resubmitted_at: null,
    review_due_at: '2026-03-09T10:00:00.000Z',
    resubmit_until: null,
    updated_at: '2026-03-02T10:00:00.000Z',
    ...extra,
  });
  const view = (
    s: ServerProject,
    code: { python_code?: string; html_code?: string; css_code?: string; js_code?: string },
  ) => ({
    ...s,
    approval_status_id: 1,
    student_profile_id: 7,
    code: null,
    python_code: null,
    html_code: null,
    css_code: null,
    js_code: null,
    img_uri: null,
    ...code,
  });

  it('is linked by My projects to its own editor with its server id, not to the playground', async () => {
    const db = openUserDb(nextUser++);
    await applyServerProject(db, summary(51, 'python'));
    await applyServerProject(db, summary(52, 'web'));
    await applyServerProject(db, summary(53, 'blocks'));
    await applyServerProject(db, summary(54, 'web', { type: 'course', course_id: 7, lesson_id: 300 }));
    expect(projectHref((await getProject(db, 's-51'))!)).toBe('/python-ide?projectId=51');
    expect(projectHref((await getProject(db, 's-52'))!)).toBe('/web-ide?projectId=52');
    expect(projectHref((await getProject(db, 's-53'))!)).toBe('/playground-ide?projectId=s-53');
    expect(projectHref((await getProject(db, 's-54'))!)).toBe(
      '/web-ide?projectId=54&coursedId=7&lessonId=300&isCourseProject=1',
    );
  });

  it("the editor fetches its code once (the student's own project call), keeps it here, and opens it offline afterwards", async () => {
    const db = openUserDb(nextUser++);
    await applyServerProject(db, summary(61, 'web'));
    const server = fakeServer((call) =>
      call.path === '/api/get-student-individual-project/61'
        ? json(200, {
            data: view(summary(61, 'web'), { html_code: '<h1>Hi</h1>', css_code: 'h1{color:red}', js_code: '' }),
          })
        : json(404, { message: 'Not found' }),
    );
    vi.stubGlobal('fetch', server.fetch);
    const params = parseIdeParams('projectId=61');
    expect(await projectCode(db, 'web', params)).toBeNull();
    const parts = { html_code: '<h1>Hi</h1>', css_code: 'h1{color:red}', js_code: '' };
    expect(await openProjectCode(db, 'web', params)).toEqual(parts);
    expect(server.calls.map((c) => c.path)).toEqual(['/api/get-student-individual-project/61']);
    expect(await getProject(db, 's-61')).toMatchObject({
      editor: 'web',
      codeParts: parts,
      hasContent: true,
      updatedAt: '2026-03-02T10:00:00.000Z',
    });

    // Offline now: from the device, no call.
    vi.stubGlobal('fetch', fakeServer(() => 'network').fetch);
    expect(await openProjectCode(db, 'web', params)).toEqual(parts);
    // The Python editor does not take a web page's code.
    expect(await openProjectCode(db, 'python', params)).toBeNull();
  });

  it('a course project uses the course project call; a Python program fetched for a link nobody listed here is kept too', async () => {
    const db = openUserDb(nextUser++);
    await applyServerProject(db, summary(71, 'python', { type: 'course', course_id: 8, lesson_id: 120 }));
    const server = fakeServer((call) => {
      if (call.path === '/api/get-student-course-project/71')
        return json(200, {
          data: view(summary(71, 'python', { type: 'course', course_id: 8, lesson_id: 120 }), {
            python_code: 'print(71)',
          }),
        });
      if (call.path === '/api/get-student-individual-project/72')
        return json(200, { data: view(summary(72, 'python'), { python_code: 'print(72)' }) });
      return json(404, { message: 'Not found' });
    });
    vi.stubGlobal('fetch', server.fetch);
    expect(
      await openProjectCode(db, 'python', parseIdeParams('projectId=71&coursedId=8&lessonId=120&isCourseProject=1')),
    ).toEqual({ python_code: 'print(71)' });
    expect(await openProjectCode(db, 'python', parseIdeParams('projectId=72'))).toEqual({ python_code: 'print(72)' });
    expect(await getProject(db, 's-72')).toMatchObject({ editor: 'python', codeParts: { python_code: 'print(72)' } });
    // Not the child's (404): nothing, and nothing kept.
    expect(await openProjectCode(db, 'python', parseIdeParams('projectId=73'))).toBeNull();
    expect(await getProject(db, 's-73')).toBeUndefined();
    expect(server.calls.map((c) => c.path)).toEqual([
      '/api/get-student-course-project/71',
      '/api/get-student-individual-project/72',
      '/api/get-student-individual-project/73',
    ]);
  });

  it('offline with nothing on the device: the editor is told the project needs the network once', async () => {
    const db = openUserDb(nextUser++);
    await applyServerProject(db, summary(81, 'python'));
    vi.stubGlobal('fetch', fakeServer(() => 'network').fetch);
    expect(await openProjectCode(db, 'python', parseIdeParams('projectId=81'))).toBe('offline');
    expect(await getProject(db, 's-81')).toMatchObject({ hasContent: false });
    // A SmoothY project is never fetched into a code editor.
    await applyServerProject(db, summary(82, 'blocks'));
    await db.projects.update('s-82', {
      content: { level: 'basic', workspace: null, costume: null, background: null },
      hasContent: true,
    });
    expect(await openProjectCode(db, 'python', parseIdeParams('projectId=82'))).toBeNull();
  });
});
