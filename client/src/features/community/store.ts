import { community, type AnyCall } from '@codeyard/shared-schema';
import type { CallInput } from '../../api/client';
import { outboxStates, queueChange, type OutboxEntryState, type OutboxRef } from '../../outbox';
import type { KeyedRow, UserDb } from '../../storage/user-db';

/**
 * The community on this device (Dexie table `community`, user-db version 8).
 *
 * Reads: the last answer of each screen's call, by key ('access', 'feed:1', 'post:12', 'friends', …), so
 * the last feed shows offline. Writes: every change goes through the outbox (queueChange), which keeps it on
 * the device and sends it once; in the same transaction the cached answers are changed as the server will
 * change them (a like counted, a deleted post gone), and the change is remembered as 'pending:<ref>' until
 * it is sent: a new post or comment shows from there at once, marked as waiting. When a change is sent the
 * screens read the server again (useCommunitySync).
 */

export type Post = community.Post;
export type Comment = community.Comment;
export type Friendship = community.Friendship;
type Paged<T> = { items: T[]; page: number; per_page: number; total: number };
export type PostDetail = { post: Post; comments: Paged<Comment> };

/** A change waiting to be sent: what the screens need to show it before the server has it. */
export type PendingChange =
  | { kind: 'post'; body: PostBody; at: string }
  | { kind: 'comment'; postId: number; text: string; at: string }
  | { kind: 'other'; at: string };

export interface PendingRow {
  ref: OutboxRef;
  change: PendingChange;
  state: OutboxEntryState['state'];
}

const PENDING = 'pending:';

export const cacheKey = {
  access: 'access',
  feed: (page: number) => `feed:${page}`,
  post: (id: number) => `post:${id}`,
  friends: 'friends',
  notifications: 'notifications',
  profile: (userId: number) => `profile:${userId}`,
};

export async function readCached<T>(db: UserDb, key: string): Promise<T | undefined> {
  return (await db.community.get(key))?.data as T | undefined;
}

export async function writeCached(db: UserDb, key: string, data: unknown): Promise<void> {
  await db.community.put({ key, data, updatedAt: new Date().toISOString() });
}

/** The changes not yet sent, oldest first, with their outbox state (waiting, or refused: needs attention). */
export async function pendingChanges(db: UserDb): Promise<PendingRow[]> {
  const rows = await db.community.where('key').startsWith(PENDING).toArray();
  const states = await outboxStates(db);
  return rows
    .map((row) => {
      const ref = row.key.slice(PENDING.length);
      return { ref, change: row.data as PendingChange, state: states.get(ref)?.state ?? 'sent' };
    })
    .sort((a, b) => Number(a.ref) - Number(b.ref));
}

/** Forgets the changes the outbox has sent (or the child removed); answers whether there were any. */
export async function forgetSent(db: UserDb): Promise<boolean> {
  const sent = (await pendingChanges(db)).filter((p) => p.state === 'sent');
  if (sent.length) await db.community.bulkDelete(sent.map((p) => PENDING + p.ref));
  return sent.length > 0;
}

// ---------------------------------------------------------------- changing the cached answers

/** Every post and comment of a cached answer, changed by `post` / `comment` (null takes it out). */
function mapAnswer(data: unknown, post: (p: Post) => Post | null, comment: (c: Comment) => Comment | null): unknown {
  if (!data || typeof data !== 'object') return data;
  const d = data as Record<string, unknown>;
  if ('post' in d && 'comments' in d) {
    const detail = d as unknown as PostDetail;
    const p = post(detail.post);
    if (!p) return undefined;
    const items = detail.comments.items.map(comment).filter((c): c is Comment => c !== null);
    const gone = detail.comments.items.length - items.length;
    return { post: p, comments: { ...detail.comments, items, total: detail.comments.total - gone } };
  }
  if (
    Array.isArray(d.items) &&
    d.items.length &&
    d.items.every((i) => i && typeof i === 'object' && 'author' in i && 'scope' in i)
  ) {
    const items = (d.items as Post[]).map(post).filter((p): p is Post => p !== null);
    const gone = (d.items as Post[]).length - items.length;
    return { ...d, items, total: Number(d.total) - gone };
  }
  if (d.posts && typeof d.posts === 'object') {
    const posts = mapAnswer(d.posts, post, comment);
    return posts === d.posts ? data : { ...d, posts };
  }
  return data;
}

async function changeCached(db: UserDb, post: (p: Post) => Post | null, comment: (c: Comment) => Comment | null) {
  const rows = await db.community.toArray();
  const changed: KeyedRow[] = [];
  const removed: string[] = [];
  for (const row of rows) {
    if (row.key.startsWith(PENDING)) continue;
    const next = mapAnswer(row.data, post, comment);
    if (next === row.data) continue;
    if (next === undefined) removed.push(row.key);
    else changed.push({ ...row, data: next });
  }
  if (changed.length) await db.community.bulkPut(changed);
  if (removed.length) await db.community.bulkDelete(removed);
}

const same = <T>(x: T) => x;
const onPost = (id: number, f: (p: Post) => Post | null) => (p: Post) => (p.id === id ? f(p) : p);
const onComment = (id: number, f: (c: Comment) => Comment | null) => (c: Comment) => (c.id === id ? f(c) : c);

// ---------------------------------------------------------------- the writes

type Label = { key: string; vars?: Record<string, string | number> };

async function queue<D extends AnyCall>(
  db: UserDb,
  descriptor: D,
  input: CallInput<D>,
  what: Label,
  change: PendingChange,
  local?: () => Promise<void>,
): Promise<OutboxRef> {
  return queueChange(db, descriptor, input, {
    what,
    apply: async (ref) => {
      await db.community.put({ key: PENDING + ref, data: change });
      await local?.();
    },
  });
}

const now = () => new Date().toISOString();
const short = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

export type PostBody = { type: community.PostType; text: string; scope?: community.PostScope; submission_id?: number };

export function writePost(db: UserDb, body: PostBody): Promise<OutboxRef> {
  return queue(
    db,
    community.createPost,
    { body },
    { key: 'community:outbox.post', vars: { text: short(body.text) } },
    {
      kind: 'post',
      body,
      at: now(),
    },
  );
}

export function editPost(db: UserDb, post: Post, text: string) {
  return queue(
    db,
    community.editPost,
    { params: { id: post.id }, body: { text } },
    { key: 'community:outbox.editPost', vars: { text: short(text) } },
    { kind: 'other', at: now() },
    () =>
      changeCached(
        db,
        onPost(post.id, (p) => ({ ...p, text })),
        same,
      ),
  );
}

/** Deleting a post and reporting one both take it off this child's feed at once. */
function postGoes(
  db: UserDb,
  call: typeof community.deletePost | typeof community.reportPost,
  key: string,
  post: Post,
) {
  return queue(
    db,
    call,
    { params: { id: post.id } },
    { key, vars: { text: short(post.text) } },
    { kind: 'other', at: now() },
    () =>
      changeCached(
        db,
        onPost(post.id, () => null),
        same,
      ),
  );
}

export const deletePost = (db: UserDb, post: Post) =>
  postGoes(db, community.deletePost, 'community:outbox.deletePost', post);

export const reportPost = (db: UserDb, post: Post) =>
  postGoes(db, community.reportPost, 'community:outbox.report', post);

export function likePost(db: UserDb, post: Post) {
  const liked = !post.liked_by_me;
  return queue(
    db,
    community.likePost,
    { params: { id: post.id }, query: { liked } },
    { key: liked ? 'community:outbox.like' : 'community:outbox.unlike', vars: { text: short(post.text) } },
    { kind: 'other', at: now() },
    () =>
      changeCached(
        db,
        onPost(post.id, (p) => ({ ...p, liked_by_me: liked, likes_count: p.likes_count + (liked ? 1 : -1) })),
        same,
      ),
  );
}

export function writeComment(db: UserDb, post: Post, text: string) {
  return queue(
    db,
    community.createComment,
    { body: { post_id: post.id, text } },
    { key: 'community:outbox.comment', vars: { text: short(text) } },
    { kind: 'comment', postId: post.id, text, at: now() },
  );
}

export function editComment(db: UserDb, comment: Comment, text: string) {
  return queue(
    db,
    community.editComment,
    { params: { id: comment.id }, body: { text } },
    { key: 'community:outbox.editComment', vars: { text: short(text) } },
    { kind: 'other', at: now() },
    () =>
      changeCached(
        db,
        same,
        onComment(comment.id, (c) => ({ ...c, text })),
      ),
  );
}

export function deleteComment(db: UserDb, comment: Comment) {
  return queue(
    db,
    community.deleteComment,
    { params: { id: comment.id } },
    { key: 'community:outbox.deleteComment', vars: { text: short(comment.text) } },
    { kind: 'other', at: now() },
    () =>
      changeCached(
        db,
        onPost(comment.post_id, (p) => ({
          ...p,
          comments_count: p.comments_count - 1,
          correct_comment_id: p.correct_comment_id === comment.id ? null : p.correct_comment_id,
        })),
        onComment(comment.id, () => null),
      ),
  );
}

export function likeComment(db: UserDb, comment: Comment) {
  const liked = !comment.liked_by_me;
  return queue(
    db,
    community.likeComment,
    { params: { id: comment.id }, query: { liked } },
    { key: liked ? 'community:outbox.like' : 'community:outbox.unlike', vars: { text: short(comment.text) } },
    { kind: 'other', at: now() },
    () =>
      changeCached(
        db,
        same,
        onComment(comment.id, (c) => ({ ...c, liked_by_me: liked, likes_count: c.likes_count + (liked ? 1 : -1) })),
      ),
  );
}

export function markCorrect(db: UserDb, comment: Comment) {
  return queue(
    db,
    community.makeCorrectAnswer,
    { params: { id: comment.id } },
    { key: 'community:outbox.correct', vars: { text: short(comment.text) } },
    { kind: 'other', at: now() },
    () =>
      changeCached(
        db,
        onPost(comment.post_id, (p) => ({ ...p, correct_comment_id: comment.id })),
        (c) => (c.post_id === comment.post_id ? { ...c, is_correct: c.id === comment.id } : c),
      ),
  );
}

export function markNotificationsSeen(db: UserDb, ids: number[]) {
  return queue(
    db,
    community.markNotificationsSeen,
    { body: { ids } },
    { key: 'community:outbox.seen' },
    { kind: 'other', at: now() },
    async () => {
      const cached = await readCached<NotificationList>(db, cacheKey.notifications);
      if (!cached) return;
      const notifications = cached.notifications.map((n) => (ids.includes(n.id) ? { ...n, seen: true } : n));
      await writeCached(db, cacheKey.notifications, {
        notifications,
        unseen_count: notifications.filter((n) => !n.seen).length,
      });
    },
  );
}

export type NotificationList = {
  notifications: {
    id: number;
    kind: string;
    message: string;
    data: Record<string, unknown>;
    seen: boolean;
    created_at: string;
  }[];
  unseen_count: number;
};

// ---------------------------------------------------------------- friends

/** What the friends screen shows, read in one go and kept as one answer. */
export interface FriendsBundle {
  friends: Friendship[];
  received: Friendship[];
  sent: Friendship[];
  suggestions: community.CommunityUser[];
}

async function changeFriends(db: UserDb, change: (b: FriendsBundle) => FriendsBundle) {
  const bundle = await readCached<FriendsBundle>(db, cacheKey.friends);
  if (bundle) await writeCached(db, cacheKey.friends, change(bundle));
}

export function askFriend(db: UserDb, user: community.CommunityUser) {
  return queue(
    db,
    community.sendFriendRequest,
    { body: { receiver_user_id: user.id } },
    { key: 'community:outbox.ask', vars: { name: user.first_name } },
    { kind: 'other', at: now() },
    () => changeFriends(db, (b) => ({ ...b, suggestions: b.suggestions.filter((s) => s.id !== user.id) })),
  );
}

export function answerRequest(db: UserDb, request: Friendship, accept: boolean) {
  return queue(
    db,
    accept ? community.acceptFriendRequest : community.declineFriendRequest,
    { params: { id: request.id } },
    { key: accept ? 'community:outbox.accept' : 'community:outbox.decline', vars: { name: request.user.first_name } },
    { kind: 'other', at: now() },
    () =>
      changeFriends(db, (b) => ({
        ...b,
        received: b.received.filter((r) => r.id !== request.id),
        friends: accept ? [{ ...request, status: 'accepted', responded_at: now() }, ...b.friends] : b.friends,
      })),
  );
}

/** Cancels a request the child sent, or ends a friendship. */
export function removeFriendship(db: UserDb, friendship: Friendship) {
  const ended = friendship.status === 'accepted';
  return queue(
    db,
    community.removeFriendship,
    { params: { id: friendship.id } },
    {
      key: ended ? 'community:outbox.unfriend' : 'community:outbox.cancel',
      vars: { name: friendship.user.first_name },
    },
    { kind: 'other', at: now() },
    () =>
      changeFriends(db, (b) => ({
        ...b,
        friends: b.friends.filter((f) => f.id !== friendship.id),
        sent: b.sent.filter((f) => f.id !== friendship.id),
      })),
  );
}
