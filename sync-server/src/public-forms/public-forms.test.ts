import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { formSubmissions } from '../db/tables.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { FORM_RATE_LIMIT } from './routes.js';

let t: TestApp;
afterEach(async () => t?.close());

let address = 0;
/** Each request from its own address unless one is given, so that only the rate-limit test meets the limit. */
const post = (url: string, payload: unknown, options: { lang?: string; remoteAddress?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}${options.lang ? `?lang=${options.lang}` : ''}`,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.remoteAddress ?? `10.0.${Math.floor(++address / 250)}.${address % 250}`,
  });

const rows = () => t.app.db.select().from(formSubmissions).orderBy(formSubmissions.id);

const valid = {
  contact: {
    name: 'Rami Aziz',
    email: 'rami@example.com',
    reason: 'question',
    message: 'How do I add a second child?',
  },
  schoolBookDemo: {
    organisation_name: 'Hilltop School',
    school_email: 'office@hilltop.example.com',
    phone: '+962791234567',
  },
  landingInfo: {
    name: 'Dana Omar',
    email: 'dana@example.com',
    phone: '+15551234567',
    message: 'Please send the price list.',
  },
  landingDemo: { name: 'Karim Said', email: 'karim@example.com', phone: '+15557654321', school: 'Riverside Primary' },
  newsletter: { email: 'news.reader@example.com' },
};

describe('the public forms: happy paths', () => {
  it('POST /contact stores the message and thanks in English or Arabic', async () => {
    t = await startTestApp();
    const en = await post('/contact', valid.contact);
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({ data: { message: 'Thank you! We will answer soon.' } });
    const ar = await post('/contact', valid.contact, { lang: 'ar' });
    expect(ar.json()).toEqual({ data: { message: 'شكرًا لك! سنرد قريبًا.' } });
    expect(await rows()).toHaveLength(2);
    expect((await rows())[0]).toMatchObject({ kind: 'contact', email: 'rami@example.com', payload: valid.contact });
  });

  it('POST /school-book-demo stores the demo request', async () => {
    t = await startTestApp();
    const res = await post('/school-book-demo', valid.schoolBookDemo);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Thank you! We will contact you to arrange a demo.');
    expect(await rows()).toEqual([
      expect.objectContaining({
        kind: 'school-demo',
        email: 'office@hilltop.example.com',
        payload: valid.schoolBookDemo,
      }),
    ]);
  });

  it('POST /landingInfo stores the request and answers in the language of the form', async () => {
    t = await startTestApp();
    const res = await post('/landingInfo', { ...valid.landingInfo, lang: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('شكرًا لك! سنرد قريبًا.');
    expect(await rows()).toEqual([expect.objectContaining({ kind: 'landing-info', email: 'dana@example.com' })]);
    // Phone and message are optional.
    expect((await post('/landingInfo', { name: 'Dana Omar', email: 'dana@example.com' })).statusCode).toBe(200);
  });

  it('POST /landingDemo stores the demo request', async () => {
    t = await startTestApp();
    const res = await post('/landingDemo', valid.landingDemo, { lang: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('شكرًا لك! سنتواصل معك لترتيب عرض تجريبي.');
    expect(await rows()).toEqual([
      expect.objectContaining({ kind: 'landing-demo', email: 'karim@example.com', payload: valid.landingDemo }),
    ]);
  });

  it('POST /newsletter stores an email once, however often and in whatever case it is sent, answering success each time', async () => {
    t = await startTestApp();
    for (const email of ['news.reader@example.com', 'News.Reader@Example.com', 'news.reader@example.com']) {
      const res = await post('/newsletter', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.message).toBe('You are on the list. Thank you!');
    }
    expect(await rows()).toEqual([expect.objectContaining({ kind: 'newsletter', email: 'news.reader@example.com' })]);
    await post('/newsletter', { email: 'second@example.com' });
    expect(await t.app.db.select().from(formSubmissions).where(eq(formSubmissions.kind, 'newsletter'))).toHaveLength(2);
  });
});

/** One broken field at a time: [form, body, field, English message, Arabic message]. */
const rules: [string, Record<string, unknown>, string, string, string][] = [
  ['/contact', { ...valid.contact, name: undefined }, 'name', 'Please fill in this field.', 'يرجى تعبئة هذا الحقل.'],
  [
    '/contact',
    { ...valid.contact, name: 'R' },
    'name',
    'Please write at least 2 characters.',
    'يرجى كتابة حرفين على الأقل.',
  ],
  [
    '/contact',
    { ...valid.contact, name: 'R'.repeat(101) },
    'name',
    'Please write at most 100 characters.',
    'يرجى كتابة 100 حرف على الأكثر.',
  ],
  ['/contact', { ...valid.contact, email: undefined }, 'email', 'Email is required.', 'البريد الإلكتروني مطلوب.'],
  [
    '/contact',
    { ...valid.contact, email: 'rami-at-example' },
    'email',
    'Please enter a valid email address.',
    'يرجى إدخال بريد إلكتروني صحيح.',
  ],
  ['/contact', { ...valid.contact, reason: undefined }, 'reason', 'Please select a reason.', 'يرجى اختيار السبب.'],
  ['/contact', { ...valid.contact, reason: 'prize' }, 'reason', 'Please select a reason.', 'يرجى اختيار السبب.'],
  [
    '/contact',
    { ...valid.contact, message: 'Hi' },
    'message',
    'Please write at least 5 characters.',
    'يرجى كتابة 5 أحرف على الأقل.',
  ],
  [
    '/contact',
    { ...valid.contact, message: 'x'.repeat(2001) },
    'message',
    'Please write at most 2000 characters.',
    'يرجى كتابة 2000 حرف على الأكثر.',
  ],
  [
    '/school-book-demo',
    { ...valid.schoolBookDemo, organisation_name: undefined },
    'organisation_name',
    'Please fill in this field.',
    'يرجى تعبئة هذا الحقل.',
  ],
  [
    '/school-book-demo',
    { ...valid.schoolBookDemo, school_email: 'office' },
    'school_email',
    'Please enter a valid email address.',
    'يرجى إدخال بريد إلكتروني صحيح.',
  ],
  [
    '/school-book-demo',
    { ...valid.schoolBookDemo, phone: '12ab' },
    'phone',
    'Please enter a valid phone number.',
    'يرجى إدخال رقم هاتف صحيح.',
  ],
  [
    '/landingInfo',
    { ...valid.landingInfo, email: undefined },
    'email',
    'Email is required.',
    'البريد الإلكتروني مطلوب.',
  ],
  [
    '/landingInfo',
    { ...valid.landingInfo, phone: '123' },
    'phone',
    'Please enter a valid phone number.',
    'يرجى إدخال رقم هاتف صحيح.',
  ],
  ['/landingInfo', { ...valid.landingInfo, lang: 'fr' }, 'lang', 'This value is not valid.', 'هذه القيمة غير صحيحة.'],
  [
    '/landingDemo',
    { ...valid.landingDemo, school: undefined },
    'school',
    'Please fill in this field.',
    'يرجى تعبئة هذا الحقل.',
  ],
  [
    '/landingDemo',
    { ...valid.landingDemo, phone: undefined },
    'phone',
    'Please fill in this field.',
    'يرجى تعبئة هذا الحقل.',
  ],
  [
    '/landingDemo',
    { ...valid.landingDemo, email: 'karim@' },
    'email',
    'Please enter a valid email address.',
    'يرجى إدخال بريد إلكتروني صحيح.',
  ],
  ['/newsletter', {}, 'email', 'Email is required.', 'البريد الإلكتروني مطلوب.'],
  [
    '/newsletter',
    { email: 'not an email' },
    'email',
    'Please enter a valid email address.',
    'يرجى إدخال بريد إلكتروني صحيح.',
  ],
];

describe('the public forms: validation', () => {
  it.each(rules)(
    '%s refuses a bad %j with a field error on %s in English and Arabic',
    async (url, body, field, en, ar) => {
      t = await startTestApp();
      const english = await post(url, body);
      expect(english.statusCode).toBe(422);
      expect(english.json().message).toBe('Some fields need your attention.');
      expect(english.json().errors[field]?.[0]).toBe(en);
      const arabic = await post(url, body, { lang: 'ar' });
      expect(arabic.statusCode).toBe(422);
      expect(arabic.json().message).toBe('بعض الحقول تحتاج إلى انتباهك.');
      expect(arabic.json().errors[field]?.[0]).toBe(ar);
      expect(await rows()).toHaveLength(0);
    },
  );

  it.each(
    Object.entries({
      '/contact': valid.contact,
      '/school-book-demo': valid.schoolBookDemo,
      '/landingInfo': valid.landingInfo,
      '/landingDemo': valid.landingDemo,
      '/newsletter': valid.newsletter,
    }),
  )('%s refuses unknown fields with 422', async (url, body) => {
    t = await startTestApp();
    const res = await post(url, { ...body, admin: true }, { lang: 'ar' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ admin: ['هذا الحقل غير مسموح به.'] });
    expect(await rows()).toHaveLength(0);
  });

  it('answers malformed JSON with 400 in plain words', async () => {
    t = await startTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Some fields need your attention.');
  });
});

describe('the public forms: rate limits', () => {
  it(`lets one address send a form ${FORM_RATE_LIMIT.max} times a minute, then answers 429; other forms and addresses go on`, async () => {
    t = await startTestApp();
    const from = { remoteAddress: '192.0.2.7' };
    for (let i = 0; i < FORM_RATE_LIMIT.max; i++) {
      expect((await post('/newsletter', { email: `reader${i}@example.com` }, from)).statusCode).toBe(200);
    }
    const limited = await post('/newsletter', { email: 'one.more@example.com' }, { ...from, lang: 'ar' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('محاولات كثيرة. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await rows()).toHaveLength(FORM_RATE_LIMIT.max);
    // Another form has its own counter, and another address is not affected.
    expect((await post('/contact', valid.contact, from)).statusCode).toBe(200);
    expect(
      (await post('/newsletter', { email: 'elsewhere@example.com' }, { remoteAddress: '192.0.2.8' })).statusCode,
    ).toBe(200);
  });
});
