import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isRightToLeft, normaliseLanguage } from '@codeyard/shared-schema';
import { LangLink } from '../../ui/LangLink';
import { useLang } from '../../ui/kit/format';
import { PageHeader } from '../../ui/kit/states';
import { CheckList } from '../../ui/kit/CheckList';

/**
 * /terms and /terms/:lang : the terms in plain words. /terms/ar and /terms/en show the terms in that
 * language whatever the interface language (any other value is English, like ?lang=).
 */
export default function TermsPage() {
  const params = useParams();
  const uiLang = useLang();
  const docLang = params.lang ? normaliseLanguage(params.lang) : uiLang;
  const { t } = useTranslation('public', { lng: docLang });
  const other = docLang === 'ar' ? 'en' : 'ar';

  return (
    <article
      className="page page-reading"
      lang={docLang}
      dir={isRightToLeft(docLang) ? 'rtl' : 'ltr'}
      aria-labelledby="terms-title"
    >
      <PageHeader id="terms-title" icon="book" title={t('terms.title')} lead={t('terms.lead')}>
        <LangLink className="button" to={`/terms/${other}`} lang={other} hrefLang={other}>
          {t('terms.otherLanguage')}
        </LangLink>
      </PageHeader>

      <section className="card reading-card">
        <h2>{t('terms.whoTitle')}</h2>
        <p>{t('terms.whoBody')}</p>

        <h2>{t('terms.kindTitle')}</h2>
        <CheckList icon="heart" items={['secret', 'personal', 'words'].map((key) => t(`terms.kind.${key}`))} />

        <h2>{t('terms.projectsTitle')}</h2>
        <p>{t('terms.projectsBody')}</p>

        <h2>{t('terms.paymentTitle')}</h2>
        <p>{t('terms.paymentBody')}</p>

        <h2>{t('terms.pauseTitle')}</h2>
        <p>{t('terms.pauseBody')}</p>

        <h2>{t('terms.changesTitle')}</h2>
        <p>{t('terms.changesBody')}</p>

        <h2>{t('terms.creditsTitle')}</h2>
        <p data-testid="picture-credits">
          {t('terms.creditsBody')}{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/" rel="license noreferrer" target="_blank">
            CC-BY 4.0
          </a>
        </p>

        <p className="reading-footer">
          {t('terms.questions')} <LangLink to="/contact">{t('contact.title')}</LangLink>
        </p>
      </section>
    </article>
  );
}
