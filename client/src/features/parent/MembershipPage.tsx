import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parent } from '@codeyard/shared-schema';
import { callApi } from '../../api/client';
import { useAlerts } from '../../ui/alerts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LangLink } from '../../ui/LangLink';
import { formatDate, useLang } from '../../ui/kit/format';
import { PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import './parent.css';

/**
 * /parent/memberShip : each child's subscription (active, cancelled until it ends, expired, trial,
 * school) with its courses; "Stop the renewal" cancels (the child keeps the courses until they end).
 */
export default function MembershipPage() {
  const { t } = useTranslation('parent');
  const lang = useLang();
  const alerts = useAlerts();
  const status = useApiQuery(parent.parentSubscriptionStatus, { query: { lang } });
  const plans = useApiQuery(parent.parentPlans, { query: { lang } });
  const [cancelling, setCancelling] = useState<{ id: number; name: string } | null>(null);
  const cancel = async () => {
    if (!cancelling) return;
    try {
      const answer = await callApi(parent.cancelParentSubscription, { body: { student_ids: [cancelling.id] } });
      alerts.show('success', answer.data.message);
      status.reload();
      plans.reload();
    } catch (error) {
      alerts.show('danger', (error as Error).message);
    }
    setCancelling(null);
  };
  return (
    <section className="page" aria-labelledby="membership-title">
      <PageHeader id="membership-title" icon="star" title={t('pay.membershipTitle')} lead={t('pay.membershipLead')}>
        <LangLink className="button" to="/parent/renewSubscription">
          {t('pay.renew')}
        </LangLink>
        <LangLink className="button button-primary" to="/Pricing">
          {t('pay.buyCourses')}
        </LangLink>
      </PageHeader>
      <QueryView query={status}>
        {({ data }) => (
          <ul className="kid-grid">
            {data.children.map((child) => {
              const own = (plans.data?.data.plans ?? []).filter(
                (p) => p.student_profile_id === child.student_profile_id,
              );
              return (
                <li key={child.student_profile_id}>
                  <article className="card membership-card" aria-labelledby={`m-${child.student_profile_id}`}>
                    <h2 id={`m-${child.student_profile_id}`}>{child.username}</h2>
                    <p>
                      <span className={`badge badge-${child.status}`}>{t(`pay.status_${child.status}`)}</span>
                      {child.expires_at && (
                        <span className="muted"> {t('pay.expires', { date: formatDate(child.expires_at, lang) })}</span>
                      )}
                    </p>
                    {own.length === 0 ? (
                      <p className="muted">{t('pay.noCourses')}</p>
                    ) : (
                      <ul className="order-lines">
                        {own.map((plan) => (
                          <li key={plan.subscription_id}>
                            {plan.course_title}{' '}
                            <span className="muted">
                              {t(`pay.status_${plan.status}`)} ·{' '}
                              {t('pay.until', { date: formatDate(plan.expires_at, lang) })}
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                    {child.status === 'active' && (
                      <button
                        type="button"
                        className="button"
                        onClick={() => setCancelling({ id: child.student_profile_id, name: child.username })}
                      >
                        {t('pay.cancel')}
                      </button>
                    )}
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('pay.cancelTitle', { name: cancelling?.name ?? '' })}
        confirmLabel={t('pay.cancelConfirm')}
        cancelLabel={t('pay.back')}
        onConfirm={() => void cancel()}
        onCancel={() => setCancelling(null)}
      >
        <p>{t('pay.cancelBody', { name: cancelling?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
