import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LangLink } from '../../ui/LangLink';
import { PageHeader } from '../../ui/kit/states';
import { LetterButtons, OfflineExams, useOnline } from './parts';
import './exams.css';

/**
 * /exams/letters/:eligibilityId (the link of the confirmation mail): the registration's authorisation letter
 * to download, in English or Arabic. The server answers it only to the child and their parent.
 */
export default function LetterPage() {
  const { t } = useTranslation('exams');
  const online = useOnline();
  const eligibilityId = useParams().eligibilityId ?? '';
  return (
    <section className="page page-narrow exams-page" aria-labelledby="letter-title" data-testid="exam-letter">
      <PageHeader id="letter-title" icon="book" title={t('letter.title')} lead={t('letter.lead')} />
      {online ? (
        <div className="card exam-letter">
          <p>
            {t('list.eligibility', { id: '' })}
            <bdi dir="ltr" data-testid="letter-eligibility">
              {eligibilityId}
            </bdi>
          </p>
          <LetterButtons eligibilityId={eligibilityId} />
        </div>
      ) : (
        <OfflineExams />
      )}
      <LangLink className="button" to="/exams">
        {t('register.toExams')}
      </LangLink>
    </section>
  );
}
