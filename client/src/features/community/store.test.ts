import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { community } from '@codeyard/shared-schema';
import { ApiError } from '../../api/client';
import { entryOf } from '../../test-support/outbox';
import { closeUserDbs, openUserDb } from '../../storage/user-db';
import {
  cacheKey,
  deleteComment,
  forgetSent,
  likePost,
  markCorrect,
  pendingChanges,
  readCached,
  reportPost,
  writeCached,
  writePost,
  type Comment,
  type Post,
  type PostDetail,
} from './store';

let nextUser = 9700;
afterEach(() => closeUserDbs());

const author = {
  id: 3,
  user_type: 'student',
  first_name: 'Leo',
  last_name: 'Martin',
  img_uri: null,
  school_name: null,
};
const post = (id: number, extra: Partial<Post> = {}): Post => ({
  id,
  type: 'question',
  text: `Post ${id}`,
  scope: 'classroom',
  celebration_type: null,
  celebration_id: null,
  submission_id: null,
  submission_type_id: null,
  author,
  likes_count: 1,
  liked_by_me: false,
  comments_count: 2,
  correct_comment_id: null,
  hidden: false,
  mine: true,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...extra,
});
const comment = (id: number, postId: number, extra: Partial<Comment> = {}): Comment => ({
  id,
  post_id: postId,
  text: `Answer ${id}`,
  author: { ...author, id: 5, first_name: 'Ethan' },
  likes_count: 0,
  liked_by_me: false,
  is_correct: false,
  mine: false,
  created_at: '2026-11-01T11:00:00.000Z',
  updated_at: '2026-11-01T11:00:00.000Z',
  ...extra,
});
const page = (items: Post[]) => ({ items, page: 1, per_page: community.COMMUNITY_PAGE_SIZE, total: items.length });

describe('the community on the device', () => {
  it('keeps a post written offline as waiting, queued once, until the outbox has sent it', async () => {
    const db = openUserDb(nextUser++);
    const ref = await writePost(db, { type: 'question', text: 'How do loops work?', scope: 'classroom' });
    const entry = await entryOf(db, ref);
    expect(entry).toMatchObject({
      call: 'POST /community/posts',
      body: { type: 'question', text: 'How do loops work?' },
    });
    expect(await pendingChanges(db)).toEqual([
      expect.objectContaining({ ref, state: 'pending', change: expect.objectContaining({ kind: 'post' }) }),
    ]);
    expect(await forgetSent(db)).toBe(false);
    await db.outbox.clear(); // the engine sent it
    expect(await forgetSent(db)).toBe(true);
    expect(await pendingChanges(db)).toEqual([]);
  });

  it('refuses a text the safety filter refuses, and queues nothing', async () => {
    const db = openUserDb(nextUser++);
    const refusal = await writePost(db, { type: 'idea', text: 'Call me on 0791234567' }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).first('text')).toContain('0791234567');
    expect(await db.outbox.count()).toBe(0);
    expect(await pendingChanges(db)).toEqual([]);
  });

  it('changes every kept answer as the server will: a like counted, a reported post gone', async () => {
    const db = openUserDb(nextUser++);
    await writeCached(db, cacheKey.feed(1), page([post(1), post(2)]));
    await writeCached(db, cacheKey.post(1), { post: post(1), comments: { ...page([]), items: [] } });
    await likePost(db, post(1));
    expect((await readCached<ReturnType<typeof page>>(db, cacheKey.feed(1)))!.items[0]).toMatchObject({
      id: 1,
      liked_by_me: true,
      likes_count: 2,
    });
    expect((await readCached<PostDetail>(db, cacheKey.post(1)))!.post.liked_by_me).toBe(true);
    await reportPost(db, post(2, { mine: false }));
    const feed = (await readCached<ReturnType<typeof page>>(db, cacheKey.feed(1)))!;
    expect(feed.items.map((p) => p.id)).toEqual([1]);
    expect(feed.total).toBe(1);
    expect((await db.outbox.toArray()).map((e) => e.call)).toEqual([
      'POST /community/posts/{id}/like',
      'POST /community/posts/{id}/report',
    ]);
  });

  it('moves the correct answer, and a deleted comment takes its mark with it', async () => {
    const db = openUserDb(nextUser++);
    const detail: PostDetail = {
      post: post(1, { correct_comment_id: 10 }),
      comments: { items: [comment(10, 1, { is_correct: true }), comment(11, 1)], page: 1, per_page: 10, total: 2 },
    };
    await writeCached(db, cacheKey.post(1), detail);
    await markCorrect(db, comment(11, 1));
    let kept = (await readCached<PostDetail>(db, cacheKey.post(1)))!;
    expect(kept.post.correct_comment_id).toBe(11);
    expect(kept.comments.items.map((c) => [c.id, c.is_correct])).toEqual([
      [10, false],
      [11, true],
    ]);
    await deleteComment(db, comment(11, 1, { is_correct: true }));
    kept = (await readCached<PostDetail>(db, cacheKey.post(1)))!;
    expect(kept.post).toMatchObject({ correct_comment_id: null, comments_count: 1 });
    expect(kept.comments.items.map((c) => c.id)).toEqual([10]);
    expect(kept.comments.total).toBe(1);
  });
});
