import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { closeUserDbs, openUserDb } from '../../../storage/user-db';
import { mergeProgress } from '../model/world';
import { takeHint } from './actions';
import { LEVEL_HINT_KEY, levelDraftKey, loadLevelDraft, saveLevelDraft, submitLevelSolved } from './levels';
import { courseRows, progressKey } from './mapping';
import { entryOf } from '../../../test-support/outbox';
import { readLedger, writeCourse, writeServerPoints } from './store';
import type { CourseLessonsData, LevelData, MapStoneView, ProgressData } from './types';

let nextUser = 9400;
afterEach(() => closeUserDbs());

const stone = (
  id: number,
  position: number,
  kind: MapStoneView['kind'],
  extra: Partial<MapStoneView> = {},
): MapStoneView => ({
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
  ...extra,
});

const level = (id: number): LevelData => ({
  lesson_id: id,
  course_id: 1,
  key: `s${id}`,
  kind: 'challenge',
  title: { en: `Level ${id}`, ar: `مستوى ${id}` },
  instructions: { en: 'Go', ar: 'اذهب' },
  toolbox: 'basic',
  hint: { en: 'Count', ar: 'عُدّ' },
  keys: [],
  starter: null,
  level: {
    width: 3,
    height: 1,
    walls: [],
    start: { x: 0, y: 0, dir: 'E' },
    stars: [],
    goal: { x: 2, y: 0 },
    rules: { reach_goal: true },
  },
});

function answer(stones: MapStoneView[], levels: LevelData[]): CourseLessonsData {
  return {
    course: {
      id: 1,
      number: 1,
      track: 'smoothy',
      level: 'basic',
      title: { en: 'SmoothY Starter', ar: 'سموذي' },
      description: { en: 'd', ar: 'و' },
      min_age: 6,
      max_age: 9,
      lesson_count: 2,
    },
    content_version: 3,
    locked: false,
    lock_reason: null,
    previous_course_number: null,
    completed: false,
    has_seen_modal: false,
    is_trial: false,
    free_lessons: 5,
    stones,
    lessons: [],
    levels: levels as CourseLessonsData['levels'],
    exercises: [],
    project_templates: [],
  };
}

async function setup(stones = [stone(21, 1, 'challenge'), stone(22, 2, 'code')]) {
  const db = openUserDb(nextUser++);
  await writeCourse(
    db,
    courseRows(answer(stones, [level(21), { ...level(22), kind: 'code' }]), undefined, 0, '2026-01-01T00:00:00Z'),
    new Set(),
  );
  await writeServerPoints(db, { points: 40, weekly_points: 0, week_start: null }, new Set(), new Date().toISOString());
  return db;
}

describe('SmoothY levels on the device', () => {
  it('are stored by the course download, and replaced by the next one', async () => {
    const db = await setup();
    expect((await db.levels.where('courseId').equals(1).primaryKeys()).sort()).toEqual([21, 22]);
    expect(((await db.levels.get(21))!.data as LevelData).hint.en).toBe('Count');
    await writeCourse(db, courseRows(answer([stone(21, 1, 'challenge')], [level(21)]), undefined, 0, 'x'), new Set());
    expect(await db.levels.where('courseId').equals(1).primaryKeys()).toEqual([21]);
  });

  it('a solved level completes the stone, counts 20 task points once, queues the call with the stars and drops the draft, together', async () => {
    const db = await setup();
    await saveLevelDraft(db, 1, 21, { blocks: { blocks: [] } });
    expect(await loadLevelDraft(db, 1, 21)).toEqual({ blocks: { blocks: [] } });

    const first = await submitLevelSolved(db, {
      courseId: 1,
      lessonId: 21,
      kind: 'challenge',
      title: level(21).title,
      stars: 2,
      lang: 'en',
    });
    expect(first).toMatchObject({ queued: true, points: 20, best: 2 });
    const progress = (await db.progress.get(progressKey(1, 21)))!.data as ProgressData;
    expect(mergeProgress(progress)).toMatchObject({ completed: true, bestScore: 2, maxScore: 3, local: true });
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(await entryOf(db, first.ref!)).toEqual(entries[0]);
    expect(entries[0]).toMatchObject({
      path: '/submit-challenge-lesson',
      state: 'pending',
      body: { lesson_id: 21, course_id: 1, stars: 2 },
    });
    expect(await db.profile.get(levelDraftKey(1, 21))).toBeUndefined();
    expect((await readLedger(db))['task:21']).toMatchObject({ points: 20, settled: false });

    // Again with no more stars: nothing new to send. With more: sent again, no new points.
    expect(
      await submitLevelSolved(db, {
        courseId: 1,
        lessonId: 21,
        kind: 'challenge',
        title: level(21).title,
        stars: 2,
        lang: 'en',
      }),
    ).toEqual({ queued: false, points: 0, best: 2 });
    expect(
      await submitLevelSolved(db, {
        courseId: 1,
        lessonId: 21,
        kind: 'challenge',
        title: level(21).title,
        stars: 3,
        lang: 'en',
      }),
    ).toMatchObject({ queued: true, points: 0, best: 3 });
    expect(await db.outbox.count()).toBe(2);
    expect(mergeProgress((await db.progress.get(progressKey(1, 21)))!.data as ProgressData)).toMatchObject({
      bestScore: 3,
      maxScore: 3,
    });
  });

  it('a level solved on the server before earns no task points here', async () => {
    const db = await setup([
      stone(21, 1, 'challenge', {
        state: 'completed',
        button: 'completed',
        completed_at: '2026-01-01T00:00:00Z',
        best_score: 1,
        max_score: 3,
      }),
    ]);
    expect(
      await submitLevelSolved(db, {
        courseId: 1,
        lessonId: 21,
        kind: 'challenge',
        title: level(21).title,
        stars: 3,
        lang: 'en',
      }),
    ).toMatchObject({ queued: true, points: 0, best: 3 });
  });

  it("the level's hint costs 10 points once", async () => {
    const db = await setup();
    expect(await takeHint(db, { courseId: 1, lessonId: 21, hintKey: LEVEL_HINT_KEY, title: 'Level 21' })).toEqual({
      charged: 10,
      alreadyPaid: false,
    });
    expect(await takeHint(db, { courseId: 1, lessonId: 21, hintKey: LEVEL_HINT_KEY, title: 'Level 21' })).toEqual({
      charged: 0,
      alreadyPaid: true,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      path: '/calculate-hints-points/11',
      body: { lesson_id: 21, course_id: 1, hint_key: 'level' },
    });
    expect((await readLedger(db))['hint:21:level']).toMatchObject({ points: -10 });
  });
});
