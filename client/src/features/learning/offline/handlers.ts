import type { PulledChangeOf, PullContext } from '../../../outbox';
import { downloadCourse, refreshAwards, refreshNotifications, refreshProfile } from './download';
import { isProgressChange, serverProgressOfChange } from './mapping';
import { KEYS, waitingRefs, writeServerPoints, writeServerProgress } from './store';
import type { AwardView, NotificationData } from './types';

/**
 * What a pulled change does to the device's copy (GET /sync/pull; entities progress, points, notification,
 * awards, course, profile). Progress and points carry their new values and are written as they are; the
 * others re-fetch the affected data into Dexie (one fetch serves every change of the same pull), and when
 * that fetch fails, write what the change itself says so the screens are not left behind.
 */

/** Runs `fetch` once for every change of the same kind that arrives within a few seconds (one pull). */
const recent = new Map<string, { at: number; run: Promise<void> }>();
function once(key: string, fetch: () => Promise<void>): Promise<void> {
  const hit = recent.get(key);
  if (hit && Date.now() - hit.at < 3000) return hit.run;
  const run = fetch();
  recent.set(key, { at: Date.now(), run });
  run.catch(() => recent.delete(key));
  return run;
}

export async function onProgress(change: PulledChangeOf<'progress'>, { db }: PullContext): Promise<void> {
  if (!isProgressChange(change.data)) return;
  await writeServerProgress(db, change.data.course_id, change.data.stone_id, serverProgressOfChange(change.data));
}

export async function onPoints(change: PulledChangeOf<'points'>, { db }: PullContext): Promise<void> {
  const data = change.data as { points?: number; weekly_points?: number; week_start?: string } | null;
  if (typeof data?.points !== 'number') return;
  const readAt = new Date().toISOString();
  await writeServerPoints(
    db,
    { points: data.points, weekly_points: data.weekly_points ?? 0, week_start: data.week_start ?? null },
    await waitingRefs(db),
    readAt,
  );
}

export async function onNotification(
  change: PulledChangeOf<'notification'>,
  { db, userId }: PullContext,
): Promise<void> {
  try {
    await once(`notifications:${userId}`, () => refreshNotifications(db, userId));
  } catch {
    const id = Number(change.entity_id);
    const data = change.data as Partial<NotificationData> | null;
    if (!Number.isInteger(id) || !data) return;
    const row = await db.notifications.get(id);
    const before = row?.data as NotificationData | undefined;
    const createdAt = before?.created_at ?? data.created_at ?? change.created_at;
    const merged: NotificationData = {
      id,
      kind: data.kind ?? before?.kind ?? '',
      message: before?.message ?? '',
      data: (data.data as Record<string, unknown>) ?? before?.data ?? {},
      seen: Boolean(data.seen) || Boolean(before?.seen),
      created_at: createdAt,
    };
    await db.notifications.put({ id, createdAt, seen: merged.seen, data: merged });
  }
}

export async function onAwards(change: PulledChangeOf<'awards'>, { db, userId }: PullContext): Promise<void> {
  try {
    await once(`awards:${userId}`, () => refreshAwards(db, userId));
  } catch {
    const data = change.data as { kind?: 'badge' | 'trophy'; key?: string; earned_at?: string } | null;
    if (!data?.kind || !data.key) return;
    const key = data.kind === 'badge' ? KEYS.badges : KEYS.trophies;
    const list = 'badge' === data.kind ? 'badges' : 'trophies';
    await db.transaction('rw', [db.profile], async () => {
      const row = await db.profile.get(key);
      const value = row?.data as Record<string, AwardView[]> | undefined;
      if (!value?.[list]) return;
      value[list] = value[list].map((a) =>
        a.key === data.key ? { ...a, earned: true, earned_at: data.earned_at ?? a.earned_at, progress: a.goal } : a,
      );
      await db.profile.put({ key, data: value });
    });
  }
}

export async function onCourse(change: PulledChangeOf<'course'>, { db, userId }: PullContext): Promise<void> {
  const data = change.data as { course_id?: number } | null;
  const courseId = data?.course_id ?? Number(change.entity_id);
  if (!Number.isInteger(courseId) || !(await db.courses.get(courseId))) return;
  await once(`course:${userId}:${courseId}`, () => downloadCourse(db, userId, courseId).then(() => undefined)).catch(
    () => undefined,
  );
}

export async function onProfile(_change: PulledChangeOf<'profile'>, { db, userId }: PullContext): Promise<void> {
  await once(`profile:${userId}`, () => refreshProfile(db, userId)).catch(() => undefined);
}
