import { Type, type Static } from 'typebox';
import { safetyFieldIssues } from '../community/safety.js';
import { Data, defineCall, Strict } from './define.js';
import { Id, Lang, Nullable, Page, StudentAccess, Time } from './fields.js';

/**
 * The community (spec 001 §7.8, and the legacy post calls of §7.3): posts, comments, likes, friends,
 * people and community notifications, for children, moderated by their teachers (docs/decisions.md,
 * "Community").
 *
 * - The community is off until a school switches it on for its students (a parent for a child learning
 *   at home); a teacher locks it per classroom. A child's call while it is off answers 403 code
 *   community_off, while locked 403 code community_locked.
 * - A post is seen in its scope: classroom (a child's default), school, friends, course, region or world.
 *   A post that is hidden, or out of the caller's scope, answers 404 as an unknown id does.
 * - A child of another school is shown by first name only: never their surname, picture or school.
 * - Every text is checked by the safety filter (community/safety.ts) on the device and on the server:
 *   422 with the kind message on the field `text`.
 * - Users are named by their user id (`/community/users/{id}`, receiver_user_id); friendships by the
 *   friendship's id (`/community/friends/{id}`).
 */

export const POST_TYPES = ['question', 'idea', 'celebration'] as const;
export const POST_SCOPES = ['classroom', 'school', 'friends', 'course', 'region', 'world'] as const;
export const CELEBRATION_TYPES = ['project', 'badge', 'trophy', 'course', 'certificate'] as const;
export const FRIEND_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const COMMUNITY_PAGE_SIZE = 10;
export const COMMUNITY_TEXT_MAX = 1000;

export type PostType = (typeof POST_TYPES)[number];
export type PostScope = (typeof POST_SCOPES)[number];

const PostTypeSchema = Type.Union([Type.Literal('question'), Type.Literal('idea'), Type.Literal('celebration')]);
const PostScopeSchema = Type.Union([
  Type.Literal('classroom'),
  Type.Literal('school'),
  Type.Literal('friends'),
  Type.Literal('course'),
  Type.Literal('region'),
  Type.Literal('world'),
]);
const FriendStatus = Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('declined')]);
const CelebrationType = Type.Union([
  Type.Literal('project'),
  Type.Literal('badge'),
  Type.Literal('trophy'),
  Type.Literal('course'),
  Type.Literal('certificate'),
]);
const Text = Type.String({
  minLength: 1,
  maxLength: COMMUNITY_TEXT_MAX,
  pattern: '\\S',
  errorMessages: { minLength: 'validation.required', pattern: 'validation.required', maxLength: 'community.tooLong' },
});
const textCheck = ({ body }: { body: { text?: string } }) => safetyFieldIssues('text', body.text);

/** A person as the caller may see them: another school's child has no surname, picture or school. */
export const CommunityUser = Type.Object({
  id: Type.Integer(),
  user_type: Type.String(),
  first_name: Type.String(),
  last_name: Nullable(Type.String()),
  img_uri: Nullable(Type.String()),
  school_name: Nullable(Type.String()),
});
export type CommunityUser = Static<typeof CommunityUser>;

export const Post = Type.Object({
  id: Type.Integer(),
  type: PostTypeSchema,
  text: Type.String(),
  scope: PostScopeSchema,
  celebration_type: Nullable(Type.String()),
  celebration_id: Nullable(Type.Integer()),
  submission_id: Nullable(Type.Integer()),
  submission_type_id: Nullable(Type.Integer()),
  author: CommunityUser,
  likes_count: Type.Integer(),
  liked_by_me: Type.Boolean(),
  comments_count: Type.Integer(),
  correct_comment_id: Nullable(Type.Integer()),
  hidden: Type.Boolean(),
  mine: Type.Boolean(),
  created_at: Time,
  updated_at: Time,
});
export type Post = Static<typeof Post>;

export const Comment = Type.Object({
  id: Type.Integer(),
  post_id: Type.Integer(),
  text: Type.String(),
  author: CommunityUser,
  likes_count: Type.Integer(),
  liked_by_me: Type.Boolean(),
  is_correct: Type.Boolean(),
  mine: Type.Boolean(),
  created_at: Time,
  updated_at: Time,
});
export type Comment = Static<typeof Comment>;

const Paged = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    page: Type.Integer(),
    per_page: Type.Integer(),
    total: Type.Integer(),
  });

export const Friendship = Type.Object({
  id: Type.Integer(),
  status: FriendStatus,
  /** sent: the caller asked; received: the other asked. */
  direction: Type.Union([Type.Literal('sent'), Type.Literal('received')]),
  user: CommunityUser,
  created_at: Time,
  responded_at: Nullable(Time),
});
export type Friendship = Static<typeof Friendship>;

const Deleted = Data(Type.Object({ id: Type.Integer(), deleted: Type.Literal(true) }));
const Liked = Data(Type.Object({ id: Type.Integer(), liked: Type.Boolean(), likes_count: Type.Integer() }));
const LikeQuery = Strict({ liked: Type.Optional(Type.Boolean()), lang: Type.Optional(Lang) });
const IdParams = Strict({ id: Id });
const LangOnly = Strict({ lang: Type.Optional(Lang) });
const PageQuery = Strict({ page: Type.Optional(Page), lang: Type.Optional(Lang) });
const Students = StudentAccess;
const StudentsAndTeachers = ['student', 'teacher'] as const;

// ---------------------------------------------------------------- posts

export const createPost = defineCall({
  method: 'POST',
  path: '/community/posts',
  access: Students,
  queueable: true,
  summary:
    'Publishes a post: a question, an idea or a celebration (of a celebration type and id, or of a linked submission: ' +
    "one of the caller's approved projects). Scope: classroom unless given; course needs course_id.",
  query: LangOnly,
  body: Strict({
    type: PostTypeSchema,
    text: Text,
    scope: Type.Optional(PostScopeSchema),
    course_id: Type.Optional(Id),
    celebration_type: Type.Optional(CelebrationType),
    celebration_id: Type.Optional(Id),
    submission_id: Type.Optional(Id),
    submission_type_id: Type.Optional(Id),
  }),
  check: ({ body }) => {
    const issues: Record<string, { key: string }[]> = { ...safetyFieldIssues('text', body.text) };
    if (body.type === 'celebration' && body.submission_id === undefined && body.celebration_type === undefined)
      issues.celebration_type = [{ key: 'community.celebrationNeedsWhat' }];
    if (body.celebration_type !== undefined && body.celebration_type !== 'project' && body.celebration_id === undefined)
      issues.celebration_id = [{ key: 'validation.required' }];
    if (body.scope === 'course' && body.course_id === undefined) issues.course_id = [{ key: 'validation.required' }];
    return issues;
  },
  response: Data(Post),
});

export const PostListQuery = Strict({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Page),
  /** A post type, or mine (the caller's own), or friends (by the caller's friends). */
  filter: Type.Optional(
    Type.Union([
      Type.Literal('question'),
      Type.Literal('idea'),
      Type.Literal('celebration'),
      Type.Literal('mine'),
      Type.Literal('friends'),
    ]),
  ),
  lang: Type.Optional(Lang),
});

export const listPosts = defineCall({
  method: 'GET',
  path: '/community/posts',
  access: StudentsAndTeachers,
  queueable: false,
  summary:
    "The posts the caller may see, newest first, 10 a page: a child's in their scopes, a teacher's of their classrooms' children (hidden ones too).",
  query: PostListQuery,
  response: Data(Paged(Post)),
});

export const editPost = defineCall({
  method: 'PATCH',
  path: '/community/posts/{id}',
  access: Students,
  queueable: true,
  summary: "Changes the text of one of the caller's own posts.",
  params: IdParams,
  query: LangOnly,
  body: Strict({ text: Text }),
  check: textCheck,
  response: Data(Post),
});

export const deletePost = defineCall({
  method: 'DELETE',
  path: '/community/posts/{id}',
  access: Students,
  queueable: true,
  summary: "Deletes one of the caller's own posts with its comments and likes.",
  params: IdParams,
  query: LangOnly,
  response: Deleted,
});

export const likePost = defineCall({
  method: 'POST',
  path: '/community/posts/{id}/like',
  access: Students,
  queueable: true,
  summary: 'Likes a post the caller sees (liked=false takes the like back; without it the call toggles).',
  params: IdParams,
  query: LikeQuery,
  response: Liked,
});

export const postLikers = defineCall({
  method: 'GET',
  path: '/community/posts/{id}/like',
  access: StudentsAndTeachers,
  queueable: false,
  summary: 'Who liked a post the caller sees.',
  params: IdParams,
  query: LangOnly,
  response: Data(Type.Array(CommunityUser)),
});

export const postDetail = defineCall({
  method: 'GET',
  path: '/community/posts/{id}',
  access: StudentsAndTeachers,
  queueable: false,
  summary:
    'A post the caller sees with its comments: orderBy newest, oldest or likes (the correct answer first in any order), 10 a page, or all with unlimited=true.',
  params: IdParams,
  query: Strict({
    orderBy: Type.Optional(Type.Union([Type.Literal('newest'), Type.Literal('oldest'), Type.Literal('likes')])),
    page: Type.Optional(Page),
    unlimited: Type.Optional(Type.Boolean()),
    lang: Type.Optional(Lang),
  }),
  response: Data(Type.Object({ post: Post, comments: Paged(Comment) })),
});

export const hiddenPosts = defineCall({
  method: 'GET',
  path: '/community/posts/hidden',
  access: StudentsAndTeachers,
  queueable: false,
  summary: "Hidden posts: a teacher's, of their classrooms' children; a child's, their own.",
  query: PageQuery,
  response: Data(Paged(Post)),
});

export const hidePost = defineCall({
  method: 'POST',
  path: '/community/posts/{id}/hide',
  access: ['teacher'],
  queueable: true,
  summary:
    "Hides a post of a child of one of the teacher's classrooms: no one but the teacher and the author sees it until it is restored (our call: the spec lists restore and the hidden list).",
  params: IdParams,
  query: LangOnly,
  response: Data(Post),
});

export const restorePost = defineCall({
  method: 'POST',
  path: '/community/posts/{id}/restore',
  access: ['teacher'],
  queueable: true,
  summary: "Shows again a post the teacher's classroom's child wrote that was hidden.",
  params: IdParams,
  query: LangOnly,
  response: Data(Post),
});

export const reportPost = defineCall({
  method: 'POST',
  path: '/community/posts/{id}/report',
  access: Students,
  queueable: true,
  summary:
    "Reports a post of someone else that the caller sees (our call: the spec has none). Kept once a child and post; the reporter no longer sees it, and the teachers of the author's classrooms find it among the reported posts.",
  params: IdParams,
  query: LangOnly,
  response: Data(Type.Object({ id: Type.Integer(), reported: Type.Literal(true) })),
});

export const ReportedPost = Type.Object({ post: Post, reports_count: Type.Integer(), last_reported_at: Time });
export type ReportedPost = Static<typeof ReportedPost>;

export const reportedPosts = defineCall({
  method: 'GET',
  path: '/community/posts/reported',
  access: ['teacher'],
  queueable: false,
  summary:
    "Posts of the teacher's classrooms' children that children reported, most recently reported first, 10 a page, with how many children reported each (our call); hidden ones too, to restore.",
  query: PageQuery,
  response: Data(Paged(ReportedPost)),
});

// ---------------------------------------------------------------- comments

export const createComment = defineCall({
  method: 'POST',
  path: '/community/comments',
  access: Students,
  queueable: true,
  summary: 'Comments on (answers) a post the caller sees.',
  query: LangOnly,
  body: Strict({ post_id: Id, text: Text }),
  check: textCheck,
  response: Data(Comment),
});

export const editComment = defineCall({
  method: 'PATCH',
  path: '/community/comments/{id}',
  access: Students,
  queueable: true,
  summary: "Changes the text of one of the caller's own comments.",
  params: IdParams,
  query: LangOnly,
  body: Strict({ text: Text }),
  check: textCheck,
  response: Data(Comment),
});

export const deleteComment = defineCall({
  method: 'DELETE',
  path: '/community/comments/{id}',
  access: Students,
  queueable: true,
  summary: "Deletes one of the caller's own comments, or a comment on the caller's own post.",
  params: IdParams,
  query: LangOnly,
  response: Deleted,
});

export const likeComment = defineCall({
  method: 'POST',
  path: '/community/comments/{id}/like',
  access: Students,
  queueable: true,
  summary: 'Likes a comment the caller sees (liked=false takes it back; without it the call toggles).',
  params: IdParams,
  query: LikeQuery,
  response: Liked,
});

export const makeCorrectAnswer = defineCall({
  method: 'POST',
  path: '/community/comments/{id}/make-correct-answer',
  access: Students,
  queueable: true,
  summary:
    "Marks a comment the correct answer of the caller's own question (one a question; marking another moves the mark). 403 for anyone but the question's author, 422 for a post that is not a question.",
  params: IdParams,
  query: LangOnly,
  response: Data(Comment),
});

// ---------------------------------------------------------------- users

export const Achievement = Type.Object({
  kind: Type.Union([Type.Literal('badge'), Type.Literal('trophy'), Type.Literal('project')]),
  key: Type.String(),
  title: Type.String(),
  earned_at: Time,
});
export type Achievement = Static<typeof Achievement>;

export const userAchievements = defineCall({
  method: 'GET',
  path: '/community/users/{id}/achievements',
  access: StudentsAndTeachers,
  queueable: false,
  summary: "A child's badges, trophies and approved projects (type: one of them), for the people who may know them.",
  params: IdParams,
  query: Strict({
    type: Type.Optional(Type.Union([Type.Literal('badge'), Type.Literal('trophy'), Type.Literal('project')])),
    lang: Type.Optional(Lang),
  }),
  response: Data(Type.Array(Achievement)),
});

export const userPosts = defineCall({
  method: 'GET',
  path: '/community/users/{id}/posts',
  access: StudentsAndTeachers,
  queueable: false,
  summary: "A person's posts that the caller may see, newest first (type: one post type).",
  params: IdParams,
  query: Strict({ page: Type.Optional(Page), type: Type.Optional(PostTypeSchema), lang: Type.Optional(Lang) }),
  response: Data(Paged(Post)),
});

export const UserDetails = Type.Object({
  user: CommunityUser,
  points: Type.Integer(),
  posts_count: Type.Integer(),
  friends_count: Type.Integer(),
  /** The caller's friendship with them, if any. */
  friendship: Nullable(Friendship),
  /** Whether the caller may ask them to be friends (same school, or the same parent at home). */
  can_befriend: Type.Boolean(),
  me: Type.Boolean(),
});

export const userDetails = defineCall({
  method: 'GET',
  path: '/community/users/{id}/details',
  access: StudentsAndTeachers,
  queueable: false,
  summary: "A person's profile as the caller may see it, with the caller's friendship with them.",
  params: IdParams,
  query: LangOnly,
  response: Data(UserDetails),
});

const RankedUser = Type.Object({ user: CommunityUser, points: Type.Integer() });

export const topUsers = defineCall({
  method: 'GET',
  path: '/community/users/top',
  access: Students,
  queueable: false,
  summary:
    'The ten children with the most points among those the caller may know (their school; at home, their family and friends).',
  query: LangOnly,
  response: Data(Type.Array(RankedUser)),
});

export const peopleYouMayKnow = defineCall({
  method: 'GET',
  path: '/community/users/people-you-may-know',
  access: Students,
  queueable: false,
  summary: 'Up to ten children the caller may ask to be friends: classmates first, then schoolmates.',
  query: LangOnly,
  response: Data(Type.Array(CommunityUser)),
});

export const searchUsers = defineCall({
  method: 'GET',
  path: '/community/users',
  access: Students,
  queueable: false,
  summary: 'Children the caller may know whose name or username has the search (two letters at least), 20 at most.',
  query: Strict({ search: Type.String({ minLength: 2, maxLength: 50 }), lang: Type.Optional(Lang) }),
  response: Data(Type.Array(CommunityUser)),
});

export const CommunityNotification = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  message: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
  seen: Type.Boolean(),
  created_at: Time,
});

export const communityNotifications = defineCall({
  method: 'GET',
  path: '/community/users/notifications',
  access: Students,
  queueable: false,
  summary:
    "The caller's community notifications (friend requests, answers, correct answers, hidden posts), newest first.",
  query: LangOnly,
  response: Data(Type.Object({ notifications: Type.Array(CommunityNotification), unseen_count: Type.Integer() })),
});

export const markNotificationsSeen = defineCall({
  method: 'POST',
  path: '/community/users/notifications',
  access: Students,
  queueable: true,
  summary: "Marks the caller's community notifications seen (ids of someone else's are left alone).",
  query: LangOnly,
  body: Strict({ ids: Type.Array(Id, { minItems: 1, maxItems: 100 }) }),
  response: Data(Type.Object({ seen: Type.Array(Type.Integer()), unseen_count: Type.Integer() })),
});

// ---------------------------------------------------------------- friends

export const friends = defineCall({
  method: 'GET',
  path: '/community/friends',
  access: Students,
  queueable: false,
  summary: "The caller's friends (accepted friendships), 10 a page.",
  query: PageQuery,
  response: Data(Paged(Friendship)),
});

export const sendFriendRequest = defineCall({
  method: 'POST',
  path: '/community/friends',
  access: Students,
  queueable: true,
  summary:
    'Asks a child to be friends: a child of the same school, or of the same parent at home. 422 for oneself or a child out of reach; 409 code friend_request_exists when the two are friends or one has asked.',
  query: LangOnly,
  body: Strict({ receiver_user_id: Id }),
  response: Data(Friendship),
});

export const receivedFriendRequests = defineCall({
  method: 'GET',
  path: '/community/friends/received',
  access: Students,
  queueable: false,
  summary: 'Friend requests the caller received, by status (pending unless given), 10 a page.',
  query: Strict({ status: Type.Optional(FriendStatus), page: Type.Optional(Page), lang: Type.Optional(Lang) }),
  response: Data(Paged(Friendship)),
});

export const sentFriendRequests = defineCall({
  method: 'GET',
  path: '/community/friends/sent',
  access: Students,
  queueable: false,
  summary: 'Friend requests the caller sent that are still waiting, 10 a page.',
  query: PageQuery,
  response: Data(Paged(Friendship)),
});

export const acceptFriendRequest = defineCall({
  method: 'PATCH',
  path: '/community/friends/{id}/accept',
  access: Students,
  queueable: true,
  summary: 'Accepts a waiting friend request the caller received.',
  params: IdParams,
  query: LangOnly,
  response: Data(Friendship),
});

export const declineFriendRequest = defineCall({
  method: 'PATCH',
  path: '/community/friends/{id}/decline',
  access: Students,
  queueable: true,
  summary: 'Declines a waiting friend request the caller received (the sender is not told).',
  params: IdParams,
  query: LangOnly,
  response: Data(Friendship),
});

export const removeFriendship = defineCall({
  method: 'DELETE',
  path: '/community/friends/{id}',
  access: Students,
  queueable: true,
  summary: 'Cancels a request the caller sent, or ends a friendship (unfriend).',
  params: IdParams,
  query: LangOnly,
  response: Deleted,
});

// ---------------------------------------------------------------- who may use it (our calls)

export const CommunityAccess = Type.Object({
  enabled: Type.Boolean(),
  locked: Type.Boolean(),
  /** Who decides: the child's school, or their parent at home. */
  decided_by: Type.Union([Type.Literal('school'), Type.Literal('parent')]),
});

export const communityAccess = defineCall({
  method: 'GET',
  path: '/community/access',
  access: Students,
  queueable: false,
  summary:
    "Whether the community is on for the caller (their school's or parent's choice) and not locked by a teacher.",
  query: LangOnly,
  response: Data(CommunityAccess),
});

export const setSchoolCommunity = defineCall({
  method: 'PUT',
  path: '/community/settings/school/{schoolId}',
  access: ['schooladmin'],
  queueable: false,
  summary: 'Switches the community on or off for the students of a school the caller administers (off by default).',
  params: Strict({ schoolId: Id }),
  query: LangOnly,
  body: Strict({ enabled: Type.Boolean() }),
  response: Data(Type.Object({ school_id: Type.Integer(), enabled: Type.Boolean(), message: Type.String() })),
});

export const setChildCommunity = defineCall({
  method: 'PUT',
  path: '/community/settings/child/{studentProfileId}',
  access: ['parent'],
  queueable: false,
  summary:
    "Switches the community on or off for one of the parent's children who learns at home (a school's child follows the school's choice: 409).",
  params: Strict({ studentProfileId: Id }),
  query: LangOnly,
  body: Strict({ enabled: Type.Boolean() }),
  response: Data(Type.Object({ student_profile_id: Type.Integer(), enabled: Type.Boolean(), message: Type.String() })),
});

// ---------------------------------------------------------------- legacy post calls (spec 001 §7.3)

export const legacyPosts = defineCall({
  method: 'GET',
  path: '/get-posts',
  access: Students,
  queueable: false,
  summary: 'Legacy: the posts the caller may see, as GET /community/posts.',
  query: PageQuery,
  response: Data(Paged(Post)),
});

export const legacyLastPost = defineCall({
  method: 'GET',
  path: '/getPostLast',
  access: Students,
  queueable: false,
  summary: 'Legacy: the newest post the caller may see (null when there is none).',
  query: LangOnly,
  response: Data(Nullable(Post)),
});

export const legacyEditPost = defineCall({
  method: 'GET',
  path: '/edit-post/{id}',
  access: Students,
  queueable: false,
  summary: "Legacy: one of the caller's own posts, to edit (the change is PATCH /community/posts/{id}).",
  params: IdParams,
  query: LangOnly,
  response: Data(Post),
});

export const legacyCreatePost = defineCall({
  method: 'POST',
  path: '/create-post',
  access: Students,
  queueable: true,
  summary: "Legacy: publishes an idea in the caller's default scope; student_profile_id must be the caller's own.",
  query: LangOnly,
  body: Strict({ student_profile_id: Id, text: Text }),
  check: textCheck,
  response: Data(Post),
});

export const legacyDeletePost = defineCall({
  method: 'POST',
  path: '/delete/{id}',
  access: Students,
  queueable: true,
  summary: "Legacy: deletes one of the caller's own posts, as DELETE /community/posts/{id}.",
  params: IdParams,
  query: LangOnly,
  response: Deleted,
});
