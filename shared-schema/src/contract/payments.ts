import { Type } from 'typebox';
import { cardExpired, luhnValid } from '../payments/index.js';
import { Data, defineCall, Strict, type FieldIssues } from './define.js';
import { Id, Lang, Nullable, Phone } from './fields.js';
import { CouponCode } from './parent.js';

/**
 * Payments (spec 001 §7.5): card, PayPal-style checkout, mobile payment with a one-time pin, renewal and
 * the receipt. Every payment names an order (plan, courses, children, assisted learning, coupon); the
 * server prices it with the shared pricing module and never charges an amount sent by the device: an
 * `amount_cents` sent with the order is only compared (a different one is refused, nothing charged).
 * Every call that can charge carries `idempotency_key`: the same key again answers the same payment and
 * charges nothing more (a double click, a replay).
 */

const ParentAccess = ['parent'] as const;

export const IdempotencyKey = Type.String({
  pattern: '^[A-Za-z0-9_.:-]{8,100}$',
  errorMessages: { pattern: 'validation.invalid', required: 'validation.invalid' },
});

/** A return address on our own site (a path): the provider sends the parent back there, never elsewhere. */
export const ReturnUrl = Type.String({
  maxLength: 500,
  pattern: '^/[A-Za-z0-9/_?=&.%-]*$',
  errorMessages: { pattern: 'validation.invalid' },
});

const IdList = (max: number) => Type.Array(Id, { maxItems: max });

/** What is bought (spec 000 §5: the terms agreed, a child and a course chosen). */
const OrderFields = {
  subscription_plan_id: Id,
  /** The spec's single course; course_ids for several. */
  course_id: Type.Optional(Id),
  course_ids: Type.Optional(IdList(20)),
  student_ids: IdList(20),
  with_assisted_learning: Type.Optional(Type.Boolean()),
  coupon_code: Type.Optional(CouponCode),
  terms_agreed: Type.Optional(Type.Boolean()),
  /** The total the screen showed, in cents: compared, never charged. */
  amount_cents: Type.Optional(Type.Integer({ minimum: 0 })),
};

export function orderIssues(body: {
  course_id?: number;
  course_ids?: number[];
  student_ids?: number[];
  terms_agreed?: boolean;
}): FieldIssues {
  const issues: FieldIssues = {};
  if (body.terms_agreed !== true) issues.terms_agreed = [{ key: 'payments.termsRequired' }];
  if ((body.student_ids ?? []).length === 0) issues.student_ids = [{ key: 'payments.chooseChild' }];
  if (body.course_id === undefined && (body.course_ids ?? []).length === 0)
    issues.course_ids = [{ key: 'payments.chooseCourse' }];
  return issues;
}

const CardFields = {
  card_name: Type.String({ minLength: 2, maxLength: 100, errorMessages: { minLength: 'payments.cardName' } }),
  card_number: Type.String({
    pattern: '^[0-9 -]{12,23}$',
    errorMessages: { pattern: 'payments.cardNumber', required: 'payments.cardNumber' },
  }),
  cvv: Type.String({ pattern: '^[0-9]{3,4}$', errorMessages: { pattern: 'payments.cvv', required: 'payments.cvv' } }),
  expiry_month: Type.Integer({
    minimum: 1,
    maximum: 12,
    errorMessages: { minimum: 'payments.expiry', maximum: 'payments.expiry' },
  }),
  expiry_year: Type.Integer({
    minimum: 2000,
    maximum: 2100,
    errorMessages: { minimum: 'payments.expiry', maximum: 'payments.expiry' },
  }),
};

export function cardIssues(body: { card_number: string; expiry_month: number; expiry_year: number }): FieldIssues {
  const issues: FieldIssues = {};
  if (!luhnValid(body.card_number)) issues.card_number = [{ key: 'payments.cardNumber' }];
  if (cardExpired(body.expiry_month, body.expiry_year)) issues.expiry_month = [{ key: 'payments.cardExpired' }];
  return issues;
}

export const PaymentStatus = Type.Union([
  Type.Literal('paid'),
  Type.Literal('pin_required'),
  Type.Literal('approval_required'),
  Type.Literal('cancelled'),
]);

export const PaymentMethod = Type.Union([Type.Literal('card'), Type.Literal('paypal'), Type.Literal('mobile')]);

export const PaymentInfo = Type.Object({
  payment_id: Type.Integer(),
  /** The provider's reference (a PayPal-style payment id). */
  provider_ref: Type.String(),
  kind: Type.Union([Type.Literal('purchase'), Type.Literal('renewal')]),
  method: PaymentMethod,
  status: PaymentStatus,
  currency: Type.String(),
  subtotal_cents: Type.Integer(),
  discount_cents: Type.Integer(),
  amount_cents: Type.Integer(),
  card_brand: Nullable(Type.String()),
  card_last4: Nullable(Type.String()),
  /** Where the parent approves a PayPal-style payment. */
  approval_url: Nullable(Type.String()),
  subscription_ids: Type.Array(Type.Integer()),
  created_at: Type.String(),
  paid_at: Nullable(Type.String()),
});

const PaymentAnswer = Data(Type.Object({ message: Type.String(), payment: PaymentInfo }));

export const placePayment = defineCall({
  method: 'POST',
  path: '/place-payment',
  access: ParentAccess,
  queueable: false,
  summary:
    'Pays an order by card (the sandbox: README test cards). Paid: the children have the courses at once; a card that needs a pin answers pin_required (the pin goes by SMS; then /check-otp/{pin}); declined: 402 and nothing changes.',
  body: Strict({ idempotency_key: IdempotencyKey, ...OrderFields, ...CardFields }),
  response: PaymentAnswer,
  check: ({ body }) => ({ ...orderIssues(body), ...cardIssues(body) }),
});

export const renewParentSubscription = defineCall({
  method: 'POST',
  path: '/renew-parent-subscription',
  access: ParentAccess,
  queueable: false,
  summary:
    "Renews, by card, the courses the chosen children have or had (all, or course_id): each runs on for the plan's months from its expiry (from today once expired), and renews again.",
  body: Strict({
    idempotency_key: IdempotencyKey,
    subscription_plan_id: Id,
    student_ids: IdList(20),
    course_id: Type.Optional(Id),
    terms_agreed: Type.Optional(Type.Boolean()),
    amount_cents: Type.Optional(Type.Integer({ minimum: 0 })),
    ...CardFields,
  }),
  response: PaymentAnswer,
  check: ({ body }) => ({
    ...orderIssues({ ...body, course_ids: [0] }),
    ...cardIssues(body),
  }),
});

export const merchantInfo = defineCall({
  method: 'POST',
  path: '/get-merchant-info',
  access: ParentAccess,
  queueable: false,
  summary: 'The payment provider as the pay screen shows it, and (sandbox only) its test cards.',
  body: Strict({ return_url: Type.Optional(ReturnUrl), lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      provider: Type.String(),
      merchant_name: Type.String(),
      currency: Type.String(),
      test_mode: Type.Boolean(),
      methods: Type.Array(PaymentMethod),
      return_url: Nullable(Type.String()),
      test_cards: Type.Array(Type.Object({ number: Type.String(), outcome: Type.String() })),
    }),
  ),
});

export const checkoutPaypal = defineCall({
  method: 'POST',
  path: '/checkout-paypal',
  access: ParentAccess,
  queueable: false,
  summary:
    'Starts a PayPal-style payment for an order: answers approval_required and the approval_url where the parent approves or cancels; the provider then sends the parent to return_url with paymentId and PayerID.',
  body: Strict({
    idempotency_key: IdempotencyKey,
    return_url: ReturnUrl,
    /** The spec's amount, in dollars: compared, never charged. */
    amount: Type.Optional(Type.Number({ minimum: 0 })),
    ...OrderFields,
  }),
  response: PaymentAnswer,
  check: ({ body }) => orderIssues(body),
});

export const executePaypal = defineCall({
  method: 'POST',
  path: '/execute-paypal',
  access: ParentAccess,
  queueable: false,
  summary:
    'Completes an approved PayPal-style payment (payment_id: its provider reference) for the same order; a second call answers the same payment.',
  body: Strict({
    payer_id: Type.String({ minLength: 1, maxLength: 100 }),
    payment_id: Type.String({ minLength: 1, maxLength: 100 }),
    ...OrderFields,
  }),
  response: PaymentAnswer,
  check: ({ body }) => orderIssues(body),
});

export const createMobilePayment = defineCall({
  method: 'POST',
  path: '/create-mobile-payment',
  access: ParentAccess,
  queueable: false,
  summary:
    'Starts a payment by phone: the operator (of one of /mobile-payment-countries) sends a one-time pin by SMS; /check-otp/{pin} completes it.',
  body: Strict({
    idempotency_key: IdempotencyKey,
    operator_id: Id,
    phone: Phone,
    /** The spec's amount, in dollars: compared, never charged. */
    amount: Type.Optional(Type.Number({ minimum: 0 })),
    ...OrderFields,
  }),
  response: PaymentAnswer,
  check: ({ body }) => orderIssues(body),
});

export const checkOtp = defineCall({
  method: 'POST',
  path: '/check-otp/{pin}',
  access: ParentAccess,
  queueable: false,
  summary: 'Completes a payment waiting for its one-time pin (mobile, or a card that asks for one): three tries.',
  params: Strict({ pin: Type.String({ pattern: '^[0-9]{6}$', errorMessages: { pattern: 'payments.pinWrong' } }) }),
  body: Strict({ payment_id: Id }),
  response: PaymentAnswer,
});

export const mobilePaymentCountries = defineCall({
  method: 'GET',
  path: '/mobile-payment-countries',
  access: ParentAccess,
  queueable: false,
  summary: 'The countries where a parent may pay by phone.',
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      countries: Type.Array(
        Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), dial: Type.String() }),
      ),
    }),
  ),
});

export const countryOperators = defineCall({
  method: 'GET',
  path: '/country-operators/{country_id}',
  access: ParentAccess,
  queueable: false,
  summary: "A country's mobile operators.",
  params: Strict({ country_id: Id }),
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(Type.Object({ operators: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })) })),
});

export const PdfFile = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'A PDF file' });

export const paymentReceipt = defineCall({
  method: 'GET',
  path: '/payment-receipt/{paymentId}',
  access: ParentAccess,
  queueable: false,
  summary: "The receipt of one of the parent's paid payments, as a PDF in the parent's language.",
  params: Strict({ paymentId: Id }),
  query: Strict({ lang: Type.Optional(Lang) }),
  response: PdfFile,
});

export const PaymentRow = Type.Object({
  ...PaymentInfo.properties,
  lines: Type.Array(
    Type.Object({
      student_profile_id: Type.Integer(),
      username: Type.String(),
      course_id: Type.Integer(),
      course_title: Type.String(),
      assisted_learning: Type.Boolean(),
      amount_cents: Type.Integer(),
      expires_at: Type.String(),
    }),
  ),
});

export const paymentsHistory = defineCall({
  method: 'GET',
  path: '/payments-history',
  access: ParentAccess,
  queueable: false,
  summary: "The parent's paid payments (orders), newest first, each with its lines and receipt: /parent/myorders.",
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(Type.Object({ payments: Type.Array(PaymentRow) })),
});
