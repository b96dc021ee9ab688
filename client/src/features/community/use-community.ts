import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { translate } from '@codeyard/shared-schema';
import { ApiError } from '../../api/client';
import { currentLanguage } from '../../i18n/language';
import type { UserDb } from '../../storage/user-db';
import { useUserDb } from '../../storage/use-user-db';
import { cacheKey, writeCached, type PendingRow } from './store';

/** What the community frame gives its screens: the database, the changes not yet sent, and a reload count. */
export interface CommunityState {
  db: UserDb;
  pending: PendingRow[];
  /** Grows when a change was sent or the network came back: the screens read the server again. */
  version: number;
  /** The server said the community is off or locked: the frame reads the access again. */
  refused: () => void;
}

export const CommunityContext = createContext<CommunityState | null>(null);

export function useCommunity(): CommunityState {
  const state = useContext(CommunityContext);
  if (!state) throw new Error('useCommunity: outside the community frame');
  return state;
}

export interface Cached<T> {
  /** The server's answer, or the last one kept on this device. */
  data: T | undefined;
  /** Why the last read failed (status 0: offline, the kept answer shows). */
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
}

/**
 * Reads from the server and keeps the answer on the device under `key`; shows the kept answer at once (and
 * offline), live, so a change queued on the device shows before the server has it.
 */
export function useCached<T>(key: string | null, load: () => Promise<T>, deps: readonly unknown[] = []): Cached<T> {
  const community = useCommunity();
  const db = useUserDb() ?? community.db;
  const row = useLiveQuery(async () => (key ? ((await db.community.get(key)) ?? null) : null), [db, key]);
  const [error, setError] = useState<ApiError>();
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const { refused } = community;

  useEffect(() => {
    if (!key) return;
    const request = ++latest.current;
    setLoading(true);
    loadRef
      .current()
      .then(async (answer) => {
        if (request !== latest.current) return;
        await writeCached(db, key, answer);
        setError(undefined);
      })
      .catch((failure: unknown) => {
        if (request !== latest.current) return;
        const error =
          failure instanceof ApiError ? failure : new ApiError(-1, translate(currentLanguage(), 'errors.server'));
        if (error.status === 403 && (error.code === 'community_off' || error.code === 'community_locked')) refused();
        setError(error);
      })
      .finally(() => {
        if (request === latest.current) setLoading(false);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` name what the loader reads
  }, [db, key, attempt, community.version, refused, ...deps]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: (row?.data as T | undefined) ?? undefined, error, loading: loading || row === undefined, reload };
}

/** Keeps the community's access answer on the device (the frame reads it again when a call was refused). */
export async function keepAccess(db: UserDb, access: unknown): Promise<void> {
  await writeCached(db, cacheKey.access, access);
}
