import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGES,
  TIMINGS,
  accounts,
  ageFromYearOfBirth,
  selectableBirthYears,
  type BodyOf,
} from '@codeyard/shared-schema';
import { callApi } from '../../api/client';
import { SelectField, TextField } from '../../ui/forms';
import { LangLink } from '../../ui/LangLink';
import { useFormCall } from '../../ui/use-form-call';
import { AccountPage, Notice, Waiting } from './parts/AccountPage';
import { stepErrors, useSignIn, useStrayErrors } from './parts/form-helpers';
import { PasswordFields } from './parts/PasswordFields';
import { SafeQuestionSelect } from './parts/SafeQuestionSelect';
import { Says } from './parts/Says';
import { StepIndicator } from './parts/StepIndicator';
import { UsernameField, type UsernameStatus } from './parts/UsernameField';
import { Icon } from '../../ui/kit/icons';

type Body = BodyOf<typeof accounts.registerChild>;
type Values = {
  full_name: string;
  username: string;
  year: string;
  password: string;
  password_confirmation: string;
  question_id: string;
  answer: string;
};

/** The fields each step asks for: a wrong field sends the child back to its step. */
const STEP_FIELDS = [
  ['full_name', 'username'],
  ['age'],
  ['password', 'password_confirmation', 'question_id', 'answer'],
] as const;
const ALL_FIELDS = STEP_FIELDS.flat();

function bodyOf(values: Values): Body {
  const body: Partial<Body> = {
    username: values.username.trim(),
    full_name: values.full_name.trim().replace(/\s+/g, ' '),
    password: values.password,
    password_confirmation: values.password_confirmation,
    answer: values.answer.trim(),
  };
  if (values.year) body.age = ageFromYearOfBirth(Number(values.year));
  if (values.question_id) body.question_id = Number(values.question_id);
  return body as Body;
}

/**
 * /register/child: the child's own sign-up in three steps (spec 000 §4): 1 name and username (checked as
 * they type, with a suggestion), 2 year of birth (at least 8), 3 password and a safe question.
 * Then a welcome, and 7 seconds later the child is signed in and lands on /Myworld.
 */
export default function RegisterChildScreen() {
  const { t } = useTranslation('accounts');
  const form = useFormCall(accounts.registerChild);
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Values>({
    full_name: '',
    username: '',
    year: '',
    password: '',
    password_confirmation: '',
    question_id: '',
    answer: '',
  });
  const [ownErrors, setOwnErrors] = useState<Record<string, string[]>>({});
  const [usernameStatus, setUsernameStatus] = useState<UsernameStatus>({ state: 'idle' });
  const [welcome, setWelcome] = useState<{ name: string; username: string } | null>(null);
  /** The new credentials, kept only in memory, for the sign-in after the welcome. */
  const credentials = useRef<{ username: string; password: string } | null>(null);
  useStrayErrors(form.errors, ALL_FIELDS);

  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const errorOf = (field: string) => ownErrors[field]?.[0] ?? form.errorOf(field);

  // The server's answer may concern an earlier step (the username was taken meanwhile): go back there.
  useEffect(() => {
    const fields = Object.keys(form.errors);
    const back = STEP_FIELDS.findIndex((list) => list.some((f) => fields.includes(f)));
    if (back >= 0 && back < 2) setStep(back);
  }, [form.errors]);

  // Each step's first box takes the focus (autoFocus), so a child can type at once and Enter moves on.
  function goTo(next: number) {
    setOwnErrors({});
    setStep(next);
  }

  function checkStep(index: number): boolean {
    const errors = stepErrors(accounts.registerChild, { body: bodyOf(values) }, STEP_FIELDS[index]);
    if (index === 0 && !errors.username && usernameStatus.state === 'taken') errors.username = [usernameStatus.message];
    setOwnErrors(errors);
    return Object.keys(errors).length === 0;
  }

  async function onStep(event: FormEvent) {
    event.preventDefault();
    if (!checkStep(step)) return;
    if (step < 2) {
      goTo(step + 1);
      return;
    }
    const body = bodyOf(values);
    const answer = await form.submit({ body });
    if (!answer) return;
    credentials.current = { username: answer.data.username || body.username, password: body.password };
    setWelcome({ name: body.full_name.split(' ')[0], username: answer.data.username || body.username });
  }

  if (welcome) return <Welcome name={welcome.name} username={welcome.username} credentials={credentials} />;

  const steps = [t('child.steps.username'), t('child.steps.birthday'), t('child.steps.password')];
  return (
    <AccountPage title={t('child.title')} picture="child">
      <StepIndicator steps={steps} current={step} />
      <form onSubmit={(e) => void onStep(e)} noValidate className="acc-wizard-step">
        {step === 0 && (
          <StepOne values={values} set={set} errorOf={errorOf} onStatus={setUsernameStatus} status={usernameStatus} />
        )}
        {step === 1 && <StepTwo year={values.year} setYear={(year) => set({ year })} error={errorOf('age')} />}
        {step === 2 && <StepThree values={values} set={set} errorOf={errorOf} />}
        <div className="account-actions acc-wizard-actions">
          {step > 0 && (
            <button type="button" className="button acc-button-big" onClick={() => goTo(step - 1)}>
              <span aria-hidden="true" className="acc-flip-rtl">
                ←
              </span>{' '}
              {t('common.back')}
            </button>
          )}
          <button type="submit" className="button button-primary acc-button-big" disabled={form.busy}>
            {form.busy ? t('common.wait') : step < 2 ? t('common.next') : t('child.create')}
            {step < 2 && (
              <span aria-hidden="true" className="acc-flip-rtl">
                →
              </span>
            )}
          </button>
        </div>
      </form>
      <p className="account-links">
        {t('choice.haveAccount')} <LangLink to="/login">{t('common.signIn')}</LangLink>
      </p>
    </AccountPage>
  );
}

function StepOne({
  values,
  set,
  errorOf,
  onStatus,
  status,
}: {
  values: Values;
  set: (patch: Partial<Values>) => void;
  errorOf: (field: string) => string | undefined;
  onStatus: (status: UsernameStatus) => void;
  status: UsernameStatus;
}) {
  const { t } = useTranslation('accounts');
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const [needName, setNeedName] = useState(false);
  const name = values.full_name.trim();

  const suggest = useCallback(async () => {
    if (name.length < 2) {
      setNeedName(true);
      return;
    }
    setNeedName(false);
    setSuggesting(true);
    try {
      const { data } = await callApi(accounts.generateStudentUsername, { query: { name } });
      setSuggestion(data.username);
    } catch {
      setSuggestion(null);
    } finally {
      setSuggesting(false);
    }
  }, [name]);

  // A taken username: offer a free one at once, when there is a name to build it from.
  const taken = status.state === 'taken';
  useEffect(() => {
    if (taken && name.length >= 2) void suggest();
    // Only when the check turns to "taken", not on each letter of the name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [taken]);

  return (
    <div className="acc-wizard-group" role="group" aria-labelledby="wizard-step-title">
      <h2 id="wizard-step-title">{t('child.steps.username')}</h2>
      <TextField
        label={t('child.fullName')}
        name="full_name"
        autoComplete="name"
        required
        autoFocus
        dir="ltr"
        className="ltr"
        value={values.full_name}
        onChange={(e) => set({ full_name: e.target.value })}
        error={errorOf('full_name')}
        hint={t('child.fullNameHint')}
      />
      <UsernameField
        label={t('child.username')}
        value={values.username}
        onChange={(username) => set({ username })}
        formError={errorOf('username')}
        onStatus={onStatus}
      />
      <div className="acc-suggestion">
        <button type="button" className="button" onClick={() => void suggest()} disabled={suggesting}>
          <Icon name="sparkle" size={20} /> {t('child.suggest')}
        </button>
        {needName && <p className="field-hint">{t('child.needName')}</p>}
        {suggestion && suggestion !== values.username && (
          <p className="acc-suggestion-offer" role="status">
            <span>
              <Says k="child.suggestion" values={{ username: suggestion }} />
            </span>
            <button
              type="button"
              className="chip chip-active"
              onClick={() => {
                set({ username: suggestion });
                setSuggestion(null);
              }}
            >
              {t('child.useSuggestion')}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}

function StepTwo({ year, setYear, error }: { year: string; setYear: (year: string) => void; error?: string }) {
  const { t } = useTranslation('accounts');
  const years = selectableBirthYears();
  const age = year ? ageFromYearOfBirth(Number(year)) : null;
  return (
    <div className="acc-wizard-group" role="group" aria-labelledby="wizard-step-title">
      <h2 id="wizard-step-title">{t('child.steps.birthday')}</h2>
      <p className="muted">{t('child.ageNote', { min: AGES.registerMin })}</p>
      <SelectField
        label={t('child.birthYear')}
        name="year_of_birth"
        required
        autoFocus
        value={year}
        onChange={(e) => setYear(e.target.value)}
        onKeyDown={(e) => {
          // Enter moves on here too, as in every other step.
          if (e.key === 'Enter') {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
        error={error}
      >
        <option value="">{t('child.chooseYear')}</option>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </SelectField>
      {age !== null && !error && <p className="field-hint">{t('child.yourAge', { age })}</p>}
    </div>
  );
}

function StepThree({
  values,
  set,
  errorOf,
}: {
  values: Values;
  set: (patch: Partial<Values>) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('accounts');
  return (
    <div className="acc-wizard-group" role="group" aria-labelledby="wizard-step-title">
      <h2 id="wizard-step-title">{t('child.steps.password')}</h2>
      <PasswordFields value={values} onChange={(p) => set(p)} errorOf={errorOf} />
      <h3>{t('child.safeTitle')}</h3>
      <p className="muted">{t('child.safeHint')}</p>
      <SafeQuestionSelect
        value={values.question_id}
        onChange={(question_id) => set({ question_id })}
        error={errorOf('question_id')}
      />
      <TextField
        label={t('child.answer')}
        name="answer"
        autoComplete="off"
        required
        value={values.answer}
        onChange={(e) => set({ answer: e.target.value })}
        error={errorOf('answer')}
      />
    </div>
  );
}

/** The welcome after sign-up; the child is signed in after 7 seconds (or at once with "Go now"). */
function Welcome({
  name,
  username,
  credentials,
}: {
  name: string;
  username: string;
  credentials: React.RefObject<{ username: string; password: string } | null>;
}) {
  const { t } = useTranslation('accounts');
  const signIn = useSignIn();
  const total = Math.round(TIMINGS.signInAfterStudentRegistrationMs / 1000);
  const [left, setLeft] = useState(total);
  const [phase, setPhase] = useState<'waiting' | 'signing' | 'failed'>('waiting');
  const started = useRef(false);

  const go = useCallback(async () => {
    if (started.current) return;
    started.current = true;
    setPhase('signing');
    const creds = credentials.current;
    if (!creds) {
      setPhase('failed');
      return;
    }
    try {
      const answer = await callApi(accounts.login, { body: { login_email: creds.username, password: creds.password } });
      credentials.current = null;
      signIn(answer, '/Myworld');
    } catch {
      credentials.current = null;
      setPhase('failed');
    }
  }, [credentials, signIn]);

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, total - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
    }, 250);
    const signInTimer = window.setTimeout(() => void go(), TIMINGS.signInAfterStudentRegistrationMs);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(signInTimer);
    };
    // Once, when the welcome appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AccountPage title={t('child.welcomeTitle', { name })} picture="party">
      <p className="account-intro">{t('child.welcomeBody')}</p>
      <p className="acc-welcome-username">
        <bdi className="ltr">{username}</bdi>
      </p>
      {phase === 'waiting' && (
        <>
          <p role="timer" aria-live="off" className="acc-countdown">
            {t('child.welcomeCountdown', { count: left })}
          </p>
          <div className="account-actions">
            <button type="button" className="button button-primary acc-button-big" onClick={() => void go()} autoFocus>
              {t('child.goNow')}
            </button>
          </div>
        </>
      )}
      {phase === 'signing' && <Waiting text={t('child.signingIn')} />}
      {phase === 'failed' && (
        <>
          <Notice kind="danger">{t('child.signInFailed')}</Notice>
          <div className="account-actions">
            <LangLink className="button button-primary acc-button-big" to="/login">
              {t('common.signIn')}
            </LangLink>
          </div>
        </>
      )}
    </AccountPage>
  );
}
