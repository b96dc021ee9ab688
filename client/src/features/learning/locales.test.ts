import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ar, en } from './locales';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(node: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(node).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [`${prefix}${k.replace(PLURAL, '')}`]
      : keys(v as Record<string, unknown>, `${prefix}${k}.`),
  );
}

async function translators() {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { learning: en }, ar: { learning: ar } },
    lng: 'en',
    ns: ['learning'],
    defaultNS: 'learning',
    interpolation: { escapeValue: false },
  });
  return { te: i18n.getFixedT('en', 'learning'), ta: i18n.getFixedT('ar', 'learning') };
}

const progress = (count: number, done: number) => ({ count, total: String(count), done: String(done) });

describe('learning strings', () => {
  it('has every English string in Arabic', () => {
    const arKeys = new Set(keys(ar as Record<string, unknown>));
    expect([...new Set(keys(en))].filter((k) => !arKeys.has(k))).toEqual([]);
  });

  it('says how far the download is with the right plural in English', async () => {
    const { te } = await translators();
    expect(te('myWorld.download.progress', progress(5, 3))).toBe('Getting your lessons ready: 3 of 5 courses');
    expect(te('myWorld.download.progress', progress(1, 0))).toBe('Getting your lessons ready: 0 of 1 course');
  });

  it('says how far the download is with every Arabic plural form (CLDR)', async () => {
    const { ta } = await translators();
    expect(ta('myWorld.download.progress', progress(1, 0))).toBe('نُجهّز دروسك: 0 من دورة واحدة');
    expect(ta('myWorld.download.progress', progress(2, 1))).toBe('نُجهّز دروسك: 1 من دورتين');
    expect(ta('myWorld.download.progress', progress(5, 3))).toBe('نُجهّز دروسك: 3 من 5 دورات');
    expect(ta('myWorld.download.progress', progress(11, 4))).toBe('نُجهّز دروسك: 4 من 11 دورة');
    expect(ta('myWorld.download.progress', progress(100, 4))).toBe('نُجهّز دروسك: 4 من 100 دورة');
    for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
      expect((ar.myWorld.download as Record<string, unknown>)[`progress_${form}`]).toBeTruthy();
    }
  });

  it('says how many invitations to a parent are left today, with every Arabic plural form', async () => {
    const { te, ta } = await translators();
    const left = (count: number) => ({ count, n: String(count) });
    expect(te('invite.left', left(1))).toBe('You can send 1 more invitation today.');
    expect(te('invite.left', left(3))).toBe('You can send 3 more invitations today.');
    expect(ta('invite.left', left(1))).toBe('يمكنك إرسال دعوة واحدة أخرى اليوم.');
    expect(ta('invite.left', left(2))).toBe('يمكنك إرسال دعوتين أخريين اليوم.');
    expect(ta('invite.left', left(3))).toBe('يمكنك إرسال 3 دعوات أخرى اليوم.');
    expect(ta('invite.left', left(11))).toBe('يمكنك إرسال 11 دعوة أخرى اليوم.');
  });
});
