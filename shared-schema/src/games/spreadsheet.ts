import { Type, type Static } from 'typebox';
import { CellRef, ColumnRange, SHEET_FUNCTIONS, type Sheet, type SheetFunction } from './office-work.js';
import { Localised } from '../content/curriculum.js';
import { officeCheck, type OfficeCheck } from './office.js';

/**
 * The spreadsheet (spec 000 §2 /ExcelProject): a small grid (columns A-F, rows 1-8) whose cells hold what
 * the child typed, a number, a word or a formula (=SUM(B2:B6), =AVERAGE(…), MAX, MIN, + - * / and
 * brackets), and one bar chart of a column range. The formulas are evaluated here, by a small parser of
 * our own (docs/decisions.md, "The spreadsheet's formulas"), by the player and by the server alike.
 */

export const SpreadsheetGoal = Type.Union([
  /** Every cell of the range holds a number typed in. */
  Type.Object({ type: Type.Literal('numbers'), range: ColumnRange }, { additionalProperties: false }),
  /** The cell's formula uses the function on the range, and shows its value. */
  Type.Object(
    { type: Type.Literal('formula'), cell: CellRef, fn: Type.Enum(SHEET_FUNCTIONS), range: ColumnRange },
    { additionalProperties: false },
  ),
  /** The chart draws the range. */
  Type.Object({ type: Type.Literal('chart'), range: ColumnRange }, { additionalProperties: false }),
  /** The chart has a title. */
  Type.Object({ type: Type.Literal('chartTitle') }, { additionalProperties: false }),
]);
export type SpreadsheetGoal = Static<typeof SpreadsheetGoal>;

export const SpreadsheetGameFile = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z0-9-]+$' }),
    game: Type.Literal('spreadsheet'),
    brief: Localised,
    /** The cells filled in at the start (labels), in both languages. */
    start: Type.Array(Type.Object({ ref: CellRef, text: Localised }, { additionalProperties: false }), {
      maxItems: 48,
    }),
    goals: Type.Array(SpreadsheetGoal, { minItems: 1, maxItems: 8 }),
    starGoals: Type.Array(SpreadsheetGoal, { maxItems: 2 }),
  },
  { additionalProperties: false },
);
export type SpreadsheetGameFile = Static<typeof SpreadsheetGameFile>;

export type SheetError = '#DIV/0!' | '#VALUE!' | '#NAME?' | '#REF!' | '#CYCLE!';
export type CellValue =
  { kind: 'empty' } | { kind: 'number'; n: number } | { kind: 'text'; s: string } | { kind: 'error'; e: SheetError };

class SheetFailure extends Error {
  constructor(readonly code: SheetError) {
    super(code);
  }
}

/** Arabic-Indic digits and the Arabic comma and decimal mark typed in Arabic, as the parser reads them. */
export function normaliseInput(input: string): string {
  return input
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u060c\u061b]/g, ',')
    .replace(/\u066b/g, '.')
    .trim();
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The cells of a one-column range, top to bottom (B2:B4 → B2, B3, B4). */
export function rangeCells(range: string): string[] {
  const m = /^([A-F])([1-8]):\1([1-8])$/.exec(range);
  if (!m) return [];
  const [from, to] = [Number(m[2]), Number(m[3])].sort((a, b) => a - b) as [number, number];
  return Array.from({ length: to - from + 1 }, (_, i) => `${m[1]}${from + i}`);
}

/** A rectangle of cells (A1:C3), row by row; null when it is not one. */
function areaCells(from: string, to: string): string[] | null {
  const cols = [from.charCodeAt(0), to.charCodeAt(0)].sort((a, b) => a - b) as [number, number];
  const rows = [Number(from.slice(1)), Number(to.slice(1))].sort((a, b) => a - b) as [number, number];
  const cells: string[] = [];
  for (let r = rows[0]; r <= rows[1]; r++)
    for (let c = cols[0]; c <= cols[1]; c++) cells.push(`${String.fromCharCode(c)}${r}`);
  return cells;
}

type Token = { t: 'num'; v: number } | { t: 'ref'; v: string } | { t: 'name'; v: string } | { t: 'op'; v: string };

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  const re = /\s*(?:(\d+(?:\.\d*)?|\.\d+)|([A-Za-z]+\d+)|([A-Za-z]+)|([-+*/(),:]))/y;
  let at = 0;
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break;
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) throw new SheetFailure('#NAME?');
    at = re.lastIndex;
    if (m[1]) tokens.push({ t: 'num', v: Number(m[1]) });
    else if (m[2]) {
      const ref = m[2].toUpperCase();
      if (!/^[A-F][1-8]$/.test(ref)) throw new SheetFailure('#REF!');
      tokens.push({ t: 'ref', v: ref });
    } else if (m[3]) tokens.push({ t: 'name', v: m[3].toUpperCase() });
    else tokens.push({ t: 'op', v: m[4]! });
  }
  return tokens;
}

/**
 * Evaluates every cell of a sheet: a number, a text, a formula's value or its error (a formula that reads
 * itself, directly or not, is #CYCLE!). Empty cells read as 0 in arithmetic and are left out of functions,
 * as texts are.
 */
export function evaluateSheet(cells: Sheet['cells']): Map<string, CellValue> {
  const inputs = new Map(cells.map((c) => [c.ref, normaliseInput(c.input)]));
  const values = new Map<string, CellValue>();
  const visiting = new Set<string>();

  const valueOf = (ref: string): CellValue => {
    const known = values.get(ref);
    if (known) return known;
    if (visiting.has(ref)) throw new SheetFailure('#CYCLE!');
    const input = inputs.get(ref) ?? '';
    let value: CellValue;
    if (input === '') value = { kind: 'empty' };
    else if (NUMBER.test(input)) value = { kind: 'number', n: Number(input) };
    else if (!input.startsWith('=')) value = { kind: 'text', s: input };
    else {
      visiting.add(ref);
      try {
        value = { kind: 'number', n: formulaValue(input.slice(1)) };
      } catch (error) {
        if (!(error instanceof SheetFailure)) throw error;
        value = { kind: 'error', e: error.code };
      } finally {
        visiting.delete(ref);
      }
    }
    values.set(ref, value);
    return value;
  };

  const numberAt = (ref: string): number => {
    const v = valueOf(ref);
    if (v.kind === 'error') throw new SheetFailure(v.e);
    if (v.kind === 'text') throw new SheetFailure('#VALUE!');
    return v.kind === 'number' ? v.n : 0;
  };

  function formulaValue(text: string): number {
    const tokens = tokenise(text);
    let i = 0;
    const peek = () => tokens[i];
    const isOp = (v: string) => peek()?.t === 'op' && peek()!.v === v;
    const expect = (v: string) => {
      if (!isOp(v)) throw new SheetFailure('#NAME?');
      i++;
    };
    const expression = (): number => {
      let value = term();
      while (isOp('+') || isOp('-')) value = tokens[i++]!.v === '+' ? value + term() : value - term();
      return value;
    };
    const term = (): number => {
      let value = factor();
      while (isOp('*') || isOp('/')) {
        const op = tokens[i++]!.v;
        const right = factor();
        if (op === '/' && right === 0) throw new SheetFailure('#DIV/0!');
        value = op === '*' ? value * right : value / right;
      }
      return value;
    };
    const argument = (): number[] => {
      const a = peek();
      if (a?.t === 'ref' && tokens[i + 1]?.t === 'op' && tokens[i + 1]!.v === ':') {
        const b = tokens[i + 2];
        if (b?.t !== 'ref') throw new SheetFailure('#NAME?');
        i += 3;
        return areaCells(a.v, b.v)!.flatMap((ref) => {
          const v = valueOf(ref);
          if (v.kind === 'error') throw new SheetFailure(v.e);
          return v.kind === 'number' ? [v.n] : [];
        });
      }
      return [expression()];
    };
    const factor = (): number => {
      const token = tokens[i++];
      if (!token) throw new SheetFailure('#NAME?');
      if (token.t === 'num') return token.v;
      if (token.t === 'ref') return numberAt(token.v);
      if (token.t === 'op' && token.v === '-') return -factor();
      if (token.t === 'op' && token.v === '+') return factor();
      if (token.t === 'op' && token.v === '(') {
        const value = expression();
        expect(')');
        return value;
      }
      if (token.t === 'name' && (SHEET_FUNCTIONS as readonly string[]).includes(token.v)) {
        expect('(');
        const numbers: number[] = [];
        if (!isOp(')')) {
          numbers.push(...argument());
          while (isOp(',')) {
            i++;
            numbers.push(...argument());
          }
        }
        expect(')');
        return applyFunction(token.v as SheetFunction, numbers);
      }
      throw new SheetFailure('#NAME?');
    };
    const value = expression();
    if (i < tokens.length) throw new SheetFailure('#NAME?');
    return value;
  }

  for (const ref of inputs.keys()) valueOf(ref);
  return values;
}

function applyFunction(fn: SheetFunction, numbers: number[]): number {
  if (fn === 'SUM') return numbers.reduce((s, n) => s + n, 0);
  if (numbers.length === 0) {
    if (fn === 'AVERAGE') throw new SheetFailure('#DIV/0!');
    return 0;
  }
  if (fn === 'AVERAGE') return numbers.reduce((s, n) => s + n, 0) / numbers.length;
  return fn === 'MAX' ? Math.max(...numbers) : Math.min(...numbers);
}

/** The cells filled in at the start of a task, in the child's language. */
export function startSheet(file: Pick<SpreadsheetGameFile, 'start'>, lang: 'en' | 'ar'): Sheet {
  return { cells: file.start.map((c) => ({ ref: c.ref, input: c.text[lang] })) };
}

/** A formula's text without spaces, in capitals, with Arabic digits and commas read (=sum( b2:b6 ) → =SUM(B2:B6)). */
const formulaShape = (input: string) => normaliseInput(input).replace(/\s+/g, '').toUpperCase();

/** The numbers of a range as a function reads them. */
function rangeNumbers(values: Map<string, CellValue>, range: string): number[] {
  return rangeCells(range).flatMap((ref) => {
    const v = values.get(ref);
    return v?.kind === 'number' ? [v.n] : [];
  });
}

const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** The task's checklist on this sheet (every formula evaluated again here). */
export function checkSheet(file: SpreadsheetGameFile, sheet: Sheet): OfficeCheck<SpreadsheetGoal> {
  const values = evaluateSheet(sheet.cells);
  const inputOf = (ref: string) => sheet.cells.find((c) => c.ref === ref)?.input ?? '';
  const met = (goal: SpreadsheetGoal): boolean => {
    switch (goal.type) {
      case 'numbers':
        return rangeCells(goal.range).every((ref) => NUMBER.test(normaliseInput(inputOf(ref))));
      case 'formula': {
        const shape = formulaShape(inputOf(goal.cell));
        const value = values.get(goal.cell);
        if (!shape.startsWith('=') || !shape.includes(`${goal.fn}(${goal.range})`) || value?.kind !== 'number')
          return false;
        const numbers = rangeNumbers(values, goal.range);
        return numbers.length > 0 && close(value.n, applyFunction(goal.fn, numbers));
      }
      case 'chart':
        return sheet.chart?.range === goal.range;
      case 'chartTitle':
        return (sheet.chart?.title.trim() ?? '') !== '';
    }
  };
  return officeCheck(file.goals, file.starGoals, met);
}

/** A value as the grid shows it: numbers with at most two decimals. */
export function shownValue(value: CellValue | undefined): string {
  if (!value || value.kind === 'empty') return '';
  if (value.kind === 'text') return value.s;
  if (value.kind === 'error') return value.e;
  return String(Math.round(value.n * 100) / 100);
}
