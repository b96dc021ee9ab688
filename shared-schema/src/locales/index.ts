import type { Language } from '../rules/constants.js';
import { ar } from './ar.js';
import { en, type Messages } from './en.js';

export { en, ar, type Messages };
export const messages: Record<Language, Messages> = { en, ar };

/** Looks up a dotted key ("validation.required") and fills {{placeholders}}. Unknown keys come back as the key. */
export function translate(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
  let node: unknown = messages[lang];
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
