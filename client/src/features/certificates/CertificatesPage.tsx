import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { certificates as contract } from '@codeyard/shared-schema';
import { useBrowserOnline } from '../../app/shell-state';
import { useUserDb } from '../../storage';
import { formatDate, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, Loading, PageHeader } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LangLink } from '../../ui/LangLink';
import { CertificateCard } from './CertificateCard';
import { certificatePdf, keepCertificates, savedCertificates } from './saved';
import './certificates.css';

/**
 * /certificates: the child's certificates (GET /certificates?type=student), kept on the device with their
 * PDF in the screen's language so that they open offline, and the completed courses still waiting for one.
 */
export default function CertificatesPage() {
  const { t } = useTranslation('certificates');
  const lang = useLang();
  const db = useUserDb();
  const online = useBrowserOnline();
  const answer = useApiQuery(contract.certificatesList, { query: { type: 'student', lang } }, online);
  const server = answer.data?.data;
  const saved = useLiveQuery(async () => (db ? savedCertificates(db) : []), [db]);

  // The server's list is kept on the device, and each PDF in this language fetched once.
  useEffect(() => {
    if (!db || !server) return;
    void (async () => {
      await keepCertificates(db, server.certificates);
      for (const certificate of server.certificates) await certificatePdf(db, certificate, lang).catch(() => undefined);
    })();
  }, [db, server, lang]);

  const list = server
    ? server.certificates.map((c) => ({ data: c, row: saved?.find((s) => s.data.id === c.id) }))
    : (saved ?? []).map((row) => ({ data: row.data, row }));
  const ready = server?.ready_courses ?? [];

  return (
    <section className="page certificates-page" aria-labelledby="certificates-title">
      <PageHeader id="certificates-title" icon="star" title={t('list.title')} lead={t('list.lead')} />
      {!server && !online && <p className="status-note">{t('list.offline')}</p>}
      {!server && online && !answer.error && saved === undefined ? (
        <Loading />
      ) : (
        <>
          {ready.length > 0 && (
            <section className="certificates-ready" aria-labelledby="ready-title">
              <h2 id="ready-title">{t('list.readyTitle')}</h2>
              <p>{t('list.readyLead')}</p>
              <ul className="certificates-ready-list">
                {ready.map((course) => (
                  <li key={course.course_id}>
                    <span>
                      <strong>{course.title}</strong>{' '}
                      <span className="muted">{formatDate(course.completed_at, lang)}</span>
                    </span>
                    <LangLink
                      className="button button-primary"
                      to={`/generate-student-certificate/${course.course_id}`}
                      data-testid={`make-${course.course_id}`}
                    >
                      <Icon name="sparkle" size={20} />
                      {t('list.make')}
                    </LangLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {list.length === 0 && ready.length === 0 ? (
            <EmptyState icon="star" title={t('list.emptyTitle')}>
              <p>{t('list.emptyBody')}</p>
              <LangLink className="button button-primary" to="/Myworld">
                {t('list.toMap')}
              </LangLink>
            </EmptyState>
          ) : (
            list.length > 0 && (
              <>
                <p className="certificates-count" data-testid="certificates-count">
                  {t('list.count', { count: list.length })}
                </p>
                <ul className="certificate-list">
                  {list.map(({ data, row }) => (
                    <li key={data.id}>
                      <CertificateCard
                        certificate={data}
                        db={db}
                        saved={(['en', 'ar'] as const).filter((l) => row?.[`pdf_${l}`])}
                      />
                    </li>
                  ))}
                </ul>
              </>
            )
          )}
        </>
      )}
    </section>
  );
}
