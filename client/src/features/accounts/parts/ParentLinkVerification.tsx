import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accounts } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../../api/client';
import { sessionStore } from '../../../session/session-store';
import { useAlerts } from '../../../ui/alerts';
import { useLangNavigate } from '../../../ui/LangLink';
import { AccountPage, Notice, Waiting } from './AccountPage';
import { afterFailedParentVerification } from './form-helpers';
import { ParentSetPasswordForm } from './ParentSetPasswordForm';
import { Says } from './Says';

/**
 * The parent's email link: GET /parent/verify/{token}, then the username-and-password step. A link that
 * fails goes to /login without a stored session, else to /parent/manageMyKids (spec 000 §2).
 */
export function ParentLinkVerification({ token, email }: { token: string; email?: string }) {
  const { t } = useTranslation('accounts');
  const alerts = useAlerts();
  const navigate = useLangNavigate();
  const [answer, setAnswer] = useState<{ verification: string; contact: string } | null>(null);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (asked.current === token) return; // once per link, also under StrictMode's double effects
    asked.current = token;
    callApi(accounts.parentVerify, { params: { verification: token } }).then(
      ({ data }) => {
        alerts.show('success', data.message);
        setAnswer({ verification: data.verification, contact: data.email ?? data.phone ?? email ?? '' });
      },
      (error: unknown) => {
        const message =
          error instanceof ApiError
            ? (Object.values(error.fieldErrors)[0]?.[0] ?? error.message)
            : t('parent.linkFailed');
        alerts.show('danger', message);
        navigate(afterFailedParentVerification(Boolean(sessionStore.get())), { replace: true });
      },
    );
  }, [token, email, alerts, navigate, t]);

  if (!answer) {
    return (
      <AccountPage title={t('verification.title')} picture="link">
        <Waiting text={t('parent.checkingLink')} />
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t('parent.setTitle')} picture="key" intro={t('parent.setIntro')}>
      {answer.contact && (
        <Notice kind="success">
          <Says k="parent.confirmedFor" values={{ contact: answer.contact }} />
        </Notice>
      )}
      <ParentSetPasswordForm verification={answer.verification} />
    </AccountPage>
  );
}
