import { formatCents, translate, type Language } from '@codeyard/shared-schema';
import bidiFactory from 'bidi-js';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Reader } from '../db/index.js';
import { paymentLines, type PaymentRow } from './service.js';

/**
 * The receipt of a payment as a PDF, in English or Arabic. pdfkit draws the glyphs (fontkit shapes each
 * Arabic word: joined letters); the order of words and runs on a line is ours, by the Unicode
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

interface Run {
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

type Doc = PDFKit.PDFDocument;

function write(
  doc: Doc,
  line: string,
  box: { x: number; y: number; width: number },
  options: { lang: Language; size?: number; bold?: boolean; align?: 'start' | 'end' },
) {
  const size = options.size ?? 11;
  const runs = visualRuns(line, options.lang === 'ar' ? 'rtl' : 'ltr');
  const fontOf = (run: Run) =>
    run.arabic ? (options.bold ? 'arabicBold' : 'arabic') : options.bold ? 'latinBold' : 'latin';
  const widths = runs.map((run) => doc.font(fontOf(run)).fontSize(size).widthOfString(run.text));
  const total = widths.reduce((a, b) => a + b, 0);
  const alignEnd = (options.align ?? 'start') === 'end';
  const atRight = options.lang === 'ar' ? !alignEnd : alignEnd;
  let x = atRight ? box.x + box.width - total : box.x;
  runs.forEach((run, i) => {
    doc
      .font(fontOf(run))
      .fontSize(size)
      .text(run.text, x, box.y + (run.arabic ? -1 : 0), { lineBreak: false });
    x += widths[i]!;
  });
}

export const receiptFileName = (id: number) => `codeyard-receipt-${id}.pdf`;
const receiptNumber = (id: number) => `CY-${String(id).padStart(6, '0')}`;

function methodText(payment: PaymentRow, lang: Language) {
  if (payment.method === 'card')
    return translate(lang, 'payments.receipt.card', {
      brand: (payment.cardBrand ?? 'card').toUpperCase(),
      last4: payment.cardLast4 ?? '',
    });
  return translate(lang, payment.method === 'paypal' ? 'payments.receipt.paypal' : 'payments.receipt.mobile');
}

/** The receipt PDF of a paid payment, in `lang`. */
export async function receiptPdf(db: Reader, payment: PaymentRow, lang: Language): Promise<Buffer> {
  const lines = await paymentLines(db, payment.id, lang);
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, `payments.receipt.${key}`, vars);
  const date = (iso: string) => ltr(iso.slice(0, 10));
  const money = (cents: number) => ltr(`${formatCents(cents)} USD`);

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t('title')} ${receiptNumber(payment.id)}`, Author: 'Codeyard' },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;
  let y = 50;
  write(doc, 'Codeyard', { x: left, y, width }, { lang, size: 22, bold: true });
  y += 34;
  write(doc, t('title'), { x: left, y, width }, { lang, size: 16, bold: true });
  y += 32;
  const facts: [string, string][] = [
    [t('number'), ltr(receiptNumber(payment.id))],
    [t('date'), date(payment.paidAt ?? payment.createdAt)],
    [t('paidBy'), methodText(payment, lang)],
  ];
  if (payment.kind === 'renewal') facts.push([t('renewal'), '']);
  for (const [label, value] of facts) {
    write(doc, value ? `${label}: ${value}` : label, { x: left, y, width }, { lang });
    y += 20;
  }
  y += 14;

  // The table: child, course, until, amount (mirrored in Arabic: the first column on the right).
  const columns = [
    { key: 'child', share: 0.16 },
    { key: 'course', share: 0.5 },
    { key: 'until', share: 0.16 },
    { key: 'amount', share: 0.18 },
  ];
  const cells = (values: string[], options: { bold?: boolean }) => {
    let offset = 0;
    values.forEach((value, i) => {
      const w = columns[i]!.share * width;
      const x = lang === 'ar' ? left + width - offset - w : left + offset;
      write(
        doc,
        value,
        { x: x + 4, y, width: w - 8 },
        { lang, size: 10, bold: options.bold, align: i === 3 ? 'end' : 'start' },
      );
      offset += w;
    });
  };
  doc
    .rect(left, y - 4, width, 22)
    .fill('#eef2f7')
    .fillColor('#111111');
  cells(
    columns.map((c) => t(c.key)),
    { bold: true },
  );
  y += 26;
  for (const line of lines) {
    const course = line.assisted_learning ? `${line.course_title} + ${t('assisted')}` : line.course_title;
    cells([ltr(line.username), course, date(line.expires_at), money(line.amount_cents)], {});
    y += 22;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#999999')
    .stroke();
  y += 10;
  const totals: [string, string, boolean][] = [
    [t('subtotal'), money(payment.subtotalCents), false],
    [
      payment.couponCode ? `${t('discount')} (${t('coupon')} ${ltr(payment.couponCode)})` : t('discount'),
      ltr(`-${formatCents(payment.discountCents)} USD`),
      false,
    ],
    [t('total'), money(payment.amountCents), true],
  ];
  for (const [label, value, bold] of totals) {
    write(doc, label, { x: left, y, width: width * 0.7 + (lang === 'ar' ? width * 0.3 : 0) }, { lang, bold });
    write(
      doc,
      value,
      { x: lang === 'ar' ? left : left + width * 0.7, y, width: width * 0.3 },
      {
        lang,
        bold,
        align: 'end',
      },
    );
    y += 20;
  }
  y += 24;
  write(doc, t('thanks'), { x: left, y, width }, { lang });
  doc.end();
  return done;
}
