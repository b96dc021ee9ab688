import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { payments } from '@codeyard/shared-schema';
import { formatDate, useLang } from '../../ui/kit/format';
import { ReceiptButton, useMoney } from './pay-ui';

export type PaymentRow = Static<typeof payments.PaymentRow>;

export const receiptNumber = (id: number) => `CY-${String(id).padStart(6, '0')}`;

/** One paid order: what was bought for whom, until when, how it was paid, and its receipt. */
export function OrderCard({ payment, headingLevel = 2 }: { payment: PaymentRow; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('parent');
  const lang = useLang();
  const money = useMoney();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const method =
    payment.method === 'card'
      ? t('pay.method_card', { brand: (payment.card_brand ?? '').toUpperCase(), last4: payment.card_last4 ?? '' })
      : t(`pay.method_${payment.method}`);
  return (
    <article className="card order-card" aria-labelledby={`order-${payment.payment_id}`}>
      <Heading id={`order-${payment.payment_id}`}>
        {t('pay.orderTitle', {
          number: receiptNumber(payment.payment_id),
          date: formatDate(payment.paid_at ?? payment.created_at, lang),
        })}
        {payment.kind === 'renewal' && <span className="badge">{t('pay.kind_renewal')}</span>}
      </Heading>
      <ul className="order-lines">
        {payment.lines.map((line) => (
          <li key={`${line.student_profile_id}-${line.course_id}`}>
            <strong>{line.username}</strong> — {line.course_title}
            {line.assisted_learning && ` (${t('pay.withAssisted')})`}{' '}
            <span className="muted">{t('pay.until', { date: formatDate(line.expires_at, lang) })}</span>{' '}
            <span className="order-amount">{money(line.amount_cents)}</span>
          </li>
        ))}
      </ul>
      <p className="order-total">
        {method} · {t('pay.discount')} {money(payment.discount_cents)} ·{' '}
        <strong>
          {t('pay.total')} {money(payment.amount_cents)}
        </strong>
      </p>
      <ReceiptButton paymentId={payment.payment_id} />
    </article>
  );
}
