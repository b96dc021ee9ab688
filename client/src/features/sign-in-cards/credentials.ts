/**
 * The credentials a sign-in card prints: what an import's or an add's answer gave the teacher (the first
 * passwords are shown once; the server keeps only their hashes). A screen that has them opens
 * /teacher/classrooms-details/{id}/cards with the router state `{ credentials: CardCredential[] }`; the
 * page keeps a copy in this tab's session storage (`keepCardCredentials`, key
 * `codeyard.sign-in-cards.<classroomId>`) so that a reload still prints them. Nothing is kept beyond the
 * tab: closing it forgets the passwords. (A feature that opens the page exports these from an index.ts
 * here when it first needs them.)
 */
export interface CardCredential {
  first_name: string;
  last_name: string;
  username: string;
  password?: string;
  picture?: string;
}

const storageKey = (classroomId: number) => `codeyard.sign-in-cards.${classroomId}`;

function isCredential(value: unknown): value is CardCredential {
  const v = value as Record<string, unknown> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.first_name === 'string' &&
    typeof v.last_name === 'string' &&
    typeof v.username === 'string' &&
    (v.password === undefined || typeof v.password === 'string') &&
    (v.picture === undefined || typeof v.picture === 'string')
  );
}

/** The list if it is one (router state and storage are not trusted blindly). */
export function credentialsFrom(value: unknown): CardCredential[] | undefined {
  const list = (value as { credentials?: unknown } | null)?.credentials ?? value;
  return Array.isArray(list) && list.every(isCredential) ? list : undefined;
}

export function keepCardCredentials(classroomId: number, credentials: CardCredential[]): void {
  try {
    sessionStorage.setItem(storageKey(classroomId), JSON.stringify(credentials));
  } catch {
    // Storage full or blocked: the router state still carries them this once.
  }
}

export function keptCardCredentials(classroomId: number): CardCredential[] | undefined {
  try {
    const raw = sessionStorage.getItem(storageKey(classroomId));
    return raw ? credentialsFrom(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The cards to print: every student of the class (from the server: names, usernames, pictures), with the
 * password given for that username when there is one; students given but not (yet) in the class list
 * are printed too, after them.
 */
export function cardsOf(
  students: readonly { first_name: string; last_name: string; username: string; picture: string | null }[],
  given: readonly CardCredential[] = [],
): CardCredential[] {
  const byUsername = new Map(given.map((c) => [c.username.toLowerCase(), c]));
  const cards: CardCredential[] = students.map((s) => {
    const g = byUsername.get(s.username.toLowerCase());
    byUsername.delete(s.username.toLowerCase());
    return {
      first_name: s.first_name,
      last_name: s.last_name,
      username: s.username,
      ...(g?.password && { password: g.password }),
      ...((s.picture ?? g?.picture) && { picture: (s.picture ?? g?.picture)! }),
    };
  });
  return [...cards, ...byUsername.values()];
}

/** Cards by printed page (8 a page: two columns of four on A4). */
export function pagesOf<T>(cards: readonly T[], perPage = 8): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < cards.length; i += perPage) pages.push(cards.slice(i, i + perPage));
  return pages;
}
