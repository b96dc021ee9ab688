import { describe, expect, it } from 'vitest';
import { colouringResultProblem, regionsOf } from '@codeyard/shared-schema';
import { colourRegion, emptyWork, readWork, resultColours, workKey } from './colouring-rules';

describe('the colouring work', () => {
  it('keeps each page’s colours and reads them back after a reload', () => {
    let work = emptyWork(2);
    work = colourRegion(work, 0, 'sky', 'blue');
    work = colourRegion(work, 1, 'moon', 'yellow');
    work = colourRegion(work, 0, 'sky', 'lightblue');
    expect(work.pages).toEqual([{ sky: 'lightblue' }, { moon: 'yellow' }]);
    expect(readWork(JSON.stringify({ ...work, page: 1 }), 2)).toEqual({ ...work, page: 1 });
  });

  it('starts afresh from nothing, broken text or work of another game', () => {
    expect(readWork(undefined, 1)).toEqual(emptyWork(1));
    expect(readWork('{oops', 1)).toEqual(emptyWork(1));
    expect(readWork(JSON.stringify(emptyWork(3)), 1)).toEqual(emptyWork(1));
    expect(readWork(JSON.stringify({ page: 4, pages: [{}] }), 1)).toEqual(emptyWork(1));
  });

  it('sends one colour a region in the picture’s order, which the server accepts once all are coloured', () => {
    const pages = [{ picture: 'computer' as const }];
    let work = emptyWork(1);
    const regions = regionsOf('computer');
    for (const r of regions.slice(1)) work = colourRegion(work, 0, r.id, 'green');
    const file = { game: 'colouring' as const, pages };
    expect(resultColours(pages, work)[0]![0]).toBe('');
    expect(colouringResultProblem(file, { colours: resultColours(pages, work), stars: 0 })).toBe('colours');
    work = colourRegion(work, 0, regions[0]!.id, 'pink');
    expect(resultColours(pages, work)[0]).toHaveLength(regions.length);
    expect(colouringResultProblem(file, { colours: resultColours(pages, work), stars: 0 })).toBeNull();
  });

  it('keeps each stone’s work apart from the colouring book’s', () => {
    expect(workKey(12)).toBe('colouring:12');
    expect(workKey('book')).toBe('colouring:book');
  });
});
