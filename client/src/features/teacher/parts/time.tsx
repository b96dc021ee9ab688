import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@codeyard/shared-schema';
import { formatNumber, formatPercent, formatRelative, locale, useLang } from '../../../ui/kit/format';

/** 22 Nov 2026, 7:32 AM — what a teacher needs to place an answer or an arrival in the school day. */
export function formatDateTime(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

export function formatDay(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(lang), { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * "3 hours ago" for the last week, a date before that; the exact time in the title and the machine
 * time in dateTime. Null reads "Not yet" (or the given word).
 */
export function When({
  iso,
  empty,
  exact = false,
}: {
  iso: string | null | undefined;
  empty?: string;
  exact?: boolean;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  if (!iso) return <span className="muted">{empty ?? t('time.never')}</span>;
  const age = Date.now() - new Date(iso).getTime();
  const text = exact
    ? formatDateTime(iso, lang)
    : Math.abs(age) < WEEK_MS
      ? formatRelative(iso, lang)
      : formatDay(iso, lang);
  return (
    <time dateTime={iso} title={formatDateTime(iso, lang)}>
      {text}
    </time>
  );
}

/** Work that reached the server more than this after it was answered was, in all likelihood, done off line. */
export const LATE_AFTER_MS = 10 * 60 * 1000;

export function arrivalDelay(
  answeredAt: string | null | undefined,
  receivedAt: string | null | undefined,
): number | null {
  if (!answeredAt || !receivedAt) return null;
  const delay = new Date(receivedAt).getTime() - new Date(answeredAt).getTime();
  return Number.isNaN(delay) ? null : delay;
}

/** "2 days", "3 hours", "25 minutes": how long the work waited on the device. */
export function durationText(ms: number, t: TFunction<'teacher'>, lang: Language): string {
  const minutes = Math.max(1, Math.round(ms / 60000));
  if (minutes < 90) return t('duration.minutes', { count: minutes, n: formatNumber(minutes, lang) });
  const hours = Math.round(minutes / 60);
  if (hours < 36) return t('duration.hours', { count: hours, n: formatNumber(hours, lang) });
  const days = Math.round(hours / 24);
  return t('duration.days', { count: days, n: formatNumber(days, lang) });
}

/** 0-100 → "60%" in the user's language (Latin digits, isolated marks). */
export const rate = (value: number, lang: Language) => formatPercent(value / 100, lang);

/** A username, a score, a number standing alone: kept left to right inside Arabic text. */
export function Ltr({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className ? `ltr ${className}` : 'ltr'}>
      {children}
    </bdi>
  );
}

export const fullName = (s: { first_name: string; last_name: string; username: string }) =>
  `${s.first_name} ${s.last_name}`.trim() || s.username;
