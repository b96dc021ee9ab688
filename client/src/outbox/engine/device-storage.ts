import { META, setMeta } from '../../storage/user-db';
import type { EngineCore } from './core';

/** Asks the browser to keep the user's data (not evicted under pressure) and reports a nearly full disk. */
export async function askForPersistentStorage(core: EngineCore): Promise<void> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage) return;
  try {
    if (storage.persisted && !(await storage.persisted()) && storage.persist) {
      const granted = await storage.persist();
      await setMeta(core.db, META.persistAsked, { at: new Date(core.settings.now()).toISOString(), granted });
    }
    const estimate = await storage.estimate?.();
    if (estimate?.quota && estimate.usage !== undefined)
      core.update({ storageLow: estimate.usage / estimate.quota > 0.9 });
  } catch {
    // Not offered here (private mode, old browsers): the app works, only less protected against eviction.
  }
}
