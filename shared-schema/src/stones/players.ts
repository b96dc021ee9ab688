import { studentQuestionsSubmission, submitChallengeLesson, submitGameLesson } from '../contract/learning.js';
import { courseProjectSubmission } from '../contract/projects.js';
import type { CatalogueCourse, StoneKind } from '../content/curriculum.js';
import type { PROJECT_EDITOR_TYPES } from '../contract/media.js';

/**
 * The stone-player registry: for every kind of map stone (and every game type), where its player lives,
 * which content feeds it, how that content is checked, where the device keeps it offline and which call
 * records that it is done. The server's content loading, the map's "soon" and the client's links all read
 * this one table, so a new player is a new row (docs/architecture.md, "How to add a game").
 */

export type Track = CatalogueCourse['track'];
/** The editor a project template file is for (its `type`). */
export type ProjectTemplateType = (typeof PROJECT_EDITOR_TYPES)[number];

/**
 * The content folders of a course folder (sync-server/content/curriculum/<n>-<slug>/<folder>/<key>.json)
 * and the schema each file is checked with; `lessons` is named by the map (stone.file), the others by the
 * stone's key.
 */
export const CONTENT_KINDS = {
  lessons: { folder: 'lessons', schema: 'LessonFile' },
  levels: { folder: 'levels', schema: 'LevelFile' },
  exercises: { folder: 'exercises', schema: 'CodeExerciseFile' },
  projects: { folder: 'projects', schema: 'ProjectTemplateFile' },
  games: { folder: 'games', schema: 'GAME_CONTENT[game]' },
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;

/**
 * The user's Dexie table the course download (GET /course-lessons) fills with a stone's content; a game's
 * content rides on its stone's row (`stones`, StoneData.game), so a game type needs no table of its own.
 */
export type OfflineTable = 'lessons' | 'levels' | 'exercises' | 'projectTemplates' | 'stones';

export interface StonePlayer {
  /** The stone kinds this player plays. */
  kinds: readonly StoneKind[];
  /** The course tracks it serves; absent: any track without a row of its own (and an unknown track). */
  tracks?: readonly Track[];
  /** A game stone's player: the game type its content file names (GAME_CONTENT has its schema). */
  game?: string;
  /**
   * A project stone's player: the editor type its template file names (projects/<key>.json `type`); among a
   * track's project rows the template's type chooses (a computer-skills project: paint, document or slides).
   */
  projectType?: ProjectTemplateType;
  /**
   * The player's address: {courseId}, {stoneId}, {locked} (1 or 0) and {graduation}
   * (&isGraduationProject=1 for a graduation-project stone, else nothing) are filled in.
   */
  route: string;
  /** A locked stone still leads to its player (which shows why it is locked); otherwise it leads nowhere. */
  opensWhenLocked: boolean;
  /**
   * The content it plays, first the one that makes a stone playable (a stone with that file has a player
   * and content), then any it also reads (a code project's brief is its exercise).
   */
  content: readonly [ContentKind, ...ContentKind[]];
  /** Where the course download keeps that content on the device. */
  offline: OfflineTable;
  /** The call that records the stone done (a project: its submission completes the stone). */
  completedBy: string;
}

/**
 * One row per player. A game type's row: { kinds: ['game'], game: 'memory', route: '/memoryGame/{stoneId}',
 * opensWhenLocked: false, content: ['games'], offline: 'stones', completedBy: submitGameLesson.path }.
 */
export const STONE_PLAYERS = {
  lesson: {
    kinds: ['lesson'],
    route: '/lessonprevideo/{courseId}/{stoneId}/{locked}',
    opensWhenLocked: true,
    content: ['lessons'],
    offline: 'lessons',
    completedBy: studentQuestionsSubmission.path,
  },
  'smoothy-challenge': {
    kinds: ['challenge'],
    route: '/ide/{stoneId}/{courseId}',
    opensWhenLocked: false,
    content: ['levels'],
    offline: 'levels',
    completedBy: submitChallengeLesson.path,
  },
  'smoothy-code': {
    kinds: ['code'],
    route: '/ide-questions/{stoneId}/{courseId}',
    opensWhenLocked: false,
    content: ['levels'],
    offline: 'levels',
    completedBy: submitChallengeLesson.path,
  },
  'web-exercise': {
    kinds: ['challenge', 'code'],
    tracks: ['web'],
    route: '/web-ide?coursedId={courseId}&lessonId={stoneId}',
    opensWhenLocked: false,
    content: ['exercises'],
    offline: 'exercises',
    completedBy: submitChallengeLesson.path,
  },
  'python-exercise': {
    kinds: ['challenge', 'code'],
    tracks: ['python'],
    route: '/python-ide?coursedId={courseId}&lessonId={stoneId}',
    opensWhenLocked: false,
    content: ['exercises'],
    offline: 'exercises',
    completedBy: submitChallengeLesson.path,
  },
  'blocks-project': {
    kinds: ['project', 'graduation-project'],
    projectType: 'blocks',
    route: '/playground-ide?coursedId={courseId}&lessonId={stoneId}&isCourseProject=1{graduation}',
    opensWhenLocked: false,
    content: ['projects'],
    offline: 'projectTemplates',
    completedBy: courseProjectSubmission.path,
  },
  'web-project': {
    kinds: ['project', 'graduation-project'],
    tracks: ['web'],
    projectType: 'web',
    route: '/web-ide?coursedId={courseId}&lessonId={stoneId}&isCourseProject=1{graduation}',
    opensWhenLocked: false,
    content: ['projects', 'exercises'],
    offline: 'projectTemplates',
    completedBy: courseProjectSubmission.path,
  },
  'python-project': {
    kinds: ['project', 'graduation-project'],
    tracks: ['python'],
    projectType: 'python',
    route: '/python-ide?coursedId={courseId}&lessonId={stoneId}&isCourseProject=1{graduation}',
    opensWhenLocked: false,
    content: ['projects', 'exercises'],
    offline: 'projectTemplates',
    completedBy: courseProjectSubmission.path,
  },
  // A computer-skills course's project is a drawing (issue 14): the paint tool, free, no goals; the drawing
  // is sent as the project's code (games/paint-project.ts). /paint-project is our addition to spec 000's routes.
  // The first computer-skills project row is the track's default when the template's type is not known.
  'paint-project': {
    kinds: ['project', 'graduation-project'],
    tracks: ['computer-skills'],
    projectType: 'paint',
    route: '/paint-project?coursedId={courseId}&lessonId={stoneId}&isCourseProject=1{graduation}',
    opensWhenLocked: false,
    content: ['projects'],
    offline: 'projectTemplates',
    completedBy: courseProjectSubmission.path,
  },
  // Office Skills' projects (course 11): a report in the document editor, a presentation in the slides editor,
  // free, no goals; the work is sent as the project's code (games/office-project.ts). Our routes, like /paint-project.
  'document-project': {
    kinds: ['project', 'graduation-project'],
    tracks: ['computer-skills'],
    projectType: 'document',
    route: '/document-project?coursedId={courseId}&lessonId={stoneId}&isCourseProject=1{graduation}',
    opensWhenLocked: false,
    content: ['projects'],
    offline: 'projectTemplates',
    completedBy: courseProjectSubmission.path,
  },
  'slides-project': {
    kinds: ['project', 'graduation-project'],
    tracks: ['computer-skills'],
    projectType: 'slides',
    route: '/slides-project?coursedId={courseId}&lessonId={stoneId}&isCourseProject=1{graduation}',
    opensWhenLocked: false,
    content: ['projects'],
    offline: 'projectTemplates',
    completedBy: courseProjectSubmission.path,
  },
  memory: {
    kinds: ['game'],
    game: 'memory',
    route: '/memoryGame/{stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
  connect: {
    kinds: ['game'],
    game: 'connect',
    route: '/games/level/{stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
  'sudoku-pictures': {
    kinds: ['game'],
    game: 'sudoku-pictures',
    route: '/sudoku1?lessonId={stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
  'sudoku-digits': {
    kinds: ['game'],
    game: 'sudoku-digits',
    route: '/sudoku2?lessonId={stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
  'sudoku-big': {
    kinds: ['game'],
    game: 'sudoku-big',
    route: '/sudoku3?lessonId={stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
  colouring: {
    kinds: ['game'],
    game: 'colouring',
    route: '/coloring?lessonId={stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
  'colouring-numbers': {
    kinds: ['game'],
    game: 'colouring-numbers',
    route: '/coloring2?lessonId={stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
  puzzle: {
    kinds: ['game'],
    game: 'puzzle',
    route: '/puzzleGame/{stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
  typing: {
    kinds: ['game'],
    game: 'typing',
    route: '/keyboard?lessonId={stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
  'typing-words': {
    kinds: ['game'],
    game: 'typing-words',
    route: '/keyboard2?lessonId={stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
  maze: {
    kinds: ['game'],
    game: 'maze',
    route: '/maze?lessonId={stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
  // The paint challenges (paint-*): a computer-skills challenge stone (or game stone) whose content is a
  // games/ file of that type; a challenge stone without one keeps its other players (SmoothY, exercises).
  'paint-house': {
    kinds: ['challenge', 'game'],
    tracks: ['computer-skills'],
    game: 'paint-house',
    route: '/PaintChallenge1?lessonId={stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
  'paint-fill-erase': {
    kinds: ['challenge', 'game'],
    tracks: ['computer-skills'],
    game: 'paint-fill-erase',
    route: '/PaintChallenge2?lessonId={stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
  'paint-card': {
    kinds: ['challenge', 'game'],
    tracks: ['computer-skills'],
    game: 'paint-card',
    route: '/PaintChallenge3?lessonId={stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
  'paint-scene': {
    kinds: ['challenge', 'game'],
    tracks: ['computer-skills'],
    game: 'paint-scene',
    route: '/PaintChallenge4?lessonId={stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
  // The office tools of course 11: a computer-skills challenge stone with a game file of its type plays it.
  document: {
    kinds: ['challenge'],
    tracks: ['computer-skills'],
    game: 'document',
    route: '/MicrosoftWordProject?lessonId={stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
  spreadsheet: {
    kinds: ['challenge'],
    tracks: ['computer-skills'],
    game: 'spreadsheet',
    route: '/ExcelProject?lessonId={stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
  slides: {
    kinds: ['game'],
    game: 'slides',
    route: '/presentation?lessonId={stoneId}',
    opensWhenLocked: false,
    content: ['games'],
    offline: 'stones',
    completedBy: submitGameLesson.path,
  },
} as const satisfies Record<string, StonePlayer>;
export type StonePlayerId = keyof typeof STONE_PLAYERS;

const rows = Object.entries(STONE_PLAYERS) as [StonePlayerId, StonePlayer][];

/**
 * The player of a stone of this kind in a course of this track: the track's own rows, else (a track without
 * rows of its own for this kind, or an unknown track) the rows without tracks; a game stone's by the game type
 * of its content, a project stone's by its template's type (null: the track's first project row). Null:
 * "soon" (no player yet, not a stone kind, or a template type no player of this track opens).
 */
export function stonePlayerOf(
  kind: StoneKind | string,
  track: Track | string | null = null,
  game: string | null = null,
  projectType: ProjectTemplateType | string | null = null,
): { id: StonePlayerId; player: StonePlayer; kind: StoneKind } | null {
  const ofKind = rows.filter(([, p]) => (p.kinds as readonly string[]).includes(kind) && (p.game ?? null) === game);
  const ofTrack = ofKind.filter(
    ([, p]) => track !== null && (p.tracks as readonly string[] | undefined)?.includes(track),
  );
  const candidates = ofTrack.length ? ofTrack : ofKind.filter(([, p]) => !p.tracks);
  const found = candidates.find(([, p]) => projectType === null || p.projectType === projectType);
  return found ? { id: found[0], player: found[1], kind: kind as StoneKind } : null;
}

/** The stone kinds that have a player today; the others (game) show "soon". */
export const PLAYABLE_KINDS: readonly StoneKind[] = [...new Set(rows.flatMap(([, p]) => p.kinds))];

/** The stone kinds whose stones become playable by a file of this content kind (its players' first content). */
export function kindsPlayableBy(content: ContentKind): StoneKind[] {
  return [...new Set(rows.filter(([, p]) => p.content[0] === content).flatMap(([, p]) => p.kinds))];
}

/** The stone kinds whose players read this content kind at all (first or besides). */
export function kindsReading(content: ContentKind): StoneKind[] {
  return [...new Set(rows.filter(([, p]) => p.content.includes(content)).flatMap(([, p]) => p.kinds))];
}

/** The tracks whose stones of this kind become playable by this content kind (e.g. exercises: web, python). */
export function tracksPlayableBy(content: ContentKind, kind: StoneKind): Track[] {
  return rows.filter(([, p]) => p.content[0] === content && p.kinds.includes(kind)).flatMap(([, p]) => p.tracks ?? []);
}

/** The game types that have a player. */
export function gameTypes(): string[] {
  return rows.flatMap(([, p]) => (p.game ? [p.game] : []));
}

/** The stone kinds a completion call records. */
export function kindsCompletedBy(path: string): StoneKind[] {
  return [...new Set(rows.filter(([, p]) => p.completedBy === path).flatMap(([, p]) => p.kinds))];
}

/** The address of a stone's player, filled in from the row's route. */
export function playerHref(
  player: Pick<StonePlayer, 'route'>,
  stone: { courseId: number; stoneId: number; kind: StoneKind; locked: boolean },
): string {
  return player.route
    .replace('{courseId}', String(stone.courseId))
    .replace('{stoneId}', String(stone.stoneId))
    .replace('{locked}', stone.locked ? '1' : '0')
    .replace('{graduation}', stone.kind === 'graduation-project' ? '&isGraduationProject=1' : '');
}

/** A route's path for the client's router: the query left out, each {name} a :name parameter. */
export function routePath(route: string): string {
  return route.split('?')[0]!.replace(/\{(\w+)\}/g, ':$1');
}
