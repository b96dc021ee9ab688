/**
 * Typing an address (spec 000 §2 /address: a web address; /address2: an email address): the child copies
 * each address shown, letter for letter, and learns its parts. Pure rules for the player.
 */

export type AddressKind = 'web' | 'email';

/** The addresses of each game, in order; made-up, safe ones of our own. */
export const ADDRESSES: Readonly<Record<AddressKind, readonly string[]>> = {
  web: ['www.codeyard.school', 'kids.example.org', 'www.my-garden.net', 'library.example.com/books'],
  email: ['sara@codeyard.school', 'omar.k@example.org', 'class4@my-school.net', 'team_blue@example.com'],
};

/** A web address: a name with at least one dot (letters, digits, dashes), then perhaps a path. */
export function isWebAddress(text: string): boolean {
  return /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/[a-z0-9._/-]*)?$/i.test(text);
}

/** An email address: a name, one @, then a web address's name. */
export function isEmailAddress(text: string): boolean {
  return /^[a-z0-9._-]+@(?:[a-z0-9-]+\.)+[a-z]{2,}$/i.test(text);
}

/**
 * What was typed against the address asked for: right when equal (capitals do not matter in an address);
 * else the first place that differs (a missing letter at the end included).
 */
export function checkAddress(target: string, typed: string): { right: boolean; firstWrong: number | null } {
  const a = target.toLowerCase();
  const b = typed.trim().toLowerCase();
  if (a === b) return { right: true, firstWrong: null };
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return { right: false, firstWrong: i };
}

/** The stars of an address game: by the checks that were wrong (none 3, one or two 2, more 1). */
export function addressStars(wrongChecks: number): 1 | 2 | 3 {
  if (wrongChecks === 0) return 3;
  return wrongChecks <= 2 ? 2 : 1;
}
