import { Type, type Static } from 'typebox';
import { ALIGNMENTS, type DocParagraph, type OfficeDocument } from './office-work.js';
import { Localised } from '../content/curriculum.js';
import type { Language } from '../rules/constants.js';
import { officeCheck, wordsOf, type OfficeCheck } from './office.js';

/**
 * The word processor (spec 000 §2 /MicrosoftWordProject): a short plain text given by the task, which the
 * child formats (headings, bold and italic words, a list, alignment) without changing its words. The
 * document is a list of paragraphs, each a style, an alignment and runs of words with their formatting;
 * a paragraph's text is its runs' texts joined by one space. Pure, for the player and the server's check.
 */

export const DocumentGoal = Type.Union([
  /** The paragraph with this text is a heading. */
  Type.Object({ type: Type.Literal('heading'), text: Localised }, { additionalProperties: false }),
  /** The paragraph with this text is aligned so. */
  Type.Object(
    { type: Type.Literal('align'), text: Localised, align: Type.Enum(ALIGNMENTS) },
    { additionalProperties: false },
  ),
  /** These words (one or more, in a row) are bold, or italic. */
  Type.Object({ type: Type.Literal('bold'), text: Localised }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('italic'), text: Localised }, { additionalProperties: false }),
  /** The paragraphs with these texts are list items. */
  Type.Object(
    { type: Type.Literal('list'), items: Type.Array(Localised, { minItems: 2, maxItems: 8 }) },
    { additionalProperties: false },
  ),
  /** No word is bold but those the bold goals ask for. */
  Type.Object({ type: Type.Literal('onlyAskedBold') }, { additionalProperties: false }),
]);
export type DocumentGoal = Static<typeof DocumentGoal>;

export const DocumentGameFile = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z0-9-]+$' }),
    game: Type.Literal('document'),
    /** What the document is about, said above it. */
    brief: Localised,
    /** The plain text to format, one entry a paragraph. */
    text: Type.Array(Localised, { minItems: 1, maxItems: 30 }),
    goals: Type.Array(DocumentGoal, { minItems: 1, maxItems: 8 }),
    starGoals: Type.Array(DocumentGoal, { maxItems: 2 }),
  },
  { additionalProperties: false },
);
export type DocumentGameFile = Static<typeof DocumentGameFile>;

/** The plain document a task starts from: its text, one normal paragraph each, one run a word. */
export function plainDocument(file: Pick<DocumentGameFile, 'text'>, lang: Language): OfficeDocument {
  return {
    paragraphs: file.text.map((p) => ({
      style: 'normal',
      align: 'start',
      runs: wordsOf(p[lang]).map((text) => ({ text })),
    })),
  };
}

export const paragraphText = (p: DocParagraph) => wordsOf(p.runs.map((r) => r.text).join(' ')).join(' ');
const same = (a: string, b: string) => wordsOf(a).join(' ') === wordsOf(b).join(' ');

/** The language whose text the document keeps word for word (null: its words were changed). */
export function documentLanguage(file: Pick<DocumentGameFile, 'text'>, doc: OfficeDocument): Language | null {
  const texts = doc.paragraphs.map(paragraphText);
  for (const lang of ['en', 'ar'] as const) {
    const given = file.text.map((p) => wordsOf(p[lang]).join(' '));
    if (given.length === texts.length && given.every((t, i) => t === texts[i])) return lang;
  }
  return null;
}

/** A word without the punctuation around it ("Friday." → "Friday"), as a goal names it. */
const bare = (word: string) => word.replace(/^\p{P}+|\p{P}+$/gu, '');

/** Every word of the document with its formatting, and where it is (paragraph, place among its words). */
function formattedWords(doc: OfficeDocument) {
  return doc.paragraphs.map((p) =>
    p.runs.flatMap((r) => wordsOf(r.text).map((word) => ({ word, bold: !!r.bold, italic: !!r.italic }))),
  );
}

/** Where the words of `text` stand in a row with this format in some paragraph: [paragraph, first word], or null. */
function findFormatted(doc: OfficeDocument, text: string, format: 'bold' | 'italic'): [number, number] | null {
  const wanted = wordsOf(text).map(bare);
  const all = formattedWords(doc);
  for (let p = 0; p < all.length; p++) {
    const words = all[p]!;
    for (let i = 0; i + wanted.length <= words.length; i++) {
      if (wanted.every((w, j) => bare(words[i + j]!.word) === w && words[i + j]![format])) return [p, i];
    }
  }
  return null;
}

function paragraphWith(doc: OfficeDocument, text: string): DocParagraph | undefined {
  return doc.paragraphs.find((p) => same(paragraphText(p), text));
}

/**
 * The task's checklist on this document. Its words must be the task's, word for word, in English or in
 * Arabic: a document whose words changed meets no goal.
 */
export function checkDocument(file: DocumentGameFile, doc: OfficeDocument): OfficeCheck<DocumentGoal> {
  const lang = documentLanguage(file, doc);
  const askedBold = file.goals.concat(file.starGoals).flatMap((g) => (g.type === 'bold' ? [g.text] : []));
  const met = (goal: DocumentGoal): boolean => {
    if (!lang) return false;
    switch (goal.type) {
      case 'heading':
        return paragraphWith(doc, goal.text[lang])?.style === 'heading';
      case 'align':
        return paragraphWith(doc, goal.text[lang])?.align === goal.align;
      case 'bold':
      case 'italic':
        return findFormatted(doc, goal.text[lang], goal.type) !== null;
      case 'list':
        return goal.items.every((item) => paragraphWith(doc, item[lang])?.style === 'item');
      case 'onlyAskedBold': {
        const allowed = new Set<string>();
        for (const text of askedBold) {
          const at = findFormatted(doc, text[lang], 'bold');
          if (!at) return false;
          wordsOf(text[lang]).forEach((_, j) => allowed.add(`${at[0]}:${at[1] + j}`));
        }
        return formattedWords(doc).every((words, p) => words.every((w, i) => !w.bold || allowed.has(`${p}:${i}`)));
      }
    }
  };
  return officeCheck(file.goals, file.starGoals, met);
}
