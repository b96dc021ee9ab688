import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accounts } from '@codeyard/shared-schema';
import { onSessionRejected } from '../api/session-events';
import { switchLanguage } from '../i18n';
import { languageFromSearch, withLang } from '../i18n/language';
import { logout } from '../session/actions';
import { sessionStore } from '../session/session-store';
import { useSession } from '../session/use-session';
import { useSyncForSession } from '../outbox/shell';
import { useAlerts } from '../ui/alerts';
import { UpdatePrompt } from './UpdatePrompt';

/**
 * Above every layout: applies ?lang= (and the page direction) on each navigation, tells the server the
 * chosen language when a signed-in user changes route, handles a rejected session (401, 429), runs the
 * outbox's engine while someone is signed in and, for a student, registers the pulled-change handlers.
 */
export function RootFrame() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const alerts = useAlerts();
  const { t } = useTranslation();
  const lang = languageFromSearch(location.search);
  const lastSent = useRef<string | null>(null);
  useSyncForSession();
  const student = session?.userType === 'student';

  useEffect(() => {
    if (!student) return;
    // Loaded on demand, with the learning data layer it lists: a visitor's first screen stays small.
    import('./pull-handlers')
      .then((m) => m.registerPullHandlers())
      .catch((error) => console.error('sync: the pull handlers could not load', error));
  }, [student]);

  useEffect(() => switchLanguage(lang), [lang]);

  useEffect(() => {
    if (!session) return;
    // Sent on a route change when the language differs from the one the server last heard.
    const key = `${session.userId}:${lang}`;
    if (lastSent.current === key || session.language === lang) return;
    lastSent.current = key;
    import('../api/client')
      .then(({ callApi }) => callApi(accounts.changeLanguage, { body: { lang } }))
      .then(() => sessionStore.update({ language: lang }))
      .catch(() => {
        lastSent.current = null;
      });
  }, [location.pathname, lang, session]);

  useEffect(
    () =>
      onSessionRejected((status) => {
        if (status === 401) alerts.show('danger', t('alerts.notAuthorized'));
        // The session is over anyway: the user's queued work stays on the device for the next sign-in.
        void logout({ force: true }).then(() => navigate(withLang('/login'), { replace: true }));
      }),
    [alerts, t, navigate],
  );

  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  );
}
