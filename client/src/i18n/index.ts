import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages } from '@codeyard/shared-schema';
import * as outbox from '../outbox/locales';
import * as common from './common';
import { applyLanguage, currentLanguage } from './language';

type Bundle = { en: Record<string, unknown>; ar: Record<string, unknown> };

/**
 * Namespaces: 'common' (the shell), 'shared' (the contract's messages: validation and errors, shared
 * with the server), 'sync' (the outbox's status and needs-attention list, outbox/locales.ts), and one per
 * feature folder, from features/<area>/locales.ts (namespace = <area>).
 */
const featureBundles = import.meta.glob<Bundle>('../features/*/locales.ts', { eager: true });

const resources: Record<'en' | 'ar', Record<string, Record<string, unknown>>> = {
  en: { common: common.en, shared: messages.en, sync: outbox.en },
  ar: { common: common.ar, shared: messages.ar, sync: outbox.ar },
};
for (const [path, bundle] of Object.entries(featureBundles)) {
  const area = /features\/([^/]+)\/locales\.ts$/.exec(path)?.[1];
  if (!area) continue;
  resources.en[area] = bundle.en;
  resources.ar[area] = bundle.ar;
}
/**
 * Outbox entries keep the label key they were queued with, so a device may still hold keys of the
 * retired 'teacher-code' namespace (before the teacher's review moved to projects and the teacher's
 * playground to blocks): they read the same strings from their new homes.
 */
for (const bundles of Object.values(resources)) {
  const outbox = (area: string) => (bundles[area]?.outbox ?? {}) as Record<string, unknown>;
  bundles['teacher-code'] = { outbox: { ...outbox('projects'), ...outbox('blocks') } };
}

applyLanguage(currentLanguage());
void i18next.use(initReactI18next).init({
  resources,
  lng: currentLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function switchLanguage(lang: 'en' | 'ar'): void {
  applyLanguage(lang);
  void i18next.changeLanguage(lang);
}

export default i18next;
