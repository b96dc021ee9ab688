import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ar, en } from './locales';
import { clock, percent } from './parts';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const AR_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

function keys(node: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(node).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v as Record<string, unknown>, `${prefix}${k}.`),
  );
}

async function translators() {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { exams: en }, ar: { exams: ar } },
    lng: 'en',
    ns: ['exams'],
    defaultNS: 'exams',
    interpolation: { escapeValue: false },
  });
  return { te: i18n.getFixedT('en', 'exams'), ta: i18n.getFixedT('ar', 'exams') };
}

describe('exam strings', () => {
  it('has every English string in Arabic, and every Arabic plural form', () => {
    const arKeys = new Set(keys(ar as Record<string, unknown>));
    const base = new Set(keys(en).map((k) => k.replace(PLURAL, '')));
    expect([...base].filter((k) => !arKeys.has(k) && !arKeys.has(`${k}_other`))).toEqual([]);
    const plurals = [
      ...new Set(
        keys(en)
          .filter((k) => PLURAL.test(k))
          .map((k) => k.replace(PLURAL, '')),
      ),
    ];
    expect(plurals.length).toBeGreaterThan(0);
    for (const key of plurals)
      expect(
        AR_FORMS.filter((f) => !arKeys.has(`${key}_${f}`)),
        key,
      ).toEqual([]);
  });

  it('counts questions and minutes with the right plural in both languages', async () => {
    const { te, ta } = await translators();
    expect(te('list.questions', { count: 10 })).toBe('10 questions');
    expect(te('list.minutes', { count: 1 })).toBe('1 minute');
    expect(ta('list.questions', { count: 10 })).toBe('10 أسئلة');
    expect(ta('list.minutes', { count: 15 })).toBe('15 دقيقة');
    expect(ta('sitting.unanswered', { count: 2 })).toBe('تركت سؤالين دون إجابة.');
  });
});

describe('clock and percent', () => {
  it('shows minutes and seconds, never below zero', () => {
    expect(clock(900)).toBe('15:00');
    expect(clock(61)).toBe('01:01');
    expect(clock(-3)).toBe('00:00');
    expect(percent(60)).toBe('60%');
  });
});
