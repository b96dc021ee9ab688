import { formatCents, translate, type Language } from '@codeyard/shared-schema';
import type { Reader } from '../db/index.js';
import { ltr, pdfDocument, write } from '../pdf/text.js';
import { paymentLines, type PaymentRow } from './service.js';

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

/** The receipt PDF of a paid payment, in `lang` (the text's shaping and order: pdf/text.ts). */
export async function receiptPdf(db: Reader, payment: PaymentRow, lang: Language): Promise<Buffer> {
  const lines = await paymentLines(db, payment.id, lang);
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, `payments.receipt.${key}`, vars);
  const date = (iso: string) => ltr(iso.slice(0, 10));
  const money = (cents: number) => ltr(`${formatCents(cents)} USD`);

  const { doc, done } = pdfDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t('title')} ${receiptNumber(payment.id)}`, Author: 'Codeyard' },
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
