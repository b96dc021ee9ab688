import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { officeResultProblem } from './office.js';
import { SlideDeck } from './office-work.js';
import { checkSlides, emptySlide, moveSlide, SlidesGameFile, type SlidesGameFile as File } from './slides.js';

const FILE: File = {
  key: 'deck',
  game: 'slides',
  brief: { en: 'My computer', ar: 'حاسوبي' },
  pictures: ['monitor', 'keyboard', 'mouse', 'printer'],
  goals: [{ type: 'slides', count: 3 }],
  starGoals: [{ type: 'differentPictures' }, { type: 'words', count: 5 }],
};

const slide = (title: string, text: string, picture: File['pictures'][number] | null) => ({ title, text, picture });
const three = {
  slides: [
    slide('The screen', 'It shows us pictures and words', 'monitor'),
    slide('The keyboard', 'We type letters with it', 'keyboard'),
    slide('The mouse', 'It moves the arrow', 'mouse'),
  ],
};

describe('the slides task', () => {
  it('checks the shapes of a file and a presentation', () => {
    expect(Value.Check(SlidesGameFile, FILE)).toBe(true);
    expect(Value.Check(SlideDeck, three)).toBe(true);
    expect(Value.Check(SlideDeck, { slides: [slide('A', 'B', 'dragon' as never)] })).toBe(false);
  });

  it('is done with three full slides; stars for different pictures and five words on each', () => {
    const check = checkSlides(FILE, three);
    expect(check.done).toBe(true);
    expect(check.starGoals.map((g) => g.met)).toEqual([true, false]);
    expect(check.stars).toBe(2);
    const longer = {
      slides: three.slides.map((s) => ({ ...s, text: `${s.text} every single day` })),
    };
    expect(checkSlides(FILE, longer).stars).toBe(3);
  });

  it('is not done with two slides, an empty title or a slide without a picture', () => {
    expect(checkSlides(FILE, { slides: three.slides.slice(0, 2) }).done).toBe(false);
    expect(checkSlides(FILE, { slides: [...three.slides.slice(0, 2), { ...three.slides[2]!, title: ' ' }] }).done).toBe(
      false,
    );
    expect(checkSlides(FILE, { slides: [...three.slides, emptySlide()] }).done).toBe(false);
    expect(checkSlides(FILE, { slides: [] }).done).toBe(false);
  });

  it("meets nothing with a picture that is not the task's, and refuses more stars than earned", () => {
    const other = { slides: [...three.slides.slice(0, 2), slide('Sound', 'We hear it', 'speaker')] };
    expect(officeResultProblem(checkSlides(FILE, other), 1)).toBe('work');
    expect(officeResultProblem(checkSlides(FILE, three), 3)).toBe('stars');
    expect(officeResultProblem(checkSlides(FILE, three), 2)).toBeNull();
  });

  it('moves a slide up or down, and not past either end', () => {
    expect(moveSlide(three, 0, 1).slides.map((s) => s.picture)).toEqual(['keyboard', 'monitor', 'mouse']);
    expect(moveSlide(three, 2, -1).slides.map((s) => s.picture)).toEqual(['monitor', 'mouse', 'keyboard']);
    expect(moveSlide(three, 0, -1)).toBe(three);
  });
});
