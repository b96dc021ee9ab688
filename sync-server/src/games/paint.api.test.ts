import type { PaintAction } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { pointEvents, stoneProgress } from '../db/tables.js';
import { fixtureCourse1 } from '../test-support/curriculum-fixture.js';
import { startLearningTest, type LearningTest } from '../test-support/learning.js';

/**
 * POST /submit-game-lesson for a paint challenge (a computer-skills challenge stone whose content is a
 * games/ paint file): the server replays the submitted actions over the challenge and refuses a drawing
 * that misses a goal or stars it does not earn; stars are kept as the best, points given once.
 */
const title = (en: string) => ({ en, ar: en });
const COURSE_10 = {
  map: {
    course: 10,
    version: 1,
    stones: [
      { key: 'house', kind: 'challenge' as const, title: title('Paint Challenge: A House') },
      { key: 'card', kind: 'challenge' as const, title: title('Paint Challenge: A Greeting Card') },
    ],
  },
  lessons: {},
  games: { house: { key: 'house', game: 'paint-house' }, card: { key: 'card', game: 'paint-card' } },
};

const draw = (s: Extract<PaintAction, { a: 'draw' }>['s']): PaintAction => ({ a: 'draw', s });
const HOUSE: PaintAction[] = [
  draw({ t: 'rect', c: 'brown', x: 100, y: 140, w: 200, h: 120 }),
  draw({ t: 'triangle', c: 'red', x: 90, y: 60, w: 220, h: 80 }),
  draw({ t: 'rect', c: 'black', x: 180, y: 200, w: 40, h: 60 }),
];

let l: LearningTest;
afterEach(async () => l?.close());

/** Course 9 before it (one lesson) locks course 10 until it is finished. */
const COURSE_9 = {
  map: { course: 9, version: 1, stones: [{ key: 'l2', kind: 'lesson' as const, title: title('Mouse'), file: 'l2' }] },
  lessons: { l2: fixtureCourse1().lessons.l2! },
};

async function start(withCourse9 = false) {
  l = await startLearningTest({
    courses: { '10-keyboard-and-paint': COURSE_10, ...(withCourse9 && { '9-my-first-computer': COURSE_9 }) },
  });
  await l.addStudent('painter', { trial: false });
}

async function submit(key: string, extra: Record<string, unknown>) {
  return l.call('POST', '/submit-game-lesson', 'painter', {
    lesson_id: await l.stoneId(10, key),
    course_id: await l.courseId(10),
    completed: true,
    answered_at: '2026-01-05T10:00:00Z',
    ...extra,
  });
}

async function houseOnMap(who = 'painter') {
  const map = (await l.call('GET', '/coursedetails/10', who)).json.data;
  return map.stones.find((s: { key: string }) => s.key === 'house');
}

describe('POST /submit-game-lesson for a paint challenge', () => {
  it('completes the house drawn by the submitted actions, keeps the best stars and gives the points once', async () => {
    await start();
    const done = await submit('house', { stars: 3, paint: HOUSE });
    expect(done.status).toBe(200);
    expect(done.json.data.points_awarded).toBeGreaterThan(0);
    expect(done.json.data.stone).toMatchObject({ best_score: 3 });
    // Played again, less tidily: accepted, no new points, and the best stars stay.
    const fiddly = [...HOUSE, { a: 'undo' }, HOUSE[2]!, { a: 'undo' }, HOUSE[2]!] as PaintAction[];
    const again = await submit('house', { stars: 2, paint: fiddly });
    expect(again.status).toBe(200);
    expect(again.json.data.points_awarded).toBe(0);
    expect(again.json.data.stone).toMatchObject({ best_score: 3 });
    expect(await houseOnMap()).toMatchObject({ kind: 'challenge', playable: true });
  });

  it('refuses a drawing that misses a goal, stars the actions do not earn, and a result without actions', async () => {
    await start();
    const noDoor = await submit('house', { stars: 3, paint: HOUSE.slice(0, 2) });
    expect(noDoor.status).toBe(422);
    expect(noDoor.json.errors.paint).toBeDefined();
    const greedy = await submit('house', { stars: 3, paint: [...HOUSE, ...HOUSE, ...HOUSE] });
    expect(greedy.status).toBe(422);
    expect(greedy.json.errors.stars).toBeDefined();
    const bare = await submit('house', { stars: 3 });
    expect(bare.status).toBe(422);
    expect(bare.json.errors.paint).toBeDefined();
    const offCanvas = await submit('house', {
      stars: 3,
      paint: [draw({ t: 'rect', c: 'brown', x: 100, y: 140, w: 200, h: 999 }), ...HOUSE.slice(1)],
    });
    expect(offCanvas.status).toBe(422);
    const arabic = await l.call('POST', '/submit-game-lesson?lang=ar', 'painter', {
      lesson_id: await l.stoneId(10, 'house'),
      course_id: await l.courseId(10),
      completed: true,
      stars: 3,
      paint: HOUSE.slice(0, 1),
      answered_at: '2026-01-05T10:00:00Z',
    });
    expect(JSON.stringify(arabic.json.errors.paint)).toMatch(/[\u0600-\u06FF]/);
    expect((await houseOnMap()).completed_at ?? null).toBeNull();
  });

  it('refuses the challenge of a course still locked, the challenge call for a paint stone, and the game call for a SmoothY challenge', async () => {
    await start(true);
    const locked = await submit('house', { stars: 3, paint: HOUSE });
    expect(locked.status).toBe(403);
    expect(locked.json.code).toBe('course_locked');
    await l.completeDirectly('painter', 9, ['l2']);
    // The challenge call would skip the drawing's check: a paint stone is finished by the game call only.
    const byChallengeCall = await l.call('POST', '/submit-challenge-lesson', 'painter', {
      lesson_id: await l.stoneId(10, 'house'),
      course_id: await l.courseId(10),
      stars: 3,
    });
    expect(byChallengeCall.status).toBe(422);
    expect(byChallengeCall.json.errors.lesson_id).toBeDefined();
    const smoothy = await l.call('POST', '/submit-game-lesson', 'painter', {
      lesson_id: await l.stoneId(1, 'c1'),
      course_id: await l.courseId(1),
      completed: true,
      stars: 3,
      answered_at: '2026-01-05T10:00:00Z',
    });
    expect(smoothy.status).toBe(422);
    expect(smoothy.json.errors.lesson_id).toBeDefined();
    expect((await submit('house', { stars: 3, paint: HOUSE })).status).toBe(200);
  });

  it('takes the card by its own goals: a border of four lines and words inside', async () => {
    await start();
    const border = [
      draw({ t: 'line', c: 'red', a: [20, 20], b: [380, 20] }),
      draw({ t: 'line', c: 'red', a: [20, 280], b: [380, 280] }),
      draw({ t: 'line', c: 'red', a: [20, 20], b: [20, 280] }),
      draw({ t: 'line', c: 'red', a: [380, 20], b: [380, 280] }),
    ];
    expect((await submit('card', { stars: 3, paint: HOUSE })).status).toBe(422);
    expect((await submit('card', { stars: 3, paint: border })).status).toBe(422);
    const card = [...border, draw({ t: 'text', c: 'blue', x: 200, y: 150, s: 'Hello' })];
    expect((await submit('card', { stars: 3, paint: card })).status).toBe(200);
  });

  it("keeps one child's result their own: another child's map is untouched", async () => {
    await start();
    await l.addStudent('neighbour', { trial: false });
    expect((await submit('house', { stars: 3, paint: HOUSE })).status).toBe(200);
    expect((await houseOnMap('painter')).completed_at).toBeTruthy();
    expect((await houseOnMap('neighbour')).completed_at ?? null).toBeNull();
  });

  it('stores a result the outbox sends twice (one idempotency key) once: one completion, its points once', async () => {
    await start();
    const body = {
      lesson_id: await l.stoneId(10, 'house'),
      course_id: await l.courseId(10),
      completed: true,
      stars: 3,
      paint: HOUSE,
      answered_at: '2026-01-05T10:00:00Z',
    };
    const headers = { 'idempotency-key': 'paint-house-0001' };
    const first = await l.call('POST', '/submit-game-lesson', 'painter', body, headers);
    const replayed = await l.call('POST', '/submit-game-lesson', 'painter', body, headers);
    expect(first.status).toBe(200);
    expect(replayed.status).toBe(200);
    expect(replayed.json).toEqual(first.json);
    const source = `task:${body.lesson_id}`;
    const events = await l.t.app.db.select().from(pointEvents).where(eq(pointEvents.source, source));
    expect(events).toHaveLength(1);
    const progress = await l.t.app.db.select().from(stoneProgress).where(eq(stoneProgress.stoneId, body.lesson_id));
    expect(progress).toHaveLength(1);
  });
});
