import { useTranslation } from 'react-i18next';
import { LangLink } from '../../ui/LangLink';
import { AccountPage, Notice } from './parts/AccountPage';

/** /recovery-completed: the new password is saved; on to sign in. */
export default function RecoveryCompletedScreen() {
  const { t } = useTranslation('accounts');
  return (
    <AccountPage title={t('recover.doneTitle')} picture="check">
      <Notice kind="success">{t('recover.doneBody')}</Notice>
      <div className="account-actions">
        <LangLink className="button button-primary acc-button-big" to="/login" autoFocus>
          {t('recover.goSignIn')}
        </LangLink>
      </div>
    </AccountPage>
  );
}
