import { useTranslation } from 'react-i18next';
import { LangLink } from '../../ui/LangLink';
import { AccountPage } from './parts/AccountPage';
import { SignInForm } from './parts/SignInForm';

/**
 * /examLogin: the certification exam sign-in with the child's own username and password (spec 000 §6:
 * "A Master exam sign-in uses the child's credentials"). Students only; they go to the exam area (/exams).
 */
export default function ExamLoginScreen() {
  const { t } = useTranslation('accounts');
  return (
    <AccountPage title={t('examLogin.title')} picture="graduation" intro={t('examLogin.intro')}>
      <SignInForm
        studentsOnly
        destination="/exams"
        loginLabel={t('examLogin.loginEmail')}
        submitLabel={t('examLogin.submit')}
      />
      <p className="account-links">
        <LangLink to="/Certification">{t('examLogin.about')}</LangLink>
      </p>
      <p className="account-links">
        <LangLink to="/password-recover">{t('login.forgot')}</LangLink>
      </p>
    </AccountPage>
  );
}
