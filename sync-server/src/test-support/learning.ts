/** Test support for the learning API tests (not loaded by the server). */
import { and, eq } from 'drizzle-orm';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { courses, pointEvents, questions, stoneProgress, stones, studentProfiles, users } from '../db/tables.js';
import type { CourseMapFile, LessonFile } from '@codeyard/shared-schema';
import { fixtureCurriculum, L1_RIGHT, writeCourse } from './curriculum-fixture.js';
import { bearer, tokenFor } from './sign-in.js';
import { startTestApp, type TestApp } from './test-app.js';

// The answer's body as the tests read it: any shape, checked by their assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnswerBody = any;

export interface LearningTest {
  t: TestApp;
  call: (
    method: 'GET' | 'POST',
    url: string,
    username: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; json: AnswerBody; headers: Record<string, unknown> }>;
  courseId: (number: number) => Promise<number>;
  stoneId: (courseNumber: number, key: string) => Promise<number>;
  questionIds: (courseNumber: number, key: string) => Promise<Map<string, number>>;
  profileOf: (username: string) => Promise<{ id: number; userId: number }>;
  /** l1's right answers, by question id. */
  rightL1: () => Promise<{ question_id: number; answer: unknown }[]>;
  /** All three questions of l2..l6 answered right. */
  rightSimple: (key: string, courseNumber?: number) => Promise<{ question_id: number; answer: unknown }[]>;
  submit: (
    username: string,
    key: string,
    answers: { question_id: number; answer: unknown }[],
    extra?: Record<string, unknown>,
    courseNumber?: number,
    headers?: Record<string, string>,
  ) => ReturnType<LearningTest['call']>;
  addStudent: (
    username: string,
    options?: { firstName?: string; lastName?: string; trial?: boolean; schoolId?: number | null },
  ) => Promise<{ id: number; userId: number }>;
  addPoints: (username: string, source: string, points: number, createdAt?: string) => Promise<void>;
  completeDirectly: (username: string, courseNumber: number, keys: string[]) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * `games`: content files to add to the fixture's course 1 (games/<key>.json), e.g. a memory game for g1.
 * `courses`: more course folders (folder name: its map and lessons), e.g. a course 4 for an exam.
 */
export async function startLearningTest(
  options: {
    games?: Record<string, unknown>;
    courses?: Record<
      string,
      {
        map: CourseMapFile;
        lessons: Record<string, LessonFile>;
        levels?: Record<string, unknown>;
        exercises?: Record<string, unknown>;
        games?: Record<string, unknown>;
        projects?: Record<string, unknown>;
      }
    >;
  } = {},
): Promise<LearningTest> {
  const dir = fixtureCurriculum();
  for (const [folder, content] of Object.entries(options.courses ?? {})) writeCourse(dir, folder, content);
  if (options.games) {
    mkdirSync(join(dir, '1-smoothy-starter', 'games'), { recursive: true });
    for (const [key, file] of Object.entries(options.games))
      writeFileSync(join(dir, '1-smoothy-starter', 'games', `${key}.json`), JSON.stringify(file));
  }
  const t = await startTestApp({ seedDemoData: true, curriculumDir: dir });
  const db = t.app.db;
  const tokens = new Map<string, string>();

  const call: LearningTest['call'] = async (method, url, username, body, headers = {}) => {
    if (!tokens.has(username)) tokens.set(username, await tokenFor(t.app, username));
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(tokens.get(username)!), ...headers },
      ...(body !== undefined && { payload: body as object }),
    });
    let json: unknown;
    try {
      json = res.json();
    } catch {
      json = res.body;
    }
    return { status: res.statusCode, json, headers: res.headers };
  };
  const courseId = async (number: number) =>
    (await db.select().from(courses).where(eq(courses.number, number)).limit(1))[0]!.id;
  const stoneId = async (courseNumber: number, key: string) =>
    (
      await db
        .select()
        .from(stones)
        .where(and(eq(stones.courseId, await courseId(courseNumber)), eq(stones.key, key)))
        .limit(1)
    )[0]!.id;
  const questionIds = async (courseNumber: number, key: string) =>
    new Map(
      (
        await db
          .select()
          .from(questions)
          .where(eq(questions.stoneId, await stoneId(courseNumber, key)))
      ).map((q) => [q.key, q.id]),
    );
  const profileOf = async (username: string) => {
    const [row] = await db
      .select({ id: studentProfiles.id, userId: users.id })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(eq(users.usernameKey, username.toLowerCase()))
      .limit(1);
    if (!row) throw new Error(`no student ${username}`);
    return row;
  };
  const rightL1 = async () => {
    const ids = await questionIds(1, 'l1');
    return L1_RIGHT.map((r) => ({ question_id: ids.get(r.key)!, answer: r.answer }));
  };
  const rightSimple = async (key: string, courseNumber = 1) => {
    const ids = await questionIds(courseNumber, key);
    return [
      { question_id: ids.get(`${key}-a`)!, answer: 1 },
      { question_id: ids.get(`${key}-b`)!, answer: true },
      { question_id: ids.get(`${key}-c`)!, answer: '٤' },
    ];
  };
  const submit: LearningTest['submit'] = async (username, key, answers, extra = {}, courseNumber = 1, headers = {}) =>
    call(
      'POST',
      '/student-questions-submission',
      username,
      {
        lesson_id: await stoneId(courseNumber, key),
        course_id: await courseId(courseNumber),
        gm_task_id: 3,
        answers,
        question_points: 0,
        answered_at: '2025-01-05T10:00:00.000Z',
        ...extra,
      },
      headers,
    );
  const addStudent: LearningTest['addStudent'] = async (username, options = {}) => {
    return db.write(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ username, usernameKey: username.toLowerCase(), userType: 'student' })
        .returning();
      const [profile] = await tx
        .insert(studentProfiles)
        .values({
          userId: user!.id,
          firstName: options.firstName ?? 'Kid',
          lastName: options.lastName ?? 'Tester',
          isTrial: options.trial ?? true,
          schoolId: options.schoolId ?? null,
          yearOfBirth: new Date().getUTCFullYear() - 9,
        })
        .returning();
      return { id: profile!.id, userId: user!.id };
    });
  };
  const addPoints: LearningTest['addPoints'] = async (
    username,
    source,
    points,
    createdAt = new Date().toISOString(),
  ) => {
    const { id } = await profileOf(username);
    await db.write((tx) => tx.insert(pointEvents).values({ studentProfileId: id, source, points, createdAt }));
  };
  const completeDirectly: LearningTest['completeDirectly'] = async (username, courseNumber, keys) => {
    const at = new Date().toISOString();
    for (const key of keys) {
      const values = {
        studentProfileId: (await profileOf(username)).id,
        stoneId: await stoneId(courseNumber, key),
        completedAt: at,
        bestScore: 30,
        maxScore: 30,
        updatedAt: at,
      };
      await db.write((tx) => tx.insert(stoneProgress).values(values));
    }
  };
  return {
    t,
    call,
    courseId,
    stoneId,
    questionIds,
    profileOf,
    rightL1,
    rightSimple,
    submit,
    addStudent,
    addPoints,
    completeDirectly,
    close: async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A multipart/form-data body with one file. */
export function multipart(field: string, filename: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = '----codeyard' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
