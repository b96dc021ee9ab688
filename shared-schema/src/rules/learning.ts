import type { StoneKind } from '../content/curriculum.js';
import type { PictureKey } from '../contract/picture-sign-in.js';
import { ageFromYearOfBirth } from './accounts.js';
import { PLAYABLE_KINDS } from '../stones/players.js';
import { AGES, POINTS, TRIAL } from './constants.js';

/**
 * The learning rules, pure and shared: the server applies them authoritatively, the device applies the
 * same functions offline so that a child sees the map, the points and the locks at once.
 * Decisions are recorded in docs/decisions.md ("Learning (issue 3)").
 */

export type StoneState = 'locked' | 'unlocked' | 'completed';
export type StoneButton = 'start' | 'completed' | 'soon' | 'next' | 'locked' | 'finished';
export type LockReason = 'teacher' | 'trial' | 'course' | 'previous';
/** Why a whole course is locked: its teacher locked the classroom, or the course before it is not completed. */
export type CourseLockReason = Extract<LockReason, 'teacher' | 'course'>;

/** Points for finishing a stone the first time (source task:<stoneId>); projects earn the teacher's 100-500 instead. */
export const TASK_POINTS: Readonly<Record<StoneKind, number>> = {
  lesson: 10,
  game: 10,
  challenge: 20,
  code: 20,
  project: 0,
  'graduation-project': 0,
};

export interface StoneOnMap {
  id: number;
  kind: StoneKind;
  position: number;
  /** Has content (a lesson file) now. */
  playable: boolean;
}

export interface StoneProgress {
  /** Completed by the child. */
  completed: boolean;
  teacherLocked?: boolean;
  teacherFinished?: boolean;
}

export type ProgressLookup = ReadonlyMap<number, StoneProgress> | Readonly<Record<number, StoneProgress | undefined>>;

export interface MapContext {
  isTrial: boolean;
  /** The course is locked until the course before it is completed (courseLocks, reason 'course'). */
  courseLocked: boolean;
  /** The course reaches the student only through classrooms their teacher locked (courseLocks, reason 'teacher'). */
  teacherLocked?: boolean;
  freeLessons?: number;
}

export interface StoneStatus {
  id: number;
  state: StoneState;
  button: StoneButton;
  lockReason: LockReason | null;
  /** Within a trial's free lessons (true for everyone not on trial). */
  free: boolean;
  /** Has a player and content now. */
  playable: boolean;
  /** Completed by the child or finished by a teacher. */
  done: boolean;
}

function progressOf(progress: ProgressLookup, id: number): StoneProgress | undefined {
  return progress instanceof Map ? progress.get(id) : (progress as Record<number, StoneProgress | undefined>)[id];
}

export function byPosition<T extends { position: number; id: number }>(stones: readonly T[]): T[] {
  return [...stones].sort((a, b) => a.position - b.position || a.id - b.id);
}

/** Can the child play this stone today: a stone of a kind with a player, with content (a lesson file, a level). */
export function isPlayable(stone: Pick<StoneOnMap, 'kind' | 'playable'>): boolean {
  return stone.playable && PLAYABLE_KINDS.includes(stone.kind);
}

const isDone = (p: StoneProgress | undefined) => Boolean(p && (p.completed || p.teacherFinished));

/**
 * The stones a trial student may open: every stone up to and including the course's fifth lesson stone
 * (counted by map position, content or not). Games between free lessons stay free; all after is paid.
 */
export function freeStoneIds(stones: readonly StoneOnMap[], freeLessons: number = TRIAL.freeLessons): Set<number> {
  const free = new Set<number>();
  let lessons = 0;
  for (const stone of byPosition(stones)) {
    if (lessons >= freeLessons) break;
    free.add(stone.id);
    if (stone.kind === 'lesson') lessons++;
  }
  return free;
}

/**
 * Each stone's state and button, in map order:
 * - finished: a teacher finished it (completed, whatever else);
 * - locked: a teacher locked it, or the whole course (a locked classroom), completed or not; it is
 *   beyond a trial's free lessons; the course is locked; or the previous playable stone is not done;
 * - completed: the child completed it;
 * - soon: no player or content yet (it never blocks the stones after it);
 * - start / next: unlocked — "next" once the child has done a stone before it, "start" for the first.
 */
export function stoneStates(
  stones: readonly StoneOnMap[],
  progress: ProgressLookup,
  context: MapContext,
): StoneStatus[] {
  const ordered = byPosition(stones);
  const free = context.isTrial ? freeStoneIds(ordered, context.freeLessons) : undefined;
  let previousPlayableDone = true;
  let doneBefore = false;
  return ordered.map((stone) => {
    const p = progressOf(progress, stone.id);
    const playable = isPlayable(stone);
    const done = isDone(p);
    const isFree = free ? free.has(stone.id) : true;
    const status = (state: StoneState, button: StoneButton, lockReason: LockReason | null = null): StoneStatus => ({
      id: stone.id,
      state,
      button,
      lockReason,
      free: isFree,
      playable,
      done,
    });

    let result: StoneStatus;
    if (p?.teacherFinished) result = status('completed', 'finished');
    else if (p?.teacherLocked || context.teacherLocked) result = status('locked', 'locked', 'teacher');
    else if (!isFree) result = status('locked', 'locked', 'trial');
    else if (p?.completed) result = status('completed', 'completed');
    else if (context.courseLocked) result = status('locked', 'locked', 'course');
    else if (!playable) result = status('locked', 'soon');
    else if (!previousPlayableDone) result = status('locked', 'locked', 'previous');
    else result = status('unlocked', doneBefore ? 'next' : 'start');

    if (playable) previousPlayableDone = done;
    if (done) doneBefore = true;
    return result;
  });
}

/** The stone to continue with: the one whose button is start or next. */
export function nextStoneId(statuses: readonly StoneStatus[]): number | null {
  return statuses.find((s) => s.button === 'start' || s.button === 'next')?.id ?? null;
}

/**
 * Why a submission for this stone is refused, or null. Entitlement locks refuse (beyond the trial, a
 * course locked by the course before it); progression and teacher locks do not — a child's offline work
 * is never thrown away because the map moved while they were offline; the teacher's lock (of a stone or
 * of a whole classroom) stays in force on the map. `courseLock` is the course's lock (courseLocks), or
 * a boolean meaning "locked by the course before it".
 */
export function submissionRefusal(
  status: Pick<StoneStatus, 'free'>,
  courseLock: boolean | Pick<CourseLock, 'locked' | 'reason'> | undefined,
): 'trial_locked' | 'course_locked' | null {
  if (!status.free) return 'trial_locked';
  if (typeof courseLock === 'boolean' ? courseLock : courseLock?.locked && courseLock.reason === 'course')
    return 'course_locked';
  return null;
}

/** The MapContext fields that follow from a course's lock (courseLocks): a course lock, or a teacher's. */
export function lockContext(
  lock: Pick<CourseLock, 'locked' | 'reason'> | undefined,
): Pick<MapContext, 'courseLocked' | 'teacherLocked'> {
  return {
    courseLocked: Boolean(lock?.locked && lock.reason === 'course'),
    teacherLocked: Boolean(lock?.locked && lock.reason === 'teacher'),
  };
}

export interface CourseCount {
  stones: number;
  playable: number;
  done: number;
  completed: boolean;
}

/**
 * A course is completed when it has playable stones and every one of them is done (completed or
 * finished by a teacher); stones that show "soon" do not count until their player comes.
 */
export function courseProgress(stones: readonly StoneOnMap[], progress: ProgressLookup): CourseCount {
  const playable = stones.filter(isPlayable);
  const done = playable.filter((s) => isDone(progressOf(progress, s.id))).length;
  return {
    stones: stones.length,
    playable: playable.length,
    done,
    completed: playable.length > 0 && done === playable.length,
  };
}

export interface CourseNode {
  id: number;
  track: string;
  /** The catalogue's order. */
  order: number;
  /** Given to the student's classroom by the school: never locked by the course before it. */
  assigned: boolean;
  /**
   * Reaches the student only through classrooms their teacher locked (every classroom of the student
   * that has the course is locked): locked with reason 'teacher'. One unlocked classroom with it is enough.
   */
  teacherLocked?: boolean;
  playable: number;
  completed: boolean;
}

export interface CourseLock {
  locked: boolean;
  /** Why, when locked: 'course' (the course before it is not completed) or 'teacher' (a locked classroom). */
  reason: CourseLockReason | null;
  /** The course to complete first, when locked by it. */
  blockedBy: number | null;
  completed: boolean;
}

/**
 * A course stays locked until the previous course of its track is completed. A course without playable
 * stones yet is transparent: it passes as soon as it is open itself, so it never blocks the rest. A
 * course assigned to the student's classroom is open whatever comes before it (the teacher chose it).
 * A course the student has only through locked classrooms is locked by the teacher (reason 'teacher');
 * that lock does not change what it passes on to the courses after it. Were a course locked both ways,
 * the course lock is the reason given (it is the one that refuses submissions).
 */
export function courseLocks(courses: readonly CourseNode[]): Map<number, CourseLock> {
  const locks = new Map<number, CourseLock>();
  const tracks = new Map<string, CourseNode[]>();
  for (const course of courses) tracks.set(course.track, [...(tracks.get(course.track) ?? []), course]);
  for (const track of tracks.values()) {
    let passed: boolean = true;
    let blocker: number | null = null;
    for (const course of [...track].sort((a, b) => a.order - b.order || a.id - b.id)) {
      const courseLocked: boolean = !course.assigned && !passed;
      const teacherLocked = Boolean(course.teacherLocked);
      locks.set(course.id, {
        locked: courseLocked || teacherLocked,
        reason: courseLocked ? 'course' : teacherLocked ? 'teacher' : null,
        blockedBy: courseLocked ? blocker : null,
        completed: course.completed,
      });
      if (course.playable > 0) {
        passed = course.completed;
        if (!passed) blocker = course.id;
      } else {
        passed = !courseLocked;
      }
    }
  }
  return locks;
}

// ---------------------------------------------------------------- points

/** Weekly points reset every Sunday at 00:00 in this zone (spec 001 §9.3; see docs/decisions.md). */
export const WEEKLY_RESET = { day: 0, timeZone: 'UTC' } as const;
const DAY_MS = 86_400_000;

/** The last Sunday 00:00 UTC at or before `date`: the start of the week whose points count as weekly. */
export function weekStart(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return new Date(midnight - date.getUTCDay() * DAY_MS);
}

/** When the weekly points reset next. */
export function nextWeekStart(date: Date): Date {
  return new Date(weekStart(date).getTime() + 7 * DAY_MS);
}

/** Points shown are never below zero (a week of hints after a quiet week would otherwise be negative). */
export function shownPoints(sum: number): number {
  return Math.max(0, sum);
}

/** What a hint costs with this balance: 10 points, or what is left (never below zero). */
export function hintCharge(balance: number, cost: number = POINTS.hintCost): number {
  return Math.max(0, Math.min(cost, balance));
}

// ---------------------------------------------------------------- leaderboard

export interface LeaderboardCandidate {
  id: number;
  name: string;
  weeklyPoints: number;
}

/** A child shown to other children: first name and last initial only ("Yousef S."). */
export function maskName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}

/**
 * Ranks by weekly points, highest first; equal points share a rank (1, 2, 2, 4), ties shown by name.
 * Only students with points this week are ranked. Answers every ranked entry; the caller takes the top 10.
 */
export function rankLeaderboard<T extends LeaderboardCandidate>(candidates: readonly T[]): (T & { rank: number })[] {
  const sorted = candidates
    .filter((c) => c.weeklyPoints > 0)
    .sort((a, b) => b.weeklyPoints - a.weeklyPoints || a.name.localeCompare(b.name) || a.id - b.id);
  return sorted.map((c, i) => {
    let first = i;
    while (first > 0 && sorted[first - 1].weeklyPoints === c.weeklyPoints) first--;
    return { ...c, rank: first + 1 };
  });
}

export const LEADERBOARD_SIZE = POINTS.leaderboardSize;

// ---------------------------------------------------------------- badges and trophies

export interface LearningStats {
  /** Lesson stones completed by the child (not those a teacher finished). */
  lessonsCompleted: number;
  /** Lessons whose best attempt had every question right. */
  perfectLessons: number;
  coursesCompleted: number;
  points: number;
}

export const BADGES = [
  { key: 'firstLesson', stat: 'lessonsCompleted', goal: 1 },
  { key: 'fiveLessons', stat: 'lessonsCompleted', goal: 5 },
  { key: 'tenLessons', stat: 'lessonsCompleted', goal: 10 },
  { key: 'perfectLesson', stat: 'perfectLessons', goal: 1 },
  { key: 'firstCourse', stat: 'coursesCompleted', goal: 1 },
  { key: 'hundredPoints', stat: 'points', goal: 100 },
] as const satisfies readonly { key: string; stat: keyof LearningStats; goal: number }[];
export type BadgeKey = (typeof BADGES)[number]['key'];

/** The badges these numbers earn. Badges are a set: once earned they stay, whatever the numbers do later. */
export function earnedBadges(stats: LearningStats): BadgeKey[] {
  return BADGES.filter((b) => stats[b.stat] >= b.goal).map((b) => b.key);
}

export function badgeProgress(
  badge: (typeof BADGES)[number],
  stats: LearningStats,
): { progress: number; goal: number } {
  return { progress: Math.min(Math.max(0, stats[badge.stat]), badge.goal), goal: badge.goal };
}

export type TrophyKey = (typeof POINTS.trophies)[number]['key'];

/** Trophies count approved projects (10, 30, 100); projects arrive in a later issue. */
export function earnedTrophies(approvedProjects: number): TrophyKey[] {
  return POINTS.trophies.filter((t) => approvedProjects >= t.projects).map((t) => t.key);
}

// ---------------------------------------------------------------- profile

/**
 * The pictures a student may take as a profile picture; the later ones unlock with points. The spec's calls
 * name them emojis (/get-emojis, /set-emoji-as-profile-picture/{id}) and answer each one's emoji, but the
 * app draws `picture`, one of its own sign-in pictures (no emoji font on many school Chromebooks).
 */
export const EMOJIS = [
  { id: 1, emoji: '🐱', picture: 'cat', pointsNeeded: 0 },
  { id: 2, emoji: '🐟', picture: 'fish', pointsNeeded: 0 },
  { id: 3, emoji: '🌸', picture: 'flower', pointsNeeded: 0 },
  { id: 4, emoji: '🌳', picture: 'tree', pointsNeeded: 0 },
  { id: 5, emoji: '🍎', picture: 'apple', pointsNeeded: 0 },
  { id: 6, emoji: '⚽', picture: 'ball', pointsNeeded: 0 },
  { id: 7, emoji: '☀️', picture: 'sun', pointsNeeded: 50 },
  { id: 8, emoji: '⛵', picture: 'boat', pointsNeeded: 100 },
  { id: 9, emoji: '🌙', picture: 'moon', pointsNeeded: 200 },
  { id: 10, emoji: '🚀', picture: 'rocket', pointsNeeded: 300 },
  { id: 11, emoji: '🏠', picture: 'house', pointsNeeded: 500 },
  { id: 12, emoji: '⭐', picture: 'star', pointsNeeded: 1000 },
] as const satisfies readonly { id: number; emoji: string; picture: PictureKey; pointsNeeded: number }[];

export function emojiUnlocked(emoji: { pointsNeeded: number }, points: number): boolean {
  return points >= emoji.pointsNeeded;
}

/** The img_uri of an emoji profile picture. */
export const emojiImageUri = (id: number) => `emoji:${id}`;

/**
 * A child's uploaded photo (issue 11): its img_uri is `/uploads/<uuid>.<png|jpg|webp>`, a name, not an
 * address anyone may open. The picture is served under the API (PHOTO_API_PREFIX + the name) to a signed-in
 * user who may see that child, with their bearer token (an <img src> cannot send one: the app fetches it
 * and shows a blob: URL); never to a guest, with Cache-Control: no-store.
 */
export const UPLOADED_PHOTO_PREFIX = '/uploads/';
export const PHOTO_NAME_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;
/** Where the API serves an uploaded photo: `/api` + this + the name. */
export const PHOTO_API_PREFIX = '/uploads/';

export function isUploadedPhoto(imgUri: string | null | undefined): imgUri is string {
  return !!imgUri && imgUri.startsWith(UPLOADED_PHOTO_PREFIX) && PHOTO_NAME_PATTERN.test(photoName(imgUri));
}

/** The file name of an uploaded photo's img_uri. */
export const photoName = (imgUri: string) => imgUri.slice(UPLOADED_PHOTO_PREFIX.length);

/** A junior (5-7 courses, simpler screens): 7 or younger by year of birth; unknown age is not junior. */
export function isJunior(yearOfBirth: number | null | undefined, today: Date = new Date()): boolean {
  return typeof yearOfBirth === 'number' && ageFromYearOfBirth(yearOfBirth, today) <= AGES.juniorMax;
}
