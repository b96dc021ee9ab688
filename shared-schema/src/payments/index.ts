/**
 * What both sides know of payments (spec 001 §7.5): the card rules a form checks before sending, the
 * sandbox provider's test cards (README) and the mobile-payment countries with their operators.
 * The server never keeps a card number or security code: only the brand and the last four digits.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'card';

/** Digits only: a number typed with spaces or dashes. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn check every card number passes. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** The card's last four digits: all a receipt or a log may show of it. */
export function cardLast4(number: string): string {
  return cardDigits(number).slice(-4);
}

/** Whether a card's expiry (month 1–12, four-digit year) is this month or later, in UTC. */
export function cardExpired(month: number, year: number, now: Date = new Date()): boolean {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth;
}

/** The sandbox provider's test cards: what each does (README lists them). Any other valid number is declined. */
export const SANDBOX_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'approved' },
  { number: '5555 5555 5555 4444', outcome: 'approved' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 3220', outcome: 'pin' },
] as const;
export type SandboxOutcome = (typeof SANDBOX_CARDS)[number]['outcome'];

/** What the sandbox does with a card number: its test outcome, or declined for any other number. */
export function sandboxOutcome(number: string): SandboxOutcome {
  const digits = cardDigits(number);
  return SANDBOX_CARDS.find((card) => cardDigits(card.number) === digits)?.outcome ?? 'declined';
}

/** Countries where a parent may pay by phone, and their operators (ids are stable: the contract's). */
export const MOBILE_COUNTRIES = [
  { id: 1, code: 'JO', name: { en: 'Jordan', ar: 'الأردن' }, dial: '+962' },
  { id: 2, code: 'EG', name: { en: 'Egypt', ar: 'مصر' }, dial: '+20' },
  { id: 3, code: 'SA', name: { en: 'Saudi Arabia', ar: 'السعودية' }, dial: '+966' },
] as const;

export const MOBILE_OPERATORS = [
  { id: 1, countryId: 1, name: 'Zain' },
  { id: 2, countryId: 1, name: 'Orange' },
  { id: 3, countryId: 1, name: 'Umniah' },
  { id: 4, countryId: 2, name: 'Vodafone' },
  { id: 5, countryId: 2, name: 'Orange' },
  { id: 6, countryId: 2, name: 'Etisalat' },
  { id: 7, countryId: 3, name: 'STC' },
  { id: 8, countryId: 3, name: 'Mobily' },
  { id: 9, countryId: 3, name: 'Zain' },
] as const;

/** A one-time pin is six digits, lives ten minutes and allows three tries. */
export const PAYMENT_PIN = { length: 6, minutes: 10, tries: 3 } as const;

/** Money as a person reads it: cents to "12.50". */
export function formatCents(cents: number): string {
  return (cents / 100).toFixed(2);
}
