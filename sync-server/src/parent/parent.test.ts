import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { parentProfiles, studentProfiles, users } from '../db/tables.js';
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

/** Another family: parent2 with one child, who names parent1's email but is not linked to parent1. */
async function addAnotherFamily() {
  await t.app.db.write(async (db) => {
    const [parentUser] = await db
      .insert(users)
      .values({ username: 'parent2', usernameKey: 'parent2', email: 'other.parent@example.com', userType: 'parent' })
      .returning();
    const [parent] = await db
      .insert(parentProfiles)
      .values({ userId: parentUser!.id, firstName: 'Other', lastName: 'Parent' })
      .returning();
    const [kid] = await db
      .insert(users)
      .values({ username: 'otherkid', usernameKey: 'otherkid', userType: 'student' })
      .returning();
    await db.insert(studentProfiles).values({
      userId: kid!.id,
      firstName: 'Other',
      lastName: 'Kid',
      parentProfileId: parent!.id,
      parentEmail: 'maryam.saleh@example.com',
    });
  });
}

describe('GET /get-parent-children-info', () => {
  it("answers the parent's own children two at a time", async () => {
    await seeded();
    const res = await get('/api/get-parent-children-info', 'parent1');
    expect(res.statusCode).toBe(200);
    const { children, pagination } = res.json().data;
    expect(children.map((c: { username: string }) => c.username)).toEqual(['student1', 'student2']);
    expect(children[0]).toMatchObject({
      first_name: 'Yousef',
      last_name: 'Saleh',
      status: 'active',
      is_school_student: true,
      points: 0,
    });
    expect(pagination).toEqual({ page_number: 1, per_page: 2, total: 3 });
  });

  it('pages by Child_number and page_number', async () => {
    await seeded();
    const second = (await get('/api/get-parent-children-info?Child_number=1&page_number=2', 'parent1')).json().data;
    expect(second.children.map((c: { username: string }) => c.username)).toEqual(['student2']);
    expect(second.pagination).toEqual({ page_number: 2, per_page: 1, total: 3 });
    const last = (await get('/api/get-parent-children-info?page_number=2', 'parent1')).json().data;
    expect(last.children.map((c: { username: string }) => c.username)).toEqual(['kid1']);
    const beyond = (await get('/api/get-parent-children-info?page_number=5', 'parent1')).json().data;
    expect(beyond.children).toEqual([]);
  });

  it("never shows another parent's children, even one that names this parent's email", async () => {
    await seeded();
    await addAnotherFamily();
    const mine = (await get('/api/get-parent-children-info?Child_number=50', 'parent1')).json().data.children;
    expect(mine.map((c: { username: string }) => c.username)).toEqual(['student1', 'student2', 'kid1']);
    const theirs = (await get('/api/get-parent-children-info', 'parent2')).json().data.children;
    expect(theirs.map((c: { username: string }) => c.username)).toEqual(['otherkid']);
  });

  it('shows a disabled child as disabled', async () => {
    await seeded();
    await t.app.db.write((tx) => tx.update(users).set({ status: 'disabled' }).where(eq(users.username, 'student2')));
    const children = (await get('/api/get-parent-children-info', 'parent1')).json().data.children;
    expect(children.find((c: { username: string }) => c.username === 'student2').status).toBe('disabled');
  });

  it('refuses other roles with 403 and no token with 401', async () => {
    await seeded();
    expect((await get('/api/get-parent-children-info', 'teacher1')).statusCode).toBe(403);
    expect((await get('/api/get-parent-children-info', 'student1')).statusCode).toBe(403);
    const anonymous = await get('/api/get-parent-children-info');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('You are not authorized');
  });

  it('refuses a bad page size with field errors', async () => {
    await seeded();
    const res = await get('/api/get-parent-children-info?Child_number=0', 'parent1');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.Child_number).toBeDefined();
  });
});
