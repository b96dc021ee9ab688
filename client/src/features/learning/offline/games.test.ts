import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { closeUserDbs, openUserDb } from '../../../storage/user-db';
import { mergeProgress } from '../model/world';
import { submitGameDone } from './games';
import { courseRows, progressKey } from './mapping';
import { readLedger, writeCourse } from './store';
import type { CourseLessonsData, MapStoneView, ProgressData, StoneData } from './types';

let nextUser = 9700;
afterEach(() => closeUserDbs());

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

const game = { lesson_id: 31, course_id: 1, key: 's31', game: 'maze', file: { key: 's31', game: 'maze', rows: ['#'] } };

function answer(games?: CourseLessonsData['games']): CourseLessonsData {
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
    content_version: 1,
    locked: false,
    lock_reason: null,
    previous_course_number: null,
    completed: false,
    has_seen_modal: false,
    is_trial: false,
    free_lessons: 5,
    stones: [stone(30, 1, 'lesson'), stone(31, 2, 'game')],
    lessons: [],
    levels: [],
    exercises: [],
    project_templates: [],
    ...(games && { games }),
  };
}

describe('game stones on the device', () => {
  it("keep their game's content on the stone's row from the download, and lose it when the download has none", async () => {
    const db = openUserDb(nextUser++);
    await writeCourse(db, courseRows(answer([game]), undefined, 0, 'a'), new Set());
    expect(((await db.stones.get(31))!.data as StoneData).game).toEqual(game);
    expect(((await db.stones.get(30))!.data as StoneData).game).toBeUndefined();
    await writeCourse(db, courseRows(answer(), undefined, 0, 'b'), new Set());
    expect(((await db.stones.get(31))!.data as StoneData).game).toBeUndefined();
  });

  it('a finished game completes its stone, counts its task points once and queues POST /submit-game-lesson, together', async () => {
    const db = openUserDb(nextUser++);
    await writeCourse(db, courseRows(answer([game]), undefined, 0, 'a'), new Set());
    const input = { courseId: 1, lessonId: 31, title: { en: 'Maze', ar: 'متاهة' }, lang: 'en' as const };
    const first = await submitGameDone(db, { ...input, stars: 0 });
    expect(first).toMatchObject({ queued: true, points: 10, best: 0 });
    const progress = (await db.progress.get(progressKey(1, 31)))!.data as ProgressData;
    expect(mergeProgress(progress)).toMatchObject({ completed: true, local: true });
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      path: '/submit-game-lesson',
      body: { lesson_id: 31, course_id: 1, completed: true, stars: 0 },
    });
    expect((await readLedger(db))['task:31']).toMatchObject({ points: 10, settled: false });

    // Finished again with no more stars: nothing to send; with stars: sent, no new points.
    expect(await submitGameDone(db, { ...input, stars: 0 })).toMatchObject({ queued: false, points: 0 });
    expect(await submitGameDone(db, { ...input, stars: 2 })).toMatchObject({ queued: true, points: 0, best: 2 });
    expect(await db.outbox.count()).toBe(2);
  });
});
