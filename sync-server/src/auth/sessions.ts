import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { statement, writesTo, type Database, type Reader } from '../db/index.js';
import { sessions, studentProfiles, users } from '../db/tables.js';

export type SessionUser = typeof users.$inferSelect;
type StudentProfileRow = typeof studentProfiles.$inferSelect;

/**
 * The student profile read with a session's user, in the same statement (a student's every call needs
 * both): learning/students.ts `studentOf` takes it from here instead of reading it again. Keyed by the
 * user row of that one read, so it is as fresh as the session check itself.
 */
export const profileReadWith = new WeakMap<SessionUser, StudentProfileRow | null>();

export interface ActiveSession {
  sessionId: string;
  user: SessionUser;
  actingParentSessionId: string | null;
}

/** A live session, its user and the user's student profile (placeholders `id` and `now`). */
export const liveSessionRead = (db: Reader) =>
  db
    .select({ session: sessions, user: users, student: studentProfiles })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1);
// Run for every signed-in call: built once (db/statements.ts).
const liveSession = statement('live-session', liveSessionRead);
type LiveRow = Awaited<ReturnType<typeof liveSession>>[number];

/**
 * How many writes this process has made to what `liveSessionRead` reads (sessions, users, student
 * profiles): while it stays the same, a session read in this process is as it was (sync/batch.ts).
 */
export const sessionWrites = () => writesTo(SESSION_TABLES);
const SESSION_TABLES = [sessions, users, studentProfiles];

/** The `now` of `liveSessionRead`. */
export const liveSessionNow = () => new Date().toISOString();

function activeOf(rows: readonly LiveRow[]): ActiveSession | undefined {
  const [row] = rows;
  if (!row || row.user.status !== 'active') return undefined;
  profileReadWith.set(row.user, row.student);
  return { sessionId: row.session.id, user: row.user, actingParentSessionId: row.session.actingParentSessionId };
}

/**
 * Server-side sessions: a JWT names a session; revoking the session ends the token at once, on every
 * server (the session lives in the database). Called inside a unit of work, each write joins it.
 */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly sessionDays: number,
  ) {}

  async open(userId: number, actingParentSessionId: string | null = null): Promise<{ id: string; expiresAt: Date }> {
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + this.sessionDays * 86_400_000);
    await this.db.write((tx) =>
      tx.insert(sessions).values({ id, userId, expiresAt: expiresAt.toISOString(), actingParentSessionId }),
    );
    return { id, expiresAt };
  }

  /**
   * The live session and its user, or undefined when revoked, expired, or the account is not active. A
   * session a parent opened as their child lives only as long as the parent's own session: however that
   * one ended (logout, expiry, a password reset), the child's ends with it.
   */
  async find(sessionId: string): Promise<ActiveSession | undefined> {
    return this.accept(await liveSession(this.db, { id: sessionId, now: liveSessionNow() }));
  }

  /** `find`, from the rows `liveSessionRead` answered (read together with another read). */
  async accept(rows: readonly LiveRow[]): Promise<ActiveSession | undefined> {
    const session = activeOf(rows);
    if (!session) return undefined;
    if (session.actingParentSessionId && !(await this.live(session.actingParentSessionId))) return undefined;
    return session;
  }

  private async live(sessionId: string): Promise<ActiveSession | undefined> {
    return activeOf(await liveSession(this.db, { id: sessionId, now: liveSessionNow() }));
  }

  /** Ends a session and the sessions opened from it as a child (POST /logout of a parent). */
  async revokeWithChildren(sessionId: string): Promise<void> {
    await this.db.write(async (tx) => {
      const at = new Date().toISOString();
      await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            or(eq(sessions.id, sessionId), eq(sessions.actingParentSessionId, sessionId)),
            isNull(sessions.revokedAt),
          ),
        );
    });
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.write((tx) =>
      tx
        .update(sessions)
        .set({ revokedAt: new Date().toISOString() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))),
    );
  }

  /** Ends every session of a user: password reset, account disabled. */
  async revokeAllOf(userId: number): Promise<void> {
    await this.db.write((tx) =>
      tx
        .update(sessions)
        .set({ revokedAt: new Date().toISOString() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),
    );
  }
}
