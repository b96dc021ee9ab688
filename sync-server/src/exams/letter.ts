import { translate, type Language, type Localised } from '@codeyard/shared-schema';
import { emblem, GOLD, INK, MUTED, paperAndBorder, SOFT } from '../certificates/pdf.js';
import { lineWidth, ltr, pdfDocument, write, type Doc } from '../pdf/text.js';

/** What an authorisation letter shows: the candidate and the exams of one registration. */
export interface LetterFace {
  name: string;
  dateOfBirth: string;
  exams: { title: Localised; eligibilityId: string; registeredAt: string; windowEndsAt: string }[];
  /** Where the exam is scheduled and taken. */
  scheduleUrl: string;
  /** ISO time the letter is printed. */
  issuedAt: string;
}

export const letterFileName = (eligibilityId: string) => `codeyard-exam-letter-${eligibilityId}.pdf`;

/** Words of a line, wrapped to a width (Arabic lines keep their logical order; write() lays them out). */
function wrap(doc: Doc, text: string, width: number, options: { lang: Language; size: number }): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && lineWidth(doc, next, options) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The authorisation letter as one portrait A4 page in English or Arabic, in the certificate's house style
 * (the soft paper, the gold and ink border with its corner marks, our emblem): the candidate's name and date
 * of birth, each exam of the registration with its eligibility ID and time window, and the scheduling link.
 * In Arabic the labels stand on the right, the values on their left.
 */
export async function letterPdf(face: LetterFace, lang: Language): Promise<Buffer> {
  const t = (key: string, vars?: Record<string, string>) => translate(lang, `exams.letter.${key}`, vars);
  const { doc, done } = pdfDocument({
    size: 'A4',
    layout: 'portrait',
    margin: 0,
    info: { Title: `${t('title')}: ${face.name}`, Author: 'Codeyard', Keywords: face.exams[0]?.eligibilityId ?? '' },
  });
  const width = doc.page.width;
  const height = doc.page.height;

  paperAndBorder(doc);

  const box = { x: 70, width: width - 140 };
  const centre = (line: string, y: number, options: { size: number; bold?: boolean; color?: string }) =>
    write(doc, line, { ...box, y }, { lang, align: 'center', ...options });
  const paragraph = (text: string, y: number, size: number) => {
    const lines = wrap(doc, text, box.width, { lang, size });
    lines.forEach((line, i) => write(doc, line, { ...box, y: y + i * size * 1.6 }, { lang, size, color: MUTED }));
    return y + lines.length * size * 1.6;
  };

  centre(lang === 'ar' ? translate(lang, 'certificates.pdf.signature') : 'CODEYARD', 62, {
    size: 14,
    bold: true,
    color: GOLD,
  });
  centre(t('title'), 92, { size: 26, bold: true, color: INK });
  doc
    .moveTo(width / 2 - 150, 134)
    .lineTo(width / 2 + 150, 134)
    .lineWidth(1)
    .strokeColor(GOLD)
    .stroke();
  let y = paragraph(t('intro'), 152, 12) + 14;

  // Label and value rows: the label at the start side (the right in Arabic).
  const labelWidth = 130;
  const labelBox =
    lang === 'ar' ? { x: box.x + box.width - labelWidth, width: labelWidth } : { x: box.x, width: labelWidth };
  const valueBox =
    lang === 'ar'
      ? { x: box.x, width: box.width - labelWidth - 12 }
      : { x: box.x + labelWidth + 12, width: box.width - labelWidth - 12 };
  const row = (label: string, value: string, size = 13, bold = true) => {
    write(doc, label, { ...labelBox, y: y + 2 }, { lang, size: 11, color: MUTED });
    write(doc, value, { ...valueBox, y }, { lang, size, bold, color: INK });
    y += size + 14;
  };

  let nameSize = 22;
  while (nameSize > 14 && lineWidth(doc, face.name, { lang, size: nameSize, bold: true }) > valueBox.width)
    nameSize -= 2;
  row(t('child'), face.name, nameSize);
  row(t('born'), ltr(face.dateOfBirth));
  y += 6;

  // The window is the registration's (all its exams share it); then a table: each exam and its eligibility ID.
  const first = face.exams[0];
  if (first)
    row(
      t('window'),
      t('windowText', { from: ltr(first.registeredAt.slice(0, 10)), until: ltr(first.windowEndsAt.slice(0, 10)) }),
      12,
      false,
    );
  y += 8;
  const idWidth = 170;
  const examColumn =
    lang === 'ar'
      ? { x: box.x + idWidth + 20, width: box.width - idWidth - 30 }
      : { x: box.x + 10, width: box.width - idWidth - 30 };
  const idColumn =
    lang === 'ar' ? { x: box.x + 10, width: idWidth } : { x: box.x + box.width - idWidth - 10, width: idWidth };
  const tableTop = y;
  doc.rect(box.x, y, box.width, 26).fill(INK);
  write(doc, t('exam'), { ...examColumn, y: y + 7 }, { lang, size: 11, bold: true, color: SOFT });
  write(doc, t('eligibility'), { ...idColumn, y: y + 7 }, { lang, size: 11, bold: true, color: SOFT, align: 'end' });
  y += 26;
  for (const exam of face.exams) {
    write(doc, exam.title[lang], { ...examColumn, y: y + 8 }, { lang, size: 12, bold: true, color: INK });
    write(
      doc,
      ltr(exam.eligibilityId),
      { ...idColumn, y: y + 8 },
      { lang, size: 12, bold: true, color: INK, align: 'end' },
    );
    y += 30;
    doc
      .moveTo(box.x, y)
      .lineTo(box.x + box.width, y)
      .lineWidth(0.6)
      .strokeColor(GOLD)
      .stroke();
  }
  doc
    .rect(box.x, tableTop, box.width, y - tableTop)
    .lineWidth(1)
    .strokeColor(GOLD)
    .stroke();
  y += 24;

  y += 4;
  centre(t('schedule'), y, { size: 12, color: MUTED });
  centre(ltr(face.scheduleUrl), y + 20, { size: 14, bold: true, color: INK });
  doc.link(box.x, y + 18, box.width, 20, face.scheduleUrl);
  y = paragraph(t('howTo'), y + 54, 11);

  emblem(doc, width / 2, Math.max(y + 70, height - 170));
  const footer = height - 76;
  write(
    doc,
    `${t('issued')}: ${ltr(face.issuedAt.slice(0, 10))}`,
    { ...box, y: footer },
    { lang, size: 10, color: MUTED },
  );
  doc.end();
  return done;
}
