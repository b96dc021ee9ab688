/**
 * The stage: a grid world that a SmoothY program drives. Cells are {x, y} with x to the right and
 * y downwards (row 0 is the top row); N is up (y - 1), E right, S down, W left. Cells outside the
 * grid behave like walls. The pen draws unit segments between the centres of neighbouring cells.
 */
import { Type, type Static } from 'typebox';

export const Cell = Type.Object(
  { x: Type.Integer({ minimum: 0 }), y: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
export type Cell = Static<typeof Cell>;

export const DIRECTIONS = ['N', 'E', 'S', 'W'] as const;
export const Direction = Type.Union([Type.Literal('N'), Type.Literal('E'), Type.Literal('S'), Type.Literal('W')]);
export type Direction = Static<typeof Direction>;

export const Pose = Type.Object(
  { x: Type.Integer({ minimum: 0 }), y: Type.Integer({ minimum: 0 }), dir: Direction },
  { additionalProperties: false },
);
export type Pose = Static<typeof Pose>;

/** A straight horizontal or vertical line between two cell centres (in a level, may span several cells). */
export const Segment = Type.Object({ from: Cell, to: Cell }, { additionalProperties: false });
export type Segment = Static<typeof Segment>;

/** A level (challenge) definition, authored as content. */
export const LevelDefinition = Type.Object(
  {
    width: Type.Integer({ minimum: 1, maximum: 30 }),
    height: Type.Integer({ minimum: 1, maximum: 30 }),
    walls: Type.Array(Cell),
    start: Pose,
    stars: Type.Array(Cell),
    goal: Type.Optional(Cell),
    /** What "solved" means; every rule given must hold. */
    rules: Type.Object(
      {
        reach_goal: Type.Optional(Type.Boolean()),
        collect_all: Type.Optional(Type.Boolean()),
        /** The drawing must be exactly these lines (direction and order do not matter). */
        draw: Type.Optional(Type.Array(Segment)),
        max_blocks: Type.Optional(Type.Integer({ minimum: 1 })),
      },
      { additionalProperties: false },
    ),
    /** A solved challenge earns 3 stars at <= `three` blocks, 2 at <= `two`, else 1; without thresholds, 3. */
    thresholds: Type.Optional(
      Type.Object(
        { three: Type.Integer({ minimum: 1 }), two: Type.Integer({ minimum: 1 }) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type LevelDefinition = Static<typeof LevelDefinition>;

/** The state of the stage at one moment (a plain JSON snapshot). */
export interface World {
  width: number;
  height: number;
  walls: Cell[];
  robot: Pose;
  /** Stars still on the grid. */
  stars: Cell[];
  collected: number;
  goal?: Cell;
  pen: 'up' | 'down';
  /** Unit segments drawn so far, in drawing order (may repeat). */
  drawn: Segment[];
  /** Robo's costume and the stage's background once a program switched them (media library ids); absent: the project's own. */
  costume?: string;
  background?: string;
}

export const cellKey = (c: Cell): string => `${c.x},${c.y}`;

export function initialWorld(level: LevelDefinition): World {
  return {
    width: level.width,
    height: level.height,
    walls: level.walls.map((c) => ({ ...c })),
    robot: { ...level.start },
    stars: level.stars.map((c) => ({ ...c })),
    collected: 0,
    ...(level.goal ? { goal: { ...level.goal } } : {}),
    pen: 'up',
    drawn: [],
  };
}

export function cloneWorld(w: World): World {
  return {
    ...w,
    walls: w.walls.map((c) => ({ ...c })),
    robot: { ...w.robot },
    stars: w.stars.map((c) => ({ ...c })),
    ...(w.goal ? { goal: { ...w.goal } } : {}),
    drawn: w.drawn.map((s) => ({ from: { ...s.from }, to: { ...s.to } })),
  };
}

const DELTA: Record<Direction, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

/** The cell in front of a pose (may be outside the grid: coordinates can be negative). */
export function ahead(p: Pose): { x: number; y: number } {
  const [dx, dy] = DELTA[p.dir];
  return { x: p.x + dx, y: p.y + dy };
}

export function turn(dir: Direction, way: 'left' | 'right'): Direction {
  const i = DIRECTIONS.indexOf(dir);
  return DIRECTIONS[(i + (way === 'right' ? 1 : 3)) % 4];
}

export function isBlocked(w: World, c: { x: number; y: number }): boolean {
  if (c.x < 0 || c.y < 0 || c.x >= w.width || c.y >= w.height) return true;
  return w.walls.some((wall) => wall.x === c.x && wall.y === c.y);
}

/** An order-independent key for a unit segment. */
export function segmentKey(s: Segment): string {
  const a = cellKey(s.from),
    b = cellKey(s.to);
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** Splits straight segments into unit segments; returns null if one is diagonal. */
export function unitSegments(segments: Segment[]): Segment[] | null {
  const out: Segment[] = [];
  for (const s of segments) {
    const dx = Math.sign(s.to.x - s.from.x),
      dy = Math.sign(s.to.y - s.from.y);
    if (dx !== 0 && dy !== 0) return null;
    let { x, y } = s.from;
    while (x !== s.to.x || y !== s.to.y) {
      out.push({ from: { x, y }, to: { x: x + dx, y: y + dy } });
      x += dx;
      y += dy;
    }
  }
  return out;
}

/** The set of distinct unit lines in a drawing (a line drawn twice or backwards counts once). */
export function drawingKeys(segments: Segment[]): Set<string> {
  return new Set((unitSegments(segments) ?? []).map(segmentKey));
}

/** Authoring checks beyond the schema (cells inside the grid, start not on a wall, rules that need a goal...). */
export function levelProblems(level: LevelDefinition): string[] {
  const problems: string[] = [];
  const inside = (c: Cell) => c.x < level.width && c.y < level.height;
  const walls = new Set(level.walls.map(cellKey));
  for (const c of level.walls) if (!inside(c)) problems.push(`wall ${cellKey(c)} is outside the grid`);
  if (!inside(level.start)) problems.push('start is outside the grid');
  if (walls.has(cellKey(level.start))) problems.push('start is on a wall');
  for (const c of level.stars) {
    if (!inside(c)) problems.push(`star ${cellKey(c)} is outside the grid`);
    if (walls.has(cellKey(c))) problems.push(`star ${cellKey(c)} is on a wall`);
  }
  if (level.goal) {
    if (!inside(level.goal)) problems.push('goal is outside the grid');
    if (walls.has(cellKey(level.goal))) problems.push('goal is on a wall');
  }
  if (level.rules.reach_goal && !level.goal) problems.push('reach_goal needs a goal');
  if (level.rules.collect_all && level.stars.length === 0) problems.push('collect_all needs stars');
  if (level.rules.draw) {
    if (unitSegments(level.rules.draw) === null) problems.push('draw has a diagonal segment');
    for (const s of level.rules.draw)
      if (!inside(s.from) || !inside(s.to)) problems.push('draw has a segment outside the grid');
  }
  if (level.thresholds && level.thresholds.three > level.thresholds.two)
    problems.push('thresholds.three must be <= thresholds.two');
  if (!level.rules.reach_goal && !level.rules.collect_all && !level.rules.draw)
    problems.push('no goal rule (reach_goal, collect_all or draw)');
  return problems;
}
