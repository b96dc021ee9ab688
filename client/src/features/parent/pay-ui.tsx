import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { centsToDollars, payments } from '@codeyard/shared-schema';
import { ApiError, urlFor } from '../../api/client';
import { sessionStore } from '../../session/session-store';
import { useAlerts } from '../../ui/alerts';
import { SelectField, TextField } from '../../ui/forms';
import { formatAmount, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { useFormCall } from '../../ui/use-form-call';

/** The pay step's pieces (spec 001 §7.5): the card form, the one-time pin, the receipt. */

export type Payment = Static<typeof payments.PaymentInfo>;

export function useMoney() {
  const { t } = useTranslation('public');
  const lang = useLang();
  return (cents: number) => t('money', { amount: formatAmount(centsToDollars(cents), lang) });
}

/** A key made once per pay form: a double click or a retry sends the same, and is charged once. */
export function useIdempotencyKey(): string {
  const [key] = useState(() => `pay-${crypto.randomUUID()}`);
  return key;
}

export interface CardValues {
  card_name: string;
  card_number: string;
  cvv: string;
  expiry_month: number;
  expiry_year: number;
}

const YEARS = Array.from({ length: 12 }, (_, i) => new Date().getFullYear() + i);

/**
 * The card form. `pay` sends the card with the order (its call's field errors come back through `errorOf`);
 * the sandbox's test cards are listed under it while the provider is in test mode.
 */
export function CardForm({
  amountCents,
  busy,
  errorOf,
  onPay,
  submitLabel,
}: {
  amountCents: number;
  busy: boolean;
  errorOf: (field: string) => string | undefined;
  onPay: (card: CardValues) => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation('parent');
  const lang = useLang();
  const money = useMoney();
  const merchant = useApiQuery(payments.merchantInfo, { body: { lang } });
  const [v, setV] = useState({ card_name: '', card_number: '', cvv: '', expiry_month: '', expiry_year: '' });
  const set = (key: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((old) => ({ ...old, [key]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay({
      card_name: v.card_name.trim(),
      card_number: v.card_number.trim(),
      cvv: v.cvv.trim(),
      expiry_month: Number(v.expiry_month) || 0,
      expiry_year: Number(v.expiry_year) || 0,
    });
  };
  const cards = merchant.data?.data.test_cards ?? [];
  return (
    <form className="card pay-form" onSubmit={submit} noValidate aria-labelledby="pay-title">
      <h2 id="pay-title">
        <Icon name="shield" size={26} />
        {t('pay.payTitle')}
      </h2>
      <div className="kid-form-grid">
        <TextField
          label={t('pay.cardName')}
          value={v.card_name}
          onChange={set('card_name')}
          error={errorOf('card_name')}
          autoComplete="cc-name"
          required
        />
        <TextField
          label={t('pay.cardNumber')}
          value={v.card_number}
          onChange={set('card_number')}
          error={errorOf('card_number')}
          autoComplete="cc-number"
          inputMode="numeric"
          dir="ltr"
          required
        />
        <TextField
          label={t('pay.cvv')}
          value={v.cvv}
          onChange={set('cvv')}
          error={errorOf('cvv')}
          autoComplete="cc-csc"
          inputMode="numeric"
          dir="ltr"
          required
        />
        <SelectField
          label={t('pay.expiryMonth')}
          value={v.expiry_month}
          onChange={set('expiry_month')}
          error={errorOf('expiry_month')}
          autoComplete="cc-exp-month"
          required
        >
          <option value="">—</option>
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {String(i + 1).padStart(2, '0')}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('pay.expiryYear')}
          value={v.expiry_year}
          onChange={set('expiry_year')}
          error={errorOf('expiry_year')}
          autoComplete="cc-exp-year"
          required
        >
          <option value="">—</option>
          {YEARS.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
      </div>
      <button type="submit" className="button button-primary button-large" disabled={busy}>
        {busy ? t('pay.paying') : (submitLabel ?? t('pay.payNow', { amount: money(amountCents) }))}
      </button>
      {merchant.data?.data.test_mode && cards.length > 0 && (
        <details className="test-cards">
          <summary>{t('pay.testCards')}</summary>
          <ul>
            {cards.map((card) => (
              <li key={card.number}>
                <code dir="ltr">{card.number}</code> — {t(`pay.outcome_${card.outcome}`)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </form>
  );
}

/** POST /check-otp/{pin}: the pin the SMS brought. */
export function PinForm({ payment, onPaid }: { payment: Payment; onPaid: (payment: Payment) => void }) {
  const { t } = useTranslation('parent');
  const form = useFormCall(payments.checkOtp);
  const [pin, setPin] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit({ params: { pin: pin.trim() }, body: { payment_id: payment.payment_id } });
    if (answer?.data.payment.status === 'paid') onPaid(answer.data.payment);
  };
  return (
    <form className="card pay-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="pin-title">
      <h2 id="pin-title">{t('pay.pinTitle')}</h2>
      <TextField
        label={t('pay.pin')}
        value={pin}
        onChange={(e) => setPin(e.target.value)}
        error={form.errorOf('pin')}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        required
      />
      <button type="submit" className="button button-primary button-large" disabled={form.busy}>
        {t('pay.confirmPin')}
      </button>
    </form>
  );
}

/** Downloads a payment's receipt: the PDF needs the session's token, so it is fetched, then saved. */
export function ReceiptButton({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation('parent');
  const alerts = useAlerts();
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const token = sessionStore.get()?.token;
      const response = await fetch(urlFor(payments.paymentReceipt, { params: { paymentId }, query: { lang } }), {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) throw new ApiError(response.status, t('pay.receipt'));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `codeyard-receipt-${paymentId}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      alerts.show('danger', (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button" onClick={() => void download()} disabled={busy}>
      <Icon name="book" size={20} />
      {t('pay.receipt')}
    </button>
  );
}
