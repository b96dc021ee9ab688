import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { decodePaintCode, type PaintAction } from '@codeyard/shared-schema';
import { closeUserDbs, openUserDb } from '../../storage/user-db';
import { projectHref } from '../projects/MyProjectsPage';
import { listProjects } from '../projects/store';
import { parsePaintProjectParams, submitPaintProject } from './paint-project';

let nextUser = 9900;
afterEach(() => closeUserDbs());

const ACTIONS: PaintAction[] = [
  { a: 'draw', s: { t: 'rect', c: 'black', x: 10, y: 10, w: 100, h: 80 } },
  { a: 'fill', x: 50, y: 50, c: 'blue' },
];

describe('a paint course project sent from the device', () => {
  it('reads its stone from the address, as the other editors spell it', () => {
    const search = new URLSearchParams('coursedId=9&lessonId=120&isCourseProject=1&isGraduationProject=1');
    expect(parsePaintProjectParams(search)).toEqual({ courseId: 9, lessonId: 120, isGraduationProject: true });
    expect(parsePaintProjectParams(new URLSearchParams('lessonId=120'))).toBeNull();
    expect(parsePaintProjectParams(new URLSearchParams('coursedId=9&lessonId=x'))).toBeNull();
  });

  it('queues POST /course-project-submission with the drawing as code, once per stone, and opens again in /paint-project', async () => {
    const db = openUserDb(nextUser++);
    const params = { courseId: 9, lessonId: 120, isGraduationProject: false };
    const input = {
      params,
      templateId: 901,
      name: '  ',
      defaultName: 'My drawing',
      actions: ACTIONS,
      thumb: 'data:image/svg+xml,x',
      studentProfileId: 7,
    };
    const sent = await submitPaintProject(db, input);
    expect(sent).toMatchObject({ status: 'pending', editor: 'paint', kind: 'course', name: 'My drawing' });
    const [entry] = await db.outbox.toArray();
    expect(entry!.call).toBe('POST /course-project-submission');
    expect(entry!.body).toMatchObject({
      is_course_project: true,
      course_id: 9,
      lesson_id: 120,
      lesson_project_template_id: 901,
      python_code: null,
      html_code: null,
      thumb_uri: 'data:image/svg+xml,x',
    });
    expect(decodePaintCode((entry!.body as { code: string }).code)).toEqual(ACTIONS);
    expect(projectHref(sent)).toBe('/paint-project?coursedId=9&lessonId=120&isCourseProject=1');

    // Sent again once the server numbered it (a correction), it is the same project; a big drawing keeps
    // its thumbnail here only.
    await db.projects.update(sent.id, { serverId: 55 });
    await submitPaintProject(db, { ...input, actions: [...ACTIONS, { a: 'undo' }], thumb: `data:${'x'.repeat(3000)}` });
    expect(await listProjects(db)).toHaveLength(1);
    const bodies = (await db.outbox.toArray()).map((e) => e.body as { code: string; thumb_uri: string | null });
    expect(bodies).toHaveLength(2);
    expect(decodePaintCode(bodies[1]!.code)).toHaveLength(3);
    expect(bodies[1]).toMatchObject({ project_id: 55, thumb_uri: null });
  });
});
