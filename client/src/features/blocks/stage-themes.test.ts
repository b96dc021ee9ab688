import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COURSE_THEMES, PLAYGROUND_THEME, themeForCourse } from './stage-themes';

const catalogue = JSON.parse(
  readFileSync(new URL('../../../../sync-server/content/curriculum/catalogue.json', import.meta.url), 'utf8'),
) as { courses: { number: number; track: string }[] };
const smoothy = catalogue.courses.filter((c) => c.track === 'smoothy').map((c) => c.number);

describe('the stage themes', () => {
  it('give every SmoothY course of the catalogue a theme of its own', () => {
    expect(smoothy.length).toBeGreaterThanOrEqual(6);
    const keys = smoothy.map((n) => themeForCourse(n).key);
    expect(keys).not.toContain(PLAYGROUND_THEME.key);
    expect(new Set(keys).size).toBe(smoothy.length);
  });

  it('fall back to the playground for no course or a course that is not SmoothY', () => {
    expect(themeForCourse(null)).toBe(PLAYGROUND_THEME);
    expect(themeForCourse(undefined)).toBe(PLAYGROUND_THEME);
    const other = catalogue.courses.find((c) => c.track !== 'smoothy')!.number;
    expect(themeForCourse(other)).toBe(PLAYGROUND_THEME);
  });

  it('use colours the drawings can take', () => {
    for (const theme of [PLAYGROUND_THEME, ...Object.values(COURSE_THEMES)]) {
      const colours = [...theme.tiles, theme.gridLine, theme.floorMark, ...theme.wallColours, ...theme.star];
      for (const c of [...colours, theme.flagColour, ...theme.goal]) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
