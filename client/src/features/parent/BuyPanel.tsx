import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ASSISTED_LEARNING_CENTS,
  dollarsToCents,
  hasIssues,
  parent,
  payments,
  PLANS,
  quote,
  SAVINGS_CAP_PERCENT,
  translate,
} from '@codeyard/shared-schema';
import { useSession } from '../../session/use-session';
import { useAlerts } from '../../ui/alerts';
import { TextField } from '../../ui/forms';
import { LangLink, useLangNavigate } from '../../ui/LangLink';
import { formatPercent, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { useFormCall } from '../../ui/use-form-call';
import { MethodChooser, MobilePayForm, PaypalStart, usePaypalReturn, type Method, type Order } from './other-methods';
import { CardForm, PinForm, useIdempotencyKey, useMoney, type CardValues, type Payment } from './pay-ui';
import './parent.css';

export interface BuyableCourse {
  id: number;
  title: string;
  price: number;
}

/**
 * The buy path of /Pricing (spec 000 §5: the terms agreed, a child and a course chosen): children,
 * courses, plan, assisted learning, a coupon, the total from the shared pricing module (the server
 * charges the same, and refuses a different one), then the card, PayPal (whose page sends the parent back
 * here) or the mobile phone. The coupon lives in this page only:
 * leaving the page loses it, as the spec's message says.
 */
export function BuyPanel({ courses }: { courses: readonly BuyableCourse[] }) {
  const { t } = useTranslation('parent');
  const session = useSession();
  if (session?.userType !== 'parent')
    return (
      <section className="card buy-panel" aria-labelledby="buy-title">
        <h2 id="buy-title">{t('pay.buyTitle')}</h2>
        <p>{t('pay.signInToBuy')}</p>
        <LangLink className="button button-primary" to="/login">
          {t('pay.signIn')}
        </LangLink>
      </section>
    );
  return <ParentBuy courses={courses} />;
}

function ParentBuy({ courses }: { courses: readonly BuyableCourse[] }) {
  const { t } = useTranslation('parent');
  const lang = useLang();
  const money = useMoney();
  const alerts = useAlerts();
  const navigate = useLangNavigate();
  const kids = useApiQuery(parent.kidsInfo, { query: { lang } });
  const [children, setChildren] = useState<number[]>([]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [planId, setPlanId] = useState<number>(PLANS[0].id);
  const [assisted, setAssisted] = useState(false);
  const [couponText, setCouponText] = useState('');
  const [coupon, setCoupon] = useState<{ code: string; percent: number } | null>(null);
  const [terms, setTerms] = useState(false);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [step, setStep] = useState<'order' | 'pay'>('order');
  const [waiting, setWaiting] = useState<Payment | null>(null);
  const [method, setMethod] = useState<Method>('card');
  const couponCall = useFormCall(parent.parentCouponsDiscount);
  const pay = useFormCall(payments.placePayment);
  const key = useIdempotencyKey();

  const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
  const months = PLANS.find((p) => p.id === planId)?.months ?? 1;
  const total = useMemo(
    () =>
      quote({
        children: children.length,
        courses: courses
          .filter((c) => chosen.includes(c.id))
          .map((c) => ({ id: c.id, priceCents: dollarsToCents(c.price) })),
        months,
        assistedLearning: assisted,
        couponPercent: coupon?.percent,
      }),
    [children, chosen, courses, months, assisted, coupon],
  );
  const order: Order & { terms_agreed: boolean; amount_cents: number } = {
    subscription_plan_id: planId,
    course_ids: chosen,
    student_ids: children,
    with_assisted_learning: assisted,
    coupon_code: coupon?.code,
    terms_agreed: terms,
    amount_cents: total.totalCents,
  };

  const applyCoupon = async () => {
    const answer = await couponCall.submit({ params: { code: couponText.trim(), planId }, query: { lang } });
    if (answer) setCoupon({ code: answer.data.code, percent: answer.data.percent });
  };
  const toPay = () => {
    const found = payments.orderIssues(order);
    if (hasIssues(found)) {
      setIssues(Object.fromEntries(Object.entries(found).map(([f, list]) => [f, translate(lang, list[0]!.key)])));
      return;
    }
    setIssues({});
    setStep('pay');
  };
  const done = useCallback(
    (payment: Payment) => navigate(`/parent/thankyou?payment=${payment.payment_id}`),
    [navigate],
  );
  const paypalReturn = usePaypalReturn(done);
  const returnNote = useRef<HTMLParagraphElement>(null);
  // Back from the provider's page at the top of /Pricing: the note is where the parent looks next.
  useEffect(() => {
    if (!paypalReturn) return;
    returnNote.current?.scrollIntoView({ block: 'center' });
    returnNote.current?.focus({ preventScroll: true });
  }, [paypalReturn]);
  const payByCard = async (card: CardValues) => {
    const answer = await pay.submit({ body: { idempotency_key: key, ...order, ...card } });
    if (!answer) return;
    if (answer.data.payment.status === 'paid') done(answer.data.payment);
    else {
      alerts.show('success', answer.data.message);
      setWaiting(answer.data.payment);
    }
  };
  const orderError = (field: string) => issues[field] ?? pay.errorOf(field);

  const kidList = kids.data?.data.kids.filter((k) => k.status === 'active') ?? [];
  return (
    <section className="card buy-panel" aria-labelledby="buy-title">
      <h2 id="buy-title">
        <Icon name="gift" size={28} />
        {t('pay.buyTitle')}
      </h2>
      <p>{t('pay.buyLead')}</p>
      {paypalReturn && (
        <p className={`pay-return pay-return-${paypalReturn}`} role="status" ref={returnNote} tabIndex={-1}>
          {paypalReturn === 'completing' ? t('pay.paypalCompleting') : t('pay.paypalCancelled')}
        </p>
      )}
      {step === 'order' && (
        <div className="buy-grid">
          <fieldset className="buy-choices" aria-invalid={Boolean(orderError('student_ids'))}>
            <legend>{t('pay.children')}</legend>
            {kids.data && kidList.length === 0 && (
              <p>
                {t('pay.noChildren')} <LangLink to="/parent/manageMyKids">{t('pay.addChild')}</LangLink>
              </p>
            )}
            {kidList.map((kid) => (
              <label key={kid.student_profile_id} className="check-row">
                <input
                  type="checkbox"
                  checked={children.includes(kid.student_profile_id)}
                  onChange={() => setChildren(toggle(children, kid.student_profile_id))}
                />
                {`${kid.first_name} ${kid.last_name}`.trim() || kid.username}{' '}
                <span className="muted">({kid.username})</span>
              </label>
            ))}
            {orderError('student_ids') && (
              <p className="field-error" role="alert">
                {orderError('student_ids')}
              </p>
            )}
          </fieldset>
          <fieldset className="buy-choices">
            <legend>{t('pay.courses')}</legend>
            {courses.map((course) => (
              <label key={course.id} className="check-row">
                <input
                  type="checkbox"
                  checked={chosen.includes(course.id)}
                  onChange={() => setChosen(toggle(chosen, course.id))}
                />
                {course.title} <span className="muted">{money(dollarsToCents(course.price))}</span>
              </label>
            ))}
            {orderError('course_ids') && (
              <p className="field-error" role="alert">
                {orderError('course_ids')}
              </p>
            )}
          </fieldset>
          <div className="buy-side">
            <fieldset className="buy-choices">
              <legend>{t('pay.plan')}</legend>
              {PLANS.map((plan) => (
                <label key={plan.id} className="check-row">
                  <input
                    type="radio"
                    name="plan"
                    checked={planId === plan.id}
                    onChange={() => {
                      setPlanId(plan.id);
                      setCoupon(null);
                    }}
                  />
                  {t(`pay.plan_${plan.key}`)}
                </label>
              ))}
            </fieldset>
            <label className="check-row">
              <input type="checkbox" checked={assisted} onChange={(e) => setAssisted(e.target.checked)} />
              {t('pay.assisted', { price: money(ASSISTED_LEARNING_CENTS) })}
            </label>
            {coupon ? (
              <div className="coupon-applied" role="status">
                <p>
                  {t('pay.couponApplied', { code: coupon.code, percent: formatPercent(coupon.percent / 100, lang) })}
                </p>
                <p className="muted">{translate(lang, 'payments.couponLost')}</p>
                <button type="button" className="button button-small" onClick={() => setCoupon(null)}>
                  {t('pay.removeCoupon')}
                </button>
              </div>
            ) : (
              <div className="coupon-row">
                <TextField
                  label={t('pay.coupon')}
                  value={couponText}
                  onChange={(e) => setCouponText(e.target.value)}
                  error={couponCall.errorOf('code') ?? couponCall.errorOf('_')}
                  hint={translate(lang, 'payments.couponLost')}
                  autoComplete="off"
                  dir="ltr"
                />
                <button
                  type="button"
                  className="button"
                  disabled={couponCall.busy || couponText.trim() === ''}
                  onClick={() => void applyCoupon()}
                >
                  {t('pay.applyCoupon')}
                </button>
              </div>
            )}
            <dl className="buy-total">
              <div>
                <dt>{t('pay.subtotal')}</dt>
                <dd>{money(total.subtotalCents)}</dd>
              </div>
              <div>
                <dt>{t('pay.discount')}</dt>
                <dd>{money(total.discountCents)}</dd>
              </div>
              <div className="buy-total-sum">
                <dt>{t('pay.total')}</dt>
                <dd>{money(total.totalCents)}</dd>
              </div>
            </dl>
            {total.capped && (
              <p className="muted">{t('pay.capped', { cap: formatPercent(SAVINGS_CAP_PERCENT / 100, lang) })}</p>
            )}
            <label className="check-row">
              <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
              {t('pay.terms')}
            </label>
            <LangLink to="/terms">{t('pay.termsLink')}</LangLink>
            {orderError('terms_agreed') && (
              <p className="field-error" role="alert">
                {orderError('terms_agreed')}
              </p>
            )}
            <button type="button" className="button button-primary button-large" onClick={toPay}>
              {t('pay.continue')}
            </button>
          </div>
        </div>
      )}
      {step === 'pay' && !waiting && (
        <>
          <p className="buy-summary">
            {t('pay.total')}: <strong>{money(total.totalCents)}</strong>{' '}
            <button type="button" className="button button-small" onClick={() => setStep('order')}>
              {t('pay.back')}
            </button>
          </p>
          <MethodChooser method={method} onChange={setMethod} />
          {method === 'card' && (
            <CardForm
              amountCents={total.totalCents}
              busy={pay.busy}
              errorOf={pay.errorOf}
              onPay={(card) => void payByCard(card)}
            />
          )}
          {method === 'paypal' && <PaypalStart order={order} />}
          {method === 'mobile' && <MobilePayForm order={order} onPin={setWaiting} />}
        </>
      )}
      {waiting && <PinForm payment={waiting} onPaid={done} />}
    </section>
  );
}
