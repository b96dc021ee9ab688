import { useLocation } from 'react-router';
import type { Language } from '@codeyard/shared-schema';
import { languageFromSearch } from '../../i18n/language';

/**
 * The language of the current address (?lang=). Read from the address rather than from i18next so that a
 * screen's request already carries the new language on the render that follows a switch.
 */
export function useLang(): Language {
  return languageFromSearch(useLocation().search);
}

/** Numbers keep Latin digits in Arabic too, like the code, usernames and prices around them. */
export function locale(lang: Language): string {
  return lang === 'ar' ? 'ar-u-nu-latn' : 'en';
}

export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(locale(lang)).format(value);
}

/** 8 → "8", 7.2 → "7.20": whole dollars stay short, cents always show two digits. */
export function formatAmount(value: number, lang: Language): string {
  const whole = Number.isInteger(value);
  return new Intl.NumberFormat(locale(lang), { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(
    value,
  );
}

export function formatPercent(fraction: number, lang: Language): string {
  return new Intl.NumberFormat(locale(lang), { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

export function formatDate(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium' }).format(date);
}

/** "3 days ago", "yesterday", "in a moment": a parent reads the last activity at a glance. */
export function formatRelative(iso: string, lang: Language, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale(lang), { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 24 * 3600],
    ['month', 30 * 24 * 3600],
    ['week', 7 * 24 * 3600],
    ['day', 24 * 3600],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    // Rounded to the unit, so 59.6 minutes reads "1 hour ago", never "60 minutes ago".
    if (Math.abs(Math.round(seconds / size)) >= 1 && Math.abs(seconds) >= size / 2) {
      const larger = steps[steps.findIndex(([u]) => u === unit) - 1];
      if (larger && Math.abs(Math.round(seconds / larger[1])) >= 1 && Math.abs(seconds) >= larger[1] * 0.95) continue;
      return format.format(Math.round(seconds / size), unit);
    }
  }
  return format.format(0, 'minute');
}
