import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { formSubmissions } from '../db/tables.js';

export type FormKind = (typeof formSubmissions.$inferInsert)['kind'];

/** Stores one public form as sent (already validated against its contract). */
export async function storeSubmission(
  db: Database,
  kind: FormKind,
  email: string | null,
  payload: Record<string, unknown>,
): Promise<void> {
  await db.write((tx) =>
    tx.insert(formSubmissions).values({ kind, email: email?.trim().toLowerCase() ?? null, payload }),
  );
}

/**
 * Subscribes an email to the newsletter once: a second subscription of the same address (whatever its
 * case) stores nothing. Answers whether a row was added.
 */
export function subscribeNewsletter(db: Database, email: string): Promise<boolean> {
  const key = email.trim().toLowerCase();
  return db.write(async (tx) => {
    const [existing] = await tx
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.kind, 'newsletter'), sql`lower(${formSubmissions.email}) = ${key}`))
      .limit(1);
    if (existing) return false;
    await tx.insert(formSubmissions).values({ kind: 'newsletter', email: key, payload: { email: key } });
    return true;
  });
}
