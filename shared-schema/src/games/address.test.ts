import { describe, expect, it } from 'vitest';
import { ADDRESSES, addressStars, checkAddress, isEmailAddress, isWebAddress } from './address.js';

describe('typing an address', () => {
  it('has real web and email addresses to copy', () => {
    for (const a of ADDRESSES.web) expect(isWebAddress(a)).toBe(true);
    for (const a of ADDRESSES.email) expect(isEmailAddress(a)).toBe(true);
    expect(isWebAddress('www codeyard')).toBe(false);
    expect(isEmailAddress('sara.codeyard.school')).toBe(false);
    expect(isEmailAddress('sara@@codeyard.school')).toBe(false);
  });

  it('is right letter for letter (capitals aside), else points at the first wrong place', () => {
    expect(checkAddress('www.codeyard.school', 'WWW.Codeyard.school ')).toEqual({ right: true, firstWrong: null });
    expect(checkAddress('www.codeyard.school', 'www,codeyard.school')).toEqual({ right: false, firstWrong: 3 });
    expect(checkAddress('sara@codeyard.school', 'sara@codeyard')).toEqual({ right: false, firstWrong: 13 });
    expect(checkAddress('sara@x.org', '')).toEqual({ right: false, firstWrong: 0 });
  });

  it('gives stars by the wrong checks', () => {
    expect(addressStars(0)).toBe(3);
    expect(addressStars(2)).toBe(2);
    expect(addressStars(3)).toBe(1);
  });
});
