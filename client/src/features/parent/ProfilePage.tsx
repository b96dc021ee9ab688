import { useTranslation } from 'react-i18next';
import { parent } from '@codeyard/shared-schema';
import { LangLink } from '../../ui/LangLink';
import { useLang } from '../../ui/kit/format';
import { PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import './parent.css';

/** /parent/profile : the parent's own profile (GET /get-parent-profile), with the ways to their pages. */
export default function ProfilePage() {
  const { t } = useTranslation('parent');
  const lang = useLang();
  const profile = useApiQuery(parent.parentProfile, { query: { lang } });
  return (
    <section className="page" aria-labelledby="profile-title">
      <PageHeader id="profile-title" icon="parent" title={t('pay.profileTitle')} lead={t('pay.profileLead')}>
        <LangLink className="button button-primary" to="/parent/account-info">
          {t('pay.editInfo')}
        </LangLink>
      </PageHeader>
      <QueryView query={profile}>
        {({ data }) => (
          <dl className="card profile-facts">
            <div>
              <dt>{t('pay.firstName')}</dt>
              <dd>{`${data.first_name} ${data.last_name}`.trim()}</dd>
            </div>
            <div>
              <dt>{t('pay.username')}</dt>
              <dd dir="ltr">{data.username}</dd>
            </div>
            <div>
              <dt>{t('pay.email')}</dt>
              <dd dir="ltr">{data.email ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('pay.phone')}</dt>
              <dd dir="ltr">{data.phone ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('pay.country')}</dt>
              <dd>{data.country ?? '—'}</dd>
            </div>
          </dl>
        )}
      </QueryView>
      <p className="kid-toolbar">
        <LangLink className="button" to="/parent/manageMyKids">
          {t('pay.toKids')}
        </LangLink>
        <LangLink className="button" to="/parent/memberShip">
          {t('pay.membershipTitle')}
        </LangLink>
        <LangLink className="button" to="/parent/myorders">
          {t('pay.toOrders')}
        </LangLink>
      </p>
    </section>
  );
}
