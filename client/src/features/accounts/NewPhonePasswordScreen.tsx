import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { accounts } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../api/client';
import { LangLink } from '../../ui/LangLink';
import { AccountPage, Notice, Waiting } from './parts/AccountPage';
import { NewPasswordForm } from './parts/NewPasswordForm';
import { useEndSession } from './parts/useEndSession';

/**
 * /new-phone-password/{phone}/{otp}: a link carrying the phone and its code. Ends any session, checks the
 * code (GET /verify-reset-password-phone/{phone}/{code}) and shows the new password form with its token.
 */
export default function NewPhonePasswordScreen() {
  const { t } = useTranslation('accounts');
  const { phone = '', otp = '' } = useParams();
  const ready = useEndSession();
  const [state, setState] = useState<{ token: string } | { error: string } | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (!ready || asked.current) return;
    asked.current = true;
    callApi(accounts.verifyResetPasswordPhone, { params: { number: phone, code: otp } }).then(
      ({ data }) => setState({ token: data.token }),
      (error: unknown) =>
        setState({
          error:
            error instanceof ApiError
              ? (Object.values(error.fieldErrors)[0]?.[0] ?? error.message)
              : t('recover.badLink'),
        }),
    );
  }, [ready, phone, otp, t]);

  return (
    <AccountPage title={t('recover.newTitle')} picture="key" intro={t('recover.newIntro')}>
      {!ready && <Waiting text={t('recover.signingOut')} />}
      {ready && state === null && <Waiting text={t('recover.checkingCode')} />}
      {state && 'token' in state && <NewPasswordForm token={state.token} />}
      {state && 'error' in state && (
        <>
          <Notice kind="danger">{state.error}</Notice>
          <div className="account-actions">
            <LangLink className="button button-primary" to="/password-recover">
              {t('recover.askAgain')}
            </LangLink>
          </div>
        </>
      )}
    </AccountPage>
  );
}
