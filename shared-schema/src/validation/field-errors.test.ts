import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { accounts } from '../contract/index.js';
import { localiseIssues, validate } from './field-errors.js';

describe('validation messages from the contract', () => {
  it('names each failing field with the spec message, in English and Arabic', () => {
    const issues = validate(accounts.registerChild.body!, {
      username: 'a b',
      age: 6,
      full_name: 'Sam',
      password: ' x',
      question_id: 1,
      answer: 'cat',
      extra: true,
    });
    const en = localiseIssues(issues, 'en');
    expect(en.username).toContain('A username may hold letters, digits and - _ . only.');
    expect(en.age).toEqual(['You must be at least 8 years old to register.']);
    expect(en.password).toEqual(
      expect.arrayContaining([
        'A password must not start or end with a space.',
        'The password must be at least 6 characters.',
      ]),
    );
    expect(en.extra).toEqual(['This field is not allowed.']);
    const ar = localiseIssues(issues, 'ar');
    expect(ar.age).toEqual(['يجب أن يكون عمرك 8 سنوات على الأقل للتسجيل.']);
  });

  it('says a limit in the plural form of its number, in both languages (never "at least 1 characters")', () => {
    const say = (min: number, lang: 'en' | 'ar') =>
      localiseIssues(validate(Type.Object({ text: Type.String({ minLength: min }) }), { text: '' }), lang).text;
    expect(say(1, 'en')).toEqual(['Please write at least 1 character.']);
    expect(say(5, 'en')).toEqual(['Please write at least 5 characters.']);
    expect(say(1, 'ar')).toEqual(['يرجى كتابة حرف واحد على الأقل.']);
    expect(say(2, 'ar')).toEqual(['يرجى كتابة حرفين على الأقل.']);
    expect(say(5, 'ar')).toEqual(['يرجى كتابة 5 أحرف على الأقل.']);
    expect(say(20, 'ar')).toEqual(['يرجى كتابة 20 حرفًا على الأقل.']);
    expect(say(100, 'ar')).toEqual(['يرجى كتابة 100 حرف على الأقل.']);
  });

  it('reports missing fields one by one, with a field-specific message where the spec has one', () => {
    const en = localiseIssues(validate(accounts.register.body!, {}), 'en');
    expect(en.parent_email).toEqual(['Email is required.']);
    expect(en.year_of_birth).toEqual(['Please select year of birth.']);
    expect(en.username).toEqual(['Please fill in this field.']);
  });

  it('runs the cross-field checks the schema cannot say', () => {
    const mismatch = accounts.parentSetPassword.check!({
      params: { verification: 'x'.repeat(20) },
      query: undefined as never,
      body: { parent_username: 'mum', password: 'secret1', password_confirmation: 'secret2' },
    });
    expect(localiseIssues(mismatch, 'en').password_confirmation).toEqual(['Passwords must be identical.']);
    const noContact = accounts.registerParentStart.check!({
      params: undefined as never,
      query: undefined as never,
      body: { first_name: 'Mary', last_name: 'Major', country: 'JO' },
    });
    expect(localiseIssues(noContact, 'en').parent_email).toEqual([
      'Please enter a valid email address or phone number.',
    ]);
  });

  it('accepts a valid body', () => {
    expect(validate(accounts.login.body!, { login_email: 'student1', password: 'Demo1234' })).toEqual({});
  });
});

describe('a long form', () => {
  it('reports every field at once, not only the first eight', () => {
    const issues = validate(accounts.schoolAdminRegister.body!, {});
    expect(Object.keys(issues).length).toBeGreaterThanOrEqual(12);
  });
});
