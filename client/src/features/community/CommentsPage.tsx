import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { community } from '@codeyard/shared-schema';
import { callApi } from '../../api/client';
import { useSession } from '../../session/use-session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useAlerts } from '../../ui/alerts';
import { useLangNavigate } from '../../ui/LangLink';
import { formatNumber, formatRelative, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { Loading, PageHeader } from '../../ui/kit/states';
import { CachedNotice } from './CachedNotice';
import { Avatar, LikeButton, messageOf, PersonLink, PostCard, useSafetyMessage } from './PostCard';
import * as store from './store';
import { useCached, useCommunity } from './use-community';

/**
 * /comments/{postId}: the post, its comments (all of them, the correct answer first), a field to write one;
 * the child's own comments can be changed or deleted, comments liked; the question's author marks the
 * correct answer (asking first). Comments written offline show at once, marked as waiting.
 */
export default function CommentsPage() {
  const { t } = useTranslation('community');
  const postId = Number(useParams().postId);
  const navigate = useLangNavigate();
  const lang = useLang();
  const valid = Number.isInteger(postId) && postId > 0;
  const detail = useCached<store.PostDetail>(
    valid ? store.cacheKey.post(postId) : null,
    async () =>
      (await callApi(community.postDetail, { params: { id: postId }, query: { unlimited: true, orderBy: 'oldest' } }))
        .data,
    [postId],
  );
  const { pending } = useCommunity();
  const waiting = pending.filter((p) => p.change.kind === 'comment' && p.change.postId === postId);

  if (!valid) return <CachedNotice error={undefined} hasData={false} onRetry={detail.reload} />;
  if (!detail.data)
    return detail.error ? (
      <CachedNotice error={detail.error} hasData={false} onRetry={detail.reload} />
    ) : (
      <Loading label={t('loading')} />
    );
  const { post, comments } = detail.data;
  return (
    <section className="community-comments" aria-labelledby="comments-title">
      <PageHeader
        id="comments-title"
        icon={post.type === 'question' ? 'search' : 'mail'}
        title={post.type === 'question' ? t('comments.titleQuestion') : t('comments.title')}
      />
      <CachedNotice error={detail.error} hasData onRetry={detail.reload} />
      <PostCard post={post} linkToComments={false} onGone={() => navigate('/community')} />
      <h2 className="community-section-title">
        {post.type === 'question'
          ? t('post.answers', { count: comments.total, n: formatNumber(comments.total, lang) })
          : t('post.comments', { count: comments.total, n: formatNumber(comments.total, lang) })}
      </h2>
      <ol className="community-list community-comment-list" data-testid="comments">
        {comments.items.map((comment) => (
          <CommentItem key={comment.id} comment={comment} post={post} />
        ))}
        {waiting.map((row) =>
          row.change.kind === 'comment' ? (
            <li key={row.ref} className="community-comment card is-waiting" data-testid="waiting-comment">
              <p className="community-text" dir="auto">
                {row.change.text}
              </p>
              <p className="community-meta" role="status">
                <Icon name={row.state === 'needs-attention' ? 'alert' : 'cloud'} />
                {row.state === 'needs-attention' ? t('waiting.refused') : t('waiting.comment')}
              </p>
            </li>
          ) : null,
        )}
      </ol>
      {!post.hidden && <CommentForm post={post} />}
    </section>
  );
}

function CommentItem({ comment, post }: { comment: store.Comment; post: store.Post }) {
  const { t } = useTranslation('community');
  const lang = useLang();
  const alerts = useAlerts();
  const safety = useSafetyMessage();
  const { db } = useCommunity();
  const me = useSession()?.userId;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.text);
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState<'delete' | 'correct' | null>(null);
  const id = useId();
  const mayMark = post.mine && post.type === 'question' && !comment.is_correct && comment.author.id !== me;

  const act = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      if (done) alerts.show('success', done);
    } catch (failure) {
      alerts.show('danger', messageOf(failure));
    }
  };
  const save = async () => {
    const kind = safety(text);
    if (kind) return setError(kind);
    try {
      await store.editComment(db, comment, text.trim());
      setEditing(false);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <li
      className={`community-comment card${comment.is_correct ? ' is-correct' : ''}`}
      data-testid={comment.is_correct ? 'correct-answer' : 'comment'}
    >
      <header className="community-post-head">
        <Avatar user={comment.author} />
        <div>
          <p className="community-post-title">
            <PersonLink user={comment.author} mine={comment.mine} />
            {comment.is_correct && (
              <span className="community-correct">
                <Icon name="check" />
                {t('comments.correct')}
              </span>
            )}
          </p>
          <p className="community-meta">{formatRelative(comment.created_at, lang)}</p>
        </div>
      </header>
      {editing ? (
        <div className={`field${error ? ' field-invalid' : ''}`}>
          <label htmlFor={`${id}-edit`}>{t('comments.editLabel')}</label>
          <textarea
            dir="auto"
            id={`${id}-edit`}
            value={text}
            maxLength={community.COMMUNITY_TEXT_MAX}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
          />
          {error && (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className="community-actions">
            <button type="button" className="button button-primary" onClick={() => void save()}>
              {t('post.save')}
            </button>
            <button type="button" className="button" onClick={() => setEditing(false)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <p className="community-text" dir="auto">
          {comment.text}
        </p>
      )}
      <div className="community-actions">
        <LikeButton
          liked={comment.liked_by_me}
          count={comment.likes_count}
          onClick={() => void act(() => store.likeComment(db, comment))}
        />
        {mayMark && (
          <button type="button" className="button" onClick={() => setAsking('correct')}>
            <Icon name="check" />
            {t('comments.markCorrect')}
          </button>
        )}
        {comment.mine && !editing && (
          <button type="button" className="button" onClick={() => setEditing(true)}>
            {t('post.edit')}
          </button>
        )}
        {(comment.mine || post.mine) && !editing && (
          <button type="button" className="button button-danger" onClick={() => setAsking('delete')}>
            {t('post.delete')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'correct' ? t('confirm.correctTitle') : t('confirm.deleteCommentTitle')}
        confirmLabel={asking === 'correct' ? t('confirm.correct') : t('confirm.delete')}
        cancelLabel={t('confirm.keep')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const what = asking;
          setAsking(null);
          void act(
            () => (what === 'correct' ? store.markCorrect(db, comment) : store.deleteComment(db, comment)),
            what === 'correct' ? t('comments.marked') : t('comments.deleted'),
          );
        }}
      >
        <p>
          {asking === 'correct'
            ? t('confirm.correctBody', { name: comment.author.first_name })
            : t('confirm.deleteCommentBody')}
        </p>
      </ConfirmDialog>
    </li>
  );
}

function CommentForm({ post }: { post: store.Post }) {
  const { t } = useTranslation('community');
  const { db } = useCommunity();
  const safety = useSafetyMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  const send = async () => {
    const trimmed = text.trim();
    if (!trimmed) return setError(t('composer.empty'));
    const kind = safety(trimmed);
    if (kind) return setError(kind);
    try {
      await store.writeComment(db, post, trimmed);
      setText('');
      setError(undefined);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <form
      className="community-composer card"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={`${id}-text`}>
          {post.type === 'question' ? t('comments.answerLabel') : t('comments.commentLabel')}
        </label>
        <textarea
          dir="auto"
          id={`${id}-text`}
          value={text}
          rows={3}
          maxLength={community.COMMUNITY_TEXT_MAX}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(undefined);
          }}
        />
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button button-primary">
        <Icon name="wave" />
        {t('comments.send')}
      </button>
    </form>
  );
}
