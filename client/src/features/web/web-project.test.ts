import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { closeUserDbs, openUserDb } from '../../storage/user-db';
import { parseIdeParams } from '../code-editor/ide-params';
import { listProjects } from '../projects/store';
import { submitWebProject } from './web-project';

let nextUser = 9700;
afterEach(() => closeUserDbs());
const parts = (n: number) => ({ html: `<h1>Page ${n}</h1>`, css: 'h1 { color: red; }', js: 'console.log(1)' });

describe('a web page sent as a project', () => {
  it('goes through the projects flow with html_code, css_code and js_code (no SmoothY code), and is found again for its draft', async () => {
    const db = openUserDb(nextUser++);
    const params = parseIdeParams('');
    const first = await submitWebProject(db, {
      params,
      draftKey: 'web:free',
      name: 'My page',
      parts: parts(1),
      studentProfileId: 7,
    });
    expect(first).toMatchObject({ status: 'pending', editor: 'web', kind: 'individual', name: 'My page' });
    const [entry] = await db.outbox.toArray();
    expect(entry!.call).toBe('POST /student-project-submission');
    expect(entry!.body).toMatchObject({
      project_name: 'My page',
      student_profile_id: 7,
      is_course_project: false,
      code: null,
      python_code: null,
      html_code: '<h1>Page 1</h1>',
      css_code: 'h1 { color: red; }',
      js_code: 'console.log(1)',
    });
    expect(await listProjects(db)).toHaveLength(1);
  });

  it('a course project goes to POST /course-project-submission with its lesson', async () => {
    const db = openUserDb(nextUser++);
    const params = parseIdeParams('coursedId=7&lessonId=99&isCourseProject=1&isGraduationProject=1');
    await submitWebProject(db, {
      params,
      draftKey: 'web:lesson:99',
      name: 'Final',
      parts: parts(2),
      studentProfileId: 7,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry!.call).toBe('POST /course-project-submission');
    expect(entry!.body).toMatchObject({
      is_course_project: true,
      course_id: 7,
      lesson_id: 99,
      is_graduation_project: true,
      lesson_project_template_id: null,
      html_code: '<h1>Page 2</h1>',
    });
  });

  it("keeps the projects' daily limit: a fourth new page on the same day is refused on the device", async () => {
    const db = openUserDb(nextUser++);
    const now = new Date('2026-03-01T10:00:00Z');
    for (let i = 1; i <= 3; i++) {
      await submitWebProject(
        db,
        {
          params: parseIdeParams(''),
          draftKey: `web:project:${i}`,
          name: `P${i}`,
          parts: parts(i),
          studentProfileId: 7,
        },
        now,
      );
    }
    const fourth = submitWebProject(
      db,
      { params: parseIdeParams(''), draftKey: 'web:free', name: 'P4', parts: parts(4), studentProfileId: 7 },
      now,
    );
    await expect(fourth).rejects.toBeInstanceOf(ApiError);
    await expect(fourth).rejects.toMatchObject({ code: 'daily_project_limit' });
    expect(await db.outbox.count()).toBe(3);
  });
});
