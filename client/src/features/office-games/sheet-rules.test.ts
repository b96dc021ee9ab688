import { describe, expect, it } from 'vitest';
import { columnRange, inArea, inputAt, moveRef, setCell } from './sheet-rules';

describe('the spreadsheet editing', () => {
  it('sets a cell to what was typed and clears it when emptied', () => {
    const one = setCell({ cells: [] }, 'B2', ' 4 ');
    expect(one.cells).toEqual([{ ref: 'B2', input: '4' }]);
    const changed = setCell(one, 'B2', '=SUM(B2:B6)');
    expect(inputAt(changed, 'B2')).toBe('=SUM(B2:B6)');
    expect(setCell(changed, 'B2', '').cells).toEqual([]);
  });

  it('moves the cursor inside the grid only', () => {
    expect(moveRef('B2', 1, 0)).toBe('B3');
    expect(moveRef('B2', 0, 1)).toBe('C2');
    expect(moveRef('A1', -1, -1)).toBe('A1');
    expect(moveRef('F8', 1, 1)).toBe('F8');
  });

  it('makes a column range of the chosen cells, top first, and none across columns', () => {
    expect(columnRange('B6', 'B2')).toBe('B2:B6');
    expect(columnRange('B2', 'C6')).toBeNull();
    expect(inArea('B4', 'B2', 'B6')).toBe(true);
    expect(inArea('C4', 'B2', 'B6')).toBe(false);
  });
});
