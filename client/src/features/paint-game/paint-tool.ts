import {
  PAINT_HEIGHT,
  PAINT_WIDTH,
  type PaintAction,
  type PaintColour,
  type PaintShape,
} from '@codeyard/shared-schema';

/**
 * The paint tool's own rules, pure: which tools there are, the shape two points make with a tool, the
 * keyboard's cursor, and the work kept on the device. The drawing itself is shared-schema's (games/paint.ts).
 */

export const TOOLS = ['free', 'line', 'rect', 'ellipse', 'triangle', 'fill', 'erase', 'text'] as const;
export type Tool = (typeof TOOLS)[number];
/** The tools that draw a shape from one corner to the other (by pointer or by keyboard: two Enters). */
export const SHAPE_TOOLS: readonly Tool[] = ['line', 'rect', 'ellipse', 'triangle'];

export type Point = [number, number];

/** A point of the canvas: whole, inside it. */
export function clampPoint(x: number, y: number): Point {
  return [Math.max(0, Math.min(PAINT_WIDTH, Math.round(x))), Math.max(0, Math.min(PAINT_HEIGHT, Math.round(y)))];
}

/** The smallest shape worth keeping: a press without a drag draws nothing. */
const MIN_SIZE = 6;

/** The shape a shape tool draws between two points (null when too small to be meant). */
export function shapeBetween(tool: Tool, colour: PaintColour, from: Point, to: Point): PaintShape | null {
  if (tool === 'line') {
    return Math.hypot(to[0] - from[0], to[1] - from[1]) < MIN_SIZE ? null : { t: 'line', c: colour, a: from, b: to };
  }
  if (tool !== 'rect' && tool !== 'ellipse' && tool !== 'triangle') return null;
  const x = Math.min(from[0], to[0]);
  const y = Math.min(from[1], to[1]);
  const w = Math.abs(to[0] - from[0]);
  const h = Math.abs(to[1] - from[1]);
  if (w < MIN_SIZE || h < MIN_SIZE) return null;
  return { t: tool, c: colour, x, y, w, h };
}

/** The most points a pencil line keeps (the schema's limit). */
const MAX_POINTS = 300;

/** A pencil line's next point: kept when it moved far enough and the line still has room. */
export function addPoint(points: Point[], next: Point): Point[] {
  const last = points[points.length - 1];
  if (points.length >= MAX_POINTS) return points;
  if (last && Math.hypot(next[0] - last[0], next[1] - last[1]) < 3) return points;
  return [...points, next];
}

/** How far an arrow key moves the keyboard cursor (Shift: a small step). */
export const STEP = 10;
export const SMALL_STEP = 2;

/** The cursor moved by an arrow key (null: not an arrow). Directions are the canvas's, whatever the language. */
export function moveCursor(cursor: Point, key: string, small: boolean): Point | null {
  const step = small ? SMALL_STEP : STEP;
  const [dx, dy] =
    key === 'ArrowLeft'
      ? [-step, 0]
      : key === 'ArrowRight'
        ? [step, 0]
        : key === 'ArrowUp'
          ? [0, -step]
          : key === 'ArrowDown'
            ? [0, step]
            : [0, 0];
  if (dx === 0 && dy === 0) return null;
  return clampPoint(cursor[0] + dx, cursor[1] + dy);
}

/** The work kept on the device while the child draws: the actions so far. */
export function readActions(text: string | undefined): PaintAction[] {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text) as { actions?: unknown };
    return Array.isArray(parsed.actions) ? (parsed.actions as PaintAction[]) : [];
  } catch {
    return [];
  }
}

export const workKey = (where: number | string) => `paint:${where}`;
