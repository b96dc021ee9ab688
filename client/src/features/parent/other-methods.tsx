import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { normalisePhone, payments, type BodyOf } from '@codeyard/shared-schema';
import { SelectField, TextField } from '../../ui/forms';
import { useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { useFormCall } from '../../ui/use-form-call';
import { useIdempotencyKey, useMoney, type Payment } from './pay-ui';

/**
 * The pay step's other two ways (spec 001 §7.5): PayPal-style (to the provider's page to approve or cancel,
 * and back to /Pricing) and mobile payment (country, operator, phone; a one-time pin by SMS).
 */

export type Method = 'card' | 'paypal' | 'mobile';
export const METHODS: readonly Method[] = ['card', 'paypal', 'mobile'];

/** What is bought, as the order step built it (the server prices it again). */
export type Order = Omit<BodyOf<typeof payments.checkoutPaypal>, 'idempotency_key' | 'return_url' | 'amount'>;

/** The order waits on this device while the parent is on the provider's page (it is this tab's, and ends with it). */
const storedOrderKey = (providerRef: string) => `codeyard.paypal.${providerRef}`;

export function MethodChooser({ method, onChange }: { method: Method; onChange: (method: Method) => void }) {
  const { t } = useTranslation('parent');
  return (
    <fieldset className="pay-methods">
      <legend>{t('pay.methodLegend')}</legend>
      {METHODS.map((m) => (
        <label key={m} className={`pay-method${method === m ? ' pay-method-active' : ''}`}>
          <input type="radio" name="pay-method" value={m} checked={method === m} onChange={() => onChange(m)} />
          {t(`pay.choose_${m}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** POST /checkout-paypal, then to the provider's approval page; it sends the parent back to /Pricing. */
export function PaypalStart({ order }: { order: Order }) {
  const { t } = useTranslation('parent');
  const lang = useLang();
  const money = useMoney();
  const key = useIdempotencyKey();
  const start = useFormCall(payments.checkoutPaypal);
  const [leaving, setLeaving] = useState(false);
  const go = async () => {
    const answer = await start.submit({
      body: { idempotency_key: key, return_url: `/Pricing?lang=${lang}`, ...order },
    });
    const payment = answer?.data.payment;
    if (!payment?.approval_url) return;
    sessionStorage.setItem(storedOrderKey(payment.provider_ref), JSON.stringify(order));
    setLeaving(true);
    window.location.assign(payment.approval_url);
  };
  return (
    <section className="card pay-form" aria-labelledby="paypal-title">
      <h2 id="paypal-title">
        <Icon name="shield" size={26} />
        {t('pay.paypalTitle')}
      </h2>
      <p>{t('pay.paypalLead')}</p>
      <button
        type="button"
        className="button button-primary button-large"
        disabled={start.busy || leaving}
        onClick={() => void go()}
      >
        {start.busy || leaving ? t('pay.paypalGoing') : t('pay.paypalGo', { amount: money(order.amount_cents ?? 0) })}
      </button>
    </section>
  );
}

/**
 * Back from the provider's page on /Pricing: `paymentId` with `PayerID` (approved: POST /execute-paypal
 * with the order kept on this device) or with `cancelled=1` (nothing was charged). Answers what to show.
 */
export function usePaypalReturn(onPaid: (payment: Payment) => void): 'completing' | 'cancelled' | null {
  const [params, setParams] = useSearchParams();
  const execute = useFormCall(payments.executePaypal);
  const [state, setState] = useState<'completing' | 'cancelled' | null>(null);
  const handled = useRef<string | null>(null);
  const providerRef = params.get('paymentId');
  const payerId = params.get('PayerID');
  const cancelled = params.get('cancelled') === '1';

  useEffect(() => {
    if (!providerRef || handled.current === providerRef) return;
    handled.current = providerRef; // once per return, also under StrictMode's double effects
    const raw = sessionStorage.getItem(storedOrderKey(providerRef));
    sessionStorage.removeItem(storedOrderKey(providerRef));
    const rest = new URLSearchParams(params);
    for (const name of ['paymentId', 'PayerID', 'cancelled']) rest.delete(name);
    setParams(rest, { replace: true });
    if (cancelled || !payerId || !raw) {
      setState('cancelled');
      return;
    }
    setState('completing');
    void execute
      .submit({ body: { payment_id: providerRef, payer_id: payerId, ...(JSON.parse(raw) as Order) } })
      .then((answer) => {
        if (answer?.data.payment.status === 'paid') onPaid(answer.data.payment);
        else setState(null);
      });
  }, [providerRef, payerId, cancelled, params, setParams, execute, onPaid]);
  return state;
}

/** Country, operator and phone → POST /create-mobile-payment; the operator's pin comes by SMS. */
export function MobilePayForm({ order, onPin }: { order: Order; onPin: (payment: Payment) => void }) {
  const { t } = useTranslation('parent');
  const lang = useLang();
  const money = useMoney();
  const key = useIdempotencyKey();
  const countries = useApiQuery(payments.mobilePaymentCountries, { query: { lang } });
  const [countryId, setCountryId] = useState(0);
  const operators = useApiQuery(
    payments.countryOperators,
    { params: { country_id: countryId }, query: { lang } },
    countryId > 0,
  );
  const [operatorId, setOperatorId] = useState(0);
  const [phone, setPhone] = useState('');
  const start = useFormCall(payments.createMobilePayment);
  const countryList = countries.data?.data.countries ?? [];
  const dial = countryList.find((c) => c.id === countryId)?.dial ?? '';
  const operatorList = countryId > 0 ? (operators.data?.data.operators ?? []) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!countryId) return start.setErrors({ country_id: [t('pay.mobileChooseCountry')] });
    if (!operatorId) return start.setErrors({ operator_id: [t('pay.mobileChooseOperator')] });
    const answer = await start.submit({
      body: { idempotency_key: key, operator_id: operatorId, phone: normalisePhone(phone.trim()), ...order },
    });
    if (answer?.data.payment.status === 'pin_required') onPin(answer.data.payment);
  };
  return (
    <form className="card pay-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="mobile-title">
      <h2 id="mobile-title">
        <Icon name="shield" size={26} />
        {t('pay.mobileTitle')}
      </h2>
      <p>{t('pay.mobileLead')}</p>
      <div className="kid-form-grid">
        <SelectField
          label={t('pay.mobileCountry')}
          value={countryId || ''}
          onChange={(e) => {
            const id = Number(e.target.value);
            start.setErrors({});
            setCountryId(id);
            setOperatorId(0);
            const chosen = countryList.find((c) => c.id === id);
            if (chosen && (phone.trim() === '' || countryList.some((c) => c.dial === phone.trim())))
              setPhone(chosen.dial);
          }}
          error={start.errorOf('country_id')}
          required
        >
          <option value="">{t('pay.choosePlaceholder')}</option>
          {countryList.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('pay.mobileOperator')}
          value={operatorId || ''}
          onChange={(e) => {
            start.setErrors({});
            setOperatorId(Number(e.target.value));
          }}
          error={start.errorOf('operator_id')}
          disabled={operatorList.length === 0}
          required
        >
          <option value="">{t('pay.choosePlaceholder')}</option>
          {operatorList.map((operator) => (
            <option key={operator.id} value={operator.id}>
              {operator.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('pay.mobilePhone')}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={start.errorOf('phone')}
          hint={
            dial ? (
              <>
                {t('pay.mobilePhoneHint')} <bdi dir="ltr">{dial}</bdi>
              </>
            ) : undefined
          }
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          required
        />
      </div>
      <button type="submit" className="button button-primary button-large" disabled={start.busy}>
        {start.busy ? t('pay.paying') : t('pay.mobileSend', { amount: money(order.amount_cents ?? 0) })}
      </button>
    </form>
  );
}
