import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/use-session';
import { PageHeader } from './states';

/** The signed-in adult's own account, as the session holds it (parent, teacher, school administrator). */
export function AccountInfo() {
  const { t } = useTranslation('public');
  const session = useSession();
  if (!session) return null;
  const name = `${session.firstName} ${session.lastName}`.trim() || session.username;
  const rows: { label: string; value: string | null; ltr?: boolean }[] = [
    { label: t('account.name'), value: name },
    { label: t('account.username'), value: session.username, ltr: true },
    { label: t('account.email'), value: session.parentEmail, ltr: true },
    { label: t('account.role'), value: t(`account.roles.${session.userType}`) },
    ...(session.schoolName ? [{ label: t('account.school'), value: session.schoolName }] : []),
  ];
  return (
    <section className="page page-narrow" aria-labelledby="account-title">
      <PageHeader id="account-title" icon="shield" title={t('account.title')} lead={t('account.lead')} />
      <div className="card">
        <dl className="facts">
          {rows.map((row) => (
            <div key={row.label} className="facts-row">
              <dt>{row.label}</dt>
              <dd>
                {row.value ? (
                  <bdi className={row.ltr ? 'ltr' : undefined}>{row.value}</bdi>
                ) : (
                  <span className="muted">{t('account.notSet')}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
