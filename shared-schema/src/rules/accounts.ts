import { ACCOUNT_LIMITS, AGES } from './constants.js';

/** Letters, digits and the separators - _ . (spec 000 §5). */
export const USERNAME_PATTERN = '^[A-Za-z0-9_.-]+$';
/** Names typed in English, no special characters or symbols (spec 000 §5). Spaces, apostrophes and hyphens join names. */
export const ENGLISH_NAME_PATTERN = "^[A-Za-z]+(?:[ '-][A-Za-z]+)*$";
/** A password must not start or end with a space (spec 000 §5). */
export const PASSWORD_PATTERN = '^\\S(?:.*\\S)?$';
/** International phone numbers: optional +, 7 to 15 digits. */
export const PHONE_PATTERN = '^\\+?[0-9]{7,15}$';
export const COUNTRY_CODE_PATTERN = '^[A-Za-z]{2}$';

export function ageFromYearOfBirth(yearOfBirth: number, today: Date = new Date()): number {
  return today.getUTCFullYear() - yearOfBirth;
}

export function isOldEnoughToRegister(age: number): boolean {
  return age >= AGES.registerMin;
}

/** Years a child may pick in the birthday step: old enough to register, not older than the exam bound. */
export function selectableBirthYears(today: Date = new Date()): number[] {
  const year = today.getUTCFullYear();
  const years: number[] = [];
  for (let y = year - AGES.registerMin; y >= year - AGES.examMax; y--) years.push(y);
  return years;
}

/** What kind of identifier someone typed into the login box: login accepts username, email or mobile. */
export function identifierKind(value: string): 'email' | 'phone' | 'username' {
  if (value.includes('@')) return 'email';
  if (new RegExp(PHONE_PATTERN).test(value.replace(/[\s-]/g, ''))) return 'phone';
  return 'username';
}

export function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Suggests a username from a name: lower case letters and digits, with a number to make it unique. */
export function usernameBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
    .slice(0, ACCOUNT_LIMITS.usernameMax - 4);
  return base.length >= ACCOUNT_LIMITS.kidUsernameMin ? base : `${base}kid`.slice(0, ACCOUNT_LIMITS.usernameMax - 4);
}
