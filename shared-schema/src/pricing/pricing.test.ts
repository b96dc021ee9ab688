import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSISTED_LEARNING_CENTS,
  COURSE_PRICES_CENTS,
  dollarsToCents,
  OFFERS,
  planById,
  quote,
  SAVINGS_CAP_PERCENT,
  siblingPriceCents,
} from './index.js';

const course = (id: number, priceCents: number) => ({ id, priceCents });

describe('quote', () => {
  it('charges one course for one child at its price, with no discount', () => {
    const q = quote({ children: 1, courses: [course(1, 3500)] });
    expect(q).toMatchObject({ subtotalCents: 3500, discountCents: 0, totalCents: 3500, percent: 0, capped: false });
    expect(q.discounts).toEqual([]);
  });

  it('takes 15 % off every line for brothers and sisters', () => {
    const q = quote({ children: 2, courses: [course(1, 800)] });
    expect(q.discounts).toEqual([{ key: 'siblings', percent: 15 }]);
    expect(q.lines.map((l) => l.amountCents)).toEqual([680, 680]);
    expect(q.totalCents).toBe(1360);
  });

  it('takes 10 % off for several courses, and adds it to the siblings discount', () => {
    expect(quote({ children: 1, courses: [course(1, 800), course(2, 3500)] }).totalCents).toBe(720 + 3150);
    const family = quote({ children: 2, courses: [course(1, 800), course(2, 3500)] });
    expect(family.percent).toBe(25);
    expect(family.totalCents).toBe(2 * (600 + 2625));
  });

  it('counts a course once however often it is listed for the several-courses discount', () => {
    expect(quote({ children: 1, courses: [course(1, 800), course(1, 800)] }).percent).toBe(0);
  });

  it('applies a coupon and the offers, and caps the savings at 40 %', () => {
    expect(quote({ children: 1, courses: [course(1, 4500)], couponPercent: 25 }).totalCents).toBe(3375);
    expect(quote({ children: 1, courses: [course(1, 4500)], offers: ['specialOffer'] }).totalCents).toBe(3150);
    expect(quote({ children: 1, courses: [course(1, 4500)], offers: ['newYear'] }).totalCents).toBe(3600);
    const perks = quote({ children: 1, courses: [course(1, 5500)], offers: ['perks'] });
    expect(perks).toMatchObject({ percent: SAVINGS_CAP_PERCENT, capped: true, totalCents: 3300 });
    const all = quote({ children: 3, courses: [course(1, 800), course(2, 5500)], couponPercent: 25 });
    expect(all).toMatchObject({ percent: 40, capped: true });
    expect(all.discounts.map((d) => d.key)).toEqual(['siblings', 'multipleCourses', 'coupon']);
  });

  it('adds assisted learning at 10 dollars a course per child, never discounted (a coupon is for fees only)', () => {
    const q = quote({
      children: 2,
      courses: [course(1, 800), course(2, 800)],
      assistedLearning: true,
      couponPercent: 25,
    });
    const assisted = q.lines.filter((l) => l.kind === 'assisted');
    expect(assisted).toHaveLength(4);
    for (const line of assisted) expect(line).toMatchObject({ baseCents: ASSISTED_LEARNING_CENTS, discountCents: 0 });
    expect(q.totalCents).toBe(4 * 480 + 4 * 1000);
  });

  it('multiplies by the plan length', () => {
    const yearly = planById(2)!;
    expect(quote({ children: 1, courses: [course(1, 800)], months: yearly.months }).totalCents).toBe(9600);
    expect(planById(99)).toBeUndefined();
  });

  it('rounds a discount down to the cent (the one rounding rule)', () => {
    // 15 % of 333 cents is 49.95 cents: 49 off, 284 to pay.
    expect(quote({ children: 2, courses: [course(1, 333)] }).lines[0]).toMatchObject({
      discountCents: 49,
      amountCents: 284,
    });
  });

  it('refuses prices that are not whole cents and plans shorter than a month', () => {
    expect(() => quote({ children: 1, courses: [course(1, 7.5)] })).toThrow(RangeError);
    expect(() => quote({ children: 1, courses: [course(1, -1)] })).toThrow(RangeError);
    expect(() => quote({ children: 1, courses: [course(1, 800)], months: 0 })).toThrow(RangeError);
  });

  it('gives the /Pricing page its several-children column from the same rule', () => {
    expect(COURSE_PRICES_CENTS.map(siblingPriceCents)).toEqual([680, 2975, 3825, 4675]);
    expect(dollarsToCents(7.2)).toBe(720);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
});

describe('quote, for any purchase', () => {
  const purchase = fc.record({
    children: fc.integer({ min: 0, max: 6 }),
    courses: fc.array(
      fc.record({ id: fc.integer({ min: 1, max: 12 }), priceCents: fc.integer({ min: 0, max: 1_000_000 }) }),
      { maxLength: 6 },
    ),
    months: fc.integer({ min: 1, max: 24 }),
    assistedLearning: fc.boolean(),
    couponPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    offers: fc.subarray([...OFFERS]),
  });

  it('never saves more than the cap on the fees, never goes below zero, and totals its lines', () => {
    fc.assert(
      fc.property(purchase, (input) => {
        const q = quote(input);
        const fees = q.lines.filter((l) => l.kind === 'course');
        const feeTotal = fees.reduce((t, l) => t + l.baseCents, 0);
        expect(q.percent).toBeLessThanOrEqual(SAVINGS_CAP_PERCENT);
        expect(q.discountCents * 100).toBeLessThanOrEqual(feeTotal * SAVINGS_CAP_PERCENT);
        for (const line of q.lines) {
          expect(Number.isInteger(line.amountCents)).toBe(true);
          expect(line.amountCents).toBeGreaterThanOrEqual(0);
          expect(line.discountCents * 100).toBeLessThanOrEqual(line.baseCents * SAVINGS_CAP_PERCENT);
          expect(line.amountCents + line.discountCents).toBe(line.baseCents);
        }
        expect(q.totalCents).toBe(q.lines.reduce((t, l) => t + l.amountCents, 0));
        expect(q.totalCents + q.discountCents).toBe(q.subtotalCents);
        expect(q.totalCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never discounts assisted learning, and a coupon or an offer never makes a purchase dearer', () => {
    fc.assert(
      fc.property(purchase, (input) => {
        const q = quote(input);
        for (const line of q.lines.filter((l) => l.kind === 'assisted')) expect(line.discountCents).toBe(0);
        expect(q.totalCents).toBeLessThanOrEqual(quote({ ...input, couponPercent: undefined, offers: [] }).totalCents);
      }),
    );
  });
});
