import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountPage } from './parts/AccountPage';
import { NewPasswordForm } from './parts/NewPasswordForm';
import { ParentLinkVerification } from './parts/ParentLinkVerification';

/** Kinds of link that lead to a new password; any other kind confirms a parent account. */
const PASSWORD_KINDS = new Set(['password', 'reset', 'recover', 'forgot', 'new-password']);

/**
 * /verification/{verifyToken}/{verifyEmail}/{verifyType}: a confirmation link whose call the spec does
 * not show. A password kind shows the new-password form with the token; otherwise the token confirms a
 * parent (GET /parent/verify/{token}) and the parent sets a username and password (docs/decisions.md).
 */
export default function VerificationScreen() {
  const { t } = useTranslation('accounts');
  const { verifyToken = '', verifyEmail = '', verifyType = '' } = useParams();
  if (PASSWORD_KINDS.has(verifyType.toLowerCase())) {
    return (
      <AccountPage title={t('recover.newTitle')} picture="key" intro={t('recover.newIntro')}>
        <NewPasswordForm token={verifyToken} />
      </AccountPage>
    );
  }
  return <ParentLinkVerification token={verifyToken} email={verifyEmail} />;
}
