import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { startTransition } from 'react';
import { messages } from '@codeyard/shared-schema';
import * as outbox from '../outbox/locales';
import * as common from './common';
import { applyLanguage, currentLanguage } from './language';

type Bundle = { en: Record<string, unknown>; ar: Record<string, unknown> };

/**
 * Namespaces: 'common' (the shell), 'shared' (the contract's messages: validation and errors, shared
 * with the server), 'sync' (the outbox's status and needs-attention list, outbox/locales.ts), and one per
 * feature folder, from features/<area>/locales.ts (namespace = <area>).
 *
 * The first screens (/, /login, /courses: features public and accounts) are bundled with the shell; every
 * other feature's strings load in one step (loadOtherLocales) before any other screen shows, and in the
 * background once the first screen is up (the outbox's list names queued work in its feature's words).
 */
const featureBundles = import.meta.glob<Bundle>('../features/{public,accounts}/locales.ts', { eager: true });
const otherBundles = import.meta.glob<Bundle>([
  '../features/*/locales.ts',
  '!../features/{public,accounts}/locales.ts',
]);
const areaOf = (path: string) => /features\/([^/]+)\/locales\.ts$/.exec(path)?.[1];

const resources: Record<'en' | 'ar', Record<string, Record<string, unknown>>> = {
  en: { common: common.en, shared: messages.en, sync: outbox.en },
  ar: { common: common.ar, shared: messages.ar, sync: outbox.ar },
};
for (const [path, bundle] of Object.entries(featureBundles)) {
  const area = areaOf(path);
  if (!area) continue;
  resources.en[area] = bundle.en;
  resources.ar[area] = bundle.ar;
}

let othersLoaded: Promise<void> | undefined;
/** Every other feature's strings, added to i18next (once; screens wait for it, see app/route-groups.ts). */
export function loadOtherLocales(): Promise<void> {
  othersLoaded ??= Promise.all(
    Object.entries(otherBundles).map(async ([path, load]) => ({ area: areaOf(path)!, bundle: await load() })),
  ).then(async (loaded) => {
    // Silently, then one 'added' event: every screen that shows strings re-renders once, not once per bundle.
    // One bundle a task, so that a tap while they are added is answered at once on a slow phone.
    const silent = { silent: true };
    for (const [index, { area, bundle }] of loaded.entries()) {
      if (index > 0) await new Promise((resolve) => setTimeout(resolve, 0));
      for (const lng of ['en', 'ar'] as const) i18next.addResourceBundle(lng, area, bundle[lng], true, false, silent);
    }
    /**
     * Outbox entries keep the label key they were queued with, so a device may still hold keys of the
     * retired 'teacher-code' namespace (before the teacher's review moved to projects and the teacher's
     * playground to blocks): they read the same strings from their new homes.
     */
    for (const lng of ['en', 'ar'] as const) {
      const outbox = (area: string) =>
        ((i18next.getResourceBundle(lng, area) as Record<string, unknown> | undefined)?.outbox ?? {}) as Record<
          string,
          unknown
        >;
      i18next.addResourceBundle(
        lng,
        'teacher-code',
        { outbox: { ...outbox('projects'), ...outbox('blocks') } },
        true,
        false,
        silent,
      );
    }
    // The one announcement: adds nothing, and tells every bound screen that strings arrived. Their re-render is
    // a transition (in slices), not one long task.
    startTransition(() => {
      i18next.addResourceBundle(i18next.language, 'common', {}, true, false);
    });
  });
  othersLoaded.catch(() => {
    othersLoaded = undefined;
  });
  return othersLoaded;
}

applyLanguage(currentLanguage());
void i18next.use(initReactI18next).init({
  resources,
  lng: currentLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  // Strings added later (loadOtherLocales) re-render what already shows their keys.
  react: { bindI18nStore: 'added' },
});

export function switchLanguage(lang: 'en' | 'ar'): void {
  applyLanguage(lang);
  void i18next.changeLanguage(lang);
}

export default i18next;
