import type { UserDb } from '../../storage/user-db';

/** Code drafts on the device (UserDb.codeDrafts): the editors save as the child types, so nothing is lost offline. */
export interface CodeDraft {
  key: string;
  code: string;
  updatedAt: string;
}

export async function loadDraft(db: UserDb, key: string): Promise<CodeDraft | undefined> {
  const row = await db.codeDrafts.get(key);
  return row && typeof row.code === 'string'
    ? { key, code: row.code, updatedAt: String(row.updatedAt ?? '') }
    : undefined;
}

export async function saveDraft(db: UserDb, key: string, code: string): Promise<void> {
  await db.codeDrafts.put({ key, code, updatedAt: new Date().toISOString() });
}
