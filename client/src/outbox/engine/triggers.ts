import { liveQuery } from 'dexie';
import { onQueued, onQuotaError } from '../events';
import { countUnsynced } from '../queue';
import type { EngineCore, Trigger } from './core';
import { listenToTabs, type StatusChannel } from './tabs';

/** What the triggers call on the engine. */
export interface TriggerTarget extends EngineCore {
  kick(trigger: Trigger): Promise<void>;
  refreshCounts(): Promise<void>;
}

/**
 * What starts a round: a change queued in this tab, another tab's request, and in the browser (`watch`)
 * the outbox growing (another tab queued), back online, the page shown again, and a timer. Returns the
 * functions that stop listening.
 */
export function listenForTriggers(engine: TriggerTarget, channel: StatusChannel | null): (() => void)[] {
  const cleanups: (() => void)[] = [
    onQueued((userId) => {
      if (userId !== engine.userId) return;
      if (engine.status().quotaError) engine.update({ quotaError: false });
      void engine.refreshCounts();
      void engine.kick('queued');
    }),
    onQuotaError((userId) => userId === engine.userId && engine.update({ quotaError: true })),
  ];
  if (channel)
    cleanups.push(
      listenToTabs(channel, { status: (patch) => engine.update(patch, false), kick: () => void engine.kick('tab') }),
    );
  if (!engine.settings.watch) return cleanups;
  const subscription = liveQuery(() => countUnsynced(engine.db)).subscribe({
    next: (counts) => {
      const grew = counts.pending > engine.status().pending;
      engine.update(counts, false);
      if (grew) void engine.kick('queued');
    },
    error: () => undefined,
  });
  cleanups.push(() => subscription.unsubscribe());
  if (typeof window !== 'undefined') {
    const online = () => {
      engine.update({ online: true });
      void engine.kick('online');
    };
    const offline = () => engine.update({ online: false });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    cleanups.push(
      () => window.removeEventListener('online', online),
      () => window.removeEventListener('offline', offline),
    );
  }
  if (typeof document !== 'undefined') {
    const visible = () => document.visibilityState === 'visible' && void engine.kick('visible');
    document.addEventListener('visibilitychange', visible);
    cleanups.push(() => document.removeEventListener('visibilitychange', visible));
  }
  const interval = setInterval(() => void engine.kick('timer'), engine.settings.tickMs);
  cleanups.push(() => clearInterval(interval));
  return cleanups;
}
