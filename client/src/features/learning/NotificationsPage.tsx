import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/use-session';
import { formatRelative, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, Loading, PageHeader } from '../../ui/kit/states';
import { markNotificationSeen } from './offline/actions';
import { refreshNotifications } from './offline/download';
import { useNotifications, useUserDb } from './offline/hooks';
import type { NotificationData } from './offline/types';

/**
 * /notifications (school students; the guard sends the others to /): the child's notifications from
 * Dexie, newest first, unseen ones marked; "mark as seen" is queued and shows at once.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('learning');
  const { t: ts } = useTranslation('shared');
  const lang = useLang();
  const db = useUserDb();
  const session = useSession();
  const list = useNotifications();

  useEffect(() => {
    if (!db || !session || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
    refreshNotifications(db, session.userId).catch(() => undefined);
  }, [db, session]);

  // The message in the interface language (offline too); the server's text when the kind is unknown here.
  const message = (n: NotificationData) => {
    const vars: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(n.data ?? {})) if (typeof v === 'string' || typeof v === 'number') vars[k] = v;
    if (typeof n.data?.badge === 'string') vars.badge = ts(`learning.badges.${n.data.badge}.title`);
    if (typeof n.data?.trophy === 'string') vars.trophy = ts(`learning.trophies.${n.data.trophy}.title`);
    if (lang === 'ar' && typeof n.data?.title_ar === 'string') vars.title = n.data.title_ar;
    if (lang === 'en' && typeof n.data?.title_en === 'string') vars.title = n.data.title_en;
    return ts(`notifications.${n.kind}`, { ...vars, defaultValue: n.message });
  };
  const unseen = list?.filter((n) => !n.seen) ?? [];
  const markAll = async () => {
    if (!db) return;
    for (const n of unseen) await markNotificationSeen(db, n.id).catch(() => undefined);
  };

  return (
    <section
      className="page page-reading notifications-page"
      aria-labelledby="notifications-title"
      data-testid="notifications"
    >
      <PageHeader
        id="notifications-title"
        icon="mail"
        title={t('notifications.title')}
        lead={unseen.length ? t('notifications.unseen', { count: unseen.length }) : undefined}
      >
        {unseen.length > 1 && (
          <button type="button" className="button" onClick={() => void markAll()} data-testid="mark-all-seen">
            {t('notifications.markAll')}
          </button>
        )}
      </PageHeader>
      {list === undefined ? (
        <Loading />
      ) : list.length === 0 ? (
        <EmptyState icon="mail" title={t('notifications.empty')} />
      ) : (
        <ul className="notification-list">
          {list.map((n) => (
            <li
              key={n.id}
              className={`notification card${n.seen ? '' : ' is-unseen'}`}
              data-testid={`notification-${n.id}`}
              data-seen={n.seen}
            >
              <span className="notification-icon" aria-hidden="true">
                <Icon
                  name={
                    n.kind.includes('ocked')
                      ? 'lock'
                      : n.kind.includes('badge') || n.kind.includes('trophy')
                        ? 'star'
                        : 'mail'
                  }
                  size={28}
                />
              </span>
              <div className="notification-body">
                <p className="notification-text">
                  {!n.seen && <span className="status-chip status-info">{t('notifications.new')}</span>} {message(n)}
                </p>
                <p className="muted small">{formatRelative(n.created_at, lang)}</p>
              </div>
              {n.seen ? (
                <span className="muted small">{t('notifications.seen')}</span>
              ) : (
                <button
                  type="button"
                  className="button"
                  onClick={() => db && void markNotificationSeen(db, n.id).catch(() => undefined)}
                  data-testid={`mark-seen-${n.id}`}
                >
                  {t('notifications.markSeen')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
