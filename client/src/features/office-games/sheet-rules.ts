import { SHEET_COLUMNS, SHEET_ROWS, type Sheet } from '@codeyard/shared-schema';

/** The spreadsheet's editing, pure: cells set and cleared, the cursor moved, a range chosen for the chart. */

export function inputAt(sheet: Sheet, ref: string): string {
  return sheet.cells.find((c) => c.ref === ref)?.input ?? '';
}

/** A cell set to what was typed (an empty one leaves the sheet). */
export function setCell(sheet: Sheet, ref: string, input: string): Sheet {
  const cells = sheet.cells.filter((c) => c.ref !== ref);
  return { ...sheet, cells: input.trim() === '' ? cells : [...cells, { ref, input: input.trim() }] };
}

const colIndex = (ref: string) => SHEET_COLUMNS.indexOf(ref[0] as (typeof SHEET_COLUMNS)[number]);
const rowOf = (ref: string) => Number(ref.slice(1));

/** The cell a step away (rows down, columns on), kept inside the grid. */
export function moveRef(ref: string, rows: number, cols: number): string {
  const col = Math.min(SHEET_COLUMNS.length - 1, Math.max(0, colIndex(ref) + cols));
  const row = Math.min(SHEET_ROWS, Math.max(1, rowOf(ref) + rows));
  return `${SHEET_COLUMNS[col]}${row}`;
}

/** The column range from one cell to another (top first), or null when they are not in one column. */
export function columnRange(anchor: string, focus: string): string | null {
  if (anchor[0] !== focus[0]) return null;
  const [top, bottom] = [rowOf(anchor), rowOf(focus)].sort((a, b) => a - b);
  return `${anchor[0]}${top}:${anchor[0]}${bottom}`;
}

/** Whether a cell lies between two others (the chosen range, any shape). */
export function inArea(ref: string, anchor: string, focus: string): boolean {
  const [c1, c2] = [colIndex(anchor), colIndex(focus)].sort((a, b) => a - b) as [number, number];
  const [r1, r2] = [rowOf(anchor), rowOf(focus)].sort((a, b) => a - b) as [number, number];
  return colIndex(ref) >= c1 && colIndex(ref) <= c2 && rowOf(ref) >= r1 && rowOf(ref) <= r2;
}
