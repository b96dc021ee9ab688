import { useEffect, useState } from 'react';
import type { UserDb } from '../../storage/user-db';

/**
 * An office tool's work kept on the device as the child works (UserDb.codeDrafts, so a reload comes back
 * to it): read once, written at every change. Work of another shape (an older version) starts afresh.
 */
export function useKeptWork<Work>(
  db: UserDb | null,
  key: string,
  fresh: () => Work,
  fits: (work: unknown) => boolean,
): [Work | null, (next: Work) => void] {
  const [work, setWork] = useState<Work | null>(null);
  useEffect(() => {
    let live = true;
    if (!db) {
      setWork(fresh());
      return;
    }
    void db.codeDrafts.get(key).then((row) => {
      if (!live) return;
      let kept: unknown;
      try {
        kept = JSON.parse(typeof row?.code === 'string' ? row.code : '');
      } catch {
        kept = undefined;
      }
      setWork(fits(kept) ? (kept as Work) : fresh());
    });
    return () => {
      live = false;
    };
    // Read once per stone: `fresh` and `fits` are the page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, key]);
  const keep = (next: Work) => {
    setWork(next);
    if (db) void db.codeDrafts.put({ key, code: JSON.stringify(next), updatedAt: new Date().toISOString() });
  };
  return [work, keep];
}

export const workKey = (tool: string, lessonId: number) => `office-${tool}:${lessonId}`;
