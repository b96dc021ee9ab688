import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { formSubmissions } from '../db/schema.js';

export type FormKind = (typeof formSubmissions.$inferInsert)['kind'];

/** Stores one public form as sent (already validated against its contract). */
export function storeSubmission(db: Db, kind: FormKind, email: string | null, payload: Record<string, unknown>): void {
  db.insert(formSubmissions).values({ kind, email: email?.trim().toLowerCase() ?? null, payload }).run();
}

/**
 * Subscribes an email to the newsletter once: a second subscription of the same address (whatever its
 * case) stores nothing. Answers whether a row was added.
 */
export function subscribeNewsletter(db: Db, email: string): boolean {
  const key = email.trim().toLowerCase();
  return db.transaction((tx) => {
    const existing = tx
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.kind, 'newsletter'), sql`lower(${formSubmissions.email}) = ${key}`))
      .get();
    if (existing) return false;
    tx.insert(formSubmissions).values({ kind: 'newsletter', email: key, payload: { email: key } }).run();
    return true;
  });
}
