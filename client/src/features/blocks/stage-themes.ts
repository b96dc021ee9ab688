/**
 * The stage's scenery, one theme per SmoothY course (by the catalogue's course number), so each course is a
 * place of its own: 1 meadow, 2 beach, 3 forest, 4 space station, 5 workshop, 6 castle. The playground (and a
 * playground project's review) has its own light theme. Everything is drawn in SVG by StageScenery. The
 * levels call walls "walls" and, in the first two courses, "rocks": those courses draw rocks.
 */

export type FloorDetail = 'grass' | 'sand' | 'moss' | 'plates' | 'planks' | 'flagstones' | 'none';
export type WallDrawing = 'rocks' | 'trees' | 'panels' | 'crates' | 'bricks';
export type FlagDrawing = 'chequered' | 'pennant' | 'swallowtail';

export interface StageTheme {
  key: string;
  /** The floor's two alternating squares and the fine line between squares. */
  tiles: readonly [string, string];
  gridLine: string;
  /** Little marks on the floor (tufts of grass, grains of sand, rivets...), in this colour. */
  floor: FloorDetail;
  floorMark: string;
  wall: WallDrawing;
  /** The wall's main colour, its detail (mortar, leaves, shadow) and its light edge. */
  wallColours: readonly [string, string, string];
  /** The star's fill and outline. */
  star: readonly [string, string];
  flag: FlagDrawing;
  flagColour: string;
  /** The goal square's fill and border. */
  goal: readonly [string, string];
}

const theme = (t: StageTheme) => t;

export const PLAYGROUND_THEME = theme({
  key: 'playground',
  tiles: ['#f0f7ff', '#e6f0fb'],
  gridLine: '#c9d8ea',
  floor: 'none',
  floorMark: '#c9d8ea',
  wall: 'bricks',
  wallColours: ['#6b7a90', '#4a5568', '#8a99ad'],
  star: ['#f6c343', '#975a16'],
  flag: 'chequered',
  flagColour: '#2d3748',
  goal: ['#c6f6d5', '#1e7d4a'],
});

/** By course number (the catalogue's `number` of a SmoothY course). */
export const COURSE_THEMES: Readonly<Record<number, StageTheme>> = {
  1: theme({
    key: 'meadow',
    tiles: ['#cdeeb0', '#bfe59f'],
    gridLine: '#a8d487',
    floor: 'grass',
    floorMark: '#7fb85a',
    wall: 'rocks',
    wallColours: ['#9a928a', '#5f5850', '#c8c1b8'],
    star: ['#f6c343', '#975a16'],
    flag: 'pennant',
    flagColour: '#d9463b',
    goal: ['#fff3c4', '#b7791f'],
  }),
  2: theme({
    key: 'beach',
    tiles: ['#fbe8b8', '#f6dea3'],
    gridLine: '#e9cc86',
    floor: 'sand',
    floorMark: '#d9b56a',
    wall: 'rocks',
    wallColours: ['#6d7486', '#434958', '#a3abbd'],
    star: ['#ffb13b', '#a4500f'],
    flag: 'swallowtail',
    flagColour: '#1f8fbf',
    goal: ['#c9f1f7', '#1b7e95'],
  }),
  3: theme({
    key: 'forest',
    tiles: ['#b9d8a6', '#a9cc95'],
    gridLine: '#8fb87a',
    floor: 'moss',
    floorMark: '#6f9b5c',
    wall: 'trees',
    wallColours: ['#2f7a3d', '#7a4b26', '#58a862'],
    star: ['#f6d04d', '#8a5a12'],
    flag: 'pennant',
    flagColour: '#8b3fc2',
    goal: ['#efe3ff', '#6b2fa0'],
  }),
  4: theme({
    key: 'space-station',
    tiles: ['#d5dcec', '#c7d0e4'],
    gridLine: '#a9b5cf',
    floor: 'plates',
    floorMark: '#8e9bb8',
    wall: 'panels',
    wallColours: ['#34405e', '#1f2840', '#5f7fb8'],
    star: ['#ffe066', '#8a6a00'],
    flag: 'chequered',
    flagColour: '#1f2840',
    goal: ['#d3f5ff', '#0f7fa6'],
  }),
  5: theme({
    key: 'workshop',
    tiles: ['#f1dcc0', '#e8cfae'],
    gridLine: '#c29a68',
    floor: 'planks',
    floorMark: '#c49a68',
    wall: 'crates',
    wallColours: ['#b07a3f', '#7a4f22', '#d69f5f'],
    star: ['#f6c343', '#975a16'],
    flag: 'swallowtail',
    flagColour: '#d0392b',
    goal: ['#d7f5dd', '#257a3b'],
  }),
  6: theme({
    key: 'castle',
    tiles: ['#e3e0d8', '#d7d3c8'],
    gridLine: '#aaa393',
    floor: 'flagstones',
    floorMark: '#b5ae9f',
    wall: 'bricks',
    wallColours: ['#8d6e63', '#5d4037', '#b08f83'],
    star: ['#f6c343', '#975a16'],
    flag: 'swallowtail',
    flagColour: '#1d4fa3',
    goal: ['#fde2e4', '#a3293a'],
  }),
};

/** The theme of a course by its number; the playground's for none or a course without its own. */
export function themeForCourse(courseNumber: number | null | undefined): StageTheme {
  return (courseNumber != null && COURSE_THEMES[courseNumber]) || PLAYGROUND_THEME;
}
