import { getMeta, META, setMeta } from '../../storage/user-db';
import type { EngineCore } from './core';

/** A short, non-secret fingerprint of a token: tells "the same token that got the 401" from a new sign-in. */
export function tokenFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193) >>> 0;
  return `${token.length}:${hash.toString(16)}`;
}

/**
 * The server answered 401 to a queued call: nothing more is sent until this user signs in again. The pause
 * is kept in meta with the token's fingerprint, so a reload with the same dead token stays paused.
 */
export async function savePause(core: EngineCore, token: string): Promise<void> {
  await core.write(() =>
    setMeta(core.db, META.paused401, {
      fingerprint: tokenFingerprint(token),
      at: new Date(core.settings.now()).toISOString(),
    }),
  );
  core.update({ paused401: true, syncing: false });
}

/** At start: still paused when the session holds the token that got the 401; a new sign-in ends the pause. */
export async function resumePause(core: EngineCore): Promise<void> {
  const paused = await getMeta<{ fingerprint: string }>(core.db, META.paused401).catch(() => undefined);
  const token = core.settings.getToken();
  if (paused && token && tokenFingerprint(token) === paused.fingerprint) core.update({ paused401: true }, false);
  else if (paused || core.status().paused401) await clearPause(core);
}

export async function clearPause(core: EngineCore): Promise<void> {
  await core.db.meta.delete(META.paused401).catch(() => undefined);
  core.update({ paused401: false });
}
