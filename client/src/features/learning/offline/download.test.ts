import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type Session } from '../../../session/session-store';
import { closeUserDbs, openUserDb } from '../../../storage/user-db';
import { offlineReadiness } from '../model/readiness';
import { downloadAll, needsPython } from './download';
import { KEYS } from './store';
import type { CourseData, CourseLessonsData, DownloadState, StudentCourse } from './types';

const USER = 9400;

const listItem = (id: number): StudentCourse => ({
  id,
  number: id,
  track: 'smoothy',
  level: 'basic',
  title: `Course ${id}`,
  min_age: 6,
  max_age: 12,
  lesson_count: 1,
  assigned: false,
  locked: false,
  completed: false,
  stone_count: 0,
  playable_stones: 0,
  completed_stones: 0,
  completed_at: null,
});

const courseAnswer = (id: number): CourseLessonsData => ({
  course: {
    id,
    number: id,
    track: 'smoothy',
    level: 'basic',
    title: { en: `Course ${id}`, ar: `الدورة ${id}` },
    description: { en: '', ar: '' },
    min_age: 6,
    max_age: 12,
    lesson_count: 0,
  },
  content_version: 1,
  locked: false,
  lock_reason: null,
  previous_course_number: null,
  completed: false,
  has_seen_modal: false,
  is_trial: false,
  free_lessons: 5,
  stones: [],
  lessons: [],
  levels: [],
  exercises: [],
  project_templates: [],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: the list of two courses; course 2 only when the network is there. */
function server(network: { up: boolean }) {
  return vi.fn(async (url: string) => {
    if (/\/student-courses\//.test(url)) return json({ data: [listItem(1), listItem(2)] });
    const course = /\/course-lessons\/\d+\/(\d+)/.exec(url);
    if (course) {
      if (course[1] === '2' && !network.up) throw new TypeError('Failed to fetch');
      return json({ data: courseAnswer(Number(course[1])) });
    }
    // The child's standing (profile, badges…): not needed here.
    return json({ message: 'no' }, 500);
  });
}

beforeEach(() => {
  const memory = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  });
  sessionStore.signIn({
    token: 't',
    username: 'kid',
    userId: USER,
    userType: 'student',
    studentProfileId: 77,
    isSchoolStudent: false,
  } as Session);
});

afterEach(async () => {
  sessionStore.signOut();
  await closeUserDbs();
  vi.unstubAllGlobals();
});

describe('the course download and the offline promise', () => {
  it('a network lost half way is remembered as offline, and the promise waits for every course', async () => {
    const network = { up: false };
    vi.stubGlobal('fetch', server(network));
    const db = openUserDb(USER);
    await expect(downloadAll(db, USER)).rejects.toMatchObject({ status: 0 });

    const read = async () => {
      const download = ((await db.meta.get(KEYS.download))?.value as DownloadState | undefined) ?? null;
      const courses = (await db.courses.toArray()).map((c) => c.data as CourseData);
      return {
        download,
        readiness: offlineReadiness({
          total: courses.length,
          downloaded: courses.filter((c) => c.hasMap).length,
          download,
          shell: 'controlled',
          // A page loaded with the network off may still say it is online.
          online: true,
        }),
      };
    };
    const lost = await read();
    expect(lost.download).toMatchObject({ state: 'failed', offline: true, doneAt: null });
    expect(lost.readiness).toEqual({ kind: 'offline', lessonsHere: false });

    network.up = true;
    await downloadAll(db, USER);
    const back = await read();
    expect(back.download).toMatchObject({ state: 'done', offline: false });
    expect(back.readiness).toEqual({ kind: 'done', lessonsHere: true });
  });
});

describe('needsPython', () => {
  const python = (patch: Partial<StudentCourse>): StudentCourse => ({ ...listItem(8), track: 'python', ...patch });
  it('keeps Python for a Python course given to the class or begun, never for a locked one or another track', () => {
    expect(needsPython([listItem(1), python({ assigned: true })])).toBe(true);
    expect(needsPython([python({ completed_stones: 2 })])).toBe(true);
    expect(needsPython([python({})])).toBe(false);
    expect(needsPython([python({ assigned: true, locked: true })])).toBe(false);
    expect(needsPython([{ ...listItem(1), assigned: true, completed_stones: 3 }])).toBe(false);
  });
});
