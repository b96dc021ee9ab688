import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { closeUserDbs, openUserDb } from '../../storage/user-db';
import { listProjects } from '../projects/store';
import { projectHref } from '../projects/MyProjectsPage';
import { findCodeProject, projectCode, submitCodeProject } from './code-project';
import { draftKey, parseIdeParams } from './ide-params';

let nextUser = 9800;
afterEach(() => closeUserDbs());
const python = (n: number, params = parseIdeParams('')) => ({
  editor: 'python' as const, params, draftKey: draftKey('python', params), name: `Program ${n}`, defaultName: 'Python program',
  codeParts: { python_code: `print(${n})\n` }, studentProfileId: 7,
});

describe('a Python program sent as a project', () => {
  it('goes through the projects flow with python_code only (no SmoothY or web code), and is found again for its draft', async () => {
    const db = openUserDb(nextUser++);
    const first = await submitCodeProject(db, python(1));
    expect(first).toMatchObject({ status: 'pending', editor: 'python', kind: 'individual', name: 'Program 1', draftKey: 'python:free' });
    const [entry] = await db.outbox.toArray();
    expect(entry!.call).toBe('POST /student-project-submission');
    expect(entry!.body).toMatchObject({
      project_name: 'Program 1', student_profile_id: 7, is_course_project: false,
      code: null, python_code: 'print(1)\n', html_code: null, css_code: null, js_code: null,
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
    expect(entry!.body).toMatchObject({ project_name: 'Python program', course_id: 8, lesson_id: 120, is_course_project: true, python_code: 'print(2)\n' });
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
    expect(href({ editor: 'python', draftKey: 'python:lesson:120', course: { courseId: 8, lessonId: 120, templateId: null, isGraduation: true } }))
      .toBe('/python-ide?coursedId=8&lessonId=120&isCourseProject=1&isGraduationProject=1');
  });
});
