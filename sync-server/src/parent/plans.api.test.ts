import {
  ar,
  ASSISTED_LEARNING_CENTS,
  COURSE_PRICES_CENTS,
  dollarsToCents,
  en,
  planById,
  quote,
  SAVINGS_CAP_PERCENT,
} from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, courses, subscriptions } from '../db/tables.js';
import { DEMO_COUPON } from '../seed/demo.js';
import { addAnotherFamily, as, profileIdOf } from '../test-support/parents.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * One seeded server for the reads (each test reads what the seed and beforeAll wrote); the writes that
 * change subscriptions come last, in their own describe with its own server.
 */
let t: TestApp;
let ids: { student1: number; student2: number; kid1: number; otherKid: number; course1: number; course2: number };

beforeAll(async () => {
  t = await startTestApp({ seedDemoData: true });
  const { otherKidId, parentProfileId } = await addAnotherFamily(t.app);
  const courseId = async (number: number) =>
    (await t.app.db.select({ id: courses.id }).from(courses).where(eq(courses.number, number)))[0]!.id;
  ids = {
    student1: await profileIdOf(t.app, 'student1'),
    student2: await profileIdOf(t.app, 'student2'),
    kid1: await profileIdOf(t.app, 'kid1'),
    otherKid: otherKidId,
    course1: await courseId(1),
    course2: await courseId(2),
  };
  await t.app.db.write(async (tx) => {
    await tx.insert(coupons).values([
      { code: 'ONLYPARENT2', percent: 25, parentProfileId },
      { code: 'OLD25', percent: 25, expiresAt: '2020-01-01T00:00:00.000Z' },
    ]);
  });
});
afterAll(async () => t?.close());

const get = (who: string, url: string, lang?: 'en' | 'ar') => as(t.app, who, 'GET', url, undefined, lang);

describe('plans and prices', () => {
  it('GET /get-plans answers the pricing module', async () => {
    const data = (await get('parent1', '/api/get-plans')).json().data;
    expect(data.plans).toEqual([
      { id: 1, key: 'monthly', months: 1 },
      { id: 2, key: 'yearly', months: 12 },
    ]);
    expect(data.course_prices_cents).toEqual([...COURSE_PRICES_CENTS]);
    expect(data).toMatchObject({
      assisted_learning_cents: ASSISTED_LEARNING_CENTS,
      savings_cap_percent: SAVINGS_CAP_PERCENT,
    });
    expect(data.discounts).toMatchObject({ siblings: 15, multipleCourses: 10, coupon: 25 });
    expect((await get('teacher1', '/api/get-plans')).statusCode).toBe(403);
  });

  it('GET /get-parent-coupons-discount: the demo coupon whatever its case; a bad, expired or other parent’s coupon is refused alike', async () => {
    const ok = await get('parent1', `/api/get-parent-coupons-discount/${DEMO_COUPON.toLowerCase()}/1`);
    expect(ok.json().data).toEqual({ code: DEMO_COUPON, percent: 25, plan_id: 1 });
    for (const code of ['NOSUCH', 'ONLYPARENT2', 'OLD25', 'x!']) {
      const res = await get('parent1', `/api/get-parent-coupons-discount/${encodeURIComponent(code)}/1`, 'ar');
      expect(res.statusCode, code).toBe(422);
      expect(JSON.stringify(res.json().errors), code).toContain(ar.parent.couponInvalid);
    }
    expect((await get('parent2', '/api/get-parent-coupons-discount/onlyparent2/2')).statusCode).toBe(200);
    const plan = await get('parent1', `/api/get-parent-coupons-discount/${DEMO_COUPON}/9`);
    expect(plan.statusCode).toBe(422);
    expect(plan.json().errors.plan_id).toEqual([en.parent.planUnknown]);
  });

  it('GET /get-price-by-course: the server quotes with the pricing module for the chosen children', async () => {
    const [course] = await t.app.db.select().from(courses).where(eq(courses.id, ids.course2));
    const url = `/api/get-price-by-course/${ids.course2}/2?student_ids=${ids.student2},${ids.kid1}&with_assisted_learning=true&coupon_code=${DEMO_COUPON}`;
    const res = await get('parent1', url);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const expected = quote({
      children: 2,
      courses: [{ id: ids.course2, priceCents: dollarsToCents(course!.price) }],
      months: planById(2)!.months,
      assistedLearning: true,
      couponPercent: 25,
    });
    expect(data).toMatchObject({
      course_id: ids.course2,
      plan_id: 2,
      months: 12,
      percent: 40,
      capped: false,
      subtotal_cents: expected.subtotalCents,
      discount_cents: expected.discountCents,
      total_cents: expected.totalCents,
    });
    expect(data.lines.map((l: { student_profile_id: number }) => l.student_profile_id)).toEqual([
      ids.student2,
      ids.student2,
      ids.kid1,
      ids.kid1,
    ]);
    const one = (await get('parent1', `/api/get-price-by-course/${ids.course2}/1`)).json().data;
    expect(one.total_cents).toBe(dollarsToCents(course!.price));
  });

  it('GET /get-price-by-course refuses an amount from the client, another parent’s child, a child who has the course, a bad coupon', async () => {
    const base = `/api/get-price-by-course/${ids.course2}/1`;
    const amount = await get('parent1', `${base}?amount=1`);
    expect(amount.statusCode).toBe(422);
    expect(amount.json().errors.amount).toEqual([en.validation.unknownField]);
    const theirs = await get('parent1', `${base}?student_ids=${ids.kid1},${ids.otherKid}`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(en.errors.notParentOfChild);
    const has = await get('parent1', `/api/get-price-by-course/${ids.course1}/1?student_ids=${ids.student1}`);
    expect(has.statusCode).toBe(409);
    expect(has.json().message).toBe(en.parent.alreadyHasCourse);
    const coupon = await get('parent1', `${base}?coupon_code=NOSUCH`);
    expect(coupon.statusCode).toBe(422);
    expect((await get('parent1', `/api/get-price-by-course/999/1`)).statusCode).toBe(422);
  });
});

describe("the children's subscriptions", () => {
  it('GET /get-parent-subscription-status: student1 active, student2 a school student, kid1 on trial', async () => {
    const children = (await get('parent1', '/api/get-parent-subscription-status')).json().data.children;
    expect(children.map((c: { username: string; status: string }) => [c.username, c.status])).toEqual([
      ['student1', 'active'],
      ['student2', 'school'],
      ['kid1', 'trial'],
    ]);
    expect(children[0].course_ids).toEqual([ids.course1]);
    const theirs = (await get('parent2', '/api/get-parent-subscription-status')).json().data.children;
    expect(theirs.map((c: { username: string }) => c.username)).toEqual(['otherkid']);
  });

  it('GET /get-parent-plans and /purchases-history list the seeded plan to its parent only', async () => {
    const plans = (await get('parent1', '/api/get-parent-plans', 'ar')).json().data.plans;
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ username: 'student1', course_id: ids.course1, plan_id: 2, status: 'active' });
    const history = (await get('parent1', '/api/purchases-history')).json().data;
    expect(history.pagination).toEqual({ page_number: 1, per_page: 10, total: 1 });
    expect(history.purchases[0]).toMatchObject({ username: 'student1', payment_method: 'demo', status: 'active' });
    const [course1] = await t.app.db.select().from(courses).where(eq(courses.id, ids.course1));
    expect(history.purchases[0].amount_cents).toBe(dollarsToCents(course1!.price) * 12);
    expect((await get('parent2', '/api/purchases-history')).json().data.purchases).toEqual([]);
    expect((await get('parent2', '/api/get-parent-plans')).json().data.plans).toEqual([]);
  });

  it('GET /check-student-course, /courses-can-be-purchased and /get-available-children', async () => {
    const has = (await get('parent1', `/api/check-student-course/${ids.student1}/${ids.course1}`)).json().data;
    expect(has).toMatchObject({ purchased: true, status: 'active' });
    const hasNot = (await get('parent1', `/api/check-student-course/${ids.kid1}/${ids.course1}`)).json().data;
    expect(hasNot).toMatchObject({ purchased: false, status: null, expires_at: null });
    expect((await get('parent1', `/api/check-student-course/${ids.otherKid}/${ids.course1}`)).statusCode).toBe(403);

    const can = (await get('parent1', `/api/courses-can-be-purchased/${ids.student1}`)).json().data.courses;
    expect(can.map((c: { course_id: number }) => c.course_id)).not.toContain(ids.course1);
    expect(can).toHaveLength(10);
    expect((await get('parent1', `/api/courses-can-be-purchased/${ids.kid1}`)).json().data.courses).toHaveLength(11);
    expect((await get('parent1', `/api/courses-can-be-purchased/${ids.otherKid}`)).statusCode).toBe(403);

    const forCourse1 = (await get('parent1', `/api/get-available-children/?course_id=${ids.course1}`)).json().data
      .children;
    expect(forCourse1.map((c: { username: string }) => c.username)).toEqual(['student2', 'kid1']);
    const any = (await get('parent1', '/api/get-available-children/')).json().data.children;
    expect(any.map((c: { username: string }) => c.username)).toEqual(['student1', 'student2', 'kid1']);
  });
});

describe('POST /cancel-parent-subscription', () => {
  it("refuses another parent's child and changes nothing; cancels, and the child keeps the course until expiry", async () => {
    const theirs = await as(t.app, 'parent1', 'POST', '/api/cancel-parent-subscription', {
      student_ids: [ids.student1, ids.otherKid],
    });
    expect(theirs.statusCode).toBe(403);
    expect((await get('parent1', `/api/check-student-course/${ids.student1}/${ids.course1}`)).json().data.status).toBe(
      'active',
    );

    const res = await as(
      t.app,
      'parent1',
      'POST',
      '/api/cancel-parent-subscription',
      { student_ids: [ids.student1] },
      'ar',
    );
    expect(res.json().data).toEqual({ message: ar.parent.subscriptionCancelled, cancelled: 1 });
    const after = (await get('parent1', `/api/check-student-course/${ids.student1}/${ids.course1}`)).json().data;
    expect(after).toMatchObject({ purchased: true, status: 'cancelled' });
    const status = (await get('parent1', '/api/get-parent-subscription-status')).json().data.children[0];
    expect(status).toMatchObject({ username: 'student1', status: 'cancelled', course_ids: [ids.course1] });

    const again = await as(t.app, 'parent1', 'POST', '/api/cancel-parent-subscription', {
      student_ids: [ids.student1],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(en.parent.nothingToCancel);
    const empty = await as(t.app, 'parent1', 'POST', '/api/cancel-parent-subscription', { student_ids: [] });
    expect(empty.statusCode).toBe(422);
  });

  it('after expiry the course is closed and can be bought again', async () => {
    await t.app.db.write((tx) =>
      tx
        .update(subscriptions)
        .set({ expiresAt: '2021-01-01T00:00:00.000Z' })
        .where(eq(subscriptions.studentProfileId, ids.student1)),
    );
    const after = (await get('parent1', `/api/check-student-course/${ids.student1}/${ids.course1}`)).json().data;
    expect(after).toMatchObject({ purchased: false, status: 'expired' });
    expect((await get('parent1', '/api/get-parent-subscription-status')).json().data.children[0].status).toBe(
      'expired',
    );
    expect((await get('parent1', '/api/get-parent-plans')).json().data.plans).toEqual([]);
    expect((await get('parent1', `/api/courses-can-be-purchased/${ids.student1}`)).json().data.courses).toHaveLength(
      11,
    );
    expect(
      (await get('parent1', `/api/get-price-by-course/${ids.course1}/1?student_ids=${ids.student1}`)).statusCode,
    ).toBe(200);
  });
});
