import { identifierKind, normalisePhone, usernameBase } from '@codeyard/shared-schema';
import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { parentProfiles, studentProfiles, users } from '../db/schema.js';

/** Look-ups of accounts by what people type: usernames whatever their case, emails, phone numbers. */
export type User = typeof users.$inferSelect;

export const usernameKeyOf = (username: string) => username.trim().toLowerCase();
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findUserById(db: Db, id: number): User | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export function findUserByUsername(db: Db, username: string): User | undefined {
  return db.select().from(users).where(eq(users.usernameKey, usernameKeyOf(username))).get();
}

export function findUserByEmail(db: Db, email: string): User | undefined {
  return db.select().from(users).where(sql`lower(${users.email}) = ${normaliseEmail(email)}`).orderBy(users.id).get();
}

export function findUserByPhone(db: Db, phone: string): User | undefined {
  return db.select().from(users).where(eq(users.phone, normalisePhone(phone))).orderBy(users.id).get();
}

/** Login accepts a username, an email or a mobile number (spec 000 §5). */
export function findUserByIdentifier(db: Db, identifier: string): User | undefined {
  switch (identifierKind(identifier.trim())) {
    case 'email':
      return findUserByEmail(db, identifier);
    case 'phone':
      return findUserByPhone(db, identifier) ?? findUserByUsername(db, identifier);
    default:
      return findUserByUsername(db, identifier);
  }
}

/** The throttle's name for what was typed, so that unknown accounts are limited exactly like known ones. */
export function identifierKey(identifier: string): string {
  const value = identifier.trim();
  return identifierKind(value) === 'phone' ? `phone:${normalisePhone(value)}` : `id:${value.toLowerCase()}`;
}

export function isUsernameTaken(db: Db, username: string): boolean {
  return findUserByUsername(db, username) !== undefined;
}

export function isEmailRegistered(db: Db, email: string): boolean {
  return findUserByEmail(db, email) !== undefined;
}

export function isPhoneRegistered(db: Db, phone: string): boolean {
  return findUserByPhone(db, phone) !== undefined;
}

/** First word is the first name, the rest the last name ("Sara Al Amin" → Sara / Al Amin). */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** A free username from a name: the shared base, then the base with the smallest number that is free. */
export function suggestUsername(db: Db, name: string): string {
  const base = usernameBase(name);
  const taken = new Set(
    db
      .select({ key: users.usernameKey })
      .from(users)
      .where(or(eq(users.usernameKey, base), like(users.usernameKey, `${base}%`)))
      .all()
      .map((r) => r.key),
  );
  if (!taken.has(base)) return base;
  for (let n = 1; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

export function studentProfileOfUser(db: Db, userId: number) {
  return db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId)).get();
}

export function parentProfileOfUser(db: Db, userId: number) {
  return db.select().from(parentProfiles).where(eq(parentProfiles.userId, userId)).get();
}

/** The child of this parent with this student profile, or undefined (someone else's child, or no one). */
export function childOfParent(db: Db, parentProfileId: number, studentProfileId: number) {
  return db
    .select({ profile: studentProfiles, user: users })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(and(eq(studentProfiles.id, studentProfileId), eq(studentProfiles.parentProfileId, parentProfileId)))
    .get();
}

/** A unique index said no (two registrations raced for one username). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  }
  return false;
}
