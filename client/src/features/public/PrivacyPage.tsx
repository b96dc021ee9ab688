import { useTranslation } from 'react-i18next';
import { LangLink } from '../../ui/LangLink';
import { Icon } from '../../ui/kit/icons';
import { PageHeader } from '../../ui/kit/states';

/** /privacy : a short, plain promise for a children's product. */
export default function PrivacyPage() {
  const { t } = useTranslation('public');
  return (
    <article className="page page-reading" aria-labelledby="privacy-title">
      <PageHeader id="privacy-title" icon="shield" title={t('privacy.title')} lead={t('privacy.lead')} />

      <section className="card reading-card">
        <h2>{t('privacy.keepTitle')}</h2>
        <ul className="check-list">
          {(['account', 'profile', 'progress', 'projects'] as const).map((key) => (
            <li key={key}>
              <Icon name="check" size={22} />
              {t(`privacy.keep.${key}`)}
            </li>
          ))}
        </ul>

        <h2>{t('privacy.neverTitle')}</h2>
        <ul className="check-list check-list-never">
          {(['ads', 'sell', 'third'] as const).map((key) => (
            <li key={key}>
              <Icon name="shield" size={22} />
              {t(`privacy.never.${key}`)}
            </li>
          ))}
        </ul>

        <h2>{t('privacy.whoTitle')}</h2>
        <p>{t('privacy.whoBody')}</p>

        <h2>{t('privacy.deviceTitle')}</h2>
        <p>{t('privacy.deviceBody')}</p>

        <h2>{t('privacy.choiceTitle')}</h2>
        <p>{t('privacy.choiceBody')}</p>
        <LangLink className="button" to="/contact">
          <Icon name="mail" />
          {t('privacy.askDelete')}
        </LangLink>
      </section>
    </article>
  );
}
