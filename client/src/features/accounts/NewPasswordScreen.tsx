import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AccountPage, Waiting } from './parts/AccountPage';
import { NewPasswordForm } from './parts/NewPasswordForm';
import { useEndSession } from './parts/useEndSession';

/** /new-password/{token}: the link of the recovery email. Ends any session first, then the new password. */
export default function NewPasswordScreen() {
  const { t } = useTranslation('accounts');
  const { isNewPassword: token = '' } = useParams();
  const ready = useEndSession();
  return (
    <AccountPage title={t('recover.newTitle')} picture="key" intro={t('recover.newIntro')}>
      {ready ? <NewPasswordForm token={token} /> : <Waiting text={t('recover.signingOut')} />}
    </AccountPage>
  );
}
