import { en } from '@codeyard/shared-schema';
import { describe, expect, it } from 'vitest';
import { pdfFacts } from '../test-support/pdf-text.js';
import { certificatePdf, type CertificateFace } from './pdf.js';

const face: CertificateFace = {
  type: 'student',
  name: 'Lina Haddad',
  courseTitle: 'SmoothY Starter',
  issuedAt: '2026-11-27T08:00:00.000Z',
  code: 'ABCDE-23456',
  verifyUrl: 'https://school.example/certificates/verify/ABCDE-23456',
};

describe('certificatePdf', () => {
  it('is one page with the name, the course, the date, the code and the verification address', async () => {
    const facts = pdfFacts(await certificatePdf(face, 'en'));
    expect(facts.header).toBe('%PDF-');
    expect(facts.pages).toBe(1);
    for (const part of [
      en.certificates.pdf.title,
      'Lina Haddad',
      'SmoothY Starter',
      '2026-11-27',
      'ABCDE-23456',
      face.verifyUrl,
    ])
      expect(facts.text).toContain(part);
    expect(facts.fonts).toEqual(expect.arrayContaining(['NotoSans-Regular', 'NotoSans-Bold']));
  });

  it('in Arabic embeds the Arabic font and draws each Arabic word right to left', async () => {
    const facts = pdfFacts(await certificatePdf({ ...face, name: 'ليلى حداد', courseTitle: 'بايثون' }, 'ar'));
    expect(facts.pages).toBe(1);
    expect(facts.fonts).toEqual(expect.arrayContaining(['NotoNaskhArabic-Regular', 'NotoNaskhArabic-Bold']));
    // Drawn left to right: the last word first, each word's letters from its end (its glyphs are shaped).
    expect(facts.text).toContain('دادح ىليل');
    expect(facts.text).toContain('2026-11-27');
    expect(facts.text).toContain('ABCDE-23456');
  });

  it("a teacher's certificate says so; a very long name still fits on one page", async () => {
    const facts = pdfFacts(await certificatePdf({ ...face, type: 'teacher', name: 'Abcdefghij '.repeat(5) }, 'en'));
    expect(facts.pages).toBe(1);
    expect(facts.text).toContain(en.certificates.pdf.teacherTitle);
    expect(facts.text).toContain(en.certificates.pdf.taught);
  });
});
