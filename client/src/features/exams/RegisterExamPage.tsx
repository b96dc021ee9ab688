import { exams as calls, localiseIssues, type BodyOf, type ResponseOf } from '@codeyard/shared-schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError, callApi, checkInput } from '../../api/client';
import { useAlerts } from '../../ui/alerts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LangLink } from '../../ui/LangLink';
import { SelectField, TextField } from '../../ui/forms';
import { formatDate, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LetterButtons, OfflineExams, useOnline } from './parts';
import './exams.css';

type Candidate = BodyOf<typeof calls.submitExam>;
type Exams = ResponseOf<typeof calls.studentExams>['data']['exams'];
type Info = ResponseOf<typeof calls.studentExamInfo>['data'];
type Registered = ResponseOf<typeof calls.submitExam>['data']['registrations'];

const EMPTY: Candidate = {
  first_name: '',
  middle_name: '',
  last_name: '',
  city: '',
  date_of_birth: '',
  language: 'en',
  phone_number: '',
  parent_email: '',
};
const FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'city',
  'country',
  'date_of_birth',
  'language',
  'phone_number',
  'parent_email',
] as const;
const LABEL: Record<(typeof FIELDS)[number], string> = {
  first_name: 'firstName',
  middle_name: 'middleName',
  last_name: 'lastName',
  city: 'city',
  country: 'country',
  date_of_birth: 'dateOfBirth',
  language: 'language',
  phone_number: 'phone',
  parent_email: 'parentEmail',
};

/**
 * /registerExam (spec 000 §4): three steps — courses and exams, personal information (the spec's name
 * rules, checked on the device by the contract and again by the server), review and submit with "Yes,
 * submit" / "Check again". Details sent once are shown, never edited again.
 */
export default function RegisterExamPage() {
  const { t } = useTranslation('exams');
  const online = useOnline();
  const list = useApiQuery(calls.studentExams, {}, online);
  const info = useApiQuery(calls.studentExamInfo, {}, online);
  return (
    <section className="page page-narrow exams-page" aria-labelledby="register-exam-title" data-testid="register-exam">
      <PageHeader id="register-exam-title" icon="mail" title={t('register.title')} />
      {!online ? (
        <OfflineExams />
      ) : (
        <QueryView query={list}>
          {(exams) => (
            <QueryView query={info}>{(details) => <Wizard exams={exams.data.exams} info={details.data} />}</QueryView>
          )}
        </QueryView>
      )}
    </section>
  );
}

function Wizard({ exams, info }: { exams: Exams; info: Info }) {
  const { t } = useTranslation('exams');
  const lang = useLang();
  const [search] = useSearchParams();
  const open = exams.filter((e) => e.state === 'available');
  const [step, setStep] = useState(0);
  const [chosen, setChosen] = useState<number[]>(() =>
    open.filter((e) => String(e.id) === search.get('exam')).map((e) => e.id),
  );
  const locked = info.candidate !== null;
  const [candidate, setCandidate] = useState<Candidate>(() => {
    if (!info.candidate) return EMPTY;
    const { submitted_at: _submitted, country, ...rest } = info.candidate;
    return { ...rest, ...(country ? { country } : {}) };
  });
  const [chooseError, setChooseError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<Registered>();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const errorOf = (field: string) => errors[field]?.[0];
  const [busy, setBusy] = useState(false);
  const alerts = useAlerts();

  useEffect(() => {
    document.getElementById('register-step')?.focus();
  }, [step, done]);

  if (done) {
    return (
      <div className="card exam-done" id="register-step" tabIndex={-1} data-testid="registered">
        <h2>
          <Icon name="check" size={28} /> {t('register.doneTitle')}
        </h2>
        <p>{t('register.doneText')}</p>
        <ul>
          {done.map((r) => (
            <li key={r.exam_id}>
              <strong>{r.exam_title[lang]}</strong>: {t('list.eligibility', { id: r.eligibility_id })} ·{' '}
              {t('list.window', { date: formatDate(r.window_ends_at, lang) })}
            </li>
          ))}
        </ul>
        <h3>{t('letter.title')}</h3>
        <p>{t('letter.lead')}</p>
        <LetterButtons eligibilityId={done[0]!.eligibility_id} />
        <LangLink className="button button-primary" to="/exams" data-testid="to-exams">
          {t('register.toExams')}
        </LangLink>
      </div>
    );
  }
  if (open.length === 0) {
    return (
      <EmptyState icon="lock" title={t('register.none')}>
        <LangLink className="button" to="/exams">
          {t('register.toExams')}
        </LangLink>
      </EmptyState>
    );
  }

  const steps = [t('register.steps.exams'), t('register.steps.details'), t('register.steps.review')];
  const set = (field: keyof Candidate) => (e: { target: { value: string } }) =>
    setCandidate((c) => {
      const next = { ...c, [field]: e.target.value };
      if (field === 'country' && !e.target.value) delete next.country;
      return next;
    });
  const detailsNext = () => {
    const issues = localiseIssues(
      checkInput(calls.submitExam, { query: { exam_id: chosen.join(',') }, body: candidate }),
      lang,
    );
    setErrors(issues);
    if (Object.keys(issues).length === 0) setStep(2);
  };
  const send = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const answer = await callApi(calls.submitExam, { query: { exam_id: chosen.join(',') }, body: candidate });
      setDone(answer.data.registrations);
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(-1, String(error));
      // A field the server refused (the date of birth, a name) is shown beside it, on its step.
      const fields = Object.keys(failure.fieldErrors);
      if (fields.length > 0 && fields.every((f) => (FIELDS as readonly string[]).includes(f))) {
        setErrors(failure.fieldErrors);
        setStep(1);
      } else alerts.show('danger', Object.values(failure.fieldErrors)[0]?.[0] ?? failure.message);
    } finally {
      setBusy(false);
    }
  };
  const value = (field: (typeof FIELDS)[number]) =>
    field === 'language'
      ? t(candidate.language === 'ar' ? 'register.arabic' : 'register.english')
      : (candidate[field] ?? '');

  return (
    <div className="card exam-wizard">
      <nav aria-label={t('register.stepsLabel')}>
        <p className="exam-steps-caption">{t('register.stepOf', { current: step + 1, total: 3 })}</p>
        <ol className="exam-steps">
          {steps.map((label, i) => (
            <li
              key={label}
              className={i < step ? 'is-done' : i === step ? 'is-current' : ''}
              aria-current={i === step ? 'step' : undefined}
            >
              <span aria-hidden="true">{i + 1}</span> {label}
            </li>
          ))}
        </ol>
      </nav>
      <h2 id="register-step" tabIndex={-1}>
        {steps[step]}
      </h2>

      {step === 0 && (
        <fieldset className="exam-choices" aria-describedby={chooseError ? 'choose-error' : undefined}>
          <legend>{t('register.chooseLead')}</legend>
          {open.map((exam) => (
            <div key={exam.id} className="exam-choice">
              <input
                id={`exam-choice-${exam.id}`}
                type="checkbox"
                checked={chosen.includes(exam.id)}
                onChange={(e) =>
                  setChosen((c) => (e.target.checked ? [...c, exam.id] : c.filter((id) => id !== exam.id)))
                }
                data-testid={`choose-exam-${exam.id}`}
              />
              <label htmlFor={`exam-choice-${exam.id}`}>
                <strong>{exam.title[lang]}</strong>
                <br />
                <span className="muted">{t('register.course', { course: exam.required_course.title[lang] })}</span>
              </label>
            </div>
          ))}
          {chooseError && (
            <p id="choose-error" className="field-error" role="alert">
              {chooseError}
            </p>
          )}
        </fieldset>
      )}

      {step === 1 && (
        <div className="exam-details">
          <p className="muted">{locked ? t('register.detailsLocked') : t('register.namesHint')}</p>
          {(['first_name', 'middle_name', 'last_name', 'city', 'country'] as const).map((field) => (
            <TextField
              key={field}
              label={t(`register.${LABEL[field]}`)}
              value={candidate[field] ?? ''}
              onChange={set(field)}
              readOnly={locked}
              error={errorOf(field)}
              required={field !== 'middle_name' && field !== 'country'}
              autoComplete={field === 'city' ? 'address-level2' : field === 'country' ? 'country' : 'off'}
              data-testid={`field-${field}`}
            />
          ))}
          <TextField
            type="date"
            label={t('register.dateOfBirth')}
            value={candidate.date_of_birth}
            onChange={set('date_of_birth')}
            readOnly={locked}
            required
            error={errorOf('date_of_birth')}
            data-testid="field-date_of_birth"
          />
          <SelectField
            label={t('register.language')}
            value={candidate.language}
            onChange={set('language')}
            disabled={locked}
            data-testid="field-language"
          >
            <option value="en">{t('register.english')}</option>
            <option value="ar">{t('register.arabic')}</option>
          </SelectField>
          <TextField
            type="tel"
            label={t('register.phone')}
            value={candidate.phone_number}
            onChange={set('phone_number')}
            readOnly={locked}
            required
            autoComplete="tel"
            error={errorOf('phone_number')}
            data-testid="field-phone_number"
          />
          <TextField
            type="email"
            label={t('register.parentEmail')}
            value={candidate.parent_email}
            onChange={set('parent_email')}
            readOnly={locked}
            required
            autoComplete="email"
            error={errorOf('parent_email')}
            data-testid="field-parent_email"
          />
        </div>
      )}

      {step === 2 && (
        <div className="exam-review">
          <p>{t('register.reviewLead')}</p>
          <dl>
            <dt>{t('register.exams')}</dt>
            <dd>
              {open
                .filter((e) => chosen.includes(e.id))
                .map((e) => e.title[lang])
                .join(lang === 'ar' ? '، ' : ', ')}
            </dd>
            {FIELDS.filter((f) => value(f) !== '').map((field) => (
              <div key={field} className="exam-review-row">
                <dt>{t(`register.${LABEL[field]}`)}</dt>
                <dd dir={field === 'language' ? undefined : 'auto'}>{value(field)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}

      <div className="exam-wizard-actions">
        {step > 0 && (
          <button type="button" className="button" onClick={() => setStep(step - 1)}>
            {t('register.back')}
          </button>
        )}
        {step === 0 && (
          <button
            type="button"
            className="button button-primary"
            data-testid="register-next"
            onClick={() => {
              setChooseError(chosen.length ? undefined : t('register.choose'));
              if (chosen.length) setStep(1);
            }}
          >
            {t('register.next')}
          </button>
        )}
        {step === 1 && (
          <button type="button" className="button button-primary" onClick={detailsNext} data-testid="register-next">
            {t('register.next')}
          </button>
        )}
        {step === 2 && (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => setConfirming(true)}
            data-testid="register-submit"
          >
            {t('register.submit')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('register.confirmTitle')}
        confirmLabel={t('register.yes')}
        cancelLabel={t('register.checkAgain')}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
        testId="register-confirm"
      >
        <p>{t('register.confirmText')}</p>
      </ConfirmDialog>
    </div>
  );
}
