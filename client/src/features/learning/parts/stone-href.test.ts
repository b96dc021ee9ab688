import { describe, expect, it } from 'vitest';
import type { StoneView } from '../model/world';
import { stoneHref } from './bits';

/** Where a map stone leads, by its course's track (task H2: Web and Python course projects). */
const view = (id: number, kind: StoneView['stone']['kind'], state: 'unlocked' | 'locked' | 'completed' = 'unlocked') =>
  ({
    stone: { id, key: `s${id}`, kind, position: 1, title: { en: 'S', ar: 'م' }, playable: true },
    number: 1,
    status: { state, button: state === 'locked' ? 'locked' : 'start', lockReason: null },
    progress: {},
  }) as unknown as StoneView;
const course = (id: number, track: string) => ({ id, data: { course: { track } } });

describe('stoneHref', () => {
  it('opens a project stone in the editor of its course: blocks, web, python or paint, with the graduation flag', () => {
    expect(stoneHref(course(1, 'smoothy'), view(5, 'project'))).toBe(
      '/playground-ide?coursedId=1&lessonId=5&isCourseProject=1',
    );
    expect(stoneHref(course(7, 'web'), view(6, 'project'))).toBe('/web-ide?coursedId=7&lessonId=6&isCourseProject=1');
    expect(stoneHref(course(7, 'web'), view(9, 'graduation-project'))).toBe(
      '/web-ide?coursedId=7&lessonId=9&isCourseProject=1&isGraduationProject=1',
    );
    expect(stoneHref(course(8, 'python'), view(7, 'graduation-project'))).toBe(
      '/python-ide?coursedId=8&lessonId=7&isCourseProject=1&isGraduationProject=1',
    );
    // A computer-skills course's project is a drawing (issue 14).
    expect(stoneHref(course(9, 'computer-skills'), view(4, 'project'))).toBe(
      '/paint-project?coursedId=9&lessonId=4&isCourseProject=1',
    );
    expect(stoneHref(course(10, 'computer-skills'), view(3, 'graduation-project'))).toBe(
      '/paint-project?coursedId=10&lessonId=3&isCourseProject=1&isGraduationProject=1',
    );
    // A bare course id (no track known) keeps the SmoothY editor.
    expect(stoneHref(3, view(8, 'project'))).toBe('/playground-ide?coursedId=3&lessonId=8&isCourseProject=1');
  });

  it("opens a computer-skills project stone in the editor its downloaded template's type names", () => {
    const typed = (id: number, kind: 'project' | 'graduation-project', type: string) => {
      const v = view(id, kind);
      return { ...v, stone: { ...v.stone, project_type: type } } as StoneView;
    };
    expect(stoneHref(course(11, 'computer-skills'), typed(4, 'project', 'document'))).toBe(
      '/document-project?coursedId=11&lessonId=4&isCourseProject=1',
    );
    expect(stoneHref(course(11, 'computer-skills'), typed(5, 'graduation-project', 'slides'))).toBe(
      '/slides-project?coursedId=11&lessonId=5&isCourseProject=1&isGraduationProject=1',
    );
    expect(stoneHref(course(10, 'computer-skills'), typed(6, 'project', 'paint'))).toBe(
      '/paint-project?coursedId=10&lessonId=6&isCourseProject=1',
    );
    // A template no player of the track opens leads nowhere ("soon").
    expect(stoneHref(course(1, 'smoothy'), typed(7, 'project', 'slides'))).toBeNull();
  });

  it('a locked project stone leads nowhere', () => {
    expect(stoneHref(course(7, 'web'), view(6, 'project', 'locked'))).toBeNull();
  });
});
