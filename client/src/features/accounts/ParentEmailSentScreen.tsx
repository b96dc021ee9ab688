import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { accounts } from '@codeyard/shared-schema';
import { useAlerts } from '../../ui/alerts';
import { LangLink } from '../../ui/LangLink';
import { useFormCall } from '../../ui/use-form-call';
import { AccountPage } from './parts/AccountPage';
import { useStrayErrors } from './parts/form-helpers';
import { Says } from './parts/Says';

/** /register/parent/{parentEmail}: "check your email", and a button to send the link again. */
export default function ParentEmailSentScreen() {
  const { t } = useTranslation('accounts');
  const { parentEmail = '' } = useParams();
  const alerts = useAlerts();
  const resend = useFormCall(accounts.resendVerify);
  useStrayErrors(resend.errors, []);

  async function onResend() {
    const answer = await resend.submit({ params: { email: parentEmail } });
    if (answer) alerts.show('success', answer.data.message);
  }

  return (
    <AccountPage title={t('parent.emailTitle')} picture="mail">
      <p className="account-intro">
        <Says k="parent.emailBody" values={{ email: parentEmail }} />
      </p>
      <p className="muted">{t('parent.emailSpam')}</p>
      <div className="account-actions">
        <button
          type="button"
          className="button button-primary acc-button-big"
          onClick={() => void onResend()}
          disabled={resend.busy}
        >
          {resend.busy ? t('common.wait') : t('parent.resendEmail')}
        </button>
      </div>
      <p className="account-links">
        <LangLink to="/register/parent">{t('parent.startAgain')}</LangLink>
      </p>
      <p className="account-links">
        <LangLink to="/login">{t('common.backToSignIn')}</LangLink>
      </p>
    </AccountPage>
  );
}
