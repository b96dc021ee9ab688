import { weekStart } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications, schools, studentProfiles, users } from '../db/tables.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { uploadsDir } from './profile.js';
import { multipart, PNG_BYTES, startLearningTest, type LearningTest } from '../test-support/learning.js';

let l: LearningTest;
afterEach(async () => l?.close());
const start = async () => (l = await startLearningTest());

describe('GET /students-top-ten/', () => {
  it("ranks a school student's classroom by weekly points, names masked", async () => {
    await start();
    await l.addPoints('student2', 'test:a', 50);
    await l.addPoints('student3', 'test:a', 30);
    await l.submit('student1', 'l1', await l.rightL1()); // 80
    await l.addStudent('outsider', { firstName: 'Zed', trial: false }); // not a school student: never on a classroom board
    await l.addPoints('outsider', 'test:a', 500);
    const res = await l.call('GET', '/students-top-ten/', 'student1');
    expect(res.status).toBe(200);
    const board = res.json.data;
    expect(board).toMatchObject({
      scope: 'classroom',
      time_zone: 'UTC',
      week_start: weekStart(new Date()).toISOString(),
    });
    expect(board.entries).toEqual([
      { rank: 1, name: 'Yousef S.', weekly_points: 80, img_uri: null, is_me: true },
      { rank: 2, name: 'Noor S.', weekly_points: 50, img_uri: null, is_me: false },
      { rank: 3, name: 'Leo M.', weekly_points: 30, img_uri: null, is_me: false },
    ]);
    expect(board.me).toEqual({ rank: 1, weekly_points: 80 });
    expect(JSON.stringify(board)).not.toMatch(/Saleh|Martin|student2|username/);
  });

  it('ranks students who are not school students among themselves, top 10 only', async () => {
    await start();
    for (let i = 1; i <= 12; i++) {
      await l.addStudent(`homekid${i}`, { firstName: `Kid${i}`, lastName: 'Home' });
      await l.addPoints(`homekid${i}`, 'test:a', i * 10);
    }
    await l.addPoints('student1', 'test:a', 1000);
    const board = (await l.call('GET', '/students-top-ten/', 'homekid1')).json.data;
    expect(board.scope).toBe('world');
    expect(board.entries).toHaveLength(10);
    expect(board.entries[0]).toMatchObject({ rank: 1, name: 'Kid12 H.', weekly_points: 120 });
    expect(board.entries.some((e: { name: string }) => e.name.startsWith('Yousef'))).toBe(false);
    expect(board.me).toEqual({ rank: 12, weekly_points: 10 });
  });

  it('counts only this week: points before Sunday 00:00 UTC leave the weekly total, not the total', async () => {
    await start();
    const start_ = weekStart(new Date());
    await l.addPoints('student2', 'test:last-week', 70, new Date(start_.getTime() - 1).toISOString());
    await l.addPoints('student2', 'test:this-week', 5, start_.toISOString());
    const overview = (await l.call('GET', '/studentoverview/', 'student2')).json.data;
    expect(overview).toMatchObject({ points: 75, weekly_points: 5, week_start: start_.toISOString() });
    expect(new Date(overview.resets_at).getTime() - start_.getTime()).toBe(7 * 86_400_000);
    const board = (await l.call('GET', '/students-top-ten/', 'student2')).json.data;
    expect(board.entries).toEqual([expect.objectContaining({ name: 'Noor S.', weekly_points: 5 })]);
  });
});

describe("reading a student's courses, badges and trophies", () => {
  it('lets the student, their parent and their teacher read; anyone else gets 403', async () => {
    await start();
    await l.submit('student1', 'l1', await l.rightL1());
    const id = (await l.profileOf('student1')).id;
    for (const who of ['student1', 'parent1', 'teacher1']) {
      const badges = await l.call('GET', `/student-badges/${id}`, who);
      expect(badges.status, who).toBe(200);
      expect(badges.json.data.earned_count).toBe(2);
      expect((await l.call('GET', `/student-trophies/${id}`, who)).status, who).toBe(200);
      expect((await l.call('GET', `/students/${id}/courses`, who)).status, who).toBe(200);
    }
    for (const who of ['student2', 'teacher2', 'schooladmin1']) {
      expect((await l.call('GET', `/student-badges/${id}`, who)).status, who).toBe(403);
      expect((await l.call('GET', `/student-trophies/${id}`, who)).status, who).toBe(403);
      expect((await l.call('GET', `/students/${id}/courses`, who)).status, who).toBe(403);
    }
    const stranger = await l.addStudent('stranger');
    expect((await l.call('GET', `/student-badges/${stranger.id}`, 'parent1')).status).toBe(403);
    expect((await l.call('GET', '/student-badges/999999', 'parent1')).status).toBe(403);
    expect((await l.call('GET', '/student-badges/abc', 'parent1')).status).toBe(422);
  });

  it('answers every badge with its progress, and the trophies with their project goals', async () => {
    await start();
    await l.submit('student1', 'l1', await l.rightL1());
    const { badges } = (await l.call('GET', `/student-badges/${(await l.profileOf('student1')).id}`, 'student1')).json
      .data;
    expect(badges.find((b: { key: string }) => b.key === 'firstLesson')).toMatchObject({
      title: 'First Step',
      earned: true,
      progress: 1,
      goal: 1,
    });
    expect(badges.find((b: { key: string }) => b.key === 'fiveLessons')).toMatchObject({
      earned: false,
      earned_at: null,
      progress: 1,
      goal: 5,
    });
    const ar = (await l.call('GET', `/student-badges/${(await l.profileOf('student1')).id}?lang=ar`, 'student1')).json
      .data;
    expect(ar.badges[0].title).toBe('الخطوة الأولى');
    const trophies = (await l.call('GET', `/student-trophies/${(await l.profileOf('student1')).id}`, 'student1')).json
      .data;
    expect(trophies).toMatchObject({ approved_projects: 0 });
    expect(trophies.trophies.map((t: { key: string; goal: number }) => [t.key, t.goal])).toEqual([
      ['projectHero', 10],
      ['creativeCoder', 30],
      ['codingInnovator', 100],
    ]);
  });

  it("GET /students/{id}/courses lists the classroom's course and started ones; /student-courses/{id} the whole catalogue", async () => {
    await start();
    const id = (await l.profileOf('student1')).id;
    await l.submit('student1', 'l1', await l.rightL1());
    const followed = (await l.call('GET', `/students/${id}/courses`, 'parent1')).json.data;
    expect(followed.student).toEqual({ id, first_name: 'Yousef', last_name: 'Saleh' });
    expect(followed.courses.map((c: { number: number }) => c.number)).toEqual([1]);
    expect(followed.courses[0]).toMatchObject({
      assigned: true,
      locked: false,
      playable_stones: 6,
      completed_stones: 1,
      stone_count: 9,
      completed: false,
    });
    const all = await l.call('GET', `/student-courses/${id}`, 'student1');
    expect(all.json.data).toHaveLength(11);
    expect(all.json.data.find((c: { number: number }) => c.number === 2)).toMatchObject({
      locked: true,
      assigned: false,
    });
    expect((await l.call('GET', `/student-courses/${(await l.profileOf('student2')).id}`, 'student1')).status).toBe(
      403,
    );
    expect((await l.call('GET', `/student-courses/${id}`, 'parent1')).status).toBe(403);
  });
});

describe('course lists', () => {
  it('GET /get-program-courses?level and /courses-by-level-name', async () => {
    await start();
    const basic = (await l.call('GET', '/get-program-courses?level=basic', 'student1')).json.data;
    expect(basic.every((c: { level: string }) => c.level === 'basic')).toBe(true);
    expect(basic.map((c: { number: number }) => c.number)).toEqual(expect.arrayContaining([1, 2, 8, 9]));
    expect((await l.call('GET', '/get-program-courses?level=wizard', 'student1')).status).toBe(422);
    expect((await l.call('GET', '/get-program-courses', 'student1')).status).toBe(422);
    const grouped = (await l.call('GET', '/courses-by-level-name?lang=ar', 'student1')).json.data;
    expect(grouped.map((g: { level: string }) => g.level)).toEqual([
      'basic',
      'intermediate',
      'advanced',
      'expert',
      'html',
    ]);
    expect(grouped[0].courses[0].title).toBe('بداية سموذي');
  });

  it('GET /get-student-courses-completions lists completed courses', async () => {
    await start();
    expect((await l.call('GET', '/get-student-courses-completions', 'student1')).json.data).toEqual([]);
    await l.completeDirectly('student1', 1, ['l1', 'l2', 'l3', 'l4', 'l5', 'l6']);
    const done = (await l.call('GET', '/get-student-courses-completions', 'student1')).json.data;
    expect(done).toEqual([
      expect.objectContaining({ course_id: await l.courseId(1), number: 1, title: 'SmoothY Starter' }),
    ]);
  });
});

describe('the student themself', () => {
  it('GET /studentprofile, /studentoverview/, /student-collection-details, /is-student-junior', async () => {
    await start();
    await l.submit('student1', 'l1', await l.rightL1());
    const profile = (await l.call('GET', '/studentprofile', 'student1')).json.data;
    expect(profile).toMatchObject({
      username: 'student1',
      first_name: 'Yousef',
      last_name: 'Saleh',
      is_school_student: true,
      is_trial: false,
      is_junior: false,
      school_name: 'Demo School',
      classroom_name: 'Grade 4 Explorers',
      points: 80,
      weekly_points: 80,
    });
    expect(profile.badges.map((b: { key: string }) => b.key)).toEqual(['firstLesson', 'perfectLesson']);
    const overview = (await l.call('GET', '/studentoverview/', 'student1')).json.data;
    expect(overview).toMatchObject({
      lessons_completed: 1,
      perfect_lessons: 1,
      courses_completed: 0,
      badges_earned: 2,
      leaderboard_rank: 1,
      unseen_notifications: 2,
    });
    expect(overview.current_course).toMatchObject({
      number: 1,
      next_stone_id: await l.stoneId(1, 'l2'),
      playable_stones: 6,
      completed_stones: 1,
    });
    const collection = (await l.call('GET', '/student-collection-details', 'student1')).json.data;
    expect(collection).toMatchObject({ points: 80, lessons_completed: 1, emojis_unlocked: 7, completed_courses: [] });
    expect((await l.call('GET', '/is-student-junior', 'student1')).json.data).toEqual({ is_junior: false, age: 9 });
    const young = await l.addStudent('littleone');
    await l.t.app.db.write((tx) =>
      tx
        .update(studentProfiles)
        .set({ yearOfBirth: new Date().getUTCFullYear() - 6 })
        .where(eq(studentProfiles.id, young.id)),
    );
    expect((await l.call('GET', '/is-student-junior', 'littleone')).json.data).toEqual({ is_junior: true, age: 6 });
    expect((await l.call('GET', '/studentprofile', 'parent1')).status).toBe(403);
  });

  it('POST /change-has-seen-modal-flag-to-true/{courseId}', async () => {
    await start();
    const res = await l.call(
      'POST',
      `/change-has-seen-modal-flag-to-true/${await l.courseId(1)}`,
      'student1',
      undefined,
      { 'idempotency-key': 'modal-seen-00001' },
    );
    expect(res.json.data).toEqual({ course_id: await l.courseId(1), has_seen_modal: true });
    expect((await l.call('GET', '/coursedetails/1', 'student1')).json.data.has_seen_modal).toBe(true);
    expect((await l.call('GET', '/coursedetails/1', 'student2')).json.data.has_seen_modal).toBe(false);
    expect((await l.call('POST', '/change-has-seen-modal-flag-to-true/99999', 'student1')).status).toBe(404);
  });

  it('POST /user-ide-visit and /storyline-video-status set the flags; another user id is refused', async () => {
    await start();
    const me = (await l.profileOf('student1')).userId;
    expect(
      (await l.call('POST', '/user-ide-visit', 'student1', { user_id: me, has_visited_ide: true })).json.data,
    ).toEqual({ has_visited_ide: true });
    const other = await l.call('POST', '/user-ide-visit', 'student1', {
      user_id: (await l.profileOf('student2')).userId,
      has_visited_ide: true,
    });
    expect(other.status).toBe(403);
    expect((await l.call('POST', '/user-ide-visit', 'student1', { user_id: me })).status).toBe(422);
    expect((await l.call('POST', '/storyline-video-status', 'student1', {})).json.data).toEqual({
      did_watch_storyline_video: true,
    });
    const profile = (await l.call('GET', '/studentprofile', 'student1')).json.data;
    expect(profile).toMatchObject({ has_visited_ide: true, did_watch_storyline_video: true });
  });

  it('GET /get-emojis and POST /set-emoji-as-profile-picture/{id}: locked ones need points', async () => {
    await start();
    const list = (await l.call('GET', '/get-emojis', 'student1')).json.data;
    expect(list).toHaveLength(12);
    expect(list.filter((e: { unlocked: boolean }) => e.unlocked)).toHaveLength(6);
    expect((await l.call('POST', '/set-emoji-as-profile-picture/3', 'student1')).json.data).toEqual({
      img_uri: 'emoji:3',
    });
    const locked = await l.call('POST', '/set-emoji-as-profile-picture/12', 'student1');
    expect(locked.status).toBe(403);
    expect(locked.json.code).toBe('emoji_locked');
    expect((await l.call('POST', '/set-emoji-as-profile-picture/99', 'student1')).status).toBe(404);
    expect((await l.call('GET', '/studentprofile', 'student1')).json.data.img_uri).toBe('emoji:3');
  });
});

describe('notifications', () => {
  it("lists new-badge notifications in the reader's language and marks them seen; another's is refused", async () => {
    await start();
    await l.submit('student1', 'l1', await l.rightL1());
    const list = (await l.call('GET', '/get-student-notifications', 'student1')).json.data;
    expect(list.unseen_count).toBe(2);
    expect(list.notifications.map((n: { message: string }) => n.message)).toEqual(
      expect.arrayContaining(['You earned a new badge: First Step!']),
    );
    const ar = (await l.call('GET', '/get-student-notifications?lang=ar', 'student1')).json.data;
    expect(ar.notifications.map((n: { message: string }) => n.message)).toEqual(
      expect.arrayContaining(['حصلت على شارة جديدة: الخطوة الأولى!']),
    );
    const id = list.notifications[0].id;
    expect((await l.call('POST', `/change-is-notification-seen-flag-to-true/${id}`, 'student2')).status).toBe(403);
    expect((await l.call('POST', '/change-is-notification-seen-flag-to-true/999999', 'student1')).status).toBe(404);
    const seen = await l.call('POST', `/change-is-notification-seen-flag-to-true/${id}`, 'student1', undefined, {
      'idempotency-key': 'seen-notification-1',
    });
    expect(seen.json.data).toEqual({ id, seen: true, unseen_count: 1 });
    const replay = await l.call('POST', `/change-is-notification-seen-flag-to-true/${id}`, 'student1', undefined, {
      'idempotency-key': 'seen-notification-1',
    });
    expect(replay.json).toEqual(seen.json);
    expect(
      (await l.t.app.db.select().from(notifications).where(eq(notifications.id, id)).limit(1))[0]!.seenAt,
    ).not.toBeNull();
  });
});

describe('POST /upload-image-profile', () => {
  const upload = async (bytes: Buffer, field = 'image', name = 'me.png') => {
    const token = await tokenFor(l.t.app, 'student1');
    const body = multipart(field, name, bytes, 'image/png');
    return l.t.app.inject({
      method: 'POST',
      url: '/api/upload-image-profile',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };

  it('stores a PNG under the uploads folder, sets img_uri and serves it', async () => {
    await start();
    const res = await upload(PNG_BYTES);
    expect(res.statusCode).toBe(200);
    const uri = res.json().data.img_uri as string;
    expect(uri).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const file = join(dirname(l.t.app.config.databasePath), uri);
    expect(existsSync(file)).toBe(true);
    // Served to the child under the API with their token (photos.api.test.ts: who else may see it).
    const served = await l.t.app.inject({
      method: 'GET',
      url: `/api${uri}`,
      headers: bearer(await tokenFor(l.t.app, 'student1')),
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(
      (
        await l.t.app.db
          .select()
          .from(users)
          .where(eq(users.id, (await l.profileOf('student1')).userId))
          .limit(1)
      )[0]!.imgUri,
    ).toBe(uri);
    // A second picture replaces the first, whose file is removed.
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
    const second = await upload(jpeg, 'image', 'me.jpg');
    expect(second.json().data.img_uri).toMatch(/\.jpg$/);
    expect(existsSync(file)).toBe(false);
  });

  it('leaves no file behind when the unit that would point the profile at it fails', async () => {
    await start();
    const dir = uploadsDir(l.t.app.config.databasePath);
    const token = await tokenFor(l.t.app, 'student1');
    const before = readdirSync(dir);
    let whileFailing: string[] = [];
    const failing = vi.spyOn(l.t.app.db, 'write').mockImplementation(async () => {
      whileFailing = readdirSync(dir);
      throw new Error('the disk is full');
    });
    const body = multipart('image', 'me.png', PNG_BYTES, 'image/png');
    const res = await l.t.app.inject({
      method: 'POST',
      url: '/api/upload-image-profile',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    failing.mockRestore();
    expect(res.statusCode).toBe(500);
    // The file was written before the unit, and went with it.
    expect(whileFailing.filter((name) => !before.includes(name))).toHaveLength(1);
    expect(readdirSync(dir)).toEqual(before);
  });

  it('accepts WebP, refuses other content whatever its name (422), too large (413), or no file (422)', async () => {
    await start();
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.alloc(16)]);
    expect((await upload(webp, 'image', 'x.webp')).statusCode).toBe(200);
    const text = await upload(Buffer.from('<svg onload=alert(1)>'), 'image', 'evil.png');
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.image).toEqual(['Please choose a PNG, JPEG or WebP picture.']);
    const big = await upload(Buffer.concat([PNG_BYTES, Buffer.alloc(1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect((await upload(PNG_BYTES, 'picture')).statusCode).toBe(422);
    const json = await l.call('POST', '/upload-image-profile', 'student1', { image: 'x' });
    expect(json.status).toBe(422);
    const parent = multipart('image', 'me.png', PNG_BYTES);
    const asParent = await l.t.app.inject({
      method: 'POST',
      url: '/api/upload-image-profile',
      headers: { ...bearer(await tokenFor(l.t.app, 'parent1')), ...parent.headers },
      payload: parent.payload,
    });
    expect(asParent.statusCode).toBe(403);
  });
});

describe('a school without a classroom', () => {
  it('ranks a school student who sits in no classroom among their school', async () => {
    await start();
    const schoolId = (await l.t.app.db.select().from(schools).where(eq(schools.name, 'Demo School')).limit(1))[0]!.id;
    await l.addStudent('loner', { firstName: 'Lone', lastName: 'Wolf', schoolId, trial: false });
    await l.addPoints('loner', 'test:a', 5);
    await l.addPoints('student4', 'test:a', 7);
    const board = (await l.call('GET', '/students-top-ten/', 'loner')).json.data;
    expect(board.scope).toBe('school');
    expect(board.entries.map((e: { name: string }) => e.name)).toEqual(['Sara A.', 'Lone W.']);
  });
});
