import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { officeResultProblem } from './office.js';
import { Sheet, type Sheet as SheetT } from './office-work.js';
import {
  checkSheet,
  evaluateSheet,
  rangeCells,
  shownValue,
  SpreadsheetGameFile,
  startSheet,
  type SpreadsheetGameFile as File,
} from './spreadsheet.js';

const FILE: File = {
  key: 'money',
  game: 'spreadsheet',
  brief: { en: 'Pocket money', ar: 'المصروف' },
  start: [{ ref: 'A7', text: { en: 'Total', ar: 'المجموع' } }],
  goals: [
    { type: 'numbers', range: 'B2:B6' },
    { type: 'formula', cell: 'B7', fn: 'SUM', range: 'B2:B6' },
    { type: 'formula', cell: 'B8', fn: 'AVERAGE', range: 'B2:B6' },
    { type: 'chart', range: 'B2:B6' },
  ],
  starGoals: [{ type: 'chartTitle' }, { type: 'formula', cell: 'D2', fn: 'MAX', range: 'B2:B6' }],
};

const value = (cells: SheetT['cells'], ref: string) => shownValue(evaluateSheet(cells).get(ref));
const cell = (ref: string, input: string) => ({ ref, input });
const week = ['5', '3', '0', '2', '5'].map((n, i) => cell(`B${i + 2}`, n));

describe('the spreadsheet formulas', () => {
  it('adds, averages and finds the biggest and smallest of a range', () => {
    const cells = [
      ...week,
      cell('B7', '=SUM(B2:B6)'),
      cell('B8', '=average(b2:b6)'),
      cell('C1', '=MAX(B2:B6)-MIN(B2:B6)'),
    ];
    expect(value(cells, 'B7')).toBe('15');
    expect(value(cells, 'B8')).toBe('3');
    expect(value(cells, 'C1')).toBe('5');
  });

  it('follows + - * / with brackets and cells, empty cells as 0', () => {
    const cells = [cell('A1', '2'), cell('A2', '=A1*(3+4)/2-1'), cell('A3', '=A2+C5'), cell('A4', '=-A1+.5')];
    expect(value(cells, 'A2')).toBe('6');
    expect(value(cells, 'A3')).toBe('6');
    expect(value(cells, 'A4')).toBe('-1.5');
    expect(value([cell('A1', '=10/3')], 'A1')).toBe('3.33');
  });

  it('reads Arabic digits and the Arabic comma', () => {
    const cells = [cell('B2', '٥'), cell('B3', '٣'), cell('B4', '=SUM(B2، B3، ١٠)')];
    expect(value(cells, 'B4')).toBe('18');
  });

  it('shows an error for a division by zero, an unknown name, a cell outside the grid, text in a sum and a loop', () => {
    expect(value([cell('A1', '=1/0')], 'A1')).toBe('#DIV/0!');
    expect(value([cell('A1', '=AVERAGE(B1:B3)')], 'A1')).toBe('#DIV/0!');
    expect(value([cell('A1', '=TOTAL(B1:B3)')], 'A1')).toBe('#NAME?');
    expect(value([cell('A1', '=SUM(B2:B6')], 'A1')).toBe('#NAME?');
    expect(value([cell('A1', '=Z9+1')], 'A1')).toBe('#REF!');
    expect(value([cell('A1', 'hello'), cell('A2', '=A1+1')], 'A2')).toBe('#VALUE!');
    const loop = [cell('A1', '=A2+1'), cell('A2', '=A1')];
    expect(value(loop, 'A1')).toBe('#CYCLE!');
    expect(value(loop, 'A2')).toBe('#CYCLE!');
    // A function leaves the texts of its range out, as a spreadsheet does.
    expect(value([cell('B1', 'Money'), cell('B2', '4'), cell('B3', '=SUM(B1:B2)')], 'B3')).toBe('4');
  });

  it('lists the cells of a column range', () => {
    expect(rangeCells('B2:B4')).toEqual(['B2', 'B3', 'B4']);
    expect(rangeCells('B4:B2')).toEqual(['B2', 'B3', 'B4']);
    expect(rangeCells('B2:C4')).toEqual([]);
  });
});

describe('the pocket money task', () => {
  const done: SheetT = {
    cells: [...week, cell('B7', '=SUM(B2:B6)'), cell('B8', '=AVERAGE(B2:B6)')],
    chart: { range: 'B2:B6', title: '' },
  };

  it('checks the shapes of a file and a sheet', () => {
    expect(Value.Check(SpreadsheetGameFile, FILE)).toBe(true);
    expect(Value.Check(Sheet, done)).toBe(true);
    expect(Value.Check(Sheet, { cells: [cell('G1', '1')] })).toBe(false);
    expect(Value.Check(Sheet, { cells: [], chart: { range: 'B2:C6', title: '' } })).toBe(false);
  });

  it('meets no goal at the start, every goal when done, and earns stars with the chart title and MAX', () => {
    const start = checkSheet(FILE, startSheet(FILE, 'en'));
    expect(start.goals.map((g) => g.met)).toEqual([false, false, false, false]);
    const check = checkSheet(FILE, done);
    expect(check.goals.map((g) => g.met)).toEqual([true, true, true, true]);
    expect(check.stars).toBe(1);
    const better = checkSheet(FILE, {
      cells: [...done.cells, cell('D2', '=MAX(B2:B6)')],
      chart: { range: 'B2:B6', title: 'My week' },
    });
    expect(better.stars).toBe(3);
  });

  it('does not take a typed total or a formula of another range or function for the goal', () => {
    const typed = checkSheet(FILE, { ...done, cells: [...week, cell('B7', '15'), cell('B8', '=AVERAGE(B2:B6)')] });
    expect(typed.goals[1]!.met).toBe(false);
    const shorter = checkSheet(FILE, {
      ...done,
      cells: [...week, cell('B7', '=SUM(B2:B5)'), cell('B8', '=AVERAGE(B2:B6)')],
    });
    expect(shorter.goals[1]!.met).toBe(false);
    const doubled = checkSheet(FILE, {
      ...done,
      cells: [...week, cell('B7', '=SUM(B2:B6)*2'), cell('B8', '=AVERAGE(B2:B6)')],
    });
    expect(doubled.goals[1]!.met).toBe(false);
    const missingDay = checkSheet(FILE, { ...done, cells: done.cells.filter((c) => c.ref !== 'B4') });
    expect(missingDay.goals[0]!.met).toBe(false);
  });

  it('refuses a result the sheet cannot produce', () => {
    expect(officeResultProblem(checkSheet(FILE, { ...done, chart: undefined }), 1)).toBe('work');
    expect(officeResultProblem(checkSheet(FILE, done), 2)).toBe('stars');
    expect(officeResultProblem(checkSheet(FILE, done), 1)).toBeNull();
  });
});
