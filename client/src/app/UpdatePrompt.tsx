import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Workbox } from 'workbox-window';
import { sessionStore } from '../session/session-store';
import { runWithoutReplay, whenReplayIdle } from '../outbox/shell';
import { markShellUnavailable } from './shell-state';

const SW_URL = '/sw.js';

/**
 * The service worker precaches the app shell; when a new version is waiting, the child (or teacher) is
 * asked before the page reloads, so nothing being typed is lost. Neither the update nor the reload it
 * causes (in every tab) happens while a replay of queued work runs.
 *
 * The first worker claims the pages open while it installed (clientsClaim): that first control is no new
 * version and reloads nothing (a child signing in keeps the page). Only a change from one worker to
 * another reloads. A first install cut short by the network (its precache fetches fail) is tried again when
 * the network is back, so the page still comes under the worker without a reload (app/shell-state.ts).
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('sync');
  const [workbox, setWorkbox] = useState<Workbox | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (import.meta.env.DEV) {
      // The dev server registers no worker: nothing here keeps the app for offline use.
      markShellUnavailable();
      return;
    }
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    let controller = container.controller;
    const start = () => {
      const wb = new Workbox(SW_URL, { scope: '/' });
      wb.addEventListener('waiting', () => setWaiting(true));
      wb.addEventListener('controlling', () => {
        const previous = controller;
        controller = container.controller;
        // The first worker taking this page (or another instance's event for the same change): no reload.
        if (!previous || previous === controller) return;
        // Holds the sync lock while reloading, so no tab starts a replay between the check and the reload.
        void runWithoutReplay(sessionStore.get()?.userId ?? null, () => window.location.reload());
      });
      // Registration fails where service workers are blocked (private modes, some test browsers): the app
      // still works, without the promise of working offline.
      // (A registration that failed for want of a network is tried again when it is back.)
      wb.register().catch(() => {
        if (navigator.onLine !== false) markShellUnavailable();
      });
      setWorkbox(wb);
    };
    // A first install whose precache fetches failed leaves no worker: register again once online. One
    // still installing when the network comes back is watched, and retried if it fails after all.
    const retry = () => {
      if (container.controller || navigator.onLine === false) return;
      void container.getRegistration('/').then((registration) => {
        const worker = registration?.installing ?? registration?.waiting ?? registration?.active;
        if (!worker) return start();
        const watch = () => {
          if (worker.state !== 'redundant') return;
          worker.removeEventListener('statechange', watch);
          retry();
        };
        worker.addEventListener('statechange', watch);
      });
    };
    start();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  if (!waiting || !workbox) return null;
  const update = () => {
    setUpdating(true);
    void whenReplayIdle().then(() => workbox.messageSkipWaiting());
  };
  return (
    <div className="update-prompt" role="status">
      <span>{updating ? ts('update.waiting') : t('update.ready')}</span>
      <button type="button" className="button button-primary" disabled={updating} onClick={update}>
        {t('update.reload')}
      </button>
      <button type="button" className="button" onClick={() => setWaiting(false)}>
        {t('update.later')}
      </button>
    </div>
  );
}
