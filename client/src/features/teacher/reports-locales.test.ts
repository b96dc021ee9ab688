import { describe, expect, it } from 'vitest';
import { reportsAr, reportsEn } from './reports-locales';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const AR_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

function leaves(node: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(node).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leaves(v as Record<string, unknown>, `${prefix}${k}.`),
  );
}

describe("the teacher's reports, profile, progress, questions and account strings", () => {
  const en = leaves(reportsEn);
  const ar = new Set(leaves(reportsAr as Record<string, unknown>));

  it('has every English string in Arabic', () => {
    expect(en.filter((k) => !PLURAL.test(k) && !ar.has(k))).toEqual([]);
  });

  it('has the six Arabic plural forms of every counted string', () => {
    const counted = new Set(en.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
    const missing = [...counted].flatMap((k) => AR_FORMS.map((f) => `${k}_${f}`)).filter((k) => !ar.has(k));
    expect(missing).toEqual([]);
  });
});
