import { useEffect, useState } from 'react';
import { callApi } from '../../api/client';

/**
 * Whether the student's menu shows "Community": the community is on for the child and not locked. The
 * last answer is kept in localStorage per user (the menu is drawn before any database opens, and offline);
 * the menu asks the server once per sign-in, and the community screens tell it what they read.
 */
const keyOf = (userId: number) => `codeyard-community-on-${userId}`;
const listeners = new Set<() => void>();

export function rememberCommunityOpen(userId: number, open: boolean): void {
  try {
    localStorage.setItem(keyOf(userId), open ? '1' : '0');
  } catch {
    // Private mode or a full disk: the menu just asks the server again next time.
  }
  for (const listener of listeners) listener();
}

function remembered(userId: number): boolean {
  try {
    return localStorage.getItem(keyOf(userId)) === '1';
  } catch {
    return false;
  }
}

const asked = new Set<number>();

export function useCommunityInMenu(userId: number | null): boolean {
  const [open, setOpen] = useState(() => (userId ? remembered(userId) : false));
  useEffect(() => {
    if (!userId) return;
    const update = () => setOpen(remembered(userId));
    listeners.add(update);
    update();
    if (!asked.has(userId)) {
      asked.add(userId);
      // The community's contract (and its safety filter's word lists) loads only here, not with the first screen.
      import('@codeyard/shared-schema/contract/community')
        .then((community) => callApi(community.communityAccess))
        .then((access) => rememberCommunityOpen(userId, access.data.enabled && !access.data.locked))
        .catch(() => asked.delete(userId));
    }
    return () => {
      listeners.delete(update);
    };
  }, [userId]);
  return open;
}
