/**
 * Links a local change to its outbox entry without knowing the entry's id (queueCall makes it inside its
 * own transaction): a reference built from the call's method, filled path and the body fields that tell
 * one change from another (lesson, answer time, hint key). The same reference is built from an outbox
 * entry, so "is this change still waiting?" is a look into the outbox.
 */
export interface RefSource {
  method: string;
  path: string;
  body?: unknown;
}

export function refOf({ method, path, body }: RefSource): string {
  const b = (body ?? {}) as Record<string, unknown>;
  const parts = [`${method} ${path}`];
  for (const field of ['lesson_id', 'answered_at', 'hint_key'] as const) {
    if (b[field] !== undefined && b[field] !== null) parts.push(`${field}=${String(b[field])}`);
  }
  return parts.join('|');
}

export type RefState = 'pending' | 'needs-attention' | 'sent';

/** The state of each reference among the user's outbox entries (a reference not in the outbox was sent). */
export function refStates(
  entries: readonly (RefSource & { state: 'pending' | 'needs-attention' })[],
): Map<string, 'pending' | 'needs-attention'> {
  const states = new Map<string, 'pending' | 'needs-attention'>();
  for (const entry of entries) states.set(refOf(entry), entry.state);
  return states;
}
