import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { AccountNameField } from './parts/AccountNameField';
import { useTranslation } from 'react-i18next';
import { accounts, identifierKind, normalisePhone } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../api/client';
import { useAlerts } from '../../ui/alerts';
import { TextField } from '../../ui/forms';
import { LangLink, useLangNavigate } from '../../ui/LangLink';
import { useFormCall } from '../../ui/use-form-call';
import { AccountPage, Notice } from './parts/AccountPage';
import { Captcha, useCaptcha } from './parts/Captcha';
import { passesOwnCheck, useStrayErrors } from './parts/form-helpers';
import { NewPasswordForm } from './parts/NewPasswordForm';
import { SafeQuestionSelect } from './parts/SafeQuestionSelect';
import { Icon, type IconName } from '../../ui/kit/icons';

type Way = 'email' | 'phone' | 'safe';
const WAYS: Way[] = ['email', 'phone', 'safe'];

/**
 * /password-recover: three ways back in (spec 000 §4): a link by email (a child's goes to the parent),
 * a code by phone, or — for children — their safe question. The last step is always a new password.
 */
export default function PasswordRecoverScreen() {
  const { t } = useTranslation('accounts');
  const [way, setWay] = useState<Way>('email');
  const [note, setNote] = useState<string | null>(null);
  const [prefill, setPrefill] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const labels: Record<Way, string> = {
    email: t('recover.byEmail'),
    phone: t('recover.byPhone'),
    safe: t('recover.bySafeQuestion'),
  };
  const icons: Record<Way, IconName> = { email: 'mail', phone: 'phone', safe: 'shield' };

  function choose(next: Way, message: string | null = null) {
    setWay(next);
    setNote(message);
  }

  // Arrow keys move between the tabs (the usual tab pattern); the direction follows the page.
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const rtl = document.documentElement.dir === 'rtl';
    const step = event.key === 'ArrowRight' ? (rtl ? -1 : 1) : event.key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + WAYS.length) % WAYS.length;
    choose(WAYS[next]);
    tabs.current[next]?.focus();
  }

  if (token) {
    return (
      <AccountPage title={t('recover.newTitle')} picture="key" intro={t('recover.newIntro')}>
        <NewPasswordForm token={token} />
      </AccountPage>
    );
  }

  return (
    <AccountPage title={t('recover.title')} picture="key" intro={t('recover.intro')}>
      <div role="tablist" aria-label={t('recover.ways')} className="acc-tabs">
        {WAYS.map((w, index) => (
          <button
            key={w}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`way-${w}`}
            aria-selected={way === w}
            aria-controls={`panel-${w}`}
            tabIndex={way === w ? 0 : -1}
            className={`acc-tab${way === w ? ' acc-tab-active' : ''}`}
            onClick={() => choose(w)}
            onKeyDown={(e) => onTabKey(e, index)}
          >
            <Icon name={icons[w]} className="acc-tab-icon" />
            <span>{labels[w]}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${way}`} aria-labelledby={`way-${way}`} className="acc-tab-panel">
        {note && <Notice kind="info">{note}</Notice>}
        {way === 'email' && (
          <ByEmail
            onSwitch={(next, username) => {
              setPrefill(username);
              choose(next, next === 'safe' ? t('recover.switchedToSafe') : t('recover.switchedToPhone'));
            }}
          />
        )}
        {way === 'phone' && <ByPhone />}
        {way === 'safe' && <BySafeQuestion initialUsername={prefill} onToken={setToken} />}
      </div>
      <p className="account-links">
        <LangLink to="/login">{t('common.backToSignIn')}</LangLink>
      </p>
    </AccountPage>
  );
}

/** POST /password/email: username or email + captcha → /email-sent; "use_safe_question" switches ways. */
function ByEmail({ onSwitch }: { onSwitch: (way: Way, username: string) => void }) {
  const { t } = useTranslation('accounts');
  const navigate = useLangNavigate();
  const alerts = useAlerts();
  // Its errors and setErrors only: the submit is by hand here, to read the answer's code.
  const form = useFormCall(accounts.passwordEmail);
  const captcha = useCaptcha();
  const [username, setUsername] = useState('');
  const [busy, setBusy] = useState(false);
  useStrayErrors(form.errors, ['username', 'captcha']);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = username.trim();
    const input = {
      body: {
        username: value,
        type: identifierKind(value) === 'email' ? ('email' as const) : ('username' as const),
        captcha: captcha.value,
      },
    };
    form.setErrors({});
    if (!passesOwnCheck(accounts.passwordEmail, input, form.setErrors)) return;
    setBusy(true);
    try {
      const answer = await callApi(accounts.passwordEmail, input);
      alerts.show('success', answer.data.message);
      navigate('/email-sent');
    } catch (error) {
      captcha.renew();
      if (!(error instanceof ApiError)) {
        alerts.show('danger', String(error));
      } else if (error.code === 'use_safe_question' || error.code === 'use_phone') {
        onSwitch(error.code === 'use_safe_question' ? 'safe' : 'phone', value);
      } else if (Object.keys(error.fieldErrors).length > 0) {
        form.setErrors(error.fieldErrors);
      } else {
        alerts.show('danger', error.message);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <AccountNameField
        label={t('recover.emailLabel')}
        name="username"
        autoFocus
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={form.errorOf('username')}
        hint={t('recover.emailHint')}
      />
      <Captcha onChange={captcha.setValue} resetKey={captcha.resetKey} error={form.errorOf('captcha')} />
      <div className="account-actions">
        <button type="submit" className="button button-primary acc-button-big" disabled={busy}>
          {busy ? t('common.wait') : t('recover.sendLink')}
        </button>
      </div>
    </form>
  );
}

/** POST /reset-password-phone: phone + captcha → /code-sent/{phone}. */
function ByPhone() {
  const { t } = useTranslation('accounts');
  const navigate = useLangNavigate();
  const alerts = useAlerts();
  const form = useFormCall(accounts.resetPasswordPhone);
  const captcha = useCaptcha();
  const [phone, setPhone] = useState('');
  useStrayErrors(form.errors, ['phone', 'captcha']);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = { body: { phone: normalisePhone(phone.trim()), captcha: captcha.value } };
    if (!passesOwnCheck(accounts.resetPasswordPhone, input, form.setErrors)) return;
    const answer = await form.submit(input);
    if (!answer) {
      captcha.renew();
      return;
    }
    alerts.show('success', answer.data.message);
    navigate(`/code-sent/${encodeURIComponent(input.body.phone)}`);
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField
        label={t('common.phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        autoFocus
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={form.errorOf('phone')}
        hint={t('recover.phoneHint')}
      />
      <Captcha onChange={captcha.setValue} resetKey={captcha.resetKey} error={form.errorOf('captcha')} />
      <div className="account-actions">
        <button type="submit" className="button button-primary acc-button-big" disabled={form.busy}>
          {form.busy ? t('common.wait') : t('recover.sendCode')}
        </button>
      </div>
    </form>
  );
}

/**
 * POST /check-security-answer: username, the question and the answer → a reset token → new password. After
 * a few wrong answers the server asks for the captcha (an error on the field captcha, code captcha_required):
 * from then on the form shows it and sends its answer, a fresh one for every try.
 */
function BySafeQuestion({ initialUsername, onToken }: { initialUsername: string; onToken: (token: string) => void }) {
  const { t } = useTranslation('accounts');
  const form = useFormCall(accounts.checkSecurityAnswer);
  const captcha = useCaptcha();
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [username, setUsername] = useState(initialUsername);
  const [questionId, setQuestionId] = useState('');
  const [answer, setAnswer] = useState('');
  useStrayErrors(form.errors, ['username', 'question_id', 'answer', 'captcha']);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body: { username: string; question_id: number; answer: string; captcha?: string } = {
      username: username.trim(),
      question_id: Number(questionId),
      answer: answer.trim(),
      ...(needCaptcha && captcha.value && { captcha: captcha.value }),
    };
    if (!questionId) delete (body as Partial<typeof body>).question_id;
    if (needCaptcha && !captcha.value) {
      form.setErrors({ captcha: [t('shared:validation.captcha')] });
      return;
    }
    const result = await form.submit({ body });
    if (needCaptcha) captcha.renew();
    if (result) onToken(result.data.token);
  }

  // The server asked for the captcha: it stays for the tries that follow.
  if (!needCaptcha && form.errors.captcha) setNeedCaptcha(true);

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className="muted">{t('recover.safeIntro')}</p>
      <AccountNameField
        label={t('recover.safeUsername')}
        name="username"
        autoFocus
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={form.errorOf('username')}
      />
      <SafeQuestionSelect value={questionId} onChange={setQuestionId} error={form.errorOf('question_id')} />
      <TextField
        label={t('child.answer')}
        name="answer"
        autoComplete="off"
        required
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        error={form.errorOf('answer')}
      />
      {needCaptcha && (
        <Captcha onChange={captcha.setValue} resetKey={captcha.resetKey} error={form.errorOf('captcha')} />
      )}
      <div className="account-actions">
        <button type="submit" className="button button-primary acc-button-big" disabled={form.busy}>
          {form.busy ? t('common.wait') : t('recover.checkAnswer')}
        </button>
      </div>
    </form>
  );
}
