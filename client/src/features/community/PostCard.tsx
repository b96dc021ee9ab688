import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSafety, community } from '@codeyard/shared-schema';
import { ApiError } from '../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LangLink } from '../../ui/LangLink';
import { useAlerts } from '../../ui/alerts';
import { formatNumber, formatRelative, useLang } from '../../ui/kit/format';
import { Icon, type IconName } from '../../ui/kit/icons';
import * as store from './store';
import { useCommunity } from './use-community';

export const TYPE_ICON: Record<community.PostType, IconName> = {
  question: 'search',
  idea: 'sparkle',
  celebration: 'star',
};

/** A name as the contract gives it: first name only for a child of another school. */
export function personName(user: community.CommunityUser): string {
  return user.last_name ? `${user.first_name} ${user.last_name}` : user.first_name;
}

/** The first kind message of the safety filter for a text, in the child's language, or undefined. */
export function useSafetyMessage(): (text: string) => string | undefined {
  const { t } = useTranslation('shared');
  return (text) => {
    const [issue] = checkSafety(text);
    return issue ? t(issue.key, { found: issue.found }) : undefined;
  };
}

/** A refusal to show: the field's message when there is one (the safety filter's), else the call's. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.first('text') ?? error.message;
  return String(error);
}

/** A person's name, a link to their profile when the child may open it (not another school's child). */
export function PersonLink({ user, mine }: { user: community.CommunityUser; mine: boolean }) {
  if (mine) return <LangLink to="/community/myProfile">{personName(user)}</LangLink>;
  if (user.last_name === null || user.user_type !== 'student') return <span>{personName(user)}</span>;
  return <LangLink to={`/community/profile/${user.id}`}>{personName(user)}</LangLink>;
}

export function Avatar({ user }: { user: community.CommunityUser }) {
  return (
    <span className="community-avatar" aria-hidden="true">
      {user.first_name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * One post: its author, type and text, likes and comments; the author edits or deletes it (deleting asks
 * first), anyone else may report it (asking first). `linkToComments` off on the comments screen itself.
 */
export function PostCard({
  post,
  linkToComments = true,
  onGone,
}: {
  post: store.Post;
  linkToComments?: boolean;
  onGone?: () => void;
}) {
  const { t } = useTranslation('community');
  const lang = useLang();
  const alerts = useAlerts();
  const safety = useSafetyMessage();
  const { db } = useCommunity();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(post.text);
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState<'delete' | 'report' | null>(null);

  const act = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      if (done) alerts.show('success', done);
      return true;
    } catch (failure) {
      alerts.show('danger', messageOf(failure));
      return false;
    }
  };

  const save = async () => {
    const kind = safety(text);
    if (kind) return setError(kind);
    try {
      await store.editPost(db, post, text.trim());
      setEditing(false);
      setError(undefined);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  const headingId = `post-${post.id}-title`;
  return (
    <article className={`community-post card post-${post.type}`} aria-labelledby={headingId} data-testid="post">
      <header className="community-post-head">
        <Avatar user={post.author} />
        <div>
          <h3 id={headingId} className="community-post-title">
            <PersonLink user={post.author} mine={post.mine} />
            <span className={`community-type type-${post.type}`}>
              <Icon name={TYPE_ICON[post.type]} />
              {t(`types.${post.type}`)}
            </span>
          </h3>
          <p className="community-meta">
            {formatRelative(post.created_at, lang)}
            {' · '}
            {t(`scopes.${post.scope}`)}
            {post.hidden && (
              <>
                {' · '}
                <strong>{t('post.hidden')}</strong>
              </>
            )}
          </p>
        </div>
      </header>

      {editing ? (
        <div className={`field${error ? ' field-invalid' : ''}`}>
          <label htmlFor={`edit-${post.id}`}>{t('post.editLabel')}</label>
          <textarea
            dir="auto"
            id={`edit-${post.id}`}
            value={text}
            maxLength={community.COMMUNITY_TEXT_MAX}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `edit-${post.id}-error` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
          />
          {error && (
            <p id={`edit-${post.id}-error`} className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className="community-actions">
            <button type="button" className="button button-primary" onClick={() => void save()}>
              {t('post.save')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setEditing(false);
                setText(post.text);
                setError(undefined);
              }}
            >
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <p className="community-text" dir="auto">
          {post.text}
        </p>
      )}

      <div className="community-actions">
        <LikeButton
          liked={post.liked_by_me}
          count={post.likes_count}
          onClick={() => void act(() => store.likePost(db, post))}
        />
        {linkToComments && (
          <LangLink className="button" to={`/comments/${post.id}`}>
            <Icon name="mail" />
            {post.type === 'question'
              ? t('post.answers', { count: post.comments_count, n: formatNumber(post.comments_count, lang) })
              : t('post.comments', { count: post.comments_count, n: formatNumber(post.comments_count, lang) })}
          </LangLink>
        )}
        {post.type === 'question' && post.correct_comment_id !== null && (
          <span className="community-solved">
            <Icon name="check" />
            {t('post.solved')}
          </span>
        )}
        {post.mine ? (
          !editing && (
            <>
              <button type="button" className="button" onClick={() => setEditing(true)}>
                {t('post.edit')}
              </button>
              <button type="button" className="button button-danger" onClick={() => setAsking('delete')}>
                {t('post.delete')}
              </button>
            </>
          )
        ) : (
          <button type="button" className="button" onClick={() => setAsking('report')}>
            <Icon name="shield" />
            {t('post.report')}
          </button>
        )}
      </div>

      <ConfirmDialog
        open={asking !== null}
        title={asking === 'report' ? t('confirm.reportTitle') : t('confirm.deletePostTitle')}
        confirmLabel={asking === 'report' ? t('confirm.report') : t('confirm.delete')}
        cancelLabel={t('confirm.keep')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const what = asking;
          setAsking(null);
          void act(
            () => (what === 'report' ? store.reportPost(db, post) : store.deletePost(db, post)),
            what === 'report' ? t('post.reported') : t('post.deleted'),
          ).then((ok) => ok && onGone?.());
        }}
      >
        <p>{asking === 'report' ? t('confirm.reportBody') : t('confirm.deletePostBody')}</p>
      </ConfirmDialog>
    </article>
  );
}

/** The like button of a post or a comment: pressed when the child likes it, with the count in words. */
export function LikeButton({ liked, count, onClick }: { liked: boolean; count: number; onClick: () => void }) {
  const { t } = useTranslation('community');
  const lang = useLang();
  return (
    <button
      type="button"
      className={`button community-like${liked ? ' is-liked' : ''}`}
      aria-pressed={liked}
      onClick={onClick}
    >
      <Icon name="heart" />
      {t('post.likes', { count, n: formatNumber(count, lang) })}
    </button>
  );
}
