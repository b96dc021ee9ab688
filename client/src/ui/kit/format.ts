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

/**
 * Formatters are made once per language and style: making one costs far more than using it (on a slow
 * phone the home page's prices and counts made them over 80 ms of the first render).
 */
const formatters = new Map<string, { format: (value: number) => string }>();
function numberFormat(lang: Language, style: string, options: Intl.NumberFormatOptions) {
  const key = `${lang} ${style}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.NumberFormat(locale(lang), options)));
  return found;
}
const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();

export function formatNumber(value: number, lang: Language): string {
  // Small whole numbers read the same in both languages' formats (Latin digits, no grouping, no sign), and
  // the first screens show only those: they skip the locale data a first formatter makes the phone load.
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return numberFormat(lang, 'number', {}).format(value);
}

/** 8 → "8", 7.2 → "7.20": whole dollars stay short, cents always show two digits. */
export function formatAmount(value: number, lang: Language): string {
  const whole = Number.isInteger(value);
  // Prices under 1 000 with at most two decimals (every price the first screens show) read the same in both
  // languages' formats: written directly, as formatNumber does for small whole numbers.
  const cents = Math.round(value * 100);
  if (value >= 0 && value < 1000 && Math.abs(value * 100 - cents) < 1e-6)
    return whole ? String(value) : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  return numberFormat(lang, whole ? 'whole amount' : 'amount', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}

export function formatPercent(fraction: number, lang: Language): string {
  return numberFormat(lang, 'percent', { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

export function formatDate(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateFormats.get(lang);
  if (!format) dateFormats.set(lang, (format = new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium' })));
  return format.format(date);
}

/** "3 days ago", "yesterday", "in a moment": a parent reads the last activity at a glance. */
export function formatRelative(iso: string, lang: Language, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  let format = relativeFormats.get(lang);
  if (!format) relativeFormats.set(lang, (format = new Intl.RelativeTimeFormat(locale(lang), { numeric: 'auto' })));
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
