import { isOnePicture, pictureFileName } from '@codeyard/shared-schema';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRICULUM_DIR, PICTURE_SET_DIR, contentPictures, pictureFilesToCopy } from './content-pictures';

const setFiles = readdirSync(PICTURE_SET_DIR).filter((f) => f.endsWith('.svg'));
const fromFileName = (name: string) =>
  String.fromCodePoint(
    ...name
      .replace(/\.svg$/, '')
      .split('-')
      .map((hex) => parseInt(hex, 16)),
  );

/** Every lesson file of the real content, read directly (not through the build's own walk). */
function realLessons(): { at: string; lesson: { intro: { picture: string }[] } }[] {
  return readdirSync(CURRICULUM_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(CURRICULUM_DIR, e.name, 'lessons')))
    .flatMap((e) =>
      readdirSync(join(CURRICULUM_DIR, e.name, 'lessons')).map((f) => ({
        at: `${e.name}/lessons/${f}`,
        lesson: JSON.parse(readFileSync(join(CURRICULUM_DIR, e.name, 'lessons', f), 'utf8')) as {
          intro: { picture: string }[];
        },
      })),
    );
}

describe('the picture set (Twemoji)', () => {
  it('names its files by the same rule as the app', () => {
    expect(setFiles.length).toBeGreaterThan(3000);
    const wrong = setFiles.filter((f) => `${pictureFileName(fromFileName(f))}.svg` !== f);
    expect(wrong).toEqual([]);
    // A picture written with its emoji-style selector finds the file without it (outside ZWJ sequences).
    const withSelector = setFiles
      .filter((f) => !f.includes('200d') && !f.includes('20e3'))
      .filter((f) => `${pictureFileName(`${fromFileName(f)}\uFE0F`)}.svg` !== f);
    expect(withSelector).toEqual([]);
  });
});

describe('the lessons’ pictures', () => {
  const lessons = realLessons();

  it('every intro step names exactly one picture', () => {
    const notOne = lessons.flatMap(({ at, lesson }) =>
      lesson.intro.flatMap((step, i) => (isOnePicture(step.picture) ? [] : [`${at} intro ${i + 1}: ${step.picture}`])),
    );
    expect(lessons.length).toBeGreaterThan(100);
    expect(notOne).toEqual([]);
  });

  it('every picture the lessons name (intro pictures and pictures in question texts) is in the set', () => {
    const pictures = contentPictures();
    const introPictures = lessons.flatMap(({ lesson }) => lesson.intro.map((s) => s.picture));
    // The walk finds every intro picture, and more (pictures inside question texts).
    expect([...pictures.keys()]).toEqual(expect.arrayContaining([...new Set(introPictures)]));
    const missing = [...pictures]
      .filter(([, file]) => !setFiles.includes(file))
      .map(([emoji, file]) => `${emoji} ${file}`);
    expect(missing).toEqual([]);
  });
});

describe('picture fields outside the lessons', () => {
  /** Every value of a field named picture or pictures, anywhere in the content (games, levels, exercises). */
  function pictureFields(dir: string): { at: string; value: string }[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return e.name === 'lessons' ? [] : pictureFields(path);
      if (!e.name.endsWith('.json')) return [];
      const found: { at: string; value: string }[] = [];
      const walk = (v: unknown, key: string): void => {
        if (typeof v === 'string' && /^pictures?$/.test(key)) found.push({ at: path, value: v });
        else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
        else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => walk(x, k));
      };
      walk(JSON.parse(readFileSync(path, 'utf8')) as unknown, '');
      return found;
    });
  }

  it('name our own drawings, never an emoji (the build copies the set’s pictures for lessons only)', () => {
    const fields = pictureFields(CURRICULUM_DIR);
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter((f) => /\p{Extended_Pictographic}/u.test(f.value))).toEqual([]);
  });
});

describe('pictureFilesToCopy', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const writeLesson = (course: string, name: string, lesson: unknown) => {
    mkdirSync(join(dir, course, 'lessons'), { recursive: true });
    writeFileSync(join(dir, course, 'lessons', `${name}.json`), JSON.stringify(lesson));
  };

  it('copies exactly the pictures the lessons name, each once', () => {
    dir = mkdtempSync(join(tmpdir(), 'codeyard-pictures-'));
    writeLesson('1-a', 'one', {
      intro: [{ picture: '🧭' }, { picture: '⬆️' }],
      questions: [{ prompt: { en: 'Save 💾' } }],
    });
    // A text-style pictograph written without its selector is still the step's picture.
    writeLesson('2-b', 'two', { intro: [{ picture: '🧭' }, { picture: '⌨' }], questions: [] });
    mkdirSync(join(dir, '3-c', 'exercises'), { recursive: true });
    writeFileSync(join(dir, '3-c', 'exercises', 'x.json'), JSON.stringify({ html: '<p>🎉</p>' }));
    expect(pictureFilesToCopy(dir)).toEqual(['1f4be.svg', '1f9ed.svg', '2328.svg', '2b06.svg']);
  });

  it('fails the build when a lesson names a picture the set does not have', () => {
    dir = mkdtempSync(join(tmpdir(), 'codeyard-pictures-'));
    writeLesson('1-a', 'one', { intro: [{ picture: '🧭' }, { picture: '🚀\u200D🧭' }] });
    expect(() => pictureFilesToCopy(dir)).toThrow(/not in the picture set: 1f680-200d-1f9ed.svg$/);
  });

  it('copies the real lessons’ pictures: as many files as distinct pictures', () => {
    const files = pictureFilesToCopy();
    expect(files).toEqual([...new Set(contentPictures().values())].sort());
    expect(files.length).toBeGreaterThan(150);
  });
});
