import { PICTURE_GRID_SIZE, PICTURE_KEYS, SIGN_IN_CODE_ALPHABET, SIGN_IN_CODE_LENGTH } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { classrooms, rateCounters, studentProfiles, users } from '../db/tables.js';
import { DEMO_CLASSROOMS, DEMO_YOUNG_CLASS } from '../seed/demo.js';
import { caller } from '../test-support/teacher-fixture.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { pictureGrid } from './service.js';

let t: TestApp;
let api: ReturnType<typeof caller>;
let explorers: number;
let sunny: number;
let teacher2Classroom: number;

const classroomId = async (name: string) =>
  (await t.app.db.select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.name, name)))[0]!.id;

beforeEach(async () => {
  t = await startTestApp({ seedDemoData: true });
  api = caller(t.app);
  explorers = await classroomId(DEMO_CLASSROOMS.teacher1.name);
  sunny = await classroomId(DEMO_YOUNG_CLASS.name);
  teacher2Classroom = await classroomId(DEMO_CLASSROOMS.teacher2.name);
});
afterEach(async () => t?.close());

async function profileOf(username: string) {
  const [row] = await t.app.db
    .select({ id: studentProfiles.id, picture: studentProfiles.picturePassword })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(users.username, username));
  return row!;
}

const url = (id: number) => `/teacher/classrooms/${id}/picture-sign-in`;

describe('POST /teacher/classrooms/{id}/picture-sign-in', () => {
  it('turns it on: a code of unambiguous letters, and a picture for every student, spread over the set', async () => {
    const res = await api.post(url(explorers), { enabled: true }, 'teacher1');
    expect(res.statusCode).toBe(200);
    const state = res.json().data;
    expect(state.picture_sign_in).toBe(true);
    expect(state.sign_in_code).toHaveLength(SIGN_IN_CODE_LENGTH);
    expect([...state.sign_in_code].every((c: string) => SIGN_IN_CODE_ALPHABET.includes(c))).toBe(true);
    expect(state.students).toHaveLength(5);
    const pictures = state.students.map((s: { picture: string }) => s.picture);
    expect(pictures.every((p: string) => (PICTURE_KEYS as readonly string[]).includes(p))).toBe(true);
    // Five children, twelve pictures: no two share one.
    expect(new Set(pictures).size).toBe(5);
    expect(state.students[0]).toEqual({
      student_profile_id: expect.any(Number),
      first_name: expect.any(String),
      last_name: expect.any(String),
      username: expect.stringMatching(/^student\d$/),
      picture: expect.any(String),
    });
    // The same answer from the read, and in the database.
    expect((await api.get(url(explorers), 'teacher1')).json().data).toEqual(state);
    expect((await profileOf('student1')).picture).toBe(
      state.students.find((s: { username: string }) => s.username === 'student1').picture,
    );
  });

  it('turning it off keeps the code and the pictures; on again gives the same ones', async () => {
    const on = (await api.post(url(explorers), { enabled: true }, 'teacher1')).json().data;
    const off = await api.post(url(explorers), { enabled: false }, 'teacher1');
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ picture_sign_in: false, sign_in_code: on.sign_in_code });
    expect((await api.get(`/picture-sign-in/${on.sign_in_code}`)).statusCode).toBe(404);
    const again = (await api.post(url(explorers), { enabled: true }, 'teacher1')).json().data;
    expect(again).toEqual(on);
  });

  it("refuses another teacher's classroom, an unknown one, other roles and bad bodies, writing nothing", async () => {
    expect((await api.post(url(teacher2Classroom), { enabled: true }, 'teacher1')).statusCode).toBe(403);
    expect((await api.post(url(explorers), { enabled: true }, 'teacher2')).statusCode).toBe(403);
    expect((await api.post(url(explorers), { enabled: true }, 'teacher3')).statusCode).toBe(403);
    expect((await api.post(url(99999), { enabled: true }, 'teacher1')).statusCode).toBe(403);
    for (const who of ['student1', 'parent1', 'schooladmin1']) {
      expect((await api.post(url(explorers), { enabled: true }, who)).statusCode).toBe(403);
    }
    expect((await api.post(url(explorers), { enabled: true })).statusCode).toBe(401);
    const bad = await api.post(url(explorers), { enabled: 'yes' }, 'teacher1');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.enabled).toBeDefined();
    expect((await api.post(url(explorers), {}, 'teacher1')).statusCode).toBe(422);
    expect((await api.get(url(teacher2Classroom), 'teacher1')).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(classrooms).where(eq(classrooms.id, explorers));
    expect(row).toMatchObject({ pictureSignIn: false, signInCode: null });
    expect((await profileOf('student1')).picture).toBeNull();
  });
});

describe('POST /teacher/classrooms/{id}/picture-sign-in/students/{studentId}', () => {
  it("changes a child's picture to the one chosen, or to another one", async () => {
    const adam = await profileOf('sunny1');
    const chosen = await api.post(`${url(sunny)}/students/${adam.id}`, { picture: 'moon' }, 'teacher1');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toEqual({
      student_profile_id: adam.id,
      first_name: 'Adam',
      last_name: 'Farah',
      username: 'sunny1',
      picture: 'moon',
    });
    const reset = await api.post(`${url(sunny)}/students/${adam.id}`, {}, 'teacher1');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.picture).not.toBe('moon');
    expect((await profileOf('sunny1')).picture).toBe(reset.json().data.picture);
  });

  it('refuses a student of another classroom, a foreign classroom, other roles and a picture not of the set', async () => {
    const adam = await profileOf('sunny1');
    const student1 = await profileOf('student1');
    expect((await api.post(`${url(sunny)}/students/${student1.id}`, {}, 'teacher1')).statusCode).toBe(403);
    expect((await api.post(`${url(sunny)}/students/${adam.id}`, {}, 'teacher2')).statusCode).toBe(403);
    expect((await api.post(`${url(sunny)}/students/${adam.id}`, {}, 'student1')).statusCode).toBe(403);
    const bad = await api.post(`${url(sunny)}/students/${adam.id}`, { picture: 'dragon' }, 'teacher1');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.picture).toBeDefined();
    expect((await profileOf('sunny1')).picture).toBe('sun');
  });
});

describe('GET /picture-sign-in/{code}', () => {
  it("lists first names, last initials and avatars only, each child's nine pictures with theirs among them", async () => {
    const res = await api.get('/picture-sign-in/sunny');
    expect(res.statusCode).toBe(200);
    const { classroom_name, children } = res.json().data;
    expect(classroom_name).toBe('Sunny Starters');
    expect(children).toHaveLength(DEMO_YOUNG_CLASS.children.length);
    const adam = children.find((c: { first_name: string }) => c.first_name === 'Adam');
    expect(Object.keys(adam).sort()).toEqual([
      'avatar',
      'first_name',
      'last_initial',
      'pictures',
      'student_profile_id',
    ]);
    expect(adam.last_initial).toBe('F');
    expect(adam.pictures).toHaveLength(PICTURE_GRID_SIZE);
    expect(new Set(adam.pictures).size).toBe(PICTURE_GRID_SIZE);
    expect(adam.pictures).toContain('sun');
    expect(JSON.stringify(res.json())).not.toMatch(/sunny\d|Farah|username/);
    // The same nine every time: asking again tells nothing new.
    expect((await api.get('/picture-sign-in/SUNNY')).json().data.children).toEqual(children);
  });

  it('answers 404 for an unknown code, a class with picture sign-in off, and an archived class; 422 for a bad code', async () => {
    expect((await api.get('/picture-sign-in/NOPEX')).statusCode).toBe(404);
    await t.app.db.write((tx) => tx.update(classrooms).set({ status: 'archived' }).where(eq(classrooms.id, sunny)));
    expect((await api.get('/picture-sign-in/SUNNY')).statusCode).toBe(404);
    await t.app.db.write((tx) =>
      tx.update(classrooms).set({ status: 'active', pictureSignIn: false }).where(eq(classrooms.id, sunny)),
    );
    expect((await api.get('/picture-sign-in/SUNNY')).statusCode).toBe(404);
    expect((await api.get('/picture-sign-in/SUN1Y')).statusCode).toBe(422);
  });

  it('leaves out disabled children and children without a picture', async () => {
    const zaid = await profileOf('sunny3');
    await t.app.db.write((tx) =>
      tx.update(studentProfiles).set({ picturePassword: null }).where(eq(studentProfiles.id, zaid.id)),
    );
    const [lana] = await t.app.db
      .select({ userId: studentProfiles.userId })
      .from(studentProfiles)
      .where(eq(studentProfiles.id, (await profileOf('sunny2')).id));
    await t.app.db.write((tx) => tx.update(users).set({ status: 'disabled' }).where(eq(users.id, lana!.userId)));
    const names = (await api.get('/picture-sign-in/SUNNY'))
      .json()
      .data.children.map((c: { first_name: string }) => c.first_name);
    expect(names.sort()).toEqual(['Adam', 'Mira', 'Sami']);
  });
});

describe('pictureGrid', () => {
  it('hides which picture is the right one: the same nine for a child, a different order and choice per secret', () => {
    const grid = pictureGrid('secret-a', 7, 'sun');
    expect(grid).toEqual(pictureGrid('secret-a', 7, 'sun'));
    expect(grid).toContain('sun');
    // Over many children the right picture is in every place of the grid.
    const places = new Set(Array.from({ length: 200 }, (_, id) => pictureGrid('secret-a', id, 'sun').indexOf('sun')));
    expect(places.size).toBe(PICTURE_GRID_SIZE);
  });
});

describe('POST /picture-sign-in/{code}', () => {
  it('signs a child in with their picture: the answer of POST /login', async () => {
    const adam = await profileOf('sunny1');
    const res = await api.post('/picture-sign-in/SUNNY', { student_profile_id: adam.id, picture: 'sun' });
    expect(res.statusCode).toBe(200);
    const [item] = res.json().data;
    expect(item).toMatchObject({
      username: 'sunny1',
      user_type: 'student',
      is_school_student: true,
      student_profile: { id: adam.id, first_name: 'Adam', last_name: 'Farah' },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/studentprofile',
      headers: { authorization: `Bearer ${item.api_token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a wrong picture in the child’s language with a field error, and a child of another class', async () => {
    const adam = await profileOf('sunny1');
    const wrong = await api.post('/picture-sign-in/SUNNY', { student_profile_id: adam.id, picture: 'cat' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.picture[0]).toBe('That is not your picture. Look again and tap your own picture.');
    const ar = await api.post('/picture-sign-in/SUNNY?lang=ar', { student_profile_id: adam.id, picture: 'cat' });
    expect(ar.json().errors.picture[0]).toBe('هذه ليست صورتك. انظر مرة أخرى واضغط على صورتك.');
    const student1 = await profileOf('student1');
    const other = await api.post('/picture-sign-in/SUNNY', { student_profile_id: student1.id, picture: 'sun' });
    expect(other.statusCode).toBe(422);
    expect((await api.post('/picture-sign-in/NOPEX', { student_profile_id: adam.id, picture: 'sun' })).statusCode).toBe(
      404,
    );
    const bad = await api.post('/picture-sign-in/SUNNY', { student_profile_id: adam.id, picture: 'dragon' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.picture).toBeDefined();
  });

  it('limits tries: after three wrong pictures from one address even the right one must wait', async () => {
    const adam = await profileOf('sunny1');
    for (let i = 0; i < 3; i++) {
      const res = await api.post('/picture-sign-in/SUNNY', { student_profile_id: adam.id, picture: 'cat' });
      expect(res.statusCode).toBe(422);
    }
    const blocked = await api.post('/picture-sign-in/SUNNY', { student_profile_id: adam.id, picture: 'sun' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The counters are the password login's: POST /login of the account is resting too.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login_email: 'sunny1', password: 'Demo1234' },
    });
    expect(login.statusCode).toBe(429);
    // Another child of the class is not held up.
    const mira = await profileOf('sunny4');
    expect(
      (await api.post('/picture-sign-in/SUNNY', { student_profile_id: mira.id, picture: 'flower' })).statusCode,
    ).toBe(200);
  });

  it('makes the account rest after its free failures from any address, and a right picture clears the count', async () => {
    const adam = await profileOf('sunny1');
    const from = (ip: string, picture: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/picture-sign-in/SUNNY',
        remoteAddress: ip,
        payload: { student_profile_id: adam.id, picture },
      });
    expect((await from('10.0.0.1', 'cat')).statusCode).toBe(422);
    expect((await from('10.0.0.2', 'sun')).statusCode).toBe(200);
    const left = await t.app.db.select().from(rateCounters);
    expect(left.some((r) => r.key.startsWith('account-failures-login'))).toBe(false);
    for (const ip of ['10.0.0.3', '10.0.0.4', '10.0.0.5']) expect((await from(ip, 'cat')).statusCode).toBe(422);
    const resting = await from('10.0.0.6', 'sun');
    expect(resting.statusCode).toBe(429);
    expect(resting.json().message).toMatch(/resting/);
  });

  it('never writes a class code into the log', async () => {
    await api.get('/picture-sign-in/SUNNY');
    await api.post('/picture-sign-in/SUNNY', { student_profile_id: 1, picture: 'sun' });
    expect(t.logs()).not.toMatch(/SUNNY/);
  });
});
