import { useTranslation } from 'react-i18next';
import { LangLink } from '../../ui/LangLink';
import { AccountPage } from './parts/AccountPage';
import { SignInForm } from './parts/SignInForm';

/** /login: a username, email or mobile and a password; then the destination of this kind of user. */
export default function LoginScreen() {
  const { t } = useTranslation('accounts');
  return (
    <AccountPage title={t('login.title')} picture="hello" intro={t('login.intro')}>
      <SignInForm loginLabel={t('login.loginEmail')} submitLabel={t('login.submit')} />
      <p className="account-links">
        <LangLink to="/password-recover">{t('login.forgot')}</LangLink>
      </p>
      <p className="account-links">
        <LangLink to="/class">{t('login.pictureSignIn')}</LangLink>
      </p>
      <p className="account-links">
        {t('login.newHere')} <LangLink to="/register">{t('login.register')}</LangLink>
      </p>
    </AccountPage>
  );
}
