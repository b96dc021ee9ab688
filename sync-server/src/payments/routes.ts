import {
  formatCents,
  MOBILE_COUNTRIES,
  MOBILE_OPERATORS,
  payments as contract,
  SANDBOX_CARDS,
  translate,
  type Language,
} from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { parentProfiles, users } from '../db/tables.js';
import { notFound } from '../http/errors.js';
import { serve } from '../http/contract-routes.js';
import { requestLanguage } from '../http/language.js';
import { myParent } from '../parent/access.js';
import { receiptFileName, receiptPdf } from './receipt.js';
import { SandboxProvider } from './sandbox.js';
import {
  cardSummary,
  compareAmount,
  confirmPin,
  executeCheckout,
  fingerprint,
  myPayment,
  operatorOrRefuse,
  parentContact,
  paymentsHistory,
  pricePurchase,
  priceRenewal,
  startPayment,
  type Order,
  type PaymentContext,
  type PaymentRow,
} from './service.js';

const PDF_TYPE = 'application/pdf';

/** The payment calls (spec 001 §7.5): thin handlers over service.ts, with the sandbox provider. */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const provider = new SandboxProvider(`${app.config.jwtSecret}:sandbox-payments`, app.sms, app.mail);
  const me = (request: FastifyRequest) => request.auth!.user.id;
  const lang = (request: FastifyRequest) => requestLanguage(request);
  const say = (request: FastifyRequest, key: string) => translate(lang(request), key);

  /** The receipt goes by mail to the parent, in their language, the PDF attached. */
  const mailReceipt = async (payment: PaymentRow) => {
    const [user] = await db
      .select()
      .from(users)
      .innerJoin(parentProfiles, eq(users.id, parentProfiles.userId))
      .where(eq(parentProfiles.id, payment.parentProfileId))
      .limit(1);
    if (!user?.users.email) return;
    const language: Language = user.users.language ?? 'en';
    const number = receiptNumber(payment.id);
    await app.mail.send({
      to: user.users.email,
      subject: translate(language, 'payments.receipt.mailSubject', { number }),
      text: translate(language, 'payments.receipt.mailBody', {
        name: user.parent_profiles.firstName,
        amount: formatCents(payment.amountCents),
      }),
      attachments: [
        {
          filename: receiptFileName(payment.id),
          contentType: PDF_TYPE,
          content: await receiptPdf(db, payment, language),
        },
      ],
    });
  };
  const ctx: PaymentContext = {
    db,
    provider,
    onPaid: (payment) =>
      mailReceipt(payment).catch((error: unknown) =>
        app.log.warn({ err: error, payment: payment.id }, 'receipt mail failed'),
      ),
  };

  const orderOf = (body: {
    subscription_plan_id: number;
    course_id?: number;
    course_ids?: number[];
    student_ids: number[];
    with_assisted_learning?: boolean;
    coupon_code?: string;
  }): Order => ({
    planId: body.subscription_plan_id,
    courseIds: [...(body.course_ids ?? []), ...(body.course_id !== undefined ? [body.course_id] : [])],
    studentIds: body.student_ids,
    assisted: body.with_assisted_learning ?? false,
    couponCode: body.coupon_code,
  });
  const dollarsToShown = (amount: number | undefined) => (amount === undefined ? undefined : Math.round(amount * 100));
  const answer = (request: FastifyRequest, payment: { status: string; kind: string }) => ({
    data: {
      message: say(
        request,
        payment.status === 'pin_required'
          ? 'payments.pinSent'
          : payment.status === 'approval_required'
            ? 'payments.approvalRequired'
            : payment.status === 'paid' && payment.kind === 'renewal'
              ? 'payments.renewed'
              : payment.status === 'paid'
                ? 'payments.paid'
                : 'payments.failed',
      ),
      payment: payment as never,
    },
  });
  const card = (body: {
    card_name: string;
    card_number: string;
    cvv: string;
    expiry_month: number;
    expiry_year: number;
  }) => ({
    name: body.card_name,
    number: body.card_number,
    cvv: body.cvv,
    expiryMonth: body.expiry_month,
    expiryYear: body.expiry_year,
  });

  /** What a purchase call asks for, as its fingerprint reads it. */
  const purchaseOf = (order: Order) => ({
    plan: order.planId,
    courses: order.courseIds,
    students: order.studentIds,
    assisted: order.assisted,
    coupon: order.couponCode,
  });
  const purchase = (request: FastifyRequest, order: Order, shownCents: number | undefined) => async () => {
    const priced = await pricePurchase(db, me(request), order);
    compareAmount(priced, shownCents);
    return priced;
  };

  serve(app, contract.placePayment, async (request) => {
    const order = orderOf(request.body);
    const details = card(request.body);
    const contact = await parentContact(db, me(request));
    const { payment } = await startPayment(ctx, me(request), {
      key: request.body.idempotency_key,
      method: 'card',
      fingerprint: fingerprint('purchase', 'card', purchaseOf(order)),
      price: purchase(request, order, request.body.amount_cents),
      card: cardSummary(details),
      first: async (charge) => (await provider.chargeCard(charge, details, contact)).outcome,
    });
    return answer(request, payment);
  });

  serve(app, contract.renewParentSubscription, async (request) => {
    const body = request.body;
    const details = card(body);
    const contact = await parentContact(db, me(request));
    const { payment } = await startPayment(ctx, me(request), {
      key: body.idempotency_key,
      method: 'card',
      fingerprint: fingerprint('renewal', 'card', {
        plan: body.subscription_plan_id,
        students: body.student_ids,
        course: body.course_id,
      }),
      price: async () => {
        const priced = await priceRenewal(db, me(request), {
          planId: body.subscription_plan_id,
          studentIds: body.student_ids,
          courseId: body.course_id,
        });
        compareAmount(priced, body.amount_cents);
        return priced;
      },
      card: cardSummary(details),
      first: async (charge) => (await provider.chargeCard(charge, details, contact)).outcome,
    });
    return answer(request, payment);
  });

  serve(app, contract.merchantInfo, async (request) => {
    await myParent(db, me(request));
    return {
      data: {
        provider: provider.name,
        merchant_name: 'Codeyard',
        currency: 'USD',
        test_mode: provider.testMode,
        methods: ['card', 'paypal', 'mobile'] as ('card' | 'paypal' | 'mobile')[],
        return_url: request.body.return_url ?? null,
        test_cards: provider.testMode ? SANDBOX_CARDS.map((c) => ({ number: c.number, outcome: c.outcome })) : [],
      },
    };
  });

  serve(app, contract.checkoutPaypal, async (request) => {
    const order = orderOf(request.body);
    const { payment } = await startPayment(ctx, me(request), {
      key: request.body.idempotency_key,
      method: 'paypal',
      fingerprint: fingerprint('purchase', 'paypal', purchaseOf(order)),
      price: purchase(request, order, request.body.amount_cents ?? dollarsToShown(request.body.amount)),
      first: (charge) => provider.createCheckout(charge, request.body.return_url),
    });
    return answer(request, payment);
  });

  serve(app, contract.executePaypal, async (request) => {
    const payment = await executeCheckout(ctx, me(request), {
      reference: request.body.payment_id,
      payerId: request.body.payer_id,
      fingerprint: fingerprint('purchase', 'paypal', purchaseOf(orderOf(request.body))),
    });
    return answer(request, payment);
  });

  serve(app, contract.createMobilePayment, async (request) => {
    operatorOrRefuse(request.body.operator_id);
    const order = orderOf(request.body);
    const contact = { phone: request.body.phone, email: null, language: lang(request) };
    const { payment } = await startPayment(ctx, me(request), {
      key: request.body.idempotency_key,
      method: 'mobile',
      fingerprint: fingerprint('purchase', 'mobile', { ...purchaseOf(order), operator: request.body.operator_id }),
      price: purchase(request, order, request.body.amount_cents ?? dollarsToShown(request.body.amount)),
      operatorId: request.body.operator_id,
      first: async (charge) => {
        await provider.startMobile(charge, request.body.operator_id, contact);
        return 'pin' as const;
      },
    });
    return answer(request, payment);
  });

  serve(app, contract.checkOtp, async (request) =>
    answer(request, await confirmPin(ctx, me(request), request.body.payment_id, request.params.pin)),
  );

  serve(app, contract.mobilePaymentCountries, async (request) => ({
    data: {
      countries: MOBILE_COUNTRIES.map((c) => ({ id: c.id, code: c.code, name: c.name[lang(request)], dial: c.dial })),
    },
  }));

  serve(app, contract.countryOperators, async (request) => {
    const operators = MOBILE_OPERATORS.filter((o) => o.countryId === request.params.country_id);
    if (operators.length === 0) throw notFound();
    return { data: { operators: operators.map((o) => ({ id: o.id, name: o.name })) } };
  });

  serve(app, contract.paymentsHistory, async (request) => ({
    data: { payments: await paymentsHistory(db, me(request), lang(request)) },
  }));

  serve(app, contract.paymentReceipt, async (request, reply: FastifyReply) => {
    const payment = await myPayment(db, me(request), { id: request.params.paymentId });
    if (payment.status !== 'paid') throw notFound();
    const bytes = await receiptPdf(db, payment, lang(request));
    void reply
      .header('content-type', PDF_TYPE)
      .header('content-disposition', `inline; filename="${receiptFileName(payment.id)}"`)
      .header('cache-control', 'no-store, private');
    return bytes as never;
  });

  if (provider.testMode) sandboxCheckoutPages(app, provider);
}

export const receiptNumber = (id: number) => `CY-${String(id).padStart(6, '0')}`;

/** A return address on our own site only: a path, never another host (`//host` included). */
const ownPath = (url: string) => /^\/(?![/\\])[A-Za-z0-9/_?=&.%-]*$/.test(url);

/**
 * The sandbox's approval page, standing in for the provider's own site: the parent approves or cancels,
 * and is sent back to the return address with paymentId and PayerID (approved) or cancelled=1.
 */
function sandboxCheckoutPages(app: FastifyInstance, provider: SandboxProvider) {
  app.get<{ Querystring: { token?: string; return_url?: string; decision?: string } }>(
    '/api/sandbox/checkout',
    async (request, reply) => {
      const { token = '', return_url: returnUrl = '', decision } = request.query;
      if (!/^SBX-[0-9A-F]{24}$/.test(token) || !ownPath(returnUrl)) return reply.code(404).send();
      void reply.header('cache-control', 'no-store');
      const back = (params: Record<string, string>) =>
        `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
      if (decision === 'approve')
        return reply.redirect(back({ paymentId: token, PayerID: provider.payerIdOf(token) }), 303);
      if (decision === 'cancel') return reply.redirect(back({ paymentId: token, cancelled: '1' }), 303);
      const here = (d: string) =>
        `/api/sandbox/checkout?${new URLSearchParams({ token, return_url: returnUrl, decision: d }).toString()}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox checkout</title></head>` +
            `<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto"><main><h1>Sandbox checkout</h1>` +
            `<p>No money moves: this page stands in for the payment provider.</p>` +
            `<p><a href="${here('approve')}">Approve the payment</a></p><p><a href="${here('cancel')}">Cancel</a></p>` +
            `</main></body></html>`,
        );
    },
  );
}
