import { and, eq, gt, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';

export type SessionUser = typeof users.$inferSelect;

export interface ActiveSession {
  sessionId: string;
  user: SessionUser;
  actingParentSessionId: string | null;
}

/** Server-side sessions: a JWT names a session; revoking the session ends the token at once. */
export class SessionStore {
  constructor(private readonly db: Db, private readonly sessionDays: number) {}

  open(userId: number, actingParentSessionId: string | null = null): { id: string; expiresAt: Date } {
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + this.sessionDays * 86_400_000);
    this.db.insert(sessions).values({ id, userId, expiresAt: expiresAt.toISOString(), actingParentSessionId }).run();
    return { id, expiresAt };
  }

  /** The live session and its user, or undefined when revoked, expired, or the account is not active. */
  find(sessionId: string): ActiveSession | undefined {
    const row = this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date().toISOString())))
      .get();
    if (!row || row.user.status !== 'active') return undefined;
    return { sessionId: row.session.id, user: row.user, actingParentSessionId: row.session.actingParentSessionId };
  }

  revoke(sessionId: string): void {
    this.db.update(sessions).set({ revokedAt: new Date().toISOString() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))).run();
  }

  /** Ends every session of a user: password reset, account disabled. */
  revokeAllOf(userId: number): void {
    this.db.update(sessions).set({ revokedAt: new Date().toISOString() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))).run();
  }
}
