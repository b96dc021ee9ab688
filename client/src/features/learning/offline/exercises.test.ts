import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeUserDbs, openUserDb } from '../../../storage/user-db';
import { loadExercise } from '../../code-editor/exercise';
import { courseRows } from './mapping';
import { briefFromDownload, loadCourseProjectBrief } from './project-templates';
import { writeCourse } from './store';
import type { CourseLessonsData, ExerciseData, MapStoneView, ProjectTemplatesData } from './types';

let nextUser = 9600;
afterEach(() => {
  closeUserDbs();
  vi.unstubAllGlobals();
});

const stone = (id: number, position: number, kind: MapStoneView['kind']): MapStoneView => ({
  id,
  key: `s${id}`,
  kind,
  position,
  title: { en: `Stone ${id}`, ar: `محطة ${id}` },
  playable: true,
  free: true,
  state: 'unlocked',
  button: 'start',
  lock_reason: null,
  best_score: 0,
  max_score: 0,
  completed_at: null,
});

const exercise = (id: number, kind: ExerciseData['kind'] = 'code'): ExerciseData => ({
  lesson_id: id,
  course_id: 7,
  key: `s${id}`,
  kind,
  language: 'web',
  title: { en: `Page ${id}`, ar: `صفحة ${id}` },
  instructions: { en: 'Make a heading', ar: 'اصنع عنوانًا' },
  hint: { en: 'Use h1', ar: 'استعمل h1' },
  starter: { html_code: `<p>${id}</p>`, css_code: '', js_code: '' },
  tests: [],
  checks: [{ key: 'heading', type: 'count', selector: 'h1', min: 1, message: { en: 'Add <h1>', ar: 'أضف <h1>' } }],
});

const templates = (id: number, kind: 'project' | 'graduation-project'): ProjectTemplatesData => ({
  lesson_id: id,
  course_id: 7,
  key: `s${id}`,
  kind,
  type: 'web',
  templates: [
    {
      id: 700 + id,
      title: { en: 'Project', ar: 'مشروع' },
      brief: { en: 'Build', ar: 'ابنِ' },
      ideas: [],
      starter: { html_code: '<h1></h1>' },
    },
  ],
});

function answer(
  stones: MapStoneView[],
  exercises: ExerciseData[],
  projectTemplates: ProjectTemplatesData[],
): CourseLessonsData {
  return {
    course: {
      id: 7,
      number: 7,
      track: 'web',
      level: 'html',
      title: { en: 'Web', ar: 'الويب' },
      description: { en: 'd', ar: 'و' },
      min_age: 10,
      max_age: 14,
      lesson_count: 2,
    },
    content_version: 1,
    locked: false,
    lock_reason: null,
    previous_course_number: null,
    completed: false,
    has_seen_modal: false,
    is_trial: false,
    free_lessons: 5,
    stones,
    lessons: [],
    levels: [],
    exercises,
    project_templates: projectTemplates,
  };
}

describe('Python and Web exercises in the course download', () => {
  it('stores the exercises and templates with the course, and a new download drops those no longer sent', async () => {
    const db = openUserDb(nextUser++);
    const stones = [stone(31, 1, 'code'), stone(32, 2, 'challenge'), stone(33, 3, 'project')];
    await writeCourse(
      db,
      courseRows(
        answer(stones, [exercise(31), exercise(32, 'challenge'), exercise(33, 'project')], [templates(33, 'project')]),
        undefined,
        0,
        '2026-01-01T00:00:00Z',
      ),
      new Set(),
    );
    expect((await db.exercises.where('courseId').equals(7).toArray()).map((r) => r.id).sort()).toEqual([31, 32, 33]);
    expect((await db.exercises.get(32))?.data).toEqual(exercise(32, 'challenge'));
    expect((await db.projectTemplates.get(33))?.data).toEqual(templates(33, 'project'));
    // The project stone's row knows its template's type, so the map opens the right editor offline.
    expect(((await db.stones.get(33))?.data as { project_type?: string }).project_type).toBe('web');
    expect(((await db.stones.get(31))?.data as { project_type?: string }).project_type).toBeUndefined();

    // Now on trial: stone 32 and the project are beyond the free ones and no longer sent.
    await writeCourse(
      db,
      courseRows(answer(stones, [exercise(31)], []), undefined, 0, '2026-01-02T00:00:00Z'),
      new Set(),
    );
    expect((await db.exercises.toArray()).map((r) => r.id)).toEqual([31]);
    expect(await db.projectTemplates.count()).toBe(0);
  });

  it("the editors' loader reads the downloaded exercise first, with no network at all", async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    const db = openUserDb(nextUser++);
    await writeCourse(
      db,
      courseRows(answer([stone(41, 1, 'code')], [exercise(41)], []), undefined, 0, '2026-01-01T00:00:00Z'),
      new Set(),
    );
    const loaded = await loadExercise(db, 41, 'student');
    expect(loaded).toEqual({ exercise: exercise(41), solution: null });
    expect(fetch).not.toHaveBeenCalled();
    // One never downloaded (nor opened) is not there offline.
    expect(await loadExercise(db, 42, 'student')).toBe('offline');
  });

  it("a project stone's brief comes from the download: a random template for a project, the first for a graduation", async () => {
    const two: ProjectTemplatesData = {
      ...templates(51, 'project'),
      templates: [templates(51, 'project').templates[0]!, { ...templates(51, 'project').templates[0]!, id: 999 }],
    };
    expect(briefFromDownload(two, false, () => 0.9)?.template.id).toBe(999);
    expect(briefFromDownload(two, false, () => 0)?.template.id).toBe(751);
    expect(briefFromDownload(two, true)).toBeNull();
    const graduation = briefFromDownload(
      { ...templates(52, 'graduation-project'), templates: two.templates },
      true,
      () => 0.9,
    );
    expect(graduation).toMatchObject({
      lesson_id: 52,
      is_graduation_project: true,
      type: 'web',
      template: { id: 751 },
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const db = openUserDb(nextUser++);
    await writeCourse(
      db,
      courseRows(
        answer([stone(53, 1, 'project')], [], [templates(53, 'project')]),
        undefined,
        0,
        '2026-01-01T00:00:00Z',
      ),
      new Set(),
    );
    expect(await loadCourseProjectBrief(db, 53, 'web', false)).toMatchObject({ lesson_id: 53, template: { id: 753 } });
    // Another editor's type is not this stone's template.
    expect(await loadCourseProjectBrief(db, 53, 'python', false)).toBe('offline');
  });
});
