import {
  ASSISTED_LEARNING_CENTS,
  COURSE_PRICES_CENTS,
  DISCOUNT_PERCENT,
  dollarsToCents,
  PLANS,
  planById,
  quote,
  SAVINGS_CAP_PERCENT,
  type Language,
} from '@codeyard/shared-schema';
import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database, Reader } from '../db/index.js';
import { coupons, courses, studentProfiles, subscriptions, users } from '../db/tables.js';
import { fieldError, HttpError } from '../http/errors.js';
import { myChild, myParent } from './access.js';
import { kids } from './children.js';

/**
 * Plans, prices and subscriptions (spec 001 §7.4). Every price is computed here by the shared pricing
 * module from the course table and the coupon table: no amount is ever read from a request.
 */

const PURCHASES_PER_PAGE = 10;

type Status = 'active' | 'cancelled' | 'expired';
const statusOf = (row: { status: 'active' | 'cancelled'; expiresAt: string }, now: Date): Status =>
  row.expiresAt <= now.toISOString() ? 'expired' : row.status;

const title = (course: { titleEn: string; titleAr: string }, lang: Language) =>
  lang === 'ar' ? course.titleAr : course.titleEn;

/** GET /get-plans: the plans and the price rules, from the pricing module. */
export function plansInfo() {
  return {
    plans: PLANS.map((p) => ({ id: p.id, key: p.key, months: p.months })),
    course_prices_cents: [...COURSE_PRICES_CENTS],
    assisted_learning_cents: ASSISTED_LEARNING_CENTS,
    discounts: { ...DISCOUNT_PERCENT },
    savings_cap_percent: SAVINGS_CAP_PERCENT,
  };
}

/** The parent's subscriptions, with child and course, newest first. */
function subscriptionRows(db: Reader, parentProfileId: number, openAfter?: Date) {
  return db
    .select({ sub: subscriptions, username: users.username, course: courses })
    .from(subscriptions)
    .innerJoin(studentProfiles, eq(studentProfiles.id, subscriptions.studentProfileId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(
      and(
        eq(subscriptions.parentProfileId, parentProfileId),
        openAfter ? gt(subscriptions.expiresAt, openAfter.toISOString()) : undefined,
      ),
    )
    .orderBy(desc(subscriptions.purchasedAt), desc(subscriptions.id));
}

/** GET /get-parent-plans: what the children have now (active, or cancelled and open until expiry). */
export async function parentPlans(db: Reader, parentUserId: number, lang: Language, now = new Date()) {
  const parent = await myParent(db, parentUserId);
  const rows = await subscriptionRows(db, parent.id, now);
  return rows.map(({ sub, username, course }) => ({
    subscription_id: sub.id,
    student_profile_id: sub.studentProfileId,
    username,
    course_id: sub.courseId,
    course_title: title(course, lang),
    plan_id: sub.planId,
    status: statusOf(sub, now),
    assisted_learning: sub.assistedLearning,
    purchased_at: sub.purchasedAt,
    expires_at: sub.expiresAt,
  }));
}

/** GET /get-parent-subscription-status: one status per child. */
export async function subscriptionStatus(db: Reader, parentUserId: number, now = new Date()) {
  const parent = await myParent(db, parentUserId);
  const children = await kids(db, parentUserId);
  const subs = await db.select().from(subscriptions).where(eq(subscriptions.parentProfileId, parent.id));
  return children.map((child) => {
    const own = subs.filter((s) => s.studentProfileId === child.student_profile_id);
    const open = own.filter((s) => statusOf(s, now) !== 'expired');
    const active = open.filter((s) => s.status === 'active');
    const status =
      active.length > 0
        ? 'active'
        : open.length > 0
          ? 'cancelled'
          : own.length > 0
            ? 'expired'
            : child.is_trial
              ? 'trial'
              : 'school';
    const latest = [...(open.length > 0 ? open : own)].sort((a, b) => b.expiresAt.localeCompare(a.expiresAt))[0];
    return {
      student_profile_id: child.student_profile_id,
      username: child.username,
      status: status as 'active' | 'cancelled' | 'expired' | 'trial' | 'school',
      course_ids: [...new Set(open.map((s) => s.courseId))].sort((a, b) => a - b),
      expires_at: latest?.expiresAt ?? null,
    };
  });
}

/** GET /purchases-history: every purchase, newest first, ten a page. */
export async function purchases(db: Reader, parentUserId: number, page: number, lang: Language, now = new Date()) {
  const parent = await myParent(db, parentUserId);
  const mine = eq(subscriptions.parentProfileId, parent.id);
  const total = (await db.select({ n: count() }).from(subscriptions).where(mine))[0]?.n ?? 0;
  const rows = await subscriptionRows(db, parent.id)
    .limit(PURCHASES_PER_PAGE)
    .offset((page - 1) * PURCHASES_PER_PAGE);
  return {
    purchases: rows.map(({ sub, username, course }) => ({
      subscription_id: sub.id,
      student_profile_id: sub.studentProfileId,
      username,
      course_id: sub.courseId,
      course_title: title(course, lang),
      plan_id: sub.planId,
      amount_cents: sub.amountCents,
      discount_cents: sub.discountCents,
      coupon_code: sub.couponCode ?? null,
      assisted_learning: sub.assistedLearning,
      payment_method: sub.paymentMethod ?? null,
      status: statusOf(sub, now),
      purchased_at: sub.purchasedAt,
      expires_at: sub.expiresAt,
    })),
    pagination: { page_number: page, per_page: PURCHASES_PER_PAGE, total: Number(total) },
  };
}

function planOrRefuse(planId: number) {
  const plan = planById(planId);
  if (!plan) throw fieldError('plan_id', 'parent.planUnknown');
  return plan;
}

/**
 * A coupon this parent may use now: open to everyone or given to this parent, not expired. Any other code
 * (unknown, expired, another parent's) gets the same message, so codes cannot be probed for owners.
 */
export async function couponFor(db: Reader, parentProfileId: number, code: string, now = new Date()) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase())).limit(1);
  const usable =
    row &&
    (row.parentProfileId === null || row.parentProfileId === parentProfileId) &&
    (row.expiresAt === null || row.expiresAt > now.toISOString());
  if (!usable) throw fieldError('code', 'parent.couponInvalid');
  // The spec's coupon is 25 %; a stored percent is never allowed past the cap.
  return { code: row.code, percent: Math.min(Math.max(row.percent, 0), SAVINGS_CAP_PERCENT) };
}

/** GET /get-parent-coupons-discount/{code}/{planId}. */
export async function couponDiscount(db: Reader, parentUserId: number, code: string, planId: number) {
  const parent = await myParent(db, parentUserId);
  const plan = planOrRefuse(planId);
  const coupon = await couponFor(db, parent.id, code);
  return { code: coupon.code, percent: coupon.percent, plan_id: plan.id };
}

/** The course ids a child has now (bought, not expired, cancelled or not). */
async function openCourseIds(db: Reader, studentProfileIds: number[], now: Date) {
  if (studentProfileIds.length === 0) return [];
  return db
    .select({ studentProfileId: subscriptions.studentProfileId, courseId: subscriptions.courseId })
    .from(subscriptions)
    .where(
      and(inArray(subscriptions.studentProfileId, studentProfileIds), gt(subscriptions.expiresAt, now.toISOString())),
    );
}

async function courseOrRefuse(db: Reader, courseId: number) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw fieldError('course_id', 'parent.courseUnknown');
  return course;
}

/**
 * GET /get-price-by-course/{course_id}/{plan_id}: the quote for the chosen children (each must be the
 * parent's own and must not have the course now), or for one child when none is named.
 */
export async function priceByCourse(
  db: Reader,
  parentUserId: number,
  input: { courseId: number; planId: number; studentIds: number[]; assisted: boolean; couponCode?: string },
  now = new Date(),
) {
  const parent = await myParent(db, parentUserId);
  const plan = planOrRefuse(input.planId);
  const course = await courseOrRefuse(db, input.courseId);
  const ids = [...new Set(input.studentIds)];
  for (const id of ids) await myChild(db, parentUserId, id);
  const taken = (await openCourseIds(db, ids, now)).filter((r) => r.courseId === course.id);
  if (taken.length > 0) throw new HttpError(409, 'parent.alreadyHasCourse');
  const coupon = input.couponCode !== undefined ? await couponFor(db, parent.id, input.couponCode, now) : undefined;
  const priceCents = dollarsToCents(course.price);
  const q = quote({
    children: Math.max(ids.length, 1),
    courses: [{ id: course.id, priceCents }],
    months: plan.months,
    assistedLearning: input.assisted,
    couponPercent: coupon?.percent,
  });
  return {
    course_id: course.id,
    plan_id: plan.id,
    months: plan.months,
    price_cents: priceCents,
    discounts: q.discounts,
    percent: q.percent,
    capped: q.capped,
    lines: q.lines.map((line) => ({
      kind: line.kind,
      student_profile_id: ids[line.child] ?? null,
      course_id: line.courseId,
      base_cents: line.baseCents,
      discount_cents: line.discountCents,
      amount_cents: line.amountCents,
    })),
    subtotal_cents: q.subtotalCents,
    discount_cents: q.discountCents,
    total_cents: q.totalCents,
  };
}

/** GET /check-student-course/{studentProfileId}/{courseId}. */
export async function checkStudentCourse(
  db: Reader,
  parentUserId: number,
  studentProfileId: number,
  courseId: number,
  now = new Date(),
) {
  await myChild(db, parentUserId, studentProfileId);
  await courseOrRefuse(db, courseId);
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.studentProfileId, studentProfileId), eq(subscriptions.courseId, courseId)))
    .orderBy(desc(subscriptions.expiresAt))
    .limit(1);
  const latest = rows[0];
  const status = latest ? statusOf(latest, now) : null;
  return {
    student_profile_id: studentProfileId,
    course_id: courseId,
    purchased: status === 'active' || status === 'cancelled',
    status,
    expires_at: latest?.expiresAt ?? null,
  };
}

/** GET /courses-can-be-purchased/{studentProfileId}: the courses the child does not have now. */
export async function coursesCanBePurchased(
  db: Reader,
  parentUserId: number,
  studentProfileId: number,
  lang: Language,
  now = new Date(),
) {
  await myChild(db, parentUserId, studentProfileId);
  const have = new Set((await openCourseIds(db, [studentProfileId], now)).map((r) => r.courseId));
  const all = await db.select().from(courses).orderBy(asc(courses.sortOrder));
  return all
    .filter((c) => !have.has(c.id))
    .map((c) => ({ course_id: c.id, number: c.number, title: title(c, lang), price_cents: dollarsToCents(c.price) }));
}

/** GET /get-available-children/: enabled children who can still be bought a course (or this course). */
export async function availableChildren(
  db: Reader,
  parentUserId: number,
  courseId: number | undefined,
  now = new Date(),
) {
  const children = (await kids(db, parentUserId)).filter((c) => c.status === 'active');
  if (courseId !== undefined) await courseOrRefuse(db, courseId);
  const courseCount = (await db.select({ n: count() }).from(courses))[0]?.n ?? 0;
  const open = await openCourseIds(
    db,
    children.map((c) => c.student_profile_id),
    now,
  );
  return children.filter((child) => {
    const own = new Set(open.filter((r) => r.studentProfileId === child.student_profile_id).map((r) => r.courseId));
    return courseId !== undefined ? !own.has(courseId) : own.size < Number(courseCount);
  });
}

/**
 * POST /cancel-parent-subscription: renewal stops for the chosen children (every course, or one); each keeps
 * the course until it expires. Any child not the parent's refuses the whole call and nothing changes.
 */
export async function cancelSubscriptions(
  db: Database,
  parentUserId: number,
  studentIds: number[],
  courseId: number | undefined,
  now = new Date(),
) {
  const parent = await myParent(db, parentUserId);
  for (const id of new Set(studentIds)) await myChild(db, parentUserId, id);
  const cancelled = await db.write((tx) =>
    tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: now.toISOString() })
      .where(
        and(
          eq(subscriptions.parentProfileId, parent.id),
          inArray(subscriptions.studentProfileId, [...new Set(studentIds)]),
          eq(subscriptions.status, 'active'),
          gt(subscriptions.expiresAt, now.toISOString()),
          courseId !== undefined ? eq(subscriptions.courseId, courseId) : undefined,
        ),
      )
      .returning({ id: subscriptions.id }),
  );
  if (cancelled.length === 0) throw new HttpError(409, 'parent.nothingToCancel');
  return { cancelled: cancelled.length };
}
