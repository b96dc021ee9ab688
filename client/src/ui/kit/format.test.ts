import { describe, expect, it } from 'vitest';
import { formatAmount, formatNumber, formatRelative, locale } from './format';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relative times', () => {
  it('rounds to the unit a person would say', () => {
    expect(formatRelative(ago(3576), 'en', now)).toBe('1 hour ago');
    expect(formatRelative(ago(25 * 60), 'en', now)).toBe('25 minutes ago');
    expect(formatRelative(ago(3 * 3600), 'en', now)).toBe('3 hours ago');
    expect(formatRelative(ago(20), 'en', now)).toBe('this minute');
    expect(formatRelative(ago(2 * 86400), 'en', now)).toBe('2 days ago');
  });
});

describe('formatNumber', () => {
  it('writes every number as the language’s own number format does, small whole numbers included', () => {
    for (const lang of ['en', 'ar'] as const) {
      const intl = new Intl.NumberFormat(locale(lang));
      for (const value of [0, 1, 7, 42, 999, 1000, 12345, 2.5, -3, -1000])
        expect(formatNumber(value, lang)).toBe(intl.format(value));
    }
  });
});

describe('formatAmount', () => {
  it('writes every price as the language’s own format does: whole prices short, cents with two digits', () => {
    for (const lang of ['en', 'ar'] as const) {
      const whole = new Intl.NumberFormat(locale(lang), { minimumFractionDigits: 0, maximumFractionDigits: 2 });
      const cents = new Intl.NumberFormat(locale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const value of [0, 8, 999, 1000, 2500])
        expect(formatAmount(value, lang), `${lang} ${value}`).toBe(whole.format(value));
      for (const value of [7.2, 0.99, 12.5, 19.9, 0.1 + 0.2, 999.99, 1234.5, 7.005, 1999 / 100])
        expect(formatAmount(value, lang), `${lang} ${value}`).toBe(cents.format(value));
    }
  });
});
