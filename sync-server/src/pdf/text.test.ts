import { describe, expect, it } from 'vitest';
import { ltr, visualRuns } from './text.js';

/** The order a receipt line is drawn in, left to right (a receipt as a whole: payments.api.test.ts; a certificate: certificates/pdf.test.ts). */
const drawn = (line: string, direction: 'ltr' | 'rtl') => visualRuns(line, direction).map((r) => r.text);

describe('visualRuns', () => {
  it('lays an Arabic line out right to left, each Arabic word whole (the font engine shapes it)', () => {
    expect(drawn('شكرًا لتعلمك مع كوديارد.', 'rtl')).toEqual(['.', 'كوديارد', ' ', 'مع', ' ', 'لتعلمك', ' ', 'شكرًا']);
  });

  it('keeps a Latin word, a date or an amount in its own order inside an Arabic line', () => {
    expect(drawn(`رقم الإيصال: ${ltr('CY-000001')}`, 'rtl')).toEqual(['CY-000001', ' ', ':', 'الإيصال', ' ', 'رقم']);
    expect(drawn(`التاريخ: ${ltr('2026-11-27')}`, 'rtl').slice(0, 1)).toEqual(['2026-11-27']);
    expect(drawn(`الخصم (القسيمة ${ltr('FAMILY25')})`, 'rtl')).toEqual([
      '(',
      'FAMILY25',
      ' ',
      'القسيمة',
      ')',
      ' ',
      'الخصم',
    ]);
  });

  it('leaves an English line as it is', () => {
    expect(drawn('Total: 12.50 USD', 'ltr').join('')).toBe('Total: 12.50 USD');
  });
});
