/**
 * The one price calculation (spec 001 §9.4): the device shows, and the server charges, what `quote` says.
 * Money is integer cents everywhere; the one rounding rule is that a discount is rounded DOWN to the cent
 * (a price never drops by more than its percentage, so the 40 % cap holds line by line). Choices where the
 * spec gives two readings are in docs/decisions.md ("Parents and pricing").
 */

/** Per-course price for one child, one month, in cents (8, 35, 45 and 55 dollars). */
export const COURSE_PRICES_CENTS = [800, 3500, 4500, 5500] as const;

/** Assisted learning: 10 dollars a course, per child, never discounted. */
export const ASSISTED_LEARNING_CENTS = 1000;

/** Each discount, in whole percent. */
export const DISCOUNT_PERCENT = {
  /** Two children or more in one purchase (brothers and sisters). */
  siblings: 15,
  /** Two courses or more in one purchase. */
  multipleCourses: 10,
  /** A coupon code (subscription fees only). */
  coupon: 25,
  specialOffer: 30,
  newYear: 20,
  perks: 50,
} as const;

/** However the discounts add up, a purchase never saves more than this share of its fees. */
export const SAVINGS_CAP_PERCENT = 40;

export type DiscountKey = keyof typeof DISCOUNT_PERCENT;
/** Offers a purchase may carry besides the automatic ones (siblings, several courses) and a coupon. */
export type Offer = 'specialOffer' | 'newYear' | 'perks';
export const OFFERS: readonly Offer[] = ['specialOffer', 'newYear', 'perks'];

/** The plans a parent chooses from: how long one purchase lasts; the fee is the monthly price times months. */
export const PLANS = [
  { id: 1, key: 'monthly', months: 1 },
  { id: 2, key: 'yearly', months: 12 },
] as const;
export type Plan = (typeof PLANS)[number];

export function planById(id: number): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** Dollars (as the course table and the spec write them) to cents, rounded to the nearest cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Cents to dollars, for display only. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

export interface QuoteInput {
  /** How many children the purchase is for (each gets every course). */
  children: number;
  /** The courses bought, each with its monthly price in cents. */
  courses: readonly { id: number; priceCents: number }[];
  /** The plan's length; 1 when not given. */
  months?: number;
  assistedLearning?: boolean;
  /** A valid coupon's percent (the server looks the code up; never a client's number). */
  couponPercent?: number;
  offers?: readonly Offer[];
}

export interface QuoteLine {
  kind: 'course' | 'assisted';
  /** 0-based: which child of the purchase. */
  child: number;
  courseId: number;
  baseCents: number;
  discountCents: number;
  amountCents: number;
}

export interface Quote {
  lines: QuoteLine[];
  /** What applied before the cap, in the order added. */
  discounts: { key: DiscountKey; percent: number }[];
  /** The percentage taken off the subscription fees: the discounts' sum, at most SAVINGS_CAP_PERCENT. */
  percent: number;
  capped: boolean;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

const isWholeCents = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** The discounts that apply to a purchase, before the cap. */
export function applicableDiscounts(input: QuoteInput): { key: DiscountKey; percent: number }[] {
  const discounts: { key: DiscountKey; percent: number }[] = [];
  if (input.children >= 2) discounts.push({ key: 'siblings', percent: DISCOUNT_PERCENT.siblings });
  if (new Set(input.courses.map((c) => c.id)).size >= 2)
    discounts.push({ key: 'multipleCourses', percent: DISCOUNT_PERCENT.multipleCourses });
  if (input.couponPercent !== undefined && input.couponPercent > 0)
    discounts.push({ key: 'coupon', percent: input.couponPercent });
  for (const offer of new Set(input.offers ?? [])) discounts.push({ key: offer, percent: DISCOUNT_PERCENT[offer] });
  return discounts;
}

/**
 * The price of a purchase: one line per child and course (the fee, discounted) and, with assisted
 * learning, one more per child and course (never discounted). The total is the sum of the lines.
 */
export function quote(input: QuoteInput): Quote {
  const months = input.months ?? 1;
  if (!Number.isInteger(input.children) || input.children < 0) throw new RangeError('children must be a whole number');
  if (!Number.isInteger(months) || months < 1) throw new RangeError('months must be a whole number of at least 1');
  for (const course of input.courses)
    if (!isWholeCents(course.priceCents)) throw new RangeError('a price must be whole cents, not negative');
  const discounts = applicableDiscounts(input);
  const sum = discounts.reduce((total, d) => total + d.percent, 0);
  const percent = Math.min(sum, SAVINGS_CAP_PERCENT);
  const lines: QuoteLine[] = [];
  for (let child = 0; child < input.children; child++) {
    for (const course of input.courses) {
      const baseCents = course.priceCents * months;
      const discountCents = Math.floor((baseCents * percent) / 100);
      lines.push({
        kind: 'course',
        child,
        courseId: course.id,
        baseCents,
        discountCents,
        amountCents: baseCents - discountCents,
      });
    }
    if (input.assistedLearning)
      for (const course of input.courses) {
        const baseCents = ASSISTED_LEARNING_CENTS * months;
        lines.push({
          kind: 'assisted',
          child,
          courseId: course.id,
          baseCents,
          discountCents: 0,
          amountCents: baseCents,
        });
      }
  }
  const add = (pick: (line: QuoteLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    lines,
    discounts,
    percent,
    capped: sum > SAVINGS_CAP_PERCENT,
    subtotalCents: add((l) => l.baseCents),
    discountCents: add((l) => l.discountCents),
    totalCents: add((l) => l.amountCents),
  };
}

/** One child's monthly price of a course when the purchase is for several children (the /Pricing column). */
export function siblingPriceCents(priceCents: number): number {
  return quote({ children: 2, courses: [{ id: 0, priceCents }] }).lines[0]!.amountCents;
}
