import { afterEach, describe, expect, it } from 'vitest';
import { schools } from '../db/tables.js';
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

describe('GET /school/schools', () => {
  it("answers a multi-school administrator's schools with counts, filtered by name", async () => {
    await seeded();
    const all = (await get('/api/school/schools', 'multiadmin1')).json().data;
    expect(all.map((s: { name: string }) => s.name)).toEqual(['Demo Academy', 'Demo School']);
    expect(all.find((s: { name: string }) => s.name === 'Demo School')).toMatchObject({
      teacher_count: 2,
      // student1 to student5 and the five young children of Sunny Starters.
      student_count: 10,
      city: 'Amman',
      country: 'JO',
    });
    expect(all.find((s: { name: string }) => s.name === 'Demo Academy')).toMatchObject({
      teacher_count: 1,
      student_count: 0,
    });
    const found = (await get('/api/school/schools?search=acad', 'multiadmin1')).json().data;
    expect(found.map((s: { name: string }) => s.name)).toEqual(['Demo Academy']);
    expect((await get('/api/school/schools?search=%25', 'multiadmin1')).json().data).toEqual([]);
  });

  it('never lists a school the administrator does not manage', async () => {
    const app = await seeded();
    await app.db.write((tx) => tx.insert(schools).values({ name: 'Demo Elsewhere' }));
    const all = (await get('/api/school/schools?search=Demo', 'multiadmin1')).json().data;
    expect(all.map((s: { name: string }) => s.name)).toEqual(['Demo Academy', 'Demo School']);
  });

  it('refuses a single-school administrator, a teacher and anonymous callers', async () => {
    await seeded();
    expect((await get('/api/school/schools', 'schooladmin1')).statusCode).toBe(403);
    expect((await get('/api/school/schools', 'teacher1')).statusCode).toBe(403);
    expect((await get('/api/school/schools')).statusCode).toBe(401);
  });
});
