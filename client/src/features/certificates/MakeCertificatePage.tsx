import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { certificates as contract } from '@codeyard/shared-schema';
import { useSession } from '../../session/use-session';
import { useUserDb } from '../../storage';
import { TextField } from '../../ui/forms';
import { Icon } from '../../ui/kit/icons';
import { PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { useLang } from '../../ui/kit/format';
import { LangLink } from '../../ui/LangLink';
import { useFormCall } from '../../ui/use-form-call';
import { CertificateCard } from './CertificateCard';
import { keepCertificates, type CertificateJson } from './saved';
import './certificates.css';

/**
 * /generate-student-certificate/{courseId}: the child writes the name to print (their profile's, to start
 * with) and makes the certificate of a completed course (GET /generate-student-certificate/{courseId}
 * ?first_name&last_name); then downloads it in English or Arabic. A course not finished is said kindly.
 */
export default function MakeCertificatePage() {
  const { t } = useTranslation('certificates');
  const lang = useLang();
  const session = useSession();
  const db = useUserDb();
  const courseId = Number(useParams().courseId);
  const list = useApiQuery(contract.certificatesList, { query: { type: 'student', lang } });
  const [firstName, setFirstName] = useState(session?.firstName ?? '');
  const [lastName, setLastName] = useState(session?.lastName ?? '');
  const [made, setMade] = useState<CertificateJson>();
  const form = useFormCall(contract.generateStudentCertificate);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit({
      params: { courseId },
      query: { first_name: firstName, last_name: lastName, lang },
    });
    if (!answer) return;
    setMade(answer.data.certificate);
    if (db) await keepCertificates(db, [answer.data.certificate]);
  };

  return (
    <section className="page certificates-page" aria-labelledby="make-title">
      <PageHeader id="make-title" icon="star" title={t('make.title')} lead={t('make.lead')} />
      <QueryView query={list}>
        {({ data }) => {
          const existing = data.certificates.find((c) => c.course_id === courseId);
          const course = data.ready_courses.find((c) => c.course_id === courseId);
          const shown = made ?? existing;
          if (!course && !shown)
            return (
              <p className="status-note" role="status">
                <Icon name="alert" size={22} />
                {t('make.notCompleted')}
              </p>
            );
          return (
            <>
              {shown && (
                <div className="certificate-made" data-testid="certificate-made">
                  {made && (
                    <p className="certificate-made-note" role="status">
                      <Icon name="sparkle" size={24} />
                      {t('make.done')}
                    </p>
                  )}
                  <CertificateCard certificate={shown} db={db} />
                </div>
              )}
              <form className="certificate-form" onSubmit={(e) => void submit(e)} noValidate>
                <p className="certificate-form-course">
                  {t('make.course', { course: course?.title ?? shown?.course_title ?? '' })}
                </p>
                <div className="certificate-form-fields">
                  <TextField
                    label={t('make.firstName')}
                    value={firstName}
                    onChange={(e) => setFirstName(e.target.value)}
                    error={form.errorOf('first_name')}
                    autoComplete="given-name"
                    maxLength={50}
                    required
                  />
                  <TextField
                    label={t('make.lastName')}
                    value={lastName}
                    onChange={(e) => setLastName(e.target.value)}
                    error={form.errorOf('last_name')}
                    autoComplete="family-name"
                    maxLength={50}
                    required
                  />
                </div>
                <button type="submit" className="button button-primary" disabled={form.busy} data-testid="make-submit">
                  <Icon name="sparkle" size={20} />
                  {t('make.submit')}
                </button>
              </form>
              <LangLink to="/certificates">{t('make.back')}</LangLink>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
