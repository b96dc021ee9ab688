type Listener = (status: 401 | 429) => void;
const listeners = new Set<Listener>();

/** The app shell listens: 401 → "You are not authorized" and logout; 429 → logout (spec 001 §8.1). */
export function onSessionRejected(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionRejected(status: 401 | 429): void {
  for (const listener of listeners) listener(status);
}
