import { eq } from 'drizzle-orm';
import { regionsOf } from '@codeyard/shared-schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { classrooms, classroomCourses, courses, gamePlays, stones } from '../db/tables.js';
import { DEMO_YOUNG_CLASS } from '../seed/demo.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * The teacher's game calls (issue 14) on the demo school: GET /teacher/get-classroom-games (each student's
 * completion, stars, latest time and moves) and POST /teacher/reset-student-game-by-lesson, on the young
 * class (My First Computer) and its colouring stone.
 */
let t: TestApp;
const tokens = new Map<string, string>();
beforeEach(async () => {
  t = await startTestApp({ seedDemoData: true });
  tokens.clear();
});
afterEach(async () => t?.close());

async function call(method: 'GET' | 'POST', url: string, username: string, body?: unknown) {
  if (!tokens.has(username)) tokens.set(username, await tokenFor(t.app, username));
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(tokens.get(username)!),
    ...(body !== undefined && { payload: body as object }),
  });
  return { status: res.statusCode, json: res.json() };
}

async function youngClass() {
  const db = t.app.db;
  const [room] = await db.select().from(classrooms).where(eq(classrooms.name, DEMO_YOUNG_CLASS.name)).limit(1);
  const [link] = await db.select().from(classroomCourses).where(eq(classroomCourses.classroomId, room!.id)).limit(1);
  const map = await db.select().from(stones).where(eq(stones.courseId, link!.courseId));
  const stone = (key: string) => map.find((s) => s.key === key)!;
  return { id: room!.id, courseId: link!.courseId, colouring: stone('colouring-game-my-computer'), lesson: map[0]! };
}

describe('the teacher sees the games of a classroom', () => {
  it('per student: completed, time and moves of the latest play; resets a game stone for chosen students only', async () => {
    const room = await youngClass();
    // The demo already has a child who finished the course (sunny5, the certificate's demo): counts are
    // read against what the classroom showed before these plays.
    const completedBefore = async (game: string) =>
      (
        await call('GET', `/teacher/get-classroom-games?classroom_id=${room.id}`, 'teacher1')
      ).json.data.courses[0].games.find((g: { game: string }) => g.game === game).completed_count as number;
    const colouringBefore = await completedBefore('colouring');
    const memoryBefore = await completedBefore('memory');
    const colours = regionsOf('computer').map(() => 'red');
    for (const [username, seconds] of [
      ['sunny1', 95],
      ['sunny2', 40],
    ] as const) {
      const done = await call('POST', '/submit-game-lesson', username, {
        lesson_id: room.colouring.id,
        course_id: room.courseId,
        completed: true,
        stars: 0,
        seconds,
        colours: [colours],
        answered_at: '2026-11-20T10:00:00Z',
      });
      expect(done.status).toBe(200);
    }

    const view = await call('GET', `/teacher/get-classroom-games?classroom_id=${room.id}`, 'teacher1');
    expect(view.status).toBe(200);
    const game = view.json.data.courses[0].games.find((g: { lesson_id: number }) => g.lesson_id === room.colouring.id);
    expect(game).toMatchObject({ game: 'colouring', completed_count: colouringBefore + 2 });
    const ids = Object.fromEntries(
      view.json.data.students.map((s: { username: string; student_profile_id: number }) => [
        s.username,
        s.student_profile_id,
      ]),
    );
    const stateOf = (g: typeof game, username: string) =>
      g.students.find((s: { student_profile_id: number }) => s.student_profile_id === ids[username]);
    expect(stateOf(game, 'sunny1')).toMatchObject({ completed: true, seconds: 95, moves: null });
    expect(stateOf(game, 'sunny1').played_at).not.toBeNull();
    expect(stateOf(game, 'sunny3')).toMatchObject({ completed: false, played_at: null, seconds: null });
    // The memory stone counts moves; nobody played it here.
    const memory = view.json.data.courses[0].games.find((g: { game: string }) => g.game === 'memory');
    expect(memory.completed_count).toBe(memoryBefore);

    // Another teacher's classroom is forbidden; a stone that is not a game is refused.
    expect((await call('GET', `/teacher/get-classroom-games?classroom_id=${room.id}`, 'teacher2')).status).toBe(403);
    const notGame = await call('POST', '/teacher/reset-student-game-by-lesson', 'teacher1', {
      classroom_id: room.id,
      lesson_id: room.lesson.id,
      student_profile_ids: [ids.sunny1],
    });
    expect(notGame.status).toBe(422);
    expect(notGame.json.errors.lesson_id).toBeDefined();
    expect(
      (
        await call('POST', '/teacher/reset-student-game-by-lesson', 'teacher2', {
          classroom_id: room.id,
          lesson_id: room.colouring.id,
        })
      ).status,
    ).toBe(403);

    const reset = await call('POST', '/teacher/reset-student-game-by-lesson', 'teacher1', {
      classroom_id: room.id,
      lesson_id: room.colouring.id,
      student_profile_ids: [ids.sunny1],
    });
    expect(reset.status).toBe(200);
    expect(reset.json.data.changed_student_profile_ids).toEqual([ids.sunny1]);
    const after = (await call('GET', `/teacher/get-classroom-games?classroom_id=${room.id}`, 'teacher1')).json.data;
    const again = after.courses[0].games.find((g: { lesson_id: number }) => g.lesson_id === room.colouring.id);
    expect(again.completed_count).toBe(colouringBefore + 1);
    expect(stateOf(again, 'sunny1')).toMatchObject({ completed: false, played_at: null });
    expect(stateOf(again, 'sunny2')).toMatchObject({ completed: true, seconds: 40 });
    const plays = await t.app.db.select().from(gamePlays).where(eq(gamePlays.stoneId, room.colouring.id));
    expect(plays).toHaveLength(1);
  });

  it("shows a paint challenge (a challenge stone a game plays) among the classroom's games, and resets it", async () => {
    const room = await youngClass();
    const db = t.app.db;
    const [course10] = await db.select().from(courses).where(eq(courses.number, 10)).limit(1);
    await db.write((tx) => tx.insert(classroomCourses).values({ classroomId: room.id, courseId: course10!.id }));
    const [house] = await db.select().from(stones).where(eq(stones.key, 'paint-challenge-a-house')).limit(1);
    const draw = (s: Record<string, unknown>) => ({ a: 'draw', s });
    const done = await call('POST', '/submit-game-lesson', 'sunny1', {
      lesson_id: house!.id,
      course_id: course10!.id,
      completed: true,
      stars: 3,
      paint: [
        draw({ t: 'rect', c: 'brown', x: 100, y: 140, w: 200, h: 120 }),
        draw({ t: 'triangle', c: 'red', x: 90, y: 60, w: 220, h: 80 }),
        draw({ t: 'rect', c: 'black', x: 180, y: 200, w: 40, h: 60 }),
      ],
      answered_at: '2026-11-20T10:00:00Z',
    });
    expect(done.status).toBe(200);
    const view = (await call('GET', `/teacher/get-classroom-games?classroom_id=${room.id}`, 'teacher1')).json.data;
    const paint = view.courses
      .flatMap((c: { games: { lesson_id: number }[] }) => c.games)
      .find((g: { lesson_id: number }) => g.lesson_id === house!.id);
    expect(paint).toMatchObject({ game: 'paint-house', completed_count: 1 });
    const reset = await call('POST', '/teacher/reset-student-game-by-lesson', 'teacher1', {
      classroom_id: room.id,
      lesson_id: house!.id,
    });
    expect(reset.status).toBe(200);
    expect(reset.json.data.changed_student_profile_ids).toHaveLength(1);
  });
});
