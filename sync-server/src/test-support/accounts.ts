import type { FastifyInstance, InjectOptions } from 'fastify';
import { solveCaptcha } from './captcha.js';
import { latestOutbox, type OutboxEntry } from '../messaging/transports.js';
import { hashSecret } from '../accounts/passwords.js';
import { studentProfiles, users } from '../db/tables.js';

/**
 * Helpers of the account area's API tests (also handy for other areas' tests): register and sign in
 * through the real calls, read the local outbox, pull a link token or a code out of a message.
 */
export const PASSWORD = 'Secret-123';

export function post(
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({ method: 'POST', url, payload, ...extra } as InjectOptions);
}

export function get(app: FastifyInstance, url: string, extra: Partial<InjectOptions> = {}) {
  return app.inject({ method: 'GET', url, ...extra } as InjectOptions);
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Registers a student with POST /register and answers the login item. */
export async function registerStudent(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const res = await post(app, '/api/register', {
    username: 'sara',
    parent_email: 'mum@example.com',
    year_of_birth: new Date().getUTCFullYear() - 10,
    password: PASSWORD,
    ...overrides,
  });
  if (res.statusCode !== 200) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  return res.json().data[0] as { api_token: string; id: number; username: string; student_profile: { id: number } };
}

/**
 * `count` active students (`pupil0`, `pupil1`, …, password PASSWORD) written straight into the database
 * with one password hash: a whole school, without hashing a password per child.
 */
export async function createStudents(app: FastifyInstance, count: number): Promise<string[]> {
  const passwordHash = await hashSecret(PASSWORD);
  const usernames = Array.from({ length: count }, (_, i) => `pupil${i}`);
  await app.db.write(async (tx) => {
    for (const username of usernames) {
      const [user] = await tx
        .insert(users)
        .values({ username, usernameKey: username, passwordHash, userType: 'student', status: 'active' })
        .returning({ id: users.id });
      await tx.insert(studentProfiles).values({
        userId: user!.id,
        firstName: 'Pupil',
        lastName: username,
        yearOfBirth: new Date().getUTCFullYear() - 10,
        isTrial: false,
      });
    }
  });
  return usernames;
}

export async function login(app: FastifyInstance, loginEmail: string, password = PASSWORD, ip?: string) {
  return post(app, '/api/login', { login_email: loginEmail, password }, ip ? { remoteAddress: ip } : {});
}

/**
 * A parent with a child, through the one-form flow and its mailed link: answers the parent's login item
 * and the child's student profile id.
 */
export async function registerParentWithChild(app: FastifyInstance, prefix = 'p') {
  const res = await post(app, '/api/parent_register', {
    parent_username: `${prefix}parent`,
    student_username: `${prefix}child`,
    first_name: 'Huda',
    last_name: 'Nasser',
    country: 'eg',
    parent_email: `${prefix}parent@example.com`,
    parent_password: PASSWORD,
    student_password: PASSWORD,
  });
  if (res.statusCode !== 200) throw new Error(`parent_register answered ${res.statusCode}: ${res.body}`);
  const token = linkToken((await lastMessage(app, `${prefix}parent@example.com`)).body, 'register/create');
  const verified = await get(app, `/api/parent/verify/${token}`);
  if (verified.statusCode !== 200) throw new Error(`verify answered ${verified.statusCode}: ${verified.body}`);
  const parent = (await login(app, `${prefix}parent`)).json().data[0];
  const child = (await login(app, `${prefix}child`)).json().data[0];
  return { parent, child };
}

export function outbox(app: FastifyInstance, to?: string): Promise<OutboxEntry[]> {
  return latestOutbox(app.db, { to });
}

export async function lastMessage(app: FastifyInstance, to: string): Promise<OutboxEntry> {
  const [message] = await outbox(app, to);
  if (!message) throw new Error(`no message for ${to}`);
  return message;
}

/** The token of a link such as …/register/create/{token} or …/new-password/{token}. */
export function linkToken(body: string, route: 'register/create' | 'new-password'): string {
  const match = new RegExp(`/${route}/([A-Za-z0-9_-]+)`).exec(body);
  if (!match) throw new Error(`no ${route} link in: ${body}`);
  return match[1];
}

export function sixDigitCode(body: string): string {
  const match = /\b([0-9]{6})\b/.exec(body);
  if (!match) throw new Error(`no code in: ${body}`);
  return match[1];
}

export { solveCaptcha };
