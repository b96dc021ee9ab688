import { community, translate } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { myChild } from '../parent/access.js';
import { administeredSchool } from '../school/access.js';
import { serve } from '../http/contract-routes.js';
import { forbidden, HttpError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { studentOf } from '../learning/students.js';
import { accessOf, viewerOf } from './access.js';
import * as people from './people.js';
import * as posts from './posts.js';

/** The community's calls (contract/community.ts): thin handlers over posts.ts and people.ts. */
export async function communityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const viewer = (request: FastifyRequest) => viewerOf(db, request.auth!.user);
  const now = () => new Date();

  // ---------------------------------------------------------------- posts
  serve(app, community.createPost, async (request) => {
    const me = await viewer(request);
    return { data: await db.write((tx) => posts.createPost(tx, me, request.body, now())) };
  });
  serve(app, community.listPosts, async (request) => ({
    data: await posts.listPosts(db, await viewer(request), request.query),
  }));
  serve(app, community.editPost, async (request) => {
    const me = await viewer(request);
    return { data: await db.write((tx) => posts.editPost(tx, me, request.params.id, request.body.text, now())) };
  });
  serve(app, community.deletePost, async (request) => {
    const me = await viewer(request);
    return { data: await db.write((tx) => posts.deletePost(tx, me, request.params.id)) };
  });
  serve(app, community.likePost, async (request) => {
    const me = await viewer(request);
    return { data: await db.write((tx) => posts.likePost(tx, me, request.params.id, request.query.liked)) };
  });
  serve(app, community.postLikers, async (request) => ({
    data: await posts.likers(db, await viewer(request), request.params.id),
  }));
  serve(app, community.postDetail, async (request) => ({
    data: await posts.postDetail(db, await viewer(request), request.params.id, request.query),
  }));
  serve(app, community.hiddenPosts, async (request) => ({
    data: await posts.hiddenPosts(db, await viewer(request), request.query.page),
  }));
  serve(app, community.reportPost, async (request) => {
    const me = await viewer(request);
    return { data: await db.write((tx) => posts.reportPost(tx, me, request.params.id, now())) };
  });
  serve(app, community.reportedPosts, async (request) => ({
    data: await posts.reportedPosts(db, await viewer(request), request.query.page),
  }));
  serve(app, community.hidePost, async (request) => {
    const me = await viewer(request);
    return { data: await db.write((tx) => posts.setHidden(tx, me, request.params.id, true, now())) };
  });
  serve(app, community.restorePost, async (request) => {
    const me = await viewer(request);
    return { data: await db.write((tx) => posts.setHidden(tx, me, request.params.id, false, now())) };
  });

  // ---------------------------------------------------------------- comments
  serve(app, community.createComment, async (request) => {
    const me = await viewer(request);
    return {
      data: await db.write((tx) => posts.createComment(tx, me, request.body.post_id, request.body.text, now())),
    };
  });
  serve(app, community.editComment, async (request) => {
    const me = await viewer(request);
    return { data: await db.write((tx) => posts.editComment(tx, me, request.params.id, request.body.text, now())) };
  });
  serve(app, community.deleteComment, async (request) => {
    const me = await viewer(request);
    return { data: await db.write((tx) => posts.deleteComment(tx, me, request.params.id)) };
  });
  serve(app, community.likeComment, async (request) => {
    const me = await viewer(request);
    return { data: await db.write((tx) => posts.likeComment(tx, me, request.params.id, request.query.liked)) };
  });
  serve(app, community.makeCorrectAnswer, async (request) => {
    const me = await viewer(request);
    return { data: await db.write((tx) => posts.makeCorrectAnswer(tx, me, request.params.id, now())) };
  });

  // ---------------------------------------------------------------- users
  serve(app, community.userAchievements, async (request) => ({
    data: await people.achievements(
      db,
      await viewer(request),
      request.params.id,
      request.query.type,
      requestLanguage(request),
    ),
  }));
  serve(app, community.userPosts, async (request) => ({
    data: await posts.listPosts(db, await viewer(request), {
      page: request.query.page,
      type: request.query.type,
      authorUserId: request.params.id,
    }),
  }));
  serve(app, community.userDetails, async (request) => ({
    data: await people.details(db, await viewer(request), request.params.id),
  }));
  serve(app, community.topUsers, async (request) => ({ data: await people.topUsers(db, await viewer(request)) }));
  serve(app, community.peopleYouMayKnow, async (request) => ({
    data: await people.peopleYouMayKnow(db, await viewer(request)),
  }));
  serve(app, community.searchUsers, async (request) => ({
    data: await people.searchUsers(db, await viewer(request), request.query.search),
  }));
  serve(app, community.communityNotifications, async (request) => ({
    data: await people.notificationList(db, await viewer(request), requestLanguage(request)),
  }));
  serve(app, community.markNotificationsSeen, async (request) => {
    const me = await viewer(request);
    return { data: await db.write((tx) => people.markSeen(tx, me, request.body.ids, now())) };
  });

  // ---------------------------------------------------------------- friends
  serve(app, community.friends, async (request) => ({
    data: await people.friends(db, await viewer(request), request.query.page),
  }));
  serve(app, community.sendFriendRequest, async (request) => {
    const me = await viewer(request);
    return { data: await db.write((tx) => people.sendRequest(tx, me, request.body.receiver_user_id, now())) };
  });
  serve(app, community.receivedFriendRequests, async (request) => ({
    data: await people.received(db, await viewer(request), request.query.status, request.query.page),
  }));
  serve(app, community.sentFriendRequests, async (request) => ({
    data: await people.sent(db, await viewer(request), request.query.page),
  }));
  serve(app, community.acceptFriendRequest, async (request) => {
    const me = await viewer(request);
    return { data: await db.write((tx) => people.answerRequest(tx, me, request.params.id, true, now())) };
  });
  serve(app, community.declineFriendRequest, async (request) => {
    const me = await viewer(request);
    return { data: await db.write((tx) => people.answerRequest(tx, me, request.params.id, false, now())) };
  });
  serve(app, community.removeFriendship, async (request) => {
    const me = await viewer(request);
    return { data: await db.write((tx) => people.removeFriendship(tx, me, request.params.id)) };
  });

  // ---------------------------------------------------------------- who may use it
  serve(app, community.communityAccess, async (request) => ({
    data: await accessOf(db, await studentOf(db, request.auth!.user)),
  }));
  serve(app, community.setSchoolCommunity, async (request) => {
    const school = await administeredSchool(db, request.auth!.user.id, request.params.schoolId);
    const { enabled } = request.body;
    await db.write((tx) => people.setCommunity(tx, 'school', school.id, enabled, request.auth!.user.id, now()));
    const key = enabled ? 'community.schoolSwitchedOn' : 'community.schoolSwitchedOff';
    return { data: { school_id: school.id, enabled, message: translate(requestLanguage(request), key) } };
  });
  serve(app, community.setChildCommunity, async (request) => {
    const child = await myChild(db, request.auth!.user.id, request.params.studentProfileId);
    if (child.profile.schoolId !== null) throw new HttpError(409, 'community.homeOnly');
    const { enabled } = request.body;
    await db.write((tx) => people.setCommunity(tx, 'student', child.profile.id, enabled, request.auth!.user.id, now()));
    const key = enabled ? 'community.childSwitchedOn' : 'community.childSwitchedOff';
    return {
      data: { student_profile_id: child.profile.id, enabled, message: translate(requestLanguage(request), key) },
    };
  });

  // ---------------------------------------------------------------- legacy post calls (spec 001 §7.3)
  serve(app, community.legacyPosts, async (request) => ({
    data: await posts.listPosts(db, await viewer(request), { page: request.query.page }),
  }));
  serve(app, community.legacyLastPost, async (request) => {
    const page = await posts.listPosts(db, await viewer(request), { page: 1 });
    return { data: page.items[0] ?? null };
  });
  serve(app, community.legacyEditPost, async (request) => ({
    data: await posts.ownPostView(db, await viewer(request), request.params.id),
  }));
  serve(app, community.legacyCreatePost, async (request) => {
    const me = await viewer(request);
    if (request.body.student_profile_id !== me.studentProfileId) throw forbidden();
    return {
      data: await db.write((tx) => posts.createPost(tx, me, { type: 'idea', text: request.body.text }, now())),
    };
  });
  serve(app, community.legacyDeletePost, async (request) => {
    const me = await viewer(request);
    return { data: await db.write((tx) => posts.deletePost(tx, me, request.params.id)) };
  });
}
