import { encodePaintCode, PAINT_CODE_PREFIX, type PaintAction } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectSubmissions, studentProfiles, users } from '../db/tables.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * The computer-skills courses' project stones are drawings (issue 14): a course 9 project stone takes a paint
 * project (its actions in `code`), completes when sent, and the teacher of the child's class approves it.
 */
let t: TestApp;
const tokens = new Map<string, string>();

beforeEach(async () => {
  t = await startTestApp({ seedDemoData: true });
  tokens.clear();
});
afterEach(async () => t?.close());

async function call(method: 'GET' | 'POST', url: string, username: string, body?: unknown) {
  if (!tokens.has(username)) tokens.set(username, await tokenFor(t.app, username));
  const res = await (t.app as FastifyInstance).inject({
    method,
    url: `/api${url}`,
    headers: bearer(tokens.get(username)!),
    ...(body !== undefined && { payload: body as object }),
  });
  return { status: res.statusCode, json: res.json() };
}

const profileOf = async (username: string) =>
  (
    await t.app.db
      .select({ id: studentProfiles.id })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(eq(users.username, username))
      .limit(1)
  )[0]!.id;

type MapStone = { id: number; key: string; kind: string; playable: boolean; completed_at: string | null };
async function courseNine(username: string) {
  const map = (await call('GET', '/coursedetails/9', username)).json.data as {
    course: { id: number };
    stones: MapStone[];
  };
  return { courseId: map.course.id, byKey: (key: string) => map.stones.find((s) => s.key === key)! };
}

const HOUSE: PaintAction[] = [
  { a: 'draw', s: { t: 'rect', c: 'black', x: 100, y: 120, w: 150, h: 120 } },
  { a: 'fill', x: 150, y: 180, c: 'blue' },
  { a: 'draw', s: { t: 'text', c: 'red', x: 170, y: 60, s: 'My computer' } },
];

async function body(username: string, code: string | null, extra: Record<string, unknown> = {}) {
  const map = await courseNine(username);
  const stone = map.byKey('project-draw-your-computer');
  return {
    project_name: 'My computer',
    student_profile_id: await profileOf(username),
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
    lesson_id: stone.id,
    course_id: map.courseId,
    lesson_project_template_id: 901,
    is_graduation_project: false,
    ...extra,
  };
}

describe('a paint course project', () => {
  it('is stored as its drawing, completes its stone when sent, and is approved by the teacher', async () => {
    const before = (await courseNine('sunny4')).byKey('project-draw-your-computer');
    expect(before).toMatchObject({ kind: 'project', playable: true, completed_at: null });

    const sent = await call(
      'POST',
      '/course-project-submission',
      'sunny4',
      await body('sunny4', encodePaintCode(HOUSE)),
    );
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const project = sent.json.data.project as { id: number; editor: string; code: string; status: string };
    expect(project).toMatchObject({ editor: 'paint', status: 'pending', lesson_project_template_id: 901 });
    expect(JSON.parse(project.code)).toEqual({ format: 'paint-drawing/1', actions: HOUSE });
    expect((await courseNine('sunny4')).byKey('project-draw-your-computer').completed_at).not.toBeNull();

    const seen = await call('GET', `/teacher/get-school-student-submission-details/${project.id}`, 'teacher1');
    expect(seen.json.data).toMatchObject({ editor: 'paint', code: project.code });
    const approved = await call('POST', '/teacher/approve-student-submission', 'teacher1', {
      submission_id: project.id,
      version: 1,
      comment: 'A lovely computer!',
      points: 200,
    });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    const [row] = await t.app.db.select().from(projectSubmissions).where(eq(projectSubmissions.id, project.id));
    expect(row).toMatchObject({ status: 'approved', points: 200 });
  });

  it('refuses a drawing that is not a valid action list, or none, with a field error in the child’s language', async () => {
    const bad = [
      null,
      '{"blocks":[]}',
      `${PAINT_CODE_PREFIX},"actions":[]}`,
      `${PAINT_CODE_PREFIX},"actions":[{"a":"draw","s":{"t":"rect","c":"black","x":500,"y":0,"w":10,"h":10}}]}`,
      `${PAINT_CODE_PREFIX},"actions":[{"a":"spray"}]}`,
      `${PAINT_CODE_PREFIX},"actions":`,
    ];
    for (const code of bad) {
      const res = await call('POST', '/course-project-submission', 'sunny4', await body('sunny4', code));
      expect(res.status, String(code)).toBe(422);
      expect(res.json.errors.code).toEqual([
        'This drawing could not be read. Draw it again in the paint tool and send it.',
      ]);
    }
    // A drawing with a web page beside it is not a drawing either.
    const mixed = await call(
      'POST',
      '/course-project-submission',
      'sunny4',
      await body('sunny4', encodePaintCode(HOUSE), { html_code: '<p>hi</p>' }),
    );
    expect(mixed.status).toBe(422);
    // The child's own language (as they chose it).
    expect((await call('POST', '/change-language', 'sunny4', { lang: 'ar' })).status).toBe(200);
    const arabic = await call('POST', '/course-project-submission', 'sunny4', await body('sunny4', null));
    expect(arabic.status).toBe(422);
    expect(arabic.json.errors.code[0]).toContain('تعذّرت قراءة هذه الرسمة');
    expect(
      await t.app.db.select().from(projectSubmissions).where(eq(projectSubmissions.projectName, 'My computer')),
    ).toEqual([]);
    expect((await courseNine('sunny4')).byKey('project-draw-your-computer').completed_at).toBeNull();
  });

  it('gives each of its stones its brief: what to draw, in English and Arabic', async () => {
    const map = await courseNine('sunny4');
    const project = await call(
      'GET',
      `/get-random-course-project/${map.byKey('project-draw-your-computer').id}/paint`,
      'sunny4',
    );
    expect(project.json.data).toMatchObject({ type: 'paint', kind: 'project', template: { id: 901 } });
    expect(project.json.data.template.brief.en).toContain('the screen, the keyboard and the mouse');
    expect(project.json.data.template.brief.ar).toBeTruthy();
    const graduation = await call(
      'GET',
      `/get-graduation-project/${map.byKey('graduation-my-drawings-folder').id}`,
      'sunny4',
    );
    expect(graduation.json.data).toMatchObject({ type: 'paint', is_graduation_project: true, template: { id: 911 } });
    // Not a blocks project.
    expect(
      (await call('GET', `/get-random-course-project/${map.byKey('project-draw-your-computer').id}/blocks`, 'sunny4'))
        .status,
    ).toBe(404);
  });

  it("refuses a drawing sent for another child's profile (403) and a paint code on a SmoothY project stone that is not one", async () => {
    const other = await body('sunny4', encodePaintCode(HOUSE), { student_profile_id: await profileOf('sunny3') });
    expect((await call('POST', '/course-project-submission', 'sunny4', other)).status).toBe(403);
    // An individual project that says it is a drawing must be one.
    const individual = {
      ...(await body('sunny4', `${PAINT_CODE_PREFIX},"actions":[1]}`)),
      is_course_project: false,
    };
    for (const k of ['lesson_id', 'course_id', 'lesson_project_template_id', 'is_graduation_project'])
      delete (individual as Record<string, unknown>)[k];
    expect((await call('POST', '/student-project-submission', 'sunny4', individual)).status).toBe(422);
  });
});
