import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { hashSecret } from '../accounts/passwords.js';
import { parentProfiles, studentProfiles, users } from '../db/tables.js';
import { bearer, tokenFor } from './sign-in.js';

/** Helpers of the parent area's API tests, over the demo data (parent1 with student1, student2 and kid1). */

export const OTHER_PASSWORD = 'Other-123';

/** Another family: parent2 with one child, otherkid, who names parent1's email but is not linked to parent1. */
export async function addAnotherFamily(app: FastifyInstance) {
  const passwordHash = await hashSecret(OTHER_PASSWORD);
  return app.db.write(async (db) => {
    const [parentUser] = await db
      .insert(users)
      .values({
        username: 'parent2',
        usernameKey: 'parent2',
        email: 'other.parent@example.com',
        userType: 'parent',
        passwordHash,
      })
      .returning();
    const [parent] = await db
      .insert(parentProfiles)
      .values({ userId: parentUser!.id, firstName: 'Other', lastName: 'Parent' })
      .returning();
    const [kid] = await db
      .insert(users)
      .values({ username: 'otherkid', usernameKey: 'otherkid', userType: 'student', passwordHash })
      .returning();
    const [profile] = await db
      .insert(studentProfiles)
      .values({
        userId: kid!.id,
        firstName: 'Other',
        lastName: 'Kid',
        parentProfileId: parent!.id,
        parentEmail: 'maryam.saleh@example.com',
      })
      .returning();
    return { parentProfileId: parent!.id, otherKidId: profile!.id };
  });
}

/** The student profile id of a username. */
export async function profileIdOf(app: FastifyInstance, username: string): Promise<number> {
  const [row] = await app.db
    .select({ id: studentProfiles.id })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(users.usernameKey, username.toLowerCase()));
  if (!row) throw new Error(`no student ${username}`);
  return row.id;
}

/** A call as a user (a username signs in afresh; a token is used as it is). */
export async function as(
  app: FastifyInstance,
  who: string | { token: string },
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  lang?: 'en' | 'ar',
) {
  const token = typeof who === 'string' ? await tokenFor(app, who) : who.token;
  const withLang = lang ? `${url}${url.includes('?') ? '&' : '?'}lang=${lang}` : url;
  return app.inject({ method, url: withLang, headers: bearer(token), ...(payload && { payload }) } as InjectOptions);
}
