import {
  cardBrand,
  cardLast4,
  dollarsToCents,
  MOBILE_OPERATORS,
  PAYMENT_PIN,
  planById,
  quote,
  type Language,
} from '@codeyard/shared-schema';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Database, Reader, Tx } from '../db/index.js';
import { isUniqueViolation } from '../db/sql.js';
import { courses, payments, studentProfiles, subscriptions, users } from '../db/tables.js';
import { fieldError, HttpError } from '../http/errors.js';
import { myChild, myParent } from '../parent/access.js';
import { couponFor } from '../parent/plans.js';
import type { CardDetails, ChargeRequest, PaymentProvider, PinContact } from './provider.js';

/**
 * Payments (spec 001 §7.5) over one provider (provider.ts). The order is priced here, by the shared
 * pricing module, from the course and coupon tables: an amount sent by the device is only compared.
 *
 * One payment is one row of `payments`, unique by (parent, idempotency key). A call first writes the row
 * (pending) in a unit of work of its own, then asks the provider (network: never inside a unit of work),
 * then, in one more unit, either marks it paid and writes the subscriptions, or marks it waiting (pin,
 * approval). A declined payment deletes its row: nothing changes, and the same key may try again. The same
 * key again finds the row and answers it: a double click or a replay charges once.
 */

export const CURRENCY = 'USD';

export type PaymentRow = typeof payments.$inferSelect;
type Method = PaymentRow['method'];
type Kind = PaymentRow['kind'];

export interface Order {
  planId: number;
  courseIds: number[];
  studentIds: number[];
  assisted: boolean;
  couponCode?: string;
}

/** One child and course of an order, priced: the fee (discounted) and assisted learning (never). */
interface OrderLine {
  studentProfileId: number;
  courseId: number;
  amountCents: number;
  discountCents: number;
}

/** What a payment row keeps of its order: the order and its priced lines. */
type StoredOrder = Order & { lines: OrderLine[] };

interface PricedOrder {
  parentProfileId: number;
  kind: Kind;
  order: Order;
  months: number;
  couponCode: string | null;
  lines: OrderLine[];
  subtotalCents: number;
  discountCents: number;
  amountCents: number;
}

const unique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

export function addMonths(from: Date, months: number): Date {
  const to = new Date(from);
  to.setUTCMonth(to.getUTCMonth() + months);
  return to;
}

function planOrRefuse(planId: number) {
  const plan = planById(planId);
  if (!plan) throw fieldError('subscription_plan_id', 'parent.planUnknown');
  return plan;
}

async function couponOrRefuse(db: Reader, parentProfileId: number, code: string | undefined, now: Date) {
  if (code === undefined) return undefined;
  try {
    return await couponFor(db, parentProfileId, code, now);
  } catch (error) {
    if (error instanceof HttpError) throw fieldError('coupon_code', 'parent.couponInvalid');
    throw error;
  }
}

/** The children's open subscriptions (bought, not expired, cancelled or not). */
async function openSubscriptions(db: Reader, studentProfileIds: number[], now: Date) {
  if (studentProfileIds.length === 0) return [];
  return db
    .select()
    .from(subscriptions)
    .where(
      and(inArray(subscriptions.studentProfileId, studentProfileIds), gt(subscriptions.expiresAt, now.toISOString())),
    );
}

function priceLines(
  pairs: { studentProfileId: number; courseId: number }[],
  studentIds: number[],
  courseRows: { id: number; price: number }[],
  months: number,
  assisted: boolean,
  couponPercent: number | undefined,
) {
  // One quote for every child and course of the order (so the sibling and several-course discounts are
  // the pricing module's), of which the order keeps the pairs it buys.
  const q = quote({
    children: studentIds.length,
    courses: courseRows.map((c) => ({ id: c.id, priceCents: dollarsToCents(c.price) })),
    months,
    assistedLearning: assisted,
    couponPercent,
  });
  const lines: OrderLine[] = [];
  for (const pair of pairs) {
    const child = studentIds.indexOf(pair.studentProfileId);
    const own = q.lines.filter((l) => l.child === child && l.courseId === pair.courseId);
    lines.push({
      studentProfileId: pair.studentProfileId,
      courseId: pair.courseId,
      amountCents: own.reduce((sum, l) => sum + l.amountCents, 0),
      discountCents: own.reduce((sum, l) => sum + l.discountCents, 0),
    });
  }
  const amountCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const discountCents = lines.reduce((sum, l) => sum + l.discountCents, 0);
  return { lines, amountCents, discountCents, subtotalCents: amountCents + discountCents };
}

async function courseRowsOrRefuse(db: Reader, courseIds: number[]) {
  const rows = courseIds.length ? await db.select().from(courses).where(inArray(courses.id, courseIds)) : [];
  if (rows.length !== courseIds.length) throw fieldError('course_ids', 'parent.courseUnknown');
  return courseIds.map((id) => rows.find((r) => r.id === id)!);
}

/**
 * A purchase: every chosen child (the parent's own: 403 otherwise) gets every chosen course, which none
 * of them may have now (409). The price is the pricing module's.
 */
export async function pricePurchase(
  db: Reader,
  parentUserId: number,
  order: Order,
  now = new Date(),
): Promise<PricedOrder> {
  const parent = await myParent(db, parentUserId);
  const plan = planOrRefuse(order.planId);
  const studentIds = unique(order.studentIds);
  const courseIds = unique(order.courseIds);
  for (const id of studentIds) await myChild(db, parentUserId, id);
  const courseRows = await courseRowsOrRefuse(db, courseIds);
  const open = await openSubscriptions(db, studentIds, now);
  if (open.some((s) => courseIds.includes(s.courseId))) throw new HttpError(409, 'parent.alreadyHasCourse');
  const coupon = await couponOrRefuse(db, parent.id, order.couponCode, now);
  const pairs = studentIds.flatMap((studentProfileId) => courseIds.map((courseId) => ({ studentProfileId, courseId })));
  const priced = priceLines(pairs, studentIds, courseRows, plan.months, order.assisted, coupon?.percent);
  return {
    parentProfileId: parent.id,
    kind: 'purchase',
    order: { ...order, studentIds, courseIds, couponCode: coupon?.code },
    months: plan.months,
    couponCode: coupon?.code ?? null,
    ...priced,
  };
}

/**
 * A renewal: the courses the chosen children have or had from this parent (all, or one), each for the
 * plan's months more. Assisted learning is renewed where it was bought.
 */
export async function priceRenewal(
  db: Reader,
  parentUserId: number,
  input: { planId: number; studentIds: number[]; courseId?: number },
): Promise<PricedOrder> {
  const parent = await myParent(db, parentUserId);
  const plan = planOrRefuse(input.planId);
  const studentIds = unique(input.studentIds);
  for (const id of studentIds) await myChild(db, parentUserId, id);
  const had = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.parentProfileId, parent.id),
        inArray(subscriptions.studentProfileId, studentIds),
        input.courseId !== undefined ? eq(subscriptions.courseId, input.courseId) : undefined,
      ),
    );
  const pairs = unique(had.map((s) => s.studentProfileId * 1e6 + s.courseId)).map((k) => ({
    studentProfileId: Math.floor(k / 1e6),
    courseId: k % 1e6,
  }));
  if (pairs.length === 0) throw new HttpError(409, 'payments.nothingToRenew');
  const courseIds = unique(pairs.map((p) => p.courseId));
  const assisted = had.some((s) => s.assistedLearning);
  const courseRows = await courseRowsOrRefuse(db, courseIds);
  const renewing = unique(pairs.map((p) => p.studentProfileId));
  const priced = priceLines(pairs, renewing, courseRows, plan.months, assisted, undefined);
  return {
    parentProfileId: parent.id,
    kind: 'renewal',
    order: { planId: plan.id, courseIds, studentIds: renewing, assisted },
    months: plan.months,
    couponCode: null,
    ...priced,
  };
}

/**
 * What a call asked for, whatever it costs now: the same key again must ask for the same (a replay),
 * and is answered without pricing again (the children have the courses by then).
 */
export function fingerprint(kind: Kind, method: Method, request: Record<string, unknown>): string {
  const normal = Object.fromEntries(
    Object.entries(request)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [
        k,
        Array.isArray(v)
          ? [...new Set(v as number[])].sort((a, b) => a - b)
          : typeof v === 'string'
            ? v.toUpperCase()
            : v,
      ])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
  return createHash('sha256')
    .update(JSON.stringify({ kind, method, request: normal }))
    .digest('hex');
}

/** The amount the screen showed, when it sent one: a different one is refused before anything is charged. */
export function compareAmount(priced: PricedOrder, shownCents: number | undefined): void {
  if (shownCents !== undefined && shownCents !== priced.amountCents) throw new HttpError(409, 'payments.amountChanged');
}

export interface PaymentView {
  payment_id: number;
  provider_ref: string;
  kind: Kind;
  method: Method;
  status: 'paid' | 'pin_required' | 'approval_required' | 'cancelled';
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  amount_cents: number;
  card_brand: string | null;
  card_last4: string | null;
  approval_url: string | null;
  subscription_ids: number[];
  created_at: string;
  paid_at: string | null;
}

async function view(db: Reader, row: PaymentRow, approvalUrl: string | null = null): Promise<PaymentView> {
  const subs = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.paymentId, row.id))
    .orderBy(asc(subscriptions.id));
  if (row.status === 'pending') throw new HttpError(409, 'payments.inProgress');
  return {
    payment_id: row.id,
    provider_ref: row.providerRef,
    kind: row.kind,
    method: row.method,
    status: row.status,
    currency: row.currency,
    subtotal_cents: row.subtotalCents,
    discount_cents: row.discountCents,
    amount_cents: row.amountCents,
    card_brand: row.cardBrand ?? null,
    card_last4: row.cardLast4 ?? null,
    approval_url: approvalUrl,
    subscription_ids: subs.map((s) => s.id),
    created_at: row.createdAt,
    paid_at: row.paidAt ?? null,
  };
}

async function paymentByKey(db: Reader, parentProfileId: number, key: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.parentProfileId, parentProfileId), eq(payments.idempotencyKey, key)))
    .limit(1);
  return row;
}

export interface PaymentContext {
  db: Database;
  provider: PaymentProvider;
  /** Called once a payment is paid (the receipt by mail); its failure never undoes the payment. */
  onPaid?: (payment: PaymentRow) => Promise<void>;
}

/** How a new payment is charged: the provider's first answer. */
type FirstStep = (request: ChargeRequest) => Promise<'approved' | 'declined' | 'pin' | { approvalUrl: string }>;

export type StartResult = { payment: PaymentView; replayed: boolean };

/**
 * The one way a payment starts, whatever its method: the row under the key first, then the provider,
 * then the outcome. The same key again answers the payment it made.
 */
export async function startPayment(
  ctx: PaymentContext,
  parentUserId: number,
  input: {
    key: string;
    method: Method;
    /** The call's order as sent (fingerprint): the same key must come with the same. */
    fingerprint: string;
    /** Prices the order (and refuses what cannot be bought): only for a new key. */
    price: () => Promise<PricedOrder>;
    card?: { brand: string; last4: string };
    operatorId?: number;
    first: FirstStep;
  },
  now = new Date(),
): Promise<StartResult> {
  const { db } = ctx;
  const parent = await myParent(db, parentUserId);
  const existing = await paymentByKey(db, parent.id, input.key);
  if (existing) return { payment: await replay(db, existing, input.fingerprint), replayed: true };
  const priced = await input.price();
  const hash = input.fingerprint;

  const reference = `SBX-${randomBytes(12).toString('hex').toUpperCase()}`;
  let row: PaymentRow;
  try {
    [row] = (await db.write((tx) =>
      tx
        .insert(payments)
        .values({
          parentProfileId: priced.parentProfileId,
          idempotencyKey: input.key,
          kind: priced.kind,
          method: input.method,
          provider: ctx.provider.name,
          providerRef: reference,
          status: 'pending',
          orderJson: JSON.stringify({ ...priced.order, lines: priced.lines } satisfies StoredOrder),
          orderHash: hash,
          currency: CURRENCY,
          subtotalCents: priced.subtotalCents,
          discountCents: priced.discountCents,
          amountCents: priced.amountCents,
          couponCode: priced.couponCode,
          cardBrand: input.card?.brand ?? null,
          cardLast4: input.card?.last4 ?? null,
          operatorId: input.operatorId ?? null,
          createdAt: now.toISOString(),
        })
        .returning(),
    )) as [PaymentRow];
  } catch (error) {
    // Two clicks at once: the other one made the row.
    if (!isUniqueViolation(error)) throw error;
    const other = await paymentByKey(db, priced.parentProfileId, input.key);
    if (!other) throw error;
    return { payment: await replay(db, other, hash), replayed: true };
  }

  const request: ChargeRequest = {
    reference,
    amountCents: priced.amountCents,
    currency: CURRENCY,
    description: `Codeyard ${priced.kind} ${row.id}`,
  };
  let outcome: Awaited<ReturnType<FirstStep>>;
  try {
    outcome = await input.first(request);
  } catch (error) {
    await forget(db, row.id);
    throw error;
  }
  if (outcome === 'declined') {
    await forget(db, row.id);
    throw new HttpError(402, 'payments.failed', { code: 'payment_failed' });
  }
  if (outcome === 'approved') return { payment: await complete(ctx, row, now), replayed: false };
  if (outcome === 'pin') {
    const waiting = await setStatus(db, row.id, {
      status: 'pin_required',
      pinExpiresAt: new Date(now.getTime() + PAYMENT_PIN.minutes * 60_000).toISOString(),
    });
    return { payment: await view(db, waiting), replayed: false };
  }
  const waiting = await setStatus(db, row.id, { status: 'approval_required' });
  return { payment: await view(db, waiting, outcome.approvalUrl), replayed: false };
}

async function replay(db: Reader, row: PaymentRow, hash: string): Promise<PaymentView> {
  if (row.orderHash !== hash) throw new HttpError(409, 'payments.keyReused');
  return view(db, row);
}

async function forget(db: Database, id: number) {
  await db.write((tx) => tx.delete(payments).where(and(eq(payments.id, id), eq(payments.status, 'pending'))));
}

async function setStatus(db: Database, id: number, values: Partial<PaymentRow>): Promise<PaymentRow> {
  const [row] = await db.write((tx) => tx.update(payments).set(values).where(eq(payments.id, id)).returning());
  return row as PaymentRow;
}

/**
 * Marks a payment paid and gives the children their courses, in one unit of work: only a payment still
 * waiting is completed, so two completions at once write the subscriptions once.
 */
async function complete(ctx: PaymentContext, row: PaymentRow, now: Date, extra: Partial<PaymentRow> = {}) {
  const { db } = ctx;
  const order = JSON.parse(row.orderJson) as StoredOrder;
  const plan = planById(order.planId)!;
  const paid = await db.write(async (tx) => {
    const [updated] = await tx
      .update(payments)
      .set({ status: 'paid', paidAt: now.toISOString(), ...extra })
      .where(and(eq(payments.id, row.id), inArray(payments.status, ['pending', 'pin_required', 'approval_required'])))
      .returning();
    if (!updated) return undefined;
    await writeSubscriptions(tx, updated, order, plan.months, now);
    return updated as PaymentRow;
  });
  const final = paid ?? (await paymentById(db, row.id));
  if (paid && ctx.onPaid) await ctx.onPaid(paid).catch(() => undefined);
  return view(db, final!);
}

async function writeSubscriptions(tx: Tx, payment: PaymentRow, order: StoredOrder, months: number, now: Date) {
  for (const line of order.lines) {
    const [previous] = await tx
      .select({ expiresAt: subscriptions.expiresAt })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.parentProfileId, payment.parentProfileId),
          eq(subscriptions.studentProfileId, line.studentProfileId),
          eq(subscriptions.courseId, line.courseId),
        ),
      )
      .orderBy(desc(subscriptions.expiresAt))
      .limit(1);
    // A renewal runs on from the current expiry (from now once expired); a purchase from now.
    const latest = previous?.expiresAt;
    const start = payment.kind === 'renewal' && latest && latest > now.toISOString() ? new Date(latest) : now;
    await tx.insert(subscriptions).values({
      studentProfileId: line.studentProfileId,
      parentProfileId: payment.parentProfileId,
      courseId: line.courseId,
      planId: order.planId,
      amountCents: line.amountCents,
      discountCents: line.discountCents,
      couponCode: payment.couponCode,
      assistedLearning: order.assisted,
      paymentMethod: payment.method,
      purchasedAt: now.toISOString(),
      expiresAt: addMonths(start, months).toISOString(),
      paymentId: payment.id,
    });
  }
}

export async function paymentById(db: Reader, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row as PaymentRow | undefined;
}

/** One of the parent's own payments, or 404 (another parent's is not theirs to see). */
export async function myPayment(db: Reader, parentUserId: number, where: { id?: number; reference?: string }) {
  const parent = await myParent(db, parentUserId);
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.parentProfileId, parent.id),
        where.id !== undefined ? eq(payments.id, where.id) : eq(payments.providerRef, where.reference ?? ''),
      ),
    )
    .limit(1);
  if (!row) throw new HttpError(404, 'errors.notFound');
  return row as PaymentRow;
}

/** POST /check-otp/{pin}: three tries, ten minutes; a payment whose pin is spent or late is cancelled. */
export async function confirmPin(
  ctx: PaymentContext,
  parentUserId: number,
  paymentId: number,
  pin: string,
  now = new Date(),
) {
  const row = await myPayment(ctx.db, parentUserId, { id: paymentId });
  if (row.status === 'paid') return view(ctx.db, row);
  if (row.status !== 'pin_required') throw new HttpError(409, 'payments.notPending');
  if (row.pinExpiresAt && row.pinExpiresAt <= now.toISOString()) {
    await setStatus(ctx.db, row.id, { status: 'cancelled' });
    throw new HttpError(410, 'payments.pinExpired');
  }
  const outcome = await ctx.provider.confirmPin(row.providerRef, pin);
  if (outcome === 'approved') return complete(ctx, row, now);
  const tries = row.pinTries + 1;
  if (tries >= PAYMENT_PIN.tries) {
    await setStatus(ctx.db, row.id, { status: 'cancelled', pinTries: tries });
    throw new HttpError(410, 'payments.pinTooMany');
  }
  await setStatus(ctx.db, row.id, { pinTries: tries });
  throw fieldError('pin', 'payments.pinWrong');
}

/** POST /execute-paypal: the approved checkout, for the same order it was made for. */
export async function executeCheckout(
  ctx: PaymentContext,
  parentUserId: number,
  input: { reference: string; payerId: string; fingerprint: string },
  now = new Date(),
) {
  const row = await myPayment(ctx.db, parentUserId, { reference: input.reference });
  if (row.orderHash !== input.fingerprint) throw new HttpError(409, 'payments.orderDiffers');
  if (row.status === 'paid') return view(ctx.db, row);
  if (row.status !== 'approval_required') throw new HttpError(409, 'payments.notApproved');
  const outcome = await ctx.provider.executeCheckout(row.providerRef, input.payerId);
  if (outcome !== 'approved') throw new HttpError(402, 'payments.failed', { code: 'payment_failed' });
  return complete(ctx, row, now, { payerId: input.payerId });
}

/** The PIN contact of the parent: their phone, else their mail. */
export async function parentContact(db: Reader, parentUserId: number): Promise<PinContact> {
  const [user] = await db.select().from(users).where(eq(users.id, parentUserId)).limit(1);
  return { phone: user?.phone ?? null, email: user?.email ?? null, language: user?.language ?? 'en' };
}

export function cardSummary(card: CardDetails) {
  return { brand: cardBrand(card.number), last4: cardLast4(card.number) };
}

export function operatorOrRefuse(operatorId: number) {
  const operator = MOBILE_OPERATORS.find((o) => o.id === operatorId);
  if (!operator) throw fieldError('operator_id', 'payments.operatorUnknown');
  return operator;
}

/** GET /payments-history: the parent's paid payments, newest first, with their lines. */
export async function paymentsHistory(db: Reader, parentUserId: number, lang: Language) {
  const parent = await myParent(db, parentUserId);
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.parentProfileId, parent.id), eq(payments.status, 'paid')))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(100);
  const result = [];
  for (const row of rows) result.push({ ...(await view(db, row)), lines: await paymentLines(db, row.id, lang) });
  return result;
}

export async function paymentLines(db: Reader, paymentId: number, lang: Language) {
  const subs = await db
    .select({ sub: subscriptions, username: users.username, course: courses })
    .from(subscriptions)
    .innerJoin(studentProfiles, eq(studentProfiles.id, subscriptions.studentProfileId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(eq(subscriptions.paymentId, paymentId))
    .orderBy(asc(subscriptions.id));
  return subs.map(({ sub, username, course }) => ({
    student_profile_id: sub.studentProfileId,
    username,
    course_id: sub.courseId,
    course_title: lang === 'ar' ? course.titleAr : course.titleEn,
    assisted_learning: sub.assistedLearning,
    amount_cents: sub.amountCents,
    expires_at: sub.expiresAt,
  }));
}
