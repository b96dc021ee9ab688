import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { classrooms, classroomStudents, schools, teacherProfiles, users } from '../db/tables.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { multipart, PNG_BYTES, startLearningTest, type LearningTest } from '../test-support/learning.js';

/**
 * Issue 11, hole 5: a child's uploaded photo is served only to a signed-in user who may see that child (the
 * child, their parent, their teachers, a classmate whose leaderboard shows them), never kept by a cache, and
 * never to a guest; the old public address /uploads/<name> serves nothing.
 */

let l: LearningTest;
afterEach(async () => l?.close());

async function upload(username: string): Promise<string> {
  const body = multipart('image', 'me.png', PNG_BYTES, 'image/png');
  const res = await l.t.app.inject({
    method: 'POST',
    url: '/api/upload-image-profile',
    headers: { ...bearer(await tokenFor(l.t.app, username)), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.img_uri as string;
}

async function fetchPhoto(imgUri: string, username?: string) {
  const headers = username ? bearer(await tokenFor(l.t.app, username)) : {};
  return l.t.app.inject({ method: 'GET', url: `/api${imgUri}`, headers });
}

async function schoolId(name: string) {
  return (await l.t.app.db.select().from(schools).where(eq(schools.name, name)).limit(1))[0]!.id;
}

/** A Demo School student seated in teacher2's classroom (another class of the same school). */
async function studentOfAnotherClass(username: string) {
  const student = await l.addStudent(username, {
    firstName: 'Other',
    schoolId: await schoolId('Demo School'),
    trial: false,
  });
  const [room] = await l.t.app.db
    .select({ id: classrooms.id })
    .from(classrooms)
    .innerJoin(teacherProfiles, eq(teacherProfiles.id, classrooms.teacherProfileId))
    .innerJoin(users, and(eq(users.id, teacherProfiles.userId), eq(users.usernameKey, 'teacher2')))
    .limit(1);
  await l.t.app.db.write((tx) =>
    tx.insert(classroomStudents).values({ classroomId: room!.id, studentProfileId: student.id }),
  );
  return student;
}

describe("a child's photo", () => {
  it('is served to the child, their parent and their teacher, with no-store; to nobody else', async () => {
    l = await startLearningTest();
    const uri = await upload('student1');
    expect(uri).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);

    for (const who of ['student1', 'parent1', 'teacher1']) {
      const res = await fetchPhoto(uri, who);
      expect(res.statusCode, who).toBe(200);
      expect(res.rawPayload.equals(PNG_BYTES), who).toBe(true);
      expect(res.headers['content-type'], who).toBe('image/png');
      expect(String(res.headers['cache-control']), who).toMatch(/no-store/);
      expect(String(res.headers['cache-control']), who).toMatch(/private/);
    }

    await studentOfAnotherClass('otherclass');
    await l.addStudent('academykid', { schoolId: await schoolId('Demo Academy'), trial: false });
    await l.addStudent('homekid');
    // teacher2: the same school, another class; teacher3: another school; a classmate who does not see
    // student1 on this week's board; students of another class, another school, or none; a school admin.
    for (const who of [
      'teacher2',
      'teacher3',
      'student2',
      'otherclass',
      'academykid',
      'homekid',
      'schooladmin1',
      'multiadmin1',
    ]) {
      const res = await fetchPhoto(uri, who);
      expect(res.statusCode, who).toBe(403);
      expect(res.rawPayload.includes(PNG_BYTES.subarray(0, 16)), who).toBe(false);
    }

    // A guest: 401, and the old public address serves no photo.
    const guest = await fetchPhoto(uri);
    expect(guest.statusCode).toBe(401);
    const old = await l.t.app.inject({ method: 'GET', url: uri });
    expect(old.rawPayload.includes(PNG_BYTES.subarray(0, 16))).toBe(false);
    // A name that is no one's picture, or not a picture's name at all, answers as a stranger's photo does.
    expect((await fetchPhoto('/uploads/00000000-0000-4000-8000-000000000000.png', 'student1')).statusCode).toBe(403);
    expect((await fetchPhoto('/uploads/..%2f..%2fapp.db', 'student1')).statusCode).toBe(403);
  });

  it("is a classmate's to see while the class leaderboard shows the child, and then the board names it", async () => {
    l = await startLearningTest();
    const uri = await upload('student1');
    expect((await fetchPhoto(uri, 'student2')).statusCode).toBe(403);
    await l.addPoints('student1', 'test:a', 40);
    const board = (await l.call('GET', '/students-top-ten/', 'student2')).json.data;
    expect(board.scope).toBe('classroom');
    expect(board.entries).toEqual([expect.objectContaining({ name: 'Yousef S.', img_uri: uri, is_me: false })]);
    const res = await fetchPhoto(uri, 'student2');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
    // Another class of the same school has its own board: not there.
    await studentOfAnotherClass('otherclass');
    expect((await fetchPhoto(uri, 'otherclass')).statusCode).toBe(403);
  });

  it("is never shown on the world's board of children who share no school, nor served to them", async () => {
    l = await startLearningTest();
    await l.addStudent('homekid1', { firstName: 'Home', trial: false });
    await l.addStudent('homekid2', { firstName: 'Away', trial: false });
    const uri = await upload('homekid1');
    await l.addPoints('homekid1', 'test:a', 40);
    await l.addPoints('homekid2', 'test:a', 10);
    const board = (await l.call('GET', '/students-top-ten/', 'homekid2')).json.data;
    expect(board.scope).toBe('world');
    expect(board.entries).toEqual([
      expect.objectContaining({ name: 'Home T.', img_uri: null }),
      expect.objectContaining({ name: 'Away T.', is_me: true }),
    ]);
    expect((await fetchPhoto(uri, 'homekid2')).statusCode).toBe(403);
    // The child sees their own photo on their board, and may fetch it.
    const own = (await l.call('GET', '/students-top-ten/', 'homekid1')).json.data;
    expect(own.entries[0]).toMatchObject({ is_me: true, img_uri: uri });
    expect((await fetchPhoto(uri, 'homekid1')).statusCode).toBe(200);
  });

  it('an emoji picture is not a photo: it stays on every board', async () => {
    l = await startLearningTest();
    await l.addStudent('homekid1', { firstName: 'Home', trial: false });
    await l.addStudent('homekid2', { firstName: 'Away', trial: false });
    await l.addPoints('homekid1', 'test:a', 40);
    await l.t.app.db.write((tx) =>
      tx.update(users).set({ imgUri: 'emoji:1' }).where(eq(users.usernameKey, 'homekid1')),
    );
    const board = (await l.call('GET', '/students-top-ten/', 'homekid2')).json.data;
    expect(board.entries[0]).toMatchObject({ name: 'Home T.', img_uri: 'emoji:1' });
  });
});
