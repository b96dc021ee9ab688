import { MEDIA_LIBRARY } from '@codeyard/shared-schema/smoothy';
import { and, eq } from 'drizzle-orm';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, stoneProgress, stones, studentProfiles, users } from '../db/tables.js';
import { CurriculumError } from '../curriculum/loader.js';
import { loadProjectTemplates } from '../projects/templates.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await startTestApp({ seedDemoData: true });
});
afterAll(async () => t?.close());

async function call(method: 'GET' | 'POST', url: string, username?: string, body?: unknown, key?: string) {
  const headers: Record<string, string> = {};
  if (username) {
    if (!tokens.has(username)) tokens.set(username, await tokenFor(t.app, username));
    Object.assign(headers, bearer(tokens.get(username)!));
  }
  if (key) headers['idempotency-key'] = key;
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(body !== undefined && { payload: body as object }),
  });
  return { status: res.statusCode, json: res.json() };
}
const courseId = async (n: number) =>
  (await t.app.db.select().from(courses).where(eq(courses.number, n)).limit(1))[0]!.id;
const stoneOf = async (n: number, kind: string) =>
  (
    await t.app.db
      .select()
      .from(stones)
      .where(and(eq(stones.courseId, await courseId(n)), eq(stones.kind, kind as 'project')))
      .limit(1)
  )[0]!;
const profileOf = async (username: string) =>
  (
    await t.app.db
      .select({ id: studentProfiles.id })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(eq(users.username, username))
      .limit(1)
  )[0]!.id;
const clientPublic = join(import.meta.dirname, '..', '..', '..', 'client', 'public');

describe('the media library', () => {
  it('every listed file exists, ids are unique, names are in en and ar, and the files are our own SVG and WAV', () => {
    const ids = new Set<string>();
    for (const kind of ['images', 'sounds'] as const) {
      expect(MEDIA_LIBRARY[kind].length).toBeGreaterThanOrEqual(3);
      for (const c of MEDIA_LIBRARY[kind]) {
        expect(c.items.length).toBeGreaterThanOrEqual(6);
        for (const item of c.items) {
          expect(ids.has(item.id)).toBe(false);
          ids.add(item.id);
          expect(item.name.en && item.name.ar).toBeTruthy();
          const file = join(clientPublic, item.url);
          expect(existsSync(file), file).toBe(true);
          const head = readFileSync(file).subarray(0, 12).toString('latin1');
          expect(head.startsWith(kind === 'images' ? '<svg' : 'RIFF')).toBe(true);
        }
      }
    }
  });

  it('GET /get-image-categories and /get-sound-categories list the categories with counts, for students and teachers only', async () => {
    const images = await call('GET', '/get-image-categories', 'student1');
    expect(images.status).toBe(200);
    expect(images.json.data.map((c: { id: string }) => c.id)).toEqual(MEDIA_LIBRARY.images.map((c) => c.id));
    const animals = images.json.data.find((c: { id: string }) => c.id === 'animals');
    expect(animals).toMatchObject({
      kind: 'costume',
      name: { en: 'Animals', ar: 'حيوانات' },
      count: 6,
      cover_url: '/media/images/animals/cat.svg',
    });
    expect(images.json.data.find((c: { id: string }) => c.id === 'backgrounds').kind).toBe('background');
    const sounds = await call('GET', '/get-sound-categories', 'teacher1');
    expect(sounds.status).toBe(200);
    expect(sounds.json.data.every((c: { kind: string }) => c.kind === 'sound')).toBe(true);
    expect((await call('GET', '/get-image-categories')).status).toBe(401);
    expect((await call('GET', '/get-sound-categories', 'parent1')).status).toBe(403);
  });

  it('GET /get-images-by-category/{id}?size&page pages a category; a page past the end is empty; bad input is refused', async () => {
    const first = await call('GET', '/get-images-by-category/animals?size=4&page=1', 'student1');
    expect(first.status).toBe(200);
    expect(first.json.data.items.map((i: { id: string }) => i.id)).toEqual(
      MEDIA_LIBRARY.images[0]!.items.slice(0, 4).map((i) => i.id),
    );
    expect(first.json.data.pagination).toEqual({ page: 1, size: 4, total: 6, pages: 2 });
    const second = await call('GET', '/get-images-by-category/animals?size=4&page=2', 'student1');
    expect(second.json.data.items.map((i: { id: string }) => i.id)).toEqual(
      MEDIA_LIBRARY.images[0]!.items.slice(4).map((i) => i.id),
    );
    expect(second.json.data.items[0]).toMatchObject({
      category_id: 'animals',
      url: expect.stringMatching(/^\/media\/images\/animals\/.+\.svg$/),
    });
    expect((await call('GET', '/get-images-by-category/animals?size=4&page=3', 'student1')).json.data.items).toEqual(
      [],
    );
    const all = await call('GET', '/get-images-by-category/animals', 'student1');
    expect(all.json.data.pagination.size).toBe(12);
    expect((await call('GET', '/get-images-by-category/dragons', 'student1')).status).toBe(404);
    expect((await call('GET', '/get-images-by-category/animals?size=51', 'student1')).status).toBe(422);
    expect((await call('GET', '/get-images-by-category/animals?page=0', 'student1')).status).toBe(422);
    expect((await call('GET', '/get-images-by-category/animals?lang=ar&page=1', 'student1')).status).toBe(200);
  });

  it('GET /get-sounds-by-category/{id} pages sounds with their length', async () => {
    const res = await call('GET', '/get-sounds-by-category/effects?size=2&page=2', 'student1');
    expect(res.status).toBe(200);
    expect(res.json.data.items).toHaveLength(2);
    expect(res.json.data.items[0]).toMatchObject({
      id: MEDIA_LIBRARY.sounds[0]!.items[2]!.id,
      duration_ms: expect.any(Number),
    });
    expect(res.json.data.items[0].url).toMatch(/\.wav$/);
    expect((await call('GET', '/get-sounds-by-category/animals', 'student1')).status).toBe(404);
  });
});

describe('course project templates', () => {
  it('makes every project and graduation-project stone of the SmoothY courses playable, each with its templates', async () => {
    for (const n of [1, 2, 3, 4, 5, 6]) {
      for (const kind of ['project', 'graduation-project']) {
        const stone = await stoneOf(n, kind);
        expect(stone.playable, `${n} ${kind}`).toBe(true);
        expect(t.app.projectTemplates.byStone(stone.id)?.templates.length).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it("GET /get-random-course-project/{lessonId}/blocks answers one of the stone's templates; other editors and kinds 404", async () => {
    const stone = await stoneOf(1, 'project');
    const ids = t.app.projectTemplates.byStone(stone.id)!.templates.map((x) => x.id);
    const res = await call('GET', `/get-random-course-project/${stone.id}/blocks`, 'student1');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      lesson_id: stone.id,
      course_id: await courseId(1),
      kind: 'project',
      is_graduation_project: false,
    });
    expect(ids).toContain(res.json.data.template.id);
    expect(res.json.data.template.brief.ar).toBeTruthy();
    expect((await call('GET', `/get-random-course-project/${stone.id}/python`, 'student1')).status).toBe(404);
    // A paint template is a computer-skills course's; an editor that does not exist is refused.
    expect((await call('GET', `/get-random-course-project/${stone.id}/paint`, 'student1')).status).toBe(404);
    expect((await call('GET', `/get-random-course-project/${stone.id}/sketch`, 'student1')).status).toBe(422);
    expect(
      (
        await call(
          'GET',
          `/get-random-course-project/${(await stoneOf(1, 'graduation-project')).id}/blocks`,
          'student1',
        )
      ).status,
    ).toBe(404);
    expect(
      (await call('GET', `/get-random-course-project/${(await stoneOf(1, 'lesson')).id}/blocks`, 'student1')).status,
    ).toBe(404);
    expect((await call('GET', `/get-random-course-project/${stone.id}/blocks`, 'teacher1')).status).toBe(403);
  });

  it('GET /get-graduation-project/{lessonId} answers the graduation template', async () => {
    const stone = await stoneOf(1, 'graduation-project');
    const res = await call('GET', `/get-graduation-project/${stone.id}`, 'student1');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      lesson_id: stone.id,
      kind: 'graduation-project',
      is_graduation_project: true,
      template: { id: 111 },
    });
    expect((await call('GET', `/get-graduation-project/${(await stoneOf(1, 'project')).id}`, 'student1')).status).toBe(
      404,
    );
    expect((await call('GET', '/get-graduation-project/999999', 'student1')).status).toBe(404);
  });

  it('POST /course-project-submission (gm_task_id 4) completes the stone once, without task points, and replays once', async () => {
    const stone = await stoneOf(1, 'project');
    const profileId = await profileOf('student2');
    const body = {
      project_name: 'My letter S',
      student_profile_id: profileId,
      gm_task_id: 4,
      code: '{"format":"smoothy-project/1"}',
      is_course_project: true,
      is_confirmed_submission: true,
      lesson_id: stone.id,
      course_id: await courseId(1),
      lesson_project_template_id: 101,
      is_graduation_project: false,
    };
    const first = await call('POST', '/course-project-submission', 'student2', body, 'course-proj-0001');
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.data.project).toMatchObject({
      type: 'course',
      status: 'pending',
      lesson_id: stone.id,
      lesson_project_template_id: 101,
    });
    const again = await call('POST', '/course-project-submission', 'student2', body, 'course-proj-0001');
    expect(again.json.data.project.id).toBe(first.json.data.project.id);
    const progress = await t.app.db
      .select()
      .from(stoneProgress)
      .where(and(eq(stoneProgress.studentProfileId, profileId), eq(stoneProgress.stoneId, stone.id)));
    expect(progress).toHaveLength(1);
    expect(progress[0]!.completedAt).toBeTruthy();
    const list = await call('GET', `/get-student-course-submissions?course_id=${await courseId(1)}`, 'student2');
    expect(list.json.data.projects.map((p: { id: number }) => p.id)).toEqual([first.json.data.project.id]);
    // A draft does not complete the stone.
    const grad = await stoneOf(1, 'graduation-project');
    const draft = await call(
      'POST',
      '/course-project-submission',
      'student2',
      { ...body, lesson_id: grad.id, is_confirmed_submission: false },
      'course-proj-0002',
    );
    expect(draft.status).toBe(200);
    expect(
      (
        await t.app.db
          .select()
          .from(stoneProgress)
          .where(and(eq(stoneProgress.studentProfileId, profileId), eq(stoneProgress.stoneId, grad.id)))
          .limit(1)
      )[0],
    ).toBeUndefined();
  });
});

describe('template files are checked at start', () => {
  const curriculum = join(import.meta.dirname, '..', '..', 'content', 'curriculum');
  function copyWith(file: object) {
    const dir = mkdtempSync(join(tmpdir(), 'templates-'));
    cpSync(curriculum, dir, { recursive: true });
    mkdirSync(join(dir, '1-smoothy-starter', 'projects'), { recursive: true });
    writeFileSync(join(dir, '1-smoothy-starter', 'projects', 'project-first-letter.json'), JSON.stringify(file));
    return dir;
  }
  const good = JSON.parse(
    readFileSync(join(curriculum, '1-smoothy-starter', 'projects', 'project-first-letter.json'), 'utf8'),
  );

  it('refuses an image that is not in the library, a duplicate id and a bad shape, naming the file', async () => {
    const bad = (file: object) => loadProjectTemplates(t.app.db, copyWith(file));
    await expect(bad({ ...good, templates: [{ ...good.templates[0], costume: 'animals/unicorn' }] })).rejects.toThrow(
      /project-first-letter\.json.*unicorn/,
    );
    await expect(bad({ ...good, templates: [good.templates[0], good.templates[0]] })).rejects.toThrow(CurriculumError);
    await expect(bad({ ...good, templates: [] })).rejects.toThrow(/project-first-letter/);
    await expect(bad({ ...good, key: 'project-other' })).rejects.toThrow(/does not match/);
  });

  it('refuses a template type no player of the course track opens (a report or a drawing in a SmoothY course)', async () => {
    const bad = (file: object) => loadProjectTemplates(t.app.db, copyWith(file));
    const brief = { id: 9901, title: good.templates[0].title, brief: good.templates[0].title, ideas: [] };
    for (const type of ['document', 'slides', 'paint'])
      await expect(bad({ key: good.key, type, templates: [brief] })).rejects.toThrow(
        new RegExp(`project-first-letter\\.json.*a ${type} project has no player in a smoothy course`),
      );
  });
});
