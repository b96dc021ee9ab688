import { useCallback, useEffect, useRef } from 'react';
import type { UserDb } from '../../../storage/user-db';
import { saveLessonDraft, type PlayerSnapshot } from '../offline/lesson-drafts';

/** How long the player waits after a change before writing the draft (a burst of taps is one write). */
export const DRAFT_SAVE_DELAY_MS = 300;

export interface DraftAutosave {
  /** Call from every handler that changes the player's state: the next render's snapshot gets saved. */
  changed: () => void;
  /** Writes a pending change now. */
  flush: () => void;
  /** No more writes (the lesson is being finished or started again): a pending change is dropped. */
  stop: () => void;
  /** Writes again after stop(): at once when `save` (finishing failed: the draft must be kept), else from the next change. */
  restart: (save: boolean) => void;
}

/**
 * Keeps the player's snapshot on the device: DRAFT_SAVE_DELAY_MS after a change, and at once when the page
 * is hidden or left (pagehide, visibilitychange → hidden, the player closing). Writes are Dexie puts on the
 * user's database, which IndexedDB applies in the order they are made.
 */
export function useDraftAutosave(
  db: UserDb | null,
  courseId: number,
  lessonId: number,
  snapshot: PlayerSnapshot,
): DraftAutosave {
  const latest = useRef(snapshot);
  latest.current = snapshot;
  const state = useRef<{ dirty: boolean; stopped: boolean; timer: ReturnType<typeof setTimeout> | undefined }>({
    dirty: false,
    stopped: false,
    timer: undefined,
  });

  const flush = useCallback(() => {
    const s = state.current;
    if (s.timer !== undefined) clearTimeout(s.timer);
    s.timer = undefined;
    if (!db || !s.dirty || s.stopped) return;
    s.dirty = false;
    saveLessonDraft(db, courseId, lessonId, latest.current).catch(() => {
      // Not kept (the disk is full, the database closed): try again with the next change.
      if (!state.current.stopped) state.current.dirty = true;
    });
  }, [db, courseId, lessonId]);

  // After each render with a change: (re)start the short wait.
  useEffect(() => {
    const s = state.current;
    if (!s.dirty || s.stopped) return;
    if (s.timer !== undefined) clearTimeout(s.timer);
    s.timer = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
  }, [snapshot, flush]);

  // The tab is hidden, the lid closes, the page goes: write now. Leaving the player writes too.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
      flush();
    };
  }, [flush]);

  const changed = useCallback(() => {
    state.current.dirty = true;
  }, []);
  const stop = useCallback(() => {
    const s = state.current;
    if (s.timer !== undefined) clearTimeout(s.timer);
    s.timer = undefined;
    s.dirty = false;
    s.stopped = true;
  }, []);
  const restart = useCallback(
    (save: boolean) => {
      state.current.stopped = false;
      state.current.dirty = save;
      if (save) flush();
    },
    [flush],
  );
  return { changed, flush, stop, restart };
}
