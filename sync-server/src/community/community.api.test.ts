import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classrooms,
  classroomStudents,
  communityPosts,
  communityReports,
  schools,
  studentProfiles,
  users,
} from '../db/tables.js';
import { DEMO_COMMUNITY } from './demo.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * The community's calls on the demo data (Demo School's community is on): scopes, a locked community,
 * friend requests, the safety filter, the correct answer, a teacher's moderation, and the switch.
 */

let t: TestApp;
let app: FastifyInstance;
const tokens = new Map<string, string>();

async function call(method: string, url: string, username: string, payload?: unknown, key?: string) {
  if (!tokens.has(username)) tokens.set(username, await tokenFor(app, username));
  return app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: { ...bearer(tokens.get(username)!), ...(key && { 'idempotency-key': key }) },
    ...(payload !== undefined && { payload: payload as object }),
  });
}
const get = (url: string, who: string) => call('GET', url, who);
const post = (url: string, who: string, body?: unknown, key?: string) => call('POST', url, who, body ?? {}, key);

const userId = async (username: string) =>
  (await app.db.select({ id: users.id }).from(users).where(eq(users.usernameKey, username)))[0]!.id;
const profileId = async (username: string) =>
  (
    await app.db
      .select({ id: studentProfiles.id })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(eq(users.usernameKey, username))
  )[0]!.id;
const schoolId = async (name: string) =>
  (await app.db.select({ id: schools.id }).from(schools).where(eq(schools.name, name)))[0]!.id;
const classroomId = async (name: string) =>
  (await app.db.select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.name, name)))[0]!.id;

/** A child of a school (and a classroom), as a teacher's import would make one. */
async function addChild(username: string, firstName: string, lastName: string, school: number, classroom?: number) {
  const [user] = await app.db.write((tx) =>
    tx
      .insert(users)
      .values({ username, usernameKey: username, userType: 'student', status: 'active' })
      .returning({ id: users.id }),
  );
  const [profile] = await app.db.write((tx) =>
    tx
      .insert(studentProfiles)
      .values({ userId: user!.id, firstName, lastName, schoolId: school, isTrial: false })
      .returning({ id: studentProfiles.id }),
  );
  if (classroom !== undefined)
    await app.db.write((tx) =>
      tx.insert(classroomStudents).values({ classroomId: classroom, studentProfileId: profile!.id }),
    );
  return user!.id;
}

beforeAll(async () => {
  t = await startTestApp({ seedDemoData: true });
  app = t.app;
  // A child of teacher2's classroom (Demo School), and one of Demo Academy, whose community is switched on.
  await addChild('inventor1', 'Lina', 'Saleh', await schoolId('Demo School'), await classroomId('Grade 5 Inventors'));
  await addChild('academy1', 'Yusuf', 'Nasser', await schoolId('Demo Academy'));
  const on = await call('PUT', `/community/settings/school/${await schoolId('Demo Academy')}`, 'multiadmin1', {
    enabled: true,
  });
  expect(on.statusCode).toBe(200);
});
afterAll(async () => t?.close());

describe('the demo community', () => {
  it("shows teacher1's students the question with its correct answer, the idea and the celebration", async () => {
    const res = await get('/community/posts', 'student3');
    expect(res.statusCode).toBe(200);
    const texts = res.json().data.items.map((p: { text: string }) => p.text);
    expect(texts).toEqual(
      expect.arrayContaining([DEMO_COMMUNITY.question, DEMO_COMMUNITY.idea, DEMO_COMMUNITY.celebration]),
    );
    const question = res.json().data.items.find((p: { text: string }) => p.text === DEMO_COMMUNITY.question);
    expect(question.correct_comment_id).not.toBeNull();
    const friends = await get('/community/friends', 'student1');
    expect(friends.json().data.items.map((f: { user: { id: number } }) => f.user.id)).toEqual([
      await userId('student2'),
    ]);
  });
});

describe('who may use the community', () => {
  it('is off by default for a child at home until their parent switches it on, and a school child follows the school', async () => {
    const off = await get('/community/posts', 'kid1');
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('community_off');
    expect((await get('/community/access', 'kid1')).json().data).toEqual({
      enabled: false,
      locked: false,
      decided_by: 'parent',
    });
    const on = await call('PUT', `/community/settings/child/${await profileId('kid1')}`, 'parent1', { enabled: true });
    expect(on.statusCode).toBe(200);
    expect((await get('/community/posts', 'kid1')).statusCode).toBe(200);
    const schoolChild = await call('PUT', `/community/settings/child/${await profileId('student1')}`, 'parent1', {
      enabled: false,
    });
    expect(schoolChild.statusCode).toBe(409);
  });

  it("is switched off and on for a whole school by its administrator, and not by another school's", async () => {
    const demo = await schoolId('Demo School');
    expect(
      (await call('PUT', `/community/settings/school/${demo}`, 'schooladmin1', { enabled: false })).statusCode,
    ).toBe(200);
    expect((await get('/community/posts', 'student1')).json().code).toBe('community_off');
    expect(
      (await call('PUT', `/community/settings/school/${demo}`, 'schooladmin1', { enabled: true })).statusCode,
    ).toBe(200);
    expect((await get('/community/posts', 'student1')).statusCode).toBe(200);
    const academy = await schoolId('Demo Academy');
    expect(
      (await call('PUT', `/community/settings/school/${academy}`, 'schooladmin1', { enabled: false })).statusCode,
    ).toBe(403);
  });

  it("is closed to a locked classroom's children until their teacher unlocks it", async () => {
    const explorers = await classroomId('Grade 4 Explorers');
    expect((await get(`/teacher/lock-unlock-community/${explorers}?locked=true`, 'teacher1')).statusCode).toBe(200);
    const locked = await post('/community/posts', 'student1', { type: 'idea', text: 'Hello!' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('community_locked');
    expect((await get('/community/posts', 'inventor1')).statusCode).toBe(200);
    expect((await get(`/teacher/lock-unlock-community/${explorers}?locked=false`, 'teacher1')).statusCode).toBe(200);
    expect((await get('/community/posts', 'student1')).statusCode).toBe(200);
  });
});

describe('posts and their scopes', () => {
  it('keeps a classroom post in its classroom, and shows a school post to the whole school', async () => {
    const mine = await post('/community/posts', 'student1', { type: 'idea', text: 'A classroom idea' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.scope).toBe('classroom');
    const id = mine.json().data.id;
    expect((await get(`/community/posts/${id}`, 'student3')).statusCode).toBe(200);
    expect((await get(`/community/posts/${id}`, 'inventor1')).statusCode).toBe(404);
    const list = await get('/community/posts', 'inventor1');
    expect(list.json().data.items.map((p: { id: number }) => p.id)).not.toContain(id);
    const school = await post('/community/posts', 'student1', { type: 'idea', text: 'A school idea', scope: 'school' });
    expect((await get(`/community/posts/${school.json().data.id}`, 'inventor1')).statusCode).toBe(200);
    expect((await get(`/community/posts/${school.json().data.id}`, 'academy1')).statusCode).toBe(404);
  });

  it("never shows another school's child a child's surname, picture or school", async () => {
    const world = await post('/community/posts', 'student3', { type: 'idea', text: 'Hello world!', scope: 'world' });
    const seen = await get(`/community/posts/${world.json().data.id}`, 'academy1');
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.post.author).toMatchObject({
      first_name: 'Leo',
      last_name: null,
      img_uri: null,
      school_name: null,
    });
    const classmate = await get(`/community/posts/${world.json().data.id}`, 'student4');
    expect(classmate.json().data.post.author.school_name).toBe('Demo School');
  });

  it('refuses a post with a phone number with a kind message saying what to take out, in English and Arabic', async () => {
    const en = await post('/community/posts', 'student1', { type: 'question', text: 'Call me on 079 123 4567' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.text).toEqual(['Phone numbers stay private: please take out "079 123 4567".']);
    const ar = await post('/community/posts?lang=ar', 'student1', { type: 'question', text: 'رقمي ٠٧٩١٢٣٤٥٦٧' });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.text).toEqual(['أرقام الهواتف تبقى خاصة: يرجى حذف «٠٧٩١٢٣٤٥٦٧».']);
    // The server also knows classmates' full names, which a device does not.
    const name = await post('/community/posts', 'student2', { type: 'idea', text: 'Ask leo MARTIN about it' });
    expect(name.statusCode).toBe(422);
    expect(name.json().errors.text).toEqual([
      'Full names stay private: please use a first name only instead of "Leo Martin".',
    ]);
  });

  it("celebrates only the child's own approved project", async () => {
    const achievements = await get(
      `/community/users/${await userId('student4')}/achievements?type=project`,
      'student4',
    );
    const project = Number(achievements.json().data[0].key);
    const theirs = await post('/community/posts', 'student3', {
      type: 'celebration',
      text: 'Look at this!',
      submission_id: project,
    });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors.submission_id).toEqual(['Choose one of your own approved projects to celebrate.']);
    const nothing = await post('/community/posts', 'student4', { type: 'celebration', text: 'Hooray!' });
    expect(nothing.statusCode).toBe(422);
    expect(Object.keys(nothing.json().errors)).toEqual(['celebration_type']);
    const mine = await post('/community/posts', 'student4', {
      type: 'celebration',
      text: 'Again!',
      submission_id: project,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      celebration_type: 'project',
      celebration_id: project,
      submission_id: project,
    });
  });

  it('publishes a queued post exactly once', async () => {
    const body = { type: 'idea', text: 'Sent from the outbox' };
    const first = await post('/community/posts', 'student2', body, 'community-key-0001');
    const again = await post('/community/posts', 'student2', body, 'community-key-0001');
    expect(again.json()).toEqual(first.json());
    const rows = await app.db
      .select()
      .from(communityPosts)
      .where(and(eq(communityPosts.authorUserId, await userId('student2')), eq(communityPosts.text, body.text)));
    expect(rows).toHaveLength(1);
  });

  it('lets only the author edit or delete a post, and counts likes once a child', async () => {
    const mine = (await post('/community/posts', 'student2', { type: 'idea', text: 'Draft idea' })).json().data;
    expect((await call('PATCH', `/community/posts/${mine.id}`, 'student3', { text: 'Mine now' })).statusCode).toBe(403);
    const edited = await call('PATCH', `/community/posts/${mine.id}`, 'student2', { text: 'Better idea' });
    expect(edited.json().data.text).toBe('Better idea');
    expect((await post(`/community/posts/${mine.id}/like?liked=true`, 'student3')).json().data.likes_count).toBe(1);
    expect((await post(`/community/posts/${mine.id}/like?liked=true`, 'student3')).json().data.likes_count).toBe(1);
    const likers = await get(`/community/posts/${mine.id}/like`, 'student2');
    expect(likers.json().data.map((u: { id: number }) => u.id)).toEqual([await userId('student3')]);
    expect((await call('DELETE', `/community/posts/${mine.id}`, 'student3')).statusCode).toBe(403);
    expect((await call('DELETE', `/community/posts/${mine.id}`, 'student2')).statusCode).toBe(200);
    expect((await get(`/community/posts/${mine.id}`, 'student2')).statusCode).toBe(404);
  });
});

describe('answers', () => {
  it("lets the question's author mark an answer correct, and not another child", async () => {
    const question = (
      await post('/community/posts', 'student3', { type: 'question', text: 'What does a loop do?' })
    ).json().data;
    const answer = await post('/community/comments', 'student4', { post_id: question.id, text: 'It repeats blocks.' });
    expect(answer.statusCode).toBe(200);
    const id = answer.json().data.id;
    const other = await post(`/community/comments/${id}/make-correct-answer`, 'student5');
    expect(other.statusCode).toBe(403);
    const marked = await post(`/community/comments/${id}/make-correct-answer`, 'student3');
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.is_correct).toBe(true);
    const detail = await get(`/community/posts/${question.id}`, 'student5');
    expect(detail.json().data.post.correct_comment_id).toBe(id);
    const notes = await get('/community/users/notifications', 'student4');
    expect(notes.json().data.notifications.map((n: { kind: string }) => n.kind)).toContain('community.correctAnswer');
    const idea = (await post('/community/posts', 'student3', { type: 'idea', text: 'An idea' })).json().data;
    const reply = (await post('/community/comments', 'student4', { post_id: idea.id, text: 'Nice!' })).json().data;
    expect((await post(`/community/comments/${reply.id}/make-correct-answer`, 'student3')).statusCode).toBe(422);
  });
});

describe('friends', () => {
  it("refuses a request to oneself, twice, and to another school's child; accepts, lists and unfriends", async () => {
    const self = await post('/community/friends', 'student3', { receiver_user_id: await userId('student3') });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.receiver_user_id).toEqual(['You cannot send a friend request to yourself.']);
    const foreign = await post('/community/friends', 'student3', { receiver_user_id: await userId('academy1') });
    expect(foreign.statusCode).toBe(422);
    const sent = await post('/community/friends', 'student3', { receiver_user_id: await userId('student4') });
    expect(sent.statusCode).toBe(200);
    const twice = await post('/community/friends', 'student3', { receiver_user_id: await userId('student4') });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('friend_request_exists');
    const back = await post('/community/friends', 'student4', { receiver_user_id: await userId('student3') });
    expect(back.statusCode).toBe(409);
    expect((await get('/community/friends/sent', 'student3')).json().data.total).toBe(1);
    const waiting = await get('/community/friends/received?status=pending', 'student4');
    const request = waiting.json().data.items[0];
    expect(request.user.id).toBe(await userId('student3'));
    expect((await call('PATCH', `/community/friends/${request.id}/accept`, 'student3')).statusCode).toBe(403);
    expect((await call('PATCH', `/community/friends/${request.id}/accept`, 'student4')).statusCode).toBe(200);
    const details = await get(`/community/users/${await userId('student4')}/details`, 'student3');
    expect(details.json().data.friendship.status).toBe('accepted');
    expect((await call('DELETE', `/community/friends/${request.id}`, 'student3')).statusCode).toBe(200);
    expect((await get('/community/friends', 'student4')).json().data.total).toBe(0);
  });

  it('finds people the child may know in their own school only', async () => {
    const found = await get('/community/users?search=le', 'student1');
    expect(found.statusCode).toBe(200);
    const names = found.json().data.map((u: { first_name: string }) => u.first_name);
    expect(names).toContain('Leo');
    expect((await get('/community/users?search=yusuf', 'student1')).json().data).toEqual([]);
    const known = await get('/community/users/people-you-may-know', 'student5');
    expect(known.json().data.length).toBeGreaterThan(0);
    expect((await get(`/community/users/${await userId('academy1')}/details`, 'student1')).statusCode).toBe(404);
    const top = await get('/community/users/top', 'student1');
    expect(top.statusCode).toBe(200);
    const achievements = await get(
      `/community/users/${await userId('student4')}/achievements?type=project`,
      'student1',
    );
    expect(achievements.json().data.map((a: { title: string }) => a.title)).toEqual([DEMO_COMMUNITY.project]);
  });
});

describe('comments and declined requests', () => {
  it("lets only a comment's author edit it, the post's author remove it, and refuses an unkind edit", async () => {
    const idea = (await post('/community/posts', 'student4', { type: 'idea', text: 'A robot that dances' })).json()
      .data;
    const reply = (await post('/community/comments', 'student5', { post_id: idea.id, text: 'Yes please!' })).json()
      .data;
    expect((await call('PATCH', `/community/comments/${reply.id}`, 'student3', { text: 'Mine' })).statusCode).toBe(403);
    const unkind = await call('PATCH', `/community/comments/${reply.id}`, 'student5', { text: 'this is shit' });
    expect(unkind.statusCode).toBe(422);
    expect(unkind.json().errors.text).toEqual([
      'Let us keep our community kind: please change "shit" to friendlier words.',
    ]);
    const edited = await call('PATCH', `/community/comments/${reply.id}`, 'student5', { text: 'Yes, please!' });
    expect(edited.json().data.text).toBe('Yes, please!');
    expect((await post(`/community/comments/${reply.id}/like`, 'student4')).json().data).toMatchObject({
      liked: true,
      likes_count: 1,
    });
    expect((await post(`/community/comments/${reply.id}/like`, 'student4')).json().data.liked).toBe(false);
    expect((await call('DELETE', `/community/comments/${reply.id}`, 'student3')).statusCode).toBe(403);
    expect((await call('DELETE', `/community/comments/${reply.id}`, 'student4')).statusCode).toBe(200);
    const detail = await get(`/community/posts/${idea.id}?unlimited=true`, 'student4');
    expect(detail.json().data.comments.total).toBe(0);
    const theirs = await get(`/community/users/${await userId('student4')}/posts?type=idea`, 'student5');
    expect(theirs.json().data.items.map((p: { id: number }) => p.id)).toContain(idea.id);
  });

  it('keeps a declined request from the sender, who cannot ask again, while the child who declined may', async () => {
    const asked = (await post('/community/friends', 'student5', { receiver_user_id: await userId('student2') })).json()
      .data;
    expect((await call('PATCH', `/community/friends/${asked.id}/decline`, 'student2')).json().data.status).toBe(
      'declined',
    );
    expect((await call('PATCH', `/community/friends/${asked.id}/accept`, 'student2')).statusCode).toBe(409);
    const declined = await get('/community/friends/received?status=declined', 'student2');
    expect(declined.json().data.items.map((f: { id: number }) => f.id)).toEqual([asked.id]);
    expect(
      (await post('/community/friends', 'student5', { receiver_user_id: await userId('student2') })).statusCode,
    ).toBe(409);
    expect(
      (await post('/community/friends', 'student2', { receiver_user_id: await userId('student5') })).statusCode,
    ).toBe(200);
  });
});

describe('a teacher', () => {
  it('hides and restores a post of their classroom, and the child is told', async () => {
    const mine = (await post('/community/posts', 'student5', { type: 'idea', text: 'Something silly' })).json().data;
    expect((await post(`/community/posts/${mine.id}/hide`, 'teacher2')).statusCode).toBe(404);
    const hidden = await post(`/community/posts/${mine.id}/hide`, 'teacher1');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data.hidden).toBe(true);
    expect((await get(`/community/posts/${mine.id}`, 'student4')).statusCode).toBe(404);
    expect(
      (await get('/community/posts/hidden', 'teacher1')).json().data.items.map((p: { id: number }) => p.id),
    ).toContain(mine.id);
    const notes = (await get('/community/users/notifications', 'student5')).json().data;
    expect(notes.notifications[0].kind).toBe('community.postHidden');
    const seen = await post('/community/users/notifications', 'student5', { ids: [notes.notifications[0].id] });
    expect(seen.json().data.unseen_count).toBe(notes.unseen_count - 1);
    expect((await post(`/community/posts/${mine.id}/restore`, 'teacher1')).statusCode).toBe(200);
    expect((await get(`/community/posts/${mine.id}`, 'student4')).statusCode).toBe(200);
  });
});

describe("a child's report of a post", () => {
  const reportsOf = async (postId: number) =>
    app.db.select().from(communityReports).where(eq(communityReports.postId, postId));
  const ids = (answer: { json: () => { data: { items: { id: number }[] } } }) =>
    answer.json().data.items.map((p) => p.id);
  const reported = async (teacher: string) =>
    (await get('/community/posts/reported', teacher)).json().data.items as {
      post: { id: number; hidden: boolean };
      reports_count: number;
    }[];

  it('is kept once a child and post, hides the post from the reporter only, and reaches its teacher', async () => {
    const mine = (
      await post('/community/posts', 'student5', { type: 'idea', text: 'A robot that paints walls' })
    ).json().data;
    // Out of the caller's scope (another classroom, another school), unknown, or their own: refused.
    expect((await post(`/community/posts/${mine.id}/report`, 'inventor1')).statusCode).toBe(404);
    expect((await post(`/community/posts/${mine.id}/report`, 'academy1')).statusCode).toBe(404);
    expect((await post('/community/posts/999999/report', 'student4')).statusCode).toBe(404);
    expect((await post(`/community/posts/${mine.id}/report`, 'student5')).statusCode).toBe(422);
    expect((await post(`/community/posts/${mine.id}/report`, 'teacher1')).statusCode).toBe(403);
    expect(await reportsOf(mine.id)).toHaveLength(0);

    const first = await post(`/community/posts/${mine.id}/report`, 'student4', {}, 'report-key-1');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ id: mine.id, reported: true });
    // The same change replayed, and a second report: still one.
    expect((await post(`/community/posts/${mine.id}/report`, 'student4', {}, 'report-key-1')).statusCode).toBe(200);
    expect((await post(`/community/posts/${mine.id}/report`, 'student4')).statusCode).toBe(200);
    expect(await reportsOf(mine.id)).toHaveLength(1);

    expect(ids(await get('/community/posts', 'student4'))).not.toContain(mine.id);
    expect((await get(`/community/posts/${mine.id}`, 'student4')).statusCode).toBe(404);
    expect((await post(`/community/posts/${mine.id}/like`, 'student4')).statusCode).toBe(404);
    expect(ids(await get('/community/posts', 'student3'))).toContain(mine.id);
    expect(ids(await get('/community/posts', 'student5'))).toContain(mine.id);

    expect((await get('/community/posts/reported', 'student4')).statusCode).toBe(403);
    expect((await reported('teacher2')).map((r) => r.post.id)).not.toContain(mine.id);
    expect((await reported('teacher1')).find((r) => r.post.id === mine.id)?.reports_count).toBe(1);
    expect((await post(`/community/posts/${mine.id}/report`, 'student3')).statusCode).toBe(200);
    const listed = await reported('teacher1');
    expect(listed[0]).toMatchObject({ post: { id: mine.id }, reports_count: 2 });

    // The teacher hides it (still listed, to restore) and restores it; the author may still delete it.
    expect((await post(`/community/posts/${mine.id}/hide`, 'teacher1')).statusCode).toBe(200);
    expect((await reported('teacher1'))[0]).toMatchObject({ post: { id: mine.id, hidden: true } });
    expect((await post(`/community/posts/${mine.id}/restore`, 'teacher1')).statusCode).toBe(200);
    expect((await call('DELETE', `/community/posts/${mine.id}`, 'student5')).statusCode).toBe(200);
    expect(await reportsOf(mine.id)).toHaveLength(0);
    expect((await reported('teacher1')).map((r) => r.post.id)).not.toContain(mine.id);
  });
});

describe('the legacy post calls', () => {
  it('create, list, read for editing and delete a post', async () => {
    const created = await post('/create-post', 'student2', {
      student_profile_id: await profileId('student2'),
      text: 'Old app post',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    expect(
      (await post('/create-post', 'student2', { student_profile_id: await profileId('student1'), text: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await get('/getPostLast', 'student3')).json().data.id).toBe(id);
    expect((await get('/get-posts', 'student3')).json().data.items[0].id).toBe(id);
    expect((await get(`/edit-post/${id}`, 'student2')).json().data.text).toBe('Old app post');
    expect((await get(`/edit-post/${id}`, 'student3')).statusCode).toBe(403);
    expect((await post(`/delete/${id}`, 'student2')).statusCode).toBe(200);
  });
});
