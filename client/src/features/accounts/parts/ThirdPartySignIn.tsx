import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import type { LoginAnswer } from '@codeyard/shared-schema';
import { ApiError } from '../../../api/client';
import PageNotFound from '../../../app/PageNotFound';
import { LangLink } from '../../../ui/LangLink';
import { AccountPage, Notice, Waiting } from './AccountPage';
import { useSignIn } from './form-helpers';

/**
 * Signs in with a token from the school platform: shows a wait, then goes to the user's destination
 * (the same destinations as after login). `notFoundOnRefusal`: a refused token shows the page-not-found
 * screen (the one-segment catch-all is also where mistyped addresses land).
 */
export function ThirdPartySignIn({
  token,
  exchange,
  notFoundOnRefusal,
  missingToken,
}: {
  token: string | null;
  exchange: (token: string) => Promise<Static<typeof LoginAnswer>>;
  notFoundOnRefusal?: boolean;
  missingToken?: string;
}) {
  const { t } = useTranslation('accounts');
  const signIn = useSignIn();
  const [failure, setFailure] = useState<{ message: string; refused: boolean } | null>(null);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    exchange(token).then(
      (answer) => signIn(answer),
      (error: unknown) => {
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
        const message =
          error instanceof ApiError
            ? (Object.values(error.fieldErrors)[0]?.[0] ?? error.message)
            : t('thirdParty.failed');
        setFailure({ message, refused });
      },
    );
    // exchange and signIn are new functions each render; the token decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (!token) {
    if (notFoundOnRefusal) return <PageNotFound />;
    return (
      <AccountPage title={t('thirdParty.failed')} picture="school">
        <Notice kind="danger">{missingToken ?? t('thirdParty.noToken')}</Notice>
        <div className="account-actions">
          <LangLink className="button button-primary" to="/login">
            {t('common.backToSignIn')}
          </LangLink>
        </div>
      </AccountPage>
    );
  }
  if (failure?.refused && notFoundOnRefusal) return <PageNotFound />;
  if (failure) {
    return (
      <AccountPage title={t('thirdParty.failed')} picture="school">
        <Notice kind="danger">{failure.message}</Notice>
        <div className="account-actions">
          {!failure.refused && (
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                asked.current = null;
                setFailure(null);
              }}
            >
              {t('common.tryAgain')}
            </button>
          )}
          <LangLink className="button" to="/login">
            {t('common.backToSignIn')}
          </LangLink>
        </div>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t('thirdParty.signingIn')} picture="school">
      <Waiting text={t('thirdParty.signingIn')} />
    </AccountPage>
  );
}
