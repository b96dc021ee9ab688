import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
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
import { focusHeadingWhenReady } from './route-focus';
import { screenTitle, titleKeyOf } from './screen-titles';
import { UpdatePrompt } from './UpdatePrompt';

/**
 * Above every layout: applies ?lang= (and the page direction) on each navigation, tells the server the
 * chosen language when a signed-in user changes route, handles a rejected session (401, 429), runs the
 * outbox's engine while someone is signed in and, for a student, registers the pulled-change handlers.
 * Gives each screen its own title (screen-titles.ts) and, on a change of route (never on the first load),
 * moves focus to the new screen's main heading and says the new title in its one polite live region.
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

  const title = screenTitle(titleKeyOf(useMatches()), lang);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const [announcement, setAnnouncement] = useState('');
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    // A change of language (?lang=) or of the query alone is not a new screen.
    const first = shownPath.current === null;
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    if (first) return;
    setAnnouncement(title);
    return focusHeadingWhenReady(document);
  }, [location.pathname, title]);

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
        // It stays until closed: on a slow Chromebook the sign-in screen may take longer to load than a
        // timed alert lasts, and the child would be signed out with no word of why.
        if (status === 401) alerts.show('danger', t('alerts.notAuthorized'), { stay: true });
        // The session is over anyway: the user's queued work stays on the device for the next sign-in.
        void logout({ force: true }).then(() => navigate(withLang('/login'), { replace: true }));
      }),
    [alerts, t, navigate],
  );

  return (
    <>
      <Outlet />
      <UpdatePrompt />
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
        {announcement}
      </p>
    </>
  );
}
