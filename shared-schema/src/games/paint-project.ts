import { Value } from 'typebox/value';
import { PaintActions, replayPaint, type Drawing, type PaintAction } from './paint.js';

/**
 * A paint course project's drawing (issue 14): the computer-skills courses' project stones are drawn in the
 * paint tool, freely (no goals), and the drawing travels as its actions in the project's `code` part, one
 * JSON text marked by its format (as SmoothY's code is: smoothy/project-code.ts):
 *
 *   { "format": "paint-drawing/1", "actions": [ <PaintAction>, … ] }
 *
 * The format comes first, so the editor of a project is known from the text's start (rules/projects.ts
 * projectEditorOf) and the server checks the actions with the paint model's schema (games/paint.ts).
 */
export const PAINT_CODE_FORMAT = 'paint-drawing/1';
/** How every paint code starts (encodePaintCode writes the format first). */
export const PAINT_CODE_PREFIX = `{"format":"${PAINT_CODE_FORMAT}"`;

/** A paint project starts on a blank paper. */
export const BLANK_DRAWING: Drawing = { shapes: [], background: null };

export function encodePaintCode(actions: readonly PaintAction[]): string {
  return JSON.stringify({ format: PAINT_CODE_FORMAT, actions });
}

/** The actions of a paint code; null when the text is not a paint code or its actions are not valid. */
export function decodePaintCode(code: string | null | undefined): PaintAction[] | null {
  if (!code?.startsWith(PAINT_CODE_PREFIX)) return null;
  let data: unknown;
  try {
    data = JSON.parse(code);
  } catch {
    return null;
  }
  const actions = (data as { actions?: unknown }).actions;
  const keys = Object.keys(data as object);
  if (keys.length !== 2 || !Value.Check(PaintActions, actions)) return null;
  return actions as PaintAction[];
}

/** The drawing a paint code makes (null when it is not a valid one). */
export function drawingOfPaintCode(code: string | null | undefined): Drawing | null {
  const actions = decodePaintCode(code);
  return actions ? replayPaint(BLANK_DRAWING, actions) : null;
}
