import { describe, expect, it } from 'vitest';
import {
  badgeProgress,
  BADGES,
  courseLocks,
  courseProgress,
  earnedBadges,
  earnedTrophies,
  EMOJIS,
  emojiUnlocked,
  freeStoneIds,
  hintCharge,
  isJunior,
  lockContext,
  maskName,
  nextStoneId,
  nextWeekStart,
  rankLeaderboard,
  shownPoints,
  stoneStates,
  submissionRefusal,
  weekStart,
  type MapContext,
  type StoneOnMap,
  type StoneProgress,
} from './learning.js';
import { PICTURE_KEYS } from '../contract/picture-sign-in.js';

const lesson = (id: number, playable = true): StoneOnMap => ({ id, kind: 'lesson', position: id, playable });
const stone = (id: number, kind: StoneOnMap['kind'], playable = true): StoneOnMap => ({
  id,
  kind,
  position: id,
  playable,
});
const open: MapContext = { isTrial: false, courseLocked: false };
const view = (stones: StoneOnMap[], progress: Record<number, StoneProgress> = {}, context = open) =>
  stoneStates(stones, progress, context).map((s) => `${s.state}/${s.button}${s.lockReason ? `/${s.lockReason}` : ''}`);

describe('stoneStates', () => {
  it('opens the first playable stone with start and locks the rest behind it', () => {
    expect(view([lesson(1), lesson(2), lesson(3)])).toEqual([
      'unlocked/start',
      'locked/locked/previous',
      'locked/locked/previous',
    ]);
  });

  it('shows next for the first unlocked stone after the last completed, completed before it', () => {
    expect(view([lesson(1), lesson(2), lesson(3)], { 1: { completed: true } })).toEqual([
      'completed/completed',
      'unlocked/next',
      'locked/locked/previous',
    ]);
  });

  it('shows soon for stones without a player or content, which never block the stones after them', () => {
    const map = [
      lesson(1),
      stone(2, 'game', false),
      stone(3, 'challenge', false),
      stone(4, 'code', false),
      stone(5, 'project', false),
      stone(6, 'graduation-project', false),
      lesson(7, false),
      lesson(8),
    ];
    expect(view(map, { 1: { completed: true } })).toEqual([
      'completed/completed',
      'locked/soon',
      'locked/soon',
      'locked/soon',
      'locked/soon',
      'locked/soon',
      'locked/soon',
      'unlocked/next',
    ]);
  });

  it('plays game stones that have a game: in turn, holding the stones after them', () => {
    const map = [lesson(1), stone(2, 'game'), lesson(3)];
    expect(view(map, { 1: { completed: true } })).toEqual([
      'completed/completed',
      'unlocked/next',
      'locked/locked/previous',
    ]);
  });

  it('plays challenge and code stones that have a level: they open in turn and hold the stones after them', () => {
    const map = [lesson(1), stone(2, 'challenge'), stone(3, 'code'), lesson(4)];
    expect(view(map, { 1: { completed: true } })).toEqual([
      'completed/completed',
      'unlocked/next',
      'locked/locked/previous',
      'locked/locked/previous',
    ]);
    expect(view(map, { 1: { completed: true }, 2: { completed: true } })).toEqual([
      'completed/completed',
      'completed/completed',
      'unlocked/next',
      'locked/locked/previous',
    ]);
  });

  it('plays project and graduation-project stones that have templates: in turn, holding the stones after them', () => {
    const map = [lesson(1), stone(2, 'project'), stone(3, 'graduation-project'), lesson(4)];
    expect(view(map, { 1: { completed: true } })).toEqual([
      'completed/completed',
      'unlocked/next',
      'locked/locked/previous',
      'locked/locked/previous',
    ]);
    expect(view(map, { 1: { completed: true }, 2: { completed: true } })).toEqual([
      'completed/completed',
      'completed/completed',
      'unlocked/next',
      'locked/locked/previous',
    ]);
  });

  it('shows finished for a stone a teacher finished, which opens the next one', () => {
    expect(view([lesson(1), lesson(2)], { 1: { completed: false, teacherFinished: true } })).toEqual([
      'completed/finished',
      'unlocked/next',
    ]);
  });

  it('locks a stone a teacher locked, even a completed one, and what comes after an unfinished one', () => {
    expect(
      view([lesson(1), lesson(2), lesson(3)], { 1: { completed: true }, 2: { completed: false, teacherLocked: true } }),
    ).toEqual(['completed/completed', 'locked/locked/teacher', 'locked/locked/previous']);
    expect(view([lesson(1)], { 1: { completed: true, teacherLocked: true } })).toEqual(['locked/locked/teacher']);
  });

  it('locks every stone of a locked course (completed ones stay completed)', () => {
    expect(view([lesson(1), lesson(2)], { 1: { completed: true } }, { isTrial: false, courseLocked: true })).toEqual([
      'completed/completed',
      'locked/locked/course',
    ]);
  });

  it("locks every stone of a course its teacher locked (a locked classroom), completed and trial ones too; a teacher's finish still shows", () => {
    const teacher = { isTrial: false, courseLocked: false, teacherLocked: true };
    expect(
      view(
        [lesson(1), lesson(2), lesson(3), stone(4, 'game')],
        { 1: { completed: true }, 2: { completed: false, teacherFinished: true } },
        teacher,
      ),
    ).toEqual(['locked/locked/teacher', 'completed/finished', 'locked/locked/teacher', 'locked/locked/teacher']);
    const trial = stoneStates([lesson(1), lesson(2)], {}, { ...teacher, isTrial: true, freeLessons: 1 });
    expect(trial.map((s) => [s.button, s.lockReason, s.free])).toEqual([
      ['locked', 'teacher', true],
      ['locked', 'teacher', false],
    ]);
    expect(nextStoneId(stoneStates([lesson(1)], {}, teacher))).toBeNull();
    // Unlocked again: the map as it was.
    expect(
      view([lesson(1), lesson(2), lesson(3)], { 1: { completed: true } }, { ...teacher, teacherLocked: false }),
    ).toEqual(['completed/completed', 'unlocked/next', 'locked/locked/previous']);
  });

  it('gives a trial student the first five lesson stones of a course, and locks the rest with the trial reason', () => {
    const map = [lesson(1), stone(2, 'game'), lesson(3), lesson(4), lesson(5), lesson(6), lesson(7), stone(8, 'game')];
    const progress = Object.fromEntries([1, 3, 4, 5, 6].map((id) => [id, { completed: true }]));
    const states = stoneStates(map, progress, { isTrial: true, courseLocked: false });
    expect(states.map((s) => s.free)).toEqual([true, true, true, true, true, true, false, false]);
    expect(states[6]).toMatchObject({ state: 'locked', button: 'locked', lockReason: 'trial' });
    expect(states[7].lockReason).toBe('trial');
    expect(stoneStates(map, progress, open).every((s) => s.free)).toBe(true);
  });

  it('orders by position, whatever the input order', () => {
    const map = [
      { ...lesson(2), position: 1 },
      { ...lesson(1), position: 2 },
    ];
    expect(stoneStates(map, {}, open).map((s) => [s.id, s.button])).toEqual([
      [2, 'start'],
      [1, 'locked'],
    ]);
  });

  it('accepts a Map as progress', () => {
    expect(view([lesson(1), lesson(2)], new Map([[1, { completed: true }]]) as never)).toEqual([
      'completed/completed',
      'unlocked/next',
    ]);
  });
});

describe('freeStoneIds', () => {
  it('counts lesson stones by position, content or not', () => {
    const map = [lesson(1, false), lesson(2), stone(3, 'game'), lesson(4), lesson(5), lesson(6), lesson(7)];
    expect([...freeStoneIds(map)]).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...freeStoneIds(map, 1)]).toEqual([1]);
  });
});

describe('nextStoneId and submissionRefusal', () => {
  it('finds the stone to continue with', () => {
    expect(nextStoneId(stoneStates([lesson(1), lesson(2)], { 1: { completed: true } }, open))).toBe(2);
    expect(nextStoneId(stoneStates([lesson(1)], { 1: { completed: true } }, open))).toBeNull();
  });

  it('refuses beyond the trial and in a locked course only', () => {
    expect(submissionRefusal({ free: false }, false)).toBe('trial_locked');
    expect(submissionRefusal({ free: true }, true)).toBe('course_locked');
    expect(submissionRefusal({ free: true }, false)).toBeNull();
    expect(submissionRefusal({ free: true }, { locked: true, reason: 'course' })).toBe('course_locked');
    expect(submissionRefusal({ free: true }, { locked: false, reason: null })).toBeNull();
    expect(submissionRefusal({ free: true }, undefined)).toBeNull();
  });

  it('accepts work in a course its teacher locked (done offline before the lock, it is never lost), but not beyond the trial', () => {
    expect(submissionRefusal({ free: true }, { locked: true, reason: 'teacher' })).toBeNull();
    expect(submissionRefusal({ free: false }, { locked: true, reason: 'teacher' })).toBe('trial_locked');
  });

  it('turns a course lock into the map context', () => {
    expect(lockContext({ locked: true, reason: 'teacher' })).toEqual({ courseLocked: false, teacherLocked: true });
    expect(lockContext({ locked: true, reason: 'course' })).toEqual({ courseLocked: true, teacherLocked: false });
    expect(lockContext({ locked: false, reason: null })).toEqual({ courseLocked: false, teacherLocked: false });
    expect(lockContext(undefined)).toEqual({ courseLocked: false, teacherLocked: false });
  });
});

describe('courseProgress and courseLocks', () => {
  it('completes a course when every playable stone is done; soon stones do not count', () => {
    const map = [lesson(1), stone(2, 'game', false), lesson(3), lesson(4, false)];
    expect(courseProgress(map, { 1: { completed: true } })).toEqual({
      stones: 4,
      playable: 2,
      done: 1,
      completed: false,
    });
    expect(
      courseProgress(map, { 1: { completed: true }, 3: { completed: false, teacherFinished: true } }).completed,
    ).toBe(true);
    expect(courseProgress([stone(1, 'game', false)], {}).completed).toBe(false);
  });

  const node = (
    id: number,
    order: number,
    extra: Partial<{
      track: string;
      assigned: boolean;
      teacherLocked: boolean;
      playable: number;
      completed: boolean;
    }> = {},
  ) => ({ id, order, track: 'smoothy', assigned: false, playable: 3, completed: false, ...extra });

  it('keeps a course locked until the previous course of its track is completed', () => {
    const locks = courseLocks([node(1, 1), node(2, 2), node(3, 3), node(9, 9, { track: 'computer-skills' })]);
    expect(locks.get(1)).toEqual({ locked: false, reason: null, blockedBy: null, completed: false });
    expect(locks.get(2)).toEqual({ locked: true, reason: 'course', blockedBy: 1, completed: false });
    expect(locks.get(3)).toEqual({ locked: true, reason: 'course', blockedBy: 2, completed: false });
    expect(locks.get(9)!.locked).toBe(false);
    const after = courseLocks([node(1, 1, { completed: true }), node(2, 2), node(3, 3)]);
    expect(after.get(2)!.locked).toBe(false);
    expect(after.get(3)).toMatchObject({ locked: true, blockedBy: 2 });
  });

  it('lets a course without playable stones pass when it is open itself', () => {
    const locks = courseLocks([node(1, 1, { completed: true }), node(2, 2, { playable: 0 }), node(3, 3)]);
    expect(locks.get(3)!.locked).toBe(false);
    const blocked = courseLocks([node(1, 1), node(2, 2, { playable: 0 }), node(3, 3)]);
    expect(blocked.get(3)).toMatchObject({ locked: true, blockedBy: 1 });
  });

  it("never locks a course assigned to the student's classroom", () => {
    expect(courseLocks([node(1, 1), node(3, 3, { assigned: true })]).get(3)!.locked).toBe(false);
  });

  it('locks a course the student has only through locked classrooms, with the teacher reason', () => {
    const locks = courseLocks([
      node(1, 1, { assigned: true, teacherLocked: true, completed: true }),
      node(2, 2),
      node(5, 5, { assigned: true, teacherLocked: true, playable: 0 }),
      node(6, 6),
    ]);
    expect(locks.get(1)).toEqual({ locked: true, reason: 'teacher', blockedBy: null, completed: true });
    expect(locks.get(5)).toEqual({ locked: true, reason: 'teacher', blockedBy: null, completed: false });
    // The teacher's lock does not change what the course passes on to the courses after it.
    expect(locks.get(2)).toEqual({ locked: false, reason: null, blockedBy: null, completed: false });
    expect(courseLocks([node(1, 1, { assigned: true, teacherLocked: true }), node(2, 2)]).get(2)).toMatchObject({
      locked: true,
      reason: 'course',
      blockedBy: 1,
    });
    // Unlocked again (or also given through an open classroom): open, as it was.
    expect(courseLocks([node(1, 1, { assigned: true, teacherLocked: false })]).get(1)).toEqual({
      locked: false,
      reason: null,
      blockedBy: null,
      completed: false,
    });
  });
});

describe('weekly points', () => {
  it('start on the last Sunday at 00:00 UTC', () => {
    expect(weekStart(new Date('2025-03-12T15:00:00Z')).toISOString()).toBe('2025-03-09T00:00:00.000Z'); // a Wednesday
    expect(weekStart(new Date('2025-03-09T00:00:00Z')).toISOString()).toBe('2025-03-09T00:00:00.000Z'); // Sunday, the very start
    expect(weekStart(new Date('2025-03-08T23:59:59.999Z')).toISOString()).toBe('2025-03-02T00:00:00.000Z'); // Saturday night
    expect(weekStart(new Date('2025-01-02T10:00:00Z')).toISOString()).toBe('2024-12-29T00:00:00.000Z'); // across a year
    expect(nextWeekStart(new Date('2025-03-12T15:00:00Z')).toISOString()).toBe('2025-03-16T00:00:00.000Z');
  });

  it('are never shown below zero', () => {
    expect(shownPoints(-5)).toBe(0);
    expect(shownPoints(12)).toBe(12);
  });
});

describe('hintCharge', () => {
  it('costs 10 points, or what is left, never below zero', () => {
    expect(hintCharge(50)).toBe(10);
    expect(hintCharge(10)).toBe(10);
    expect(hintCharge(4)).toBe(4);
    expect(hintCharge(0)).toBe(0);
    expect(hintCharge(-3)).toBe(0);
  });
});

describe('leaderboard', () => {
  it('shows a first name and the last initial only', () => {
    expect(maskName('Yousef', 'Saleh')).toBe('Yousef S.');
    expect(maskName(' Noor ', ' saleh')).toBe('Noor S.');
    expect(maskName('Leo', '')).toBe('Leo');
    expect(maskName('سارة', 'علي')).toBe('سارة ع.');
  });

  it('ranks by weekly points; equal points share a rank; no points, no place', () => {
    const ranked = rankLeaderboard([
      { id: 1, name: 'Ann', weeklyPoints: 30 },
      { id: 2, name: 'Bob', weeklyPoints: 50 },
      { id: 3, name: 'Cat', weeklyPoints: 30 },
      { id: 4, name: 'Dan', weeklyPoints: 10 },
      { id: 5, name: 'Eve', weeklyPoints: 0 },
    ]);
    expect(ranked.map((r) => [r.name, r.rank])).toEqual([
      ['Bob', 1],
      ['Ann', 2],
      ['Cat', 2],
      ['Dan', 4],
    ]);
  });
});

describe('badges and trophies', () => {
  const stats = { lessonsCompleted: 0, perfectLessons: 0, coursesCompleted: 0, points: 0 };

  it('earns badges by lessons, perfect lessons, courses and points', () => {
    expect(earnedBadges(stats)).toEqual([]);
    expect(earnedBadges({ ...stats, lessonsCompleted: 1 })).toEqual(['firstLesson']);
    expect(earnedBadges({ ...stats, lessonsCompleted: 5, perfectLessons: 1 })).toEqual([
      'firstLesson',
      'fiveLessons',
      'perfectLesson',
    ]);
    expect(earnedBadges({ lessonsCompleted: 10, perfectLessons: 1, coursesCompleted: 1, points: 100 })).toEqual(
      BADGES.map((b) => b.key),
    );
  });

  it('shows progress towards a badge, up to its goal', () => {
    const five = BADGES.find((b) => b.key === 'fiveLessons')!;
    expect(badgeProgress(five, { ...stats, lessonsCompleted: 3 })).toEqual({ progress: 3, goal: 5 });
    expect(badgeProgress(five, { ...stats, lessonsCompleted: 8 })).toEqual({ progress: 5, goal: 5 });
  });

  it('earns trophies at 10, 30 and 100 approved projects', () => {
    expect(earnedTrophies(9)).toEqual([]);
    expect(earnedTrophies(10)).toEqual(['projectHero']);
    expect(earnedTrophies(30)).toEqual(['projectHero', 'creativeCoder']);
    expect(earnedTrophies(100)).toEqual(['projectHero', 'creativeCoder', 'codingInnovator']);
  });
});

describe('profile rules', () => {
  it('unlocks emojis with points', () => {
    expect(EMOJIS.filter((e) => emojiUnlocked(e, 0)).length).toBe(6);
    expect(EMOJIS.filter((e) => emojiUnlocked(e, 100)).length).toBe(8);
  });

  it('draws every profile picture as a different one of our own pictures', () => {
    const pictures = EMOJIS.map((e) => e.picture);
    expect(new Set(pictures).size).toBe(EMOJIS.length);
    for (const picture of pictures) expect(PICTURE_KEYS).toContain(picture);
  });

  it('calls a child of 7 or younger a junior', () => {
    const today = new Date('2025-06-01T00:00:00Z');
    expect(isJunior(2018, today)).toBe(true);
    expect(isJunior(2017, today)).toBe(false);
    expect(isJunior(null, today)).toBe(false);
  });
});
