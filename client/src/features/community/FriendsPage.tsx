import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { community } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useAlerts } from '../../ui/alerts';
import { Icon } from '../../ui/kit/icons';
import { Loading, PageHeader } from '../../ui/kit/states';
import { CachedNotice } from './CachedNotice';
import { Avatar, messageOf, PersonLink } from './PostCard';
import * as store from './store';
import { useCached, useCommunity } from './use-community';

type Ask =
  | { what: 'add'; user: community.CommunityUser }
  | { what: 'accept' | 'decline' | 'cancel' | 'unfriend'; friendship: store.Friendship };

/**
 * /community/myFriends: the child's friends (unfriend), the requests they received (accept, decline), the
 * ones they sent (cancel), children they may know and a search (add friend). Every change asks first
 * (spec 000 §5) and goes through the outbox.
 */
export default function FriendsPage() {
  const { t } = useTranslation('community');
  const { db } = useCommunity();
  const alerts = useAlerts();
  const bundle = useCached<store.FriendsBundle>(store.cacheKey.friends, async () => {
    const [friends, received, sent, suggestions] = await Promise.all([
      callApi(community.friends),
      callApi(community.receivedFriendRequests),
      callApi(community.sentFriendRequests),
      callApi(community.peopleYouMayKnow),
    ]);
    return {
      friends: friends.data.items,
      received: received.data.items,
      sent: sent.data.items,
      suggestions: suggestions.data,
    };
  });
  const [ask, setAsk] = useState<Ask | null>(null);

  const confirm = async (current: Ask) => {
    try {
      if (current.what === 'add') await store.askFriend(db, current.user);
      else if (current.what === 'accept' || current.what === 'decline')
        await store.answerRequest(db, current.friendship, current.what === 'accept');
      else await store.removeFriendship(db, current.friendship);
      const name = current.what === 'add' ? current.user.first_name : current.friendship.user.first_name;
      alerts.show('success', t(`friends.done.${current.what}`, { name }));
    } catch (failure) {
      alerts.show('danger', messageOf(failure));
    }
  };

  const data = bundle.data;
  const nameOf = (a: Ask) => (a.what === 'add' ? a.user.first_name : a.friendship.user.first_name);
  return (
    <section className="community-friends" aria-labelledby="friends-title">
      <PageHeader id="friends-title" icon="heart" title={t('friends.title')} lead={t('friends.lead')} />
      <CachedNotice error={bundle.error} hasData={data !== undefined} onRetry={bundle.reload} />
      {!data ? (
        bundle.loading && <Loading label={t('loading')} />
      ) : (
        <div className="community-columns">
          <PeopleList title={t('friends.received')} empty={t('friends.noReceived')} testId="received">
            {data.received.map((f) => (
              <Person key={f.id} user={f.user}>
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => setAsk({ what: 'accept', friendship: f })}
                >
                  {t('friends.accept')}
                </button>
                <button type="button" className="button" onClick={() => setAsk({ what: 'decline', friendship: f })}>
                  {t('friends.decline')}
                </button>
              </Person>
            ))}
          </PeopleList>
          <PeopleList title={t('friends.mine')} empty={t('friends.noFriends')} testId="friends">
            {data.friends.map((f) => (
              <Person key={f.id} user={f.user}>
                <button type="button" className="button" onClick={() => setAsk({ what: 'unfriend', friendship: f })}>
                  {t('friends.unfriend')}
                </button>
              </Person>
            ))}
          </PeopleList>
          <PeopleList title={t('friends.sent')} empty={t('friends.noSent')} testId="sent">
            {data.sent.map((f) => (
              <Person key={f.id} user={f.user}>
                <button type="button" className="button" onClick={() => setAsk({ what: 'cancel', friendship: f })}>
                  {t('friends.cancel')}
                </button>
              </Person>
            ))}
          </PeopleList>
          <PeopleList title={t('friends.mayKnow')} empty={t('friends.noSuggestions')} testId="suggestions">
            {data.suggestions.map((user) => (
              <Person key={user.id} user={user}>
                <AddButton user={user} onAsk={setAsk} />
              </Person>
            ))}
          </PeopleList>
          <Search onAsk={setAsk} known={data} />
        </div>
      )}
      <ConfirmDialog
        open={ask !== null}
        title={ask ? t(`friends.confirm.${ask.what}Title`, { name: nameOf(ask) }) : ''}
        confirmLabel={ask ? t(`friends.confirm.${ask.what}`) : ''}
        cancelLabel={t('confirm.keep')}
        onCancel={() => setAsk(null)}
        onConfirm={() => {
          const current = ask;
          setAsk(null);
          if (current) void confirm(current);
        }}
      >
        <p>{ask ? t(`friends.confirm.${ask.what}Body`, { name: nameOf(ask) }) : ''}</p>
      </ConfirmDialog>
    </section>
  );
}

function AddButton({ user, onAsk }: { user: community.CommunityUser; onAsk: (a: Ask) => void }) {
  const { t } = useTranslation('community');
  return (
    <button type="button" className="button button-primary" onClick={() => onAsk({ what: 'add', user })}>
      <Icon name="users" />
      {t('friends.add')}
    </button>
  );
}

function PeopleList({
  title,
  empty,
  testId,
  children,
}: {
  title: string;
  empty: string;
  testId: string;
  children: ReactNode[];
}) {
  return (
    <section className="community-people card" data-testid={testId}>
      <h2>{title}</h2>
      {children.length ? <ul className="community-people-list">{children}</ul> : <p>{empty}</p>}
    </section>
  );
}

function Person({ user, children }: { user: community.CommunityUser; children: ReactNode }) {
  return (
    <li className="community-person">
      <Avatar user={user} />
      <span className="community-person-name">
        <PersonLink user={user} mine={false} />
      </span>
      <span className="community-actions">{children}</span>
    </li>
  );
}

/** Finds children of the child's school (two letters at least); online only. */
function Search({ onAsk, known }: { onAsk: (a: Ask) => void; known: store.FriendsBundle }) {
  const { t } = useTranslation('community');
  const [text, setText] = useState('');
  const [found, setFound] = useState<community.CommunityUser[] | null>(null);
  const [error, setError] = useState<string>();
  const taken = new Set([...known.friends, ...known.sent, ...known.received].map((f) => f.user.id));
  const search = async () => {
    if (text.trim().length < 2) return setError(t('friends.searchShort'));
    try {
      setFound((await callApi(community.searchUsers, { query: { search: text.trim() } })).data);
      setError(undefined);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 0 ? t('offline.search') : messageOf(failure));
    }
  };
  return (
    <section className="community-people card" data-testid="search">
      <h2>{t('friends.search')}</h2>
      <form
        className="community-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <div className={`field${error ? ' field-invalid' : ''}`}>
          <label htmlFor="friend-search">{t('friends.searchLabel')}</label>
          <input
            id="friend-search"
            type="search"
            value={text}
            maxLength={50}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'friend-search-error' : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {error && (
            <p id="friend-search-error" className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button">
          <Icon name="search" />
          {t('friends.searchButton')}
        </button>
      </form>
      {found &&
        (found.length ? (
          <ul className="community-people-list">
            {found.map((user) => (
              <Person key={user.id} user={user}>
                {!taken.has(user.id) && <AddButton user={user} onAsk={onAsk} />}
              </Person>
            ))}
          </ul>
        ) : (
          <p role="status">{t('friends.noneFound')}</p>
        ))}
    </section>
  );
}
