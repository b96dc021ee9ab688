import { useCallback, useEffect, useMemo, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { community } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../api/client';
import { withLang } from '../../i18n/language';
import { useSession } from '../../session/use-session';
import { useUserDb } from '../../storage/use-user-db';
import { Icon } from '../../ui/kit/icons';
import { Loading, PageHeader } from '../../ui/kit/states';
import { rememberCommunityOpen } from './menu';
import { NotificationsPanel } from './NotificationsPanel';
import { cacheKey, forgetSent, pendingChanges, readCached } from './store';
import { CommunityContext, keepAccess } from './use-community';
import type { UserDb } from '../../storage/user-db';
import './community.css';

type Access = { enabled: boolean; locked: boolean; decided_by: 'school' | 'parent' };

/**
 * The frame of every community screen (/community, /comments/{postId}, /community/myFriends,
 * /community/profile/{id}, /community/myProfile). It asks GET /community/access (offline: the last answer
 * kept on the device); while the community is off or locked it says so kindly instead of the screen. When
 * on: the community's own tabs, the notifications panel, and the screen.
 */
export default function CommunityFrame() {
  const db = useUserDb();
  if (!db) return <Loading />;
  return <Frame db={db} />;
}

function Frame({ db }: { db: UserDb }) {
  const { t } = useTranslation('community');
  const session = useSession();
  const kept = useLiveQuery(async () => (await readCached<Access>(db, cacheKey.access)) ?? null, [db]);
  const [asked, setAsked] = useState<'waiting' | 'answered' | 'offline'>('waiting');
  const [askAgain, setAskAgain] = useState(0);
  const [version, setVersion] = useState(0);
  const userId = session?.userId ?? 0;

  useEffect(() => {
    let live = true;
    callApi(community.communityAccess)
      .then(async (answer) => {
        await keepAccess(db, answer.data);
        rememberCommunityOpen(userId, answer.data.enabled && !answer.data.locked);
        if (live) setAsked('answered');
      })
      .catch((error: unknown) => {
        if (live) setAsked(error instanceof ApiError && error.status === 0 ? 'offline' : 'answered');
      });
    return () => {
      live = false;
    };
  }, [db, userId, askAgain]);

  // A change was sent (or the child removed it): forget it here and read the server again.
  const pending = useLiveQuery(() => pendingChanges(db), [db]);
  useEffect(() => {
    if (pending?.some((p) => p.state === 'sent'))
      void forgetSent(db).then((any) => {
        if (any) setVersion((v) => v + 1);
      });
  }, [db, pending]);
  useEffect(() => {
    const online = () => {
      setVersion((v) => v + 1);
      setAskAgain((n) => n + 1);
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  const refused = useCallback(() => setAskAgain((n) => n + 1), []);
  const state = useMemo(() => ({ db, pending: pending ?? [], version, refused }), [db, pending, version, refused]);

  if (kept === undefined || (kept === null && asked === 'waiting')) return <Loading label={t('loading')} />;
  if (kept === null)
    return (
      <section className="community-closed card" aria-labelledby="community-closed-title">
        <PageHeader id="community-closed-title" icon="cloudOff" title={t('offlineTitle')} lead={t('offlineFirst')} />
      </section>
    );
  if (!kept.enabled || kept.locked) return <Closed access={kept} />;

  return (
    <CommunityContext.Provider value={state}>
      <div className="community">
        <nav className="community-tabs" aria-label={t('tabs.label')}>
          <NavLink to={withLang('/community')} end className="community-tab">
            <Icon name="users" />
            {t('tabs.feed')}
          </NavLink>
          <NavLink to={withLang('/community/myFriends')} className="community-tab">
            <Icon name="heart" />
            {t('tabs.friends')}
          </NavLink>
          <NavLink to={withLang('/community/myProfile')} className="community-tab">
            <Icon name="child" />
            {t('tabs.profile')}
          </NavLink>
          <NotificationsPanel />
        </nav>
        <Outlet />
      </div>
    </CommunityContext.Provider>
  );
}

function Closed({ access }: { access: Access }) {
  const { t } = useTranslation('community');
  const { t: shared } = useTranslation('shared');
  return (
    <section className="community-closed card" data-testid="community-closed">
      <PageHeader
        icon="lock"
        title={access.locked && access.enabled ? t('closed.lockedTitle') : t('closed.offTitle')}
        lead={shared(access.locked && access.enabled ? 'community.locked' : 'community.off')}
      />
      <p>{access.locked && access.enabled ? t('closed.lockedMore') : t(`closed.offMore.${access.decided_by}`)}</p>
    </section>
  );
}
