import { lazy, Suspense, useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Language } from '@codeyard/shared-schema';
import { logout } from '../session/actions';
import { useSession } from '../session/use-session';
import { useUnsyncedUsers } from './unsynced';
import { locale, useLang } from '../ui/kit/format';
import { Icon } from '../ui/kit/icons';
import { useLangNavigate } from '../ui/LangLink';
import { useBrowserOnline } from '../app/shell-state';
import { emptySnapshot, syncStateOf, useSyncStatus } from './status-store';

const NeedsAttentionPanel = lazy(() => import('./NeedsAttentionPanel'));

/** "10:42" today, "12 Mar 2025, 10:42" another day, in the reader's language (Latin digits, like the rest). */
export function formatSyncTime(iso: string, lang: Language, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: 'numeric', minute: '2-digit' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(locale(lang), options).format(date);
}

/** Re-renders every minute, so "today" and the time stay right on a screen left open. */
function useMinuteTick(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
}

/**
 * The header's sync indicator for a signed-in user: online or offline (icon and word), "N changes
 * waiting", "Sending…", "Saved on the server at 10:42", a 401 pause with "Sign in again", a full disk, and
 * the button that opens the needs-attention list.
 */
export function SyncStatus() {
  const session = useSession();
  const status = useSyncStatus();
  const browserOnline = useBrowserOnline();
  const { t } = useTranslation('sync');
  const lang = useLang();
  const navigate = useLangNavigate();
  const [panelOpen, setPanelOpen] = useState(false);
  useMinuteTick();
  if (!session) return null;

  const s = status.userId === session.userId ? status : { ...emptySnapshot(session.userId), online: browserOnline };
  const online = s.online && browserOnline;
  const state = syncStateOf({ ...s, online });
  const icon = state === 'offline' ? 'cloudOff' : state === 'paused' ? 'alert' : 'cloud';

  const signInAgain = async () => {
    await logout({ force: true });
    navigate('/login');
  };

  return (
    <div
      className={`sync-status sync-${state}`}
      data-state={state}
      role="group"
      aria-label={t('region')}
      data-testid="sync-status"
    >
      <p className="sync-line" aria-live="polite" aria-atomic="true">
        <span className="sync-pill" title={state === 'offline' ? t('offlineHint') : undefined}>
          <Icon name={icon} size={22} />
          <span data-testid="sync-state">{t(`state.${state}`)}</span>
        </span>
        {!s.counted ? null : s.pending > 0 ? (
          <span className="sync-waiting">
            <Trans
              t={t}
              i18nKey="waiting"
              count={s.pending}
              components={{ n: <span className="sync-count" data-testid="sync-pending-count" /> }}
            />
          </span>
        ) : (
          <>
            <span hidden data-testid="sync-pending-count">
              0
            </span>
            {s.lastSyncedAt && (
              <span className="sync-saved" data-testid="sync-saved-at">
                {t('savedAt', { time: formatSyncTime(s.lastSyncedAt, lang) })}
              </span>
            )}
          </>
        )}
        {state === 'offline' && <span className="sr-only">{t('offlineHint')}</span>}
      </p>
      {s.paused401 && (
        <>
          <span className="sr-only" role="status">
            {t('paused')}
          </span>
          <button
            type="button"
            className="button"
            onClick={() => void signInAgain()}
            title={t('paused')}
            data-testid="sync-sign-in-again"
          >
            <Icon name="lock" size={20} />
            {t('signInAgain')}
          </button>
        </>
      )}
      {s.needsAttention > 0 && (
        <button
          type="button"
          className="button sync-attention-button"
          aria-haspopup="dialog"
          onClick={() => setPanelOpen(true)}
          data-testid="sync-needs-attention"
        >
          <Icon name="alert" size={20} />
          {t('attention.button', { count: s.needsAttention })}
        </button>
      )}
      {(s.quotaError || s.storageLow) && (
        <p className="sync-warning" role="alert" data-testid="sync-storage">
          <Icon name="alert" size={20} />
          {t(s.quotaError ? 'quota' : 'storageLow')}
        </p>
      )}
      {panelOpen && (
        <Suspense fallback={null}>
          <NeedsAttentionPanel userId={session.userId} onClose={() => setPanelOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * For nobody signed in: "3 changes of sara.k are waiting on this device. Sign in as sara.k to send them."
 * Only a username and a count; the work itself stays in that child's own database.
 */
export function DeviceWaitingNotice() {
  const session = useSession();
  const users = useUnsyncedUsers();
  const { t } = useTranslation('sync');
  if (session || users.length === 0) return null;
  return (
    <div className="device-waiting" role="status" data-testid="device-waiting">
      <Icon name="cloudOff" size={22} />
      {users.map((user) => {
        const count = user.pending + user.needsAttention;
        return (
          <span key={user.userId}>
            {t('device.waiting', { count, name: user.username })} {t('device.hint', { name: user.username })}
          </span>
        );
      })}
    </div>
  );
}
