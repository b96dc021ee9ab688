import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { accounts } from '@codeyard/shared-schema';
import { currentLanguage } from '../i18n/language';
import { logout, signInWithAnswer, type UnsyncedWork } from '../session/actions';
import { destinationAfterLogin } from '../session/destinations';
import { useSession } from '../session/use-session';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DeviceWaitingNotice, SyncStatus, syncNow } from '../outbox/shell';
import { useAlerts } from '../ui/alerts';
import { LangLink, useLangNavigate } from '../ui/LangLink';

export interface NavItem {
  to: string;
  label: string;
}

function LanguageSwitch() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const lang = currentLanguage();
  const switchTo = (next: 'en' | 'ar') => {
    const params = new URLSearchParams(location.search);
    params.set('lang', next);
    void navigate(`${location.pathname}?${params.toString()}${location.hash}`, { replace: true });
  };
  // One button naming the other language, in that language (a child who cannot read this one still finds
  // theirs): the header must fit one row of a Chromebook's 1366 px.
  const other = lang === 'ar' ? 'en' : 'ar';
  return (
    <div className="language-switch">
      <button
        type="button"
        lang={other}
        className="chip"
        title={t('language.label')}
        onClick={() => switchTo(other)}
        data-testid="language-switch"
      >
        {t(`language.${other}`)}
      </button>
    </div>
  );
}

function AccountButtons({ accountTo }: { accountTo?: string }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('sync');
  const session = useSession();
  const navigate = useLangNavigate();
  const alerts = useAlerts();
  const [unsynced, setUnsynced] = useState<UnsyncedWork | null>(null);
  if (!session) {
    return (
      <div className="account-buttons">
        <LangLink className="button" to="/login">
          {t('nav.login')}
        </LangLink>
        <LangLink className="button button-primary" to="/register">
          {t('nav.register')}
        </LangLink>
      </div>
    );
  }
  const backToParent = async () => {
    try {
      const { callApi } = await import('../api/client');
      const answer = await callApi(accounts.loginBackAsParent, {
        body: { parent_profile_id: session.actingParentProfileId! },
      });
      const parent = signInWithAnswer(answer);
      navigate(destinationAfterLogin(parent));
    } catch (error) {
      alerts.show('danger', (error as Error).message);
    }
  };
  // Unsent work warns first (the dialog below); the user's work stays on the device either way.
  const signOut = async (force: boolean) => {
    const result = await logout({ force });
    if (!result.done) {
      setUnsynced(result.unsynced);
      return;
    }
    setUnsynced(null);
    navigate('/login');
  };
  return (
    <div className="account-buttons">
      {accountTo ? (
        // The name opens the account page (one item less in a full menu, and where people look for it).
        <LangLink
          className="who who-link"
          to={accountTo}
          title={t('nav.accountInfo')}
          aria-label={`${t('nav.accountInfo')}: ${session.firstName || session.username}`}
          data-testid="signed-in-as"
        >
          {session.firstName || session.username}
        </LangLink>
      ) : (
        <span className="who" data-testid="signed-in-as">
          {session.firstName || session.username}
        </span>
      )}
      {session.actingParentProfileId && (
        <button type="button" className="button" onClick={() => void backToParent()}>
          {t('nav.backToParent')}
        </button>
      )}
      <button type="button" className="button" onClick={() => void signOut(false)} data-testid="logout">
        {t('nav.logout')}
      </button>
      <ConfirmDialog
        open={unsynced !== null}
        title={ts('logout.title')}
        confirmLabel={ts('logout.leave')}
        cancelLabel={ts('logout.stay')}
        onConfirm={() => void signOut(true)}
        onCancel={() => {
          setUnsynced(null);
          void syncNow();
        }}
        testId="logout-unsynced"
      >
        <p>{ts('logout.body')}</p>
        {unsynced && unsynced.pending > 0 && <p>{ts('logout.pending', { count: unsynced.pending })}</p>}
        {unsynced && unsynced.needsAttention > 0 && <p>{ts('logout.attention', { count: unsynced.needsAttention })}</p>}
      </ConfirmDialog>
    </div>
  );
}

/** The frame every layout shares: a header with its navigation, the language switch, and the account. */
export function Shell({
  nav,
  variant,
  accountTo,
  children,
}: {
  nav: NavItem[];
  variant: string;
  /** The signed-in user's account page: their name in the header links there. */
  accountTo?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={`shell shell-${variant}`}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="topbar">
        <LangLink to="/" className="brand" aria-label={t('appName')}>
          <img src="/icons/icon-192.png" alt="" width={40} height={40} />
          <span>{t('appName')}</span>
        </LangLink>
        {nav.length > 0 && (
          <nav aria-label={t('nav.mainMenu')}>
            <ul className="nav-list">
              {nav.map((item) => (
                <li key={item.to}>
                  <LangLink to={item.to}>{item.label}</LangLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <LanguageSwitch />
        <SyncStatus />
        <AccountButtons accountTo={accountTo} />
      </header>
      <DeviceWaitingNotice />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="footer">
        <p>{t('footer.madeFor')}</p>
        <ul className="footer-links">
          <li>
            <LangLink to="/startLearning">{t('nav.startLearning')}</LangLink>
          </li>
          <li>
            <LangLink to="/schoolBusiness">{t('nav.forSchools')}</LangLink>
          </li>
          <li>
            <LangLink to="/Perks">{t('nav.perks')}</LangLink>
          </li>
          <li>
            <LangLink to="/privacy">{t('nav.privacy')}</LangLink>
          </li>
          <li>
            <LangLink to="/terms">{t('nav.terms')}</LangLink>
          </li>
          <li>
            <LangLink to="/contact">{t('nav.contact')}</LangLink>
          </li>
        </ul>
      </footer>
    </div>
  );
}
