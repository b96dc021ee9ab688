import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ar, en } from './locales';
import { callLabelKey } from './NeedsAttentionPanel';
import { formatSyncTime } from './SyncStatus';
import { syncStateOf, emptySnapshot } from './status-store';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(node: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(node).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [`${prefix}${k.replace(PLURAL, '')}`]
      : keys(v as Record<string, unknown>, `${prefix}${k}.`),
  );
}

describe('sync strings', () => {
  it('has every English string in Arabic', () => {
    const arKeys = new Set(keys(ar as Record<string, unknown>));
    expect([...new Set(keys(en))].filter((k) => !arKeys.has(k))).toEqual([]);
  });

  it('picks the Arabic plural forms and keeps the number for the counter', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { en: { sync: en }, ar: { sync: ar } },
      lng: 'ar',
      ns: ['sync'],
      defaultNS: 'sync',
      interpolation: { escapeValue: false },
    });
    const ta = i18n.getFixedT('ar', 'sync');
    expect(ta('waiting', { count: 2 })).toBe('<n>2</n> تغييران بانتظار الإرسال');
    expect(ta('waiting', { count: 3 })).toBe('<n>3</n> تغييرات بانتظار الإرسال');
    expect(ta('waiting', { count: 11 })).toBe('<n>11</n> تغييرًا بانتظار الإرسال');
    expect(ta('waiting', { count: 100 })).toBe('<n>100</n> تغيير بانتظار الإرسال');
    for (const count of [1, 2, 3, 11, 100]) expect(ta('waiting', { count })).toContain(`<n>${count}</n>`);
    expect(i18n.getFixedT('en', 'sync')('waiting', { count: 1 })).toBe('<n>1</n> change waiting');
  });

  it('names a queued call by its contract key', () => {
    expect(callLabelKey('POST /change-language')).toBe('calls.POST_change_language');
    expect(en.calls.POST_change_language).toBeTruthy();
  });

  it('says the time of the last save in the reader language, with the date on another day', () => {
    const now = new Date('2025-03-12T12:00:00');
    expect(formatSyncTime('2025-03-12T10:42:00', 'en', now)).toMatch(/10:42/);
    expect(formatSyncTime('2025-03-12T10:42:00', 'ar', now)).toMatch(/10:42/);
    expect(formatSyncTime('2025-03-10T10:42:00', 'en', now)).toMatch(/Mar.*10.*2025/);
  });

  it('shows a 401 pause first, then offline, then sending', () => {
    const s = emptySnapshot(1);
    expect(syncStateOf({ ...s, online: true })).toBe('online');
    expect(syncStateOf({ ...s, online: true, syncing: true })).toBe('syncing');
    expect(syncStateOf({ ...s, online: false, syncing: true })).toBe('offline');
    expect(syncStateOf({ ...s, online: false, paused401: true })).toBe('paused');
  });
});
