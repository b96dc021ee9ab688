import { translate, type Language } from '@codeyard/shared-schema';
import { lineWidth, ltr, pdfDocument, write, type Doc } from '../pdf/text.js';

/** What a certificate's page shows. */
export interface CertificateFace {
  type: 'student' | 'teacher' | 'specialisation' | 'master';
  name: string;
  courseTitle: string;
  /** ISO time of issue; the date is printed. */
  issuedAt: string;
  code: string;
  /** The public verification page's address. */
  verifyUrl: string;
}

export const INK = '#1d2b4f';
export const GOLD = '#b8862b';
export const SOFT = '#f6f1e4';
export const MUTED = '#55607a';

export const certificateFileName = (code: string) => `codeyard-certificate-${code}.pdf`;

/**
 * A certificate as one landscape A4 page, in English or Arabic: a double border with corner marks, our own
 * emblem (a rosette with a star and ribbons, drawn with paths), the name, the course, the date and the
 * verification code with its page. Arabic lines are shaped and ordered by pdf/text.ts; the footer is
 * mirrored (the date on the right).
 */
export async function certificatePdf(face: CertificateFace, lang: Language): Promise<Buffer> {
  const t = (key: string) => translate(lang, `certificates.pdf.${key}`);
  const words = {
    student: { title: 'title', line: 'completed' },
    teacher: { title: 'teacherTitle', line: 'taught' },
    specialisation: { title: 'specialisationTitle', line: 'specialised' },
    master: { title: 'masterTitle', line: 'mastered' },
  }[face.type];
  const title = t(words.title);
  const { doc, done } = pdfDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${title}: ${face.name}`, Subject: face.courseTitle, Author: 'Codeyard', Keywords: face.code },
  });
  const width = doc.page.width;

  paperAndBorder(doc);

  const box = { x: 70, width: width - 140 };
  const centre = (line: string, y: number, options: { size: number; bold?: boolean; color?: string }) =>
    write(doc, line, { ...box, y }, { lang, align: 'center', ...options });

  centre(lang === 'ar' ? t('signature') : 'CODEYARD', 58, { size: 14, bold: true, color: GOLD });
  centre(title, 92, { size: 34, bold: true, color: INK });
  centre(t('presented'), 160, { size: 15, color: MUTED });
  // The name, as large as fits on the line.
  let nameSize = 40;
  while (nameSize > 18 && lineWidth(doc, face.name, { lang, size: nameSize, bold: true }) > box.width) nameSize -= 2;
  centre(face.name, 196, { size: nameSize, bold: true, color: INK });
  doc
    .moveTo(width / 2 - 190, 252)
    .lineTo(width / 2 + 190, 252)
    .lineWidth(1)
    .strokeColor(GOLD)
    .stroke();
  centre(t(words.line), 268, { size: 15, color: MUTED });
  let courseSize = 24;
  while (courseSize > 14 && lineWidth(doc, face.courseTitle, { lang, size: courseSize, bold: true }) > box.width)
    courseSize -= 2;
  centre(face.courseTitle, 298, { size: courseSize, bold: true, color: INK });

  emblem(doc, width / 2, 420);

  // The footer: the date at the start side, the code at the end side (mirrored in Arabic).
  const column = (x: number) => ({ x, width: 250 });
  const left = column(70);
  const right = column(width - 70 - 250);
  const dateBox = lang === 'ar' ? right : left;
  const codeBox = lang === 'ar' ? left : right;
  write(doc, t('date'), { ...dateBox, y: 430 }, { lang, size: 11, color: MUTED });
  write(doc, ltr(face.issuedAt.slice(0, 10)), { ...dateBox, y: 448 }, { lang, size: 16, bold: true, color: INK });
  write(doc, t('code'), { ...codeBox, y: 430 }, { lang, size: 11, color: MUTED, align: 'end' });
  write(doc, ltr(face.code), { ...codeBox, y: 448 }, { lang, size: 16, bold: true, color: INK, align: 'end' });
  for (const b of [dateBox, codeBox])
    doc
      .moveTo(b.x, 474)
      .lineTo(b.x + b.width, 474)
      .lineWidth(0.8)
      .strokeColor(GOLD)
      .stroke();
  centre(`${t('verifyAt')} ${ltr(face.verifyUrl)}`, 516, { size: 10, color: MUTED });
  doc.link(box.x, 512, box.width, 16, face.verifyUrl);
  doc.end();
  return done;
}

/** A small L-shaped mark with a diamond, turned towards the page's centre. */
/** The house paper of our PDFs (certificates, exam letters): an outer gold line, an inner ink line, corner marks. */
export function paperAndBorder(doc: Doc) {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height).fill(SOFT);
  doc
    .rect(22, 22, width - 44, height - 44)
    .lineWidth(3)
    .strokeColor(GOLD)
    .stroke();
  doc
    .rect(32, 32, width - 64, height - 64)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  for (const [x, y] of [
    [32, 32],
    [width - 32, 32],
    [32, height - 32],
    [width - 32, height - 32],
  ] as const)
    cornerMark(doc, x, y);
}

function cornerMark(doc: Doc, x: number, y: number) {
  const sx = x < 100 ? 1 : -1;
  const sy = y < 100 ? 1 : -1;
  doc
    .moveTo(x + sx * 6, y + sy * 46)
    .lineTo(x + sx * 6, y + sy * 6)
    .lineTo(x + sx * 46, y + sy * 6)
    .lineWidth(2)
    .strokeColor(GOLD)
    .stroke();
  const cx = x + sx * 16;
  const cy = y + sy * 16;
  doc
    .moveTo(cx, cy - 5)
    .lineTo(cx + 5, cy)
    .lineTo(cx, cy + 5)
    .lineTo(cx - 5, cy)
    .closePath()
    .fill(GOLD);
}

/** Our emblem: two ribbon tails, a scalloped gold rosette, an ink disc and a five-pointed star. */
export function emblem(doc: Doc, cx: number, cy: number) {
  // Ribbon tails, behind the rosette.
  for (const side of [-1, 1]) {
    doc
      .moveTo(cx + side * 10, cy + 20)
      .lineTo(cx + side * 34, cy + 78)
      .lineTo(cx + side * 22, cy + 70)
      .lineTo(cx + side * 14, cy + 84)
      .lineTo(cx + side * -6, cy + 28)
      .closePath()
      .fill(side < 0 ? INK : '#2f4475');
  }
  // The scalloped edge: sixteen small discs around a larger one.
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    doc.circle(cx + Math.cos(a) * 38, cy + Math.sin(a) * 38, 9).fill(GOLD);
  }
  doc.circle(cx, cy, 40).fill(GOLD);
  doc.circle(cx, cy, 31).fill(INK);
  doc.circle(cx, cy, 27).lineWidth(1).strokeColor(GOLD).stroke();
  // A five-pointed star.
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 18 : 7.5;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  doc.polygon(...points).fill(GOLD);
}
