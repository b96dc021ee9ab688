import {
  BADGES,
  badgeProgress,
  earnedBadges,
  type LearningStats,
  byPosition,
  courseLocks,
  courseProgress,
  isPlayable,
  lockContext,
  nextStoneId,
  stoneStates,
  type CourseCount,
  type CourseLockReason,
  type StoneProgress,
  type StoneStatus,
} from '@codeyard/shared-schema';
import type { CourseData, ProgressData, StoneData } from '../offline/types';

/**
 * The child's world, computed on the device from what Dexie holds: the server's state at the last
 * download or pull, plus the completions made here that the server may not know yet. The same shared
 * rules as the server (rules/learning.ts) decide each stone's state and button and each course's lock,
 * so the map is right offline and moves on the moment a lesson is finished.
 */

export interface MergedProgress extends StoneProgress {
  bestScore: number;
  maxScore: number;
  completedAt: string | null;
  /** Completed here; the server has not confirmed it yet. */
  local: boolean;
}

/** Server and local progress of one stone: completion is an OR, the best score the max. */
export function mergeProgress(data: ProgressData | undefined): MergedProgress {
  const server = data?.server;
  const local = data?.local;
  const serverCompleted = Boolean(server?.completed);
  const localScoreBetter = local ? !server || local.bestScore > server.bestScore || server.maxScore === 0 : false;
  return {
    completed: serverCompleted || Boolean(local),
    teacherLocked: server?.teacherLocked ?? false,
    teacherFinished: server?.teacherFinished ?? false,
    bestScore: localScoreBetter ? local!.bestScore : (server?.bestScore ?? 0),
    maxScore: localScoreBetter ? local!.maxScore : (server?.maxScore ?? 0),
    completedAt: server?.completedAt ?? local?.completedAt ?? null,
    local: Boolean(local) && !serverCompleted,
  };
}

export interface CourseInput {
  id: number;
  data: CourseData;
  stones: StoneData[];
  progress: ReadonlyMap<number, ProgressData>;
}

export interface StoneView {
  stone: StoneData;
  /** 1-based place on the map. */
  number: number;
  status: StoneStatus;
  progress: MergedProgress;
}

export interface CourseView {
  id: number;
  data: CourseData;
  locked: boolean;
  /** Why, when locked: 'course' (the course before it is not completed) or 'teacher' (the child's classroom is locked). */
  lockReason: CourseLockReason | null;
  /** The course to complete first, when locked by the course before it. */
  blockedBy: CourseView['id'] | null;
  completed: boolean;
  counts: CourseCount;
  stones: StoneView[];
  /** The stone to continue with (start or next), or null. */
  nextStoneId: number | null;
}

function countsOf(input: CourseInput, progress: ReadonlyMap<number, MergedProgress>): CourseCount {
  if (!input.data.hasMap) {
    const { stone_count, playable_stones, completed_stones } = input.data;
    return { stones: stone_count, playable: playable_stones, done: completed_stones, completed: input.data.completed };
  }
  return courseProgress(input.stones, progress);
}

/** Every course of the child with its lock, counts and stones, in catalogue order. */
export function buildWorld(inputs: readonly CourseInput[]): CourseView[] {
  const ordered = [...inputs].sort((a, b) => a.data.order - b.data.order || a.id - b.id);
  const merged = new Map(
    ordered.map((c) => [c.id, new Map(c.stones.map((s) => [s.id, mergeProgress(c.progress.get(s.id))]))]),
  );
  const counts = new Map(ordered.map((c) => [c.id, countsOf(c, merged.get(c.id)!)]));
  const locks = courseLocks(
    ordered.map((c) => ({
      id: c.id,
      track: c.data.course.track,
      order: c.data.order,
      assigned: c.data.assigned,
      teacherLocked: Boolean(c.data.teacher_locked),
      playable: counts.get(c.id)!.playable,
      completed: counts.get(c.id)!.completed,
    })),
  );
  return ordered.map((c) => {
    const progress = merged.get(c.id)!;
    const lock = locks.get(c.id) ?? {
      locked: c.data.locked,
      reason: c.data.locked ? (c.data.teacher_locked ? 'teacher' : 'course') : null,
      blockedBy: null,
      completed: c.data.completed,
    };
    const stones = byPosition(c.stones);
    const statuses = stoneStates(stones, progress, {
      isTrial: c.data.is_trial,
      ...lockContext(lock),
      freeLessons: c.data.free_lessons,
    });
    const views = stones.map((stone, i) => ({
      stone,
      number: i + 1,
      status: statuses[i],
      progress: progress.get(stone.id)!,
    }));
    return {
      id: c.id,
      data: c.data,
      locked: lock.locked,
      lockReason: lock.locked ? lock.reason : null,
      blockedBy: lock.blockedBy,
      completed: counts.get(c.id)!.completed,
      counts: counts.get(c.id)!,
      stones: views,
      nextStoneId: nextStoneId(statuses),
    };
  });
}

/** Can the child open this stone's lesson now (a playable lesson stone that is not locked). */
export function canOpen(view: StoneView): boolean {
  return view.status.state !== 'locked' && isPlayable(view.stone);
}

/** The course a child continues with: an assigned course first, then any open one with a next stone. */
export function currentCourse(world: readonly CourseView[]): CourseView | undefined {
  const open = world.filter((c) => !c.locked && c.counts.playable > 0);
  return (
    open.find((c) => c.data.assigned && c.nextStoneId !== null) ??
    open.find((c) => c.nextStoneId !== null && c.counts.done > 0) ??
    open.find((c) => c.data.assigned) ??
    open.find((c) => c.nextStoneId !== null) ??
    world[0]
  );
}

/** The playable lesson after this one on the same map that the child may open, if any. */
export function lessonAfter(course: CourseView | undefined, stoneId: number): StoneView | undefined {
  if (!course) return undefined;
  const index = course.stones.findIndex((s) => s.stone.id === stoneId);
  return course.stones.slice(index + 1).find((s) => canOpen(s));
}

/** The numbers badges count, from the device's world (completions made here included). */
export function localStats(world: readonly CourseView[], points: number): LearningStats {
  let lessonsCompleted = 0;
  let perfectLessons = 0;
  for (const course of world) {
    for (const s of course.stones) {
      if (s.stone.kind !== 'lesson' || !s.progress.completed) continue;
      lessonsCompleted++;
      if (s.progress.maxScore > 0 && s.progress.bestScore >= s.progress.maxScore) perfectLessons++;
    }
  }
  return { lessonsCompleted, perfectLessons, coursesCompleted: world.filter((c) => c.completed).length, points };
}

/** The server's badge views with what this device already knows: earned here counts, progress the larger. */
export function withLocalBadges<T extends { key: string; earned: boolean; progress: number; goal: number }>(
  views: readonly T[],
  stats: LearningStats,
): T[] {
  const earnedHere = new Set<string>(earnedBadges(stats));
  return views.map((v) => {
    const badge = BADGES.find((b) => b.key === v.key);
    const local = badge ? badgeProgress(badge, stats).progress : 0;
    const earned = v.earned || earnedHere.has(v.key);
    return { ...v, earned, progress: earned ? v.goal : Math.max(v.progress, local) };
  });
}
