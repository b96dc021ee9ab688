import { describe, expect, it } from 'vitest';
import { translate } from '../locales/index.js';
import { checkSafety, latinDigits, normaliseArabic, safetyFieldIssues, type SafetyProblem } from './safety.js';

const problems = (text: string, fullNames?: { first: string; last: string }[]) =>
  checkSafety(text, { fullNames }).map((i) => i.problem);
const first = (text: string) => checkSafety(text)[0];

describe('the community safety filter', () => {
  it.each([
    'My robot can jump over three walls now!',
    'How do I make the cat turn 90 degrees?',
    'I scored 100 points in level 4 and 25 in level 5',
    'console.log(x) prints 42, and Math.random() too',
    'روبوتي يقفز فوق ثلاثة جدران!',
    'كيف أجعل القطة تستدير ٩٠ درجة؟',
    'أحب كلبي كثيرًا، اسمه بندق',
    'My name is Sara and I love Python',
    'I finished the class assessment',
  ])('lets a kind, private text through: %s', (text) => {
    expect(checkSafety(text)).toEqual([]);
  });

  it.each<[string, SafetyProblem, string]>([
    ['this is shit', 'profanity', 'shit'],
    ['this is $h1t', 'profanity', '$h1t'],
    ['you are a fuuuucking noob', 'profanity', 'fuuuuck'],
    ['أنت شرموطة', 'profanity', 'شرموطة'],
    ['يا شـرمـوطـة', 'profanity', 'شـرمـوطـة'],
    ['وياشرموطة', 'profanity', 'وياشرموطة'],
    ['ابن الكلب ما حل السؤال', 'profanity', 'ابن الكلب'],
    ['write to me at sara.h@example.com', 'email', 'sara.h@example.com'],
    ['call me 079 123 4567', 'phone', '079 123 4567'],
    ['call me +962-79-123-4567 after school', 'phone', '+962-79-123-4567'],
    ['رقمي ٠٧٩١٢٣٤٥٦٧', 'phone', '٠٧٩١٢٣٤٥٦٧'],
    ['رقمي ۰۷۹ ۱۲۳ ۴۵۶۷', 'phone', '۰۷۹ ۱۲۳ ۴۵۶۷'],
    ['see my game on https://games.example.org/x', 'link', 'https://games.example.org/x'],
    ['go to www.mysite.test', 'link', 'www.mysite.test'],
    ['my channel is coolkid.com', 'link', 'coolkid.com'],
    ['I live at 12 Rainbow Street', 'address', 'I live at 12'],
    ['come to 12 Rainbow Street', 'address', '12 Rainbow Street'],
    ['عنواني شارع الجامعة', 'address', 'عنواني'],
    ['بيتي في شارع ١٥', 'address', 'بيتي في شارع'],
    ['شارع ١٥ قرب المدرسة', 'address', 'شارع 15'],
    ['my name is Sara Haddad', 'fullName', 'my name is Sara Haddad'],
    ['اسمي سارة حداد', 'fullName', 'اسمي ساره حداد'],
  ])('refuses %s (%s)', (text, problem, found) => {
    const issue = first(text);
    expect(issue?.problem).toBe(problem);
    expect(issue?.found).toBe(found);
    expect(issue?.key).toBe(`community.safety.${problem}`);
  });

  it('refuses the full names it is given, whatever their case, but not a first name alone', () => {
    const names = [{ first: 'Omar', last: 'Khalil' }];
    expect(problems('omar KHALIL made this', names)).toEqual(['fullName']);
    expect(checkSafety('Omar made this', { fullNames: names })).toEqual([]);
    expect(problems('عمل هذا عمر خليل', [{ first: 'عمر', last: 'خليل' }])).toEqual(['fullName']);
  });

  it('finds every problem of a text, and an email is not also a link', () => {
    expect(problems('shit, mail me kid@example.com or call 0791234567')).toEqual(['profanity', 'email', 'phone']);
  });

  it('normalises Arabic spelling and digits', () => {
    expect(normaliseArabic('إِسْمـي')).toBe('اسمي');
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });

  it('says kindly what to change, in English and in Arabic', () => {
    const issues = safetyFieldIssues('text', 'call me 0791234567');
    const [only] = issues.text!;
    expect(translate('en', only!.key, only!.vars)).toBe('Phone numbers stay private: please take out "0791234567".');
    expect(translate('ar', only!.key, only!.vars)).toBe('أرقام الهواتف تبقى خاصة: يرجى حذف «0791234567».');
    for (const problem of ['profanity', 'email', 'phone', 'link', 'address', 'fullName'])
      for (const lang of ['en', 'ar'] as const)
        expect(translate(lang, `community.safety.${problem}`, { found: 'x' })).not.toContain('community.');
    expect(safetyFieldIssues('text', 'hello')).toEqual({});
  });
});
