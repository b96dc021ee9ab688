import bidiFactory from 'bidi-js';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Language } from '@codeyard/shared-schema';

/**
 * Text in our PDFs (receipts, certificates), in English or Arabic. pdfkit draws the glyphs (fontkit shapes
 * each Arabic word: joined letters); the order of words and runs on a line is ours, by the Unicode
 * bidirectional algorithm (bidi-js), because pdfkit orders mixed and multi-word Arabic lines wrongly
 * (design notes: "Arabic in PDFs"). Fonts: Noto Sans (Latin) and Noto Naskh Arabic, both SIL OFL,
 * embedded (subset) from their @fontsource packages.
 */

const require = createRequire(import.meta.url);
const FONTS = {
  latin: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  latinBold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
  arabic: require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff'),
  arabicBold: require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff'),
};

const bidi = bidiFactory();
/** Left-to-right isolates (LRI … PDI) keep a value (a date, an amount) in its own order; they are not drawn. */
const ISOLATES = /[\u2066-\u2069]/;
export const ltr = (value: string) => `\u2066${value}\u2069`;
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

export interface Run {
  text: string;
  arabic: boolean;
}

/**
 * A line as drawn from left to right: runs of one script in visual order, each in logical order (the
 * font engine lays out an Arabic word right to left itself). Spaces are runs of their own.
 */
export function visualRuns(logical: string, direction: 'ltr' | 'rtl'): Run[] {
  const embedding = bidi.getEmbeddingLevels(logical, direction);
  // Brackets in a right-to-left run are drawn mirrored: "(" reads as ")" there.
  const mirrored = bidi.getMirroredCharactersMap(logical, embedding.levels);
  const line = [...logical].map((ch, i) => mirrored.get(i) ?? ch).join('');
  const order = [...line].map((_, i) => i);
  // Code units and indices agree here: the receipt's text has no characters outside the BMP.
  for (const [start, end] of bidi.getReorderSegments(logical, embedding)) {
    const part = order.slice(start, end + 1).reverse();
    order.splice(start, part.length, ...part);
  }
  const runs: { from: number; to: number; arabic: boolean; space: boolean; step: 0 | 1 | -1 }[] = [];
  for (const index of order) {
    const ch = line[index]!;
    if (ISOLATES.test(ch)) continue;
    const arabic = ARABIC.test(ch);
    const space = ch === ' ';
    const last = runs[runs.length - 1];
    // A run goes on in one direction only: indices rising (left to right) or falling (right to left).
    const step = !last ? 0 : index === last.to + 1 ? 1 : index === last.from - 1 ? -1 : 0;
    if (
      last &&
      step !== 0 &&
      (last.step === 0 || last.step === step) &&
      last.arabic === arabic &&
      !space &&
      !last.space
    ) {
      last.step = step;
      last.from = Math.min(last.from, index);
      last.to = Math.max(last.to, index);
    } else runs.push({ from: index, to: index, arabic, space, step: 0 });
  }
  return runs.map((r) => {
    const text = line.slice(r.from, r.to + 1);
    // An Arabic run goes to the font engine in logical order (it lays the word out right to left); any
    // other run laid out backwards (neutral marks in a right-to-left run) is drawn as it is seen.
    return { text: r.step === -1 && !r.arabic ? [...text].reverse().join('') : text, arabic: r.arabic };
  });
}

export type Doc = PDFKit.PDFDocument;

const fontOf = (run: Run, bold?: boolean) =>
  run.arabic ? (bold ? 'arabicBold' : 'arabic') : bold ? 'latinBold' : 'latin';

export function write(
  doc: Doc,
  line: string,
  box: { x: number; y: number; width: number },
  options: { lang: Language; size?: number; bold?: boolean; align?: 'start' | 'end' | 'center'; color?: string },
) {
  const size = options.size ?? 11;
  const runs = visualRuns(line, options.lang === 'ar' ? 'rtl' : 'ltr');
  const widths = runs.map((run) => doc.font(fontOf(run, options.bold)).fontSize(size).widthOfString(run.text));
  const total = widths.reduce((a, b) => a + b, 0);
  const alignEnd = (options.align ?? 'start') === 'end';
  const atRight = options.lang === 'ar' ? !alignEnd : alignEnd;
  let x = options.align === 'center' ? box.x + (box.width - total) / 2 : atRight ? box.x + box.width - total : box.x;
  if (options.color) doc.fillColor(options.color);
  runs.forEach((run, i) => {
    doc
      .font(fontOf(run, options.bold))
      .fontSize(size)
      .text(run.text, x, box.y + (run.arabic ? -1 : 0), { lineBreak: false });
    x += widths[i]!;
  });
}

/** The width a line takes when written (write) at that size. */
export function lineWidth(doc: Doc, line: string, options: { lang: Language; size?: number; bold?: boolean }) {
  const size = options.size ?? 11;
  return visualRuns(line, options.lang === 'ar' ? 'rtl' : 'ltr').reduce(
    (sum, run) => sum + doc.font(fontOf(run, options.bold)).fontSize(size).widthOfString(run.text),
    0,
  );
}

/** A PDF document with our fonts registered, and the promise of its bytes once `doc.end()` is called. */
export function pdfDocument(options: PDFKit.PDFDocumentOptions): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
