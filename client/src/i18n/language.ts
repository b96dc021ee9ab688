import { isRightToLeft, normaliseLanguage, type Language } from '@codeyard/shared-schema';

/** The interface language comes from ?lang= (en or ar; anything else is en), kept on every navigation. */
export function languageFromSearch(search: string): Language {
  return normaliseLanguage(new URLSearchParams(search).get('lang'));
}

let current: Language = typeof window === 'undefined' ? 'en' : languageFromSearch(window.location.search);

export function currentLanguage(): Language {
  return current;
}

/** Sets the language and the page direction: Arabic is right-to-left. */
export function applyLanguage(lang: Language): void {
  current = lang;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.documentElement.dir = isRightToLeft(lang) ? 'rtl' : 'ltr';
  }
}

/** Adds the current ?lang= to an in-app address so that the language survives the navigation. */
export function withLang(to: string, lang: Language = current): string {
  const [pathAndQuery, hash] = to.split('#');
  const [path, query = ''] = pathAndQuery.split('?');
  const params = new URLSearchParams(query);
  params.set('lang', lang);
  return `${path}?${params.toString()}${hash ? `#${hash}` : ''}`;
}
