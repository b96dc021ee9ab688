import { describe, expect, it } from 'vitest';
import type { CourseData, ProgressData, StoneData } from '../offline/types';
import {
  buildWorld,
  canOpen,
  currentCourse,
  lessonAfter,
  localStats,
  mergeProgress,
  withLocalBadges,
  type CourseInput,
} from './world';

function course(
  id: number,
  order: number,
  track: 'smoothy' | 'web',
  stones: StoneData[],
  extra: Partial<CourseData> = {},
): CourseInput {
  const data: CourseData = {
    course: {
      id,
      number: id,
      track,
      level: 'basic',
      title: { en: `C${id}`, ar: `د${id}` },
      description: { en: '', ar: '' },
      min_age: 6,
      max_age: 9,
      lesson_count: stones.length,
    },
    order,
    assigned: false,
    locked: false,
    completed: false,
    previous_course_number: null,
    playable_stones: 0,
    completed_stones: 0,
    stone_count: stones.length,
    content_version: 1,
    has_seen_modal: true,
    is_trial: false,
    free_lessons: 5,
    hasMap: true,
    downloadedAt: 'x',
    ...extra,
  };
  return { id, data, stones, progress: new Map() };
}
const lesson = (id: number, position: number, playable = true): StoneData => ({
  id,
  key: `s${id}`,
  kind: 'lesson',
  position,
  title: { en: `L${id}`, ar: `د${id}` },
  playable,
});
const challenge = (id: number, position: number): StoneData => ({
  id,
  key: `c${id}`,
  kind: 'challenge',
  position,
  title: { en: `C${id}`, ar: `ت${id}` },
  playable: false,
});
const done = (at = '2025-03-01T00:00:00Z'): ProgressData => ({
  server: {
    completed: true,
    completedAt: at,
    bestScore: 50,
    maxScore: 60,
    teacherLocked: false,
    teacherFinished: false,
  },
});

describe('the world on the device', () => {
  it('opens the first stone, keeps the rest locked, and shows soon stones without blocking', () => {
    const [c] = buildWorld([course(1, 0, 'smoothy', [lesson(11, 1), challenge(12, 2), lesson(13, 3)])]);
    expect(c.stones.map((s) => s.status.button)).toEqual(['start', 'soon', 'locked']);
    expect(c.nextStoneId).toBe(11);
    expect(canOpen(c.stones[0])).toBe(true);
    expect(canOpen(c.stones[1])).toBe(false);
  });

  it('moves on with a completion made here (local), before the server knows', () => {
    const input = course(1, 0, 'smoothy', [lesson(11, 1), challenge(12, 2), lesson(13, 3)]);
    input.progress = new Map([[11, { local: { completedAt: 'now', bestScore: 40, maxScore: 60, ref: 'r' } }]]);
    const [c] = buildWorld([input]);
    expect(c.stones.map((s) => s.status.button)).toEqual(['completed', 'soon', 'next']);
    expect(c.stones[0].progress.local).toBe(true);
    expect(lessonAfter(c, 11)?.stone.id).toBe(13);
  });

  it('locks a course until the previous course of its track is completed, unless assigned', () => {
    const first = course(1, 0, 'smoothy', [lesson(11, 1)]);
    const second = course(2, 1, 'smoothy', [lesson(21, 1)]);
    const third = course(3, 2, 'smoothy', [lesson(31, 1)], { assigned: true });
    const web = course(4, 3, 'web', [lesson(41, 1)]);
    let world = buildWorld([second, first, third, web]);
    expect(world.map((c) => [c.id, c.locked, c.blockedBy])).toEqual([
      [1, false, null],
      [2, true, 1],
      [3, false, null],
      [4, false, null],
    ]);
    expect(world[1].stones[0].status).toMatchObject({ button: 'locked', lockReason: 'course' });
    first.progress = new Map([[11, done()]]);
    world = buildWorld([second, first, third, web]);
    expect(world[0].completed).toBe(true);
    expect(world[1].locked).toBe(false);
  });

  it('shows the trial lock beyond the free lessons', () => {
    const stones = Array.from({ length: 7 }, (_, i) => lesson(100 + i, i + 1));
    const [c] = buildWorld([course(1, 0, 'smoothy', stones, { is_trial: true, free_lessons: 5 })]);
    expect(c.stones.map((s) => s.status.lockReason)).toEqual(
      ['previous', 'previous', 'previous', 'previous', 'previous', 'trial', 'trial'].map((r, i) =>
        i === 0 ? null : r,
      ),
    );
  });

  it("shows a teacher's finish and lock", () => {
    const input = course(1, 0, 'smoothy', [lesson(11, 1), lesson(12, 2), lesson(13, 3)]);
    input.progress = new Map<number, ProgressData>([
      [
        11,
        {
          server: {
            completed: false,
            completedAt: null,
            bestScore: 0,
            maxScore: 0,
            teacherLocked: false,
            teacherFinished: true,
          },
        },
      ],
      [
        12,
        {
          server: {
            completed: false,
            completedAt: null,
            bestScore: 0,
            maxScore: 0,
            teacherLocked: true,
            teacherFinished: false,
          },
        },
      ],
    ]);
    const [c] = buildWorld([input]);
    expect(c.stones.map((s) => s.status.button)).toEqual(['finished', 'locked', 'locked']);
    expect(c.stones[1].status.lockReason).toBe('teacher');
  });

  it('locks a course its teacher locked (a locked classroom), completions made here included, and opens it again when unlocked', () => {
    const input = course(1, 0, 'smoothy', [lesson(11, 1), lesson(12, 2)], {
      assigned: true,
      locked: true,
      teacher_locked: true,
    });
    input.progress = new Map([[11, { local: { completedAt: 'now', bestScore: 40, maxScore: 60, ref: 'r' } }]]);
    const [c] = buildWorld([input]);
    expect(c).toMatchObject({ locked: true, lockReason: 'teacher', blockedBy: null, nextStoneId: null });
    expect(c.stones.map((s) => [s.status.button, s.status.lockReason])).toEqual([
      ['locked', 'teacher'],
      ['locked', 'teacher'],
    ]);
    expect(c.stones[0].progress.completed).toBe(true);
    expect(canOpen(c.stones[1])).toBe(false);
    expect(currentCourse(buildWorld([input, course(2, 1, 'web', [lesson(21, 1)])]))?.id).toBe(2);

    const [opened] = buildWorld([{ ...input, data: { ...input.data, locked: false, teacher_locked: false } }]);
    expect(opened).toMatchObject({ locked: false, lockReason: null, nextStoneId: 12 });
    expect(opened.stones.map((s) => s.status.button)).toEqual(['completed', 'next']);
  });

  it('merges server and local progress: completed is an OR, the best score the max', () => {
    expect(
      mergeProgress({ ...done(), local: { completedAt: 'l', bestScore: 60, maxScore: 60, ref: 'r' } }),
    ).toMatchObject({ completed: true, bestScore: 60, local: false });
    expect(
      mergeProgress({ ...done(), local: { completedAt: 'l', bestScore: 10, maxScore: 60, ref: 'r' } }).bestScore,
    ).toBe(50);
    expect(mergeProgress(undefined)).toMatchObject({ completed: false, bestScore: 0 });
  });

  it('uses the list counts for a course whose map is not on the device', () => {
    const [c] = buildWorld([
      course(1, 0, 'smoothy', [], { hasMap: false, playable_stones: 20, completed_stones: 3, stone_count: 24 }),
    ]);
    expect(c.counts).toEqual({ stones: 24, playable: 20, done: 3, completed: false });
  });

  it('picks the course to continue: the class course with a next stone first', () => {
    const a = course(1, 0, 'smoothy', [lesson(11, 1)]);
    const b = course(2, 1, 'web', [lesson(21, 1)], { assigned: true });
    expect(currentCourse(buildWorld([a, b]))?.id).toBe(2);
  });

  it('counts badges from the device: lessons done and perfect lessons', () => {
    const input = course(1, 0, 'smoothy', [lesson(11, 1), lesson(12, 2)]);
    input.progress = new Map([[11, { local: { completedAt: 'x', bestScore: 60, maxScore: 60, ref: 'r' } }]]);
    const stats = localStats(buildWorld([input]), 30);
    expect(stats).toEqual({ lessonsCompleted: 1, perfectLessons: 1, coursesCompleted: 0, points: 30 });
    const views = withLocalBadges(
      [
        { key: 'firstLesson', earned: false, progress: 0, goal: 1 },
        { key: 'fiveLessons', earned: false, progress: 0, goal: 5 },
        { key: 'hundredPoints', earned: true, progress: 100, goal: 100 },
      ],
      stats,
    );
    expect(views.map((v) => [v.key, v.earned, v.progress])).toEqual([
      ['firstLesson', true, 1],
      ['fiveLessons', false, 1],
      ['hundredPoints', true, 100],
    ]);
  });
});
