import { useTranslation } from 'react-i18next';
import { LangLink } from '../ui/LangLink';
import { Icon } from '../ui/kit/icons';

/** Unknown paths, and every 403 or 404 answer (spec 001 §8.1). */
export default function PageNotFound() {
  const { t } = useTranslation();
  return (
    <section className="page page-narrow center" aria-labelledby="not-found-title">
      <div className="big-picture">
        <Icon name="compass" size={72} />
      </div>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <LangLink className="button button-primary" to="/">
        {t('notFound.home')}
      </LangLink>
    </section>
  );
}
