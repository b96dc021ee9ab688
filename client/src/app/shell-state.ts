import { useSyncExternalStore } from 'react';

/**
 * Is the app shell on this computer, so that a reload with the network off opens the app? Only when a
 * service worker controls this page: it activates after it has precached the shell, and it claims the
 * pages that were open while it installed (clientsClaim in vite.config.ts), the first page after sign-in
 * too. 'unavailable': this browser will not run it (no service worker, registration refused, or the dev
 * server, which registers none). The learning screens read it before they promise anything offline.
 */
export type ShellState = 'controlled' | 'installing' | 'unavailable';

let unavailable = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  container?.addEventListener('controllerchange', listener);
  return () => {
    listeners.delete(listener);
    container?.removeEventListener('controllerchange', listener);
  };
}

export function shellState(): ShellState {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !navigator.serviceWorker) {
    return 'unavailable';
  }
  if (navigator.serviceWorker.controller) return 'controlled';
  return unavailable ? 'unavailable' : 'installing';
}

/** The registration failed or will never run here: no promise of offline can be kept on this page. */
export function markShellUnavailable(): void {
  if (unavailable) return;
  unavailable = true;
  notify();
}

export function useShellState(): ShellState {
  return useSyncExternalStore(subscribe, shellState, () => 'installing');
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's online flag, followed ('online' and 'offline' events). */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine !== false,
    () => true,
  );
}
