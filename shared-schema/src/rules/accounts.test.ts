import { describe, expect, it } from 'vitest';
import {
  ageFromYearOfBirth,
  identifierKind,
  isOldEnoughToRegister,
  normalisePhone,
  selectableBirthYears,
  usernameBase,
  USERNAME_PATTERN,
  PASSWORD_PATTERN,
  ENGLISH_NAME_PATTERN,
} from './accounts.js';
import { normaliseLanguage } from './constants.js';

const matches = (pattern: string, value: string) => new RegExp(pattern).test(value);

describe('account rules (spec 000 §5)', () => {
  it('accepts usernames of letters, digits and - _ . only', () => {
    for (const ok of ['student1', 'sara.ali', 'leo_m', 'kid-7']) expect(matches(USERNAME_PATTERN, ok)).toBe(true);
    for (const bad of ['sara ali', 'kid!', 'نور', 'a@b']) expect(matches(USERNAME_PATTERN, bad)).toBe(false);
  });

  it('refuses a password that starts or ends with a space', () => {
    expect(matches(PASSWORD_PATTERN, 'secret1')).toBe(true);
    expect(matches(PASSWORD_PATTERN, 'two words')).toBe(true);
    expect(matches(PASSWORD_PATTERN, ' secret1')).toBe(false);
    expect(matches(PASSWORD_PATTERN, 'secret1 ')).toBe(false);
  });

  it('wants names typed in English with no symbols', () => {
    expect(matches(ENGLISH_NAME_PATTERN, 'Mary-Jane')).toBe(true);
    expect(matches(ENGLISH_NAME_PATTERN, "O'Neil Smith")).toBe(true);
    expect(matches(ENGLISH_NAME_PATTERN, 'نور')).toBe(false);
    expect(matches(ENGLISH_NAME_PATTERN, 'Sam#1')).toBe(false);
  });

  it('lets a child register from the age of 8', () => {
    const today = new Date('2026-11-22T00:00:00Z');
    expect(ageFromYearOfBirth(2018, today)).toBe(8);
    expect(isOldEnoughToRegister(8)).toBe(true);
    expect(isOldEnoughToRegister(7)).toBe(false);
    const years = selectableBirthYears(today);
    expect(years[0]).toBe(2018);
    expect(years.at(-1)).toBe(2008);
  });

  it('tells a username from an email and a mobile number', () => {
    expect(identifierKind('parent@example.com')).toBe('email');
    expect(identifierKind('+962 79 100 0001')).toBe('phone');
    expect(identifierKind('0791000001')).toBe('phone');
    expect(identifierKind('student1')).toBe('username');
    expect(normalisePhone('+962 79-100-0001')).toBe('+962791000001');
  });

  it('suggests a username base from a name', () => {
    expect(usernameBase('Noor Saleh')).toBe('noorsaleh');
    expect(usernameBase('Al')).toBe('alkid');
    expect(matches(USERNAME_PATTERN, usernameBase('José Ñúñez'))).toBe(true);
  });

  it('reads ?lang as en or ar, anything else as en', () => {
    expect(normaliseLanguage('ar')).toBe('ar');
    expect(normaliseLanguage('en')).toBe('en');
    expect(normaliseLanguage('fr')).toBe('en');
    expect(normaliseLanguage(undefined)).toBe('en');
  });
});
