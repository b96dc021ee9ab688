import { describe, expect, it } from 'vitest';
import { accounts } from '@codeyard/shared-schema';
import { ar, en } from './locales';
import { everyFieldError, stepErrors, withoutEmpty } from './parts/form-helpers';
import { looksLikeToken } from './PlatformSignInScreen';

function leaves(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  return Object.entries(node as Record<string, unknown>).reduce(
    (all, [k, v]) => ({ ...all, ...leaves(v, prefix ? `${prefix}.${k}` : k) }),
    {},
  );
}

describe('account locales', () => {
  it('has every English string in Arabic, written in Arabic, with the same placeholders and tags', () => {
    const english = leaves(en);
    const arabic = leaves(ar);
    // Arabic has plural forms English has not (zero, two, few, many); i18n/plurals.test.ts checks them all.
    const arabicOnly = /_(zero|two|few|many)$/;
    expect(
      Object.keys(arabic)
        .filter((key) => !arabicOnly.test(key))
        .sort(),
    ).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      const translated = arabic[key];
      expect(translated.trim(), key).not.toBe('');
      if (!key.startsWith('languages.ar'))
        expect(/[\u0600-\u06FF]/.test(translated), `${key} is not in Arabic`).toBe(true);
      // A plural form may say its number in words ("ثانية واحدة") instead of {{count}}.
      const plural = /_(one|other)$/.test(key);
      const marks = (s: string) =>
        (s.match(/\{\{\w+\}\}|<\/?c>/g) ?? []).filter((m) => !(plural && m === '{{count}}')).sort();
      expect(marks(translated), key).toEqual(marks(text));
    }
  });
});

describe('form helpers', () => {
  it('checks a wizard step on its own fields only', () => {
    const errors = stepErrors(accounts.registerChild, { body: { username: 'a!', full_name: 'Sara Ali' } as never }, [
      'username',
      'full_name',
    ]);
    expect(Object.keys(errors)).toEqual(['username']);
  });

  it('reports every wrong field of a long form, past the schema checker’s cap', () => {
    const empty = {
      name: '',
      phone_number: '',
      parent_email: '',
      address: '',
      country: '',
      city: '',
      email: '',
      username: '',
      first_name: '',
      last_name: '',
      password: '',
      schooladmin_phone_number: '',
    };
    const errors = everyFieldError(accounts.schoolAdminRegister, empty);
    expect(Object.keys(errors).sort()).toEqual(Object.keys(empty).sort());
  });

  it('then checks the rules across fields', () => {
    const body = {
      name: 'Amman Future School',
      phone_number: '+96265551234',
      parent_email: 'office@afs.example',
      address: '12 Garden Street',
      country: 'JO',
      city: 'Amman',
      email: 'lina@afs.example',
      username: 'lina1',
      first_name: 'Lina',
      last_name: 'Haddad',
      password: 'Secret12',
      password_confirmation: 'Secret13',
      schooladmin_phone_number: '+962790001122',
    };
    expect(Object.keys(everyFieldError(accounts.schoolAdminRegister, body))).toEqual(['password_confirmation']);
    expect(everyFieldError(accounts.schoolAdminRegister, { ...body, password_confirmation: 'Secret12' })).toEqual({});
  });

  it('drops empty optional fields', () => {
    expect(withoutEmpty({ a: '', b: 'x', c: '' }, ['a'])).toEqual({ b: 'x', c: '' });
  });
});

describe('the one-segment school platform entry', () => {
  it('takes token-like segments only; words stay page-not-found', () => {
    expect(looksLikeToken('Xk29dJ3mQ0pL7zA1')).toBe(true);
    expect(looksLikeToken('nosuchpage')).toBe(false);
    expect(looksLikeToken('Certificationx')).toBe(false);
    expect(looksLikeToken('a1')).toBe(false);
  });
});
