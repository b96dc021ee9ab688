import { useTranslation } from 'react-i18next';
import { payments } from '@codeyard/shared-schema';
import { LangLink } from '../../ui/LangLink';
import { useLang } from '../../ui/kit/format';
import { EmptyState, PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { OrderCard } from './orders';
import './parent.css';

/** /parent/myorders : every paid order, newest first, each with its receipt (GET /payments-history). */
export default function MyOrdersPage() {
  const { t } = useTranslation('parent');
  const lang = useLang();
  const history = useApiQuery(payments.paymentsHistory, { query: { lang } });
  return (
    <section className="page" aria-labelledby="orders-title">
      <PageHeader id="orders-title" icon="book" title={t('pay.ordersTitle')} lead={t('pay.ordersLead')}>
        <LangLink className="button button-primary" to="/Pricing">
          {t('pay.buyCourses')}
        </LangLink>
      </PageHeader>
      <QueryView query={history}>
        {({ data }) =>
          data.payments.length === 0 ? (
            <EmptyState icon="book" title={t('pay.ordersEmpty')}>
              <p>{t('pay.ordersEmptyBody')}</p>
            </EmptyState>
          ) : (
            <ul className="order-list">
              {data.payments.map((payment) => (
                <li key={payment.payment_id}>
                  <OrderCard payment={payment} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
