import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { payments } from '@codeyard/shared-schema';
import { LangLink } from '../../ui/LangLink';
import { useLang } from '../../ui/kit/format';
import { PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { OrderCard } from './orders';
import './parent.css';

/** /parent/thankyou : after a payment: the order just paid and its receipt. */
export default function ThankYouPage() {
  const { t } = useTranslation('parent');
  const lang = useLang();
  const [params] = useSearchParams();
  const id = Number(params.get('payment'));
  const history = useApiQuery(payments.paymentsHistory, { query: { lang } });
  return (
    <section className="page" aria-labelledby="thanks-title">
      <PageHeader id="thanks-title" icon="sparkle" title={t('pay.thanksTitle')} lead={t('pay.thanksLead')} />
      <QueryView query={history}>
        {({ data }) => {
          const payment = data.payments.find((p) => p.payment_id === id) ?? data.payments[0];
          return payment ? (
            <>
              <OrderCard payment={payment} />
              <p className="muted">{t('pay.receiptMailed')}</p>
            </>
          ) : null;
        }}
      </QueryView>
      <p className="kid-toolbar">
        <LangLink className="button button-primary" to="/parent/manageMyKids">
          {t('pay.toKids')}
        </LangLink>
        <LangLink className="button" to="/parent/myorders">
          {t('pay.toOrders')}
        </LangLink>
      </p>
    </section>
  );
}
