import { useTranslation } from 'react-i18next';
import { LangLink } from '../../ui/LangLink';
import { Icon, type IconName } from '../../ui/kit/icons';
import { PageHeader } from '../../ui/kit/states';
import './welcome.css';
import { CheckList } from '../../ui/kit/CheckList';

const POINTS: { key: string; icon: IconName }[] = [
  { key: 'offline', icon: 'cloudOff' },
  { key: 'classrooms', icon: 'users' },
  { key: 'young', icon: 'child' },
  { key: 'review', icon: 'star' },
  { key: 'reports', icon: 'level' },
  { key: 'safe', icon: 'shield' },
];

/** /schoolBusiness : what Codeyard does for a school, how it runs there, and the ways to begin (a demo, joining). */
export default function SchoolBusinessPage() {
  const { t } = useTranslation('welcome');
  return (
    <article className="page welcome-page" aria-labelledby="business-title">
      <PageHeader id="business-title" icon="school" title={t('business.title')} lead={t('business.lead')}>
        <LangLink className="button button-primary button-large" to="/start-early">
          {t('business.demo')}
        </LangLink>
      </PageHeader>
      <ul className="audience-grid">
        {POINTS.map(({ key, icon }) => (
          <li key={key} className="card audience-card">
            <span className="audience-icon" aria-hidden="true">
              <Icon name={icon} size={30} />
            </span>
            <h2>{t(`business.points.${key}.title`)}</h2>
            <p>{t(`business.points.${key}.body`)}</p>
          </li>
        ))}
      </ul>
      <section className="card welcome-band" aria-labelledby="business-runs">
        <span className="audience-icon" aria-hidden="true">
          <Icon name="computer" size={30} />
        </span>
        <div>
          <h2 id="business-runs">{t('business.runsTitle')}</h2>
          <CheckList items={['one', 'many', 'devices'].map((key) => t(`business.runs.${key}`))} />
        </div>
      </section>
      <section className="section final-cta" aria-labelledby="business-begin">
        <h2 id="business-begin">{t('business.beginTitle')}</h2>
        <p>{t('business.beginBody')}</p>
        <div className="cta-row cta-center">
          <LangLink className="button button-primary button-large" to="/start-early">
            {t('business.demo')}
          </LangLink>
          <LangLink className="button button-large" to="/register/school">
            {t('business.register')}
          </LangLink>
          <LangLink className="button button-large" to="/contact?reason=school">
            {t('business.ask')}
          </LangLink>
        </div>
      </section>
    </article>
  );
}
