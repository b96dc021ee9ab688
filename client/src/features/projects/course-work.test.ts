import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeOfficeDocument, encodeOfficeProject, type OfficeProjectDocument } from '@codeyard/shared-schema';
import { closeUserDbs, openUserDb } from '../../storage/user-db';
import { submitCourseWork } from './course-work';
import { EDITOR_ICON, projectKind } from './kind';
import { projectHref } from './MyProjectsPage';
import { listProjects } from './store';

let nextUser = 9950;
afterEach(() => closeUserDbs());

const REPORT: OfficeProjectDocument = {
  format: 'office-document/1',
  title: 'Jordan',
  blocks: [{ type: 'text', style: 'heading', align: 'start', text: 'Food' }],
};

describe('an office course project sent from the device', () => {
  it('queues POST /course-project-submission with the report as code, once per stone, and opens again in /document-project', async () => {
    const db = openUserDb(nextUser++);
    const input = {
      params: { courseId: 11, lessonId: 140, isGraduationProject: false },
      editor: 'document' as const,
      templateId: 1101,
      name: '',
      defaultName: 'A report about my country',
      code: encodeOfficeProject(REPORT),
      thumb: null,
      studentProfileId: 7,
    };
    const sent = await submitCourseWork(db, input);
    expect(sent).toMatchObject({ status: 'pending', editor: 'document', name: 'A report about my country' });
    expect(sent.draftKey).toBe('document:lesson:140');
    const [entry] = await db.outbox.toArray();
    expect(entry!.call).toBe('POST /course-project-submission');
    expect(entry!.body).toMatchObject({ course_id: 11, lesson_id: 140, lesson_project_template_id: 1101 });
    expect(decodeOfficeDocument((entry!.body as { code: string }).code)).toEqual(REPORT);
    expect(projectHref(sent)).toBe('/document-project?coursedId=11&lessonId=140&isCourseProject=1');

    // Sent again once the server numbered it (a correction): the same project.
    await db.projects.update(sent.id, { serverId: 56 });
    await submitCourseWork(db, { ...input, code: encodeOfficeProject({ ...REPORT, title: 'Jordan!' }) });
    expect(await listProjects(db)).toHaveLength(1);
    expect(await db.outbox.count()).toBe(2);
  });

  it('a presentation opens in /slides-project, a graduation one says so; both are named by their kind', async () => {
    const db = openUserDb(nextUser++);
    const sent = await submitCourseWork(db, {
      params: { courseId: 11, lessonId: 141, isGraduationProject: true },
      editor: 'slides',
      templateId: 1111,
      name: 'Football',
      defaultName: 'My presentation',
      code: encodeOfficeProject({ format: 'office-slides/1', slides: [{ title: 'Goal', text: 'Yes', picture: null }] }),
      thumb: null,
      studentProfileId: 7,
    });
    expect(projectHref(sent)).toBe('/slides-project?coursedId=11&lessonId=141&isCourseProject=1&isGraduationProject=1');
    expect(projectKind('course', 'slides')).toBe('slides');
    expect(projectKind('course', 'document')).toBe('document');
    expect(EDITOR_ICON.slides).toBe('picture');
  });
});
