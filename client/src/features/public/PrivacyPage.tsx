import { useTranslation } from 'react-i18next';
import { LangLink } from '../../ui/LangLink';
import { Icon } from '../../ui/kit/icons';
import { PageHeader } from '../../ui/kit/states';
import { CheckList } from '../../ui/kit/CheckList';

/** /privacy : a short, plain promise for a children's product. */
export default function PrivacyPage() {
  const { t } = useTranslation('public');
  return (
    <article className="page page-reading" aria-labelledby="privacy-title">
      <PageHeader id="privacy-title" icon="shield" title={t('privacy.title')} lead={t('privacy.lead')} />

      <section className="card reading-card">
        <h2>{t('privacy.keepTitle')}</h2>
        <CheckList items={['account', 'profile', 'progress', 'projects'].map((key) => t(`privacy.keep.${key}`))} />

        <h2>{t('privacy.neverTitle')}</h2>
        <CheckList
          icon="shield"
          className="check-list-never"
          items={['ads', 'sell', 'third'].map((key) => t(`privacy.never.${key}`))}
        />

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
