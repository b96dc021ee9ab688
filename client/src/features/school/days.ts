import type { Language } from '@codeyard/shared-schema';
import { locale } from '../../ui/kit/format';

/**
 * Day names by the schedule's day number (0 Sunday … 6 Saturday, spec 000 §3), in the reader's language:
 * 2023-01-01 was a Sunday.
 */
export function dayNames(lang: Language): string[] {
  const format = new Intl.DateTimeFormat(locale(lang), { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
}
