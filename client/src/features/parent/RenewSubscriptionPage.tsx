import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parent, payments, PLANS } from '@codeyard/shared-schema';
import { useLangNavigate } from '../../ui/LangLink';
import { useLang } from '../../ui/kit/format';
import { EmptyState, PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { useFormCall } from '../../ui/use-form-call';
import { CardForm, useIdempotencyKey, type CardValues } from './pay-ui';
import './parent.css';

/** /parent/renewSubscription : renew the chosen children's courses for a plan, by card. */
export default function RenewSubscriptionPage() {
  const { t } = useTranslation('parent');
  const lang = useLang();
  const navigate = useLangNavigate();
  const status = useApiQuery(parent.parentSubscriptionStatus, { query: { lang } });
  const renew = useFormCall(payments.renewParentSubscription);
  const key = useIdempotencyKey();
  const [children, setChildren] = useState<number[]>([]);
  const [planId, setPlanId] = useState<number>(PLANS[0].id);
  const pay = async (card: CardValues) => {
    const answer = await renew.submit({
      body: { idempotency_key: key, subscription_plan_id: planId, student_ids: children, terms_agreed: true, ...card },
    });
    if (answer?.data.payment.status === 'paid') navigate(`/parent/thankyou?payment=${answer.data.payment.payment_id}`);
  };
  return (
    <section className="page" aria-labelledby="renew-title">
      <PageHeader id="renew-title" icon="clock" title={t('pay.renewTitle')} lead={t('pay.renewLead')} />
      <QueryView query={status}>
        {({ data }) => {
          const renewable = data.children.filter((c) => ['active', 'cancelled', 'expired'].includes(c.status));
          if (renewable.length === 0) return <EmptyState icon="clock" title={t('pay.nothingToRenew')} />;
          return (
            <div className="card buy-panel">
              <div className="buy-grid">
                <fieldset className="buy-choices">
                  <legend>{t('pay.renewChildren')}</legend>
                  {renewable.map((child) => (
                    <label key={child.student_profile_id} className="check-row">
                      <input
                        type="checkbox"
                        checked={children.includes(child.student_profile_id)}
                        onChange={() =>
                          setChildren((old) =>
                            old.includes(child.student_profile_id)
                              ? old.filter((x) => x !== child.student_profile_id)
                              : [...old, child.student_profile_id],
                          )
                        }
                      />
                      {child.username} <span className="muted">({t(`pay.status_${child.status}`)})</span>
                    </label>
                  ))}
                  {renew.errorOf('student_ids') && (
                    <p className="field-error" role="alert">
                      {renew.errorOf('student_ids')}
                    </p>
                  )}
                </fieldset>
                <fieldset className="buy-choices">
                  <legend>{t('pay.plan')}</legend>
                  {PLANS.map((plan) => (
                    <label key={plan.id} className="check-row">
                      <input
                        type="radio"
                        name="plan"
                        checked={planId === plan.id}
                        onChange={() => setPlanId(plan.id)}
                      />
                      {t(`pay.plan_${plan.key}`)}
                    </label>
                  ))}
                </fieldset>
              </div>
              <CardForm
                amountCents={0}
                busy={renew.busy}
                errorOf={renew.errorOf}
                onPay={(card) => void pay(card)}
                submitLabel={t('pay.renewNow')}
              />
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}
