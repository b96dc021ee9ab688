import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  encodeOfficeProject,
  encodePaintCode,
  OFFICE_PROJECT_LIMITS,
  type CourseMapFile,
  type OfficeProjectDocument,
  type OfficeProjectSlides,
} from '@codeyard/shared-schema';
import { DEFAULT_CURRICULUM_DIR } from '../curriculum/catalogue.js';
import { projectSubmissions, stoneProgress } from '../db/tables.js';
import { startLearningTest, type LearningTest } from '../test-support/learning.js';

/**
 * Office Skills' course projects (course 11): the report stone takes a document (office-document/1 in `code`),
 * the graduation stone a presentation (office-slides/1); each is checked by the editor its template names
 * (bounded sizes), stored once per idempotency key, and completes its stone. The real template files are used.
 */
const real = (key: string) =>
  JSON.parse(readFileSync(join(DEFAULT_CURRICULUM_DIR, '11-office-skills', 'projects', `${key}.json`), 'utf8'));
const REPORT = 'project-a-report-about-my-country';
const TALK = 'graduation-my-big-presentation';
const title = (key: string) => ({ en: key, ar: key });

/** Course 11 with its two project stones, five lessons (a trial's free ones) and a paid report after them. */
const COURSE_11 = {
  map: {
    course: 11,
    version: 1,
    stones: [
      { key: REPORT, kind: 'project', title: title(REPORT) },
      { key: TALK, kind: 'graduation-project', title: title(TALK) },
      ...['k1', 'k2', 'k3', 'k4', 'k5'].map((key) => ({ key, kind: 'lesson' as const, title: title(key) })),
      { key: 'report-paid', kind: 'project', title: title('report-paid') },
    ],
  } satisfies CourseMapFile,
  lessons: {},
  projects: {
    [REPORT]: real(REPORT),
    [TALK]: real(TALK),
    'report-paid': { ...real(REPORT), key: 'report-paid', templates: [{ ...real(REPORT).templates[0], id: 99101 }] },
  },
};

const DOC: OfficeProjectDocument = {
  format: 'office-document/1',
  title: 'My country: Jordan',
  blocks: [
    { type: 'text', style: 'heading', align: 'start', text: 'Places' },
    { type: 'text', style: 'normal', align: 'start', text: 'Petra is a city cut in pink rock.' },
    { type: 'picture', picture: 'eye', caption: 'Come and see!' },
    {
      type: 'table',
      rows: [
        ['City', 'Known for'],
        ['Amman', 'Hills'],
        ['Aqaba', 'The sea'],
      ],
    },
  ],
};
const SLIDES: OfficeProjectSlides = {
  format: 'office-slides/1',
  slides: ['One', 'Two', 'Three', 'Four', 'Five'].map((n, i) => ({
    title: `Slide ${n}`,
    text: `All about football, part ${n}`,
    picture: (['monitor', 'keyboard', 'mouse', 'clock', 'key'] as const)[i]!,
  })),
};

let l: LearningTest;
afterEach(async () => l?.close());
const start = () => startLearningTest({ courses: { '11-office-skills': COURSE_11 } });

async function send(key: string, code: string | null, username = 'student1', headers = {}, extra = {}) {
  const graduation = key === TALK;
  return l.call(
    'POST',
    '/course-project-submission',
    username,
    {
      project_name: graduation ? 'Football' : 'Jordan',
      student_profile_id: (await l.profileOf(username)).id,
      gm_task_id: 4,
      code,
      python_code: null,
      js_code: null,
      html_code: null,
      css_code: null,
      thumb_uri: null,
      img_uri: null,
      is_course_project: true,
      is_confirmed_submission: true,
      lesson_id: await l.stoneId(11, key),
      course_id: await l.courseId(11),
      lesson_project_template_id: graduation ? 1111 : 1101,
      is_graduation_project: graduation,
      ...extra,
    },
    headers,
  );
}

/** The course 11 projects stored (the demo data has projects of its own). */
const stored = async () =>
  l.t.app.db
    .select()
    .from(projectSubmissions)
    .where(eq(projectSubmissions.courseId, await l.courseId(11)));
const doneOf = async (key: string, username = 'student1') =>
  l.t.app.db
    .select()
    .from(stoneProgress)
    .where(
      and(
        eq(stoneProgress.stoneId, await l.stoneId(11, key)),
        eq(stoneProgress.studentProfileId, (await l.profileOf(username)).id),
      ),
    );

describe('office course projects (course 11)', () => {
  it('stores a report and a presentation once per idempotency key, each completing its stone', async () => {
    l = await start();
    const headers = { 'idempotency-key': 'c2f1a2d4-office-report-1' };
    const first = await send(REPORT, encodeOfficeProject(DOC), 'student1', headers);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const replay = await send(REPORT, encodeOfficeProject(DOC), 'student1', headers);
    expect(replay.status).toBe(200);
    expect(replay.json.data.project.id).toBe(first.json.data.project.id);
    expect(first.json.data.project).toMatchObject({ editor: 'document', status: 'pending', version: 1 });
    expect(JSON.parse(first.json.data.project.code)).toEqual(DOC);
    expect(await stored()).toHaveLength(1);
    expect((await doneOf(REPORT)).map((p) => p.completedAt !== null)).toEqual([true]);

    const talk = await send(TALK, encodeOfficeProject(SLIDES), 'student1', { 'idempotency-key': 'c2f1-office-talk' });
    expect(talk.status, JSON.stringify(talk.json)).toBe(200);
    expect(talk.json.data.project).toMatchObject({ editor: 'slides', is_graduation_project: true });
    expect(await stored()).toHaveLength(2);
    expect((await doneOf(TALK)).length).toBe(1);
    // The list says where each opens.
    const list = await l.call('GET', '/get-student-course-submissions', 'student1');
    expect(list.status).toBe(200);
    const editors = (list.json.data.projects as { editor: string }[]).map((p) => p.editor).sort();
    expect(editors).toEqual(['document', 'slides']);
  });

  it('gives each stone its brief by its type, and none of another type', async () => {
    l = await start();
    const report = await l.call(
      'GET',
      `/get-random-course-project/${await l.stoneId(11, REPORT)}/document`,
      'student1',
    );
    expect(report.json.data).toMatchObject({ type: 'document', template: { id: 1101 } });
    expect(report.json.data.template.brief.ar).toBeTruthy();
    const talk = await l.call('GET', `/get-graduation-project/${await l.stoneId(11, TALK)}`, 'student1');
    expect(talk.json.data).toMatchObject({ type: 'slides', is_graduation_project: true, template: { id: 1111 } });
    const paint = await l.call('GET', `/get-random-course-project/${await l.stoneId(11, REPORT)}/paint`, 'student1');
    expect(paint.status).toBe(404);
  });

  it('refuses malformed and oversized work with a field error in the child’s language, and stores none', async () => {
    l = await start();
    const long = 'word '.repeat(OFFICE_PROJECT_LIMITS.text / 5 + 1);
    const bad: [string, string | null][] = [
      [REPORT, null],
      [REPORT, '{"blocks":[]}'],
      [REPORT, encodePaintCode([])],
      [REPORT, encodeOfficeProject(SLIDES)],
      [REPORT, '{"format":"office-document/1","title":'],
      [REPORT, JSON.stringify({ ...DOC, blocks: [{ type: 'picture', picture: 'not-ours', caption: '' }] })],
      [
        REPORT,
        encodeOfficeProject({ ...DOC, blocks: [{ type: 'text', style: 'normal', align: 'start', text: long }] }),
      ],
      [
        REPORT,
        encodeOfficeProject({
          ...DOC,
          blocks: Array.from({ length: OFFICE_PROJECT_LIMITS.blocks + 1 }, () => DOC.blocks[1]!),
        }),
      ],
      [
        REPORT,
        encodeOfficeProject({ ...DOC, blocks: [{ type: 'table', rows: Array.from({ length: 9 }, () => ['a']) }] }),
      ],
    ];
    for (const [key, code] of bad) {
      const res = await send(key, code);
      expect(res.status, String(code).slice(0, 80)).toBe(422);
      expect(res.json.errors.code).toEqual([
        'This report could not be read, or it is too long. Make it shorter and send it again.',
      ]);
    }
    const tooMany = { ...SLIDES, slides: Array.from({ length: 11 }, () => SLIDES.slides[0]!) };
    for (const code of [encodeOfficeProject(tooMany), encodeOfficeProject(DOC), null]) {
      const res = await send(TALK, code);
      expect(res.status).toBe(422);
      expect(res.json.errors.code[0]).toContain('These slides could not be read');
    }
    // A code part beyond the contract's bound is refused before it is read (a field error, never a 500).
    const huge = await send(REPORT, `{"format":"office-document/1","title":"${'a'.repeat(200_001)}","blocks":[]}`);
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(huge.json.errors.code).toBeDefined();
    // The child's own language.
    expect((await l.call('POST', '/change-language', 'student1', { lang: 'ar' })).status).toBe(200);
    const arabic = await send(REPORT, '{"blocks":[]}');
    expect(arabic.json.errors.code[0]).toContain('تعذّرت قراءة هذا التقرير');
    expect(await stored()).toEqual([]);
    expect(await doneOf(REPORT)).toEqual([]);
  });

  it("refuses work sent for another child's profile, and a trial child's locked report stone (its brief and its work)", async () => {
    l = await start();
    const other = await send(
      REPORT,
      encodeOfficeProject(DOC),
      'student1',
      {},
      {
        student_profile_id: (await l.profileOf('student2')).id,
      },
    );
    expect(other.status).toBe(403);
    await l.addStudent('trialkid', { trial: true });
    const paid = await l.call(
      'GET',
      `/get-random-course-project/${await l.stoneId(11, 'report-paid')}/document`,
      'trialkid',
    );
    expect(paid.status).toBe(403);
    expect(paid.json.code).toBe('trial_locked');
    const free = await l.call('GET', `/get-random-course-project/${await l.stoneId(11, REPORT)}/document`, 'trialkid');
    expect(free.status).toBe(200);
    // The work itself is refused on the locked stone, as every stone's work is; the free one is taken.
    const locked = await send('report-paid', encodeOfficeProject(DOC), 'trialkid');
    expect(locked.status).toBe(403);
    expect(locked.json.code).toBe('trial_locked');
    expect(await stored()).toEqual([]);
    expect(await doneOf('report-paid', 'trialkid')).toEqual([]);
    expect((await send(REPORT, encodeOfficeProject(DOC), 'trialkid')).status).toBe(200);
  });
});
