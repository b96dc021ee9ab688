import { useEffect, useState } from 'react';
import { logout } from '../../../session/actions';
import { sessionStore } from '../../../session/session-store';

/**
 * The new-password links first end any current session (spec 000 §2): someone else may be signed in on a
 * shared school laptop. True once that is done (at once when nobody is signed in).
 */
export function useEndSession(): boolean {
  const [ended, setEnded] = useState(() => sessionStore.get() === null);
  useEffect(() => {
    if (ended) return;
    let alive = true;
    // Someone else's queued work stays in their own database on this device.
    void logout({ force: true }).then(() => alive && setEnded(true));
    return () => {
      alive = false;
    };
  }, [ended]);
  return ended;
}
