import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@codeyard/shared-schema';
import { useAlerts } from '../../ui/alerts';
import { formatDate, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { LangLink } from '../../ui/LangLink';
import type { UserDb } from '../../storage';
import { certificateFileName, certificatePdf, fullName, saveBlob, type CertificateJson } from './saved';
import { Seal } from './Seal';

const LANGUAGES: Language[] = ['en', 'ar'];

/** One certificate: the course, the name, the date, the code, and its PDF in English and Arabic. */
export function CertificateCard({
  certificate,
  db,
  saved,
}: {
  certificate: CertificateJson;
  db: UserDb | null;
  /** The languages whose PDF this device keeps (undefined: not kept here, e.g. a teacher's screen). */
  saved?: Language[];
}) {
  const { t } = useTranslation('certificates');
  const lang = useLang();
  const alerts = useAlerts();
  const [busy, setBusy] = useState<Language>();
  const download = async (language: Language) => {
    setBusy(language);
    try {
      saveBlob(await certificatePdf(db, certificate, language), certificateFileName(certificate, language));
    } catch (error) {
      alerts.show('danger', (error as Error).message || t('list.notSaved'));
    } finally {
      setBusy(undefined);
    }
  };
  const languageName = (language: Language) => t(language === 'en' ? 'list.english' : 'list.arabic');
  return (
    <article className="certificate-card" data-testid={`certificate-${certificate.id}`}>
      <Seal size={64} />
      <div className="certificate-card-text">
        <h3>{certificate.course_title}</h3>
        <p className="certificate-card-name">{fullName(certificate)}</p>
        <p className="muted">{t('list.issued', { date: formatDate(certificate.issued_at, lang) })}</p>
        <p className="muted">
          {t('list.code', { code: '' })}
          <bdi dir="ltr" className="certificate-code">
            {certificate.code}
          </bdi>
        </p>
        {saved && (
          <p className="certificate-saved muted">
            <Icon name={saved.length ? 'check' : 'cloud'} size={18} />
            {t(saved.length ? 'list.saved' : 'list.notSaved')}
          </p>
        )}
      </div>
      <div className="certificate-card-actions">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            className={`button${language === lang ? ' button-primary' : ''}`}
            onClick={() => void download(language)}
            disabled={busy !== undefined}
            aria-label={t('list.downloadLabel', { course: certificate.course_title, language: languageName(language) })}
            data-testid={`download-${language}`}
          >
            <Icon name="book" size={20} />
            {t('list.download', { language: languageName(language) })}
          </button>
        ))}
        <LangLink className="certificate-verify-link" to={`/certificates/verify/${certificate.code}`}>
          {t('list.verifyLink')}
        </LangLink>
      </div>
    </article>
  );
}
