import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accounts } from '@codeyard/shared-schema';
import { callApi } from '../../../api/client';
import { SelectField } from '../../../ui/forms';
import { Notice, Waiting } from './AccountPage';

/** The safe questions (GET /safe-questions in the interface language) as a select, with a retry when offline. */
export function SafeQuestionSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation('accounts');
  const [questions, setQuestions] = useState<{ id: number; question: string }[] | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const lang = i18n.language === 'ar' ? 'ar' : 'en';

  useEffect(() => {
    let alive = true;
    setQuestions(null);
    callApi(accounts.safeQuestions, { query: { lang } }).then(
      ({ data }) => alive && setQuestions(data),
      () => alive && setQuestions('failed'),
    );
    return () => {
      alive = false;
    };
  }, [lang, attempt]);

  if (questions === null) return <Waiting text={t('captcha.loading')} />;
  if (questions === 'failed') {
    return (
      <Notice kind="danger">
        {t('child.questionsFailed')}{' '}
        <button type="button" className="button" onClick={() => setAttempt((a) => a + 1)}>
          {t('common.tryAgain')}
        </button>
      </Notice>
    );
  }
  return (
    <SelectField
      label={t('child.question')}
      name="question_id"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    >
      <option value="">{t('child.chooseQuestion')}</option>
      {questions.map((q) => (
        <option key={q.id} value={q.id}>
          {q.question}
        </option>
      ))}
    </SelectField>
  );
}
