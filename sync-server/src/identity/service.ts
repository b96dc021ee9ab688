import { usernameBase, type Language, type UserType } from '@codeyard/shared-schema';
import { asc, eq, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Database, Reader, Tx } from '../db/index.js';
import { parentProfiles, users } from '../db/tables.js';
import { HttpError } from '../http/errors.js';
import type { VerifiedIdentity } from './verifier.js';

export type User = typeof users.$inferSelect;

export const identityRejected = () => new HttpError(401, 'errors.identityRejected', { code: 'identity_rejected' });
export const accountDisabled = () => new HttpError(401, 'errors.accountDisabled', { code: 'account_disabled' });

export function externalIdOf(provider: string, subject: string): string {
  return `${provider}:${subject}`;
}

/**
 * The account an identity belongs to: the one linked to provider:subject, else one with the verified
 * email (among several, `prefer` decides: the first user type listed wins, then the oldest account).
 */
async function findAccount(
  db: Reader,
  provider: string,
  identity: VerifiedIdentity,
  prefer: readonly UserType[],
  allowed?: readonly UserType[],
) {
  const [linked] = await db
    .select()
    .from(users)
    .where(eq(users.externalId, externalIdOf(provider, identity.subject)))
    .limit(1);
  if (linked) return { user: linked, byEmail: false };
  if (!identity.email) return undefined;
  const candidates = (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${identity.email}`)
      .orderBy(asc(users.id))
  ).filter((u) => !allowed || allowed.includes(u.userType));
  const rank = (u: User) => (prefer.includes(u.userType) ? prefer.indexOf(u.userType) : prefer.length);
  const user = candidates.sort((a, b) => rank(a) - rank(b) || a.id - b.id)[0];
  return user && { user, byEmail: true };
}

/**
 * Signs the found account in: a disabled account is refused; a pending one (a parent who had not yet
 * confirmed their email) becomes active, since the provider vouches for the address; an account found
 * by email is linked to provider:subject when it has no link yet.
 */
async function admit(
  db: Tx,
  provider: string,
  identity: VerifiedIdentity,
  found: { user: User; byEmail: boolean },
  extra: Partial<User> = {},
): Promise<User> {
  const { user, byEmail } = found;
  if (user.status === 'disabled') throw accountDisabled();
  const changes: Partial<typeof users.$inferInsert> = { ...extra };
  if (user.status === 'pending') changes.status = 'active';
  if (byEmail && !user.externalId) changes.externalId = externalIdOf(provider, identity.subject);
  if (Object.keys(changes).length === 0) return user;
  const [admitted] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
  return admitted!;
}

function splitName(name: string | undefined, email: string | undefined): { firstName: string; lastName: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length) return { firstName: words[0].slice(0, 50), lastName: words.slice(1).join(' ').slice(0, 50) };
  const local = email?.split('@')[0]?.replace(/[^A-Za-z]/g, '') ?? '';
  return { firstName: local ? local[0].toUpperCase() + local.slice(1, 50) : 'Parent', lastName: '' };
}

async function freeUsername(db: Reader, seed: string): Promise<string> {
  const base = usernameBase(seed);
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = `${base}${randomInt(1000, attempt < 25 ? 10_000 : 1_000_000)}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.usernameKey, candidate.toLowerCase()));
    if (!taken) return candidate;
  }
  throw new Error('no free username');
}

/**
 * Social sign-in (POST /login-register-social/{loginType}): the linked or same-email account, else a
 * new active parent named after the identity (or the name the client sent when the token has none).
 */
export function socialAccount(
  db: Database,
  provider: string,
  identity: VerifiedIdentity,
  fallbackName: string | undefined,
  language: Language,
): Promise<User> {
  return db.write(async (tx) => {
    const found = await findAccount(tx, provider, identity, ['parent']);
    if (found) return admit(tx, provider, identity, found);
    const { firstName, lastName } = splitName(identity.name ?? fallbackName, identity.email);
    const username = await freeUsername(tx, identity.name ?? fallbackName ?? identity.email?.split('@')[0] ?? 'parent');
    const [user] = await tx
      .insert(users)
      .values({
        username,
        usernameKey: username.toLowerCase(),
        email: identity.email ?? null,
        userType: 'parent',
        status: 'active',
        language,
        externalId: externalIdOf(provider, identity.subject),
      })
      .returning();
    await tx.insert(parentProfiles).values({ userId: user!.id, firstName, lastName });
    return user!;
  });
}

/** The third-party school platform (POST /b12-login): an existing student or teacher only. */
export function schoolPlatformAccount(db: Database, provider: string, identity: VerifiedIdentity): Promise<User> {
  return db.write(async (tx) => {
    const allowed = ['student', 'teacher'] as const;
    const found = await findAccount(tx, provider, identity, allowed, allowed);
    if (!found || !(allowed as readonly UserType[]).includes(found.user.userType)) throw identityRejected();
    return admit(tx, provider, identity, found, { isThirdPartySchool: true });
  });
}

/** Single sign-on (GET /sso/{ssoToken}): an existing account of any type. */
export function singleSignOnAccount(db: Database, provider: string, identity: VerifiedIdentity): Promise<User> {
  return db.write(async (tx) => {
    const found = await findAccount(tx, provider, identity, []);
    if (!found) throw identityRejected();
    return admit(tx, provider, identity, found);
  });
}
