import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Workbox } from 'workbox-window';

/**
 * The service worker precaches the app shell; when a new version is waiting, the child (or teacher) is
 * asked before the page reloads, so nothing being typed is lost.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [workbox, setWorkbox] = useState<Workbox | null>(null);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => setWaiting(true));
    wb.addEventListener('controlling', () => window.location.reload());
    // Registration fails where service workers are blocked (private modes, some test browsers): the app still works.
    wb.register().catch(() => undefined);
    setWorkbox(wb);
  }, []);

  if (!waiting || !workbox) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t('update.ready')}</span>
      <button type="button" className="button button-primary" onClick={() => workbox.messageSkipWaiting()}>
        {t('update.reload')}
      </button>
      <button type="button" className="button" onClick={() => setWaiting(false)}>
        {t('update.later')}
      </button>
    </div>
  );
}
