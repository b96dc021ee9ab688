import type { ShellState } from '../../../app/shell-state';
import type { DownloadState } from '../offline/types';

/**
 * Whether the child may be told "Your lessons are saved on this computer" (docs/decisions.md, "Offline
 * trust"). The promise is kept only when both halves are on the device:
 *  - the app itself: a service worker controls this page (it precached the app shell before it activated,
 *    so a reload with the network off opens the app instead of the browser's "No internet" page);
 *  - the lessons: every course of the child has its map and lessons in Dexie, and the download that
 *    brought them (with the child's points and badges) has finished once.
 * Until then the note says what is happening, in plain words, and never the promise.
 */

export type ReadinessKind =
  /** The promise: lessons and app are on this computer. */
  | 'done'
  /** Downloading, with "n of total courses" once the list is known. */
  | 'running'
  /** The lessons are here; the app is still being kept on this computer (service worker not in control yet). */
  | 'preparing'
  /** Not ready, and the network is gone: say so, and what to do. */
  | 'offline'
  /** Not ready, online, the last download failed: it will be tried again. */
  | 'failed'
  /** The lessons are here, but this browser cannot keep the app (no service worker): no promise can be kept. */
  | 'unavailable';

export interface ReadinessInput {
  /** Courses of the child on the device (the list), and how many of them have their map and lessons. */
  total: number;
  downloaded: number;
  download: DownloadState | null;
  shell: ShellState;
  online: boolean;
}

export interface Readiness {
  kind: ReadinessKind | null;
  /** Every course is downloaded and the download finished once (what the browser tests wait for). */
  lessonsHere: boolean;
}

export function offlineReadiness({ total, downloaded, download, shell, online }: ReadinessInput): Readiness {
  const lessonsHere = total > 0 && downloaded >= total && Boolean(download?.doneAt);
  const kind = ((): ReadinessKind | null => {
    if (lessonsHere && shell === 'controlled') return 'done';
    if (lessonsHere && shell === 'unavailable') return 'unavailable';
    // No course on the device yet (or none at all): the page itself says why, offline too.
    if (total === 0) return null;
    // A download that failed for want of a network is offline too (a page loaded offline may still read onLine).
    if (!online || (download?.state === 'failed' && download.offline)) return 'offline';
    if (lessonsHere) return 'preparing';
    if (download?.state === 'failed') return 'failed';
    return 'running';
  })();
  return { kind, lessonsHere };
}
