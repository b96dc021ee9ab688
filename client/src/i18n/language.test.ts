import { describe, expect, it } from 'vitest';
import { languageFromSearch, withLang } from './language';

describe('the lang parameter (spec 000 §2)', () => {
  it('accepts en or ar; anything else becomes en', () => {
    expect(languageFromSearch('?lang=ar')).toBe('ar');
    expect(languageFromSearch('?lang=en')).toBe('en');
    expect(languageFromSearch('?lang=de')).toBe('en');
    expect(languageFromSearch('')).toBe('en');
  });

  it('is kept on every in-app address, with its query and hash', () => {
    expect(withLang('/login', 'ar')).toBe('/login?lang=ar');
    expect(withLang('/school?page=2', 'ar')).toBe('/school?page=2&lang=ar');
    expect(withLang('/terms?lang=en#data', 'ar')).toBe('/terms?lang=ar#data');
  });
});
