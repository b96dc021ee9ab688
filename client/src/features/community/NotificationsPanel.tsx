import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { community } from '@codeyard/shared-schema';
import { callApi } from '../../api/client';
import { LangLink } from '../../ui/LangLink';
import { useAlerts } from '../../ui/alerts';
import { formatNumber, formatRelative, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { messageOf } from './PostCard';
import { cacheKey, markNotificationsSeen, type NotificationList } from './store';
import { useCached, useCommunity } from './use-community';

/**
 * The community's notifications inside the community (spec 000 §2: friend requests, answers, correct
 * answers, hidden posts): a button with the unseen count that opens the list; "Mark all as seen".
 */
export function NotificationsPanel() {
  const { t } = useTranslation('community');
  const lang = useLang();
  const alerts = useAlerts();
  const { db } = useCommunity();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const list = useCached<NotificationList>(
    cacheKey.notifications,
    async () => (await callApi(community.communityNotifications)).data,
  );
  const unseen = list.data?.unseen_count ?? 0;
  const notes = list.data?.notifications ?? [];

  const markSeen = async () => {
    const ids = notes.filter((n) => !n.seen).map((n) => n.id);
    if (!ids.length) return;
    try {
      await markNotificationsSeen(db, ids.slice(0, 100));
    } catch (failure) {
      alerts.show('danger', messageOf(failure));
    }
  };

  return (
    <div className="community-notes">
      <button
        type="button"
        className="community-tab"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid="community-notifications-button"
      >
        <Icon name="mail" />
        {t('notes.button')}
        {unseen > 0 && (
          <span className="community-badge" aria-label={t('notes.unseen', { count: unseen })}>
            {formatNumber(unseen, lang)}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="community-notes-panel card" aria-labelledby={`${panelId}-title`}>
          <h2 id={`${panelId}-title`}>{t('notes.title')}</h2>
          {notes.length === 0 ? (
            <p>{t('notes.empty')}</p>
          ) : (
            <ul className="community-notes-list" data-testid="community-notifications">
              {notes.map((n) => {
                const postId = typeof n.data.post_id === 'number' ? n.data.post_id : null;
                const to = n.kind.startsWith('community.friend')
                  ? '/community/myFriends'
                  : postId !== null
                    ? `/comments/${postId}`
                    : null;
                return (
                  <li key={n.id} className={n.seen ? '' : 'is-unseen'}>
                    {to ? <LangLink to={to}>{n.message}</LangLink> : n.message}
                    <span className="community-meta">
                      {' · '}
                      {formatRelative(n.created_at, lang)}
                      {!n.seen && ` · ${t('notes.new')}`}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="community-actions">
            {unseen > 0 && (
              <button type="button" className="button button-primary" onClick={() => void markSeen()}>
                <Icon name="check" />
                {t('notes.markSeen')}
              </button>
            )}
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {t('close')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
