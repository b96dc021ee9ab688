import { checkSafety, community } from '@codeyard/shared-schema';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Reader, Tx } from '../db/index.js';
import {
  classroomStudents,
  communityComments,
  communityLikes,
  communityPosts,
  communityReports,
  projectSubmissions,
  studentProfiles,
} from '../db/tables.js';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors.js';
import { notify } from '../learning/awards.js';
import { peopleByIds, userView, type Viewer } from './access.js';

type PostRow = typeof communityPosts.$inferSelect;
type CommentRow = typeof communityComments.$inferSelect;
type CreateBody = {
  type: community.PostType;
  text: string;
  scope?: community.PostScope;
  course_id?: number;
  celebration_type?: string;
  celebration_id?: number;
  submission_id?: number;
  submission_type_id?: number;
};

/**
 * Which posts a viewer sees: a child's scopes (hidden ones only their own; none they reported, unless
 * `withReported`), a teacher's classrooms' children.
 */
export function visiblePosts(viewer: Viewer, withHidden = false, withReported = false): SQL {
  if (viewer.kind === 'teacher')
    return or(
      inArray(communityPosts.authorUserId, viewer.studentUserIds),
      inArray(communityPosts.classroomId, viewer.classroomIds),
    )!;
  const scopes: SQL[] = [
    and(eq(communityPosts.scope, 'classroom'), inArray(communityPosts.classroomId, viewer.classroomIds))!,
    and(eq(communityPosts.scope, 'friends'), inArray(communityPosts.authorUserId, viewer.friendIds))!,
    and(eq(communityPosts.scope, 'course'), inArray(communityPosts.courseId, viewer.courseIds))!,
    eq(communityPosts.scope, 'world'),
  ];
  if (viewer.schoolId !== null)
    scopes.push(and(eq(communityPosts.scope, 'school'), eq(communityPosts.schoolId, viewer.schoolId))!);
  if (viewer.region !== null)
    scopes.push(and(eq(communityPosts.scope, 'region'), eq(communityPosts.region, viewer.region))!);
  const others = and(
    or(...scopes),
    withHidden ? undefined : isNull(communityPosts.hiddenAt),
    withReported ? undefined : notReportedBy(viewer.userId),
  )!;
  return or(eq(communityPosts.authorUserId, viewer.userId), others)!;
}

/** Posts the child did not report. */
const notReportedBy = (userId: number): SQL =>
  sql`${communityPosts.id} not in (select ${communityReports.postId} from ${communityReports} where ${communityReports.reporterUserId} = ${userId})`;

const offsetOf = (page: number | undefined) => ((page ?? 1) - 1) * community.COMMUNITY_PAGE_SIZE;

/** Posts as the viewer sees them: authors by what the viewer may know, likes and comments counted. */
export async function postViews(db: Reader, viewer: Viewer, rows: PostRow[]): Promise<community.Post[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const people = await peopleByIds(
    db,
    rows.map((r) => r.authorUserId),
  );
  const likes = await db
    .select({ id: communityLikes.targetId, n: count() })
    .from(communityLikes)
    .where(and(eq(communityLikes.target, 'post'), inArray(communityLikes.targetId, ids)))
    .groupBy(communityLikes.targetId);
  const mine = await db
    .select({ id: communityLikes.targetId })
    .from(communityLikes)
    .where(
      and(
        eq(communityLikes.target, 'post'),
        inArray(communityLikes.targetId, ids),
        eq(communityLikes.userId, viewer.userId),
      ),
    );
  const comments = await db
    .select({ id: communityComments.postId, n: count() })
    .from(communityComments)
    .where(inArray(communityComments.postId, ids))
    .groupBy(communityComments.postId);
  const correct = await db
    .select({ postId: communityComments.postId, id: communityComments.id })
    .from(communityComments)
    .where(and(inArray(communityComments.postId, ids), eq(communityComments.isCorrect, true)));
  const likeCount = new Map(likes.map((l) => [l.id, Number(l.n)]));
  const liked = new Set(mine.map((l) => l.id));
  const commentCount = new Map(comments.map((c) => [c.id, Number(c.n)]));
  const correctOf = new Map(correct.map((c) => [c.postId, c.id]));
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    text: r.text,
    scope: r.scope,
    celebration_type: r.celebrationType,
    celebration_id: r.celebrationId,
    submission_id: r.submissionId,
    submission_type_id: r.submissionTypeId,
    author: userView(viewer, people.get(r.authorUserId)!),
    likes_count: likeCount.get(r.id) ?? 0,
    liked_by_me: liked.has(r.id),
    comments_count: commentCount.get(r.id) ?? 0,
    correct_comment_id: correctOf.get(r.id) ?? null,
    hidden: r.hiddenAt !== null,
    mine: r.authorUserId === viewer.userId,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  }));
}

async function commentViews(db: Reader, viewer: Viewer, rows: CommentRow[]): Promise<community.Comment[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const people = await peopleByIds(
    db,
    rows.map((r) => r.authorUserId),
  );
  const likes = await db
    .select({ id: communityLikes.targetId, n: count() })
    .from(communityLikes)
    .where(and(eq(communityLikes.target, 'comment'), inArray(communityLikes.targetId, ids)))
    .groupBy(communityLikes.targetId);
  const mine = await db
    .select({ id: communityLikes.targetId })
    .from(communityLikes)
    .where(
      and(
        eq(communityLikes.target, 'comment'),
        inArray(communityLikes.targetId, ids),
        eq(communityLikes.userId, viewer.userId),
      ),
    );
  const likeCount = new Map(likes.map((l) => [l.id, Number(l.n)]));
  const liked = new Set(mine.map((l) => l.id));
  return rows.map((r) => ({
    id: r.id,
    post_id: r.postId,
    text: r.text,
    author: userView(viewer, people.get(r.authorUserId)!),
    likes_count: likeCount.get(r.id) ?? 0,
    liked_by_me: liked.has(r.id),
    is_correct: r.isCorrect,
    mine: r.authorUserId === viewer.userId,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  }));
}

/** A LIKE pattern that matches its text literally, whatever the case. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listPosts(
  db: Reader,
  viewer: Viewer,
  query: { search?: string; page?: number; filter?: string; authorUserId?: number; type?: community.PostType },
) {
  const conditions: (SQL | undefined)[] = [visiblePosts(viewer)];
  const filter = query.filter;
  if (filter === 'mine') conditions.push(eq(communityPosts.authorUserId, viewer.userId));
  else if (filter === 'friends') conditions.push(inArray(communityPosts.authorUserId, viewer.friendIds));
  else if (filter) conditions.push(eq(communityPosts.type, filter as community.PostType));
  if (query.type) conditions.push(eq(communityPosts.type, query.type));
  if (query.authorUserId !== undefined) conditions.push(eq(communityPosts.authorUserId, query.authorUserId));
  if (query.search?.trim()) conditions.push(like(sql`lower(${communityPosts.text})`, containing(query.search.trim())));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(communityPosts)
    .where(where)
    .orderBy(desc(communityPosts.id))
    .limit(community.COMMUNITY_PAGE_SIZE)
    .offset(offsetOf(query.page));
  const [total] = await db.select({ n: count() }).from(communityPosts).where(where);
  return {
    items: await postViews(db, viewer, rows),
    page: query.page ?? 1,
    per_page: community.COMMUNITY_PAGE_SIZE,
    total: Number(total?.n ?? 0),
  };
}

/** A post the viewer sees (hidden ones: the author's and their teacher's), else 404. */
export async function visiblePost(db: Reader, viewer: Viewer, id: number): Promise<PostRow> {
  const [row] = await db
    .select()
    .from(communityPosts)
    .where(and(eq(communityPosts.id, id), visiblePosts(viewer)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function ownPost(db: Reader, viewer: Viewer, id: number): Promise<PostRow> {
  const row = await visiblePost(db, viewer, id);
  if (row.authorUserId !== viewer.userId) throw forbidden('community.notYourPost');
  return row;
}

/**
 * The server's second look at a text: the patterns the device checked, and the full names of the author
 * and of their classmates, which only the server knows.
 */
async function checkText(db: Reader, viewer: Viewer, text: string): Promise<void> {
  const names = [{ first: viewer.firstName, last: viewer.lastName }];
  if (viewer.classroomIds.length) {
    const mates = await db
      .selectDistinct({ first: studentProfiles.firstName, last: studentProfiles.lastName })
      .from(classroomStudents)
      .innerJoin(studentProfiles, eq(studentProfiles.id, classroomStudents.studentProfileId))
      .where(inArray(classroomStudents.classroomId, viewer.classroomIds));
    names.push(...mates);
  }
  const issues = checkSafety(text, { fullNames: names });
  if (issues.length) throw badRequest({ text: issues.map((i) => ({ key: i.key, vars: { found: i.found } })) });
}

export async function createPost(tx: Tx, viewer: Viewer, body: CreateBody, now: Date) {
  await checkText(tx, viewer, body.text);
  let scope: community.PostScope = body.scope ?? (viewer.classroomIds.length ? 'classroom' : 'friends');
  if (scope === 'classroom' && !viewer.classroomIds.length) scope = 'friends';
  if (scope === 'school' && viewer.schoolId === null) scope = 'friends';
  if (scope === 'course' && !viewer.courseIds.includes(body.course_id!))
    throw badRequest({ course_id: [{ key: 'community.notYourCourse' }] });
  const projectId = body.submission_id ?? (body.celebration_type === 'project' ? body.celebration_id : undefined);
  if (projectId !== undefined) {
    const [project] = await tx
      .select({ id: projectSubmissions.id })
      .from(projectSubmissions)
      .where(
        and(
          eq(projectSubmissions.id, projectId),
          eq(projectSubmissions.studentProfileId, viewer.studentProfileId!),
          eq(projectSubmissions.status, 'approved'),
        ),
      )
      .limit(1);
    if (!project)
      throw badRequest({
        [body.submission_id !== undefined ? 'submission_id' : 'celebration_id']: [{ key: 'community.notYourProject' }],
      });
  }
  const stamp = now.toISOString();
  const [row] = await tx
    .insert(communityPosts)
    .values({
      authorUserId: viewer.userId,
      type: body.type,
      text: body.text.trim(),
      scope,
      classroomId: viewer.classroomIds[0] ?? null,
      schoolId: viewer.schoolId,
      courseId: scope === 'course' ? body.course_id! : null,
      region: viewer.region,
      celebrationType: body.type === 'celebration' ? (body.celebration_type ?? 'project') : null,
      celebrationId: body.type === 'celebration' ? (body.celebration_id ?? projectId ?? null) : null,
      submissionId: body.submission_id ?? null,
      submissionTypeId: body.submission_type_id ?? null,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning();
  return (await postViews(tx, viewer, [row!]))[0]!;
}

export async function editPost(tx: Tx, viewer: Viewer, id: number, text: string, now: Date) {
  const post = await ownPost(tx, viewer, id);
  await checkText(tx, viewer, text);
  const [row] = await tx
    .update(communityPosts)
    .set({ text: text.trim(), updatedAt: now.toISOString() })
    .where(eq(communityPosts.id, post.id))
    .returning();
  return (await postViews(tx, viewer, [row!]))[0]!;
}

export async function ownPostView(db: Reader, viewer: Viewer, id: number) {
  return (await postViews(db, viewer, [await ownPost(db, viewer, id)]))[0]!;
}

export async function deletePost(tx: Tx, viewer: Viewer, id: number) {
  const post = await ownPost(tx, viewer, id);
  const commentIds = (
    await tx.select({ id: communityComments.id }).from(communityComments).where(eq(communityComments.postId, post.id))
  ).map((c) => c.id);
  if (commentIds.length)
    await tx
      .delete(communityLikes)
      .where(and(eq(communityLikes.target, 'comment'), inArray(communityLikes.targetId, commentIds)));
  await tx.delete(communityComments).where(eq(communityComments.postId, post.id));
  await tx.delete(communityLikes).where(and(eq(communityLikes.target, 'post'), eq(communityLikes.targetId, post.id)));
  await tx.delete(communityReports).where(eq(communityReports.postId, post.id));
  await tx.delete(communityPosts).where(eq(communityPosts.id, post.id));
  return { id: post.id, deleted: true as const };
}

/** Likes (liked true), unlikes (false) or toggles (undefined) a post or a comment the viewer sees. */
async function setLike(tx: Tx, viewer: Viewer, target: 'post' | 'comment', id: number, liked: boolean | undefined) {
  const key = and(
    eq(communityLikes.target, target),
    eq(communityLikes.targetId, id),
    eq(communityLikes.userId, viewer.userId),
  );
  const [existing] = await tx.select({ id: communityLikes.targetId }).from(communityLikes).where(key).limit(1);
  const want = liked ?? !existing;
  if (want && !existing)
    await tx
      .insert(communityLikes)
      .values({ target, targetId: id, userId: viewer.userId, createdAt: new Date().toISOString() });
  if (!want && existing) await tx.delete(communityLikes).where(key);
  const [total] = await tx
    .select({ n: count() })
    .from(communityLikes)
    .where(and(eq(communityLikes.target, target), eq(communityLikes.targetId, id)));
  return { id, liked: want, likes_count: Number(total?.n ?? 0) };
}

export async function likePost(tx: Tx, viewer: Viewer, id: number, liked?: boolean) {
  const post = await visiblePost(tx, viewer, id);
  return setLike(tx, viewer, 'post', post.id, liked);
}

export async function likers(db: Reader, viewer: Viewer, id: number) {
  const post = await visiblePost(db, viewer, id);
  const rows = await db
    .select({ userId: communityLikes.userId })
    .from(communityLikes)
    .where(and(eq(communityLikes.target, 'post'), eq(communityLikes.targetId, post.id)))
    .orderBy(asc(communityLikes.createdAt));
  const people = await peopleByIds(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => userView(viewer, people.get(r.userId)!));
}

export async function postDetail(
  db: Reader,
  viewer: Viewer,
  id: number,
  query: { orderBy?: 'newest' | 'oldest' | 'likes'; page?: number; unlimited?: boolean },
) {
  const post = await visiblePost(db, viewer, id);
  const likes = db
    .select({ n: count() })
    .from(communityLikes)
    .where(and(eq(communityLikes.target, 'comment'), eq(communityLikes.targetId, communityComments.id)));
  const order =
    query.orderBy === 'newest'
      ? [desc(communityComments.isCorrect), desc(communityComments.id)]
      : query.orderBy === 'likes'
        ? [desc(communityComments.isCorrect), desc(sql`(${likes})`), asc(communityComments.id)]
        : [desc(communityComments.isCorrect), asc(communityComments.id)];
  const base = db
    .select()
    .from(communityComments)
    .where(eq(communityComments.postId, post.id))
    .orderBy(...order);
  const rows = query.unlimited
    ? await base
    : await base.limit(community.COMMUNITY_PAGE_SIZE).offset(offsetOf(query.page));
  const [total] = await db.select({ n: count() }).from(communityComments).where(eq(communityComments.postId, post.id));
  const totalCount = Number(total?.n ?? 0);
  return {
    post: (await postViews(db, viewer, [post]))[0]!,
    comments: {
      items: await commentViews(db, viewer, rows),
      page: query.unlimited ? 1 : (query.page ?? 1),
      per_page: query.unlimited ? totalCount : community.COMMUNITY_PAGE_SIZE,
      total: totalCount,
    },
  };
}

export async function hiddenPosts(db: Reader, viewer: Viewer, page?: number) {
  const where = and(
    isNotNull(communityPosts.hiddenAt),
    viewer.kind === 'teacher' ? visiblePosts(viewer) : eq(communityPosts.authorUserId, viewer.userId),
  );
  const rows = await db
    .select()
    .from(communityPosts)
    .where(where)
    .orderBy(desc(communityPosts.id))
    .limit(community.COMMUNITY_PAGE_SIZE)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(communityPosts).where(where);
  return {
    items: await postViews(db, viewer, rows),
    page: page ?? 1,
    per_page: community.COMMUNITY_PAGE_SIZE,
    total: Number(total?.n ?? 0),
  };
}

/**
 * A child reports someone else's post in their scope (docs/decisions.md, "Community"): kept once a child and
 * post, so a second report (from another device, or after the post left their feed) changes nothing.
 */
export async function reportPost(tx: Tx, viewer: Viewer, id: number, now: Date) {
  const [post] = await tx
    .select()
    .from(communityPosts)
    .where(and(eq(communityPosts.id, id), visiblePosts(viewer, false, true)))
    .limit(1);
  if (!post) throw notFound();
  if (post.authorUserId === viewer.userId) throw new HttpError(422, 'community.reportOwnPost');
  await tx
    .insert(communityReports)
    .values({ postId: post.id, reporterUserId: viewer.userId, createdAt: now.toISOString() })
    .onConflictDoNothing();
  return { id: post.id, reported: true as const };
}

/** A teacher's reported posts: their classrooms' children's, hidden ones too, most recently reported first. */
export async function reportedPosts(db: Reader, viewer: Viewer, page?: number) {
  const where = visiblePosts(viewer);
  const last = sql<string>`max(${communityReports.createdAt})`;
  const counted = await db
    .select({ postId: communityReports.postId, n: count(), last })
    .from(communityReports)
    .innerJoin(communityPosts, eq(communityPosts.id, communityReports.postId))
    .where(where)
    .groupBy(communityReports.postId)
    .orderBy(desc(last), desc(communityReports.postId))
    .limit(community.COMMUNITY_PAGE_SIZE)
    .offset(offsetOf(page));
  const [total] = await db
    .select({ n: sql<number>`count(distinct ${communityReports.postId})` })
    .from(communityReports)
    .innerJoin(communityPosts, eq(communityPosts.id, communityReports.postId))
    .where(where);
  const rows = counted.length
    ? await db
        .select()
        .from(communityPosts)
        .where(
          inArray(
            communityPosts.id,
            counted.map((c) => c.postId),
          ),
        )
    : [];
  const views = new Map((await postViews(db, viewer, rows)).map((p) => [p.id, p]));
  return {
    items: counted.map((c) => ({ post: views.get(c.postId)!, reports_count: Number(c.n), last_reported_at: c.last })),
    page: page ?? 1,
    per_page: community.COMMUNITY_PAGE_SIZE,
    total: Number(total?.n ?? 0),
  };
}

/** A teacher hides (true) or restores (false) a post of a child of their classrooms; the child is told. */
export async function setHidden(tx: Tx, viewer: Viewer, id: number, hidden: boolean, now: Date) {
  const post = await visiblePost(tx, viewer, id);
  if ((post.hiddenAt !== null) !== hidden) {
    await tx
      .update(communityPosts)
      .set({ hiddenAt: hidden ? now.toISOString() : null, hiddenBy: hidden ? viewer.userId : null })
      .where(eq(communityPosts.id, post.id));
    await notify(
      tx,
      post.authorUserId,
      hidden ? 'community.postHidden' : 'community.postRestored',
      { post_id: post.id },
      now,
    );
  }
  const [row] = await tx.select().from(communityPosts).where(eq(communityPosts.id, post.id));
  return (await postViews(tx, viewer, [row!]))[0]!;
}

// ---------------------------------------------------------------- comments

async function visibleComment(db: Reader, viewer: Viewer, id: number) {
  const [row] = await db.select().from(communityComments).where(eq(communityComments.id, id)).limit(1);
  if (!row) throw notFound();
  const post = await visiblePost(db, viewer, row.postId);
  return { comment: row, post };
}

export async function createComment(tx: Tx, viewer: Viewer, postId: number, text: string, now: Date) {
  const post = await visiblePost(tx, viewer, postId);
  if (post.hiddenAt !== null) throw notFound();
  await checkText(tx, viewer, text);
  const stamp = now.toISOString();
  const [row] = await tx
    .insert(communityComments)
    .values({ postId: post.id, authorUserId: viewer.userId, text: text.trim(), createdAt: stamp, updatedAt: stamp })
    .returning();
  if (post.authorUserId !== viewer.userId) {
    const name = viewer.firstName;
    await notify(tx, post.authorUserId, 'community.newComment', { post_id: post.id, comment_id: row!.id, name }, now);
  }
  return (await commentViews(tx, viewer, [row!]))[0]!;
}

export async function editComment(tx: Tx, viewer: Viewer, id: number, text: string, now: Date) {
  const { comment } = await visibleComment(tx, viewer, id);
  if (comment.authorUserId !== viewer.userId) throw forbidden('community.notYourComment');
  await checkText(tx, viewer, text);
  const [row] = await tx
    .update(communityComments)
    .set({ text: text.trim(), updatedAt: now.toISOString() })
    .where(eq(communityComments.id, comment.id))
    .returning();
  return (await commentViews(tx, viewer, [row!]))[0]!;
}

/** The comment's author deletes it, or the post's author (a child keeps their own post tidy). */
export async function deleteComment(tx: Tx, viewer: Viewer, id: number) {
  const { comment, post } = await visibleComment(tx, viewer, id);
  if (comment.authorUserId !== viewer.userId && post.authorUserId !== viewer.userId)
    throw forbidden('community.notYourComment');
  await tx
    .delete(communityLikes)
    .where(and(eq(communityLikes.target, 'comment'), eq(communityLikes.targetId, comment.id)));
  await tx.delete(communityComments).where(eq(communityComments.id, comment.id));
  return { id: comment.id, deleted: true as const };
}

export async function likeComment(tx: Tx, viewer: Viewer, id: number, liked?: boolean) {
  const { comment } = await visibleComment(tx, viewer, id);
  return setLike(tx, viewer, 'comment', comment.id, liked);
}

/** The question's author marks one answer correct (the mark moves from any other); its author is told. */
export async function makeCorrectAnswer(tx: Tx, viewer: Viewer, id: number, now: Date) {
  const { comment, post } = await visibleComment(tx, viewer, id);
  if (post.authorUserId !== viewer.userId) throw forbidden('community.onlyQuestionAuthor');
  if (post.type !== 'question') throw new HttpError(422, 'community.notAQuestion');
  if (!comment.isCorrect) {
    await tx.update(communityComments).set({ isCorrect: false }).where(eq(communityComments.postId, post.id));
    await tx.update(communityComments).set({ isCorrect: true }).where(eq(communityComments.id, comment.id));
    if (comment.authorUserId !== viewer.userId)
      await notify(
        tx,
        comment.authorUserId,
        'community.correctAnswer',
        { post_id: post.id, comment_id: comment.id },
        now,
      );
  }
  const [row] = await tx.select().from(communityComments).where(eq(communityComments.id, comment.id));
  return (await commentViews(tx, viewer, [row!]))[0]!;
}
