import { afterEach, describe, expect, it } from 'vitest';
import { cardsOf, credentialsFrom, keepCardCredentials, keptCardCredentials, pagesOf } from './credentials';

const memory = new Map<string, string>();
globalThis.sessionStorage ??= {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
  removeItem: (k: string) => void memory.delete(k),
  clear: () => memory.clear(),
  key: () => null,
  length: 0,
} as Storage;
afterEach(() => sessionStorage.clear());

describe('sign-in card credentials', () => {
  it('puts the given passwords on the class list by username, and keeps given students not listed yet', () => {
    const cards = cardsOf(
      [
        { first_name: 'Adam', last_name: 'Farah', username: 'sunny1', picture: 'sun' },
        { first_name: 'Lana', last_name: 'Khoury', username: 'sunny2', picture: null },
      ],
      [
        { first_name: 'Adam', last_name: 'Farah', username: 'SUNNY1', password: 'Blue-42' },
        { first_name: 'New', last_name: 'One', username: 'new1', password: 'Red-7' },
      ],
    );
    expect(cards).toEqual([
      { first_name: 'Adam', last_name: 'Farah', username: 'sunny1', password: 'Blue-42', picture: 'sun' },
      { first_name: 'Lana', last_name: 'Khoury', username: 'sunny2' },
      { first_name: 'New', last_name: 'One', username: 'new1', password: 'Red-7' },
    ]);
  });

  it('trusts only well-formed lists from router state and storage', () => {
    expect(credentialsFrom({ credentials: [{ first_name: 'A', last_name: 'B', username: 'ab' }] })).toHaveLength(1);
    expect(credentialsFrom([{ first_name: 'A', username: 'ab' }])).toBeUndefined();
    expect(credentialsFrom(null)).toBeUndefined();
    keepCardCredentials(3, [{ first_name: 'A', last_name: 'B', username: 'ab', password: 'x' }]);
    expect(keptCardCredentials(3)).toEqual([{ first_name: 'A', last_name: 'B', username: 'ab', password: 'x' }]);
    expect(keptCardCredentials(4)).toBeUndefined();
  });

  it('prints eight cards a page', () => {
    expect(pagesOf(Array.from({ length: 17 }, (_, i) => i)).map((p) => p.length)).toEqual([8, 8, 1]);
    expect(pagesOf([])).toEqual([]);
  });
});
