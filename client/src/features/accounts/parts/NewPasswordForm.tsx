import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accounts, hasIssues, LinkToken, validate } from '@codeyard/shared-schema';
import { useAlerts } from '../../../ui/alerts';
import { LangLink, useLangNavigate } from '../../../ui/LangLink';
import { useFormCall } from '../../../ui/use-form-call';
import { Notice } from './AccountPage';
import { Captcha, useCaptcha } from './Captcha';
import { passesOwnCheck, useStrayErrors } from './form-helpers';
import { PasswordFields } from './PasswordFields';

const SHOWN = ['password', 'password_confirmation', 'captcha', 'token'] as const;

/** The last step of every recovery: a new password, its confirmation and the captcha → POST /password/reset. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('accounts');
  const navigate = useLangNavigate();
  const alerts = useAlerts();
  const form = useFormCall(accounts.passwordReset);
  const captcha = useCaptcha();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  useStrayErrors(form.errors, SHOWN);

  const linkBroken = hasIssues(validate(LinkToken, token)) || Boolean(form.errorOf('token'));
  if (linkBroken) {
    return (
      <>
        <Notice kind="danger">{form.errorOf('token') ?? t('recover.badLink')}</Notice>
        <div className="account-actions">
          <LangLink className="button button-primary" to="/password-recover">
            {t('recover.askAgain')}
          </LangLink>
          <LangLink className="button" to="/login">
            {t('common.backToSignIn')}
          </LangLink>
        </div>
      </>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = { body: { ...values, token, captcha: captcha.value } };
    if (!passesOwnCheck(accounts.passwordReset, input, form.setErrors)) return;
    const answer = await form.submit(input);
    if (!answer) {
      captcha.renew();
      return;
    }
    alerts.show('success', answer.data.message);
    navigate('/recovery-completed', { replace: true });
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <PasswordFields value={values} onChange={setValues} errorOf={form.errorOf} />
      <Captcha onChange={captcha.setValue} resetKey={captcha.resetKey} error={form.errorOf('captcha')} />
      <div className="account-actions">
        <button type="submit" className="button button-primary acc-button-big" disabled={form.busy}>
          {form.busy ? t('common.wait') : t('recover.saveNew')}
        </button>
      </div>
    </form>
  );
}
