import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Workbox } from 'workbox-window';
import { sessionStore } from '../session/session-store';
import { runWithoutReplay, whenReplayIdle } from '../outbox/shell';

/**
 * The service worker precaches the app shell; when a new version is waiting, the child (or teacher) is
 * asked before the page reloads, so nothing being typed is lost. Neither the update nor the reload it
 * causes (in every tab) happens while a replay of queued work runs.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('sync');
  const [workbox, setWorkbox] = useState<Workbox | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => setWaiting(true));
    // Holds the sync lock while reloading, so no tab starts a replay between the check and the reload.
    wb.addEventListener(
      'controlling',
      () => void runWithoutReplay(sessionStore.get()?.userId ?? null, () => window.location.reload()),
    );
    // Registration fails where service workers are blocked (private modes, some test browsers): the app still works.
    wb.register().catch(() => undefined);
    setWorkbox(wb);
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
