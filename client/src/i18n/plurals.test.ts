import { messages } from '@codeyard/shared-schema';
import { describe, expect, it } from 'vitest';
import * as common from './common';

/**
 * Plural forms follow i18next's names ("_one", "_other"; Arabic also "_zero", "_two", "_few", "_many"), chosen
 * by `count`: a text that shows a count must come in every form of its language ("at least 1 characters"
 * must never appear, and Arabic has six forms).
 */
const features = import.meta.glob<{ en: object; ar: object }>('../features/*/locales.ts', { eager: true });
const bundles: [string, { en: object; ar: object }][] = [
  ['shared', messages],
  ['common', common],
  ...Object.entries(features).map(([path, bundle]) => [path, bundle] as [string, { en: object; ar: object }]),
];

const SUFFIX = /_(zero|one|two|few|many|other)$/;
const FORMS = { en: ['one', 'other'], ar: ['zero', 'one', 'two', 'few', 'many', 'other'] } as const;

/** Every string of a bundle with its dotted key. */
function strings(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => strings(value, prefix ? `${prefix}.${key}` : key));
}

describe.each(bundles)('the strings of %s', (_name, bundle) => {
  it.each(['en', 'ar'] as const)('in %s show a count only in plural forms', (lang) => {
    const bare = strings(bundle[lang]).filter(([key, text]) => text.includes('{{count}}') && !SUFFIX.test(key));
    expect(bare.map(([key]) => key)).toEqual([]);
  });

  it.each(['en', 'ar'] as const)('in %s have every plural form of the language', (lang) => {
    // A plural is a key with an "_other" form in either language ("division_by_zero" names an error, not a form).
    const bases = new Set(
      [...strings(bundle.en), ...strings(bundle.ar)]
        .filter(([key]) => key.endsWith('_other'))
        .map(([key]) => key.slice(0, -6)),
    );
    const keys = new Set(strings(bundle[lang]).map(([key]) => key));
    const missing = [...bases]
      .flatMap((base) => FORMS[lang].map((form) => `${base}_${form}`))
      .filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
  });
});
