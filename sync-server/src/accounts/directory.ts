import { identifierKind, normalisePhone, usernameBase } from '@codeyard/shared-schema';
import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import type { Reader } from '../db/index.js';
import { parentProfiles, studentProfiles, users } from '../db/tables.js';

/** Look-ups of accounts by what people type: usernames whatever their case, emails, phone numbers. */
export type User = typeof users.$inferSelect;

export const usernameKeyOf = (username: string) => username.trim().toLowerCase();
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserById(db: Reader, id: number): Promise<User | undefined> {
  return (await db.select().from(users).where(eq(users.id, id)))[0];
}

export async function findUserByUsername(db: Reader, username: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.usernameKey, usernameKeyOf(username)))
    .limit(1);
  return user;
}

export async function findUserByEmail(db: Reader, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`)
    .orderBy(users.id)
    .limit(1);
  return user;
}

export async function findUserByPhone(db: Reader, phone: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.phone, normalisePhone(phone)))
    .orderBy(users.id)
    .limit(1);
  return user;
}

/** Login accepts a username, an email or a mobile number (spec 000 §5). */
export async function findUserByIdentifier(db: Reader, identifier: string): Promise<User | undefined> {
  switch (identifierKind(identifier.trim())) {
    case 'email':
      return findUserByEmail(db, identifier);
    case 'phone':
      return (await findUserByPhone(db, identifier)) ?? findUserByUsername(db, identifier);
    default:
      return findUserByUsername(db, identifier);
  }
}

/** The throttle's name for what was typed, so that unknown accounts are limited exactly like known ones. */
export function identifierKey(identifier: string): string {
  const value = identifier.trim();
  return identifierKind(value) === 'phone' ? `phone:${normalisePhone(value)}` : `id:${value.toLowerCase()}`;
}

export async function isUsernameTaken(db: Reader, username: string): Promise<boolean> {
  return (await findUserByUsername(db, username)) !== undefined;
}

export async function isEmailRegistered(db: Reader, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

export async function isPhoneRegistered(db: Reader, phone: string): Promise<boolean> {
  return (await findUserByPhone(db, phone)) !== undefined;
}

/**
 * What a guest may learn (GET /check-registered-email and -phone): whether an adult's account has this
 * email or phone. A child's never counts: a stranger must not confirm a child's address.
 */
export async function isAdultContactRegistered(db: Reader, contact: { email: string } | { phone: string }) {
  const matches =
    'email' in contact
      ? sql`lower(${users.email}) = ${normaliseEmail(contact.email)}`
      : eq(users.phone, normalisePhone(contact.phone));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(matches, ne(users.userType, 'student')))
    .limit(1);
  return row !== undefined;
}

/** First word is the first name, the rest the last name ("Sara Al Amin" → Sara / Al Amin). */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** A free username from a name: the shared base, then the base with the smallest number that is free. */
export async function suggestUsername(db: Reader, name: string): Promise<string> {
  const base = usernameBase(name);
  const rows = await db
    .select({ key: users.usernameKey })
    .from(users)
    .where(or(eq(users.usernameKey, base), like(users.usernameKey, `${base}%`)));
  const taken = new Set(rows.map((r) => r.key));
  if (!taken.has(base)) return base;
  for (let n = 1; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

export async function studentProfileOfUser(db: Reader, userId: number) {
  const [profile] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId)).limit(1);
  return profile;
}

export async function parentProfileOfUser(db: Reader, userId: number) {
  const [profile] = await db.select().from(parentProfiles).where(eq(parentProfiles.userId, userId)).limit(1);
  return profile;
}

/** The child of this parent with this student profile, or undefined (someone else's child, or no one). */
export async function childOfParent(db: Reader, parentProfileId: number, studentProfileId: number) {
  const [child] = await db
    .select({ profile: studentProfiles, user: users })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(and(eq(studentProfiles.id, studentProfileId), eq(studentProfiles.parentProfileId, parentProfileId)))
    .limit(1);
  return child;
}
