import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { accounts } from '@codeyard/shared-schema';
import { useAlerts } from '../../ui/alerts';
import { LangLink } from '../../ui/LangLink';
import { useFormCall } from '../../ui/use-form-call';
import { AccountPage } from './parts/AccountPage';
import { Captcha, useCaptcha } from './parts/Captcha';
import { CodeField } from './parts/CodeField';
import { useStrayErrors } from './parts/form-helpers';
import { NewPasswordForm } from './parts/NewPasswordForm';
import { Says } from './parts/Says';

/**
 * /code-sent/{phone}: the recovery code from the SMS → GET /verify-reset-password-phone/{phone}/{code} →
 * a token → the new password. A new code needs the captcha: GET /resend-recover-password-phone/{phone}?captcha=.
 */
export default function CodeSentScreen() {
  const { t } = useTranslation('accounts');
  const { phone = '' } = useParams();
  const verify = useFormCall(accounts.verifyResetPasswordPhone);
  const [code, setCode] = useState('');
  const [token, setToken] = useState<string | null>(null);
  useStrayErrors(verify.errors, ['code', 'number']);

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    const answer = await verify.submit({ params: { number: phone, code } });
    if (answer) setToken(answer.data.token);
  }

  if (token) {
    return (
      <AccountPage title={t('recover.newTitle')} picture="key" intro={t('recover.newIntro')}>
        <NewPasswordForm token={token} />
      </AccountPage>
    );
  }

  return (
    <AccountPage
      title={t('recover.codeTitle')}
      picture="phone"
      intro={<Says k="recover.codeBody" values={{ phone }} />}
    >
      <form onSubmit={(e) => void onVerify(e)} noValidate>
        <CodeField
          label={t('common.code')}
          hint={t('common.codeHint')}
          value={code}
          onChange={setCode}
          error={verify.errorOf('code')}
        />
        <div className="account-actions">
          <button type="submit" className="button button-primary acc-button-big" disabled={verify.busy}>
            {verify.busy ? t('common.wait') : t('recover.checkCode')}
          </button>
        </div>
      </form>
      <ResendCode phone={phone} />
      <p className="account-links">
        <LangLink to="/password-recover">{t('recover.title')}</LangLink>
      </p>
    </AccountPage>
  );
}

/** "Did not get a code?": the captcha, then a new code. */
function ResendCode({ phone }: { phone: string }) {
  const { t } = useTranslation('accounts');
  const alerts = useAlerts();
  const resend = useFormCall(accounts.resendRecoverPasswordPhone);
  const captcha = useCaptcha();
  const [open, setOpen] = useState(false);
  useStrayErrors(resend.errors, ['captcha']);

  async function onResend(event: FormEvent) {
    event.preventDefault();
    // The captcha rides in the query, which the client's own check does not cover: say it here.
    if (!captcha.value) {
      resend.setErrors({ captcha: [t('shared:validation.captcha')] });
      return;
    }
    const answer = await resend.submit({ params: { phone }, query: { captcha: captcha.value } });
    captcha.renew();
    if (answer) alerts.show('success', answer.data.message);
  }

  if (!open) {
    return (
      <p className="account-links">
        {t('recover.noCode')}{' '}
        <button type="button" className="acc-link-button" onClick={() => setOpen(true)}>
          {t('recover.resendCode')}
        </button>
      </p>
    );
  }
  return (
    <form onSubmit={(e) => void onResend(e)} noValidate className="acc-resend-box">
      <h2>{t('recover.noCode')}</h2>
      <p className="muted">{t('recover.resendIntro')}</p>
      <Captcha onChange={captcha.setValue} resetKey={captcha.resetKey} error={resend.errorOf('captcha')} />
      <button type="submit" className="button" disabled={resend.busy}>
        {resend.busy ? t('common.wait') : t('recover.resendCode')}
      </button>
    </form>
  );
}
