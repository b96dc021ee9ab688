import type { Localised, Question } from '@codeyard/shared-schema';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from './catalogue.js';
import { readCurriculum } from './loader.js';

/**
 * The real lesson content, course by course: a course whose folder has a lessons folder is written,
 * and then every lesson stone of its map has its lesson file, no lesson file is left without a stone,
 * and the catalogue sells as many lessons as the map has lesson stones.
 */
const REAL = join(import.meta.dirname, '../../content/curriculum');
/** The courses whose lessons are written so far (the list only grows). */
const WRITTEN = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

const contents = readCurriculum(REAL);
const catalogue = new Map(readCatalogue(REAL).map((c) => [c.number, c]));
const hasLessonsFolder = (folder: string) =>
  readdirSync(join(REAL, folder), { withFileTypes: true }).some((e) => e.isDirectory() && e.name === 'lessons');
const written = contents.filter((c) => hasLessonsFolder(c.folder));

describe('the written courses', () => {
  it('include every course whose lessons are done', () => {
    expect(written.map((c) => c.map.course).sort((a, b) => a - b)).toEqual(expect.arrayContaining(WRITTEN));
  });

  it.each(written.map((c) => [c.folder, c] as const))(
    '%s: every lesson stone has its lesson file, with the stone’s title',
    (_folder, content) => {
      const lessonStones = content.map.stones.filter((s) => s.kind === 'lesson');
      expect(lessonStones.filter((s) => !s.file).map((s) => s.key)).toEqual([]);
      for (const stone of lessonStones) {
        const lesson = content.lessons.get(stone.file!);
        expect(lesson, stone.key).toBeDefined();
        expect(lesson!.title, stone.key).toEqual(stone.title);
      }
    },
  );

  it.each(written.map((c) => [c.folder, c] as const))('%s: every lesson file belongs to a stone', (folder, content) => {
    const files = readdirSync(join(REAL, folder, 'lessons')).map((name) => name.replace(/\.json$/, ''));
    const named = new Set(content.map.stones.map((s) => s.file).filter(Boolean));
    expect(files.filter((f) => !named.has(f))).toEqual([]);
  });

  it.each(written.map((c) => [c.folder, c] as const))(
    '%s: the catalogue sells as many lessons as the map has',
    (_folder, content) => {
      const lessonStones = content.map.stones.filter((s) => s.kind === 'lesson').length;
      expect(catalogue.get(content.map.course)?.lessons).toBe(lessonStones);
      expect(content.lessons.size).toBe(lessonStones);
    },
  );
});

/** The cards a question shows side by side: answers are graded by their place, so two equal cards would mark a right answer wrong. */
function cardSets(question: Question): Localised[][] {
  switch (question.type) {
    case 'choice':
      return [question.options];
    case 'ordering':
      return [question.items];
    case 'matching':
      return [question.pairs.map((p) => p.left), question.pairs.map((p) => p.right)];
    default:
      return [];
  }
}

describe('every written lesson question', () => {
  const questions = written.flatMap((c) =>
    [...c.lessons.values()].flatMap((lesson) =>
      lesson.questions.map((q) => ({ at: `${c.folder} ${lesson.key} ${q.key}`, q })),
    ),
  );

  it('shows no two equal cards, in either language', () => {
    const repeated = questions.flatMap(({ at, q }) =>
      cardSets(q).flatMap((cards) =>
        (['en', 'ar'] as const)
          .filter((lang) => new Set(cards.map((c) => c[lang])).size !== cards.length)
          .map((lang) => `${at} (${lang})`),
      ),
    );
    expect(repeated).toEqual([]);
  });

  it('has its blank (___) in both languages when it is a fill-in', () => {
    const blankless = questions
      .filter(({ q }) => q.type === 'fillin' && !(q.prompt.en.includes('___') && q.prompt.ar.includes('___')))
      .map(({ at }) => at);
    expect(blankless).toEqual([]);
  });
});

/** One picture: one emoji with its optional variation selector, or a keycap such as #️⃣ (no skin tones, no sequences). */
const ONE_EMOJI = /^(?:\p{Extended_Pictographic}\uFE0F?|[#*0-9]\uFE0F?\u20E3)$/u;
const ANY_EMOJI = /\p{Extended_Pictographic}/u;
/** The courses whose sentences carry no emoji: their pictures are only the intro steps' pictures (the list only grows). */
const TEXT_WITHOUT_EMOJI = [10, 11];

/** Every text of a lesson (titles, slides, prompts, cards, answers, explanations), with where it is. */
function textsOf(value: unknown, at: string): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => textsOf(v, `${at}/${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([key]) => key !== 'picture' && key !== 'key')
      .flatMap(([key, v]) => textsOf(v, `${at}/${key}`));
  return [];
}

describe('the pictures of the written lessons', () => {
  it('are one emoji each', () => {
    const odd = written.flatMap((c) =>
      [...c.lessons.values()].flatMap((lesson) =>
        lesson.intro.filter((s) => !ONE_EMOJI.test(s.picture)).map((s) => `${c.folder} ${lesson.key} ${s.picture}`),
      ),
    );
    expect(odd).toEqual([]);
  });

  it.each(TEXT_WITHOUT_EMOJI)('are never written into a sentence of course %i', (course) => {
    const content = written.find((c) => c.map.course === course);
    expect(content, `course ${course} is written`).toBeDefined();
    const withEmoji = [...content!.lessons.values()].flatMap((lesson) =>
      textsOf(lesson, lesson.key)
        .filter(({ text }) => ANY_EMOJI.test(text))
        .map(({ at, text }) => `${at}: ${text}`),
    );
    expect(withEmoji).toEqual([]);
  });
});
