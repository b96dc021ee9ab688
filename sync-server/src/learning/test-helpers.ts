/** Test support for the learning API tests (not loaded by the server). */
import { and, eq } from 'drizzle-orm';
import { rmSync } from 'node:fs';
import { courses, pointEvents, questions, stoneProgress, stones, studentProfiles, users } from '../db/schema.js';
import { fixtureCurriculum, L1_RIGHT } from '../curriculum/test-fixture.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

export interface LearningTest {
  t: TestApp;
  call: (method: 'GET' | 'POST', url: string, username: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; json: any; headers: Record<string, unknown> }>;
  courseId: (number: number) => number;
  stoneId: (courseNumber: number, key: string) => number;
  questionIds: (courseNumber: number, key: string) => Map<string, number>;
  profileOf: (username: string) => { id: number; userId: number };
  /** l1's right answers, by question id. */
  rightL1: () => { question_id: number; answer: unknown }[];
  /** All three questions of l2..l6 answered right. */
  rightSimple: (key: string, courseNumber?: number) => { question_id: number; answer: unknown }[];
  submit: (
    username: string, key: string, answers: { question_id: number; answer: unknown }[], extra?: Record<string, unknown>, courseNumber?: number, headers?: Record<string, string>,
  ) => ReturnType<LearningTest['call']>;
  addStudent: (username: string, options?: { firstName?: string; lastName?: string; trial?: boolean; schoolId?: number | null }) => { id: number; userId: number };
  addPoints: (username: string, source: string, points: number, createdAt?: string) => void;
  completeDirectly: (username: string, courseNumber: number, keys: string[]) => void;
  close: () => Promise<void>;
}

export async function startLearningTest(): Promise<LearningTest> {
  const dir = fixtureCurriculum();
  const t = await startTestApp({ seedDemoData: true, curriculumDir: dir });
  const db = t.app.db;
  const tokens = new Map<string, string>();

  const call: LearningTest['call'] = async (method, url, username, body, headers = {}) => {
    if (!tokens.has(username)) tokens.set(username, await tokenFor(t.app, username));
    const res = await t.app.inject({ method, url: `/api${url}`, headers: { ...bearer(tokens.get(username)!), ...headers }, ...(body !== undefined && { payload: body as object }) });
    let json: unknown;
    try { json = res.json(); } catch { json = res.body; }
    return { status: res.statusCode, json, headers: res.headers };
  };
  const courseId = (number: number) => db.select().from(courses).where(eq(courses.number, number)).get()!.id;
  const stoneId = (courseNumber: number, key: string) => db.select().from(stones).where(and(eq(stones.courseId, courseId(courseNumber)), eq(stones.key, key))).get()!.id;
  const questionIds = (courseNumber: number, key: string) =>
    new Map(db.select().from(questions).where(eq(questions.stoneId, stoneId(courseNumber, key))).all().map((q) => [q.key, q.id]));
  const profileOf = (username: string) => {
    const row = db.select({ id: studentProfiles.id, userId: users.id }).from(studentProfiles).innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(eq(users.usernameKey, username.toLowerCase())).get();
    if (!row) throw new Error(`no student ${username}`);
    return row;
  };
  const rightL1 = () => {
    const ids = questionIds(1, 'l1');
    return L1_RIGHT.map((r) => ({ question_id: ids.get(r.key)!, answer: r.answer }));
  };
  const rightSimple = (key: string, courseNumber = 1) => {
    const ids = questionIds(courseNumber, key);
    return [{ question_id: ids.get(`${key}-a`)!, answer: 1 }, { question_id: ids.get(`${key}-b`)!, answer: true }, { question_id: ids.get(`${key}-c`)!, answer: '٤' }];
  };
  const submit: LearningTest['submit'] = (username, key, answers, extra = {}, courseNumber = 1, headers = {}) =>
    call('POST', '/student-questions-submission', username, {
      lesson_id: stoneId(courseNumber, key), course_id: courseId(courseNumber), gm_task_id: 3, answers, question_points: 0, answered_at: '2025-01-05T10:00:00.000Z', ...extra,
    }, headers);
  const addStudent: LearningTest['addStudent'] = (username, options = {}) => {
    const user = db.insert(users).values({ username, usernameKey: username.toLowerCase(), userType: 'student' }).returning().get();
    const profile = db.insert(studentProfiles).values({
      userId: user.id, firstName: options.firstName ?? 'Kid', lastName: options.lastName ?? 'Tester', isTrial: options.trial ?? true,
      schoolId: options.schoolId ?? null, yearOfBirth: new Date().getUTCFullYear() - 9,
    }).returning().get();
    return { id: profile.id, userId: user.id };
  };
  const addPoints: LearningTest['addPoints'] = (username, source, points, createdAt = new Date().toISOString()) => {
    db.insert(pointEvents).values({ studentProfileId: profileOf(username).id, source, points, createdAt }).run();
  };
  const completeDirectly: LearningTest['completeDirectly'] = (username, courseNumber, keys) => {
    const at = new Date().toISOString();
    for (const key of keys) {
      db.insert(stoneProgress).values({ studentProfileId: profileOf(username).id, stoneId: stoneId(courseNumber, key), completedAt: at, bestScore: 30, maxScore: 30, updatedAt: at }).run();
    }
  };
  return {
    t, call, courseId, stoneId, questionIds, profileOf, rightL1, rightSimple, submit, addStudent, addPoints, completeDirectly,
    close: async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A multipart/form-data body with one file. */
export function multipart(field: string, filename: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = '----codeyard' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
