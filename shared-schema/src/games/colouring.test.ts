import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import {
  checkColouring,
  COLOUR_IDS,
  COLOURING_PICTURES,
  ColouringNumbersFile,
  colouringLegend,
  colouringPageProblem,
  colouringResultProblem,
  regionsOf,
  type ColouringPage,
} from './colouring.js';

const garden: ColouringPage = {
  picture: 'garden',
  colours: {
    sky: 'lightblue',
    sun: 'yellow',
    cloud: 'grey',
    grass: 'green',
    trunk: 'brown',
    treetop: 'green',
    stem: 'green',
    leaf: 'lightgreen',
    petals: 'red',
    middle: 'yellow',
  },
};
const rightly = regionsOf('garden').map((r) => garden.colours![r.id]!);

describe('the colouring pictures', () => {
  it('have regions with different ids and a place for each number', () => {
    for (const picture of Object.values(COLOURING_PICTURES)) {
      const ids = picture.regions.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const r of picture.regions) {
        expect(r.d).toMatch(/^M/);
        expect(r.at[0]).toBeLessThanOrEqual(400);
        expect(r.at[1]).toBeLessThanOrEqual(300);
      }
    }
  });
});

describe('colouring by numbers', () => {
  it('numbers the colours of a page from 1, in palette order', () => {
    const legend = colouringLegend(garden);
    expect(legend.colours).toEqual(['red', 'yellow', 'green', 'lightgreen', 'lightblue', 'brown', 'grey']);
    expect(legend.numberOf.petals).toBe(1);
    expect(legend.numberOf.sun).toBe(2);
    expect(legend.numberOf.middle).toBe(2);
    expect(legend.numberOf.cloud).toBe(7);
  });

  it('is done only when every region has its own colour', () => {
    const all = Object.fromEntries(regionsOf('garden').map((r, i) => [r.id, rightly[i]]));
    expect(checkColouring('colouring-numbers', garden, all).done).toBe(true);
    const wrongSun = checkColouring('colouring-numbers', garden, { ...all, sun: 'red' });
    expect(wrongSun).toEqual({ empty: [], wrong: ['sun'], done: false });
    const white = checkColouring('colouring-numbers', garden, { ...all, sky: undefined });
    expect(white).toEqual({ empty: ['sky'], wrong: [], done: false });
  });

  it('needs a colour for every region of the picture in the content, and no other', () => {
    expect(colouringPageProblem('colouring-numbers', garden)).toBeNull();
    const { sky: _sky, ...noSky } = garden.colours!;
    expect(colouringPageProblem('colouring-numbers', { picture: 'garden', colours: noSky })).toMatch(/sky/);
    expect(colouringPageProblem('colouring-numbers', { picture: 'garden' })).not.toBeNull();
    expect(colouringPageProblem('colouring', { picture: 'garden', colours: garden.colours })).not.toBeNull();
    expect(colouringPageProblem('colouring', { picture: 'computer' })).toBeNull();
  });

  it('checks a file against the palette', () => {
    const file = { key: 'g', game: 'colouring-numbers', pages: [garden] };
    expect(Value.Check(ColouringNumbersFile, file)).toBe(true);
    expect(Value.Check(ColouringNumbersFile, { ...file, pages: [{ ...garden, colours: { sky: 'teal' } }] })).toBe(
      false,
    );
    expect(Value.Check(ColouringNumbersFile, { ...file, pages: [{ picture: 'castle' }] })).toBe(false);
  });
});

describe('colouring by choice', () => {
  it('is done when every region has any colour of the palette', () => {
    const page: ColouringPage = { picture: 'computer' };
    const regions = regionsOf('computer');
    const some = Object.fromEntries(regions.map((r, i) => [r.id, COLOUR_IDS[i % COLOUR_IDS.length]]));
    expect(checkColouring('colouring', page, some).done).toBe(true);
    expect(checkColouring('colouring', page, { ...some, mouse: undefined }).empty).toEqual(['mouse']);
    expect(checkColouring('colouring', page, { ...some, mouse: 'gold' }).empty).toEqual(['mouse']);
  });
});

describe('a colouring result', () => {
  it('must colour every page rightly and claim no stars', () => {
    const file = { game: 'colouring-numbers' as const, pages: [garden] };
    expect(colouringResultProblem(file, { colours: [rightly], stars: 0 })).toBeNull();
    expect(colouringResultProblem(file, { colours: [rightly], stars: 1 })).toBe('stars');
    expect(colouringResultProblem(file, { stars: 0 })).toBe('colours');
    expect(colouringResultProblem(file, { colours: [rightly.slice(1)], stars: 0 })).toBe('colours');
    expect(colouringResultProblem(file, { colours: [['red', ...rightly.slice(1)]], stars: 0 })).toBe('colours');
    const free = { game: 'colouring' as const, pages: [{ picture: 'computer' as const }] };
    const any = regionsOf('computer').map(() => 'purple');
    expect(colouringResultProblem(free, { colours: [any], stars: 0 })).toBeNull();
    expect(colouringResultProblem(free, { colours: [any.slice(1)], stars: 0 })).toBe('colours');
  });
});
