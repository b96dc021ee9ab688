import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { accounts } from '@codeyard/shared-schema';
import { useAlerts } from '../../ui/alerts';
import { LangLink } from '../../ui/LangLink';
import { useFormCall } from '../../ui/use-form-call';
import { AccountPage, Notice } from './parts/AccountPage';
import { CodeField } from './parts/CodeField';
import { useStrayErrors } from './parts/form-helpers';
import { ParentSetPasswordForm } from './parts/ParentSetPasswordForm';
import { Says } from './parts/Says';

/**
 * /register/parent/phone/{parentPhone}: the parent types the 6-digit code → GET /parent/verify/{code}?phone=…;
 * then chooses a username and password. A new code: GET /resend-verify-phone/{phone}.
 */
export default function ParentPhoneScreen() {
  const { t } = useTranslation('accounts');
  const { parentPhone = '' } = useParams();
  const alerts = useAlerts();
  const verify = useFormCall(accounts.parentVerify);
  const resend = useFormCall(accounts.resendVerifyPhone);
  const [code, setCode] = useState('');
  const [verification, setVerification] = useState<string | null>(null);
  useStrayErrors(verify.errors, ['verification', 'code']);
  useStrayErrors(resend.errors, []);

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    const answer = await verify.submit({ params: { verification: code }, query: { phone: parentPhone } });
    if (!answer) return;
    alerts.show('success', answer.data.message);
    setVerification(answer.data.verification);
  }

  async function onResend() {
    const answer = await resend.submit({ params: { phone: parentPhone } });
    if (answer) alerts.show('success', answer.data.message);
  }

  if (verification) {
    return (
      <AccountPage title={t('parent.setTitle')} picture="key" intro={t('parent.setIntro')}>
        <Notice kind="success">
          <Says k="parent.confirmedFor" values={{ contact: parentPhone }} />
        </Notice>
        <ParentSetPasswordForm verification={verification} />
      </AccountPage>
    );
  }

  return (
    <AccountPage
      title={t('parent.phoneTitle')}
      picture="phone"
      intro={<Says k="parent.phoneBody" values={{ phone: parentPhone }} />}
    >
      <form onSubmit={(e) => void onVerify(e)} noValidate>
        <CodeField
          label={t('common.code')}
          hint={t('common.codeHint')}
          value={code}
          onChange={setCode}
          error={verify.errorOf('verification') ?? verify.errorOf('code')}
        />
        <div className="account-actions">
          <button type="submit" className="button button-primary acc-button-big" disabled={verify.busy}>
            {verify.busy ? t('common.wait') : t('parent.verify')}
          </button>
          <button type="button" className="button" onClick={() => void onResend()} disabled={resend.busy}>
            {t('parent.resendCode')}
          </button>
        </div>
      </form>
      <p className="account-links">
        <LangLink to="/register/parent">{t('parent.startAgainPhone')}</LangLink>
      </p>
    </AccountPage>
  );
}
