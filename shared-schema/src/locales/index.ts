import type { Language } from '../rules/constants.js';
import { ar } from './ar.js';
import { en, type Messages } from './en.js';

export { en, ar, type Messages };
export const messages: Record<Language, Messages> = { en, ar };

/** Made on first use (a plural rule loads locale data, which a first screen without counts never needs). */
const pluralRules: Partial<Record<Language, Intl.PluralRules>> = {};
const pluralOf = (lang: Language, count: number) => (pluralRules[lang] ??= new Intl.PluralRules(lang)).select(count);

/**
 * Looks up a dotted key ("validation.required") and fills {{placeholders}}. Unknown keys come back as the key.
 * With a numeric `count`, the key's plural form is taken first, named as i18next names them
 * ("minLength_one", "minLength_few"…, by the language's plural rules), then "_other", then the key itself.
 */
export function translate(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
  const parts = key.split('.');
  const last = parts.pop()!;
  let parent: unknown = messages[lang];
  for (const part of parts) {
    parent = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[part] : undefined;
  }
  const entries = (parent && typeof parent === 'object' ? parent : {}) as Record<string, unknown>;
  const candidates =
    typeof vars.count === 'number'
      ? [`${last}_${pluralOf(lang, vars.count)}`, `${last}_other`, last]
      : [last, `${last}_other`];
  const node = candidates.map((name) => entries[name]).find((text) => typeof text === 'string');
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
