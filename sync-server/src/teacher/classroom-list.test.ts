import { afterEach, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
afterEach(async () => t?.close());

async function seeded() {
  t = await startTestApp({ seedDemoData: true });
  return t.app;
}

const get = async (url: string, username?: string) =>
  t.app.inject({ method: 'GET', url, headers: username ? bearer(await tokenFor(t.app, username)) : {} });

describe('GET /teacher/get-classroom-list', () => {
  it("answers the teacher's own classrooms with student counts and course titles", async () => {
    await seeded();
    const res = await get('/api/teacher/get-classroom-list', 'teacher1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        name: 'Grade 4 Explorers',
        school_grade_id: 4,
        number_of_seats: 30,
        student_count: 5,
        locked: false,
        courses: [expect.objectContaining({ title: 'SmoothY Starter' })],
      }),
      expect.objectContaining({
        name: 'Sunny Starters',
        school_grade_id: 1,
        number_of_seats: 20,
        student_count: 5,
        courses: [expect.objectContaining({ title: 'My First Computer' })],
      }),
    ]);
    const ar = (await get('/api/teacher/get-classroom-list?lang=ar', 'teacher1')).json().data;
    expect(ar[0].courses[0].title).toBe('بداية سموذي');
  });

  it("never shows another teacher's classroom", async () => {
    await seeded();
    const other = (await get('/api/teacher/get-classroom-list', 'teacher2')).json().data;
    expect(other.map((c: { name: string }) => c.name)).toEqual(['Grade 5 Inventors']);
    expect(other[0].student_count).toBe(0);
    expect((await get('/api/teacher/get-classroom-list', 'teacher3')).json().data).toEqual([]);
  });

  it('refuses a student with 403 and no token with 401', async () => {
    await seeded();
    expect((await get('/api/teacher/get-classroom-list', 'student1')).statusCode).toBe(403);
    expect((await get('/api/teacher/get-classroom-list', 'parent1')).statusCode).toBe(403);
    expect((await get('/api/teacher/get-classroom-list')).statusCode).toBe(401);
  });
});
