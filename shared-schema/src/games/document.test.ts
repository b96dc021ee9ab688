import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import {
  checkDocument,
  documentLanguage,
  DocumentGameFile,
  plainDocument,
  type DocumentGameFile as File,
} from './document.js';
import { officeResultProblem } from './office.js';
import { OfficeDocument } from './office-work.js';

const FILE: File = {
  key: 'news',
  game: 'document',
  brief: { en: 'Format it', ar: 'نسّقه' },
  text: [
    { en: 'Our News', ar: 'أخبارنا' },
    { en: 'Sports day is on Friday.', ar: 'اليوم الرياضي يوم الجمعة.' },
    { en: 'A hat', ar: 'قبعة' },
    { en: 'A snack', ar: 'وجبة' },
  ],
  goals: [
    { type: 'heading', text: { en: 'Our News', ar: 'أخبارنا' } },
    { type: 'align', text: { en: 'Our News', ar: 'أخبارنا' }, align: 'center' },
    { type: 'bold', text: { en: 'Friday', ar: 'الجمعة' } },
    {
      type: 'list',
      items: [
        { en: 'A hat', ar: 'قبعة' },
        { en: 'A snack', ar: 'وجبة' },
      ],
    },
  ],
  starGoals: [{ type: 'onlyAskedBold' }, { type: 'italic', text: { en: 'Sports day', ar: 'اليوم الرياضي' } }],
};

/** The task done: heading centred, "Friday." bold, the two items a list. */
function formatted(lang: 'en' | 'ar') {
  const doc = plainDocument(FILE, lang);
  const [title, line, hat, snack] = doc.paragraphs as [
    OfficeDocument['paragraphs'][0],
    ...OfficeDocument['paragraphs'],
  ];
  title.style = 'heading';
  title.align = 'center';
  line.runs[line.runs.length - 1]!.bold = true;
  hat!.style = 'item';
  snack!.style = 'item';
  return doc;
}

describe('the word processor task', () => {
  it('accepts the real file shape and refuses an unknown goal', () => {
    expect(Value.Check(DocumentGameFile, FILE)).toBe(true);
    expect(Value.Check(DocumentGameFile, { ...FILE, goals: [{ type: 'underline' }] })).toBe(false);
  });

  it('meets no goal on the plain text, and every goal once formatted, in English and in Arabic', () => {
    const plain = checkDocument(FILE, plainDocument(FILE, 'en'));
    expect(plain.goals.map((g) => g.met)).toEqual([false, false, false, false]);
    expect(plain.done).toBe(false);
    expect(plain.stars).toBe(0);
    for (const lang of ['en', 'ar'] as const) {
      const check = checkDocument(FILE, formatted(lang));
      expect(check.goals.every((g) => g.met)).toBe(true);
      expect(check.done).toBe(true);
      // Only the asked word is bold (a star); nothing italic (no second star).
      expect(check.starGoals.map((g) => g.met)).toEqual([true, false]);
      expect(check.stars).toBe(2);
    }
  });

  it('ticks goals one by one as the child works', () => {
    const doc = plainDocument(FILE, 'en');
    doc.paragraphs[0]!.style = 'heading';
    expect(checkDocument(FILE, doc).goals.map((g) => g.met)).toEqual([true, false, false, false]);
    doc.paragraphs[2]!.style = 'item';
    // One list item of two: the list goal is not met yet.
    expect(checkDocument(FILE, doc).goals[3]!.met).toBe(false);
  });

  it('gives three stars for the italic words too, and takes the star away when more words are bold', () => {
    const doc = formatted('en');
    const runs = doc.paragraphs[1]!.runs;
    runs[0]!.italic = true;
    runs[1]!.italic = true;
    expect(checkDocument(FILE, doc).stars).toBe(3);
    runs[2]!.bold = true;
    const check = checkDocument(FILE, doc);
    expect(check.done).toBe(true);
    expect(check.starGoals[0]!.met).toBe(false);
    expect(check.stars).toBe(2);
  });

  it('meets nothing when the words were changed (a document the task cannot produce)', () => {
    const doc = formatted('en');
    doc.paragraphs[1]!.runs.push({ text: 'Hooray', bold: true });
    expect(documentLanguage(FILE, doc)).toBeNull();
    const check = checkDocument(FILE, doc);
    expect(check.done).toBe(false);
    expect(officeResultProblem(check, 1)).toBe('work');
    const merged = formatted('en');
    merged.paragraphs.splice(2, 2, { style: 'item', align: 'start', runs: [{ text: 'A hat A snack' }] });
    expect(checkDocument(FILE, merged).done).toBe(false);
  });

  it('refuses more stars than the document earns', () => {
    const check = checkDocument(FILE, formatted('ar'));
    expect(officeResultProblem(check, 2)).toBeNull();
    expect(officeResultProblem(check, 3)).toBe('stars');
  });
});
