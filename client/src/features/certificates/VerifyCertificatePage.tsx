import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { certificates as contract } from '@codeyard/shared-schema';
import { formatDate, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { ErrorState, Loading, PageHeader } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { Seal } from './Seal';
import './certificates.css';

/**
 * /certificates/verify/{code}: the public page a parent or a school opens from the address printed on a
 * certificate, without signing in (GET /certificates/verify/{code}). It shows only the name, the course and
 * the date; an unknown or mistyped code says so.
 */
export default function VerifyCertificatePage() {
  const { t } = useTranslation('certificates');
  const lang = useLang();
  const code = (useParams().code ?? '').toUpperCase();
  const answer = useApiQuery(contract.verifyCertificate, { params: { code }, query: { lang } });
  const found = answer.data?.data;
  const missing = answer.error && (answer.error.status === 404 || answer.error.status === 422);
  return (
    <section className="page certificates-page" aria-labelledby="verify-title">
      <PageHeader id="verify-title" icon="shield" title={t('verify.title')} lead={t('verify.lead')} />
      {missing ? (
        <p className="status-note certificate-not-found" role="status" data-testid="verify-missing">
          <Icon name="alert" size={22} />
          {t('verify.notFound')}
        </p>
      ) : answer.error ? (
        <ErrorState error={answer.error} onRetry={answer.reload} />
      ) : !found ? (
        <Loading />
      ) : (
        <article className="certificate-verified" data-testid="verify-found">
          <Seal size={96} />
          <div>
            <p className="certificate-valid">
              <Icon name="check" size={24} />
              {t('verify.valid')}
            </p>
            <p className="muted">{t(`verify.${found.type}`)}</p>
            <dl className="certificate-facts">
              <div>
                <dt>{t('verify.name')}</dt>
                <dd data-testid="verify-name">{found.name}</dd>
              </div>
              <div>
                <dt>
                  {t(found.type === 'specialisation' || found.type === 'master' ? 'verify.award' : 'verify.course')}
                </dt>
                <dd data-testid="verify-course">{found.course_title}</dd>
              </div>
              <div>
                <dt>{t('verify.date')}</dt>
                <dd>{formatDate(found.issued_at, lang)}</dd>
              </div>
            </dl>
          </div>
        </article>
      )}
    </section>
  );
}
