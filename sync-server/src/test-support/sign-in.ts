import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openSessionAnswer } from '../accounts/login-answer.js';
import { users } from '../db/tables.js';

/**
 * Opens a real session for an existing user (as a successful login would) and answers its bearer
 * token, so that tests of other areas do not depend on the login call.
 */
export async function tokenFor(app: FastifyInstance, username: string): Promise<string> {
  const [user] = await app.db.select().from(users).where(eq(users.usernameKey, username.toLowerCase())).limit(1);
  if (!user) throw new Error(`no user ${username}`);
  const answer = await openSessionAnswer(app, user);
  return answer.data[0].api_token;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
