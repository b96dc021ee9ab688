import type { Alignment, OfficeDocument, ParagraphStyle } from '@codeyard/shared-schema';

/**
 * The word processor's editing, pure: the document keeps one run a word (the task's text, formatted word by
 * word), and the selection is a range of words counted through the whole document, so it may cross
 * paragraphs. Word formats (bold, italic) change the selected words; paragraph formats (heading, list,
 * alignment) every paragraph the selection touches.
 */

export interface WordSelection {
  anchor: number;
  focus: number;
}

/** Every word of the document in order: its paragraph and its place there. */
export function wordPlaces(doc: OfficeDocument): { p: number; w: number }[] {
  return doc.paragraphs.flatMap((para, p) => para.runs.map((_, w) => ({ p, w })));
}

export function selectedWords(sel: WordSelection): [number, number] {
  return sel.anchor <= sel.focus ? [sel.anchor, sel.focus] : [sel.focus, sel.anchor];
}

/** The paragraphs the selection touches. */
export function selectedParagraphs(doc: OfficeDocument, sel: WordSelection): number[] {
  const places = wordPlaces(doc);
  const [from, to] = selectedWords(sel);
  return [...new Set(places.slice(from, to + 1).map((x) => x.p))];
}

/** Bold or italic on every selected word, or off when every one has it already. */
export function toggleWordFormat(doc: OfficeDocument, sel: WordSelection, format: 'bold' | 'italic'): OfficeDocument {
  const places = wordPlaces(doc);
  const [from, to] = selectedWords(sel);
  const chosen = new Set(places.slice(from, to + 1).map(({ p, w }) => `${p}:${w}`));
  const on = !places.slice(from, to + 1).every(({ p, w }) => doc.paragraphs[p]!.runs[w]![format]);
  return {
    paragraphs: doc.paragraphs.map((para, p) => ({
      ...para,
      runs: para.runs.map((run, w) => {
        if (!chosen.has(`${p}:${w}`)) return run;
        const { [format]: _, ...rest } = run;
        return on ? { ...rest, [format]: true } : rest;
      }),
    })),
  };
}

/** The selected paragraphs given this style, or back to normal text when every one has it already. */
export function toggleStyle(doc: OfficeDocument, sel: WordSelection, style: ParagraphStyle): OfficeDocument {
  const touched = selectedParagraphs(doc, sel);
  const all = touched.every((p) => doc.paragraphs[p]!.style === style);
  return changeParagraphs(doc, touched, { style: all ? 'normal' : style });
}

export function setAlignment(doc: OfficeDocument, sel: WordSelection, align: Alignment): OfficeDocument {
  return changeParagraphs(doc, selectedParagraphs(doc, sel), { align });
}

function changeParagraphs(
  doc: OfficeDocument,
  touched: number[],
  change: Partial<OfficeDocument['paragraphs'][number]>,
): OfficeDocument {
  return { paragraphs: doc.paragraphs.map((para, p) => (touched.includes(p) ? { ...para, ...change } : para)) };
}

/** What the toolbar shows as pressed for this selection. */
export function formatsAt(doc: OfficeDocument, sel: WordSelection) {
  const places = wordPlaces(doc);
  const [from, to] = selectedWords(sel);
  const words = places.slice(from, to + 1).map(({ p, w }) => doc.paragraphs[p]!.runs[w]!);
  const paragraphs = selectedParagraphs(doc, sel).map((p) => doc.paragraphs[p]!);
  const allOf = <K extends 'style' | 'align'>(key: K) => {
    const first = paragraphs[0]?.[key];
    return paragraphs.every((p) => p[key] === first) ? first : undefined;
  };
  return {
    bold: words.length > 0 && words.every((r) => r.bold),
    italic: words.length > 0 && words.every((r) => r.italic),
    style: allOf('style'),
    align: allOf('align'),
  };
}

/**
 * The selection after a key: the arrows move a word along the line (the reading way: left is on in Arabic)
 * or a paragraph up and down, Home and End to the paragraph's ends; with Shift the selection grows.
 */
export function moveSelection(
  doc: OfficeDocument,
  sel: WordSelection,
  key: string,
  shift: boolean,
  rtl: boolean,
): WordSelection | null {
  const places = wordPlaces(doc);
  if (places.length === 0) return null;
  const at = places[sel.focus]!;
  const first = (p: number) => places.findIndex((x) => x.p === p);
  const last = (p: number) => first(p) + doc.paragraphs[p]!.runs.length - 1;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  let focus: number;
  if (key === forward) focus = Math.min(places.length - 1, sel.focus + 1);
  else if (key === back) focus = Math.max(0, sel.focus - 1);
  else if (key === 'ArrowDown') focus = at.p + 1 < doc.paragraphs.length ? first(at.p + 1) : sel.focus;
  else if (key === 'ArrowUp') focus = at.p > 0 ? first(at.p - 1) : sel.focus;
  else if (key === 'Home') focus = first(at.p);
  else if (key === 'End') focus = last(at.p);
  else return null;
  if (focus < 0) focus = sel.focus;
  return { anchor: shift ? sel.anchor : focus, focus };
}

/** The selected words as text (said to a screen reader). */
export function selectedText(doc: OfficeDocument, sel: WordSelection): string {
  const [from, to] = selectedWords(sel);
  return wordPlaces(doc)
    .slice(from, to + 1)
    .map(({ p, w }) => doc.paragraphs[p]!.runs[w]!.text)
    .join(' ');
}
