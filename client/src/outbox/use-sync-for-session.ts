import { useEffect } from 'react';
import { useSession } from '../session/use-session';

/**
 * Runs the sync engine while someone is signed in (RootFrame calls it once). The engine and Dexie load on
 * demand, so the public pages do not carry them.
 */
export function useSyncForSession(): void {
  const signedIn = useSession() !== null;
  useEffect(() => {
    if (!signedIn) return;
    let unbind: (() => void) | null = null;
    let cancelled = false;
    import('./runtime')
      .then((runtime) => {
        if (!cancelled) unbind = runtime.bindSyncToSession();
      })
      .catch((error) => console.error('sync: the engine could not load', error));
    return () => {
      cancelled = true;
      unbind?.();
    };
  }, [signedIn]);
}
