import { learning, weekStart } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../../api/client';
import { outboxTables } from '../../../outbox';
import { sessionStore } from '../../../session/session-store';
import { keepPythonRuntime } from '../../../storage/python-runtime';
import type { UserDb } from '../../../storage/user-db';
import { courseDataFromList, courseRows } from './mapping';
import { KEYS, putProfileValue, setDownloadState, waitingRefs, writeCourse, writeServerPoints } from './store';
import type { CourseData, StudentCourse } from './types';

/**
 * The offline download (contract: GET /course-lessons/{id}/{course_id} carries a course's map, lessons and
 * questions): after sign-in, on each app start while signed in as a student, when the device comes back
 * online and every ten minutes (the sync engine's refresh). It fills the user's Dexie tables and never a
 * screen: the screens read Dexie through live queries and follow. A failure keeps what the device has.
 */

/** The student signed in on this tab, when it is this database's user (never fetch with another child's token). */
function studentOf(userId: number) {
  const session = sessionStore.get();
  if (!session || session.userId !== userId || session.userType !== 'student' || !session.studentProfileId) return null;
  return session;
}

class SessionChanged extends Error {}

function still(userId: number) {
  const session = studentOf(userId);
  if (!session) throw new SessionChanged();
  return session;
}

/** The courses the device fetches first: those of the child's classroom, then the rest in catalogue order. */
export function downloadOrder(list: readonly StudentCourse[]): StudentCourse[] {
  return [...list]
    .map((c, i) => ({ c, i }))
    .sort((a, b) => Number(b.c.assigned) - Number(a.c.assigned) || a.i - b.i)
    .map(({ c }) => c);
}

/**
 * Python (about 13 MB, not in the app's precache) comes onto the device with the download when a Python
 * course is given to the child's class or already begun; otherwise the first Python screen opened online
 * keeps it.
 */
export function needsPython(list: readonly StudentCourse[]): boolean {
  return list.some((c) => c.track === 'python' && !c.locked && (c.assigned || c.completed_stones > 0));
}

/** One course's map and lessons into Dexie. */
export async function downloadCourse(
  db: UserDb,
  userId: number,
  courseId: number,
  listItem?: StudentCourse,
): Promise<number> {
  const session = still(userId);
  const waiting = await waitingRefs(db);
  const answer = await callApi(learning.courseLessons, {
    params: { id: session.studentProfileId!, course_id: courseId },
  });
  still(userId);
  const previous = (await db.courses.get(courseId))?.data as CourseData | undefined;
  const rows = courseRows(answer.data, listItem ?? previous, previous?.order ?? 999, new Date().toISOString());
  await writeCourse(db, rows, waiting);
  return rows.lessons.length;
}

/** The child's own standing: profile and points, badges, trophies, notifications, emojis, leaderboard. */
export async function downloadStanding(db: UserDb, userId: number): Promise<void> {
  const session = still(userId);
  const id = session.studentProfileId!;
  const tasks: (() => Promise<unknown>)[] = [
    () => refreshProfile(db, userId),
    async () => {
      const [badges, trophies] = await Promise.all([
        callApi(learning.studentBadges, { params: { id } }),
        callApi(learning.studentTrophies, { params: { id } }),
      ]);
      still(userId);
      await putProfileValue(db, KEYS.badges, badges.data);
      await putProfileValue(db, KEYS.trophies, trophies.data);
    },
    async () => {
      const emojis = await callApi(learning.getEmojis, {});
      still(userId);
      await putProfileValue(db, KEYS.emojis, emojis.data);
    },
    () => refreshLeaderboard(db, userId),
  ];
  if (session.isSchoolStudent) tasks.push(() => refreshNotifications(db, userId));
  const results = await Promise.allSettled(tasks.map((task) => task()));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed && (failed as PromiseRejectedResult).reason instanceof SessionChanged) throw new SessionChanged();
}

export async function refreshProfile(db: UserDb, userId: number): Promise<void> {
  still(userId);
  const waiting = await waitingRefs(db);
  const readAt = new Date().toISOString();
  const profile = await callApi(learning.studentProfile, {});
  still(userId);
  await putProfileValue(db, KEYS.profile, profile.data);
  await writeServerPoints(
    db,
    { ...profile.data, week_start: weekStart(new Date(readAt)).toISOString() },
    waiting,
    readAt,
  );
}

export async function refreshLeaderboard(db: UserDb, userId: number): Promise<void> {
  still(userId);
  const board = await callApi(learning.studentsTopTen, {});
  still(userId);
  await putProfileValue(db, KEYS.leaderboard, { ...board.data, fetchedAt: new Date().toISOString() });
}

export async function refreshAwards(db: UserDb, userId: number): Promise<void> {
  const id = still(userId).studentProfileId!;
  const [badges, trophies] = await Promise.all([
    callApi(learning.studentBadges, { params: { id } }),
    callApi(learning.studentTrophies, { params: { id } }),
  ]);
  still(userId);
  await putProfileValue(db, KEYS.badges, badges.data);
  await putProfileValue(db, KEYS.trophies, trophies.data);
}

/** The notification list replaces the device's copy, except those marked seen here and still on their way. */
export async function refreshNotifications(db: UserDb, userId: number): Promise<void> {
  if (!still(userId).isSchoolStudent) return;
  const answer = await callApi(learning.studentNotifications, {});
  still(userId);
  await db.transaction('rw', [db.notifications, ...outboxTables(db)], async () => {
    const waiting = await waitingRefs(db);
    const ids = new Set(answer.data.notifications.map((n) => n.id));
    const old = await db.notifications.toArray();
    const seenRefs = new Map(old.map((row) => [Number(row.id), row.seenRef as string | undefined]));
    await db.notifications.bulkDelete(old.map((row) => row.id).filter((id) => !ids.has(Number(id))));
    await db.notifications.bulkPut(
      answer.data.notifications.map((n) => {
        const seenRef = seenRefs.get(n.id);
        const seenHere = seenRef !== undefined && waiting.has(seenRef);
        const seen = n.seen || seenHere;
        return { id: n.id, createdAt: n.created_at, seen, ...(seenHere ? { seenRef } : {}), data: { ...n, seen } };
      }),
    );
  });
}

const running = new Map<number, Promise<DownloadResult>>();

export interface DownloadResult {
  courses: number;
  lessons: number;
  failed: number;
}

/** Everything the student needs offline. One run per user at a time (the engine and the screens share it). */
export function downloadAll(db: UserDb, userId: number): Promise<DownloadResult> {
  const current = running.get(userId);
  if (current) return current;
  const run = doDownload(db, userId).finally(() => running.delete(userId));
  running.set(userId, run);
  return run;
}

async function doDownload(db: UserDb, userId: number): Promise<DownloadResult> {
  const result: DownloadResult = { courses: 0, lessons: 0, failed: 0 };
  try {
    const session = still(userId);
    await setDownloadState(db, { state: 'running', at: new Date().toISOString(), offline: false });
    const list = (await callApi(learning.studentCourses, { params: { id: session.studentProfileId! } })).data;
    still(userId);
    await db.transaction('rw', [db.courses], async () => {
      const ids = new Set(list.map((c) => c.id));
      const old = await db.courses.toCollection().primaryKeys();
      await db.courses.bulkDelete(old.filter((id) => !ids.has(Number(id))));
      const previous = await db.courses.bulkGet(list.map((c) => c.id));
      await db.courses.bulkPut(
        list.map((c, i) => ({
          id: c.id,
          data: courseDataFromList(c, i, previous[i]?.data as CourseData | undefined),
          updatedAt: new Date().toISOString(),
        })),
      );
    });
    for (const course of downloadOrder(list)) {
      try {
        result.lessons += await downloadCourse(db, userId, course.id, course);
        result.courses++;
      } catch (error) {
        if (error instanceof SessionChanged) throw error;
        result.failed++;
        if (error instanceof ApiError && (error.status === 0 || error.status === 401)) throw error;
      }
    }
    // Without Python on the device a Python course is not there offline: no "saved on this computer" yet.
    const pythonMissing = needsPython(list) && !(await keepPythonRuntime());
    if (pythonMissing) result.failed++;
    await downloadStanding(db, userId);
    await setDownloadState(db, {
      state: result.failed ? 'failed' : 'done',
      at: new Date().toISOString(),
      ...(pythonMissing ? {} : { doneAt: new Date().toISOString() }),
      courses: result.courses,
      lessons: result.lessons,
    });
  } catch (error) {
    if (error instanceof SessionChanged) return result;
    const offline = error instanceof ApiError && error.status === 0;
    await setDownloadState(db, { state: 'failed', at: new Date().toISOString(), offline }).catch(() => undefined);
    throw error;
  }
  return result;
}
