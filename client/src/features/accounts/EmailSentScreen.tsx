import { useTranslation } from 'react-i18next';
import { LangLink } from '../../ui/LangLink';
import { AccountPage } from './parts/AccountPage';

/** /email-sent: the recovery link is on its way (if the account exists). */
export default function EmailSentScreen() {
  const { t } = useTranslation('accounts');
  return (
    <AccountPage title={t('recover.emailSentTitle')} picture="mail" intro={t('recover.emailSentBody')}>
      <div className="account-actions">
        <LangLink className="button button-primary acc-button-big" to="/login">
          {t('common.backToSignIn')}
        </LangLink>
      </div>
      <p className="account-links">
        <LangLink to="/password-recover">{t('recover.emailSentAgain')}</LangLink>
      </p>
    </AccountPage>
  );
}
