import { ar, dollarsToCents, en, quote, SANDBOX_CARDS } from '@codeyard/shared-schema';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutbox } from '../messaging/index.js';
import * as tables from '../db/tables.js';
import { courses, payments, subscriptions } from '../db/tables.js';
import { DEMO_COUPON, DEMO_PARENT_PHONE } from '../seed/demo.js';
import { addAnotherFamily, as, profileIdOf } from '../test-support/parents.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * The payment calls (spec 001 §7.5) on one seeded server: parent1 (kid1 on the trial, student1 with a
 * plan for course 1, student2) and parent2 with otherkid. Each test names its own idempotency keys.
 */
let t: TestApp;
let ids: { student1: number; student2: number; kid1: number; otherKid: number; course: (n: number) => number };
const courseIds = new Map<number, number>();

const CARD = { card_name: 'Maryam Saleh', cvv: '987', expiry_month: 12, expiry_year: new Date().getUTCFullYear() + 2 };
const [APPROVED, , DECLINED, PIN] = SANDBOX_CARDS.map((c) => c.number);
const DIGITS = APPROVED!.replace(/ /g, '');

beforeAll(async () => {
  t = await startTestApp({ seedDemoData: true });
  const { otherKidId } = await addAnotherFamily(t.app);
  for (const row of await t.app.db.select({ id: courses.id, number: courses.number }).from(courses))
    courseIds.set(row.number, row.id);
  ids = {
    student1: await profileIdOf(t.app, 'student1'),
    student2: await profileIdOf(t.app, 'student2'),
    kid1: await profileIdOf(t.app, 'kid1'),
    otherKid: otherKidId,
    course: (n) => courseIds.get(n)!,
  };
});
afterAll(async () => t?.close());

const post = (url: string, body: Record<string, unknown>, lang?: 'en' | 'ar', who = 'parent1') =>
  as(t.app, who, 'POST', `/api${url}`, body, lang);
const get = (url: string, who = 'parent1', lang?: 'en' | 'ar') => as(t.app, who, 'GET', `/api${url}`, undefined, lang);
const order = (extra: Record<string, unknown> = {}) => ({
  subscription_plan_id: 1,
  course_ids: [ids.course(2), ids.course(3)],
  student_ids: [ids.kid1, ids.student2],
  coupon_code: DEMO_COUPON.toLowerCase(),
  terms_agreed: true,
  ...extra,
});
const count = async () => ({
  payments: (await t.app.db.select().from(payments)).length,
  subscriptions: (await t.app.db.select().from(subscriptions)).length,
});
/** The child's map of a course, as the child's device reads it. */
const mapOf = async (courseNumber: number) =>
  (await get(`/course-lessons/${ids.kid1}/${ids.course(courseNumber)}`, 'kid1')).json().data as {
    is_trial: boolean;
    stones: { lock_reason: string | null }[];
  };

describe('refusals change nothing', () => {
  it('a declined card: 402 with the spec’s message, in the parent’s language; no payment, no course', async () => {
    const before = await count();
    const res = await post(
      '/place-payment',
      { idempotency_key: 'declined-0001', ...order(), ...CARD, card_number: DECLINED },
      'ar',
    );
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(ar.payments.failed);
    expect(en.payments.failed).toBe('Payment processing error: try again or use another payment method.');
    expect(await count()).toEqual(before);
    // The same key may try again with another card.
    const again = await post('/place-payment', {
      idempotency_key: 'declined-0001',
      ...order(),
      ...CARD,
      card_number: DECLINED,
    });
    expect(again.statusCode).toBe(402);
  });

  it("another parent's child (403), a bad coupon, terms not agreed, no child or course, a bad card (422), an amount the server does not charge (409)", async () => {
    const before = await count();
    const key = { idempotency_key: 'refused-0001', ...CARD, card_number: APPROVED };
    expect(
      (await post('/place-payment', { ...key, ...order({ student_ids: [ids.kid1, ids.otherKid] }) })).statusCode,
    ).toBe(403);
    const coupon = await post('/place-payment', { ...key, ...order({ coupon_code: 'NOSUCH' }) });
    expect(coupon.statusCode).toBe(422);
    expect(coupon.json().errors.coupon_code).toEqual([en.parent.couponInvalid]);
    const rules = await post('/place-payment', {
      ...key,
      ...order({ terms_agreed: false, student_ids: [], course_ids: [] }),
      card_number: '4242 4242 4242 4241',
    });
    expect(rules.statusCode).toBe(422);
    expect(rules.json().errors).toMatchObject({
      terms_agreed: [en.payments.termsRequired],
      student_ids: [en.payments.chooseChild],
      course_ids: [en.payments.chooseCourse],
      card_number: [en.payments.cardNumber],
    });
    const amount = await post('/place-payment', { ...key, ...order({ amount_cents: 1 }) });
    expect(amount.statusCode).toBe(409);
    expect(amount.json().message).toBe(en.payments.amountChanged);
    const has = await post('/place-payment', {
      ...key,
      ...order({ student_ids: [ids.student1], course_ids: [ids.course(1)] }),
    });
    expect(has.statusCode).toBe(409);
    expect(await count()).toEqual(before);
  });
});

describe('a card payment', () => {
  it('charges the pricing module’s total once, opens the courses at once, mails the receipt; a replay or a double click charges nothing more', async () => {
    const before = await count();
    expect((await mapOf(2)).is_trial).toBe(true);
    expect((await mapOf(2)).stones.some((s) => s.lock_reason === 'trial')).toBe(true);

    const rows = await t.app.db
      .select()
      .from(courses)
      .where(inArray(courses.id, [ids.course(2), ids.course(3)]));
    const expected = quote({
      children: 2,
      courses: [ids.course(2), ids.course(3)].map((id) => ({
        id,
        priceCents: dollarsToCents(rows.find((r) => r.id === id)!.price),
      })),
      couponPercent: 25,
    });
    const body = {
      idempotency_key: 'buy-two-0001',
      ...order({ amount_cents: expected.totalCents }),
      ...CARD,
      card_number: APPROVED,
    };
    // A double click: two requests at once with one key.
    const [a, b] = await Promise.all([post('/place-payment', body), post('/place-payment', body)]);
    const ok = [a, b].filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of [a, b]) expect([200, 409]).toContain(r.statusCode);
    const payment = ok[0]!.json().data.payment;
    expect(ok[0]!.json().data.message).toBe(en.payments.paid);
    expect(payment).toMatchObject({
      status: 'paid',
      method: 'card',
      card_brand: 'visa',
      card_last4: '4242',
      amount_cents: expected.totalCents,
      discount_cents: expected.discountCents,
    });
    expect(expected.percent).toBe(40);
    expect(payment.subscription_ids).toHaveLength(4);
    expect(await count()).toEqual({ payments: before.payments + 1, subscriptions: before.subscriptions + 4 });

    // A replay answers the same payment.
    const replay = await post('/place-payment', body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.payment.payment_id).toBe(payment.payment_id);
    expect(await count()).toEqual({ payments: before.payments + 1, subscriptions: before.subscriptions + 4 });
    // The same key with another order is refused.
    const reused = await post('/place-payment', {
      ...body,
      ...order({ course_ids: [ids.course(4)], amount_cents: undefined }),
    });
    expect(reused.statusCode).toBe(409);

    // kid1's map of course 2 opens at once: no trial lock left.
    const map = await mapOf(2);
    expect(map.is_trial).toBe(false);
    expect(map.stones.some((s) => s.lock_reason === 'trial')).toBe(false);
    expect((await mapOf(4)).is_trial).toBe(true);

    // The history, the receipt (a PDF, the parent's only) and the mail that carried it.
    const history = (await get('/payments-history')).json().data.payments;
    expect(history[0]).toMatchObject({ payment_id: payment.payment_id, lines: expect.any(Array) });
    expect(history[0].lines).toHaveLength(4);
    const pdf = await get(`/payment-receipt/${payment.payment_id}`, 'parent1', 'ar');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The Arabic receipt embeds the Arabic font (the drawing itself was looked at: docs/decisions.md).
    expect(pdf.rawPayload.toString('latin1')).toContain('NotoNaskhArabic');
    expect((await get(`/payment-receipt/${payment.payment_id}`, 'parent2')).statusCode).toBe(404);
    const mail = (await latestOutbox(t.app.db, { to: 'maryam.saleh@example.com' })).find((m) =>
      m.subject?.includes('CY-'),
    );
    expect(mail?.body).toMatch(/\[attachment: codeyard-receipt-\d+\.pdf, application\/pdf, \d+ bytes\]/);

    // Bought: the purchases list shows the card's brand; a second purchase of the same course is refused.
    const again = await post('/place-payment', { ...body, idempotency_key: 'buy-two-0002', amount_cents: undefined });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(en.parent.alreadyHasCourse);
  });

  it('never keeps or logs a card number: only the brand and the last four', async () => {
    expect(t.logs()).not.toContain(DIGITS);
    expect(t.logs()).not.toContain(APPROVED);
    for (const [name, table] of Object.entries(tables)) {
      const all = JSON.stringify(await t.app.db.select().from(table as typeof payments));
      expect(all, name).not.toContain(DIGITS);
      expect(all, name).not.toContain(APPROVED);
    }
    const [row] = await t.app.db.select().from(payments).where(eq(payments.idempotencyKey, 'buy-two-0001'));
    expect(row).toMatchObject({ cardBrand: 'visa', cardLast4: '4242' });
  });

  it('a card that asks for a pin: the pin goes by SMS; a wrong pin is refused, the right one pays', async () => {
    const res = await post('/place-payment', {
      idempotency_key: 'pin-card-0001',
      ...order({ course_ids: [ids.course(5)], student_ids: [ids.kid1], coupon_code: undefined }),
      ...CARD,
      card_number: PIN,
    });
    expect(res.statusCode).toBe(200);
    const payment = res.json().data.payment;
    expect(payment).toMatchObject({ status: 'pin_required', subscription_ids: [] });
    expect(res.json().data.message).toBe(en.payments.pinSent);
    const sms = (await latestOutbox(t.app.db, { to: DEMO_PARENT_PHONE }))[0]!;
    const pin = /(\d{6})/.exec(sms.body)![1]!;
    const wrong = pin === '000000' ? '111111' : '000000';
    const bad = await post(`/check-otp/${wrong}`, { payment_id: payment.payment_id });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.pin).toEqual([en.payments.pinWrong]);
    expect((await mapOf(5)).is_trial).toBe(true);
    const good = await post(`/check-otp/${pin}`, { payment_id: payment.payment_id });
    expect(good.json().data.payment).toMatchObject({ status: 'paid', subscription_ids: [expect.any(Number)] });
    expect((await mapOf(5)).is_trial).toBe(false);
    // Another parent cannot complete it; a second pin answers the same payment.
    expect((await post(`/check-otp/${pin}`, { payment_id: payment.payment_id }, 'en', 'parent2')).statusCode).toBe(404);
    expect((await post(`/check-otp/${pin}`, { payment_id: payment.payment_id })).json().data.payment.status).toBe(
      'paid',
    );
  });
});

describe('PayPal-style checkout and mobile payment', () => {
  it('checkout → approval page → execute pays once; a cancelled approval pays nothing', async () => {
    const body = order({ course_ids: [ids.course(6)], student_ids: [ids.kid1], coupon_code: undefined });
    const start = await post('/checkout-paypal', {
      idempotency_key: 'paypal-0001',
      return_url: '/parent/thankyou',
      ...body,
    });
    const payment = start.json().data.payment;
    expect(payment).toMatchObject({ status: 'approval_required', method: 'paypal' });
    const page = await t.app.inject({ url: payment.approval_url });
    expect(page.statusCode).toBe(200);
    const approved = await t.app.inject({ url: `${payment.approval_url}&decision=approve` });
    expect(approved.statusCode).toBe(303);
    const back = new URL(approved.headers.location as string, 'http://x');
    expect(back.pathname).toBe('/parent/thankyou');
    const execute = { payment_id: back.searchParams.get('paymentId'), ...body };
    const wrongPayer = await post('/execute-paypal', { ...execute, payer_id: 'SBXPAYER000000000000' });
    expect(wrongPayer.statusCode).toBe(402);
    const paid = await post('/execute-paypal', { ...execute, payer_id: back.searchParams.get('PayerID') });
    expect(paid.json().data.payment).toMatchObject({ status: 'paid', subscription_ids: [expect.any(Number)] });
    const before = await count();
    expect((await post('/execute-paypal', { ...execute, payer_id: back.searchParams.get('PayerID') })).statusCode).toBe(
      200,
    );
    expect(await count()).toEqual(before);
    // An approval page never sends the parent to another site.
    const evil = payment.approval_url.replace(/return_url=[^&]*/, 'return_url=%2F%2Fevil.example');
    expect((await t.app.inject({ url: `${evil}&decision=approve` })).statusCode).toBe(404);

    const other = await post('/checkout-paypal', {
      idempotency_key: 'paypal-0002',
      return_url: '/parent/thankyou',
      ...order({ course_ids: [ids.course(7)], student_ids: [ids.kid1], coupon_code: undefined }),
    });
    const cancelled = await t.app.inject({ url: `${other.json().data.payment.approval_url}&decision=cancel` });
    expect(cancelled.headers.location).toContain('cancelled=1');
    expect((await mapOf(7)).is_trial).toBe(true);
  });

  it('mobile payment: countries, operators, a pin by SMS to the phone paying', async () => {
    const countries = (await get('/mobile-payment-countries', 'parent1', 'ar')).json().data.countries;
    expect(countries[0]).toMatchObject({ id: 1, code: 'JO', name: 'الأردن' });
    const operators = (await get('/country-operators/1')).json().data.operators;
    expect(operators.map((o: { name: string }) => o.name)).toContain('Zain');
    expect((await get('/country-operators/99')).statusCode).toBe(404);
    const phone = '+962790000001';
    const body = order({ course_ids: [ids.course(8)], student_ids: [ids.kid1], coupon_code: undefined });
    const badOperator = await post('/create-mobile-payment', {
      idempotency_key: 'mobile-0001',
      operator_id: 99,
      phone,
      ...body,
    });
    expect(badOperator.json().errors.operator_id).toEqual([en.payments.operatorUnknown]);
    const res = await post('/create-mobile-payment', {
      idempotency_key: 'mobile-0001',
      operator_id: 1,
      phone,
      ...body,
    });
    const payment = res.json().data.payment;
    expect(payment.status).toBe('pin_required');
    const pin = /(\d{6})/.exec((await latestOutbox(t.app.db, { to: phone }))[0]!.body)![1]!;
    const paid = await post(`/check-otp/${pin}`, { payment_id: payment.payment_id });
    expect(paid.json().data.payment).toMatchObject({ status: 'paid', method: 'mobile' });
    const info = (await post('/get-merchant-info', { return_url: '/parent/thankyou' })).json().data;
    expect(info).toMatchObject({ provider: 'sandbox', test_mode: true, return_url: '/parent/thankyou' });
    expect(info.test_cards).toHaveLength(SANDBOX_CARDS.length);
  });
});

describe('cancel, expiry and renewal', () => {
  it('cancel stops renewal and the child keeps the course until expiry; after expiry the trial is back; renew opens it again', async () => {
    const cancel = await post('/cancel-parent-subscription', { student_ids: [ids.kid1], course_id: ids.course(2) });
    expect(cancel.statusCode).toBe(200);
    expect((await mapOf(2)).is_trial).toBe(false);
    const check = (await get(`/check-student-course/${ids.kid1}/${ids.course(2)}`)).json().data;
    expect(check).toMatchObject({ purchased: true, status: 'cancelled' });

    await t.app.db.write((tx) =>
      tx
        .update(subscriptions)
        .set({ expiresAt: '2021-01-01T00:00:00.000Z' })
        .where(eq(subscriptions.studentProfileId, ids.kid1)),
    );
    expect((await mapOf(2)).is_trial).toBe(true);

    const renewBody = {
      idempotency_key: 'renew-0001',
      subscription_plan_id: 2,
      student_ids: [ids.kid1],
      course_id: ids.course(2),
      terms_agreed: true,
      ...CARD,
      card_number: APPROVED,
    };
    expect((await post('/renew-parent-subscription', { ...renewBody, student_ids: [ids.otherKid] })).statusCode).toBe(
      403,
    );
    const declined = await post('/renew-parent-subscription', { ...renewBody, card_number: DECLINED });
    expect(declined.statusCode).toBe(402);
    expect((await mapOf(2)).is_trial).toBe(true);
    const renewed = await post('/renew-parent-subscription', renewBody);
    expect(renewed.json().data).toMatchObject({
      message: en.payments.renewed,
      payment: { kind: 'renewal', status: 'paid' },
    });
    expect((await mapOf(2)).is_trial).toBe(false);
    const after = (await get(`/check-student-course/${ids.kid1}/${ids.course(2)}`)).json().data;
    expect(after.status).toBe('active');
    // A year from today (the old one had expired).
    expect(new Date(after.expires_at).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 1);
    expect(
      (
        await post('/renew-parent-subscription', {
          ...renewBody,
          idempotency_key: 'renew-0002',
          student_ids: [ids.student2],
          course_id: ids.course(9),
        })
      ).statusCode,
    ).toBe(409);
  });
});
